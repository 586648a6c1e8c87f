// soundstage-cli bake IN… -o DIR [--quality Q]: WAV/Ogg to Ogg Vorbis, as the fonline baker.
#include "app/cli/clicommand.h"

#include "core/audio/vorbisbaker.h"
#include "core/common/inputfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace soundstage::cli {

class BakeCommand final : public CliCommand {
public:
    QString name() const override { return u"bake"_s; }
    QString summary() const override {
        return u"Bake WAV/Ogg files to Ogg Vorbis and print the counters"_s;
    }
    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"IN"_s, u"WAV or Ogg files to bake."_s, u"IN…"_s);
        parser.addOption(QCommandLineOption({u"o"_s, u"output"_s},
                                            u"Directory for the baked files (created if "
                                            "missing)."_s,
                                            u"DIR"_s));
        parser.addOption(QCommandLineOption(
            u"quality"_s,
            u"Vorbis VBR quality, -0.1 … 1.0 (default %1)."_s.arg(VorbisBaker::DefaultQuality),
            u"Q"_s));
        parser.addOption(QCommandLineOption(
            u"keep-names"_s, u"Keep each input's file name (the fonline convention: "
                             "Door.wav stays Door.wav with a Vorbis payload) instead of "
                             "naming outputs .ogg."_s));
        addJsonOption(parser);
    }
    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QStringList inputs = parser.positionalArguments();
        if (inputs.isEmpty())
            return usageError(io, name(), u"no input file given"_s);
        if (!parser.isSet(u"output"_s))
            return usageError(io, name(), u"-o DIR is required"_s);
        float quality = VorbisBaker::DefaultQuality;
        if (parser.isSet(u"quality"_s)) {
            bool ok = false;
            quality = parser.value(u"quality"_s).toFloat(&ok);
            if (!ok || quality < VorbisBaker::MinQuality || quality > VorbisBaker::MaxQuality)
                return usageError(io, name(),
                                  u"--quality must be a number from -0.1 to 1.0, not '%1'"_s.arg(
                                      parser.value(u"quality"_s)));
        }
        const QDir dir(parser.value(u"output"_s));
        const bool keepNames = parser.isSet(u"keep-names"_s);

        // Decide every output name first: two inputs must not overwrite each other.
        QStringList outputs;
        QSet<QString> seen;
        for (const QString& in : inputs) {
            const QFileInfo info(in);
            const QString out =
                dir.filePath(keepNames ? info.fileName() : info.completeBaseName() + u".ogg"_s);
            if (seen.contains(out))
                return usageError(io, name(), u"two inputs would both be baked to %1"_s.arg(out));
            if (QFileInfo(out).absoluteFilePath() == info.absoluteFilePath())
                return usageError(io, name(), u"%1 would overwrite its own input"_s.arg(out));
            seen.insert(out);
            outputs.append(out);
        }
        // Inputs that cannot be read (missing, a FIFO, a directory, a device) are reported now,
        // so a run where none can be read does not leave an empty output directory behind.
        const bool any = std::any_of(inputs.begin(), inputs.end(), [](const QString& in) {
            return InputFile::inspect(in).has_value();
        });
        if (any && !dir.exists() && !QDir().mkpath(dir.path()))
            return fail(io,
                        Error{ErrorCode::Io, u"cannot create the output directory"_s, dir.path()});

        const bool json = jsonRequested(parser);
        VorbisBaker baker(quality);
        QJsonArray files;
        int failures = 0;
        for (qsizetype i = 0; i < inputs.size(); ++i) {
            // An unreadable input goes through the baker too: it reads before it writes, and
            // reports the input the usual way.
            const auto baked = baker.bakeFile(inputs[i], outputs[i]);
            if (!baked) {
                ++failures;
                if (json)
                    files.append(QJsonObject{{u"input"_s, inputs[i]},
                                             {u"ok"_s, false},
                                             {u"error"_s, baked.error().toString()}});
                else
                    fail(io, baked.error());
                continue;
            }
            const bool encoded = baked->route == VorbisBaker::Route::Encoded;
            if (json)
                files.append(QJsonObject{{u"input"_s, inputs[i]},
                                         {u"output"_s, outputs[i]},
                                         {u"ok"_s, true},
                                         {u"route"_s, encoded ? u"encoded"_s : u"passthrough"_s},
                                         {u"bytes"_s, baked->bytes.size()},
                                         {u"seconds"_s, baked->info.seconds()}});
            else
                io.out << u"%1 -> %2 (%3, %4 bytes)"_s
                              .arg(inputs[i], outputs[i],
                                   encoded ? u"encoded"_s : u"passed through"_s)
                              .arg(baked->bytes.size())
                       << '\n';
        }
        const auto& c = baker.counters();
        if (json) {
            printJson(io, QJsonDocument(QJsonObject{{u"files"_s, files},
                                                    {u"encoded"_s, c.encoded},
                                                    {u"passedThrough"_s, c.passedThrough},
                                                    {u"failed"_s, failures},
                                                    {u"inputBytes"_s, c.inputBytes},
                                                    {u"outputBytes"_s, c.outputBytes}}));
        } else {
            io.out << u"encoded %1, passed through %2, failed %3; input %4 bytes, output %5 "
                      "bytes"_s.arg(c.encoded)
                          .arg(c.passedThrough)
                          .arg(failures)
                          .arg(c.inputBytes)
                          .arg(c.outputBytes)
                   << '\n';
        }
        io.out.flush();
        return failures > 0 ? ExitFindings : ExitOk;
    }
};

} // namespace soundstage::cli

using soundstage::cli::BakeCommand;
SOUNDSTAGE_CLI_COMMAND(BakeCommand)
