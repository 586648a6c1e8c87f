// Motion audition on the demo humanoid (Setup 0x02000003), offscreen with an OpenAL loopback
// engine: Play fires exactly the events MotionSimulation predicts for the seed, in order and
// never before their time, each Played one through the engine from the setup's listener
// source; the list shows each firing with what it chose; the frame strip marks the hooks that
// never fire; Stop stops the clock and the sounds; the same seed gives the same list. The
// panel plays from the session's trigger index: a hook edit (and its undo) changes what it
// plays and lists without reopening, and a play survives the index being replaced under it.
#include "core/audio/openalengine.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/records/motioncommand.h"
#include "core/records/soundtypes.h"
#include "core/triggers/triggerindex.h"
#include "demofixture.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/framestrip.h"
#include "widgets/audition/listenerview.h"
#include "widgets/audition/motionpanel.h"
#include "widgets/audition/motionplayer.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/sessiontriggerindex.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Humanoid = 0x02000003;
const quint32 AttackHigh1 = MotionCommand::parse(u"AttackHigh1").value_or(0);
// The attack's SoundTweaked hook (probability 0.5 in the demo).
const FieldRef AttackGate{Field::HookProbability, DemoDat::AttackAnimation, 12, 0};

OpenAlEngine::Options loopback() {
    OpenAlEngine::Options o;
    o.output = OpenAlEngine::Output::Loopback;
    return o;
}

// The rows of the firing list, one string per row.
QStringList rowsOf(const QTreeWidget* list) {
    QStringList rows;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        QStringList cells;
        for (int c = 0; c < list->columnCount(); ++c)
            cells << list->topLevelItem(i)->text(c);
        rows << cells.join(u" | "_s);
    }
    return rows;
}

} // namespace

class TestMotionPanel final : public QObject {
    Q_OBJECT

    DemoFixture m_demo;
    std::optional<TriggerIndex> m_index;
    DocumentSession m_session;
    std::unique_ptr<OpenAlEngine> m_engine;
    std::unique_ptr<Auditioner> m_auditioner;
    std::unique_ptr<ListenerView> m_listener;
    std::unique_ptr<MotionPanel> m_panel;

    // What the simulation predicts, computed here on an index of our own.
    MotionSimulation predict(quint32 command, double seconds, quint32 seed,
                             FpuModel model = FpuModel::Single) const {
        MotionRequest r;
        r.setup = Humanoid;
        r.command = command;
        r.style = MotionCommand::NonCombat;
        r.seconds = seconds;
        r.seed = seed;
        r.model = model;
        auto sim = MotionSimulation::run(*m_index, *m_demo.catalog, r);
        return sim ? std::move(*sim) : MotionSimulation{};
    }

    // Plays to the end (or fails the test after 20 s of waiting).
    bool playThrough(quint32 command, double seconds, quint32 seed) {
        if (!m_panel->selectMotion(Humanoid, command, MotionCommand::NonCombat))
            return false;
        m_panel->setSeed(seed);
        m_panel->setSeconds(seconds);
        QTest::mouseClick(m_panel->playButton(), Qt::LeftButton);
        if (!m_panel->player()->isPlaying())
            return false;
        return QTest::qWaitFor([this] { return !m_panel->player()->isPlaying(); }, 20000);
    }

    // Runs the event loop until the session's index is the one of the document as edited.
    bool waitForCurrentIndex() {
        return QTest::qWaitFor([this] { return m_session.triggers()->isCurrent(); }, 20000);
    }

    // The labels of the frame-strip marks seen while the player runs until it ends.
    QStringList marksSeenUntilTheEnd() {
        QStringList labels;
        const QMetaObject::Connection seen =
            connect(m_panel->player(), &MotionPlayer::moved, this, [&] {
                for (const FrameStrip::Mark& m : m_panel->frameStrip()->marks())
                    if (!labels.contains(m.label))
                        labels << m.label;
            });
        const bool ended =
            QTest::qWaitFor([this] { return !m_panel->player()->isPlaying(); }, 20000);
        disconnect(seen); // it refers to this function's locals
        if (!ended)
            labels.clear();
        return labels;
    }

private slots:
    void initTestCase() {
        QSettings().remove(u"motion/hiddenFiringColumns"_s); // the default columns
        QVERIFY(m_demo.open());
        auto index = TriggerIndex::build(*m_demo.dat, *m_demo.catalog);
        QVERIFY(index.has_value());
        m_index = std::move(*index);
        QVERIFY(m_session.open(m_demo.path).has_value());
        m_engine = std::make_unique<OpenAlEngine>(loopback());
        QVERIFY(m_engine->hasOutput());
        m_auditioner = std::make_unique<Auditioner>(*m_engine);
        m_auditioner->setDat(&m_session.document()->dat());
        m_listener = std::make_unique<ListenerView>(m_engine.get());
        m_panel = std::make_unique<MotionPanel>(&m_session, *m_auditioner, m_listener.get());
        QVERIFY(!m_panel->isIndexReady());
        QVERIFY(!m_panel->playButton()->isEnabled());
        m_panel->resize(900, 500);
        m_panel->show(); // the session builds the index on a worker
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->isIndexReady(), 20000);
    }

    void listsSetupsWithMotionTablesAndTheirMotions() {
        QComboBox* setups = m_panel->setupBox();
        QCOMPARE(setups->count(), 1); // the demo's other setups have no motion table
        QCOMPARE(setups->itemData(0).toUInt(), Humanoid);
        QVERIFY(setups->itemText(0).contains(u"0x09000001"_s));
        QCOMPARE(m_panel->styleBox()->currentText(), u"NonCombat"_s);
        QStringList motions;
        for (int i = 0; i < m_panel->motionBox()->count(); ++i)
            motions << m_panel->motionBox()->itemText(i);
        for (const QString& name : {u"Ready"_s, u"WalkForward"_s, u"RunForward"_s,
                                    u"WalkBackwards"_s, u"AttackHigh1"_s, u"Cheer"_s})
            QVERIFY2(motions.contains(name), qPrintable(motions.join(u", "_s)));
        QCOMPARE(m_panel->motionBox()->currentText(), u"WalkForward"_s);
        QVERIFY(m_panel->playButton()->isEnabled());
        QVERIFY(!m_panel->stopButton()->isEnabled());
        QVERIFY(!m_panel->selectMotion(0x02000001, MotionCommand::Ready));
    }

    // The list sits in a low, narrow dock: by default it shows when, what sound, what the
    // pick chose and what became of it; the header's menu shows the frame and the hook type
    // (remembered), and never hides the last column.
    void firingListShowsWhatMattersByDefault() {
        QTreeWidget* list = m_panel->firingList();
        QHeaderView* header = list->header();
        QCOMPARE(list->headerItem()->text(1), u"Frame / time"_s);
        QStringList shown;
        for (int c = 0; c < header->count(); ++c)
            if (!header->isSectionHidden(c))
                shown << list->headerItem()->text(c);
        QCOMPARE(shown, (QStringList{u"Time"_s, u"Sound"_s, u"Chose"_s, u"Result"_s}));
        QCOMPARE(header->contextMenuPolicy(), Qt::ActionsContextMenu);
        QCOMPARE(header->actions().size(), 6);
        QAction* frame = header->findChild<QAction*>(u"firingColumn-frame"_s);
        QVERIFY(frame);
        QVERIFY(!frame->isChecked());
        frame->trigger();
        QVERIFY(!header->isSectionHidden(1));
        QCOMPARE(QSettings().value(u"motion/hiddenFiringColumns"_s).toStringList(),
                 QStringList{u"hook"_s});
        frame->trigger();
        QVERIFY(header->isSectionHidden(1));
        // Hiding every column leaves the last one shown.
        const QStringList keys{u"time"_s, u"sound"_s, u"chose"_s, u"result"_s};
        for (const QString& key : keys)
            header->findChild<QAction*>(u"firingColumn-"_s + key)->setChecked(false);
        QCOMPARE(header->count() - header->hiddenSectionCount(), 1);
        QVERIFY(header->findChild<QAction*>(u"firingColumn-result"_s)->isChecked());
        QVERIFY(!header->isSectionHidden(5));
        for (const QString& key : keys)
            header->findChild<QAction*>(u"firingColumn-"_s + key)->setChecked(true);
        QCOMPARE(header->count() - header->hiddenSectionCount(), 4);
        QCOMPARE(QSettings().value(u"motion/hiddenFiringColumns"_s).toStringList(),
                 (QStringList{u"frame"_s, u"hook"_s}));
    }

    void playFiresThePredictedEventsInOrder() {
        const MotionSimulation expected = predict(MotionCommand::WalkForward, 2.0, 1);
        QCOMPARE(expected.events.size(), std::size_t(6));
        QVERIFY(m_panel->selectMotion(Humanoid, MotionCommand::WalkForward));
        m_panel->setSeed(1);
        m_panel->setSeconds(2.0);
        QSignalSpy fired(m_panel->player(), &MotionPlayer::fired);
        // When each firing came, measured from the click: never before its time.
        QElapsedTimer clock;
        std::vector<double> firedAt;
        const QMetaObject::Connection stamp =
            connect(m_panel->player(), &MotionPlayer::fired, this,
                    [&] { firedAt.push_back(double(clock.nsecsElapsed()) / 1e9); });
        const int voicesBefore = static_cast<int>(m_listener->voices().results.size());
        clock.start();
        QTest::mouseClick(m_panel->playButton(), Qt::LeftButton);
        QVERIFY(m_panel->player()->isPlaying());
        QVERIFY(m_panel->stopButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!m_panel->player()->isPlaying(), 20000);
        disconnect(stamp); // it refers to this function's locals

        QCOMPARE(fired.size(), 6);
        for (int i = 0; i < fired.size(); ++i) {
            QCOMPARE(fired[i][0].value<std::size_t>(), std::size_t(i));
            QVERIFY(firedAt[std::size_t(i)] >= expected.events[std::size_t(i)].time);
        }
        // The list: one row per firing, what it chose.
        const QTreeWidget* list = m_panel->firingList();
        QCOMPARE(list->topLevelItemCount(), 6);
        for (int i = 0; i < 6; ++i) {
            const MotionSoundEvent& e = expected.events[std::size_t(i)];
            const QTreeWidgetItem* row = list->topLevelItem(i);
            QCOMPARE(row->text(0), QLocale().toString(e.time, 'f', 3));
            QCOMPARE(row->text(1), u"0x03000002 : %1"_s.arg(e.frame));
            QCOMPARE(row->text(2), u"SoundTable"_s);
            QCOMPARE(row->text(3), u"Footstep1"_s);
            QCOMPARE(row->text(4), u"#%1 · wave 0x0A000001"_s.arg(e.variant));
            QVERIFY(row->text(5).startsWith(u"played"_s));
            // Every cell's tooltip names the whole row, hidden columns too.
            for (int c = 0; c < list->columnCount(); ++c) {
                const QString field = list->headerItem()->text(c) + u": "_s + row->text(c);
                QVERIFY2(row->toolTip(0).contains(field), qPrintable(row->toolTip(0)));
                QCOMPARE(row->toolTip(c), row->toolTip(0));
            }
        }
        // Each played firing went through the engine from the setup's listener source.
        QCOMPARE(m_panel->startedSounds().size(), std::size_t(6));
        for (const SoundHandle h : m_panel->startedSounds())
            QVERIFY(h != 0);
        const ListenerView::Source* source = m_listener->source(m_panel->listenerSource());
        QVERIFY(source);
        QCOMPARE(source->label, u"Setup 0x02000003 (motion)"_s);
        QCOMPARE(static_cast<int>(m_listener->voices().results.size()) - voicesBefore, 6);
        const std::vector<float> heard = m_engine->render(2205);
        QVERIFY(std::ranges::any_of(heard, [](float s) { return std::abs(s) > 1e-3f; }));
        QVERIFY(m_panel->summary()->text().contains(u"6 of 6"_s));

        // The strip shows the walk's hooks: frame 9 (Backward) and 19 (the last frame) never
        // fire in a forward play.
        const FrameStrip* strip = m_panel->frameStrip();
        QCOMPARE(strip->animation(), 0x03000002u);
        QCOMPARE(strip->marks().size(), std::size_t(4));
        for (const FrameStrip::Mark& m : strip->marks()) {
            QCOMPARE(m.fires, m.frame == 4 || m.frame == 14);
            QCOMPARE(m.label, u"Footstep1"_s);
        }
        QCOMPARE(strip->marks()[3].whyNot, u"never fires: last frame of a forward play"_s);
        QCOMPARE(strip->marks()[1].whyNot,
                 u"never fires: a Backward hook, and this play runs forward"_s);
        QVERIFY(strip->playhead() >= 0.0);
        m_engine->stopAll();
    }

    void stopStopsTheClockAndTheSounds() {
        QVERIFY(m_panel->selectMotion(Humanoid, MotionCommand::RunForward));
        m_panel->setSeed(3);
        m_panel->setSeconds(60.0);
        QTest::mouseClick(m_panel->playButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->player()->firedCount() >= 2, 20000);
        QVERIFY(m_engine->playingCount() > 0); // the loopback engine holds them until rendered
        QTest::mouseClick(m_panel->stopButton(), Qt::LeftButton);
        QVERIFY(!m_panel->player()->isPlaying());
        QVERIFY(!m_panel->stopButton()->isEnabled());
        QCOMPARE(m_engine->playingCount(), 0);
        const std::size_t fired = m_panel->player()->firedCount();
        const int rows = m_panel->firingList()->topLevelItemCount();
        QCOMPARE(rows, static_cast<int>(fired));
        QVERIFY(fired < m_panel->player()->simulation().events.size());
        QTest::qWait(400); // RunForward fires every 0.2 s: nothing may come after Stop
        QCOMPARE(m_panel->player()->firedCount(), fired);
        QCOMPARE(m_panel->firingList()->topLevelItemCount(), rows);
    }

    void sameSeedSameList() {
        QVERIFY(playThrough(AttackHigh1, 1.0, 5));
        const QStringList first = rowsOf(m_panel->firingList());
        QVERIFY(playThrough(AttackHigh1, 1.0, 5));
        QCOMPARE(rowsOf(m_panel->firingList()), first);
        // Both firings of the attack as predicted: Swoosh2, then the SoundTweaked hook.
        const MotionSimulation expected = predict(AttackHigh1, 1.0, 5);
        QCOMPARE(first.size(), static_cast<qsizetype>(expected.events.size()));
        QCOMPARE(first.size(), 2);
        QVERIFY(first[0].contains(u"Swoosh2"_s));
        QVERIFY(first[1].contains(u"SoundTweaked"_s));
        QVERIFY(first[1].contains(MotionPanel::outcomeText(expected.events[1].outcome)));
        // A seed whose gate roll comes out the other way lists the other result.
        quint32 other = 6;
        while (other < 60 &&
               predict(AttackHigh1, 1.0, other).events[1].outcome == expected.events[1].outcome)
            ++other;
        QVERIFY(other < 60);
        QVERIFY(playThrough(AttackHigh1, 1.0, other));
        const QStringList second = rowsOf(m_panel->firingList());
        QCOMPARE(second[0], first[0]);
        QVERIFY(second[1] != first[1]);
        // The session's FPU model is the one played.
        m_session.setFpuModel(FpuModel::Double);
        QVERIFY(playThrough(MotionCommand::WalkForward, 1.0, 9));
        const MotionSimulation doubled =
            predict(MotionCommand::WalkForward, 1.0, 9, FpuModel::Double);
        QCOMPARE(m_panel->player()->simulation().events.size(), doubled.events.size());
        for (std::size_t i = 0; i < doubled.events.size(); ++i)
            QCOMPARE(m_panel->player()->simulation().events[i].variant, doubled.events[i].variant);
        m_session.setFpuModel(FpuModel::Single);
        m_engine->stopAll();
    }

    void silentFiringsSaySoAndPlayNothing() {
        // Find a seed whose SoundTweaked gate fails, and check its row and that only the
        // Swoosh2 went to the engine.
        quint32 seed = 1;
        while (seed < 60 && predict(AttackHigh1, 1.0, seed).events[1].outcome !=
                                MotionSoundEvent::Outcome::SilentGate)
            ++seed;
        QVERIFY(seed < 60);
        QVERIFY(playThrough(AttackHigh1, 1.0, seed));
        QCOMPARE(m_panel->firingList()->topLevelItemCount(), 2);
        QVERIFY(m_panel->firingList()->topLevelItem(1)->text(5).startsWith(u"silent: gate"_s));
        QVERIFY(m_panel->firingList()->topLevelItem(1)->toolTip(5).contains(u"gate roll"_s));
        QCOMPARE(m_panel->startedSounds().size(), std::size_t(1));
        m_engine->stopAll();
    }

    // A hook edit reaches the panel through the session's index: the attack's SoundTweaked gate
    // set to 0 is silent for every seed and the strip says so, and undo brings back the play of
    // the dat — without reopening. Play pressed before the new index is ready waits for it.
    void hookEditChangesWhatPlaysAndLists() {
        quint32 seed = 1;
        while (seed < 60 && predict(AttackHigh1, 1.0, seed).events[1].outcome !=
                                MotionSoundEvent::Outcome::Played)
            ++seed;
        QVERIFY(seed < 60);
        QVERIFY(waitForCurrentIndex());
        QVERIFY(m_panel->selectMotion(Humanoid, AttackHigh1, MotionCommand::NonCombat));
        m_panel->setSeed(seed);
        m_panel->setSeconds(1.0);
        QTest::mouseClick(m_panel->playButton(), Qt::LeftButton);
        const QStringList before = marksSeenUntilTheEnd();
        const QStringList played = rowsOf(m_panel->firingList());
        QCOMPARE(played.size(), 2);
        QVERIFY(played[1].contains(u"played"_s));
        const QString tweaked = u"wave 0x0A000011 (probability %1)"_s.arg(QLocale().toString(0.5));
        QVERIFY2(before.contains(tweaked), qPrintable(before.join(u", "_s)));

        Document* document = m_session.document();
        QVERIFY(document->setValue(AttackGate, 0.0f).has_value());
        QVERIFY(!m_session.triggers()->hasCurrentRecords());
        // Pressed at once: the panel waits for the index of the edited hook, then plays.
        QTest::mouseClick(m_panel->playButton(), Qt::LeftButton);
        QVERIFY(!m_panel->player()->isPlaying());
        QVERIFY(m_panel->isPlayPending());
        QVERIFY(m_panel->summary()->text().startsWith(u"Updating"_s));
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->player()->isPlaying(), 20000);
        QVERIFY(m_session.triggers()->hasCurrentRecords());
        const QStringList edited = marksSeenUntilTheEnd();
        const QStringList silent = rowsOf(m_panel->firingList());
        QCOMPARE(silent.size(), 2);
        QCOMPARE(silent[0], played[0]);
        QVERIFY2(
            silent[1].contains(MotionPanel::outcomeText(MotionSoundEvent::Outcome::SilentGate)),
            qPrintable(silent[1]));
        QVERIFY2(edited.contains(u"wave 0x0A000011 (probability 0)"_s),
                 qPrintable(edited.join(u", "_s)));
        QVERIFY(!edited.contains(tweaked));
        QCOMPARE(m_panel->startedSounds().size(), std::size_t(1));
        // Every seed is silent now.
        for (quint32 s = 1; s < 6; ++s) {
            m_panel->setSeed(s);
            QTest::mouseClick(m_panel->playButton(), Qt::LeftButton);
            QVERIFY(m_panel->player()->isPlaying());
            m_panel->stop();
            QCOMPARE(m_panel->player()->simulation().events.size(), std::size_t(2));
            QCOMPARE(m_panel->player()->simulation().events[1].outcome,
                     MotionSoundEvent::Outcome::SilentGate);
        }

        document->undo();
        QVERIFY(waitForCurrentIndex());
        m_panel->setSeed(seed);
        QTest::mouseClick(m_panel->playButton(), Qt::LeftButton);
        QVERIFY(m_panel->player()->isPlaying());
        const QStringList undone = marksSeenUntilTheEnd();
        QCOMPARE(rowsOf(m_panel->firingList()), played);
        QVERIFY2(undone.contains(tweaked), qPrintable(undone.join(u", "_s)));
        // The choice in the boxes survived both new indexes.
        QCOMPARE(m_panel->setupBox()->currentData().toUInt(), Humanoid);
        QCOMPARE(m_panel->motionBox()->currentText(), u"AttackHigh1"_s);
        m_engine->stopAll();
    }

    // An index replaced while a motion plays: the play goes on with the index it was simulated
    // on (the player keeps it), the strip follows it, and the next play takes the new one.
    void indexReplacedWhilePlaying() {
        QVERIFY(waitForCurrentIndex());
        QVERIFY(m_panel->selectMotion(Humanoid, MotionCommand::RunForward));
        m_panel->setSeed(3);
        m_panel->setSeconds(60.0);
        QTest::mouseClick(m_panel->playButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->player()->firedCount() >= 1, 20000);
        const std::shared_ptr<const TriggerIndex> playing = m_panel->player()->index();
        QCOMPARE(playing, m_session.triggers()->index());

        QSignalSpy replaced(m_session.triggers(), &SessionTriggerIndex::indexChanged);
        QVERIFY(m_session.document()->setValue(AttackGate, 0.25f).has_value());
        QTRY_COMPARE_WITH_TIMEOUT(replaced.size(), 1, 20000);
        QVERIFY(m_session.triggers()->index() != playing);
        QVERIFY(m_panel->player()->isPlaying());
        QCOMPARE(m_panel->player()->index(), playing);
        const std::size_t fired = m_panel->player()->firedCount();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->player()->firedCount() > fired + 1, 20000);
        QVERIFY(playing->animation(m_panel->frameStrip()->animation()) != nullptr);
        QCOMPARE(m_panel->firingList()->topLevelItemCount(),
                 static_cast<int>(m_panel->player()->firedCount()));
        m_panel->stop();

        QTest::mouseClick(m_panel->playButton(), Qt::LeftButton);
        QCOMPARE(m_panel->player()->index(), m_session.triggers()->index());
        m_panel->stop();
        m_session.document()->undo();
        QVERIFY(waitForCurrentIndex());
        m_engine->stopAll();
    }

    void reopeningRebuildsTheIndex() {
        QSignalSpy ready(m_panel.get(), &MotionPanel::indexReady);
        QVERIFY(m_session.open(m_demo.path).has_value());
        m_auditioner->setDat(&m_session.document()->dat());
        QCOMPARE(m_panel->firingList()->topLevelItemCount(), 0);
        QCOMPARE(m_panel->listenerSource(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 20000);
        QVERIFY(m_panel->isIndexReady());
        QVERIFY(m_panel->selectMotion(Humanoid, MotionCommand::WalkForward));
    }

    void withoutADocumentNothingPlays() {
        DocumentSession empty;
        OpenAlEngine engine(loopback());
        Auditioner auditioner(engine);
        MotionPanel panel(&empty, auditioner, nullptr);
        panel.show();
        QVERIFY(!panel.isIndexReady());
        QVERIFY(!panel.playButton()->isEnabled());
        QCOMPARE(panel.setupBox()->count(), 0);
        QCOMPARE(panel.summary()->text(), u"No dat is open."_s);
        panel.play(); // harmless
        QVERIFY(!panel.player()->isPlaying());
    }

    void cleanupTestCase() {
        m_panel.reset();
        m_listener.reset();
        m_auditioner.reset();
        m_engine.reset();
    }
};

QTEST_MAIN(TestMotionPanel)
#include "tst_motionpanel.moc"
