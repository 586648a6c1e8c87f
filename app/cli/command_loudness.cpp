// soundstage-cli loudness DAT [ID…] | FILE…: EBU R128 loudness (libebur128) of a dat's waves
// or of audio files (WAV, Ogg Vorbis, MP3).
#include "app/cli/clidat.h"
#include "core/audio/audioimport.h"
#include "core/audio/loudness.h"
#include "core/audio/wavedecoder.h"
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/records/recordtype.h"
#include "core/records/wave.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

// JSON has no infinity: a value that does not exist (silence, no range) is null.
QJsonValue jsonLevel(double value) {
    if (!std::isfinite(value))
        return QJsonValue::Null;
    return std::round(value * 100.0) / 100.0;
}

QString textLevel(double value, const QString& unit) {
    if (!std::isfinite(value))
        return u"—"_s;
    return QString::number(value, 'f', 1) + u' ' + unit;
}

class LoudnessCommand final : public CliCommand {
public:
    QString name() const override { return u"loudness"_s; }
    QString summary() const override {
        return u"EBU R128 loudness, true peak and range of waves or audio files"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.setApplicationDescription(
            summary() +
            u"\n\nDAT [ID…]: every wave of the dat, or the waves named. FILE…: WAV, Ogg Vorbis or "
            "MP3 files. Integrated loudness in LUFS (BS.1770-4, gated); a sound shorter than "
            "one 400 ms gating block gets its ungated loudness over its own length, marked "
            "'short'. Mono counts as dual mono (a centred source on two speakers). True peak in "
            "dBTP (4x oversampled), loudness range in LU (sounds of 3 s or more)."_s);
        parser.addPositionalArgument(u"DAT|FILE"_s, u"A dat, or audio files."_s,
                                     u"DAT [ID…] | FILE…"_s);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QStringList args = parser.positionalArguments();
        if (args.isEmpty())
            return usageError(io, name(), u"missing DAT or FILE"_s);
        const bool json = jsonRequested(parser);
        std::vector<Row> rows;
        auto dat = DatFile::open(args.front());
        if (dat) {
            if (auto measured = measureDat(**dat, args.mid(1), io, rows); measured != ExitOk)
                return measured;
        } else {
            for (const QString& path : args) {
                auto pcm = AudioImport::decodeFile(path);
                if (!pcm) {
                    // The same refusal both ways (not a regular file, cannot open): said once.
                    if (&path == &args.front() && pcm.error().message == dat.error().message)
                        return fail(io, dat.error().file.isEmpty() ? dat.error().inFile(path)
                                                                   : dat.error());
                    if (&path == &args.front() && rows.empty())
                        return fail(io, Error{pcm.error().code,
                                              u"neither a dat (%1) nor an audio file (%2)"_s.arg(
                                                  dat.error().message, pcm.error().message),
                                              path});
                    return fail(io, pcm.error().file.isEmpty() ? pcm.error().inFile(path)
                                                               : pcm.error());
                }
                auto loudness = measureLoudness(**pcm);
                if (!loudness)
                    return fail(io, loudness.error().inFile(path));
                rows.push_back({path, *loudness, (*pcm)->channels(), (*pcm)->sampleRate()});
            }
        }
        if (json)
            printJson(io, QJsonDocument(toJson(rows)));
        else
            printText(io.out, rows);
        return ExitOk;
    }

private:
    struct Row {
        QString name; ///< the wave id (0x0A…) or the file path
        Loudness loudness;
        int channels = 1;
        int rate = 0;
    };

    int measureDat(const DatFile& dat, const QStringList& idArgs, CliIo& io,
                   std::vector<Row>& rows) const {
        std::vector<quint32> ids;
        for (const QString& text : idArgs) {
            const auto id = parseId(text);
            if (!id)
                return usageError(io, name(), u"'%1' is not an id"_s.arg(text));
            if (recordTypeOf(*id) != RecordType::Wave)
                return usageError(io, name(), u"%1 is not a wave id (0x0A…)"_s.arg(hexId(*id)));
            ids.push_back(*id);
        }
        if (idArgs.isEmpty()) {
            auto entries = dat.entries();
            if (!entries)
                return fail(io, entries.error());
            for (const DatEntry& entry : *entries)
                if (recordTypeOf(entry.id) == RecordType::Wave)
                    ids.push_back(entry.id);
        }
        rows.reserve(ids.size());
        for (const quint32 id : ids) {
            auto bytes = readRecord(dat, id);
            if (!bytes)
                return fail(io, bytes.error());
            auto wave = Wave::decode(*bytes);
            if (!wave)
                return fail(io, locateRecordError(dat, id, wave.error()));
            auto pcm = WaveDecoder::decode(*wave);
            if (!pcm)
                return fail(io, locateRecordError(dat, id, pcm.error()));
            auto loudness = measureLoudness(**pcm);
            if (!loudness)
                return fail(io, locateRecordError(dat, id, loudness.error()));
            rows.push_back({hexId(id), *loudness, (*pcm)->channels(), (*pcm)->sampleRate()});
        }
        return ExitOk;
    }

    static QJsonArray toJson(const std::vector<Row>& rows) {
        QJsonArray out;
        for (const Row& row : rows) {
            const Loudness& l = row.loudness;
            out.append(QJsonObject{{u"name"_s, row.name},
                                   {u"integrated_lufs"_s, jsonLevel(l.integrated)},
                                   {u"short"_s, l.shortClip},
                                   {u"true_peak_dbtp"_s, jsonLevel(l.truePeak)},
                                   {u"sample_peak_dbfs"_s, jsonLevel(l.samplePeak)},
                                   {u"range_lu"_s, jsonLevel(l.range)},
                                   {u"seconds"_s, std::round(l.seconds * 1000.0) / 1000.0},
                                   {u"channels"_s, row.channels},
                                   {u"rate"_s, row.rate}});
        }
        return out;
    }

    static void printText(QTextStream& out, const std::vector<Row>& rows) {
        qsizetype width = 4;
        for (const Row& row : rows)
            width = std::max(width, row.name.size());
        out << u"name"_s.leftJustified(width)
            << "  integrated         true peak   range    length\n";
        for (const Row& row : rows) {
            const Loudness& l = row.loudness;
            // No integrated loudness: digital silence, or everything under the −70 LUFS gate.
            QString integrated = std::isfinite(l.integrated)   ? textLevel(l.integrated, u"LUFS"_s)
                                 : std::isfinite(l.samplePeak) ? u"< -70 LUFS"_s
                                                               : u"silent"_s;
            if (l.shortClip && std::isfinite(l.integrated))
                integrated += u" short"_s;
            out << row.name.leftJustified(width) << "  " << integrated.leftJustified(17) << "  "
                << textLevel(l.truePeak, u"dBTP"_s).leftJustified(10) << "  "
                << textLevel(l.range, u"LU"_s).leftJustified(7) << "  "
                << QString::number(l.seconds, 'f', 2) << " s\n";
        }
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(LoudnessCommand)

} // namespace soundstage::cli
