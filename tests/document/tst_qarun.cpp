// QA runs: marks and notes survive a restart (a new QaRun reading the same file), reports carry
// the verdicts and what the run was made with (dat, content fingerprint, gate model, placement,
// seed) with numbers as written, a stored run opens as it was, the index finds a run by its
// dat's content or any path it was saved as, a damaged run file or index is reported, report
// writing and building honour a cancel.
#include "core/common/floattext.h"
#include "core/common/hexid.h"
#include "core/common/progresscounter.h"
#include "core/document/qarun.h"
#include "core/document/qarunindex.h"
#include "democatalogfixture.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

#define VERIFY_OPENED(result)                                                                      \
    QVERIFY2((result).has_value(),                                                                 \
             (result).has_value() ? "" : qPrintable((result).error().toString()))

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

    void reportsSayWhatTheRunWasMadeWith() {
        QTemporaryDir store;
        QaRun run(m_demo.path, store.path());
        run.setSettings({.datName = u"Demo dat"_s,
                         .fingerprint = QaRun::soundFingerprint(*m_demo.catalog),
                         .placement = u"retail"_s,
                         .seed = 77});
        run.build(*m_demo.catalog, DemoDat::HumanTable, FpuModel::Double);
        QCOMPARE(run.settings().model, FpuModel::Double);
        QCOMPARE(run.settings().table, std::optional<quint32>(DemoDat::HumanTable));

        const QStringList lines = run.toCsv().split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(lines[0].endsWith(u",note,dat,dat_sha1,gate_fpu,placement,seed"_s));
        const QString tail = u",Demo dat,%1,double,retail,77"_s.arg(run.settings().fingerprint);
        for (int i = 1; i < lines.size(); ++i)
            QVERIFY2(lines[i].endsWith(tail), qPrintable(lines[i]));
        // Floats as the dat's float reads: 0.6, not 0.600000024.
        for (int i = 0; i < run.count(); ++i) {
            const QStringList fields = lines[i + 1].split(u',');
            QCOMPARE(fields[4], shortestText(run.item(i).probability));
            QCOMPARE(fields[5], shortestText(run.item(i).volume));
            QVERIFY2(fields[4].size() <= 8, qPrintable(fields[4]));
        }

        const QString md = run.toMarkdown();
        QVERIFY(md.contains(
            u"Dat: Demo dat (SHA-1 of its sounds %1)"_s.arg(run.settings().fingerprint)));
        QVERIFY(md.contains(u"Gate FPU model: double"_s));
        QVERIFY(md.contains(u"Placement: retail"_s));
        QVERIFY(md.contains(u"Seed: 77"_s));
        QVERIFY(md.contains(u"Scope: table %1"_s.arg(hexId(DemoDat::HumanTable))));
    }

    void storedRunOpensAsItWas() {
        QTemporaryDir store;
        QaRun run(m_demo.path, store.path());
        run.setSettings({.datName = u"demo.dat"_s, .fingerprint = u"abc"_s, .seed = 5});
        run.build(*m_demo.catalog, DemoDat::WeaponTable);
        QVERIFY(run.mark(1, QaRun::Mark::Fail, u"pops"_s));
        run.setCurrent(1);
        QVERIFY(run.save());

        auto stored = QaRun::openStored(run.storageFile());
        VERIFY_OPENED(stored);
        QCOMPARE(stored->datPath(), run.datPath());
        QCOMPARE(stored->count(), run.count());
        QCOMPARE(stored->current(), 1);
        QCOMPARE(stored->item(1).mark, QaRun::Mark::Fail);
        QCOMPARE(stored->settings().seed, std::optional<quint32>(5));
        QCOMPARE(stored->settings().fingerprint, u"abc"_s);
        QCOMPARE(stored->settings().table, std::optional<quint32>(DemoDat::WeaponTable));

        QVERIFY(!QaRun::openStored(store.filePath(u"missing.json"_s)));
        QFile junk(store.filePath(u"junk.json"_s));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("{\"items\": []}");
        junk.close();
        const auto notARun = QaRun::openStored(junk.fileName());
        QVERIFY(!notARun);
        QCOMPARE(notARun.error().code, ErrorCode::BadRecord);
        QCOMPARE(notARun.error().file, junk.fileName());
    }

    void fingerprintFollowsTheContentNotThePath() {
        const QString original = QaRun::soundFingerprint(*m_demo.catalog);
        QCOMPARE(original.size(), 40);
        SoundCatalog copy = *m_demo.catalog;
        QCOMPARE(QaRun::soundFingerprint(copy), original);
        SoundTable* table = copy.tableForEdit(DemoDat::HumanTable);
        QVERIFY(table && !table->root.children.empty() &&
                !table->root.children.front().variants.empty());
        table->root.children.front().variants.front().probability = 0.125f;
        QVERIFY(QaRun::soundFingerprint(copy) != original);
    }

    void indexFindsARunByContentOrPath() {
        QTemporaryDir store;
        const QString fingerprint = QaRun::soundFingerprint(*m_demo.catalog);
        QaRun run(m_demo.path, store.path());
        run.setSettings({.datName = u"demo.dat"_s, .fingerprint = fingerprint});
        run.build(*m_demo.catalog, DemoDat::HumanTable);
        QVERIFY(run.mark(0, QaRun::Mark::Pass, {}));
        {
            QaRunIndex index(store.path());
            QVERIFY(index.load());
            QVERIFY(index.entries().empty());
            index.record(run, {}, {});
            QVERIFY(index.save());
        }
        QaRunIndex index(store.path());
        QVERIFY(index.load());
        QCOMPARE(index.entries().size(), std::size_t(1));
        const QaRunIndex::Entry& e = index.entries().front();
        QCOMPARE(e.file, QFileInfo(run.storageFile()).absoluteFilePath());
        QCOMPARE(e.passed, 1);
        QCOMPARE(e.count, run.count());
        QCOMPARE(e.table, std::optional<quint32>(DemoDat::HumanTable));
        // By content, from anywhere; by path, whatever the content; else nothing.
        QVERIFY(index.find(u"/elsewhere/copy.dat"_s, fingerprint));
        QVERIFY(index.find(m_demo.path, u"0000"_s));
        QVERIFY(!index.find(u"/elsewhere/copy.dat"_s, u"0000"_s));
        // Saved as another file with other content: found by both from then on.
        index.record(run, u"/saved/edited.dat"_s, u"feed"_s);
        QVERIFY(index.find(u"/saved/edited.dat"_s, {}));
        QVERIFY(index.find({}, u"feed"_s));
        QCOMPARE(index.entries().size(), std::size_t(1));
        QCOMPARE(index.recent(5).size(), std::size_t(1));
        QCOMPARE(index.recent(0).size(), std::size_t(0));

        // A run file the user deleted is not offered again.
        QVERIFY(index.save());
        QVERIFY(QFile::remove(run.storageFile()));
        QaRunIndex after(store.path());
        QVERIFY(after.load());
        QVERIFY(after.entries().empty());
    }

    void damagedIndexIsReported() {
        QTemporaryDir store;
        QaRunIndex index(store.path());
        QFile f(index.indexFile());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"runs\": [");
        f.close();
        const auto loaded = index.load();
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::BadRecord);
        QCOMPARE(loaded.error().file, index.indexFile());
        QVERIFY(index.entries().empty());
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
