// The QA panel: steps with N / P and marks with 1 / 2, builds whole-dat runs and writes reports
// in the background, saves large runs off the GUI thread. (QaRun itself: tests/document/tst_qarun.)
#include "core/audio/openalengine.h"
#include "core/common/progresscounter.h"
#include "core/demo/synthdat.h"
#include "core/document/qarun.h"
#include "demofixture.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/qarunpanel.h"
#include "widgets/session/backgroundtask.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

class TestQaRunPanel final : public QObject {
    Q_OBJECT

    DemoFixture m_demo;

private slots:
    void initTestCase() { QVERIFY(m_demo.open()); }

    void panelStepsAndMarks() {
        QTemporaryDir store;
        OpenAlEngine::Options o;
        o.output = OpenAlEngine::Output::Loopback;
        OpenAlEngine engine(o);
        Auditioner auditioner(engine);
        auditioner.setDat(m_demo.dat.get());
        QaRunPanel panel(auditioner);
        panel.resize(800, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.start(*m_demo.catalog, m_demo.path, DemoDat::HumanTable, FpuModel::Single,
                    store.path());
        QVERIFY(panel.run()->count() >= 2);
        auto* table = panel.findChild<QTableView*>();
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), panel.run()->count());
        table->setFocus();
        QCOMPARE(panel.run()->current(), 0);
        QTest::keyClick(table, Qt::Key_N);
        QCOMPARE(panel.run()->current(), 1);
        QTest::keyClick(table, Qt::Key_P);
        QCOMPARE(panel.run()->current(), 0);
        QTest::keyClick(table, Qt::Key_1); // pass, then on to the next
        QCOMPARE(panel.run()->item(0).mark, QaRun::Mark::Pass);
        QCOMPARE(panel.run()->current(), 1);
        QTest::keyClick(table, Qt::Key_Space); // replay: plays the current variant
        // The mark is on disk already.
        QaRun reread(m_demo.path, store.path());
        QVERIFY(reread.load());
        QCOMPARE(reread.item(0).mark, QaRun::Mark::Pass);
        QCOMPARE(table->model()->index(0, 6).data().toString(),
                 QaRun::markLabel(QaRun::Mark::Pass));
    }

    void wholeDatRunArrivesFromTheBackground() {
        QTemporaryDir store;
        OpenAlEngine::Options o;
        o.output = OpenAlEngine::Output::Loopback;
        OpenAlEngine engine(o);
        Auditioner auditioner(engine);
        QaRunPanel panel(auditioner);
        QSignalSpy ready(&panel, &QaRunPanel::runReady);
        panel.start(*m_demo.catalog, m_demo.path, std::nullopt, FpuModel::Single, store.path());
        QVERIFY(panel.buildTask()->isRunning());
        QVERIFY(!panel.run()); // not yet: the worker lists the variants
        QVERIFY(ready.wait());
        QaRun direct(m_demo.path, store.path());
        direct.build(*m_demo.catalog);
        QVERIFY(panel.run());
        QCOMPARE(panel.run()->count(), direct.count());
        for (int i = 0; i < direct.count(); ++i) {
            QCOMPARE(panel.run()->item(i).wave, direct.item(i).wave);
            QCOMPARE(panel.run()->item(i).verdicts, direct.item(i).verdicts);
        }
        QCOMPARE(panel.findChild<QTableView*>()->model()->rowCount(), direct.count());

        // Cancelled: the run in the panel stays the one it had.
        QaRun* before = panel.run();
        QSignalSpy cancelled(panel.buildTask(), &BackgroundTask::cancelled);
        panel.start(*m_demo.catalog, m_demo.path, std::nullopt, FpuModel::Single, store.path());
        panel.buildTask()->cancel();
        QCOMPARE(cancelled.size(), 1);
        QTest::qWait(100);
        QCOMPARE(ready.size(), 1);
        QCOMPARE(panel.run(), before);
    }

    void reportsAreWrittenInTheBackground() {
        QTemporaryDir store;
        OpenAlEngine::Options o;
        o.output = OpenAlEngine::Output::Loopback;
        OpenAlEngine engine(o);
        Auditioner auditioner(engine);
        QaRunPanel panel(auditioner);
        panel.start(*m_demo.catalog, m_demo.path, DemoDat::HumanTable, FpuModel::Single,
                    store.path());
        QVERIFY(panel.run());
        QVERIFY(panel.run()->mark(0, QaRun::Mark::Fail, u"crackles, at the end"_s));
        QSignalSpy written(&panel, &QaRunPanel::reportWritten);

        const QString csv = store.filePath(u"report.csv"_s);
        panel.exportReportTo(csv, false);
        QVERIFY(written.wait());
        QCOMPARE(written.back().at(0).toString(), csv);
        QVERIFY(!written.back().at(1).value<std::optional<Error>>().has_value());
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()), panel.run()->toCsv());
        QVERIFY(f.permissions() & QFileDevice::ReadOther);
        f.close();

        const QString md = store.filePath(u"report.md"_s);
        panel.exportReportTo(md, true);
        QVERIFY(written.wait());
        QFile m(md);
        QVERIFY(m.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(m.readAll()), panel.run()->toMarkdown());

        // Cancelled: no file, not even when the worker had already written it; nothing left over.
        const QString never = store.filePath(u"never.csv"_s);
        panel.exportReportTo(never, false);
        panel.exportTask()->cancel();
        QCOMPARE(written.size(), 3);
        const auto error = written.back().at(1).value<std::optional<Error>>();
        QVERIFY(error.has_value());
        QCOMPARE(error->code, ErrorCode::Cancelled);
        QTest::qWait(200);
        QVERIFY(!QFile::exists(never));
        QCOMPARE(QDir(store.path()).entryList({u"*.part"_s}, QDir::Files), QStringList());

        // An unwritable place is reported.
        panel.exportReportTo(store.filePath(u"missing/dir/report.csv"_s), false);
        QVERIFY(written.wait());
        const auto failed = written.back().at(1).value<std::optional<Error>>();
        QVERIFY(failed.has_value());
        QCOMPARE(failed->code, ErrorCode::Io);
    }

    void largeRunsSaveInTheBackground() {
        // A synthetic dat whose whole-dat run is larger than the panel saves at once.
        QTemporaryDir dir;
        const QString dat = dir.filePath(u"synth.dat"_s);
        SynthDat::Params params;
        params.entries = 400;
        params.tables = 200;
        params.waves = 100;
        params.bytes = qint64(4) << 20;
        QVERIFY(SynthDat::write(dat, params));
        auto opened = DatFile::open(dat);
        QVERIFY(opened);
        const auto catalog = SoundCatalog::load(**opened);
        QVERIFY(catalog);

        OpenAlEngine::Options o;
        o.output = OpenAlEngine::Output::Loopback;
        OpenAlEngine engine(o);
        Auditioner auditioner(engine);
        auditioner.setDat(opened->get());
        auto panel = std::make_unique<QaRunPanel>(auditioner);
        panel->resize(800, 500);
        panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(panel.get()));
        QSignalSpy ready(panel.get(), &QaRunPanel::runReady);
        panel->start(*catalog, dat, std::nullopt, FpuModel::Single, dir.path());
        QVERIFY(ready.wait());
        const int count = panel->run()->count();
        QVERIFY(count > QaRunPanel::SaveAtOnceLimit);
        auto* table = panel->findChild<QTableView*>();
        table->setFocus();
        // Marks in quick succession: each save runs on a worker; the file ends with all of them.
        QTest::keyClick(table, Qt::Key_1);
        QVERIFY(panel->saveTask()->isRunning());
        QTest::keyClick(table, Qt::Key_2);
        QTest::keyClick(table, Qt::Key_1);
        QCOMPARE(panel->run()->current(), 3);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->saveTask()->isRunning(), 30000);
        {
            QaRun reread(dat, dir.path());
            QVERIFY(reread.load());
            QCOMPARE(reread.count(), count);
            QCOMPARE(reread.item(0).mark, QaRun::Mark::Pass);
            QCOMPARE(reread.item(1).mark, QaRun::Mark::Fail);
            QCOMPARE(reread.item(2).mark, QaRun::Mark::Pass);
            QCOMPARE(reread.item(3).mark, QaRun::Mark::Untested);
        }

        // Closing the panel right after a mark still saves it.
        QTest::keyClick(table, Qt::Key_2);
        panel.reset();
        QaRun reread(dat, dir.path());
        QVERIFY(reread.load());
        QCOMPARE(reread.item(3).mark, QaRun::Mark::Fail);
    }
};

QTEST_MAIN(TestQaRunPanel)
#include "tst_qarunpanel.moc"
