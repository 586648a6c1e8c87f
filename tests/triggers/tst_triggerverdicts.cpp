// Trigger index verdicts, gate counts, malformed records and CallPES chains (cyclic, missing,
// self-calling) on dats built in code.
#include "triggerfixture.h"

#include "core/records/soundtypes.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Table = 0x20000100, Setup = 0x02000100, Motions = 0x09000100;
constexpr quint32 Forward = 0x03000100, Backward = 0x03000101, Ranged = 0x03000102,
                  Unplayed = 0x03000103, Broken = 0x03000200;
constexpr quint32 S1 = 0x33000101, S2 = 0x33000102, S3 = 0x33000103, S4 = 0x33000104,
                  Missing = 0x330000FF;
constexpr quint32 Wave = 0x0A000001, NoWave = 0x0A0000FF, Crouch = 0x41000012;

quint32 sound(const char16_t* name) {
    return parseSoundType(QStringView(name)).value();
}

PhysicsScript script(quint32 id, std::vector<PhysicsScriptEntry> entries) {
    PhysicsScript s;
    s.id = id;
    s.entries = std::move(entries);
    return s;
}

PhysicsScriptEntry call(double time, quint32 target) {
    return {time, AnimationHook::make(CallPesHook{target, 0.0f})};
}

std::vector<std::pair<quint32, QByteArray>> records() {
    using namespace fixture;
    const quint32 footstep = sound(u"Footstep1");
    std::vector<std::pair<quint32, QByteArray>> r;
    r.push_back(wave(Wave));
    r.push_back({Table, table(Table, {{footstep, {{Wave, 0.5f, 1.0f, 1.0f}}}}).encode()});
    r.push_back(
        {Forward, animation(Forward, 10,
                            {{1, AnimationHook::make(SoundTweakedHook{Wave, 1.0f, 0.9f, 1.0f})},
                             {2, tableHook(sound(u"Swoosh2"))},
                             {3, tableHook(footstep, HookDirection::Backward)},
                             {4, AnimationHook::make(SoundTweakedHook{Wave, 0.0f, 0.9f, 1.0f})},
                             {5, AnimationHook::make(SoundHook{NoWave})},
                             {6, AnimationHook::make(CallPesHook{S1, 0.0f})},
                             {9, tableHook(footstep)}})
                      .encode()});
    r.push_back({Backward, animation(Backward, 10,
                                     {{0, tableHook(footstep)},
                                      {4, tableHook(footstep, HookDirection::Forward)},
                                      {9, tableHook(footstep)}})
                               .encode()});
    r.push_back(
        {Ranged,
         animation(Ranged, 12,
                   {{2, tableHook(footstep)}, {5, tableHook(footstep)}, {8, tableHook(footstep)}})
             .encode()});
    r.push_back({Unplayed, animation(Unplayed, 4, {{0, tableHook(footstep)}}).encode()});
    r.push_back({Broken, QByteArray("\x00\x02\x00\x03\x00\x00\x00\x00\x01", 9)});
    MotionTable mt;
    mt.id = Motions;
    mt.defaultStyle = MotionCommand::NonCombat;
    mt.styleDefaults = {{MotionCommand::NonCombat, MotionCommand::Ready}};
    mt.cycles = {
        {MotionTable::key(MotionCommand::NonCombat, MotionCommand::Ready), motion(Forward, 30.0f)},
        {MotionTable::key(MotionCommand::NonCombat, MotionCommand::RunForward),
         motion(Backward, -30.0f)},
        {MotionTable::key(MotionCommand::NonCombat, Crouch), motion(Ranged, 30.0f, 2, 5)},
    };
    r.push_back({Motions, mt.encode()});
    r.push_back({Setup, setup(Setup, Motions, Table).encode()});
    r.push_back({S1, script(S1, {call(0.0, S2)}).encode()});
    r.push_back(
        {S2, script(S2, {call(0.5, S1), {0.25, AnimationHook::make(SoundHook{Wave})}}).encode()});
    r.push_back({S3, script(S3, {call(0.0, Missing)}).encode()});
    r.push_back({S4, script(S4, {call(0.0, S4)}).encode()});
    return r;
}

QStringList verdictsAt(const TriggerIndex& index, quint32 record, int frame) {
    for (const TriggerHook& h : index.soundHooksOf(record))
        if (h.site.frame == frame)
            return hookVerdictKeys(h.verdicts);
    return {u"(no hook)"_s};
}

} // namespace

class TestTriggerVerdicts : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<fixture::Loaded> m_loaded;
    const TriggerIndex& index() const { return *m_loaded->index; }

private slots:
    void initTestCase() {
        m_loaded = fixture::load(records());
        QVERIFY(m_loaded);
    }

    void verdicts_data() {
        QTest::addColumn<quint32>("record");
        QTest::addColumn<int>("frame");
        QTest::addColumn<QStringList>("expected");
        const QStringList none;
        QTest::newRow("tweaked, fires") << Forward << 1 << none;
        QTest::newRow("no table has it")
            << Forward << 2 << QStringList{u"no table has this sound"_s};
        QTest::newRow("backward, forward-only")
            << Forward << 3
            << QStringList{u"never fires: no motion plays this animation backwards"_s};
        QTest::newRow("probability 0")
            << Forward << 4 << QStringList{u"never plays: probability <= 0"_s};
        QTest::newRow("missing wave") << Forward << 5 << QStringList{u"missing wave"_s};
        QTest::newRow("last frame forward")
            << Forward << 9 << QStringList{u"never fires: last frame of a forward play"_s};
        QTest::newRow("first frame backward")
            << Backward << 0 << QStringList{u"never fires: first frame of a backward play"_s};
        QTest::newRow("forward, backward-only")
            << Backward << 4
            << QStringList{u"never fires: no motion plays this animation forwards"_s};
        QTest::newRow("last frame fires backward") << Backward << 9 << none;
        QTest::newRow("low of a range") << Ranged << 2 << none;
        QTest::newRow("high of a range")
            << Ranged << 5 << QStringList{u"never fires: last frame of a forward play"_s};
        QTest::newRow("outside the range")
            << Ranged << 8 << QStringList{u"never fires: outside the frames every motion plays"_s};
        QTest::newRow("not played")
            << Unplayed << 0 << QStringList{u"not played by any default motion or script"_s};
    }
    void verdicts() {
        QFETCH(quint32, record);
        QFETCH(int, frame);
        QFETCH(QStringList, expected);
        QCOMPARE(verdictsAt(index(), record, frame), expected);
    }

    void gateCountsFollowTheFpuModel() {
        const auto single = index().hooksOfWave(Wave);
        const auto tweaked = std::ranges::find_if(single, [](const TriggerHook& h) {
            return h.site.record == Forward && h.site.frame == 1;
        });
        QVERIFY(tweaked != single.end());
        QCOMPARE(tweaked->gateCount, 32767); // p = 1.0 fails for k = 32767 in single precision
        auto wide = fixture::load(records(), FpuModel::Double);
        QVERIFY(wide);
        for (const TriggerHook& h : wide->index->hooksOfWave(Wave))
            if (h.site.record == Forward && h.site.frame == 1)
                QCOMPARE(h.gateCount, 32768);
    }

    void malformedRecordIsAProblemNotAFailure() {
        const auto& problems = index().problems();
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0].id, Broken);
        QCOMPARE(problems[0].error.file, m_loaded->dat->path());
        QVERIFY(problems[0].error.offset > 0);
        QVERIFY(!index().animation(Broken));
        QVERIFY(index().animation(Forward));
    }

    void callPesChainsAreFollowedOnce() {
        QCOMPARE(index().scriptsCalledBy(Forward), (std::vector<quint32>{S1, S2}));
        QCOMPARE(index().scriptsCalledBy(S1), (std::vector<quint32>{S1, S2}));
        QCOMPARE(index().scriptsCalledBy(S4), std::vector<quint32>{S4});
        QVERIFY(index().scriptsCalledBy(S3).empty());
        // S2's Sound hook is reached from the Forward animation's CallPES: its motions and
        // setups are the animation's.
        const auto hooks = index().hooksOfWave(Wave);
        const auto s2 =
            std::ranges::find_if(hooks, [](const TriggerHook& h) { return h.site.record == S2; });
        QVERIFY(s2 != hooks.end());
        QCOMPARE(s2->site.time, 0.25);
        QCOMPARE(s2->setups, std::vector<quint32>{Setup});
        QCOMPARE(s2->motions.size(), std::size_t(1));
        QCOMPARE(s2->motions[0].command, MotionCommand::Ready);
        QCOMPARE(s2->verdicts, 0u);
    }

    void chainNotes() {
        const auto& notes = index().chainNotes();
        QCOMPARE(notes.size(), std::size_t(3));
        QCOMPARE(notes[0].kind, ChainNote::Kind::Cycle);
        QCOMPARE(notes[0].chain, (std::vector<quint32>{S1, S2, S1}));
        QCOMPARE(notes[1].kind, ChainNote::Kind::MissingScript);
        QCOMPARE(notes[1].chain, (std::vector<quint32>{S3, Missing}));
        QCOMPARE(notes[2].kind, ChainNote::Kind::Cycle);
        QCOMPARE(notes[2].chain, (std::vector<quint32>{S4, S4}));
    }
};

QTEST_GUILESS_MAIN(TestTriggerVerdicts)
#include "tst_triggerverdicts.moc"
