// soundstage-cli motion DAT SETUP --motion NAME: a setup's motion played as the client plays it,
// every sound its hooks make, with the client's generators.
#include "app/cli/overridecli.h"
#include "app/cli/retailcli.h"
#include "app/cli/triggerscli.h"
#include "core/triggers/motionsimulation.h"

namespace soundstage::cli {
namespace {

using namespace Qt::StringLiterals;
using namespace soundstage::cli::triggers;

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
        addMotionOptions(parser);
        retail::addGateModelOption(parser);
        overrides::addOverrideOption(parser);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        auto request = motionRequest(parser);
        if (!request)
            return reportError(io, name(), request.error());
        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto& dat = opened->dat;
        request->setup = opened->id;
        auto loaded = load(*dat, io);
        if (!loaded)
            return fail(io, loaded.error());
        if (auto applied = overrides::applyToMotion(parser, io, *dat, loaded->catalog, *request);
            !applied)
            return fail(io, applied.error());
        auto sim = MotionSimulation::run(loaded->index, loaded->catalog, *request);
        if (!sim)
            return fail(io, sim.error().inFile(dat->path()));
        warnMotionRun(*sim, io);
        if (jsonRequested(parser))
            printJson(io, QJsonDocument(json(*sim, *request)));
        else
            text(*sim, *request, io);
        return ExitOk;
    }

private:
    static QJsonObject json(const MotionSimulation& sim, const MotionRequest& request) {
        QJsonArray events;
        for (const MotionSoundEvent& e : sim.events)
            events.append(motionEventJson(e, sim, overrides::motionEventFile(e)));
        QJsonArray once;
        for (const AnimData& a : sim.once)
            once.append(animJson(a));
        QJsonObject root = motionRunJson(sim, request);
        root.insert(u"once"_s, once);
        root.insert(u"loop"_s, animJson(sim.loop));
        root.insert(u"events"_s, events);
        return root;
    }

    static QJsonObject animJson(const AnimData& a) {
        return QJsonObject{{u"animation"_s, hexId(a.animation)},
                           {u"low_frame"_s, a.lowFrame},
                           {u"high_frame"_s, a.highFrame},
                           {u"framerate"_s, static_cast<double>(a.framerate)}};
    }

    static void text(const MotionSimulation& sim, const MotionRequest& request, CliIo& io) {
        io.out << motionRunText(sim, request) << '\n' << MotionEventHeader << '\n';
        for (const MotionSoundEvent& e : sim.events)
            io.out << motionEventText(e, sim, overrides::motionEventFile(e)) << '\n';
        if (sim.events.empty())
            io.out << "no sound hook fires in " << request.seconds << " s\n";
        if (sim.scripts.empty())
            return;
        io.out << "\nscripts started\nstart\tscript\tstarted by\tresult\n";
        for (const MotionScriptStart& s : sim.scripts)
            io.out << QString::number(s.time, 'f', 3) << '\t' << hexId(s.script) << '\t'
                   << startedByText(s) << '\t' << scriptStartOutcomeKey(s.outcome) << '\n';
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(MotionCommandCli)

} // namespace soundstage::cli
