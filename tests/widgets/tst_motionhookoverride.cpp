// The Motion dock with an override file applied (DocumentSession::setAppliedOverride): hook
// lines change what a firing fires or plays and say their line, a silenced hook says so, a
// `wave` line replaces the wave a hook plays — what MotionSimulation plays with the preview, as
// `soundstage-cli motion --override` does. Offscreen, OpenAL loopback.
#include "core/audio/openalengine.h"
#include "core/audio/wavwriter.h"
#include "core/override/overridepreview.h"
#include "core/records/motioncommand.h"
#include "demofixture.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/listenerview.h"
#include "widgets/audition/motionpanel.h"
#include "widgets/audition/motionplayer.h"
#include "widgets/session/documentsession.h"

#include <QFile>
#include <QLocale>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Humanoid = 0x02000003;

bool write(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

} // namespace

class TestMotionHookOverride final : public QObject {
    Q_OBJECT

    DemoFixture m_demo;
    QTemporaryDir m_dir;
    DocumentSession m_session;
    std::unique_ptr<OpenAlEngine> m_engine;
    std::unique_ptr<Auditioner> m_auditioner;
    std::unique_ptr<ListenerView> m_listener;
    std::unique_ptr<MotionPanel> m_panel;

    bool apply(const QByteArray& text) {
        const QString path = m_dir.filePath(u"hooks.txt"_s);
        if (!write(path, text))
            return false;
        const Document* d = m_session.document();
        auto preview = OverridePreview::load(path, d->catalog().tables(), &d->dat());
        if (!preview || preview->file.hasErrors())
            return false;
        m_session.setAppliedOverride(std::make_shared<const OverridePreview>(std::move(*preview)));
        return true;
    }

    bool playThrough(const QString& motion) {
        if (!m_panel->selectMotion(Humanoid, MotionCommand::parse(motion).value_or(0),
                                   MotionCommand::NonCombat))
            return false;
        m_panel->setSeed(1);
        m_panel->setSeconds(0.9);
        QTest::mouseClick(m_panel->playButton(), Qt::LeftButton);
        if (!m_panel->player()->isPlaying())
            return false;
        return QTest::qWaitFor([this] { return !m_panel->player()->isPlaying(); }, 20000);
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demo.open());
        QVERIFY(WavWriter::savePcm16(m_dir.filePath(u"tone.wav"_s), *sine(0.2)).has_value());
        QVERIFY(m_session.open(m_demo.path).has_value());
        OpenAlEngine::Options options;
        options.output = OpenAlEngine::Output::Loopback;
        m_engine = std::make_unique<OpenAlEngine>(options);
        QVERIFY(m_engine->hasOutput());
        m_auditioner = std::make_unique<Auditioner>(*m_engine);
        m_auditioner->setDat(&m_session.document()->dat());
        m_listener = std::make_unique<ListenerView>(m_engine.get());
        m_panel = std::make_unique<MotionPanel>(&m_session, *m_auditioner, m_listener.get());
        m_panel->resize(900, 500);
        m_panel->show();
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->isIndexReady(), 20000);
    }

    void listsWhatTheOverridePlays_data() {
        QTest::addColumn<QString>("motion");
        QTest::addColumn<QByteArray>("file"); // empty: no override applied
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column"); // 3 sound, 4 chose, 5 result
        QTest::addColumn<QString>("contains");
        const QByteArray walk = "anim 0x03000002:4, 0 = sound:Swoosh2\nanim 0x03000002:14, 0 =\n";
        const QByteArray cheerFile = "anim 0x03000005:5, 0 = tone.wav, 1\n";
        const QByteArray cheerWave = "anim 0x03000005:5, 0 = 0x0A000011, 1\n"
                                     "wave 0x0A000011, 0 = tone.wav, 0.5\n";
        QTest::newRow("dat: walk fires Footstep1")
            << u"WalkForward"_s << QByteArray() << 0 << 3 << u"Footstep1"_s;
        QTest::newRow("hook line: another sound type")
            << u"WalkForward"_s << walk << 0 << 3 << u"Swoosh2"_s;
        QTest::newRow("hook line: its line named")
            << u"WalkForward"_s << walk << 0 << 5 << u"override line 1"_s;
        QTest::newRow("hook line: silenced")
            << u"WalkForward"_s << walk << 1 << 5 << u"silent: the override silences it"_s;
        QTest::newRow("dat: cheer plays its wave")
            << u"Cheer"_s << QByteArray() << 0 << 4 << u"wave 0x0A000061"_s;
        QTest::newRow("hook line: a local file")
            << u"Cheer"_s << cheerFile << 0 << 4 << u"tone.wav"_s;
        QTest::newRow("wave line on the hook's wave")
            << u"Cheer"_s << cheerWave << 0 << 5 << u"override line 2"_s;
        QTest::newRow("wave line's gain")
            << u"Cheer"_s << cheerWave << 0 << 5 << u"(volume %1)"_s.arg(QLocale().toString(0.5));
        // Frame 20's DefaultScript starts ChimeScript at 0.7 s: its Sound hook is the next row.
        const QByteArray chimeFile = "script 0x33000002@0, 0 = tone.wav, 1\n";
        QTest::newRow("dat: cheer's script, where")
            << u"Cheer"_s << QByteArray() << 1 << 1 << u"0x33000002 @ 0 s"_s;
        QTest::newRow("dat: cheer's script plays the chime")
            << u"Cheer"_s << QByteArray() << 1 << 4 << u"wave 0x0A000020"_s;
        QTest::newRow("script line: a local file")
            << u"Cheer"_s << chimeFile << 1 << 4 << u"tone.wav"_s;
        QTest::newRow("script line: its line named")
            << u"Cheer"_s << chimeFile << 1 << 5 << u"override line 1"_s;
    }

    // A script's row says which hook started the script, and when.
    void scriptRowSaysWhoStartedIt() {
        m_session.setAppliedOverride(nullptr);
        QVERIFY(playThrough(u"Cheer"_s));
        const QTreeWidget* list = m_panel->firingList();
        QCOMPARE(list->topLevelItemCount(), 2);
        QVERIFY(!list->topLevelItem(0)->toolTip(1).contains(u"Script"_s));
        const QString tip = list->topLevelItem(1)->toolTip(1);
        QVERIFY2(
            tip.contains(u"Script 0x33000002, started at %1 s by the DefaultScript hook of "
                         "animation 0x03000005, frame 20"_s.arg(QLocale().toString(0.7, 'f', 3))),
            qPrintable(tip));
        m_engine->stopAll();
    }

    void listsWhatTheOverridePlays() {
        QFETCH(QString, motion);
        QFETCH(QByteArray, file);
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, contains);
        if (file.isEmpty())
            m_session.setAppliedOverride(nullptr);
        else
            QVERIFY(apply(file));
        QVERIFY(playThrough(motion));
        const QTreeWidget* list = m_panel->firingList();
        QVERIFY(list->topLevelItemCount() > row);
        const QString text = list->topLevelItem(row)->text(column);
        QVERIFY2(text.contains(contains), qPrintable(text));
        m_engine->stopAll();
    }

    void cleanupTestCase() {
        m_session.setAppliedOverride(nullptr);
        m_panel.reset();
        m_listener.reset();
        m_auditioner.reset();
        m_engine.reset();
    }
};

QTEST_MAIN(TestMotionHookOverride)
#include "tst_motionhookoverride.moc"
