// soundstage-cli export DAT ID --format json|bin|wav|mp3 -o FILE
#include "app/cli/clidat.h"
#include "core/audio/wavwriter.h"
#include "core/common/hexid.h"
#include "core/records/recordjson.h"
#include "core/records/recordtype.h"
#include "core/records/regiondesc.h"
#include "core/records/setup.h"
#include "core/records/soundtable.h"
#include "core/records/wave.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

class ExportCommand final : public CliCommand {
public:
    QString name() const override { return u"export"_s; }
    QString summary() const override {
        return u"A record as JSON or its exact bytes; a wave as WAV or MP3"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addPositionalArgument(u"ID"_s, u"The record id."_s);
        parser.addOption(QCommandLineOption(
            u"format"_s,
            u"json (decoded record), bin (the record's exact bytes), wav (a wave as RIFF WAV with "
            "its full format header) or mp3 (an MP3 wave's raw MPEG frames)."_s,
            u"FORMAT"_s));
        parser.addOption(
            QCommandLineOption({u"o"_s, u"output"_s}, u"Where to write."_s, u"FILE"_s));
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QString format = parser.value(u"format"_s).toLower();
        const QStringList formats{u"json"_s, u"bin"_s, u"wav"_s, u"mp3"_s};
        if (!formats.contains(format))
            return usageError(io, name(), u"--format must be json, bin, wav or mp3"_s);
        const QString output = parser.value(u"output"_s);
        if (output.isEmpty())
            return usageError(io, name(), u"missing -o FILE"_s);
        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto [dat, id] = std::move(*opened);
        const RecordType type = recordTypeOf(id);
        if ((format == u"wav" || format == u"mp3") && type != RecordType::Wave)
            return usageError(
                io, name(),
                u"--format %1 takes a wave id (0x0A…), not %2"_s.arg(format, hexId(id)));
        auto bytes = readRecord(*dat, id);
        if (!bytes)
            return fail(io, bytes.error());
        if (format == u"wav")
            return exportWav(io, *dat, id, *bytes, output);

        Result<QByteArray> out = encode(format, type, *bytes);
        if (!out) {
            const Error error = out.error();
            if (error.code == ErrorCode::Usage)
                return usageError(io, name(), error.message);
            return fail(io, locateRecordError(*dat, id, error));
        }
        if (auto written = writeFileAtomically(output, *out); !written)
            return fail(io, written.error());
        io.out << "wrote " << output << " (" << out->size() << " bytes)\n";
        return ExitOk;
    }

private:
    // Streamed (WavWriter::saveWave): the record's data goes to the file as it is, without a
    // RIFF copy of the whole wave beside it.
    int exportWav(CliIo& io, const DatFile& dat, quint32 id, const QByteArray& bytes,
                  const QString& output) const {
        auto wave = Wave::decode(bytes);
        if (!wave)
            return fail(io, locateRecordError(dat, id, wave.error()));
        if (auto written = WavWriter::saveWave(output, *wave); !written)
            return fail(io, written.error().code == ErrorCode::Io
                                ? written.error()
                                : locateRecordError(dat, id, written.error()));
        io.out << "wrote " << output << " (" << QFileInfo(output).size() << " bytes)\n";
        return ExitOk;
    }

    static Result<QByteArray> encode(const QString& format, RecordType type,
                                     const QByteArray& bytes) {
        if (format == u"bin")
            return bytes;
        if (format == u"json")
            return jsonOf(type, bytes);
        auto wave = Wave::decode(bytes);
        if (!wave)
            return fail(wave.error());
        if (wave->formatTag() != Wave::FormatMp3)
            return fail(ErrorCode::Usage,
                        u"%1 is %2, not MP3; export it with --format wav"_s.arg(
                            hexId(wave->id), Wave::formatName(wave->formatTag())));
        return wave->data;
    }

    static Result<QByteArray> jsonOf(RecordType type, const QByteArray& bytes) {
        const auto document = [](const auto& record) -> Result<QByteArray> {
            if (!record)
                return fail(record.error());
            return QJsonDocument(toJson(*record)).toJson(QJsonDocument::Indented);
        };
        switch (type) {
        case RecordType::SoundTable:
            return document(SoundTable::decode(bytes));
        case RecordType::Wave:
            return document(Wave::decode(bytes));
        case RecordType::Region:
            return document(RegionDesc::decode(bytes));
        case RecordType::Setup:
            return document(Setup::decode(bytes));
        default:
            return fail(
                ErrorCode::Usage,
                u"JSON export covers SoundTables, waves, regions and setups; use --format bin"_s);
        }
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(ExportCommand)

} // namespace soundstage::cli
