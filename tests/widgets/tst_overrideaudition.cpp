// File → Apply Override File reaches the audition side: the variant grid and the odds chart
// show the override's list under its `!pick` mode, playing a variant plays its local file,
// "Roll and play" follows the override's picker, a `wave` line replaces that wave wherever it
// plays (variant, listener, ambient), named events are listed, bypass and Clear Override return
// to the dat, and missing or undecodable files are reported without a crash.
#include "../audio/audiotesttools.h"
#include "core/audio/wavwriter.h"
#include "core/common/hexid.h"
#include "core/demo/demodat.h"
#include "core/override/overrideroller.h"
#include "core/records/soundtypes.h"
#include "fakeprompts.h"
#include "openhelper.h"
#include "overridewindowfixture.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/audition/listenerview.h"
#include "widgets/audition/oddschart.h"
#include "widgets/audition/transport.h"
#include "widgets/audition/waveformview.h"
#include "widgets/editor/issuelogdock.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/overrideactions.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Footstep1 = 0x37;
// Local sounds with shapes no demo wave has, so what played is recognisable.
constexpr int StepRate = 16000;
constexpr double StepSeconds = 0.3; // 4800 frames
constexpr int SwapRate = 8000;
constexpr double SwapSeconds = 0.5; // 4000 frames, stereo

/// A variant of the demo dat that names a wave the dat holds: where a `wave` line bites.
struct WaveUse {
    quint32 table = 0;
    quint32 soundType = 0;
    int variant = -1;
    quint32 wave = 0;
};

} // namespace

class TestOverrideAudition final : public QObject, private test::OverrideWindowFixture {
    Q_OBJECT

    QString m_step;
    QString m_swap;

    TableEditor* editor() const { return m_window->tableEditor(); }
    VariantModel* grid() const { return editor()->variantModel(); }

    void select(quint32 table, quint32 soundType, int variant) {
        session()->navigate(DocumentLocation::sound(table, soundType, variant));
        QCoreApplication::processEvents();
    }

    WaveUse firstWaveUse() const {
        const Document* d = session()->document();
        for (const auto& [id, table] : d->catalog().tables())
            for (const SoundTableNode& sound : table.root.children)
                for (int i = 0; i < static_cast<int>(sound.variants.size()); ++i) {
                    const quint32 wave = sound.variants[static_cast<std::size_t>(i)].wave;
                    if (wave != 0 && d->catalog().hasWave(wave))
                        return {id, sound.key, i, wave};
                }
        return {};
    }

    QStringList issueTexts() const {
        const QAbstractItemModel* log = m_window->issueLog()->model();
        QStringList out;
        for (int i = 0; i < log->rowCount(); ++i)
            out << log->index(i, IssueLogDock::KindColumn).data().toString() + u": "_s +
                       log->index(i, IssueLogDock::IssueColumn).data().toString();
        return out;
    }

private slots:
    void initTestCase() {
        QVERIFY(writeDemo());
        // The local sounds, made with core's WavWriter.
        QVERIFY(writeFile(u"step.wav"_s,
                          WavWriter::pcm16(*testing::sine(330, 0.5, StepRate, StepSeconds))));
        QVERIFY(writeFile(u"swap.wav"_s,
                          WavWriter::pcm16(*testing::sine(550, 0.5, SwapRate, SwapSeconds, 2))));
        QVERIFY(writeFile(u"bad.wav"_s, QByteArray("RIFF\x10\0\0\0WAVEjunkjunkjunk", 24)));
        m_step = m_dir.filePath(u"step.wav"_s);
        m_swap = m_dir.filePath(u"swap.wav"_s);
    }

    void init() { QVERIFY(openWindow()); }

    void cleanup() { closeWindow(); }

    void overriddenListPlaysItsLocalFile() {
        const int datCount =
            int(session()->document()->sound(DemoDat::HumanTable, Footstep1)->variants.size());
        QVERIFY(apply("0x20000001/Footstep1, 0 = step.wav, 0.5; 0x0A000001, 1, 0.5\n"));
        select(DemoDat::HumanTable, Footstep1, 0);

        // The grid: the override's two variants, read-only, the file by name, its line named.
        QVERIFY(grid()->isOverridden());
        QCOMPARE(grid()->rowCount(), 2);
        QVERIFY(datCount != 2);
        const QModelIndex file = grid()->index(0, VariantModel::WaveColumn);
        QCOMPARE(file.data().toString(), u"step.wav"_s);
        QVERIFY(file.data(VariantModel::OverrideRole).toString().contains(u"mod.txt line 1"_s));
        QVERIFY(!(grid()->flags(grid()->index(0, VariantModel::ProbabilityColumn)) &
                  Qt::ItemIsEditable));
        QVERIFY(!grid()->setData(grid()->index(0, VariantModel::ProbabilityColumn), u"0.25"_s));
        QVERIFY(!editor()->addVariantAction()->isEnabled());
        QVERIFY(editor()->overrideBanner()->isVisible());
        QVERIFY2(editor()->overrideBanner()->text().contains(u"mod.txt line 1"_s),
                 qPrintable(editor()->overrideBanner()->text()));
        QVERIFY(!session()->document()->isModified());

        // The odds chart: the override's list under its uniform pick.
        OddsChart* odds = audition()->oddsChart();
        QVERIFY(odds->isOverride());
        QCOMPARE(odds->variantCount(), 2);
        const std::vector<double> chances = odds->playChances();
        QCOMPARE(chances.size(), std::size_t(2));
        QCOMPARE(chances[0], 0.5);  // chosen 1/2, always plays
        QCOMPARE(chances[1], 0.25); // chosen 1/2, then probability 0.5
        odds->roll(20'000, 3);
        QVERIFY(odds->overrideRoll().has_value());
        QVERIFY2(odds->overrideRoll()->fit.consistent(), qPrintable(odds->fitText()));

        // Playing variant 0 plays the local file's audio.
        Transport* transport = audition()->transport();
        QCOMPARE(transport->selected(), 0);
        transport->playSelected(false);
        const auto& played = auditioner()->lastSound();
        QVERIFY(played.has_value());
        QCOMPARE(played->file, QDir::cleanPath(m_step));
        // Local files decode on a worker: the sound starts when its audio is there.
        QTRY_VERIFY(auditioner()->lastSound()->pcm);
        QCOMPARE(played->pcm->sampleRate(), StepRate);
        QCOMPARE(played->pcm->frames(), qint64(StepRate * StepSeconds));
        QVERIFY(auditioner()->isFileCached(QDir::cleanPath(m_step)));
        // The waveform shows it too.
        QTRY_VERIFY(audition()->waveform()->buffer());
        QCOMPARE(audition()->waveform()->buffer()->frames(), qint64(StepRate * StepSeconds));

        // Roll and play follows the override's uniform picker, draw for draw.
        const auto preview = session()->appliedOverride();
        const OverrideRoller roller(preview->file.entries.front(), OverrideFile::PickMode::Uniform);
        RetailRandom random(99);
        CrtRandom crt(99);
        transport->setSeed(99);
        int fromFile = 0;
        for (int i = 0; i < 30; ++i) {
            const OverrideRoller::Step expected = roller.step(random, crt);
            const RollStep got = transport->rollAndPlay();
            QCOMPARE(got.index, expected.index);
            QCOMPARE(got.result == RollResult::Played,
                     expected.result == OverrideRoller::Outcome::Played);
            if (got.result == RollResult::Played && got.index == 0) {
                QCOMPARE(auditioner()->lastSound()->file, QDir::cleanPath(m_step));
                ++fromFile;
            }
        }
        QVERIFY(fromFile > 0);

        // Clear Override: back to the dat's own list everywhere.
        m_actions->clearOverrideAction()->trigger();
        QCoreApplication::processEvents();
        QVERIFY(!grid()->isOverridden());
        QCOMPARE(grid()->rowCount(), datCount);
        QVERIFY(grid()->flags(grid()->index(0, VariantModel::ProbabilityColumn)) &
                Qt::ItemIsEditable);
        QVERIFY(!editor()->overrideBanner()->isVisible());
        QVERIFY(!odds->isOverride());
        QCOMPARE(odds->variantCount(), datCount);
        editor()->selectVariant(0);
        QCoreApplication::processEvents();
        transport->playSelected(false);
        QVERIFY(auditioner()->lastSound()->file.isEmpty());
        QCOMPARE(auditioner()->lastSound()->wave,
                 session()->document()->sound(DemoDat::HumanTable, Footstep1)->variants[0].wave);
    }

    void weightedPickShapesTheOdds() {
        QVERIFY(apply("!pick weighted\n"
                      "0x20000001/Footstep1, 0 = step.wav, 1, 0.9; step.wav, 1, 0.1\n"));
        select(DemoDat::HumanTable, Footstep1, 0);
        OddsChart* odds = audition()->oddsChart();
        QVERIFY(odds->isOverride());
        // In proportion to the weights, and always played.
        QCOMPARE(odds->playChances(), (std::vector<double>{0.9, 0.1}));
        QVERIFY(odds->neverChosenIndices().empty());
        QCOMPARE(
            grid()->index(1, VariantModel::PlayColumn).data(VariantModel::ChanceRole).toDouble(),
            0.1);
        QVERIFY(grid()->explain(0).contains(u"weighted"_s));
    }

    void retailPickNeverReachesTheLast() {
        QVERIFY(apply("!pick retail\n"
                      "0x20000001/Footstep1, 0 = step.wav, 1, 0.5; step.wav, 1\n"));
        select(DemoDat::HumanTable, Footstep1, 0);
        OddsChart* odds = audition()->oddsChart();
        QCOMPARE(odds->neverChosenIndices(), std::vector<int>{1});
        const std::vector<double> chances = odds->playChances();
        QCOMPARE(chances[0], 0.5); // 16384 of 32768 gate values
        QCOMPARE(chances[1], 0.0);
        QVERIFY(
            grid()->index(1, VariantModel::VerdictColumn).data().toString().contains(u"never"_s));
    }

    void waveLineReplacesTheWaveEverywhere() {
        const WaveUse use = firstWaveUse();
        QVERIFY(use.wave != 0);
        QVERIFY(apply("wave " + hexId(use.wave).toLatin1() +
                      ", 0 = swap.wav, 0.5\n"
                      "player hits door, 0 = door.wav, 1\n"));
        select(use.table, use.soundType, use.variant);
        QCOMPARE(editor()->currentVariant(), use.variant);

        // The grid keeps the dat's list (a wave line changes no list) and marks the variant.
        QVERIFY(!grid()->isOverridden());
        const QModelIndex wave = grid()->index(use.variant, VariantModel::WaveColumn);
        QVERIFY(wave.data().toString().contains(u"swap.wav"_s));
        QCOMPARE(wave.data(Qt::EditRole).toString(), hexId(use.wave));
        QVERIFY2(wave.data(VariantModel::OverrideRole).toString().contains(u"mod.txt line 1"_s),
                 qPrintable(wave.data(VariantModel::OverrideRole).toString()));
        QVERIFY(wave.data(Qt::ToolTipRole).toString().contains(u"line 1"_s));

        // Variant audition plays the replacement at its volume.
        audition()->transport()->playSelected(false);
        const auto& played = auditioner()->lastSound();
        QVERIFY(played.has_value());
        QCOMPARE(played->file, QDir::cleanPath(m_swap));
        QCOMPARE(played->overrideLine, 1);
        QCOMPARE(played->gain, 0.5);
        QTRY_VERIFY(auditioner()->lastSound()->pcm);
        QCOMPARE(played->pcm->channels(), 2);
        QCOMPARE(played->pcm->frames(), qint64(SwapRate * SwapSeconds));

        // The listener view: the selected variant, and the wave dropped from the browser.
        ListenerView* listener = audition()->listener();
        listener->clearSources();
        QAction* addToListener = nullptr;
        for (QAction* a : audition()->findChildren<QAction*>())
            if (a->text() == u"Add Selected Variant to &Listener View"_s)
                addToListener = a;
        QVERIFY(addToListener);
        addToListener->trigger();
        emit listener->waveDropped(use.wave, QPointF(5, 5));
        QCOMPARE(listener->sources().size(), std::size_t(2));
        for (const auto& source : listener->sources()) {
            QCOMPARE(source.pcm->frames(), qint64(SwapRate * SwapSeconds));
            QVERIFY2(source.label.contains(u"swap.wav"_s), qPrintable(source.label));
        }

        // Ambient plays go through the same replacement.
        auditioner()->playAmbient(use.wave, 1.0, Placement{});
        QCOMPARE(auditioner()->lastSound()->file, QDir::cleanPath(m_swap));

        // Named events: read, listed in the issue log.
        const QString issues = issueTexts().join(u'\n');
        QVERIFY2(issues.contains(u"player hits door"_s), qPrintable(issues));
        QVERIFY2(issues.contains(u"replaces wave %1"_s.arg(hexId(use.wave))), qPrintable(issues));
        QVERIFY(audition()->overrideStatus()->isVisible());
        QVERIFY(audition()->overrideStatus()->text().contains(u"mod.txt"_s));

        // Clearing returns the dat's wave everywhere, listener sources included.
        m_actions->clearOverrideAction()->trigger();
        QCoreApplication::processEvents();
        const auto datWave = auditioner()->wave(use.wave);
        QVERIFY(datWave.has_value());
        for (const auto& source : listener->sources())
            QCOMPARE(source.pcm.get(), datWave->get());
        audition()->transport()->playSelected(false);
        QCOMPARE(auditioner()->lastSound()->wave, use.wave);
        QVERIFY(auditioner()->lastSound()->file.isEmpty());
        QVERIFY(!issueTexts().join(u'\n').contains(u"player hits door"_s));
        QVERIFY(!audition()->overrideStatus()->isVisible());
        QVERIFY(!grid()
                     ->index(use.variant, VariantModel::WaveColumn)
                     .data()
                     .toString()
                     .contains(u"swap"_s));
    }

    void bypassComparesWithTheDat() {
        const int datCount =
            int(session()->document()->sound(DemoDat::HumanTable, Footstep1)->variants.size());
        QVERIFY(apply("0x20000001/Footstep1, 0 = step.wav, 1\n"));
        select(DemoDat::HumanTable, Footstep1, 0);
        QCOMPARE(grid()->rowCount(), 1);
        QAction* bypass = m_window->bypassOverrideAction();
        QVERIFY(bypass->isEnabled());
        bypass->trigger();
        QCoreApplication::processEvents();
        QVERIFY(session()->isOverrideBypassed());
        QVERIFY(session()->appliedOverride());
        QCOMPARE(grid()->rowCount(), datCount);
        QVERIFY(!grid()->isOverridden());
        QVERIFY(editor()->addVariantAction()->isEnabled());
        QVERIFY(editor()->overrideBanner()->text().contains(u"bypassed"_s));
        QCOMPARE(audition()->oddsChart()->variantCount(), datCount);
        audition()->transport()->playSelected(false);
        QVERIFY(auditioner()->lastSound()->file.isEmpty());
        bypass->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(grid()->rowCount(), 1);
        audition()->transport()->playSelected(false);
        QCOMPARE(auditioner()->lastSound()->file, QDir::cleanPath(m_step));
    }

    void oneBypassActionShowsTheSessionsState() {
        QVERIFY(apply("0x20000001/Footstep1, 0 = step.wav, 1\n"));
        select(DemoDat::HumanTable, Footstep1, 0);
        QAction* bypass = m_window->bypassOverrideAction();
        // The Audition menu and the editor's banner offer the same action.
        QMenu* menu = nullptr;
        for (QAction* item : m_window->menuBar()->actions())
            if (item->menu() && item->menu()->actions().contains(bypass))
                menu = item->menu();
        QVERIFY(menu);
        QCOMPARE(menu->title(), u"&Audition"_s);
        bool onBanner = false;
        for (auto* button : editor()->findChildren<QToolButton*>())
            onBanner = onBanner || button->defaultAction() == bypass;
        QVERIFY(onBanner);
        // Whoever changes the session's bypass, the action shows it.
        session()->setOverrideBypassed(true);
        QVERIFY(bypass->isChecked());
        QVERIFY(editor()->overrideBanner()->text().contains(u"bypassed"_s));
        session()->setOverrideBypassed(false);
        QVERIFY(!bypass->isChecked());
        session()->setAppliedOverride(nullptr);
        QVERIFY(!bypass->isEnabled());
        QVERIFY(!bypass->isChecked());
    }

    void silencedAndAddedSoundTypes() {
        // Footstep2 is not in the human table: the override adds it.
        const quint32 footstep2 = parseSoundType(u"Footstep2").value();
        QVERIFY(!session()->document()->sound(DemoDat::HumanTable, footstep2));
        QVERIFY(apply("0x20000001/Footstep1, 0 =\n"
                      "0x20000001/Footstep2, 0 = step.wav, 1\n"));
        select(DemoDat::HumanTable, Footstep1, 0);
        QVERIFY(grid()->isOverridden());
        QCOMPARE(grid()->rowCount(), 0);
        QCOMPARE(audition()->oddsChart()->variantCount(), 0);
        QVERIFY(audition()->oddsChart()->isOverride());
        audition()->transport()->rollAndPlay();
        QVERIFY(audition()->transport()->lastMessage().contains(u"nothing plays"_s));
        QVERIFY(editor()->overrideBanner()->text().contains(u"Silenced"_s));

        QListWidget* list = editor()->soundTypeList();
        int added = -1;
        for (int row = 0; row < list->count(); ++row)
            if (list->item(row)->data(Qt::UserRole).value<quint32>() == footstep2)
                added = row;
        QVERIFY(added >= 0);
        list->setCurrentRow(added);
        QCoreApplication::processEvents();
        QCOMPARE(grid()->rowCount(), 1);
        QVERIFY(!editor()->removeSoundTypeAction()->isEnabled());
        audition()->transport()->playSelected(false);
        QCOMPARE(auditioner()->lastSound()->file, QDir::cleanPath(m_step));
    }

    void missingAndUndecodableFilesAreReported() {
        QVERIFY(apply("0x20000001/Footstep1, 0 = gone.wav, 1; bad.wav, 1; step.wav, 1\n"));
        select(DemoDat::HumanTable, Footstep1, 0);
        Transport* transport = audition()->transport();
        QCOMPARE(grid()->index(0, VariantModel::VerdictColumn).data().toString(),
                 u"file missing"_s);
        QCOMPARE(transport->playSelected(false), SoundHandle(0));
        QVERIFY2(transport->lastMessage().contains(u"gone.wav"_s),
                 qPrintable(transport->lastMessage()));
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"gone.wav"_s));
        QVERIFY(!audition()->waveform()->buffer());

        // An undecodable file: it fails on its worker, and the message names it.
        editor()->selectVariant(1);
        QCoreApplication::processEvents();
        transport->playSelected(false);
        QTRY_VERIFY2(transport->lastMessage().contains(u"bad.wav"_s),
                     qPrintable(transport->lastMessage()));
        QTRY_COMPARE(transport->currentHandle(), SoundHandle(0));
        QVERIFY(!auditioner()->isFileCached(m_dir.filePath(u"bad.wav"_s)));

        // Rolling over broken files says so and keeps going; the good one still plays.
        transport->setSeed(5);
        for (int i = 0; i < 20; ++i)
            transport->rollAndPlay();
        editor()->selectVariant(2);
        QCoreApplication::processEvents();
        transport->playSelected(false);
        QCOMPARE(auditioner()->lastSound()->file, QDir::cleanPath(m_step));

        // The listener refuses the broken one with a reason.
        editor()->selectVariant(0);
        QCoreApplication::processEvents();
        const std::size_t before = audition()->listener()->sources().size();
        for (QAction* a : audition()->findChildren<QAction*>())
            if (a->text() == u"Add Selected Variant to &Listener View"_s)
                a->trigger();
        QCOMPARE(audition()->listener()->sources().size(), before);
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"gone.wav"_s));
    }
};

QTEST_MAIN(TestOverrideAudition)
#include "tst_overrideaudition.moc"
