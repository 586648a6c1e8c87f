// Motion simulation: one test per timing rule (forward, reverse, loop, last-frame exclusion,
// frame-range clamping), actions, seeded determinism, and the chosen variants against an
// independent computation with the client's generators.
#include "triggerfixture.h"

#include "core/records/soundtypes.h"
#include "core/retail/retailrandom.h"
#include "core/triggers/framerange.h"
#include "core/triggers/motionsimulation.h"

#include <QTest>

#include <cmath>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Table = 0x20000200, Setup = 0x02000200, Silent = 0x02000201, Motions = 0x09000200;
constexpr quint32 Walk = 0x03000300, Attack = 0x03000301, Ready = 0x03000302, Lead = 0x03000303;
constexpr quint32 W1 = 0x0A000001, W2 = 0x0A000002, W3 = 0x0A000003, Tweak = 0x0A000004,
                  Direct = 0x0A000005;

quint32 sound(const char16_t* name) {
    return parseSoundType(QStringView(name)).value();
}
const quint32 Footstep = sound(u"Footstep1");
const quint32 AttackHigh1 = MotionCommand::parse(u"AttackHigh1").value();

std::vector<std::pair<quint32, QByteArray>> records() {
    using namespace fixture;
    std::vector<std::pair<quint32, QByteArray>> r;
    for (quint32 w : {W1, W2, W3, Tweak, Direct})
        r.push_back(wave(w));
    r.push_back({Table, table(Table, {{Footstep,
                                       {{W1, 0.5f, 1.0f, 0.4f},
                                        {W2, 0.5f, 0.5f, 0.6f},
                                        {W3, 0.5f, 0.3f, 0.8f},
                                        {W3, 0.5f, 0.3f, 0.8f}}}})
                            .encode()});
    r.push_back(
        {Walk, animation(Walk, 10,
                         {{0, tableHook(Footstep)},
                          {4, tableHook(Footstep)},
                          {4, AnimationHook::make(SoundTweakedHook{Tweak, 0.5f, 0.9f, 0.7f})},
                          {6, AnimationHook::make(SoundHook{Direct})},
                          {9, tableHook(Footstep)}})
                   .encode()});
    r.push_back({Attack, animation(Attack, 10, {{2, tableHook(Footstep)}}).encode()});
    r.push_back({Ready, animation(Ready, 5, {}).encode()});
    r.push_back({Lead, animation(Lead, 6, {{1, AnimationHook::make(SoundHook{Direct})}}).encode()});
    MotionTable mt;
    mt.id = Motions;
    mt.defaultStyle = MotionCommand::NonCombat;
    mt.styleDefaults = {{MotionCommand::NonCombat, MotionCommand::Ready}};
    MotionData run = motion(Lead, 30.0f);
    run.anims.push_back(AnimData{Walk, 0, -1, 30.0f});
    mt.cycles = {
        {MotionTable::key(MotionCommand::NonCombat, MotionCommand::Ready), motion(Ready, 30.0f)},
        {MotionTable::key(MotionCommand::NonCombat, MotionCommand::WalkForward),
         motion(Walk, 30.0f)},
        {MotionTable::key(MotionCommand::NonCombat, MotionCommand::RunForward), run},
    };
    mt.links = {{MotionTable::key(MotionCommand::NonCombat, MotionCommand::Ready),
                 {{AttackHigh1, motion(Attack, 30.0f)}}}};
    r.push_back({Motions, mt.encode()});
    r.push_back({Setup, setup(Setup, Motions, Table).encode()});
    r.push_back({Silent, setup(Silent, Motions, 0).encode()});
    return r;
}

/// Times and frames of the events, for comparisons.
std::vector<std::pair<double, int>> timeline(const MotionSimulation& sim) {
    std::vector<std::pair<double, int>> out;
    for (const MotionSoundEvent& e : sim.events)
        out.emplace_back(e.time, e.frame);
    return out;
}

bool sameTimes(const std::vector<std::pair<double, int>>& got,
               const std::vector<std::pair<double, int>>& want) {
    if (got.size() != want.size())
        return false;
    for (std::size_t i = 0; i < got.size(); ++i)
        if (std::abs(got[i].first - want[i].first) > 1e-9 || got[i].second != want[i].second)
            return false;
    return true;
}

} // namespace

class TestMotionSimulation : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<fixture::Loaded> m_loaded;

    Result<MotionSimulation> play(quint32 command, double seconds, quint32 seed = 1,
                                  quint32 setup = Setup) const {
        return fixture::play(*m_loaded, setup, command, seconds, seed);
    }

private slots:
    void initTestCase() {
        m_loaded = fixture::load(records());
        QVERIFY(m_loaded);
        QVERIFY(m_loaded->index->problems().empty());
    }

    // ---- FrameRange: the rules themselves ----

    void forwardTiming() {
        const FrameRange r = FrameRange::of(AnimData{Walk, 0, -1, 30.0f}, 20);
        QCOMPARE(r.duration(), 20.0 / 30.0);
        QVERIFY(r.fires(4, HookDirection::Both));
        QCOMPARE(r.fireTime(4), 5.0 / 30.0);
        QVERIFY(r.fires(0, HookDirection::Forward));
        QVERIFY(!r.fires(4, HookDirection::Backward));
    }

    void lastFrameExcluded() {
        const FrameRange r = FrameRange::of(AnimData{Walk, 0, -1, 30.0f}, 20);
        QVERIFY(!r.fires(19, HookDirection::Both));
        QVERIFY(r.fires(18, HookDirection::Both));
        QCOMPARE(r.fireTime(18), 19.0 / 30.0);
    }

    void reverseTiming() {
        const FrameRange r = FrameRange::of(AnimData{Walk, 0, -1, -30.0f}, 20);
        QCOMPARE(r.direction(), -1);
        QCOMPARE(r.duration(), 20.0 / 30.0);
        QVERIFY(r.fires(19, HookDirection::Backward));
        QCOMPARE(r.fireTime(19), 1.0 / 30.0);
        QCOMPARE(r.fireTime(4), 16.0 / 30.0);
        QVERIFY(!r.fires(0, HookDirection::Both)); // low_frame never fires in reverse
        QVERIFY(!r.fires(19, HookDirection::Forward));
    }

    void clamping_data() {
        QTest::addColumn<int>("low");
        QTest::addColumn<int>("high");
        QTest::addColumn<int>("frames");
        QTest::addColumn<int>("wantLow");
        QTest::addColumn<int>("wantHigh");
        QTest::newRow("-1 is the last frame") << 0 << -1 << 20 << 0 << 19;
        QTest::newRow("high past the end") << 2 << 50 << 20 << 2 << 19;
        QTest::newRow("low past the end") << 25 << -1 << 20 << 19 << 19;
        QTest::newRow("low above high") << 10 << 5 << 20 << 10 << 10;
        QTest::newRow("inner range") << 3 << 7 << 20 << 3 << 7;
        QTest::newRow("no frames") << 0 << -1 << 0 << 0 << -1;
    }
    void clamping() {
        QFETCH(int, low);
        QFETCH(int, high);
        QFETCH(int, frames);
        QFETCH(int, wantLow);
        QFETCH(int, wantHigh);
        const FrameRange r = FrameRange::of(AnimData{Walk, low, high, 30.0f}, frames);
        QCOMPARE(r.low, wantLow);
        QCOMPARE(r.high, wantHigh);
        if (wantHigh < wantLow)
            QCOMPARE(r.duration(), 0.0);
        else
            QCOMPARE(r.duration(), double(wantHigh - wantLow + 1) / 30.0);
    }

    void stalledNeverAdvances() {
        const FrameRange r = FrameRange::of(AnimData{Walk, 0, -1, 0.0f}, 20);
        QCOMPARE(r.duration(), 0.0);
        QVERIFY(!r.fires(3, HookDirection::Both));
    }

    // ---- the simulation ----

    void forwardLoop() {
        auto sim = play(MotionCommand::WalkForward, 1.0);
        QVERIFY(sim.has_value());
        // One pass is 10/30 s: frames 0, 4 (two hooks), 6 fire; frame 9 never does.
        std::vector<std::pair<double, int>> want;
        for (int pass = 0; pass < 3; ++pass) {
            const double t0 = pass * 10.0 / 30.0;
            want.insert(
                want.end(),
                {{t0 + 1.0 / 30, 0}, {t0 + 5.0 / 30, 4}, {t0 + 5.0 / 30, 4}, {t0 + 7.0 / 30, 6}});
        }
        QVERIFY(sameTimes(timeline(*sim), want));
        QCOMPARE(sim->events[1].hookType, quint32(HookType::SoundTable));
        QCOMPARE(sim->events[2].hookType, quint32(HookType::SoundTweaked));
        QCOMPARE(sim->events[3].hookType, quint32(HookType::Sound));
        QCOMPARE(sim->events[3].volume, 1.0f);
        QCOMPARE(sim->events[3].outcome, MotionSoundEvent::Outcome::Played);
        QVERIFY(!sim->truncated);
        QVERIFY(!sim->stalled);
    }

    void reverseThroughAdjustMotion() {
        // WalkBackwards plays WalkForward at −0.65: frames 9, 6, 4 fire; frame 0 never does.
        auto sim = play(MotionCommand::WalkBackwards, 10.0 / 19.5);
        QVERIFY(sim.has_value());
        const float rate = 30.0f * -0.65f; // formed in float, as the index scales AnimData
        const double a = std::abs(double(rate));
        QVERIFY(
            sameTimes(timeline(*sim), {{1.0 / a, 9}, {4.0 / a, 6}, {6.0 / a, 4}, {6.0 / a, 4}}));
        QCOMPARE(sim->loop.framerate, 30.0f * -0.65f);
    }

    void cycleListPlaysOnceThenLoopsTheLast() {
        auto sim = play(MotionCommand::RunForward, 1.0);
        QVERIFY(sim.has_value());
        QCOMPARE(sim->once.size(), std::size_t(1));
        QCOMPARE(sim->once[0].animation, Lead);
        QCOMPARE(sim->loop.animation, Walk);
        // Lead (6 frames) fires frame 1 at 2/30 once, then Walk loops from 6/30.
        QCOMPARE(sim->events[0].animation, Lead);
        QCOMPARE(sim->events[0].time, 2.0 / 30.0);
        QCOMPARE(sim->events[1].animation, Walk);
        QCOMPARE(sim->events[1].time, 6.0 / 30.0 + 1.0 / 30.0);
        QCOMPARE(std::ranges::count(sim->events, Lead, &MotionSoundEvent::animation), 1);
    }

    void actionLinkThenDefaultCycle() {
        auto sim = play(AttackHigh1, 2.0);
        QVERIFY(sim.has_value());
        QCOMPARE(sim->once.size(), std::size_t(1));
        QCOMPARE(sim->once[0].animation, Attack);
        QCOMPARE(sim->loop.animation, Ready);
        QVERIFY(sameTimes(timeline(*sim), {{3.0 / 30.0, 2}}));
    }

    void noTableDrawsNothing() {
        auto sim = play(MotionCommand::WalkForward, 0.5, 1, Silent);
        QVERIFY(sim.has_value());
        QCOMPARE(sim->events[0].outcome, MotionSoundEvent::Outcome::NoTable);
        QCOMPARE(sim->events[0].pickState, 0);
        QCOMPARE(sim->events[0].gateRoll, -1);
    }

    void errors() {
        QCOMPARE(play(MotionCommand::WalkForward, 1.0, 1, 0x0200FFFF).error().code,
                 ErrorCode::NotFound);
        QCOMPARE(play(MotionCommand::WalkForward, 0.0).error().code, ErrorCode::Usage);
        QCOMPARE(play(MotionCommand::WalkForward, std::nan("")).error().code, ErrorCode::Usage);
        QCOMPARE(play(0x2500003B /* Jump */, 1.0).error().code, ErrorCode::NotFound);
    }

    void sameSeedSameEvents() {
        auto a = play(MotionCommand::WalkForward, 60.0, 1234);
        auto b = play(MotionCommand::WalkForward, 60.0, 1234);
        auto c = play(MotionCommand::WalkForward, 60.0, 1235);
        QVERIFY(a && b && c);
        QCOMPARE(a->events.size(), b->events.size());
        bool differs = false;
        for (std::size_t i = 0; i < a->events.size(); ++i) {
            QCOMPARE(a->events[i].variant, b->events[i].variant);
            QCOMPARE(a->events[i].gateRoll, b->events[i].gateRoll);
            QCOMPARE(a->events[i].outcome, b->events[i].outcome);
            differs |= a->events[i].gateRoll != c->events[i].gateRoll;
        }
        QVERIFY(differs);
    }

    void variantsFollowTheClientsGenerators_data() {
        QTest::addColumn<quint32>("seed");
        QTest::newRow("seed 1") << 1u;
        QTest::newRow("seed 0 (acts as 1 for Random)") << 0u;
        QTest::newRow("seed 987654321") << 987654321u;
    }
    void variantsFollowTheClientsGenerators() {
        QFETCH(quint32, seed);
        auto sim = play(MotionCommand::WalkForward, 30.0, seed);
        QVERIFY(sim.has_value());
        // Independent: ran2 outputs through RetailRandom::rand() and float arithmetic as the
        // x87 does it in single precision; the CRT generator written out here.
        RetailRandom random(seed);
        quint32 crt = seed;
        const auto crtRand = [&crt] {
            crt = crt * 214013u + 2531011u;
            return int((crt >> 16) & 0x7FFF);
        };
        const auto gate = [](int k, float p) {
            return double(float(double(k) * double(3.051851e-05f))) < double(p);
        };
        const float probabilities[] = {1.0f, 0.5f, 0.3f, 0.3f};
        const float volumes[] = {0.4f, 0.6f, 0.8f, 0.8f};
        int seen[4] = {};
        for (const MotionSoundEvent& e : sim->events) {
            if (e.hookType == quint32(HookType::SoundTable)) {
                const float u = float(random.rand());
                const int index = int(float(3.0 * double(u)));
                QCOMPARE(e.variant, index);
                ++seen[index];
                QCOMPARE(e.volume, volumes[index]);
                const int k = crtRand();
                QCOMPARE(e.gateRoll, k);
                QCOMPARE(e.outcome == MotionSoundEvent::Outcome::Played,
                         gate(k, probabilities[index]));
            } else if (e.hookType == quint32(HookType::SoundTweaked)) {
                const int k = crtRand();
                QCOMPARE(e.gateRoll, k);
                QCOMPARE(e.outcome == MotionSoundEvent::Outcome::Played, gate(k, 0.5f));
                QCOMPARE(e.volume, 0.7f);
            } else {
                QCOMPARE(e.gateRoll, -1); // a Sound hook draws nothing
            }
        }
        QCOMPARE(seen[3], 0); // the last of four is never chosen
        QVERIFY(seen[0] > 0 && seen[1] > 0 && seen[2] > 0);
    }
};

QTEST_GUILESS_MAIN(TestMotionSimulation)
#include "tst_motionsimulation.moc"
