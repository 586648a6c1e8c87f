// soundstage-cli reach DAT [ID…]: what the retail client can ever play from each table.
#include "app/cli/overridecli.h"
#include "app/cli/retailcli.h"
#include "core/override/overrideoutcome.h"
#include "core/retail/reachability.h"

namespace soundstage::cli {
namespace {

using namespace Qt::StringLiterals;
using namespace soundstage::cli::retail;
using namespace soundstage::cli::overrides;

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
        int status = ExitOk;
        const auto model = gateModel(parser, name(), io, status);
        if (!model)
            return status;
        auto opened = openDatArgument(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const std::unique_ptr<DatFile> dat = std::move(*opened);
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
            if (every)
                ids.clear();
            for (const auto& [id, table] : preview->tables) {
                if (every)
                    ids.push_back(id);
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
        // The override's lists are odds under its !pick mode, as the editor's grid shows them.
        ReachReport::SoundOutcome outcomeOf;
        if (preview)
            outcomeOf = [&](quint32 table,
                            const SoundTableNode& node) -> std::optional<EventOutcome> {
                const auto sound = preview->sound(table, node.key);
                if (!sound)
                    return std::nullopt;
                return OverrideOutcome::of(*preview, *sound, *model, exists);
            };
        const ReachReport report = ReachReport::analyse(tables, *model, exists, nullptr, outcomeOf);
        const bool onlyUnheard = parser.isSet(u"unreachable-only"_s);
        if (jsonRequested(parser))
            printJson(io, QJsonDocument(toJson(report, onlyUnheard, preview.get())));
        else
            printText(io.out, report, onlyUnheard, preview.get());
        return ExitOk;
    }

private:
    // A list the override states (its !pick mode) has chances, not the client's counts.
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

    // The `wave` line that plays in place of a dat wave (not of a local file), or null.
    static const OverrideEntry* replacedBy(const OverridePreview* preview, quint32 wave,
                                           const QString& file) {
        return preview && file.isEmpty() && wave != 0 ? preview->waveReplacement(wave) : nullptr;
    }

    static QJsonObject toJson(const ReachReport& report, bool onlyUnheard,
                              const OverridePreview* preview) {
        QJsonArray tables;
        for (const TableReach& t : report.tables) {
            if (onlyUnheard && t.unheard == 0)
                continue;
            QJsonArray sounds;
            for (const SoundReach& s : t.sounds) {
                if (onlyUnheard && s.unheard == 0)
                    continue;
                const bool stated = s.outcome.statedPick;
                QJsonArray variants;
                for (std::size_t i = 0; i < s.outcome.variants.size(); ++i)
                    variants.append(stated
                                        ? statedJson(s.outcome, i,
                                                     localFileName(preview, t.tableId, s.soundType,
                                                                   static_cast<int>(i)))
                                        : outcomeJson(s.outcome.variants[i]));
                QJsonObject o{{u"sound"_s, soundTypeName(s.soundType)},
                              {u"code"_s, static_cast<qint64>(s.soundType)},
                              {u"shadowed"_s, s.shadowed},
                              {u"silence"_s,
                               stated ? s.outcome.silenceChance() : s.outcome.silence().toDouble()},
                              {u"unheard"_s, s.unheard},
                              {u"variants"_s, variants}};
                if (!stated)
                    o.insert(u"silence_exact"_s, s.outcome.silence().toString());
                else if (s.outcome.exactStatedSilence)
                    o.insert(u"silence_exact"_s, s.outcome.exactStatedSilence->toString());
                if (const OverrideApply::Applied* applied =
                        preview ? preview->report.find(t.tableId, s.soundType) : nullptr) {
                    o.insert(u"override_line"_s, applied->line);
                    o.insert(u"pick_rule"_s, OverrideFile::pickModeName(preview->file.pick));
                }
                if (s.suggestion) {
                    QJsonArray fixed;
                    for (const SoundVariant& v : *s.suggestion)
                        fixed.append(variantJson(v));
                    o.insert(u"suggestion"_s, fixed);
                }
                sounds.append(o);
            }
            tables.append(QJsonObject{{u"id"_s, hexId(t.tableId)},
                                      {u"variants"_s, t.variants},
                                      {u"unheard"_s, t.unheard},
                                      {u"sounds"_s, sounds}});
        }
        QJsonArray affected;
        for (const quint32 id : report.affectedTables)
            affected.append(hexId(id));
        QJsonObject root{{u"gate_model"_s, fpuModelName(report.model)},
                         {u"tables"_s, tables},
                         {u"totals"_s, QJsonObject{{u"tables"_s, qint64(report.tables.size())},
                                                   {u"variants"_s, report.variants},
                                                   {u"unheard"_s, report.unheard},
                                                   {u"affected_tables"_s, affected}}}};
        if (preview)
            root.insert(u"override"_s, preview->path);
        return root;
    }

    static void printText(QTextStream& out, const ReachReport& report, bool onlyUnheard,
                          const OverridePreview* preview) {
        out << "gate model: " << fpuModelName(report.model)
            << " (pick = count/2147483562, gate = count/32768)\n";
        if (preview)
            out << "override: " << preview->path << " (its lists under !pick "
                << OverrideFile::pickModeName(preview->file.pick) << ")\n";
        for (const TableReach& t : report.tables) {
            if (onlyUnheard && t.unheard == 0)
                continue;
            out << "SoundTable " << hexId(t.tableId) << ": " << t.variants << " variants, "
                << t.unheard << " never heard\n";
            for (const SoundReach& s : t.sounds) {
                if (onlyUnheard && s.unheard == 0)
                    continue;
                const QString line = lineNote(preview, t.tableId, s.soundType);
                out << "  " << soundLabel(s.soundType) << (s.shadowed ? "  [shadowed]" : "")
                    << (line.isEmpty() ? QString() : u"  ["_s + line + u']') << "  silence "
                    << QString::number(s.outcome.statedPick ? s.outcome.silenceChance()
                                                            : s.outcome.silence().toDouble(),
                                       'g', 6)
                    << '\n';
                for (std::size_t i = 0; i < s.outcome.variants.size(); ++i) {
                    const VariantOutcome& v = s.outcome.variants[i];
                    const QStringList verdicts = verdictLabels(v.verdicts);
                    const QString file =
                        localFileName(preview, t.tableId, s.soundType, static_cast<int>(i));
                    out << "    #" << v.index << "  "
                        << (file.isEmpty() ? hexId(v.variant.wave) : file) << "  p "
                        << QString::number(static_cast<double>(v.variant.probability), 'g', 6);
                    if (s.outcome.statedPick)
                        out << "  pick " << QString::number(s.outcome.pickChance(i), 'g', 6)
                            << "  gate " << QString::number(s.outcome.gateChance(i), 'g', 6);
                    else
                        out << "  pick " << QString::number(v.pick().toDouble(), 'g', 6)
                            << "  gate " << v.gateCount << "/32768";
                    out << "  play "
                        << QString::number(s.outcome.statedPick ? s.outcome.playChance(i)
                                                                : v.play().toDouble(),
                                           'g', 6)
                        << (verdicts.isEmpty() ? QString() : u"  — "_s + verdicts.join(u", "_s));
                    if (const OverrideEntry* by = replacedBy(preview, v.variant.wave, file))
                        out << "  (override line " << by->line << " plays in its place)";
                    out << '\n';
                }
                if (s.suggestion)
                    out << "    suggestion: append a copy of #" << (s.suggestion->size() - 2)
                        << " (" << hexId(s.suggestion->back().wave)
                        << ") so every record is chosen 1/" << (s.suggestion->size() - 1) << '\n';
            }
        }
        out << "total: " << report.tables.size() << " tables, " << report.variants << " variants, "
            << report.unheard << " never heard, in " << report.affectedTables.size() << " tables\n";
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(ReachCommand)

} // namespace soundstage::cli
