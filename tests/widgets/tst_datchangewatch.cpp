// A dat another program writes to while the window has it open (a game update rewriting it in
// place): the window notices — the file seen shorter or otherwise changed, or a read that found
// zeros past its new end — says so once, offers to open it again, and the reopening keeps the
// unsaved edits without asking about them. A dat replaced by another file (renamed over it) is
// not changed: the open one stays whole, and nothing is said.
#include "core/common/truncationguard.h"
#include "core/dat/datfile.h"
#include "core/document/documentsaver.h"
#include "core/records/soundtypes.h"
#include "tests/common/demodatondisk.h"
#include "windowfixture.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestDatChangeWatch final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    QByteArray m_demoBytes;
    std::unique_ptr<MainWindow> m_window;
    FakePrompts* m_prompts = nullptr;

    Document* document() const { return m_window->session()->document(); }
    static FieldRef footstepProbability() {
        return {Field::VariantProbability, DemoDat::HumanTable,
                parseSoundType(u"Footstep1").value(), 0};
    }
    /// The record stored last in the dat, whose blocks a cut takes first.
    DatEntry lastRecord() const {
        const auto entries = document()->dat().entries();
        return entries ? *std::ranges::max_element(*entries, {}, &DatEntry::offset) : DatEntry{};
    }
    /// Cuts the dat before its last record, on a page boundary, as a rewrite in place begins.
    bool cutBeforeLastRecord() const {
        return QFile::resize(m_dat, qint64(lastRecord().offset) & ~qint64(4095));
    }
    /// Writes the whole dat again in place, as a rewrite in place ends.
    bool writeInPlace() const {
        QFile file(m_dat);
        return file.open(QIODevice::WriteOnly) && file.write(m_demoBytes) == m_demoBytes.size();
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        // As the editor's main() does.
        TruncationGuard::readZerosOnTruncatedInput("tst_datchangewatch");
        auto bytes = DemoDat::build();
        QVERIFY(bytes);
        m_demoBytes = *bytes;
        m_dat = m_dir.filePath(u"demo.dat"_s);
    }

    void init() {
        QDir(m_dir.filePath(u"journal"_s)).removeRecursively();
        QFile::remove(m_dat);
        QVERIFY(writeInPlace());
        auto prompts = std::make_unique<FakePrompts>();
        m_prompts = prompts.get();
        m_window = std::make_unique<MainWindow>(std::move(prompts));
        m_window->fileActions()->setDocumentOptions({m_dir.filePath(u"journal"_s), true});
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(test::openedInWindow(m_window->fileActions(), m_dat));
    }

    void cleanup() { test::closeWindow(m_window); }

    void seenShorterIsToldOnceAndReopenedWithTheEdits() {
        QVERIFY(document()->setValue(footstepProbability(), 0.25f));
        QVERIFY(document()->isModified());
        QVERIFY(cutBeforeLastRecord());
        QTRY_COMPARE(m_prompts->reopenQuestions, QStringList{u"demo.dat"_s});
        QCOMPARE(m_prompts->reopenShortened, QList<bool>{true});
        QVERIFY(m_window->statusBar()->currentMessage().contains(u"shortened"_s));
        QVERIFY(document()->dat().wasShortened());

        // Declined for now: Save will not write from it, and says why.
        const auto saved = DocumentSaver::save(*document(), m_dir.filePath(u"copy.dat"_s));
        QVERIFY(!saved);
        QVERIFY2(saved.error().message.contains(u"shortened by another program"_s),
                 qPrintable(saved.error().message));
        QVERIFY(!QFile::exists(m_dir.filePath(u"copy.dat"_s)));

        // The other program is done; the window opens the dat again, keeping the edit, without
        // a question about it (or about recovering it).
        QVERIFY(writeInPlace());
        QSignalSpy opened(m_window->fileActions(), &FileActions::openFinished);
        m_window->fileActions()->reopenKeepingEdits();
        QVERIFY(opened.wait(60000));
        QCOMPARE(opened.front().front().value<FileActions::OpenOutcome>(),
                 FileActions::OpenOutcome::Opened);
        QCOMPARE(m_prompts->closeQuestions, 0);
        QCOMPARE(m_prompts->recoverQuestions, 0);
        QVERIFY(!document()->dat().wasShortened());
        QVERIFY(document()->isModified());
        QVERIFY(document()->value(footstepProbability()) == FieldValue(0.25f));
        QCOMPARE(m_prompts->reopenQuestions.size(), 1);
    }

    // The same length, new bytes: told as changed, and Save refuses until it is opened again.
    void rewrittenInPlaceIsToldOnceAndReopenedWithTheEdits() {
        QVERIFY(document()->setValue(footstepProbability(), 0.5f));
        QVERIFY(test::rewriteInPlace(m_dat));
        QTRY_COMPARE(m_prompts->reopenQuestions, QStringList{u"demo.dat"_s});
        QCOMPARE(m_prompts->reopenShortened, QList<bool>{false});
        QVERIFY2(m_window->statusBar()->currentMessage().contains(u"changed by another program"_s),
                 qPrintable(m_window->statusBar()->currentMessage()));
        QVERIFY(!document()->dat().wasShortened());

        const auto saved = DocumentSaver::save(*document(), m_dir.filePath(u"copy.dat"_s));
        QVERIFY(!saved);
        QVERIFY2(saved.error().message.contains(u"changed by another program"_s),
                 qPrintable(saved.error().message));
        QVERIFY(!QFile::exists(m_dir.filePath(u"copy.dat"_s)));
        QVERIFY(test::rewriteInPlace(m_dat)); // written again: still told once
        QTest::qWait(200);
        QCOMPARE(m_prompts->reopenQuestions.size(), 1);

        QSignalSpy opened(m_window->fileActions(), &FileActions::openFinished);
        m_window->fileActions()->reopenKeepingEdits();
        QVERIFY(opened.wait(60000));
        QCOMPARE(opened.front().front().value<FileActions::OpenOutcome>(),
                 FileActions::OpenOutcome::Opened);
        QVERIFY(!document()->dat().wasChanged());
        QVERIFY(document()->value(footstepProbability()) == FieldValue(0.5f));
        const auto savedNow = DocumentSaver::save(*document(), m_dir.filePath(u"copy.dat"_s));
        QVERIFY2(savedNow, savedNow ? "" : qPrintable(savedNow.error().message));
    }

    void readPastTheNewEndIsToldOnce() {
        const DatEntry last = lastRecord();
        // Cut and read before the file watcher has looked: the read finds zeros.
        QVERIFY(cutBeforeLastRecord());
        const auto read = document()->dat().read(last);
        Q_UNUSED(read); // an error or zeros; never a crash
        QTRY_COMPARE(m_prompts->reopenQuestions.size(), 1);
        const auto again = document()->dat().read(last);
        Q_UNUSED(again);
        QTest::qWait(200);
        QCOMPARE(m_prompts->reopenQuestions.size(), 1);
    }

    void answeredReopenOpensItAgain() {
        m_prompts->reopenAnswer = true;
        QSignalSpy opened(m_window->fileActions(), &FileActions::openFinished);
        QVERIFY(cutBeforeLastRecord());
        QTRY_COMPARE(m_prompts->reopenQuestions.size(), 1);
        // Still cut: the opening fails with the dat's own error, and the open one stays.
        QVERIFY(opened.wait(60000));
        QCOMPARE(opened.front().front().value<FileActions::OpenOutcome>(),
                 FileActions::OpenOutcome::Failed);
        QVERIFY(document() != nullptr);
    }

    void replacedByAnotherFileIsNotAChange() {
        const QString other = m_dir.filePath(u"other.dat"_s);
        QVERIFY(QFile::copy(m_dat, other));
        QVERIFY(QFile::resize(other, 4096));
        QVERIFY(std::rename(QFile::encodeName(other).constData(),
                            QFile::encodeName(m_dat).constData()) == 0);
        const auto read = document()->dat().read(lastRecord());
        QVERIFY(read); // the open file is whole
        QTest::qWait(300);
        QVERIFY(m_prompts->reopenQuestions.isEmpty());
        QVERIFY(!document()->dat().wasChanged());
    }
};

QTEST_MAIN(TestDatChangeWatch)
#include "tst_datchangewatch.moc"
