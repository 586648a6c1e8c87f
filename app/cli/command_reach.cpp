// soundstage-cli reach DAT [ID…]: what the retail client can ever play from each table.
#include "app/cli/retailcli.h"
#include "core/retail/reachability.h"

namespace soundstage::cli {
namespace {

using namespace Qt::StringLiterals;
using namespace soundstage::cli::retail;

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
        if (ids.empty()) {
            auto all = idsOf(*dat, RecordType::SoundTable);
            if (!all)
                return fail(io, all.error());
            ids = std::move(*all);
        }
        std::vector<SoundTable> tables;
        tables.reserve(ids.size());
        for (const quint32 id : ids) {
            auto table = loadTable(*dat, id);
            if (!table)
                return fail(io, table.error());
            tables.push_back(std::move(*table));
        }
        auto waves = waveIds(*dat);
        if (!waves)
            return fail(io, waves.error());
        const WaveExists exists = [&w = *waves](quint32 id) { return w.count(id) > 0; };
        const ReachReport report = ReachReport::analyse(tables, *model, exists);
        const bool onlyUnheard = parser.isSet(u"unreachable-only"_s);
        if (jsonRequested(parser))
            printJson(io, QJsonDocument(toJson(report, onlyUnheard)));
        else
            printText(io.out, report, onlyUnheard);
        return ExitOk;
    }

private:
    static QJsonObject toJson(const ReachReport& report, bool onlyUnheard) {
        QJsonArray tables;
        for (const TableReach& t : report.tables) {
            if (onlyUnheard && t.unheard == 0)
                continue;
            QJsonArray sounds;
            for (const SoundReach& s : t.sounds) {
                if (onlyUnheard && s.unheard == 0)
                    continue;
                QJsonArray variants;
                for (const VariantOutcome& v : s.outcome.variants)
                    variants.append(outcomeJson(v));
                QJsonObject o{{u"sound"_s, soundTypeName(s.soundType)},
                              {u"code"_s, static_cast<qint64>(s.soundType)},
                              {u"shadowed"_s, s.shadowed},
                              {u"silence"_s, s.outcome.silence().toDouble()},
                              {u"silence_exact"_s, s.outcome.silence().toString()},
                              {u"unheard"_s, s.unheard},
                              {u"variants"_s, variants}};
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
        return QJsonObject{{u"gate_model"_s, fpuModelName(report.model)},
                           {u"tables"_s, tables},
                           {u"totals"_s, QJsonObject{{u"tables"_s, qint64(report.tables.size())},
                                                     {u"variants"_s, report.variants},
                                                     {u"unheard"_s, report.unheard},
                                                     {u"affected_tables"_s, affected}}}};
    }

    static void printText(QTextStream& out, const ReachReport& report, bool onlyUnheard) {
        out << "gate model: " << fpuModelName(report.model)
            << " (pick = count/2147483562, gate = count/32768)\n";
        for (const TableReach& t : report.tables) {
            if (onlyUnheard && t.unheard == 0)
                continue;
            out << "SoundTable " << hexId(t.tableId) << ": " << t.variants << " variants, "
                << t.unheard << " never heard\n";
            for (const SoundReach& s : t.sounds) {
                if (onlyUnheard && s.unheard == 0)
                    continue;
                out << "  " << soundLabel(s.soundType) << (s.shadowed ? "  [shadowed]" : "")
                    << "  silence " << QString::number(s.outcome.silence().toDouble(), 'g', 6)
                    << '\n';
                for (const VariantOutcome& v : s.outcome.variants) {
                    const QStringList verdicts = verdictLabels(v.verdicts);
                    out << "    #" << v.index << "  " << hexId(v.variant.wave) << "  p "
                        << QString::number(static_cast<double>(v.variant.probability), 'g', 6)
                        << "  pick " << QString::number(v.pick().toDouble(), 'g', 6) << "  gate "
                        << v.gateCount << "/32768  play "
                        << QString::number(v.play().toDouble(), 'g', 6)
                        << (verdicts.isEmpty() ? QString() : u"  — "_s + verdicts.join(u", "_s))
                        << '\n';
                }
                if (s.suggestion)
                    out << "    suggestion: append a copy of #" << (s.suggestion.size() - 2) << " ("
                        << hexId(s.suggestion.appended().wave) << ") so every record is chosen 1/"
                        << (s.suggestion.size() - 1) << '\n';
            }
        }
        out << "total: " << report.tables.size() << " tables, " << report.variants << " variants, "
            << report.unheard << " never heard, in " << report.affectedTables.size() << " tables\n";
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(ReachCommand)

} // namespace soundstage::cli
