// soundstage-cli simulate DAT ID --sound S --rolls N --seed S: emulated events of one sound.
#include "app/cli/overridecli.h"
#include "app/cli/retailcli.h"
#include "core/override/overrideroller.h"
#include "core/retail/rollsimulator.h"

namespace soundstage::cli {
namespace {

using namespace Qt::StringLiterals;
using namespace soundstage::cli::retail;
using namespace soundstage::cli::overrides;

constexpr quint64 MaxTrace = 1'000'000;

// The chi-square test of simulated counts against the exact odds, as JSON and as a sentence.
QJsonObject fitJson(const ChiSquareFit& fit) {
    return QJsonObject{{u"chi_square"_s, fit.statistic},
                       {u"degrees_of_freedom"_s, fit.degreesOfFreedom},
                       {u"critical_999"_s, fit.critical},
                       {u"p_value"_s, fit.pValue},
                       {u"impossible_observed"_s, fit.impossibleObserved},
                       {u"consistent"_s, fit.consistent()}};
}

void printFit(QTextStream& out, const ChiSquareFit& fit) {
    out << "  chi-square " << QString::number(fit.statistic, 'g', 6) << " with "
        << fit.degreesOfFreedom << " degrees of freedom (99.9 % bound "
        << QString::number(fit.critical, 'g', 6) << ", p = " << QString::number(fit.pValue, 'g', 4)
        << "): "
        << (fit.consistent() ? "consistent with the exact odds"
                             : "NOT consistent with the exact odds")
        << '\n';
}

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
        addSeedOption(parser,
                      u"Seed for Random::Seed and srand (default 1; 0 acts as 1 for Random)."_s);
        parser.addOption({u"trace"_s, u"List every roll (index, gate roll, result)."_s});
        addGateModelOption(parser);
        addOverrideOption(parser);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const auto model = gateModelOption(parser);
        if (!model)
            return reportError(io, name(), model.error());
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
        const auto seedValue = seedOption(parser);
        if (!seedValue)
            return reportError(io, name(), seedValue.error());
        const quint32 seed = *seedValue;
        const bool trace = parser.isSet(u"trace"_s);
        if (trace && rolls > MaxTrace)
            return usageError(io, name(), u"--trace lists at most %1 rolls"_s.arg(MaxTrace));

        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto [dat, id] = std::move(*opened);
        std::map<quint32, SoundTable> tables;
        if (auto table = loadTable(*dat, id))
            tables.emplace(id, std::move(*table));
        else if (table.error().code != ErrorCode::NotFound || !parser.isSet(u"override"_s))
            return fail(io, table.error()); // a table only the override makes is fine
        auto preview = loadOverride(parser, io, *dat, tables);
        if (!preview)
            return fail(io, preview.error());
        const std::map<quint32, SoundTable>& applied = *preview ? (*preview)->tables : tables;
        const auto found = applied.find(id);
        const SoundTableNode* node =
            found == applied.end() ? nullptr : findSoundNode(found->second, *sound);
        if (!node)
            return fail(io,
                        Error{ErrorCode::NotFound,
                              u"table %1 has no sound type %2"_s.arg(hexId(id), soundLabel(*sound)),
                              dat->path()});
        auto waves = waveIds(*dat);
        if (!waves)
            return fail(io, waves.error());
        const WaveExists exists = [&w = *waves](quint32 wave) { return w.count(wave) > 0; };
        // The override's list rolls under its !pick mode (OverrideRoller, as the editor's Roll).
        const auto overridden = *preview ? (*preview)->sound(id, *sound) : std::nullopt;
        if (overridden && overridden->entry &&
            overridden->entry->alternatives.size() == overridden->variants.size())
            return simulateOverride(parser, io, **preview, *overridden, id, *sound, rolls, seed,
                                    *model, trace);
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
            QJsonObject o{{u"table"_s, hexId(id)},
                          {u"sound"_s, soundTypeName(*sound)},
                          {u"code"_s, static_cast<qint64>(*sound)},
                          {u"gate_model"_s, fpuModelName(*model)},
                          {u"seed"_s, static_cast<qint64>(seed)},
                          {u"rolls"_s, static_cast<qint64>(rolls)},
                          {u"variants"_s, variants},
                          {u"silent"_s, sim.silent},
                          {u"silent_expected"_s, expected(sim.exact.silence())},
                          {u"silence_exact"_s, sim.exact.silence().toString()},
                          {u"fit"_s, fitJson(sim.fit)}};
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
        printFit(io.out, sim.fit);
        return ExitOk;
    }

private:
    static int simulateOverride(const QCommandLineParser& parser, CliIo& io,
                                const OverridePreview& preview, const OverridePreview::Sound& sound,
                                quint32 id, quint32 type, quint64 rolls, quint32 seed,
                                FpuModel model, bool trace) {
        const OverrideRoller roller(*sound.entry, preview.file.pick, model);
        const OverrideRoller::Simulation sim = roller.simulate(rolls, seed);
        // The trace replays the same draws (simulate() seeds Random and srand alike).
        std::vector<OverrideRoller::Step> steps;
        if (trace) {
            RetailRandom random(seed);
            CrtRandom crt(seed);
            steps.reserve(rolls);
            for (quint64 e = 0; e < rolls; ++e)
                steps.push_back(roller.step(random, crt));
        }
        const QString pick = OverrideFile::pickModeName(preview.file.pick);
        const auto name = [&](std::size_t i) {
            const QString file = i < sound.localFiles.size() ? sound.localFiles[i] : QString();
            return file.isEmpty() ? hexId(sound.variants[i].wave) : QFileInfo(file).fileName();
        };
        const double n = static_cast<double>(rolls);
        if (jsonRequested(parser)) {
            QJsonArray variants;
            for (std::size_t i = 0; i < sim.exact.variants.size(); ++i) {
                QJsonObject o = variantJson(sound.variants[i]);
                o.insert(u"index"_s, static_cast<qint64>(i));
                if (!sound.localFiles[i].isEmpty())
                    o.insert(u"file"_s, name(i));
                o.insert(u"pick"_s, sim.exact.pickChance(i));
                o.insert(u"gate"_s, sim.exact.gateChance(i));
                o.insert(u"play"_s, sim.exact.playChance(i));
                o.insert(u"count"_s, sim.played[i]);
                o.insert(u"expected"_s, sim.exact.playChance(i) * n);
                variants.append(o);
            }
            QJsonObject o{{u"table"_s, hexId(id)},
                          {u"sound"_s, soundTypeName(type)},
                          {u"code"_s, static_cast<qint64>(type)},
                          {u"gate_model"_s, fpuModelName(model)},
                          {u"override"_s, preview.path},
                          {u"override_line"_s, sound.applied->line},
                          {u"pick_rule"_s, pick},
                          {u"seed"_s, static_cast<qint64>(seed)},
                          {u"rolls"_s, static_cast<qint64>(rolls)},
                          {u"variants"_s, variants},
                          {u"silent"_s, sim.silent},
                          {u"silent_expected"_s, sim.exact.silenceChance() * n},
                          {u"fit"_s, fitJson(sim.fit)}};
            if (trace) {
                QJsonArray list;
                for (const OverrideRoller::Step& s : steps)
                    list.append(QJsonObject{{u"index"_s, s.index},
                                            {u"result"_s, rollResultKey(rollResultOf(s.result))}});
                o.insert(u"trace"_s, list);
            }
            printJson(io, QJsonDocument(o));
            return ExitOk;
        }
        if (trace) {
            io.out << "event\tindex\tresult\n";
            for (std::size_t e = 0; e < steps.size(); ++e)
                io.out << e << '\t' << steps[e].index << '\t'
                       << rollResultKey(rollResultOf(steps[e].result)) << '\n';
        }
        io.out << hexId(id) << ' ' << soundLabel(type) << ": " << rolls << " rolls, seed " << seed
               << ", override line " << sound.applied->line << " (!pick " << pick << ")\n";
        for (std::size_t i = 0; i < sim.exact.variants.size(); ++i)
            io.out << "  #" << i << "  " << name(i) << "  played " << sim.played[i] << "  expected "
                   << QString::number(sim.exact.playChance(i) * n, 'f', 1) << '\n';
        io.out << "  silent  " << sim.silent << "  expected "
               << QString::number(sim.exact.silenceChance() * n, 'f', 1) << '\n';
        printFit(io.out, sim.fit);
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(SimulateCommand)

} // namespace soundstage::cli
