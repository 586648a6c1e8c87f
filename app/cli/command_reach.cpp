// soundstage-cli reach DAT [ID…] [--override FILE]: what the retail client can ever play from
// each table (with an override file: what it plays with the file applied).
#include "app/cli/overridecli.h"
#include "app/cli/retailcli.h"
#include "core/override/overrideoutcome.h"
#include "core/retail/reachability.h"

#include <map>
#include <utility>

namespace soundstage::cli {
namespace {

using namespace Qt::StringLiterals;
using namespace soundstage::cli::retail;
using namespace soundstage::cli::overrides;

/// The sound types an override file states, by (table, sound type): their odds under the file's
/// !pick rule (OverrideOutcome, as the editor's grid shows them) instead of the report's.
struct Stated {
    EventOutcome outcome;
    int unheard = 0;
};
using StatedSounds = std::map<std::pair<quint32, quint32>, Stated>;

class ReachCommand final : public CliCommand {
public:
    QString name() const override { return u"reach"_s; }
    QString summary() const override {
        return u"Per table, sound and variant: pick, gate, play chances and verdicts"_s;
    }
    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addPositionalArgument(u"ID"_s, u"SoundTable ids (default: every table)."_s,
                                     u"[ID…]"_s);
        parser.addOption(QCommandLineOption(u"unreachable-only"_s,
                                            u"Only sound types with records never heard."_s));
        addGateModelOption(parser);
        addOverrideOption(parser);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        auto opened = openDatWithGateModel(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto [dat, model] = std::move(*opened);
        std::vector<quint32> ids;
        const QStringList args = parser.positionalArguments();
        for (qsizetype i = 1; i < args.size(); ++i) {
            const auto id = idArgument(parser, static_cast<int>(i));
            if (!id)
                return reportError(io, name(), id.error());
            ids.push_back(*id);
        }
        const bool every = ids.empty();
        if (every) {
            auto all = idsOf(*dat, RecordType::SoundTable);
            if (!all)
                return fail(io, all.error());
            ids = std::move(*all);
        }
        auto waves = waveIds(*dat);
        if (!waves)
            return fail(io, waves.error());
        const WaveExists exists = [&w = *waves](quint32 id) { return w.count(id) > 0; };
        std::vector<SoundTable> tables;
        tables.reserve(ids.size());
        std::shared_ptr<const OverridePreview> preview;
        if (parser.isSet(u"override"_s)) {
            // Applied onto every table (its `*/sound` lines reach them all); the report covers
            // the tables asked for, or every table the dat and the file make.
            auto all = allTables(*dat);
            if (!all)
                return fail(io, all.error());
            auto loaded = loadOverride(parser, io, *dat, *all);
            if (!loaded)
                return fail(io, loaded.error());
            preview = std::move(*loaded);
            if (every) {
                ids.clear();
                for (const auto& entry : preview->tables)
                    ids.push_back(entry.first);
            }
            for (const quint32 id : ids) {
                const auto found = preview->tables.find(id);
                if (found == preview->tables.end())
                    return fail(
                        io, Error{ErrorCode::NotFound,
                                  u"no SoundTable %1 in the dat or the override"_s.arg(hexId(id)),
                                  dat->path()});
                tables.push_back(found->second);
            }
        } else {
            for (const quint32 id : ids) {
                auto table = loadTable(*dat, id);
                if (!table)
                    return fail(io, table.error());
                tables.push_back(std::move(*table));
            }
        }
        const ReachReport report = ReachReport::analyse(tables, model, exists);
        const StatedSounds stated = statedSounds(report, preview.get(), model, exists);
        const bool onlyUnheard = parser.isSet(u"unreachable-only"_s);
        if (jsonRequested(parser))
            printJson(io, QJsonDocument(toJson(report, stated, onlyUnheard, preview.get())));
        else
            printText(io.out, report, stated, onlyUnheard, preview.get());
        return ExitOk;
    }

private:
    static StatedSounds statedSounds(const ReachReport& report, const OverridePreview* preview,
                                     FpuModel model, const WaveExists& exists) {
        StatedSounds stated;
        if (!preview)
            return stated;
        for (const TableReach& t : report.tables) {
            for (const SoundReach& s : t.sounds) {
                const auto sound =
                    s.shadowed ? std::nullopt : preview->sound(t.tableId, s.soundType);
                if (!sound)
                    continue;
                Stated x{OverrideOutcome::of(*preview, *sound, model, exists), 0};
                for (std::size_t i = 0; i < x.outcome.variants.size(); ++i)
                    x.unheard += Reachability::isUnheard(x.outcome, static_cast<int>(i)) ? 1 : 0;
                stated.emplace(std::pair{t.tableId, s.soundType}, std::move(x));
            }
        }
        return stated;
    }

    static const Stated* statedOf(const StatedSounds& stated, quint32 table, const SoundReach& s) {
        if (s.shadowed)
            return nullptr;
        const auto found = stated.find({table, s.soundType});
        return found == stated.end() ? nullptr : &found->second;
    }
    static int unheardOf(const StatedSounds& stated, quint32 table, const SoundReach& s) {
        const Stated* x = statedOf(stated, table, s);
        return x ? x->unheard : s.unheard;
    }
    static int unheardOf(const StatedSounds& stated, const TableReach& t) {
        int unheard = 0;
        for (const SoundReach& s : t.sounds)
            unheard += unheardOf(stated, t.tableId, s);
        return unheard;
    }

    /// A record of a list the override states: chances, not the client's counts.
    static QJsonObject statedJson(const EventOutcome& outcome, std::size_t i, const QString& file) {
        const VariantOutcome& v = outcome.variants[i];
        QJsonObject o = variantJson(v.variant);
        o.insert(u"index"_s, v.index);
        o.insert(u"pick"_s, outcome.pickChance(i));
        o.insert(u"gate"_s, outcome.gateChance(i));
        o.insert(u"play"_s, outcome.playChance(i));
        if (const auto exact = outcome.exactPlay(i))
            o.insert(u"play_exact"_s, exact->toString());
        o.insert(u"verdicts"_s, QJsonArray::fromStringList(verdictKeys(v.verdicts)));
        if (!file.isEmpty())
            o.insert(u"file"_s, file);
        return o;
    }

    /// The `wave` line that plays in place of a dat wave (not of a local file), or null.
    static const OverrideEntry* replacedBy(const OverridePreview* preview, quint32 wave,
                                           const QString& file) {
        return preview && file.isEmpty() && wave != 0 ? preview->waveReplacement(wave) : nullptr;
    }

    static QJsonObject toJson(const ReachReport& report, const StatedSounds& stated,
                              bool onlyUnheard, const OverridePreview* preview) {
        QJsonArray tables;
        int totalUnheard = 0;
        QJsonArray affected;
        for (const TableReach& t : report.tables) {
            const int tableUnheard = unheardOf(stated, t);
            totalUnheard += tableUnheard;
            if (tableUnheard > 0)
                affected.append(hexId(t.tableId));
            if (onlyUnheard && tableUnheard == 0)
                continue;
            QJsonArray sounds;
            for (const SoundReach& s : t.sounds) {
                const Stated* x = statedOf(stated, t.tableId, s);
                const int unheard = x ? x->unheard : s.unheard;
                if (onlyUnheard && unheard == 0)
                    continue;
                QJsonArray variants;
                const std::size_t n = x ? x->outcome.variants.size() : s.outcome.variants.size();
                for (std::size_t i = 0; i < n; ++i) {
                    const QString file =
                        localFileName(preview, t.tableId, s.soundType, static_cast<int>(i));
                    QJsonObject v =
                        x ? statedJson(x->outcome, i, file) : outcomeJson(s.outcome.variants[i]);
                    const quint32 wave = x ? x->outcome.variants[i].variant.wave
                                           : s.outcome.variants[i].variant.wave;
                    if (const OverrideEntry* by = replacedBy(preview, wave, file))
                        v.insert(u"replaced_by_line"_s, by->line);
                    variants.append(v);
                }
                QJsonObject o{
                    {u"sound"_s, soundTypeName(s.soundType)},
                    {u"code"_s, static_cast<qint64>(s.soundType)},
                    {u"shadowed"_s, s.shadowed},
                    {u"silence"_s, x ? x->outcome.silenceChance() : s.outcome.silence().toDouble()},
                    {u"unheard"_s, unheard},
                    {u"variants"_s, variants}};
                if (!x)
                    o.insert(u"silence_exact"_s, s.outcome.silence().toString());
                else if (x->outcome.exactStatedSilence)
                    o.insert(u"silence_exact"_s, x->outcome.exactStatedSilence->toString());
                if (const OverrideApply::Applied* applied =
                        preview ? preview->report.find(t.tableId, s.soundType) : nullptr) {
                    o.insert(u"override_line"_s, applied->line);
                    o.insert(u"pick_rule"_s, OverrideFile::pickModeName(preview->file.pick));
                }
                // The retail-safe fix is for the dat's own lists, not for the override's.
                if (s.suggestion && !x) {
                    QJsonArray fixed;
                    for (const SoundVariant& v : *s.suggestion)
                        fixed.append(variantJson(v));
                    o.insert(u"suggestion"_s, fixed);
                }
                sounds.append(o);
            }
            tables.append(QJsonObject{{u"id"_s, hexId(t.tableId)},
                                      {u"variants"_s, t.variants},
                                      {u"unheard"_s, tableUnheard},
                                      {u"sounds"_s, sounds}});
        }
        if (stated.empty()) { // the report's own totals (affected tables ascending)
            totalUnheard = report.unheard;
            affected = QJsonArray();
            for (const quint32 id : report.affectedTables)
                affected.append(hexId(id));
        }
        QJsonObject root{{u"gate_model"_s, fpuModelName(report.model)},
                         {u"tables"_s, tables},
                         {u"totals"_s, QJsonObject{{u"tables"_s, qint64(report.tables.size())},
                                                   {u"variants"_s, report.variants},
                                                   {u"unheard"_s, totalUnheard},
                                                   {u"affected_tables"_s, affected}}}};
        if (preview)
            root.insert(u"override"_s, preview->path);
        return root;
    }

    static void printText(QTextStream& out, const ReachReport& report, const StatedSounds& stated,
                          bool onlyUnheard, const OverridePreview* preview) {
        out << "gate model: " << fpuModelName(report.model)
            << " (pick = count/2147483562, gate = count/32768)\n";
        if (preview)
            out << "override: " << preview->path << " (its lists under !pick "
                << OverrideFile::pickModeName(preview->file.pick) << ")\n";
        int totalUnheard = 0;
        int affected = 0;
        for (const TableReach& t : report.tables) {
            const int tableUnheard = unheardOf(stated, t);
            totalUnheard += tableUnheard;
            affected += tableUnheard > 0 ? 1 : 0;
            if (onlyUnheard && tableUnheard == 0)
                continue;
            out << "SoundTable " << hexId(t.tableId) << ": " << t.variants << " variants, "
                << tableUnheard << " never heard\n";
            for (const SoundReach& s : t.sounds) {
                const Stated* x = statedOf(stated, t.tableId, s);
                if (onlyUnheard && (x ? x->unheard : s.unheard) == 0)
                    continue;
                const QString line = lineNote(preview, t.tableId, s.soundType);
                out << "  " << soundLabel(s.soundType) << (s.shadowed ? "  [shadowed]" : "")
                    << (line.isEmpty() ? QString() : u"  ["_s + line + u']') << "  silence "
                    << QString::number(
                           x ? x->outcome.silenceChance() : s.outcome.silence().toDouble(), 'g', 6)
                    << '\n';
                const std::size_t n = x ? x->outcome.variants.size() : s.outcome.variants.size();
                for (std::size_t i = 0; i < n; ++i) {
                    const VariantOutcome& v = x ? x->outcome.variants[i] : s.outcome.variants[i];
                    const QStringList verdicts = verdictLabels(v.verdicts);
                    const QString file =
                        localFileName(preview, t.tableId, s.soundType, static_cast<int>(i));
                    out << "    #" << v.index << "  "
                        << (file.isEmpty() ? hexId(v.variant.wave) : file) << "  p "
                        << QString::number(static_cast<double>(v.variant.probability), 'g', 6);
                    if (x)
                        out << "  pick " << QString::number(x->outcome.pickChance(i), 'g', 6)
                            << "  gate " << QString::number(x->outcome.gateChance(i), 'g', 6)
                            << "  play " << QString::number(x->outcome.playChance(i), 'g', 6);
                    else
                        out << "  pick " << QString::number(v.pick().toDouble(), 'g', 6)
                            << "  gate " << v.gateCount << "/32768  play "
                            << QString::number(v.play().toDouble(), 'g', 6);
                    out << (verdicts.isEmpty() ? QString() : u"  — "_s + verdicts.join(u", "_s));
                    if (const OverrideEntry* by = replacedBy(preview, v.variant.wave, file))
                        out << "  (override line " << by->line << " plays in its place)";
                    out << '\n';
                }
                if (s.suggestion && !x)
                    out << "    suggestion: append a copy of #" << (s.suggestion.size() - 2) << " ("
                        << hexId(s.suggestion.appended().wave) << ") so every record is chosen 1/"
                        << (s.suggestion.size() - 1) << '\n';
            }
        }
        if (stated.empty()) {
            totalUnheard = report.unheard;
            affected = static_cast<int>(report.affectedTables.size());
        }
        out << "total: " << report.tables.size() << " tables, " << report.variants << " variants, "
            << totalUnheard << " never heard, in " << affected << " tables\n";
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(ReachCommand)

} // namespace soundstage::cli
