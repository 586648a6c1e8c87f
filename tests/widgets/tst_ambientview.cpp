// The ambient view: STBs and their sounds listed, a deterministic timeline for a seed, and a
// live "Play ambience" that plays the simulation's heard events.
#include "core/audio/openalengine.h"
#include "core/records/soundtypes.h"
#include "demofixture.h"
#include "widgets/audition/ambientview.h"
#include "widgets/audition/auditioner.h"

#include "widgets/session/backgroundtask.h"

#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

class TestAmbientView final : public QObject {
    Q_OBJECT

    DemoFixture m_demo;

private slots:
    void initTestCase() { QVERIFY(m_demo.open()); }

    void listsStbsAndSounds() {
        AmbientView view(nullptr);
        view.setCatalog(&*m_demo.catalog);
        QTreeWidget* tree = view.tree();
        QCOMPARE(tree->topLevelItemCount(), 1); // the demo's one region
        const auto& region = m_demo.catalog->regions().at(DemoDat::Region);
        QTreeWidgetItem* regionItem = tree->topLevelItem(0);
        QCOMPARE(regionItem->childCount(), static_cast<int>(region.ambient->size()));
        const QTreeWidgetItem* stb0 = regionItem->child(0);
        QVERIFY(stb0->text(0).contains(u"scene type"_s));
        const auto& sounds = (*region.ambient)[0].sounds;
        QCOMPARE(stb0->childCount(), static_cast<int>(sounds.size()));
        for (int i = 0; i < stb0->childCount(); ++i) {
            QCOMPARE(stb0->child(i)->text(0),
                     soundTypeName(sounds[static_cast<std::size_t>(i)].soundType));
            QCOMPARE(stb0->child(i)->text(5).contains(u"continuous"_s),
                     sounds[static_cast<std::size_t>(i)].baseChance == 0.0f);
        }
    }

    void timelineIsDeterministic() {
        AmbientView view(nullptr);
        view.resize(900, 600);
        view.setCatalog(&*m_demo.catalog);
        QVERIFY(view.selectStb(DemoDat::Region, 0));
        const AmbientSchedule* a = view.simulate(42, 300.0);
        QVERIFY(a);
        const auto first = a->events;
        const int heard = view.heardMarkerCount();
        const int silent = view.silentMarkerCount();
        const int bars = view.continuousBarCount();
        QVERIFY(heard + silent > 0);
        QVERIFY(bars > 0); // the demo's first STB has a continuous sound
        const QImage image1 = view.grab().toImage();

        view.simulate(7, 300.0);
        view.simulate(42, 300.0);
        const auto& second = view.schedule()->events;
        QCOMPARE(second.size(), first.size());
        for (std::size_t i = 0; i < first.size(); ++i) {
            QCOMPARE(second[i].timeSeconds, first[i].timeSeconds);
            QCOMPARE(second[i].soundIndex, first[i].soundIndex);
            QCOMPARE(second[i].result, first[i].result);
            QCOMPARE(second[i].variantIndex, first[i].variantIndex);
        }
        QCOMPARE(view.heardMarkerCount(), heard);
        QCOMPARE(view.silentMarkerCount(), silent);
        QCOMPARE(view.continuousBarCount(), bars);
        QCOMPARE(view.grab().toImage(), image1);

        // The timeline counts agree with the schedule computed without the widget.
        const auto& region = m_demo.catalog->regions().at(DemoDat::Region);
        const AmbientStbDesc& stb = (*region.ambient)[0];
        AmbientConfig config;
        config.seed = 42;
        config.seconds = 300.0;
        const SoundCatalog& catalog = *m_demo.catalog;
        config.waveExists = [&](quint32 id) { return catalog.hasWave(id); };
        const auto direct = AmbientSchedule::simulate(stb, *catalog.table(stb.soundTable), config);
        int directHeard = 0;
        for (const auto& e : direct.events)
            directHeard += e.played() && !e.continuous ? 1 : 0;
        QCOMPARE(heard, directHeard);
    }

    void backgroundSimulationArrivesAndCancels() {
        AmbientView view(nullptr);
        view.resize(900, 600);
        view.setCatalog(&*m_demo.catalog);
        QSignalSpy simulated(&view, &AmbientView::simulated);
        QVERIFY(view.selectStb(DemoDat::Region, 0)); // simulates in the background
        QVERIFY(simulated.wait());
        QVERIFY(view.schedule());

        view.simulateInBackground(42, 300.0);
        QVERIFY(view.simulationTask()->isRunning() || simulated.size() == 2);
        QTRY_COMPARE(simulated.size(), 2);
        const auto background = view.schedule()->events;
        const int heard = view.heardMarkerCount();
        const AmbientSchedule* direct = view.simulate(42, 300.0);
        QCOMPARE(direct->events.size(), background.size());
        for (std::size_t i = 0; i < background.size(); ++i) {
            QCOMPARE(background[i].timeSeconds, direct->events[i].timeSeconds);
            QCOMPARE(background[i].result, direct->events[i].result);
            QCOMPARE(background[i].wave, direct->events[i].wave);
        }
        QCOMPARE(view.heardMarkerCount(), heard);

        // Cancelled: the timeline stays as it was.
        const std::size_t shown = view.schedule()->events.size();
        simulated.clear();
        view.simulateInBackground(7, 3600.0);
        view.simulationTask()->cancel();
        QTest::qWait(100);
        QCOMPARE(simulated.size(), 0);
        QCOMPARE(view.schedule()->events.size(), shown);

        // A new catalog while simulating: dropped.
        view.simulateInBackground(8, 3600.0);
        view.setCatalog(nullptr);
        QVERIFY(!view.simulationTask()->isRunning());
        QTest::qWait(100);
        QCOMPARE(simulated.size(), 0);
        QVERIFY(!view.schedule());
    }

    void playAmbienceWalksTheEvents() {
        OpenAlEngine::Options o;
        o.output = OpenAlEngine::Output::Loopback;
        OpenAlEngine engine(o);
        Auditioner auditioner(engine);
        auditioner.setDat(m_demo.dat.get());
        AmbientView view(&auditioner);
        view.setCatalog(&*m_demo.catalog);
        QVERIFY(view.selectStb(DemoDat::Region, 0));
        view.simulate(42, 2.0);
        int dueAtZero = 0;
        for (const auto& e : view.schedule()->events)
            dueAtZero += e.timeSeconds == 0.0 && e.played() ? 1 : 0;
        QVERIFY(dueAtZero > 0);
        view.playAmbience();
        QVERIFY(view.isPlayingAmbience());
        QCOMPARE(view.ambienceEventsPlayed(), dueAtZero);
        if (engine.hasOutput())
            QVERIFY(engine.playingCount() > 0);
        view.stopAmbience();
        QVERIFY(!view.isPlayingAmbience());
    }
};

QTEST_MAIN(TestAmbientView)
#include "tst_ambientview.moc"
