// A wave is a first-class thing: selecting one in the browser shows its page (waveform, format,
// duration, Play / Loop / Stop) and the waveform dock follows it; a wave imported but not saved
// is seen and played at once, on its page and on a variant naming it; Export → Wave as WAV
// writes the selected variant's wave.
#include "../audio/audiotesttools.h"
#include "core/audio/wavreader.h"
#include "core/audio/wavwriter.h"
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/records/soundtypes.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/audition/transport.h"
#include "widgets/audition/waveformview.h"
#include "widgets/editor/recordpanel.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/exportactions.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "windowfixture.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QFile>
#include <QLabel>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestWavePage final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    std::unique_ptr<MainWindow> m_window;

    Document* document() const { return m_window->session()->document(); }
    AuditionWorkbench* audition() const { return m_window->audition(); }
    RecordPanel* page() const { return m_window->recordPanel(); }

    void showFootstep(int variant) {
        m_window->session()->navigate(DocumentLocation::sound(
            DemoDat::HumanTable, parseSoundType(u"Footstep1").value(), variant));
    }

    /// The page's button for `action` (nullptr when there is none).
    QToolButton* pageButton(QAction* action) const {
        for (QToolButton* b : page()->findChildren<QToolButton*>())
            if (b->defaultAction() == action)
                return b;
        return nullptr;
    }

    qint64 framesOf(quint32 wave) const {
        auto pcm = audition()->auditioner()->wave(wave);
        return pcm ? (*pcm)->frames() : -1;
    }

private slots:
    void initTestCase() {
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
    }

    void init() {
        QDir(m_dir.filePath(u"journal"_s)).removeRecursively();
        m_window = test::openedWindow(m_dir, m_dat);
        QVERIFY(m_window);
    }

    void cleanup() { test::closeWindow(m_window); }

    void selectingAWaveShowsItsPageAndTheWaveformFollows() {
        showFootstep(0);
        WaveformView* dock = audition()->waveform();
        QVERIFY(dock->buffer());
        QCOMPARE(dock->buffer()->frames(), framesOf(0x0A000001));

        constexpr quint32 Wave = 0x0A000010; // not in Footstep1, another length
        QVERIFY(framesOf(Wave) != framesOf(0x0A000001));
        m_window->session()->navigate(DocumentLocation::wave(Wave));
        QCOMPARE(qobject_cast<QStackedWidget*>(m_window->centralWidget())->currentWidget(), page());
        // The page: waveform, format and duration.
        QVERIFY(page()->waveView()->isVisible());
        QVERIFY(page()->waveView()->buffer());
        QCOMPARE(page()->waveView()->buffer()->frames(), framesOf(Wave));
        const QString text = page()->findChild<QLabel*>(u"recordText"_s)->text();
        QVERIFY2(text.contains(u" Hz"_s) && text.contains(u" s, "_s), qPrintable(text));
        // The dock follows the selection.
        QVERIFY(dock->buffer());
        QCOMPARE(dock->buffer()->frames(), framesOf(Wave));
        QCOMPARE(audition()->transport()->wave(), Wave);

        // Play / Loop / Stop on the page play the wave.
        Transport* transport = audition()->transport();
        QToolButton* play = pageButton(transport->playAction());
        QToolButton* loop = pageButton(transport->loopAction());
        QToolButton* stop = pageButton(transport->stopAllAction());
        QVERIFY(play && loop && stop);
        QVERIFY(play->isVisible());
        play->click();
        QVERIFY(audition()->auditioner()->lastSound().has_value());
        QCOMPARE(audition()->auditioner()->lastSound()->wave, Wave);
        QVERIFY2(transport->lastMessage().contains(u"0x0A000010"_s),
                 qPrintable(transport->lastMessage()));
        loop->click();
        QVERIFY2(transport->lastMessage().startsWith(u"Looping wave"_s),
                 qPrintable(transport->lastMessage()));
        stop->click();
        QCOMPARE(transport->lastMessage(), u"Stopped all sounds"_s);
        // Roll waits for a sound type rather than rolling a wave.
        QCOMPARE(transport->rollAndPlay().index, -1);

        // Back to a variant: the dock follows again.
        showFootstep(1);
        QCOMPARE(dock->buffer()->frames(), framesOf(0x0A000002));
        QCOMPARE(audition()->transport()->wave(), 0u);
    }

    // An edit of the selected variant's wave (the grid's Wave cell) moves the waveform dock
    // and the transport to the new wave; undo moves them back.
    void editingTheSelectedVariantsWaveMovesTheWaveform() {
        showFootstep(0);
        WaveformView* dock = audition()->waveform();
        QVERIFY(dock->buffer());
        QCOMPARE(dock->buffer()->frames(), framesOf(0x0A000001));
        constexpr quint32 Wave = 0x0A000010;
        QVERIFY(framesOf(Wave) != framesOf(0x0A000001));
        QAbstractItemModel* grid = m_window->tableEditor()->variantModel();
        QVERIFY(
            grid->setData(grid->index(0, VariantModel::WaveColumn), u"0x0A000010"_s, Qt::EditRole));
        QTRY_VERIFY(dock->buffer() && dock->buffer()->frames() == framesOf(Wave));
        QVERIFY2(dock->caption().contains(u"0x0A000010"_s), qPrintable(dock->caption()));
        audition()->transport()->playAction()->trigger();
        QVERIFY(audition()->auditioner()->lastSound().has_value());
        QCOMPARE(audition()->auditioner()->lastSound()->wave, Wave);

        document()->undo();
        QTRY_VERIFY(dock->buffer() && dock->buffer()->frames() == framesOf(0x0A000001));
        QVERIFY2(dock->caption().contains(u"0x0A000001"_s), qPrintable(dock->caption()));
    }

    void anImportedWaveIsSeenAndPlayedAtOnce() {
        const QString wav = m_dir.filePath(u"imported.wav"_s);
        QFile f(wav);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(WavWriter::pcm16(*testing::sine(440, 0.5, 22050, 0.25)));
        f.close();
        auto* exports = m_window->findChild<ExportActions*>();
        QVERIFY(exports);
        const auto id = exports->importWave(wav);
        QVERIFY(id.has_value());
        QVERIFY(!document()->dat().read(*id).has_value()); // not in the dat until saved

        m_window->session()->navigate(DocumentLocation::wave(*id));
        const QString text = page()->findChild<QLabel*>(u"recordText"_s)->text();
        QVERIFY2(!text.contains(u"Cannot read"_s), qPrintable(text));
        QVERIFY2(text.contains(u"22050 Hz"_s), qPrintable(text));
        QVERIFY(page()->waveView()->buffer());
        QCOMPARE(page()->waveView()->buffer()->frames(), qint64(22050 / 4));
        QCOMPARE(audition()->waveform()->buffer()->frames(), qint64(22050 / 4));
        pageButton(audition()->transport()->playAction())->click();
        QCOMPARE(audition()->auditioner()->lastSound()->wave, *id);
        QVERIFY(audition()->auditioner()->lastSound()->pcm);

        // A variant naming it plays it too.
        const quint32 footstep = parseSoundType(u"Footstep1").value();
        QVERIFY(document()
                    ->setValue({Field::VariantWave, DemoDat::HumanTable, footstep, 2}, *id)
                    .has_value());
        showFootstep(2);
        QVERIFY(audition()->waveform()->buffer());
        QCOMPARE(audition()->waveform()->buffer()->frames(), qint64(22050 / 4));
        audition()->transport()->playSelected(false);
        QCOMPARE(audition()->auditioner()->lastSound()->wave, *id);
        QVERIFY2(!audition()->transport()->lastMessage().contains(u"no record"_s),
                 qPrintable(audition()->transport()->lastMessage()));

        // Undone, the import is gone from the page and from the cache.
        document()->undo(); // the wave edit
        document()->undo(); // the import
        m_window->session()->navigate(DocumentLocation::wave(*id));
        QVERIFY(!audition()->auditioner()->wave(*id).has_value());
    }

    void exportWaveWritesTheSelectedVariantsWave() {
        auto* exports = m_window->findChild<ExportActions*>();
        QVERIFY(exports);
        showFootstep(3);
        QCOMPARE(exports->currentWave(), 0x0A000004u);
        QVERIFY(exports->exportWaveAction()->isEnabled());
        const QString out = m_dir.filePath(u"variant.wav"_s);
        QVERIFY(exports->exportWave(out));
        auto read = WavReader::readFile(out);
        QVERIFY2(read.has_value(), read ? "" : qPrintable(read.error().message));
        // Another variant: its wave, as it is now (after an edit too).
        showFootstep(0);
        QCOMPARE(exports->currentWave(), 0x0A000001u);
        const quint32 footstep = parseSoundType(u"Footstep1").value();
        QVERIFY(document()
                    ->setValue({Field::VariantWave, DemoDat::HumanTable, footstep, 0},
                               quint32{0x0A000010})
                    .has_value());
        QCOMPARE(exports->currentWave(), 0x0A000010u);
    }
};

QTEST_MAIN(TestWavePage)
#include "tst_wavepage.moc"
