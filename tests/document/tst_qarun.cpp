// QA runs: marks and notes survive a restart (a new QaRun reading the same file), reports carry
// the verdicts, a damaged run file is reported, report writing and building honour a cancel.
#include "core/common/progresscounter.h"
#include "core/document/qarun.h"
#include "democatalogfixture.h"

#include <QDir>
#include <QFile>
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

QTEST_GUILESS_MAIN(TestQaRun)
#include "tst_qarun.moc"
