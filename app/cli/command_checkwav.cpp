// soundstage-cli check-wav FILE…: validates WAV files by the authoring rules.
#include "app/cli/clicommand.h"

#include "core/audio/wavreader.h"
#include "core/common/hexid.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace soundstage::cli {

class CheckWavCommand final : public CliCommand {
public:
    QString name() const override { return u"check-wav"_s; }
    QString summary() const override {
        return u"Validate WAV files by the authoring rules (exit 2 if any fails)"_s;
    }
    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"FILE"_s, u"WAV files to check."_s, u"FILE…"_s);
        addJsonOption(parser);
    }
    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QStringList files = parser.positionalArguments();
        if (files.isEmpty())
            return usageError(io, name(), u"no WAV file given"_s);
        const bool json = jsonRequested(parser);
        QJsonArray results;
        int failures = 0;
        for (const QString& path : files) {
            const auto wav = WavReader::readFile(path);
            if (!wav) {
                ++failures;
                if (json)
                    results.append(QJsonObject{{u"file"_s, path},
                                               {u"ok"_s, false},
                                               {u"offset"_s, wav.error().offset},
                                               {u"error"_s, wav.error().message}});
                else
                    fail(io, wav.error());
                continue;
            }
            if (json) {
                results.append(QJsonObject{{u"file"_s, path},
                                           {u"ok"_s, true},
                                           {u"format"_s, wav->formatDescription()},
                                           {u"channels"_s, wav->format.channels},
                                           {u"sampleRate"_s, double(wav->format.sampleRate)},
                                           {u"bitsPerSample"_s, wav->format.bitsPerSample},
                                           {u"frames"_s, wav->frames},
                                           {u"seconds"_s, wav->seconds()}});
            } else {
                io.out << u"%1: ok: %2, %3 channel(s), %4 Hz, %5 frames, %6 s"_s
                              .arg(path, wav->formatDescription())
                              .arg(wav->format.channels)
                              .arg(wav->format.sampleRate)
                              .arg(wav->frames)
                              .arg(wav->seconds(), 0, 'f', 3)
                       << '\n';
            }
        }
        if (json)
            printJson(io, QJsonDocument(results));
        io.out.flush();
        return failures > 0 ? ExitFindings : ExitOk;
    }
};

} // namespace soundstage::cli

using soundstage::cli::CheckWavCommand;
SOUNDSTAGE_CLI_COMMAND(CheckWavCommand)
