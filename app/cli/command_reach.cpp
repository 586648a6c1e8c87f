// soundstage-cli reach DAT [ID…] [--override FILE]: what the retail client can ever play from
// each table (with an override file: what it plays with the file applied).
#include "app/cli/overridecli.h"
#include "app/cli/retailcli.h"
#include "core/common/jsonstreamwriter.h"
#include "core/common/utf8writer.h"
#include "core/override/overrideoutcome.h"
#include "core/retail/reachability.h"
#include "core/retail/variantpicker.h"

#include <functional>
#include <map>
#include <unordered_map>
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

/// Text made from a verdict mask (labels, a JSON array), made once per mask in a run: a dat has
/// a handful of masks and tens of thousands of records.
class PerVerdictMask final {
public:
    using Make = std::function<QByteArray(quint32 mask)>;
    explicit PerVerdictMask(Make make)
        : m_make(std::move(make)) {}
    std::string_view of(quint32 mask) {
        auto found = m_text.find(mask);
        if (found == m_text.end())
            found = m_text.emplace(mask, m_make(mask)).first;
        return {found->second.constData(), static_cast<std::size_t>(found->second.size())};
    }

private:
    Make m_make;
    std::unordered_map<quint32, QByteArray> m_text;
};

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
        if (jsonRequested(parser)) {
            JsonStreamWriter writer([&io](QByteArrayView piece) { writeUtf8(io, piece); },
                                    io.prettyJson);
            writeJson(writer, report, stated, onlyUnheard, preview.get());
        } else {
            Utf8Writer out([&io](QByteArrayView piece) { writeUtf8(io, piece); });
            printText(out, report, stated, onlyUnheard, preview.get());
        }
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

    /// count / outcomes: both are exact in a double, so the one division rounds as the reduced
    /// fraction's would, without its gcd.
    static double pickChance(const VariantOutcome& v) {
        return static_cast<double>(v.pickCount) / static_cast<double>(VariantPicker::Outcomes);
    }
    static double playChance(const VariantOutcome& v) {
        return static_cast<double>(v.playCount()) /
               static_cast<double>(VariantOutcome::PlayOutcomes);
    }

    /// The fields of a record as the dat holds them.
    static void writeVariant(JsonStreamWriter& w, const SoundVariant& v) {
        w.key("wave").hexIdValue(v.wave);
        w.key("priority").value(v.priority);
        w.key("probability").value(v.probability);
        w.key("volume").value(v.volume);
    }

    /// A record of a dat list: the client's counts (of the root's pick_of, gate_of, play_of).
    static void writeOutcome(JsonStreamWriter& w, const VariantOutcome& v,
                             PerVerdictMask& verdicts) {
        writeVariant(w, v.variant);
        w.key("pick_count").value(v.pickCount);
        w.key("gate_count").value(v.gateCount);
        w.key("play_count").value(v.playCount());
        w.key("verdicts").rawValue(verdicts.of(v.verdicts));
    }

    /// A record of a list the override states: chances, not the client's counts.
    static void writeStated(JsonStreamWriter& w, const EventOutcome& outcome, std::size_t i,
                            const QString& file, PerVerdictMask& verdicts) {
        const VariantOutcome& v = outcome.variants[i];
        writeVariant(w, v.variant);
        w.key("pick").value(outcome.pickChance(i));
        w.key("gate").value(outcome.gateChance(i));
        w.key("play").value(outcome.playChance(i));
        if (const auto exact = outcome.exactPlay(i))
            w.key("play_exact").value(exact->toString());
        w.key("verdicts").rawValue(verdicts.of(v.verdicts));
        if (!file.isEmpty())
            w.key("file").value(file);
    }

    /// The `wave` line that plays in place of a dat wave (not of a local file), or null.
    static const OverrideEntry* replacedBy(const OverridePreview* preview, quint32 wave,
                                           const QString& file) {
        return preview && file.isEmpty() && wave != 0 ? preview->waveReplacement(wave) : nullptr;
    }

    static void writeSound(JsonStreamWriter& w, quint32 table, const SoundReach& s, const Stated* x,
                           int unheard, const OverridePreview* preview, PerVerdictMask& verdicts) {
        w.beginObject();
        w.key("sound").value(soundTypeName(s.soundType));
        w.key("code").value(static_cast<qint64>(s.soundType));
        w.key("shadowed").value(s.shadowed);
        w.key("unheard").value(unheard);
        if (!x) {
            w.key("silence_count").value(VariantOutcome::PlayOutcomes - s.outcome.heardCount);
        } else {
            w.key("silence").value(x->outcome.silenceChance());
            if (x->outcome.exactStatedSilence)
                w.key("silence_exact").value(x->outcome.exactStatedSilence->toString());
        }
        w.key("variants").beginArray();
        const std::size_t n = x ? x->outcome.variants.size() : s.outcome.variants.size();
        for (std::size_t i = 0; i < n; ++i) {
            const QString file = localFileName(preview, table, s.soundType, static_cast<int>(i));
            w.beginObject();
            if (x)
                writeStated(w, x->outcome, i, file, verdicts);
            else
                writeOutcome(w, s.outcome.variants[i], verdicts);
            const quint32 wave =
                x ? x->outcome.variants[i].variant.wave : s.outcome.variants[i].variant.wave;
            if (const OverrideEntry* by = replacedBy(preview, wave, file))
                w.key("replaced_by_line").value(by->line);
            w.endObject();
        }
        w.endArray();
        if (const OverrideApply::Applied* applied =
                preview ? preview->report.find(table, s.soundType) : nullptr) {
            w.key("override_line").value(applied->line);
            w.key("pick_rule").value(OverrideFile::pickModeName(preview->file.pick));
        }
        // The retail-safe fix is for the dat's own lists, not for the override's.
        if (s.suggestion && !x) {
            w.key("suggestion").beginObject();
            w.key("append_copy_of").value(static_cast<qint64>(s.suggestion.size() - 2));
            w.endObject();
        }
        w.endObject();
    }

    /// The report as one JSON document, written table by table (a whole dat's report would be
    /// hundreds of megabytes as a QJsonDocument).
    static void writeJson(JsonStreamWriter& w, const ReachReport& report,
                          const StatedSounds& stated, bool onlyUnheard,
                          const OverridePreview* preview) {
        w.beginObject();
        w.key("gate_model").value(fpuModelName(report.model));
        if (preview)
            w.key("override").value(preview->path);
        w.key("pick_of").value(VariantPicker::Outcomes);
        w.key("gate_of").value(PlayGate::Outcomes);
        w.key("play_of").value(VariantOutcome::PlayOutcomes);
        PerVerdictMask verdicts([](quint32 mask) {
            QByteArray json("[");
            for (const QString& key : verdictKeys(mask)) {
                if (json.size() > 1)
                    json.append(',');
                json.append('"').append(key.toUtf8()).append('"');
            }
            json.append(']');
            return json;
        });
        int totalUnheard = 0;
        std::vector<quint32> affected;
        w.key("tables").beginArray();
        for (const TableReach& t : report.tables) {
            const int tableUnheard = unheardOf(stated, t);
            totalUnheard += tableUnheard;
            if (tableUnheard > 0)
                affected.push_back(t.tableId);
            if (onlyUnheard && tableUnheard == 0)
                continue;
            w.beginObject();
            w.key("id").hexIdValue(t.tableId);
            w.key("variants").value(t.variants);
            w.key("unheard").value(tableUnheard);
            w.key("sounds").beginArray();
            for (const SoundReach& s : t.sounds) {
                const Stated* x = statedOf(stated, t.tableId, s);
                const int unheard = x ? x->unheard : s.unheard;
                if (onlyUnheard && unheard == 0)
                    continue;
                writeSound(w, t.tableId, s, x, unheard, preview, verdicts);
            }
            w.endArray();
            w.endObject();
        }
        w.endArray();
        if (stated.empty()) { // the report's own totals (affected tables ascending)
            totalUnheard = report.unheard;
            affected = report.affectedTables;
        }
        w.key("totals").beginObject();
        w.key("tables").value(static_cast<qint64>(report.tables.size()));
        w.key("variants").value(report.variants);
        w.key("unheard").value(totalUnheard);
        w.key("affected_tables").beginArray();
        for (const quint32 id : affected)
            w.hexIdValue(id);
        w.endArray();
        w.endObject();
        w.endObject();
        w.finish();
    }

    static void printText(Utf8Writer& out, const ReachReport& report, const StatedSounds& stated,
                          bool onlyUnheard, const OverridePreview* preview) {
        out << "gate model: " << fpuModelName(report.model)
            << " (pick = count/2147483562, gate = count/32768)\n";
        if (preview)
            out << "override: " << preview->path << " (its lists under !pick "
                << OverrideFile::pickModeName(preview->file.pick) << ")\n";
        PerVerdictMask verdictText([](quint32 mask) {
            const QStringList labels = verdictLabels(mask);
            return labels.isEmpty() ? QByteArray() : (u"  — "_s + labels.join(u", "_s)).toUtf8();
        });
        int totalUnheard = 0;
        int affected = 0;
        for (const TableReach& t : report.tables) {
            const int tableUnheard = unheardOf(stated, t);
            totalUnheard += tableUnheard;
            affected += tableUnheard > 0 ? 1 : 0;
            if (onlyUnheard && tableUnheard == 0)
                continue;
            out << "SoundTable ";
            out.hexId(t.tableId);
            out << ": " << t.variants << " variants, " << tableUnheard << " never heard\n";
            for (const SoundReach& s : t.sounds) {
                const Stated* x = statedOf(stated, t.tableId, s);
                if (onlyUnheard && (x ? x->unheard : s.unheard) == 0)
                    continue;
                const QString line = lineNote(preview, t.tableId, s.soundType);
                out << "  " << soundLabel(s.soundType) << (s.shadowed ? "  [shadowed]" : "");
                if (!line.isEmpty())
                    out << "  [" << line << ']';
                out << "  silence ";
                out.general(x ? x->outcome.silenceChance() : s.outcome.silence().toDouble(), 6);
                out << '\n';
                const std::size_t n = x ? x->outcome.variants.size() : s.outcome.variants.size();
                for (std::size_t i = 0; i < n; ++i) {
                    const VariantOutcome& v = x ? x->outcome.variants[i] : s.outcome.variants[i];
                    const QString file =
                        localFileName(preview, t.tableId, s.soundType, static_cast<int>(i));
                    out << "    #" << v.index << "  ";
                    if (file.isEmpty())
                        out.hexId(v.variant.wave);
                    else
                        out << file;
                    out << "  p ";
                    out.general(static_cast<double>(v.variant.probability), 6);
                    if (x) {
                        out << "  pick ";
                        out.general(x->outcome.pickChance(i), 6);
                        out << "  gate ";
                        out.general(x->outcome.gateChance(i), 6);
                        out << "  play ";
                        out.general(x->outcome.playChance(i), 6);
                    } else {
                        out << "  pick ";
                        out.general(pickChance(v), 6);
                        out << "  gate " << v.gateCount << "/32768  play ";
                        out.general(playChance(v), 6);
                    }
                    out << verdictText.of(v.verdicts);
                    if (const OverrideEntry* by = replacedBy(preview, v.variant.wave, file))
                        out << "  (override line " << by->line << " plays in its place)";
                    out << '\n';
                    out.flushIfFull();
                }
                if (s.suggestion && !x) {
                    out << "    suggestion: append a copy of #" << (s.suggestion.size() - 2)
                        << " (";
                    out.hexId(s.suggestion.appended().wave);
                    out << ") so every record is chosen 1/" << (s.suggestion.size() - 1) << '\n';
                }
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
