// Motion simulation of the PhysicsScripts a motion starts: CallPES and DefaultScript hooks,
// chains, scripts overlapping as the motion loops, self-starting and mutual chains (cut when no
// time passes, repeated when it does), CallPES's drawn delay against an independent computation,
// and the demo humanoid's scripts with exact seeded events.
#include "triggerfixture.h"

#include "core/demo/demodat.h"
#include "core/records/soundtypes.h"
#include "core/retail/crtrandom.h"
#include "core/retail/retailrandom.h"
#include "core/triggers/motionsimulation.h"

#include <QTest>

#include <cmath>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 W1 = 0x0A000001, W2 = 0x0A000002, W3 = 0x0A000003;
constexpr quint32 Chain = 0x33000100, Tail = 0x33000101, Selfie = 0x33000102, Tick = 0x33000103,
                  Ping = 0x33000104, Pong = 0x33000105, Early = 0x33000106, Missing = 0x3300FFFF;

AnimationHook call(quint32 script, float pause = 0.0f) {
    return AnimationHook::make(CallPesHook{script, pause});
}
AnimationHook sound(quint32 wave) {
    return AnimationHook::make(SoundHook{wave});
}

PhysicsScript script(quint32 id, std::vector<PhysicsScriptEntry> entries) {
    PhysicsScript s;
    s.id = id;
    s.entries = std::move(entries);
    return s;
}

/// One case: a setup whose WalkForward cycle is a 10-frame animation at 10 fps (1 s a loop)
/// with `hook` on frame `frame` (it fires at (frame + 1) / 10 s into each loop).
struct Case {
    quint32 setup;
    AnimationHook hook;
    int frame = 0;
    quint32 defaultScript = 0;
};

std::vector<Case> cases() {
    return {
        {0x02000100, call(Chain), 2},
        {0x02000101, call(Selfie)},
        {0x02000102, call(Tick)},
        {0x02000103, AnimationHook::make(DefaultScriptHook{}), 0, Tail},
        {0x02000104, AnimationHook::make(DefaultScriptHook{})},
        {0x02000105, call(Missing)},
        {0x02000106, call(Tail, 0.5f)},
        {0x02000107, call(Ping)},
        {0x02000108, call(Early)},
    };
}

std::vector<std::pair<quint32, QByteArray>> records() {
    using namespace fixture;
    std::vector<std::pair<quint32, QByteArray>> r;
    for (quint32 w : {W1, W2, W3})
        r.push_back(wave(w));
    r.push_back(
        {Chain, script(Chain, {{0.0, sound(W1)}, {0.5, call(Tail)}, {1.5, sound(W3)}}).encode()});
    r.push_back({Tail, script(Tail, {{0.25, sound(W2)}}).encode()});
    r.push_back({Selfie, script(Selfie, {{0.0, sound(W1)}, {0.0, call(Selfie)}}).encode()});
    r.push_back({Tick, script(Tick, {{0.4, call(Tick)}, {0.0, sound(W2)}}).encode()});
    r.push_back({Ping, script(Ping, {{0.0, sound(W1)}, {0.0, call(Pong)}}).encode()});
    r.push_back({Pong, script(Pong, {{0.0, call(Ping)}}).encode()});
    r.push_back(
        {Early,
         script(Early, {{std::nan(""), sound(W2)}, {-1.0, sound(W3)}, {0.2, sound(W1)}}).encode()});
    quint32 n = 0;
    for (const Case& c : cases()) {
        const quint32 anim = 0x03000100 + n, motions = 0x09000100 + n++;
        r.push_back({anim, animation(anim, 10, {{c.frame, c.hook}}).encode()});
        MotionTable mt;
        mt.id = motions;
        mt.defaultStyle = MotionCommand::NonCombat;
        mt.cycles = {{MotionTable::key(MotionCommand::NonCombat, MotionCommand::WalkForward),
                      motion(anim, 10.0f)}};
        r.push_back({motions, mt.encode()});
        r.push_back({c.setup, setup(c.setup, motions, 0, c.defaultScript).encode()});
    }
    return r;
}

/// (time, wave, script) of each event.
using Heard = std::vector<std::tuple<double, quint32, quint32>>;
/// (start time, script, outcome, parent) of each start.
using Starts = std::vector<std::tuple<double, quint32, MotionScriptStart::Outcome, int>>;

bool near(double a, double b) {
    return std::abs(a - b) < 1e-9;
}

} // namespace

class TestMotionScripts : public QObject {
    Q_OBJECT

    std::unique_ptr<fixture::Loaded> m_loaded;

    Result<MotionSimulation> play(quint32 setup, double seconds, quint32 seed = 1) const {
        return fixture::play(*m_loaded, setup, MotionCommand::WalkForward, seconds, seed);
    }

private slots:
    void initTestCase() {
        m_loaded = fixture::load(records());
        QVERIFY(m_loaded);
        QVERIFY(m_loaded->index->problems().empty());
    }

    void scripts_data() {
        using O = MotionScriptStart::Outcome;
        QTest::addColumn<quint32>("setup");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<Heard>("heard");
        QTest::addColumn<Starts>("starts");
        // Frame 2 fires at 0.3 s of each loop; Chain runs 1.5 s, so the loop at 1.3 s starts it
        // again while the first still runs: both run, overlapping (the first's W3 at 1.8 s).
        QTest::newRow("chain, overlapping the loop")
            << quint32(0x02000100) << 2.5
            << Heard{{0.3, W1, Chain}, {1.05, W2, Tail}, {1.3, W1, Chain},
                     {1.8, W3, Chain}, {2.05, W2, Tail}, {2.3, W1, Chain}}
            << Starts{{0.3, Chain, O::Started, -1},
                      {0.8, Tail, O::Started, 0},
                      {1.3, Chain, O::Started, -1},
                      {1.8, Tail, O::Started, 2},
                      {2.3, Chain, O::Started, -1}};
        // A script starting itself at the same instant: its second start is cut, every loop.
        QTest::newRow("self-starting, no time passes")
            << quint32(0x02000101) << 1.5 << Heard{{0.1, W1, Selfie}, {1.1, W1, Selfie}}
            << Starts{{0.1, Selfie, O::Started, -1},
                      {0.1, Selfie, O::Cycle, 0},
                      {1.1, Selfie, O::Started, -1},
                      {1.1, Selfie, O::Cycle, 2}};
        // Starting itself 0.4 s later: it repeats until the simulated time is up.
        QTest::newRow("self-starting, 0.4 s later")
            << quint32(0x02000102) << 1.0
            << Heard{{0.1, W2, Tick}, {0.5, W2, Tick}, {0.9, W2, Tick}}
            << Starts{{0.1, Tick, O::Started, -1},
                      {0.5, Tick, O::Started, 0},
                      {0.9, Tick, O::Started, 1}};
        QTest::newRow("two scripts calling each other at one instant")
            << quint32(0x02000107) << 1.0 << Heard{{0.1, W1, Ping}}
            << Starts{{0.1, Ping, O::Started, -1},
                      {0.1, Pong, O::Started, 0},
                      {0.1, Ping, O::Cycle, 1}};
        // The client runs a hook once now ≥ start + start time: a negative one at the start, a
        // NaN one never.
        QTest::newRow("negative and NaN start times")
            << quint32(0x02000108) << 1.0 << Heard{{0.1, W3, Early}, {0.3, W1, Early}}
            << Starts{{0.1, Early, O::Started, -1}};
        QTest::newRow("DefaultScript starts the setup's default script")
            << quint32(0x02000103) << 1.0 << Heard{{0.35, W2, Tail}}
            << Starts{{0.1, Tail, O::Started, -1}};
        QTest::newRow("DefaultScript, the setup has none")
            << quint32(0x02000104) << 1.0 << Heard{} << Starts{{0.1, 0u, O::Missing, -1}};
        QTest::newRow("CallPES to a script the dat lacks")
            << quint32(0x02000105) << 1.0 << Heard{} << Starts{{0.1, Missing, O::Missing, -1}};
    }

    void scripts() {
        QFETCH(quint32, setup);
        QFETCH(double, seconds);
        QFETCH(Heard, heard);
        QFETCH(Starts, starts);
        auto sim = play(setup, seconds);
        QVERIFY2(sim, qPrintable(sim ? QString() : sim.error().message));
        QVERIFY(!sim->truncated);
        QCOMPARE(sim->events.size(), heard.size());
        for (std::size_t i = 0; i < heard.size(); ++i) {
            const MotionSoundEvent& e = sim->events[i];
            const auto& [time, wave, script] = heard[i];
            QVERIFY2(near(e.time, time), qPrintable(u"event %1 at %2"_s.arg(i).arg(e.time)));
            QCOMPARE(e.wave, wave);
            QCOMPARE(e.script, script);
            QCOMPARE(e.animation, 0u);
            QCOMPARE(e.frame, -1);
            QVERIFY(e.start >= 0 && std::size_t(e.start) < sim->scripts.size());
            QCOMPARE(sim->scripts[std::size_t(e.start)].script, script);
            QCOMPARE(e.outcome, MotionSoundEvent::Outcome::Played);
        }
        QCOMPARE(sim->scripts.size(), starts.size());
        for (std::size_t i = 0; i < starts.size(); ++i) {
            const MotionScriptStart& s = sim->scripts[i];
            const auto& [time, script, outcome, parent] = starts[i];
            QVERIFY2(near(s.time, time), qPrintable(u"start %1 at %2"_s.arg(i).arg(s.time)));
            QCOMPARE(s.script, script);
            QCOMPARE(s.outcome, outcome);
            QCOMPARE(s.parent, parent);
            QCOMPARE(s.delay, 0.0);
            // Who started it: the animation's frame, or the calling script's hook.
            if (parent < 0) {
                QCOMPARE(s.record >> 24, 0x03u);
                QVERIFY(s.frame >= 0);
            } else {
                QCOMPARE(s.record, sim->scripts[std::size_t(parent)].script);
                QCOMPARE(s.frame, -1);
            }
        }
    }

    // CallPES with a pause: one ran2 draw when it fires, RollDice(0, pause), as the delay.
    void pauseDrawsTheDelay_data() {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed : {1u, 7u, 123456u})
            QTest::addRow("seed %u", seed) << seed;
    }
    void pauseDrawsTheDelay() {
        QFETCH(quint32, seed);
        auto sim = play(0x02000106, 1.0, seed);
        QVERIFY(sim);
        RetailRandom independent(seed);
        const double delay = independent.rollDice(0.0f, 0.5f);
        QVERIFY(delay > 0.0 && delay < 0.5);
        QCOMPARE(sim->scripts.size(), std::size_t(1));
        QCOMPARE(sim->scripts[0].delay, delay);
        QCOMPARE(sim->scripts[0].firedAt, 0.1);
        QCOMPARE(sim->scripts[0].time, 0.1 + delay);
        QCOMPARE(sim->events.size(), std::size_t(1));
        QCOMPARE(sim->events[0].time, 0.1 + delay + 0.25);
        // Same seed, same run.
        auto again = play(0x02000106, 1.0, seed);
        QVERIFY(again);
        QCOMPARE(again->events[0].time, sim->events[0].time);
    }

    // The limits stop a run that would not end within them, and say so.
    void manyStartsTruncate() {
        auto sim = play(0x02000102, 1e6);
        QVERIFY(sim);
        QVERIFY(sim->truncated);
        QCOMPARE(sim->scripts.size(), MotionSimulation::MaxScriptStarts);
    }

    // The demo humanoid's Cheer: the Sound hook on frame 5, then frame 20's DefaultScript plays
    // ChimeScript (a Sound hook at 0). With a CallPES to SparkScript added on frame 10 (an
    // edit, through the index's overlay), Spark's Fizzle SoundTable hook draws pick and gate,
    // and its CallPES (pause 0.25) to ChimeScript draws the delay, in time order.
    void demoCheer_data() {
        QTest::addColumn<bool>("spark");
        QTest::newRow("as the demo is") << false;
        QTest::newRow("with CallPES SparkScript on frame 10") << true;
    }
    void demoCheer() {
        QFETCH(bool, spark);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(path).has_value());
        auto dat = DatFile::open(path);
        QVERIFY(dat);
        auto catalog = SoundCatalog::load(**dat);
        QVERIFY(catalog);
        TriggerIndex::Overlay overlay;
        if (spark) {
            auto bytes = (*dat)->read(DemoDat::CheerAnimation);
            QVERIFY(bytes);
            auto cheer = Animation::decode(*bytes);
            QVERIFY(cheer);
            cheer->frames[10].hooks.push_back(call(DemoDat::SparkScript));
            cheer->setHasHooksFlag();
            overlay.emplace(DemoDat::CheerAnimation, cheer->encode());
        }
        auto index = TriggerIndex::build(**dat, *catalog, overlay, FpuModel::Single);
        QVERIFY(index);
        MotionRequest request;
        request.setup = DemoDat::HumanoidSetup;
        request.command = MotionCommand::parse(u"Cheer").value();
        request.seconds = 3.0;
        request.seed = 7;
        auto sim = MotionSimulation::run(*index, *catalog, request);
        QVERIFY(sim);

        struct Want {
            double time;
            quint32 hook;
            quint32 record; ///< animation or script
        };
        const auto soundHook = quint32(HookType::Sound), tableHook = quint32(HookType::SoundTable);
        std::vector<Want> want;
        want.push_back({6.0 / 30.0, soundHook, DemoDat::CheerAnimation});
        RetailRandom random(7);
        CrtRandom crt(7);
        qint32 pickState = 0;
        int gateRoll = -1;
        double delay = 0.0;
        if (spark) {
            // Spark starts at 11/30 s: Fizzle at +0.25 (pick, gate), CallPES at +0.5 (delay).
            const double start = 11.0 / 30.0;
            pickState = random.nextState();
            gateRoll = crt.rand();
            want.push_back({start + 0.25, tableHook, DemoDat::SparkScript});
            want.push_back({21.0 / 30.0, soundHook, DemoDat::ChimeScript});
            delay = random.rollDice(0.0f, 0.25f);
            want.push_back({start + 0.5 + delay, soundHook, DemoDat::ChimeScript});
        } else {
            want.push_back({21.0 / 30.0, soundHook, DemoDat::ChimeScript});
        }
        QCOMPARE(sim->events.size(), want.size());
        for (std::size_t i = 0; i < want.size(); ++i) {
            const MotionSoundEvent& e = sim->events[i];
            QVERIFY2(near(e.time, want[i].time),
                     qPrintable(u"event %1 at %2"_s.arg(i).arg(e.time)));
            QCOMPARE(e.hookType, want[i].hook);
            QCOMPARE(e.inScript() ? e.script : e.animation, want[i].record);
            QCOMPARE(e.outcome, MotionSoundEvent::Outcome::Played);
        }
        if (spark) {
            QCOMPARE(sim->events[1].pickState, pickState);
            QCOMPARE(sim->events[1].gateRoll, gateRoll);
            QCOMPARE(sim->events[1].soundType, parseSoundType(u"Fizzle").value());
            QCOMPARE(sim->scripts.size(), std::size_t(3));
            QCOMPARE(sim->scripts[2].delay, delay);
            QCOMPARE(sim->scripts[2].parent, 0);
            QCOMPARE(sim->scripts[2].hookType, quint32(HookType::CallPES));
        }
        const MotionScriptStart& chime = sim->scripts[spark ? 1 : 0];
        QCOMPARE(chime.script, DemoDat::ChimeScript);
        QCOMPARE(chime.hookType, quint32(HookType::DefaultScript));
        QCOMPARE(chime.record, DemoDat::CheerAnimation);
        QCOMPARE(chime.frame, 20);
    }
};

QTEST_GUILESS_MAIN(TestMotionScripts)
#include "tst_motionscripts.moc"
