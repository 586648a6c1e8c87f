// soundstage-cli patch DAT [--set RECORD.json…] [--set-bin RECORD.bin…]
//                          [--import-wave FILE[=ID]…] -o OUT.dat
#include "app/cli/clidat.h"
#include "app/cli/normalizecli.h"
#include "core/audio/audioimport.h"
#include "core/common/hexid.h"
#include "core/common/inputfile.h"
#include "core/dat/datdiff.h"
#include "core/dat/datpatcher.h"
#include "core/records/recordjson.h"
#include "core/records/recordtype.h"
#include "core/records/regiondesc.h"
#include "core/records/setup.h"
#include "core/records/soundtable.h"
#include "core/records/wave.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QtEndian>

#include <cmath>
#include <map>
#include <set>

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

// A record's bytes must decode as the type its id says (for the sound types Soundstage knows).
std::optional<Error> checkDecodes(quint32 id, const QByteArray& bytes) {
    std::optional<Error> error;
    const auto check = [&](const auto& result) {
        if (!result)
            error = result.error();
    };
    switch (recordTypeOf(id)) {
    case RecordType::SoundTable:
        check(SoundTable::decode(bytes));
        break;
    case RecordType::Wave:
        check(Wave::decode(bytes));
        break;
    case RecordType::Region:
        check(RegionDesc::decode(bytes));
        break;
    case RecordType::Setup:
        check(Setup::decode(bytes));
        break;
    default:
        break;
    }
    return error;
}

// Levels in the JSON report to a hundredth of a dB.
double rounded(double value) {
    return std::round(value * 100.0) / 100.0;
}

class PatchCommand final : public CliCommand {
public:
    QString name() const override { return u"patch"_s; }
    QString summary() const override {
        return u"Write a patched copy of a dat: replaced and new records, imported waves"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The source dat (never modified)."_s);
        parser.addOption(QCommandLineOption(
            u"set"_s,
            u"A record as JSON (the shapes `show --json` prints): a whole SoundTable, a Region "
            "(its ambient/scene parts applied onto the dat's region) or a Setup's default table. "
            "Repeatable."_s,
            u"RECORD.json"_s));
        parser.addOption(QCommandLineOption(
            u"set-bin"_s,
            u"A record's exact bytes (as `export --format bin` writes them); the id is the first "
            "dword. Repeatable."_s,
            u"RECORD.bin"_s));
        parser.addOption(QCommandLineOption(
            u"import-wave"_s,
            u"Decode a WAV, Ogg Vorbis or MP3 file and store it as a PCM 16-bit wave under ID, or "
            "under the next free id from 0x0A000000. Repeatable."_s,
            u"FILE[=ID]"_s));
        parser.addOption(QCommandLineOption(
            u"rate"_s, u"Resample imported waves to HZ (default: keep the file's rate)."_s,
            u"HZ"_s));
        parser.addOption(QCommandLineOption(u"mono"_s, u"Mix imported waves down to mono."_s));
        normalize::addNormalizeOptions(parser, u"Imported waves"_s);
        parser.addOption(QCommandLineOption(
            {u"o"_s, u"output"_s}, u"The patched copy to write (not the source)."_s, u"OUT.dat"_s));
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QString output = parser.value(u"output"_s);
        if (output.isEmpty())
            return usageError(io, name(), u"missing -o OUT.dat"_s);
        const QStringList sets = parser.values(u"set"_s);
        const QStringList bins = parser.values(u"set-bin"_s);
        const QStringList imports = parser.values(u"import-wave"_s);
        if (sets.isEmpty() && bins.isEmpty() && imports.isEmpty())
            return usageError(io, name(),
                              u"nothing to patch: give --set, --set-bin or --import-wave"_s);
        AudioImport::Options importOptions;
        importOptions.mono = parser.isSet(u"mono"_s);
        if (parser.isSet(u"rate"_s)) {
            bool ok = false;
            importOptions.sampleRate = parser.value(u"rate"_s).toInt(&ok);
            if (!ok || importOptions.sampleRate <= 0)
                return usageError(io, name(), u"--rate takes a positive number of Hz"_s);
        }
        auto target = normalize::normalizeArgument(parser);
        if (!target)
            return usageError(io, name(), target.error().message);
        importOptions.normalize = *target;
        if (importOptions.normalize && imports.isEmpty())
            return usageError(io, name(), u"--normalize goes with --import-wave"_s);

        auto opened = openDatArgument(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const std::unique_ptr<DatFile> dat = std::move(*opened);

        DatPatcher patcher;
        std::map<quint32, QByteArray> before; // old bytes of replaced records, for the report
        const auto add = [&](quint32 id, QByteArray bytes, const QString& from) -> int {
            if (patcher.hasRecord(id))
                return usageError(io, name(),
                                  u"%1 is set twice (again by %2)"_s.arg(hexId(id), from));
            patcher.setRecord(id, std::move(bytes), from);
            return ExitOk;
        };

        for (const QString& path : sets) {
            auto text = InputFile::readAll(path, InputFile::MaxRecordJsonBytes);
            if (!text)
                return fail(io, text.error());
            auto bytes = fromJson(*dat, *text, path);
            if (!bytes)
                return fail(io, bytes.error().inFile(path));
            if (int r = add(bytes->first, bytes->second, path); r != ExitOk)
                return r;
        }
        for (const QString& path : bins) {
            auto bytes = InputFile::readAll(path, InputFile::MaxRecordBytes);
            if (!bytes)
                return fail(io, bytes.error());
            if (bytes->size() < 4)
                return fail(io, Error{ErrorCode::Truncated,
                                      u"a record starts with its id; this file has %1 bytes"_s.arg(
                                          bytes->size()),
                                      path, 0});
            const quint32 id = qFromLittleEndian<quint32>(bytes->constData());
            if (auto error = checkDecodes(id, *bytes)) {
                error->message =
                    u"not a valid %1: %2"_s.arg(recordTypeName(recordTypeOf(id)), error->message);
                return fail(io, error->inFile(path));
            }
            if (int r = add(id, *bytes, path); r != ExitOk)
                return r;
        }
        // Imports with a chosen id first, so the automatic ids step around them.
        std::vector<std::pair<QString, std::optional<quint32>>> waves;
        for (const QString& spec : imports) {
            const qsizetype eq = spec.lastIndexOf(u'=');
            std::optional<quint32> id;
            QString path = spec;
            if (eq > 0) {
                id = parseId(QStringView(spec).mid(eq + 1));
                if (!id)
                    return usageError(
                        io, name(),
                        u"'%1' is not an id in --import-wave %2"_s.arg(spec.mid(eq + 1), spec));
                if (recordTypeOf(*id) != RecordType::Wave)
                    return usageError(
                        io, name(),
                        u"%1 is not a wave id (0x0A000000–0x0A00FFFF)"_s.arg(hexId(*id)));
                path = spec.left(eq);
            }
            waves.emplace_back(path, id);
        }
        std::map<QString, LoudnessNormalizer::Plan> normalized; // by source file, for the report
        std::stable_partition(waves.begin(), waves.end(),
                              [](const auto& w) { return w.second.has_value(); });
        for (const auto& [path, chosen] : waves) {
            LoudnessNormalizer::Plan plan;
            auto wave = AudioImport::importFile(path, importOptions, &plan);
            if (!wave)
                return fail(io, wave.error().inFile(path));
            auto id = patcher.addWave(*dat, std::move(*wave), chosen, path);
            if (!id) {
                if (id.error().code == ErrorCode::Usage)
                    return usageError(io, name(), id.error().message);
                return fail(io, id.error());
            }
            if (importOptions.normalize)
                normalized[path] = plan;
        }

        auto summary = patcher.write(*dat, output);
        if (!summary) {
            if (summary.error().code == ErrorCode::Usage)
                return usageError(io, name(), summary.error().message);
            return fail(io, summary.error());
        }
        return report(parser, io, *dat, output, *summary,
                      {importOptions.normalize.value_or(LoudnessTarget{}), normalized});
    }

private:
    // JSON → the record's id and new bytes; a region or setup is applied onto the dat's own.
    static Result<std::pair<quint32, QByteArray>>
    fromJson(const DatFile& dat, const QByteArray& text, const QString& path) {
        auto object = parseJsonObject(text);
        if (!object)
            return std::unexpected(object.error());
        auto id = jsonRecordId(*object);
        if (!id)
            return std::unexpected(id.error());
        auto type = jsonRecordType(*object);
        if (!type)
            return std::unexpected(type.error());
        auto existing = dat.find(*id);
        if (!existing)
            return std::unexpected(existing.error());
        std::optional<QByteArray> old;
        if (*existing) {
            auto bytes = dat.read(**existing);
            if (!bytes)
                return std::unexpected(bytes.error().inFile(dat.path()));
            old = *bytes;
        }
        const auto done = [&](const auto& record) -> Result<std::pair<quint32, QByteArray>> {
            if (!record)
                return std::unexpected(record.error());
            return std::pair{*id, record->encode()};
        };
        switch (*type) {
        case RecordType::SoundTable:
            return done(soundTableFromJson(*object));
        case RecordType::Region: {
            std::optional<RegionDesc> base;
            if (old) {
                auto decoded = RegionDesc::decode(*old);
                if (!decoded)
                    return fail(ErrorCode::BadRecord,
                                u"the dat's region %1 does not decode, so the JSON cannot be "
                                "applied onto it: %2"_s.arg(hexId(*id), decoded.error().message),
                                -1, dat.path());
                base = std::move(*decoded);
            }
            return done(regionFromJson(*object, base ? &*base : nullptr));
        }
        case RecordType::Setup: {
            std::optional<Setup> base;
            if (old) {
                auto decoded = Setup::decode(*old);
                if (!decoded)
                    return fail(ErrorCode::BadRecord,
                                u"the dat's setup %1 does not decode: %2"_s.arg(
                                    hexId(*id), decoded.error().message),
                                -1, dat.path());
                base = std::move(*decoded);
            }
            return done(setupFromJson(*object, base ? &*base : nullptr));
        }
        case RecordType::Wave:
            return fail(ErrorCode::Unsupported,
                        u"a wave's samples are not in its JSON; use --import-wave or --set-bin"_s,
                        -1, path);
        default:
            return fail(ErrorCode::Unsupported,
                        u"--set takes SoundTables, regions and setups; use --set-bin for %1"_s.arg(
                            hexId(*id)),
                        -1, path);
        }
    }

    static QString action(DatPatcher::Change::Kind kind) {
        switch (kind) {
        case DatPatcher::Change::Kind::Replaced:
            return u"replaced"_s;
        case DatPatcher::Change::Kind::Added:
            return u"added"_s;
        case DatPatcher::Change::Kind::Unchanged:
            return u"unchanged"_s;
        }
        return {};
    }

    struct Normalized {
        LoudnessTarget target;
        std::map<QString, LoudnessNormalizer::Plan> plans; ///< by source file
    };

    int report(const QCommandLineParser& parser, CliIo& io, const DatFile& dat,
               const QString& output, const DatPatcher::Summary& summary,
               const Normalized& normalized) const {
        QJsonArray changes;
        auto written = DatFile::open(output);
        for (const DatPatcher::Change& c : summary.changes) {
            std::vector<FieldChange> fields;
            if (c.kind == DatPatcher::Change::Kind::Replaced && written) {
                auto old = dat.read(c.id);
                auto now = (*written)->read(c.id);
                if (old && now)
                    fields = DatDiff::compareRecords(c.id, *old, *now);
            }
            const QString type = recordTypeName(recordTypeOf(c.id));
            const auto plan = normalized.plans.find(c.label);
            const bool wasNormalized = plan != normalized.plans.end();
            if (jsonRequested(parser)) {
                QJsonArray fieldArray;
                for (const FieldChange& f : fields)
                    fieldArray.append(QJsonObject{
                        {u"path"_s, f.path}, {u"before"_s, f.before}, {u"after"_s, f.after}});
                changes.append(QJsonObject{{u"id"_s, hexId(c.id)},
                                           {u"type"_s, type},
                                           {u"action"_s, action(c.kind)},
                                           {u"size_before"_s, qint64(c.oldSize)},
                                           {u"size_after"_s, qint64(c.newSize)},
                                           {u"from"_s, c.label},
                                           {u"changes"_s, fieldArray}});
                if (wasNormalized) {
                    const LoudnessNormalizer::Plan& p = plan->second;
                    QJsonObject last = changes.last().toObject();
                    last.insert(
                        u"normalized"_s,
                        QJsonObject{{u"lufs_before"_s, rounded(p.before.integrated)},
                                    {u"lufs_after"_s, rounded(p.integratedAfter)},
                                    {u"true_peak_before_dbtp"_s, rounded(p.before.truePeak)},
                                    {u"true_peak_after_dbtp"_s, rounded(p.truePeakAfter)},
                                    {u"gain_db"_s, rounded(p.gainDb)},
                                    {u"peak_limited"_s, p.peakLimited}});
                    changes.replace(changes.size() - 1, last);
                }
                continue;
            }
            io.out << action(c.kind).leftJustified(10) << hexId(c.id) << ' ' << type;
            if (c.kind == DatPatcher::Change::Kind::Replaced)
                io.out << " (" << c.oldSize << " -> " << c.newSize << " bytes)";
            else
                io.out << " (" << c.newSize << " bytes)";
            if (!c.label.isEmpty())
                io.out << " from " << c.label;
            io.out << '\n';
            if (wasNormalized)
                io.out << "    normalized: "
                       << LoudnessNormalizer::describe(plan->second, normalized.target) << '\n';
            for (const FieldChange& f : fields)
                io.out << "    " << f.path << ": " << (f.before.isEmpty() ? u"(none)"_s : f.before)
                       << " -> " << (f.after.isEmpty() ? u"(removed)"_s : f.after) << '\n';
        }
        if (jsonRequested(parser)) {
            printJson(io, QJsonDocument(QJsonObject{
                              {u"source"_s, dat.path()},
                              {u"output"_s, output},
                              {u"changes"_s, changes},
                              {u"file_size_before"_s, summary.sourceSize},
                              {u"file_size"_s, summary.outputSize},
                              {u"free_blocks_before"_s, summary.freeBlocksBefore},
                              {u"free_blocks"_s, summary.freeBlocksAfter},
                              {u"nodes_rewritten"_s, summary.nodesRewritten},
                              {u"nodes_added"_s, summary.nodesAdded},
                              {u"tree_depth"_s, summary.depthAfter},
                              {u"copy"_s, summary.copyMethod},
                          }));
            return ExitOk;
        }
        io.out << "wrote " << output << " (" << summary.outputSize << " bytes";
        if (summary.outputSize != summary.sourceSize)
            io.out << ", grew by " << summary.outputSize - summary.sourceSize;
        io.out << "; free blocks " << summary.freeBlocksBefore << " -> " << summary.freeBlocksAfter
               << "; " << summary.nodesRewritten << " B-tree node(s) written, "
               << summary.nodesAdded << " new; copied by " << summary.copyMethod << ")\n";
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(PatchCommand)

} // namespace soundstage::cli
