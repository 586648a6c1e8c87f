// soundstage-cli simulate DAT ID --sound S --rolls N --seed S: emulated events of one sound.
#include "app/cli/retailcli.h"
#include "core/retail/rollsimulator.h"

namespace soundstage::cli {
namespace {

using namespace Qt::StringLiterals;
using namespace soundstage::cli::retail;

constexpr quint64 MaxTrace = 1'000'000;

class SimulateCommand final : public CliCommand {
public:
    QString name() const override { return u"simulate"_s; }
    QString summary() const override {
        return u"Seeded rolls of one sound with the client's generators, against the exact odds"_s;
    }
    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addPositionalArgument(u"ID"_s, u"The SoundTable id."_s);
        parser.addOption({u"sound"_s, u"Sound type, by name or code."_s, u"NAME|CODE"_s});
        parser.addOption({u"rolls"_s, u"Number of events (default 10000)."_s, u"N"_s, u"10000"_s});
        parser.addOption({u"seed"_s,
                          u"Seed for Random::Seed and srand (default 1; 0 acts as 1 for Random)."_s,
                          u"S"_s, u"1"_s});
        parser.addOption({u"trace"_s, u"List every roll (index, gate roll, result)."_s});
        addGateModelOption(parser);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        int status = ExitOk;
        const auto model = gateModel(parser, name(), io, status);
        if (!model)
            return status;
        if (!parser.isSet(u"sound"_s))
            return usageError(io, name(), u"--sound is required"_s);
        const auto sound = parseSoundType(parser.value(u"sound"_s));
        if (!sound)
            return usageError(
                io, name(),
                u"'%1' is not a sound type name or code"_s.arg(parser.value(u"sound"_s)));
        bool ok = false;
        const quint64 rolls = parser.value(u"rolls"_s).toULongLong(&ok);
        if (!ok)
            return usageError(io, name(), u"--rolls needs a whole number ≥ 0"_s);
        const quint32 seed = parser.value(u"seed"_s).toUInt(&ok);
        if (!ok)
            return usageError(io, name(), u"--seed needs a whole number 0…4294967295"_s);
        const bool trace = parser.isSet(u"trace"_s);
        if (trace && rolls > MaxTrace)
            return usageError(io, name(), u"--trace lists at most %1 rolls"_s.arg(MaxTrace));

        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto [dat, id] = std::move(*opened);
        auto table = loadTable(*dat, id);
        if (!table)
            return fail(io, table.error());
        const SoundTableNode* node = findSoundNode(*table, *sound);
        if (!node)
            return fail(io,
                        Error{ErrorCode::NotFound,
                              u"table %1 has no sound type %2"_s.arg(hexId(id), soundLabel(*sound)),
                              dat->path()});
        auto waves = waveIds(*dat);
        if (!waves)
            return fail(io, waves.error());
        const WaveExists exists = [&w = *waves](quint32 wave) { return w.count(wave) > 0; };
        const RollSimulation sim = RollSimulation::simulate(
            node->variants, rolls, seed, *model, exists, PickerKind::Retail, trace ? rolls : 0);

        const auto expected = [&](const Rational& chance) {
            return chance.toDouble() * static_cast<double>(rolls);
        };
        if (jsonRequested(parser)) {
            QJsonArray variants;
            for (const VariantOutcome& v : sim.exact.variants) {
                QJsonObject o = outcomeJson(v);
                o.insert(u"count"_s, sim.played[static_cast<std::size_t>(v.index)]);
                o.insert(u"expected"_s, expected(v.play()));
                variants.append(o);
            }
            QJsonObject o{
                {u"table"_s, hexId(id)},
                {u"sound"_s, soundTypeName(*sound)},
                {u"code"_s, static_cast<qint64>(*sound)},
                {u"gate_model"_s, fpuModelName(*model)},
                {u"seed"_s, static_cast<qint64>(seed)},
                {u"rolls"_s, static_cast<qint64>(rolls)},
                {u"variants"_s, variants},
                {u"silent"_s, sim.silent},
                {u"silent_expected"_s, expected(sim.exact.silence())},
                {u"silence_exact"_s, sim.exact.silence().toString()},
                {u"fit"_s, QJsonObject{{u"chi_square"_s, sim.fit.statistic},
                                       {u"degrees_of_freedom"_s, sim.fit.degreesOfFreedom},
                                       {u"critical_999"_s, sim.fit.critical},
                                       {u"p_value"_s, sim.fit.pValue},
                                       {u"impossible_observed"_s, sim.fit.impossibleObserved},
                                       {u"consistent"_s, sim.fit.consistent()}}}};
            if (trace) {
                QJsonArray steps;
                for (const RollStep& s : sim.trace)
                    steps.append(QJsonObject{{u"index"_s, s.index},
                                             {u"gate_roll"_s, s.gateRoll},
                                             {u"result"_s, rollResultKey(s.result)}});
                o.insert(u"trace"_s, steps);
            }
            printJson(io, QJsonDocument(o));
            return ExitOk;
        }
        if (trace) {
            io.out << "event\tindex\tgate roll\tresult\n";
            for (std::size_t e = 0; e < sim.trace.size(); ++e) {
                const RollStep& s = sim.trace[e];
                io.out << e << '\t' << s.index << '\t'
                       << (s.gateRoll < 0 ? u"-"_s : QString::number(s.gateRoll)) << '\t'
                       << rollResultKey(s.result) << '\n';
            }
        }
        io.out << hexId(id) << ' ' << soundLabel(*sound) << ": " << rolls << " rolls, seed " << seed
               << ", gate model " << fpuModelName(*model) << '\n';
        for (const VariantOutcome& v : sim.exact.variants)
            io.out << "  #" << v.index << "  " << hexId(v.variant.wave) << "  played "
                   << sim.played[static_cast<std::size_t>(v.index)] << "  expected "
                   << QString::number(expected(v.play()), 'f', 1) << '\n';
        io.out << "  silent  " << sim.silent << "  expected "
               << QString::number(expected(sim.exact.silence()), 'f', 1) << '\n';
        io.out << "  chi-square " << QString::number(sim.fit.statistic, 'g', 6) << " with "
               << sim.fit.degreesOfFreedom << " degrees of freedom (99.9 % bound "
               << QString::number(sim.fit.critical, 'g', 6)
               << ", p = " << QString::number(sim.fit.pValue, 'g', 4) << "): "
               << (sim.fit.consistent() ? "consistent with the exact odds"
                                        : "NOT consistent with the exact odds")
               << '\n';
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(SimulateCommand)

} // namespace soundstage::cli
