// The trigger index on the demo dat: the exact hooks, motions and setups per sound type and
// wave, the script chains, the routes.
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "core/records/motioncommand.h"
#include "core/records/soundtypes.h"
#include "core/triggers/serverroutes.h"
#include "core/triggers/soundroutes.h"
#include "core/triggers/triggerindex.h"
#include "triggerfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

quint32 sound(const char16_t* name) {
    return parseSoundType(QStringView(name)).value();
}

constexpr quint32 HeavySwoosh = 0x0A000011, Chime = 0x0A000020, Fanfare = 0x0A000061;

/// (record, frame, direction) of each hook, for exact comparisons.
struct Where {
    quint32 record;
    int frame;
    HookDirection direction;
    friend bool operator==(const Where&, const Where&) = default;
};

std::vector<Where> where(const std::vector<TriggerHook>& hooks) {
    std::vector<Where> out;
    for (const TriggerHook& h : hooks)
        out.push_back({h.site.record, h.site.frame, h.site.hook.direction});
    return out;
}

} // namespace

class TestTriggerIndex : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<fixture::Loaded> m_demo; ///< the demo dat with its catalog and index

private slots:
    void initTestCase() {
        m_demo = fixture::loadDemo();
        QVERIFY(m_demo);
    }

    void loadsEverythingCleanly() {
        QVERIFY(m_demo->index->problems().empty());
        QVERIFY(m_demo->index->chainNotes().empty());
        QVERIFY(m_demo->index->animation(DemoDat::WalkAnimation));
        QCOMPARE(m_demo->index->animation(DemoDat::WalkAnimation)->frameCount, 20);
        QVERIFY(m_demo->index->motionTable(DemoDat::HumanoidMotions));
        const auto* humanoid = m_demo->index->setup(DemoDat::HumanoidSetup);
        QVERIFY(humanoid);
        QCOMPARE(humanoid->motionTable, DemoDat::HumanoidMotions);
        QCOMPARE(humanoid->soundTable, DemoDat::HumanoidTable);
        QCOMPARE(m_demo->index->soundTypesOf(DemoDat::HumanoidTable),
                 (std::set<quint32>{sound(u"Swoosh2"), sound(u"Footstep1"), sound(u"Fizzle")}));
    }

    void footstepHooksAndVerdicts() {
        const auto hooks = m_demo->index->hooksOfSoundType(sound(u"Footstep1"));
        const std::vector<Where> expected{
            {DemoDat::WalkAnimation, 4, HookDirection::Both},
            {DemoDat::WalkAnimation, 9, HookDirection::Backward},
            {DemoDat::WalkAnimation, 14, HookDirection::Forward},
            {DemoDat::WalkAnimation, 19, HookDirection::Forward},
            {DemoDat::RunAnimation, 3, HookDirection::Both},
            {DemoDat::RunAnimation, 11, HookDirection::Both},
        };
        QVERIFY(where(hooks) == expected);
        for (const TriggerHook& h : hooks) {
            QCOMPARE(h.setups, std::vector<quint32>{DemoDat::HumanoidSetup});
            QCOMPARE(h.gateCount, -1);
        }
        // Frame 19 is the walk's high_frame: a forward play never fires it.
        QCOMPARE(hookVerdictKeys(hooks[3].verdicts),
                 QStringList{u"never fires: last frame of a forward play"_s});
        // Frame 9 fires backwards: the client walks backwards by playing WalkForward at −0.65.
        QCOMPARE(hooks[1].verdicts, 0u);
        QCOMPARE(hooks[0].verdicts, 0u);
        QCOMPARE(hooks[4].verdicts, 0u);

        const auto& walk = hooks[0].motions;
        QCOMPARE(walk.size(), std::size_t(2));
        QCOMPARE(walk[0].command, MotionCommand::WalkForward);
        QCOMPARE(walk[0].style, MotionCommand::NonCombat);
        QCOMPARE(walk[0].part, MotionPlay::Part::Cycle);
        QCOMPARE(walk[0].anim.framerate, 30.0f);
        QCOMPARE(walk[1].command, MotionCommand::WalkBackwards);
        QCOMPARE(walk[1].part, MotionPlay::Part::Derived);
        QCOMPARE(walk[1].from, MotionCommand::WalkForward);
        QCOMPARE(walk[1].anim.framerate, 30.0f * -0.65f);
        QCOMPARE(hooks[4].motions.size(), std::size_t(1));
        QCOMPARE(hooks[4].motions[0].command, MotionCommand::RunForward);
        QCOMPARE(hooks[4].motions[0].anim.framerate, 40.0f);
    }

    void soundTypeOfOneTable() {
        // "Footstep1 of table T" is the hooks reached through setups whose default table is T.
        QCOMPARE(
            m_demo->index->hooksOfSoundType(sound(u"Footstep1"), DemoDat::HumanoidTable).size(),
            std::size_t(6));
        QVERIFY(m_demo->index->hooksOfSoundType(sound(u"Footstep1"), DemoDat::HumanTable).empty());
        QVERIFY(m_demo->index->hooksOfSoundType(sound(u"Death1")).empty());
    }

    void swooshOnTheAttackLink() {
        const auto hooks = m_demo->index->hooksOfSoundType(sound(u"Swoosh2"));
        QVERIFY(where(hooks) ==
                (std::vector<Where>{{DemoDat::AttackAnimation, 8, HookDirection::Forward}}));
        QCOMPARE(hooks[0].verdicts, 0u);
        QCOMPARE(hooks[0].motions.size(), std::size_t(1));
        const MotionPlay& link = hooks[0].motions[0];
        QCOMPARE(link.part, MotionPlay::Part::Link);
        QCOMPARE(link.command, MotionCommand::parse(u"AttackHigh1").value());
        QCOMPARE(link.from, MotionCommand::Ready);
        QCOMPARE(link.motionTable, DemoDat::HumanoidMotions);
    }

    void fizzleInAScript() {
        const auto hooks = m_demo->index->hooksOfSoundType(sound(u"Fizzle"));
        QCOMPARE(hooks.size(), std::size_t(1));
        QVERIFY(hooks[0].site.inScript());
        QCOMPARE(hooks[0].site.record, DemoDat::SparkScript);
        QCOMPARE(hooks[0].site.time, 0.25);
        // Reached through the humanoid's script table, not through a motion.
        QCOMPARE(hooks[0].setups, std::vector<quint32>{DemoDat::HumanoidSetup});
        QVERIFY(hooks[0].motions.empty());
        QCOMPARE(hooks[0].verdicts, 0u);
    }

    void wavesNamedByHooks() {
        const auto tweaked = m_demo->index->hooksOfWave(HeavySwoosh);
        QCOMPARE(tweaked.size(), std::size_t(1));
        QCOMPARE(tweaked[0].site.record, DemoDat::AttackAnimation);
        QCOMPARE(tweaked[0].site.frame, 12);
        const auto* body = tweaked[0].site.hook.as<SoundTweakedHook>();
        QVERIFY(body);
        QCOMPARE(body->probability, 0.5f);
        QCOMPARE(body->volume, 0.8f);
        QCOMPARE(tweaked[0].gateCount, 16384);
        QCOMPARE(tweaked[0].verdicts, 0u);

        const auto fanfare = m_demo->index->hooksOfWave(Fanfare);
        QCOMPARE(fanfare.size(), std::size_t(1));
        QCOMPARE(fanfare[0].site.hook.hookType(), HookType::Sound);
        QCOMPARE(fanfare[0].site.record, DemoDat::CheerAnimation);
        QCOMPARE(fanfare[0].site.frame, 5);

        // The chime is in ChimeScript, the humanoid's default script, which the Cheer
        // animation's DefaultScript hook plays and SparkScript calls through CallPES.
        const auto chime = m_demo->index->hooksOfWave(Chime);
        QCOMPARE(chime.size(), std::size_t(1));
        QCOMPARE(chime[0].site.record, DemoDat::ChimeScript);
        QCOMPARE(chime[0].site.time, 0.0);
        QCOMPARE(chime[0].setups, std::vector<quint32>{DemoDat::HumanoidSetup});
        QCOMPARE(chime[0].motions.size(), std::size_t(1));
        QCOMPARE(chime[0].motions[0].command, MotionCommand::parse(u"Cheer").value());
        QVERIFY(m_demo->index->hooksOfWave(0x0A00BEEF).empty());
    }

    void scriptChains() {
        QCOMPARE(m_demo->index->scriptsCalledBy(DemoDat::SparkScript),
                 std::vector<quint32>{DemoDat::ChimeScript});
        QVERIFY(m_demo->index->scriptsCalledBy(DemoDat::ChimeScript).empty());
        QCOMPARE(m_demo->index->scriptsOfSetup(DemoDat::HumanoidSetup),
                 (std::vector<quint32>{DemoDat::SparkScript, DemoDat::ChimeScript}));
        QVERIFY(m_demo->index->scriptsOfSetup(DemoDat::HumanSetup).empty());
    }

    void animationAndMotionTableQueries() {
        const auto walk = m_demo->index->soundHooksOf(DemoDat::WalkAnimation);
        QCOMPARE(walk.size(), std::size_t(4));
        QVERIFY(m_demo->index->soundHooksOf(DemoDat::ReadyAnimation).empty());
        const auto plays = m_demo->index->playsIn(DemoDat::HumanoidMotions);
        // Ready, WalkForward (+ derived WalkBackwards), RunForward, two links.
        QCOMPARE(plays.size(), std::size_t(6));
        QVERIFY(m_demo->index->playsIn(0x0900FFFF).empty());
    }

    void routes() {
        const auto footstep = SoundRoutes::of(*m_demo->index, m_demo->catalog, sound(u"Footstep1"),
                                              DemoDat::HumanoidTable);
        QCOMPARE(footstep.size(), std::size_t(1));
        QCOMPARE(footstep[0].kind, SoundRoute::Kind::Hook);
        QCOMPARE(footstep[0].count, 6);
        QCOMPARE(footstep[0].volumeSource, u"record"_s);

        const auto hit = SoundRoutes::of(*m_demo->index, m_demo->catalog, sound(u"HitFlesh1"));
        QCOMPARE(hit.size(), std::size_t(1));
        QCOMPARE(hit[0].kind, SoundRoute::Kind::Server);
        QCOMPARE(hit[0].volume, std::optional<float>(0.5f));
        QCOMPARE(hit[0].volumeSource, u"message"_s);
        const auto wield = SoundRoutes::of(*m_demo->index, m_demo->catalog, sound(u"WieldObject"));
        QCOMPARE(wield.size(), std::size_t(1));
        QCOMPARE(wield[0].volume, std::nullopt);

        const auto ambient = SoundRoutes::of(*m_demo->index, m_demo->catalog, sound(u"Ambient1"),
                                             DemoDat::GrasslandAmbience);
        QCOMPARE(ambient.size(), std::size_t(1));
        QCOMPARE(ambient[0].kind, SoundRoute::Kind::Ambient);
        QCOMPARE(ambient[0].record, DemoDat::Region);
        QCOMPARE(ambient[0].stbIndex, 0);
        QCOMPARE(ambient[0].volume, std::optional<float>(0.5f));
        // Every region's Ambient1, without a table filter.
        QCOMPARE(SoundRoutes::of(*m_demo->index, m_demo->catalog, sound(u"Ambient1")).size(),
                 std::size_t(3));

        const auto bell = SoundRoutes::of(*m_demo->index, m_demo->catalog, sound(u"UI_Bell"));
        QCOMPARE(bell.size(), std::size_t(1));
        QCOMPARE(bell[0].kind, SoundRoute::Kind::Interface);
        QVERIFY(bell[0].what.contains(u"not known from the dat"_s));
    }

    void serverRouteTable() {
        const auto all = ServerRoutes::all();
        QCOMPARE(all.size(), std::size_t(20));
        QVERIFY(std::ranges::is_sorted(all, {}, &ServerRoute::soundType));
        for (const char16_t* name :
             {u"HitFlesh1", u"Wound1", u"WieldObject", u"UnwieldObject", u"PickUpItem", u"DropItem",
              u"Collision", u"OpenFailDueToLock", u"LifestoneOn", u"TriggerActivated",
              u"ResistSpell", u"SpellExpire", u"ItemManaDepleted"})
            QVERIFY2(ServerRoutes::of(sound(name)).size() == 1,
                     QString::fromUtf16(name).toUtf8().constData());
        QVERIFY(ServerRoutes::of(sound(u"Footstep1")).empty());
    }
};

QTEST_GUILESS_MAIN(TestTriggerIndex)
#include "tst_triggerindex.moc"
