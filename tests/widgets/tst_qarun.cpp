// QA runs: marks and notes survive a restart (a new QaRun reading the same file), reports carry
// the verdicts, a damaged run file is reported, the panel steps with N / P and marks with 1 / 2.
#include "core/audio/openalengine.h"
#include "core/common/progresscounter.h"
#include "core/demo/synthdat.h"
#include "demofixture.h"
#include "widgets/audition/auditioner.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/audition/qarun.h"
#include "widgets/audition/qarunpanel.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

class TestQaRun final : public QObject {
    Q_OBJECT

    DemoFixture m_demo;

private slots:
    void initTestCase() { QVERIFY(m_demo.open()); }

    void marksSurviveRestart() {
        QTemporaryDir store;
        QString file;
        int count = 0;
        {
            QaRun run(m_demo.path, store.path());
            run.build(*m_demo.catalog, DemoDat::WeaponTable);
            count = run.count();
            QVERIFY(count >= 3);
            QVERIFY(run.mark(0, QaRun::Mark::Pass, u"clean"_s));
            QVERIFY(run.mark(2, QaRun::Mark::Fail, u"clicks at the end, \"loud\""_s));
            run.setCurrent(2);
            QVERIFY(run.save());
            file = run.storageFile();
            QVERIFY(QFile::exists(file));
            QVERIFY(file.startsWith(store.path()));
        }
        {
            // A new object over the same dat: rebuilt from the catalog, marks restored.
            QaRun again(m_demo.path, store.path());
            QCOMPARE(again.storageFile(), file);
            again.build(*m_demo.catalog, DemoDat::WeaponTable);
            QCOMPARE(again.count(), count);
            QCOMPARE(again.item(0).mark, QaRun::Mark::Pass);
            QCOMPARE(again.item(0).note, u"clean"_s);
            QCOMPARE(again.item(1).mark, QaRun::Mark::Untested);
            QCOMPARE(again.item(2).mark, QaRun::Mark::Fail);
            QCOMPARE(again.item(2).note, u"clicks at the end, \"loud\""_s);
            QCOMPARE(again.current(), 2);
        }
        {
            // Without a catalog: the stored items themselves.
            QaRun stored(m_demo.path, store.path());
            QVERIFY(stored.load());
            QCOMPARE(stored.count(), count);
            QCOMPARE(stored.countMarked(QaRun::Mark::Pass), 1);
            QCOMPARE(stored.countMarked(QaRun::Mark::Fail), 1);
        }
        {
            // Another dat path has its own run.
            QaRun other(m_demo.dir.filePath(u"other.dat"_s), store.path());
            QVERIFY(other.storageFile() != file);
            QVERIFY(other.load());
            QCOMPARE(other.count(), 0);
        }
    }

    void reportsCarryVerdicts() {
        QTemporaryDir store;
        QaRun run(m_demo.path, store.path());
        run.build(*m_demo.catalog);
        QVERIFY(run.count() > 5);
        int neverChosen = -1;
        for (int i = 0; i < run.count(); ++i)
            if (run.item(i).verdicts.contains(u"never chosen"_s))
                neverChosen = i;
        QVERIFY2(neverChosen >= 0, "the demo dat has a never-chosen variant");
        QCOMPARE(run.item(neverChosen).play, 0.0);
        QVERIFY(run.mark(neverChosen, QaRun::Mark::Fail, u"unreachable, note, with comma"_s));

        const QString csv = run.toCsv();
        const QStringList lines = csv.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), run.count() + 1);
        QVERIFY(lines[0].startsWith(u"table,sound_type,variant,wave"_s));
        const QString row = lines[neverChosen + 1];
        QVERIFY(row.contains(u"never chosen"_s));
        QVERIFY(row.contains(u",fail,\"unreachable, note, with comma\""_s));

        const QString md = run.toMarkdown();
        QVERIFY(md.contains(u"| never chosen"_s));
        QVERIFY(md.contains(u"1 failed"_s));

        const QString out = store.filePath(u"report.csv"_s);
        QVERIFY(QaRun::writeText(out, csv));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()), csv);
    }

    void damagedFileIsReported() {
        QTemporaryDir store;
        QaRun run(m_demo.path, store.path());
        QVERIFY(QDir().mkpath(store.path()));
        QFile f(run.storageFile());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"items\": [");
        f.close();
        const auto loaded = run.load();
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::BadRecord);
        QCOMPARE(loaded.error().file, run.storageFile());
    }

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

    void writeReportHonoursCancel() {
        QTemporaryDir store;
        QaRun run(m_demo.path, store.path());
        run.build(*m_demo.catalog);
        ProgressCounter progress;
        const QString path = store.filePath(u"r.md"_s);
        QVERIFY(run.writeReport(path, QaRun::Format::Markdown, &progress));
        QCOMPARE(progress.done(), static_cast<qint64>(run.count()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()), run.toMarkdown());
        progress.cancel();
        const QString other = store.filePath(u"cancelled.csv"_s);
        const auto cancelled = run.writeReport(other, QaRun::Format::Csv, &progress);
        QVERIFY(!cancelled);
        QCOMPARE(cancelled.error().code, ErrorCode::Cancelled);
        QVERIFY(!QFile::exists(other));
        QVERIFY(!run.report(QaRun::Format::Csv, &progress).has_value());

        ProgressCounter building;
        building.cancel();
        QaRun empty(m_demo.path, store.path());
        QVERIFY(!empty.build(*m_demo.catalog, std::nullopt, FpuModel::Single, &building));
        QCOMPARE(empty.count(), 0);
    }
};

QTEST_MAIN(TestQaRun)
#include "tst_qarun.moc"
