// The editor window on the demo dat, driven like a user would: edit cells, use actions, open
// bad files, quit with changes, recover after a crash. One file over 600 lines: every case
// drives the same whole window through its menus, and they share its setup and helpers.
#include "core/dat/datwriter.h"
#include "core/demo/demodat.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"
#include "core/retail/eventoutcome.h"
#include "fakeprompts.h"
#include "openhelper.h"
#include "widgets/audition/ambientmodel.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/issuelogdock.h"
#include "widgets/editor/recordpanel.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/progressindicator.h"
#include "widgets/window/undoactions.h"
#include "windowfixture.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCompleter>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

#include <QUrl>
#include <cmath>

#include <sys/stat.h>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestMainWindow final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    std::unique_ptr<MainWindow> m_window;
    FakePrompts* m_prompts = nullptr;

    TableEditor* editor() const { return m_window->tableEditor(); }
    VariantModel* model() const { return editor()->variantModel(); }
    QTableView* grid() const { return editor()->variantView(); }

    std::unique_ptr<MainWindow> makeWindow(FakePrompts** prompts) {
        auto fake = std::make_unique<FakePrompts>();
        *prompts = fake.get();
        auto window = std::make_unique<MainWindow>(std::move(fake));
        window->fileActions()->setDocumentOptions({m_dir.filePath(u"journal"_s), true});
        window->show();
        return window;
    }

    void showSound(quint32 table, const char16_t* sound, int variant = 0) {
        m_window->session()->navigate(
            DocumentLocation::sound(table, parseSoundType(QStringView(sound)).value(), variant));
    }

    /// Types into a grid cell through its real editor and presses Return.
    QLineEdit* typeIntoCell(int row, int column, const QString& text) {
        // Any editor closed before is only deleted later: get it out of the way first.
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        const QModelIndex index = model()->index(row, column);
        grid()->setCurrentIndex(index);
        grid()->edit(index);
        auto* edit = grid()->viewport()->findChild<QLineEdit*>();
        if (!edit)
            return nullptr;
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        // The view commits and closes the editor through a queued call, then deletes it later.
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        return edit;
    }

    double chance(int row, int column) const {
        return model()->index(row, column).data(VariantModel::ChanceRole).toDouble();
    }
    quint32 verdicts(int row) const {
        return model()->index(row, 0).data(VariantModel::VerdictsRole).toUInt();
    }

private slots:
    void initTestCase() {
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
    }

    void init() {
        QDir(m_dir.filePath(u"journal"_s)).removeRecursively();
        m_window = makeWindow(&m_prompts);
        QVERIFY(test::openedInWindow(m_window->fileActions(), m_dat));
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        // The findings follow the opening from a worker; these tests read them.
        IssueLogDock* log = m_window->issueLog();
        QSignalSpy refreshed(log, &IssueLogDock::refreshed);
        QVERIFY(!log->isChecking() || refreshed.wait());
    }

    void cleanup() { test::closeWindow(m_window); }

    void opensOnFirstTable() {
        QCOMPARE(editor()->table(), DemoDat::HumanTable);
        QVERIFY(model()->rowCount() > 0);
        QVERIFY(m_window->windowTitle().startsWith(u"demo.dat"_s));
        QVERIFY(!m_window->isWindowModified());
    }

    void editProbabilitySeesOddsChangeUndoRedo() {
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        QCOMPARE(model()->rowCount(), 2);
        QCOMPARE(chance(0, VariantModel::PickColumn), 1.0);
        QCOMPARE(chance(0, VariantModel::PlayColumn), 32767.0 / 32768.0);
        QCOMPARE(model()->index(0, VariantModel::GateColumn).data().toString(), u"99.997 %"_s);

        QVERIFY(typeIntoCell(0, VariantModel::ProbabilityColumn, u"0.25"_s));
        QCOMPARE(model()->index(0, VariantModel::ProbabilityColumn).data().toString(), u"0.25"_s);
        QCOMPARE(chance(0, VariantModel::GateColumn), 8192.0 / 32768.0);
        QCOMPARE(chance(0, VariantModel::PlayColumn), 0.25);
        QVERIFY(editor()->explanationLabel()->text().contains(u"25.0 %"_s));
        QVERIFY(m_window->isWindowModified());
        QVERIFY(m_window->undoActions()->undoAction()->isEnabled());
        QCOMPARE(m_window->undoActions()->undoAction()->text(), u"&Undo Set Probability"_s);

        QVERIFY(typeIntoCell(0, VariantModel::ProbabilityColumn, u"0"_s));
        QVERIFY(hasVerdict(verdicts(0), Verdict::GatedOff));
        QVERIFY(model()
                    ->index(0, VariantModel::VerdictColumn)
                    .data()
                    .toString()
                    .contains(u"gated off"_s));
        QCOMPARE(chance(0, VariantModel::PlayColumn), 0.0);

        // Typing into one cell twice is one undo step (merged).
        m_window->undoActions()->undoAction()->trigger();
        QCOMPARE(chance(0, VariantModel::PlayColumn), 32767.0 / 32768.0);
        QVERIFY(!hasVerdict(verdicts(0), Verdict::GatedOff));
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(!m_window->undoActions()->undoAction()->isEnabled());

        // The standard shortcut redoes it.
        grid()->setFocus();
        QTest::keySequence(m_window.get(), QKeySequence::Redo);
        QCOMPARE(chance(0, VariantModel::PlayColumn), 0.0);
        QVERIFY(m_window->isWindowModified());
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(chance(0, VariantModel::PlayColumn), 32767.0 / 32768.0);
    }

    void invalidValueIsRefusedInPlace() {
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        QLineEdit* edit = typeIntoCell(0, VariantModel::ProbabilityColumn, u"1.5"_s);
        QVERIFY(edit);
        // The editor stays open with the reason; nothing changed.
        QVERIFY(grid()->viewport()->findChild<QLineEdit*>());
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"0 to 1"_s));
        QCOMPARE(m_window->session()->document()->history().count(), 0);
        QCOMPARE(model()->index(0, VariantModel::ProbabilityColumn).data().toString(), u"1"_s);
        QTest::keyClick(edit, Qt::Key_Escape);

        edit = typeIntoCell(1, VariantModel::WaveColumn, u"0x20000001"_s);
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"not a wave id"_s));
        QTest::keyClick(edit, Qt::Key_Escape);
        QVERIFY(typeIntoCell(1, VariantModel::VolumeColumn, u"loud"_s));
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"not a number"_s));
        QCOMPARE(m_window->session()->document()->history().count(), 0);
    }

    void editWaveWithCompletionAndJump() {
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        QVERIFY(typeIntoCell(0, VariantModel::WaveColumn, u"0x0A00FFFF"_s));
        QVERIFY(hasVerdict(verdicts(0), Verdict::MissingWave));
        QCOMPARE(chance(0, VariantModel::PlayColumn), 0.0);
        QVERIFY(typeIntoCell(0, VariantModel::WaveColumn, u"0x0a000002"_s));
        QVERIFY(!hasVerdict(verdicts(0), Verdict::MissingWave));

        grid()->setCurrentIndex(model()->index(0, VariantModel::WaveColumn));
        editor()->goToWaveAction()->trigger();
        const QModelIndex current = m_window->browser()->view()->currentIndex();
        QVERIFY(m_window->browser()->model()->locationOf(current) ==
                DocumentLocation::wave(0x0A000002));
    }

    /// Opens the editor of a wave cell and types `prefix`; the completions it offers.
    QStringList waveCompletions(const QString& prefix) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        const QModelIndex index = model()->index(0, VariantModel::WaveColumn);
        grid()->setCurrentIndex(index);
        grid()->edit(index);
        auto* edit = grid()->viewport()->findChild<QLineEdit*>();
        if (!edit || !edit->completer())
            return {u"no editor with a completer"_s};
        edit->selectAll();
        QTest::keyClicks(edit, prefix);
        QCompleter* completer = edit->completer();
        QStringList offered;
        for (int row = 0; completer->setCurrentRow(row); ++row)
            offered << completer->currentCompletion();
        if (!offered.isEmpty() && !completer->popup()->isVisible())
            offered.prepend(u"popup hidden"_s);
        QTest::keyClick(edit, Qt::Key_Escape);
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        return offered;
    }

    /// A wave id as a user sees it in the grid.
    static QString idText(quint32 id) {
        return u"0x"_s + u"%1"_s.arg(id, 8, 16, QChar(u'0')).toUpper();
    }

    /// Wave ids of the open document containing `part` (case-insensitive).
    QStringList wavesContaining(const QString& part) const {
        QStringList ids;
        for (const auto& [id, entry] : m_window->session()->document()->catalog().waves()) {
            const QString text = idText(id);
            if (text.contains(part, Qt::CaseInsensitive))
                ids << text;
        }
        return ids;
    }

    void waveCellCompletesATypedPrefix() {
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        const QStringList expected = wavesContaining(u"0x0a00000"_s);
        QVERIFY(expected.size() >= 2);
        QCOMPARE(waveCompletions(u"0x0a00000"_s), expected);
        // Choosing one from the popup puts it in the cell.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        const QModelIndex index = model()->index(0, VariantModel::WaveColumn);
        grid()->setCurrentIndex(index);
        grid()->edit(index);
        auto* edit = grid()->viewport()->findChild<QLineEdit*>();
        QVERIFY(edit);
        edit->selectAll();
        QTest::keyClicks(edit, u"0x0a00000"_s);
        QAbstractItemView* popup = edit->completer()->popup();
        QTRY_VERIFY(popup->isVisible());
        QTest::keyClick(popup, Qt::Key_Down);
        QTest::keyClick(popup, Qt::Key_Return);
        QCOMPARE(edit->text(), expected.front());

        // A wave imported after the completion was first used is offered too, and gone again
        // after undo.
        Document* document = m_window->session()->document();
        const auto added =
            document->addNewWave(Wave{0, Wave::pcmFormat(1, 11025, 8), QByteArray(100, 'x')});
        QVERIFY(added.has_value());
        const QString addedText = idText(*added);
        QCOMPARE(waveCompletions(addedText), QStringList{addedText});
        document->undo();
        QCOMPARE(waveCompletions(addedText), QStringList{});
    }

    void waveCompletionFollowsTheOpenedDat() {
        // Another dat, with fewer waves: the completions are that dat's.
        DatWriter writer;
        writer.add(0x0A00ABCD,
                   Wave{0x0A00ABCD, Wave::pcmFormat(1, 11025, 8), QByteArray(64, 'x')}.encode());
        SoundTable table;
        table.id = 0x2000ABCD;
        SoundTableNode sound;
        sound.key = parseSoundType(u"Footstep1").value();
        sound.variants.push_back({0x0A00ABCD, 0.0f, 1.0f, 1.0f});
        table.root.children.push_back(sound);
        writer.add(table.id, table.encode());
        const QString other = m_dir.filePath(u"other.dat"_s);
        QVERIFY(writer.write(other).has_value());
        QCOMPARE(waveCompletions(u"0x0a00000"_s), wavesContaining(u"0x0a00000"_s));
        QVERIFY(test::openedInWindow(m_window->fileActions(), other));
        QCOMPARE(waveCompletions(u"0x0a00"_s), QStringList{u"0x0A00ABCD"_s});
    }

    void addVariantMovesNeverChosenMark() {
        showSound(DemoDat::WeaponTable, u"Swoosh2", 1);
        QCOMPARE(model()->rowCount(), 2);
        QVERIFY(!hasVerdict(verdicts(0), Verdict::NeverChosen));
        QVERIFY(hasVerdict(verdicts(1), Verdict::NeverChosen));
        QCOMPARE(editor()->currentVariant(), 1);

        editor()->addVariantAction()->trigger();
        QCOMPARE(model()->rowCount(), 3);
        QVERIFY(!hasVerdict(verdicts(1), Verdict::NeverChosen));
        QVERIFY(hasVerdict(verdicts(2), Verdict::NeverChosen));
        QVERIFY(std::abs(chance(1, VariantModel::PickColumn) - 0.5) < 1e-6);
        QCOMPARE(editor()->currentVariant(), 2);
        // The sound type list shows the new count.
        QVERIFY(editor()->soundTypeList()->currentItem()->text().contains(u"(3)"_s));

        m_window->undoActions()->undoAction()->trigger();
        QCOMPARE(model()->rowCount(), 2);
        QVERIFY(hasVerdict(verdicts(1), Verdict::NeverChosen));
    }

    void makeEveryVariantReachableClearsTheMark() {
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        BrowserModel* browser = m_window->browser()->model();
        const auto mark = [&] {
            return browser->indexOf(DocumentLocation::table(DemoDat::WeaponTable))
                .data(BrowserModel::MarkRole)
                .toUInt();
        };
        QVERIFY(hasVerdict(mark(), Verdict::NeverChosen));
        editor()->makeReachableAction()->trigger();
        QCOMPARE(model()->rowCount(), 3);
        QVERIFY(std::abs(chance(0, VariantModel::PickColumn) - 0.5) < 1e-6);
        QVERIFY(std::abs(chance(1, VariantModel::PickColumn) - 0.5) < 1e-6);
        QCOMPARE(mark(), 0u);
        m_window->undoActions()->undoAction()->trigger();
        QVERIFY(hasVerdict(mark(), Verdict::NeverChosen));
    }

    void reshapeListAndSoundTypes() {
        showSound(DemoDat::HumanTable, u"Footstep1", 0);
        const QString first = model()->index(0, VariantModel::WaveColumn).data().toString();
        editor()->moveDownAction()->trigger();
        QCOMPARE(model()->index(1, VariantModel::WaveColumn).data().toString(), first);
        QCOMPARE(editor()->currentVariant(), 1);
        editor()->duplicateVariantAction()->trigger();
        QCOMPARE(model()->rowCount(), 5);
        QCOMPARE(model()->index(2, VariantModel::WaveColumn).data().toString(), first);
        editor()->removeVariantAction()->trigger();
        QCOMPARE(model()->rowCount(), 4);

        const int soundTypes = editor()->soundTypeList()->count();
        QVERIFY(editor()->addSoundType(parseSoundType(u"Swoosh3").value()));
        QCOMPARE(editor()->soundTypeList()->count(), soundTypes + 1);
        QVERIFY(editor()->soundTypeList()->currentItem()->text().startsWith(u"Swoosh3"_s));
        QVERIFY(!editor()->addSoundType(parseSoundType(u"Swoosh3").value()));
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"already has"_s));
        editor()->removeSoundTypeAction()->trigger();
        QCOMPARE(editor()->soundTypeList()->count(), soundTypes);

        for (int i = 0; i < 5; ++i)
            m_window->undoActions()->undoAction()->trigger();
        QVERIFY(!m_window->isWindowModified());
        showSound(DemoDat::HumanTable, u"Footstep1", 0);
        QCOMPARE(model()->index(0, VariantModel::WaveColumn).data().toString(), first);
    }

    void malformedDatShowsErrorAndWindowStaysUsable() {
        const QString bad = m_dir.filePath(u"bad.dat"_s);
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(2048, 'x'));
        file.close();
        // Opened in the background like any dat: the error arrives when the worker is done.
        QCOMPARE(test::openAndWait(m_window->fileActions(), bad), FileActions::OpenOutcome::Failed);
        QCOMPARE(m_prompts->errors.size(), 1);
        QVERIFY(m_prompts->errors.front().contains(u"bad.dat"_s));
        const QAbstractItemModel* issues = m_window->issueLog()->model();
        QVERIFY(issues->rowCount() > 0);
        QVERIFY(
            issues->index(0, IssueLogDock::IssueColumn).data().toString().contains(u"bad.dat"_s));
        // Still the demo, still editable.
        QCOMPARE(m_window->session()->document()->path(), m_dat);
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        QVERIFY(typeIntoCell(0, VariantModel::VolumeColumn, u"0.5"_s));
        QVERIFY(m_window->isWindowModified());

        // A missing file too; the unsaved edit is not even questioned, and stays.
        QCOMPARE(test::openAndWait(m_window->fileActions(), m_dir.filePath(u"missing.dat"_s)),
                 FileActions::OpenOutcome::Failed);
        QCOMPARE(m_prompts->errors.size(), 2);
        QCOMPARE(m_prompts->closeQuestions, 0);
        QCOMPARE(m_window->session()->document()->path(), m_dat);
        QVERIFY(m_window->isWindowModified());
    }

    // A FIFO, a directory or a device picked as a dat fails at once with what it is (the worker
    // never blocks in open() or reads /dev/zero forever), and the window keeps its document.
    void specialFileIsRefused_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("fifo") << u"fifo"_s;
        QTest::newRow("directory") << u"directory"_s;
        QTest::newRow("device") << u"device"_s;
    }

    void specialFileIsRefused() {
        QFETCH(QString, kind);
        QString path = u"/dev/zero"_s;
        if (kind == u"fifo") {
            path = m_dir.filePath(u"pipe.dat"_s);
            QFile::remove(path);
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == u"directory") {
            path = m_dir.filePath(u"folder.dat"_s);
            QVERIFY(QDir().mkpath(path));
        }
        QCOMPARE(test::openAndWait(m_window->fileActions(), path, 20000),
                 FileActions::OpenOutcome::Failed);
        QCOMPARE(m_prompts->errors.size(), 1);
        QVERIFY2(m_prompts->errors.front().contains(u"not a regular file"_s),
                 qPrintable(m_prompts->errors.front()));
        QCOMPARE(m_window->session()->document()->path(), m_dat);

        // Started and cancelled at once, then the window closes: nothing is left to wait for.
        FileActions* files = m_window->fileActions();
        files->openPath(path);
        files->cancelOpen();
        QVERIFY(!files->isOpening());
        m_window.reset();
        m_window = makeWindow(&m_prompts);
    }

    void loadProblemsGoToTheIssueLog() {
        // A dat whose table 0x20000005 does not decode: the rest opens, the problem is listed.
        DatWriter writer = DemoDat::makeWriter();
        writer.add(0x20000005, QByteArray("\x05\x00\x00\x20\xFF\xFF\xFF\x7F", 8));
        const QString path = m_dir.filePath(u"oneBadTable.dat"_s);
        QVERIFY(writer.write(path).has_value());
        QVERIFY(test::openedInWindow(m_window->fileActions(), path));
        QVERIFY(m_prompts->errors.isEmpty());
        const QAbstractItemModel* issues = m_window->issueLog()->model();
        int load = -1;
        for (int i = 0; i < issues->rowCount(); ++i) {
            if (issues->index(i, IssueLogDock::RecordColumn).data().toString() == u"0x20000005"_s)
                load = i;
        }
        QVERIFY(load >= 0);
        QCOMPARE(issues->index(load, IssueLogDock::KindColumn).data().toString(), u"Load"_s);
        QVERIFY(issues->index(load, IssueLogDock::IssueColumn)
                    .data()
                    .toString()
                    .contains(u"oneBadTable.dat"_s));
        QVERIFY(m_window->issueLog()->windowTitle().contains(u"errors: 1,"_s));
        QVERIFY(m_window->session()->document()->table(DemoDat::WeaponTable));
    }

    void issueLogJumpsToItsPlace() {
        QTreeView* issues = m_window->issueLog()->view();
        QModelIndex target;
        for (int i = 0; i < issues->model()->rowCount(); ++i) {
            const QModelIndex at = issues->model()->index(i, IssueLogDock::IssueColumn);
            if (at.data().toString().contains(u"Attack1"_s) &&
                at.data().toString().contains(u"never chosen"_s))
                target = at;
        }
        QVERIFY(target.isValid());
        emit issues->activated(target);
        QCOMPARE(editor()->table(), DemoDat::CreatureTable);
        QVERIFY(editor()->soundTypeList()->currentItem()->text().startsWith(u"Attack1"_s));
        QCOMPARE(editor()->currentVariant(), 2);
    }

    void issueLogFollowsEditsInTheBackground() {
        IssueLogDock* log = m_window->issueLog();
        const auto neverChosenIn = [log](quint32 table) {
            int n = 0;
            for (int i = 0; i < log->model()->rowCount(); ++i) {
                const QModelIndex at = log->model()->index(i, IssueLogDock::KindColumn);
                if (at.data(IssueLogDock::LocationRole).value<DocumentLocation>().id == table &&
                    at.siblingAtColumn(IssueLogDock::IssueColumn)
                        .data()
                        .toString()
                        .contains(u"never chosen"_s))
                    ++n;
            }
            return n;
        };
        QVERIFY(neverChosenIn(DemoDat::WeaponTable) > 0);
        QSignalSpy refreshed(log, &IssueLogDock::refreshed);
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        editor()->makeReachableAction()->trigger();
        // Recomputed on a worker shortly after the edit; the list follows.
        QVERIFY(refreshed.wait());
        QVERIFY(!log->findingsTask()->isRunning());
        QCOMPARE(neverChosenIn(DemoDat::WeaponTable), 0);
        m_window->undoActions()->undoAction()->trigger();
        QVERIFY(refreshed.wait());
        QVERIFY(neverChosenIn(DemoDat::WeaponTable) > 0);
    }

    void quittingWithChangesAsks() {
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        QVERIFY(typeIntoCell(0, VariantModel::VolumeColumn, u"0.5"_s));
        m_prompts->closeAnswer = UserPrompts::CloseAnswer::Cancel;
        QVERIFY(!m_window->close());
        QCOMPARE(m_prompts->closeQuestions, 1);
        QVERIFY(m_window->isVisible());
        m_prompts->closeAnswer = UserPrompts::CloseAnswer::Discard;
        QVERIFY(m_window->close());
        QCOMPARE(m_prompts->closeQuestions, 2);
    }

    void recoversJournalAfterCrash() {
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        QVERIFY(typeIntoCell(0, VariantModel::VolumeColumn, u"0.125"_s));
        // Crash: the window goes away without closing (no question, journal stays).
        m_window.reset();

        m_window = makeWindow(&m_prompts);
        m_prompts->recoverAnswer = true;
        QVERIFY(test::openedInWindow(m_window->fileActions(), m_dat));
        QCOMPARE(m_prompts->recoverQuestions, 1);
        QVERIFY(m_window->isWindowModified());
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        QCOMPARE(model()->index(0, VariantModel::VolumeColumn).data().toString(), u"0.125"_s);
        m_window->undoActions()->undoAction()->trigger();
        QCOMPARE(model()->index(0, VariantModel::VolumeColumn).data().toString(), u"0.9"_s);
    }

    void setupAndAmbientEditsFromThePanel() {
        Document* document = m_window->session()->document();
        m_window->session()->navigate(DocumentLocation::setup(DemoDat::HumanSetup));
        QVERIFY(m_window->recordPanel()->isVisible());
        auto* edit = m_window->recordPanel()->findChild<QLineEdit*>(u"setupTableEdit"_s);
        QVERIFY(edit);
        QCOMPARE(edit->text(), u"0x20000001"_s);
        edit->setText(u"0x0A000001"_s);
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"not a sound table"_s));
        edit->setText(u"0x200000A8"_s);
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(document->catalog().setupTables().at(DemoDat::HumanSetup), DemoDat::WeaponTable);
        QCOMPARE(edit->text(), u"0x200000A8"_s);

        m_window->session()->navigate(DocumentLocation::region(DemoDat::Region, 1));
        AmbientModel* ambient = m_window->recordPanel()->ambientModel();
        QCOMPARE(ambient->rowCount(), 3);
        QVERIFY(ambient->setData(ambient->index(1, AmbientModel::ChanceColumn), u"0.5"_s));
        QCOMPARE(ambient->index(1, AmbientModel::ChanceColumn).data().toString(), u"0.5"_s);
        QVERIFY(!ambient->setData(ambient->index(1, AmbientModel::ChanceColumn), u"3"_s));
        QVERIFY(ambient->setData(ambient->index(1, AmbientModel::ChanceColumn), u"0"_s));
        QVERIFY(ambient->index(1, AmbientModel::KindColumn)
                    .data()
                    .toString()
                    .startsWith(u"continuous"_s));
        m_window->undoActions()->undoAction()->trigger(); // both chance edits merged
        QCOMPARE(ambient->index(1, AmbientModel::ChanceColumn).data().toString(), u"0.25"_s);
        m_window->undoActions()->undoAction()->trigger();
        QCOMPARE(document->catalog().setupTables().at(DemoDat::HumanSetup), DemoDat::HumanTable);
        QVERIFY(!m_window->isWindowModified());

        // A table link goes back to the table editor.
        m_window->session()->navigate(DocumentLocation::table(DemoDat::CoastAmbience));
        QVERIFY(m_window->tableEditor()->isVisible());
        QCOMPARE(editor()->table(), DemoDat::CoastAmbience);
    }

    void dropADatOnTheWindow() {
        const QString other = m_dir.filePath(u"dropped.dat"_s);
        QFile::remove(other);
        QVERIFY(QFile::copy(m_dat, other));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(other)});
        QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &drop);
        QTRY_COMPARE(m_window->session()->document()->path(), other);
        QVERIFY(m_window->windowTitle().startsWith(u"dropped.dat"_s));
    }

    void layoutIsRemembered() {
        QVERIFY(m_window->close());
        QSettings settings;
        QVERIFY(!settings.value(u"window/geometry"_s).toByteArray().isEmpty());
        QVERIFY(!settings.value(u"window/state"_s).toByteArray().isEmpty());
    }

    void openFromMenuAndRecentFiles() {
        const QString other = m_dir.filePath(u"menu.dat"_s);
        QFile::remove(other);
        QVERIFY(QFile::copy(m_dat, other));
        m_prompts->fileToOpen = other;
        QSignalSpy finished(m_window->fileActions(), &FileActions::openFinished);
        m_window->fileActions()->openAction()->trigger();
        QVERIFY(finished.wait());
        QCOMPARE(m_window->fileActions()->recentFiles().front(),
                 QFileInfo(other).absoluteFilePath());
        QVERIFY(!m_window->fileActions()->recentMenu()->actions().isEmpty());
    }

    void openingRunsInTheBackground() {
        // The open call returns before the dat is loaded: the old document is still there and
        // the window answers events; the new one arrives with a populated browser.
        const QString other = m_dir.filePath(u"background.dat"_s);
        QFile::remove(other);
        QVERIFY(QFile::copy(m_dat, other));
        FileActions* files = m_window->fileActions();
        QSignalSpy finished(files, &FileActions::openFinished);
        QSignalSpy replaced(m_window->session(), &DocumentSession::documentReplaced);
        files->openPath(other);
        QVERIFY(files->isOpening());
        QCOMPARE(replaced.size(), 0);
        QCOMPARE(m_window->session()->document()->path(), m_dat);
        QVERIFY(finished.wait());
        QCOMPARE(finished.front().front().value<FileActions::OpenOutcome>(),
                 FileActions::OpenOutcome::Opened);
        QCOMPARE(finished.front().at(1).toString(), other);
        QVERIFY(!files->isOpening());
        QCOMPARE(replaced.size(), 1);
        QCOMPARE(m_window->session()->document()->path(), other);
        const BrowserModel* browser = m_window->browser()->model();
        QCOMPARE(browser->totalCount(BrowserModel::Tables),
                 static_cast<int>(m_window->session()->document()->catalog().tables().size()));
        QVERIFY(browser->totalCount(BrowserModel::Waves) > 0);
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"background.dat"_s));
    }

    void cancelledOpeningKeepsTheDocument() {
        // An unsaved edit in the current document; then an opening cancelled while it loads.
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        QVERIFY(typeIntoCell(0, VariantModel::VolumeColumn, u"0.5"_s));
        Document* before = m_window->session()->document();
        const QString other = m_dir.filePath(u"cancelled.dat"_s);
        QFile::remove(other);
        QVERIFY(QFile::copy(m_dat, other));
        FileActions* files = m_window->fileActions();
        QSignalSpy finished(files, &FileActions::openFinished);
        files->openPath(other);
        files->cancelOpen();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.front().front().value<FileActions::OpenOutcome>(),
                 FileActions::OpenOutcome::Cancelled);
        QVERIFY(!files->isOpening());
        // Whatever the worker still finishes is dropped: nothing replaces the document later.
        QTest::qWait(200);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(m_window->session()->document(), before);
        QCOMPARE(before->path(), m_dat);
        QCOMPARE(m_prompts->closeQuestions, 0);
        QVERIFY(m_prompts->errors.isEmpty());
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"cancelled"_s));
        // Still usable: the edit is there and more edits work.
        QVERIFY(m_window->isWindowModified());
        QCOMPARE(model()->index(0, VariantModel::VolumeColumn).data().toString(), u"0.5"_s);
        QVERIFY(typeIntoCell(0, VariantModel::VolumeColumn, u"0.25"_s));
        QCOMPARE(model()->index(0, VariantModel::VolumeColumn).data().toString(), u"0.25"_s);

        // A second opening started while one runs replaces it: only the last one counts.
        finished.clear();
        m_prompts->closeAnswer = UserPrompts::CloseAnswer::Discard;
        files->openPath(other);
        files->openPath(m_dat);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.front().front().value<FileActions::OpenOutcome>(),
                 FileActions::OpenOutcome::Cancelled);
        QCOMPARE(finished.front().at(1).toString(), other);
        QVERIFY(finished.wait());
        QCOMPARE(finished.size(), 2);
        QCOMPARE(finished.back().front().value<FileActions::OpenOutcome>(),
                 FileActions::OpenOutcome::Opened);
        QTest::qWait(100);
        QCOMPARE(finished.size(), 2);
        QCOMPARE(m_window->session()->document()->path(), m_dat);
        QCOMPARE(m_prompts->closeQuestions, 1);
    }

    void declinedOpeningKeepsTheEdits() {
        showSound(DemoDat::WeaponTable, u"Swoosh2");
        QVERIFY(typeIntoCell(0, VariantModel::VolumeColumn, u"0.5"_s));
        Document* before = m_window->session()->document();
        m_prompts->closeAnswer = UserPrompts::CloseAnswer::Cancel;
        QCOMPARE(test::openAndWait(m_window->fileActions(), m_dat),
                 FileActions::OpenOutcome::Declined);
        QCOMPARE(m_prompts->closeQuestions, 1);
        QCOMPARE(m_window->session()->document(), before);
        QVERIFY(m_window->isWindowModified());
    }

    void openingShowsProgressAndCancel() {
        ProgressIndicator* progress = m_window->openProgress();
        QVERIFY(progress);
        QVERIFY(!progress->isVisible());
        QCOMPARE(m_window->statusBar()->findChild<ProgressIndicator*>(u"openProgress"_s), progress);
        // A demo-sized dat opens in well under the indicator's delay: it never shows.
        QSignalSpy finished(m_window->fileActions(), &FileActions::openFinished);
        m_window->fileActions()->openPath(m_dat);
        QVERIFY(finished.wait());
        QVERIFY(!progress->isVisible());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
