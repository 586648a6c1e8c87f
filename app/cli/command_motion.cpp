// soundstage-cli motion DAT SETUP --motion NAME: a setup's motion played as the client plays it,
// every sound its hooks make, with the client's generators.
#include "app/cli/overridecli.h"
#include "app/cli/retailcli.h"
#include "app/cli/triggerscli.h"
#include "core/override/overrideambient.h"
#include "core/triggers/motionsimulation.h"

#include <QFileInfo>

#include <cmath>
#include <functional>
#include <set>

namespace soundstage::cli {
namespace {

using namespace Qt::StringLiterals;
using namespace soundstage::cli::triggers;

constexpr double MaxSeconds = 3600.0;

class MotionCommandCli final : public CliCommand {
public:
    QString name() const override { return u"motion"_s; }
    QString summary() const override {
        return u"Play a setup's motion as the client does and list every sound it makes"_s;
    }
    void configure(QCommandLineParser& parser) const override {
        parser.setApplicationDescription(summary() + u".\n"_s + DefaultPairingsNote);
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addPositionalArgument(u"SETUP"_s, u"The Setup id (0x02…)."_s);
        parser.addOption(
            {u"motion"_s, u"Motion command, e.g. WalkForward, AttackHigh1."_s, u"NAME"_s});
        parser.addOption({u"style"_s,
                          u"Stance, e.g. NonCombat (default: the motion table's default)."_s,
                          u"NAME"_s});
        parser.addOption(
            {u"seconds"_s, u"Simulated time (default 10, at most 3600)."_s, u"T"_s, u"10"_s});
        parser.addOption(
            {u"seed"_s, u"Seed for Random::Seed and srand (default 1)."_s, u"S"_s, u"1"_s});
        retail::addGateModelOption(parser);
        overrides::addOverrideOption(parser);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        int status = ExitOk;
        MotionRequest request;
        const auto model = retail::gateModel(parser, name(), io, status);
        if (!model)
            return status;
        request.model = *model;
        if (!parser.isSet(u"motion"_s))
            return usageError(io, name(), u"--motion is required"_s);
        const auto command = MotionCommand::parse(parser.value(u"motion"_s));
        if (!command)
            return usageError(io, name(),
                              u"'%1' is not a motion command"_s.arg(parser.value(u"motion"_s)));
        request.command = *command;
        if (parser.isSet(u"style"_s)) {
            const auto style = MotionCommand::parse(parser.value(u"style"_s));
            if (!style || (*style & MotionCommand::StyleBit) == 0)
                return usageError(io, name(),
                                  u"'%1' is not a stance"_s.arg(parser.value(u"style"_s)));
            request.style = *style;
        }
        bool ok = false;
        request.seconds = parser.value(u"seconds"_s).toDouble(&ok);
        if (!ok || !std::isfinite(request.seconds) || request.seconds <= 0.0 ||
            request.seconds > MaxSeconds)
            return usageError(io, name(), u"--seconds needs a number above 0, at most 3600"_s);
        request.seed = parser.value(u"seed"_s).toUInt(&ok);
        if (!ok)
            return usageError(io, name(), u"--seed needs a whole number 0…4294967295"_s);
        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto& dat = opened->dat;
        request.setup = opened->id;
        auto loaded = load(*dat, io);
        if (!loaded)
            return fail(io, loaded.error());
        // With an override: the setup's table as the file makes it and its pick rule per sound
        // type (OverrideAmbient builds both, as for an ambient table).
        std::optional<OverrideAmbient> ambient;
        if (parser.isSet(u"override"_s)) {
            const auto setupTable = loaded->catalog.setupTables().find(request.setup);
            const quint32 tableId =
                setupTable == loaded->catalog.setupTables().end() ? 0 : setupTable->second;
            std::map<quint32, SoundTable> tables;
            const SoundTable* datTable = loaded->catalog.table(tableId);
            if (datTable)
                tables.emplace(tableId, *datTable);
            auto preview = overrides::loadOverride(parser, io, *dat, tables);
            if (!preview)
                return fail(io, preview.error());
            if (tableId != 0) {
                AmbientStbDesc stb{tableId, {}};
                std::set<quint32> types;
                if (datTable)
                    for (const SoundTableNode& node : datTable->root.children)
                        types.insert(node.key);
                for (const OverrideApply::Applied& a : (*preview)->report.applied)
                    if (a.table == tableId)
                        types.insert(a.soundType);
                for (const quint32 type : types)
                    stb.sounds.push_back(AmbientSoundDesc{type});
                ambient = OverrideAmbient::make(**preview, stb, datTable, request.model);
                request.soundTable = ambient->table;
                request.pickers = ambient->pickers;
            }
        }
        auto sim = MotionSimulation::run(loaded->index, loaded->catalog, request);
        if (!sim)
            return fail(io, sim.error().inFile(dat->path()));
        if (sim->truncated)
            io.err << "soundstage-cli: warning: stopped after " << sim->events.size()
                   << " events (the limit of one run)\n";
        if (sim->stalled)
            io.err << "soundstage-cli: warning: the looped animation " << hexId(sim->loop.animation)
                   << " never advances (framerate 0 or no frames)\n";
        const auto fileOf = [&ambient](const MotionSoundEvent& e) {
            const bool table = e.hookType == static_cast<quint32>(HookType::SoundTable);
            const QString file =
                ambient && table ? ambient->localFile(e.soundType, e.variant) : QString();
            return file.isEmpty() ? QString() : QFileInfo(file).fileName();
        };
        if (jsonRequested(parser))
            printJson(io, QJsonDocument(json(*sim, request, fileOf)));
        else
            text(*sim, request, io, fileOf);
        return ExitOk;
    }

private:
    using FileOf = std::function<QString(const MotionSoundEvent&)>;

    static QJsonObject json(const MotionSimulation& sim, const MotionRequest& request,
                            const FileOf& fileOf) {
        QJsonArray events;
        for (const MotionSoundEvent& e : sim.events) {
            QJsonObject o{{u"time"_s, e.time},
                          {u"animation"_s, hexId(e.animation)},
                          {u"frame"_s, e.frame},
                          {u"kind"_s, hookTypeName(e.hookType)},
                          {u"wave"_s, hexId(e.wave)},
                          {u"volume"_s, static_cast<double>(e.volume)},
                          {u"result"_s, motionOutcomeKey(e.outcome)}};
            if (e.hookType == static_cast<quint32>(HookType::SoundTable)) {
                o.insert(u"sound"_s, soundTypeName(e.soundType));
                o.insert(u"code"_s, qint64(e.soundType));
                o.insert(u"variant"_s, e.variant >= 0 ? QJsonValue(e.variant) : QJsonValue());
            }
            o.insert(u"gate_roll"_s, e.gateRoll >= 0 ? QJsonValue(e.gateRoll) : QJsonValue());
            if (const QString file = fileOf(e); !file.isEmpty())
                o.insert(u"file"_s, file);
            events.append(o);
        }
        QJsonArray once;
        for (const AnimData& a : sim.once)
            once.append(animJson(a));
        return QJsonObject{{u"setup"_s, hexId(sim.setup)},
                           {u"motion_table"_s, hexId(sim.motionTable)},
                           {u"sound_table"_s, hexId(sim.soundTable)},
                           {u"style"_s, MotionCommand::name(sim.style)},
                           {u"command"_s, MotionCommand::name(sim.command)},
                           {u"seconds"_s, request.seconds},
                           {u"seed"_s, qint64(request.seed)},
                           {u"gate_model"_s, fpuModelName(request.model)},
                           {u"once"_s, once},
                           {u"loop"_s, animJson(sim.loop)},
                           {u"events"_s, events},
                           {u"truncated"_s, sim.truncated},
                           {u"note"_s, DefaultPairingsNote}};
    }

    static QJsonObject animJson(const AnimData& a) {
        return QJsonObject{{u"animation"_s, hexId(a.animation)},
                           {u"low_frame"_s, a.lowFrame},
                           {u"high_frame"_s, a.highFrame},
                           {u"framerate"_s, static_cast<double>(a.framerate)}};
    }

    static void text(const MotionSimulation& sim, const MotionRequest& request, CliIo& io,
                     const FileOf& fileOf) {
        io.out << "Setup " << hexId(sim.setup) << "  " << MotionCommand::name(sim.style) << ' '
               << MotionCommand::name(sim.command) << "  motion table " << hexId(sim.motionTable)
               << "  sound table " << hexId(sim.soundTable) << "  " << request.seconds
               << " s, seed " << request.seed << ", gate model " << fpuModelName(request.model)
               << '\n';
        io.out << "time\tanimation\tframe\tkind\tsound\tvariant\twave\tvolume\tresult\n";
        for (const MotionSoundEvent& e : sim.events) {
            const bool table = e.hookType == static_cast<quint32>(HookType::SoundTable);
            io.out << QString::number(e.time, 'f', 3) << '\t' << hexId(e.animation) << '\t'
                   << e.frame << '\t' << hookTypeName(e.hookType) << '\t'
                   << (table ? soundTypeName(e.soundType) : u"-"_s) << '\t'
                   << (e.variant >= 0 ? u"#"_s + QString::number(e.variant) : u"-"_s) << '\t'
                   << (!fileOf(e).isEmpty() ? fileOf(e)
                       : e.wave             ? hexId(e.wave)
                                            : u"-"_s)
                   << '\t' << QString::number(e.volume, 'g', 6) << '\t'
                   << motionOutcomeKey(e.outcome) << '\n';
        }
        if (sim.events.empty())
            io.out << "no sound hook fires in " << request.seconds << " s\n";
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(MotionCommandCli)

} // namespace soundstage::cli
