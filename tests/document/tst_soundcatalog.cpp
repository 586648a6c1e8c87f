// A SoundCatalog is a value whose copies share their data until one is changed: a copy is not
// a copy of the tables (it shares them), every kind of change leaves the other copies as they
// were, and a worker may read a copy while the original is edited (the threads case is the one
// the TSan build checks: the document's catalog edited on one thread, a copy read on another).
#include "core/document/soundcatalog.h"
#include "democatalogfixture.h"

#include <QTest>

#include <thread>

using namespace soundstage;

class TestSoundCatalog final : public QObject {
    Q_OBJECT

    test::DemoFixture m_demo;

    static quint32 firstTable(const SoundCatalog& catalog) {
        return catalog.tables().begin()->first;
    }

private slots:
    void initTestCase() { QVERIFY(m_demo.open()); }

    void aCopySharesTheData() {
        const SoundCatalog& original = *m_demo.catalog;
        QVERIFY(!original.isShared());
        SoundCatalog copy = original;
        QVERIFY(original.isShared());
        QVERIFY(copy.isShared());
        // The same tables, not equal ones.
        QCOMPARE(&copy.tables(), &original.tables());
        copy = SoundCatalog();
        QVERIFY(!original.isShared());
    }

    // Each kind of change: the copy that changes gets its own data; the other keeps the state
    // it had.
    void aChangeLeavesTheOtherCopy_data() {
        QTest::addColumn<int>("change");
        QTest::newRow("table") << 0;
        QTest::newRow("region") << 1;
        QTest::newRow("setup") << 2;
        QTest::newRow("add wave") << 3;
        QTest::newRow("remove wave") << 4;
    }
    void aChangeLeavesTheOtherCopy() {
        QFETCH(int, change);
        SoundCatalog edited = *m_demo.catalog;
        const SoundCatalog kept = edited;
        const quint32 table = firstTable(kept);
        const quint32 wave = kept.waves().begin()->first;
        switch (change) {
        case 0:
            edited.tableForEdit(table)->root.children.clear();
            QVERIFY(!kept.table(table)->root.children.empty());
            QVERIFY(edited.table(table)->root.children.empty());
            break;
        case 1: {
            QVERIFY(!kept.regions().empty());
            const quint32 region = kept.regions().begin()->first;
            RegionDesc* desc = edited.regionForEdit(region);
            QVERIFY(desc);
            desc->ambient.reset();
            QVERIFY(!edited.regions().at(region).ambient);
            QCOMPARE(kept.regions().at(region).ambient.has_value(),
                     m_demo.catalog->regions().at(region).ambient.has_value());
            break;
        }
        case 2: {
            QVERIFY(!kept.setupTables().empty());
            const quint32 setup = kept.setupTables().begin()->first;
            const quint32 before = kept.setupTables().at(setup);
            QVERIFY(edited.setSetupTable(setup, before + 1));
            QCOMPARE(edited.setupTables().at(setup), before + 1);
            QCOMPARE(kept.setupTables().at(setup), before);
            break;
        }
        case 3: {
            DatEntry entry;
            entry.id = 0x0A00FFF0;
            QVERIFY(!kept.hasWave(entry.id));
            edited.addWaveEntry(entry);
            QVERIFY(edited.hasWave(entry.id));
            QVERIFY(!kept.hasWave(entry.id));
            break;
        }
        case 4:
            edited.removeWaveEntry(wave);
            QVERIFY(!edited.hasWave(wave));
            QVERIFY(kept.hasWave(wave));
            break;
        }
        QVERIFY(!edited.isShared()); // its own data now
        QVERIFY(&edited.tables() != &kept.tables());
        QCOMPARE(&kept.tables(), &m_demo.catalog->tables()); // still the shared original
    }

    // Nothing to change (no such record): no copy is made.
    void aRefusedChangeCopiesNothing() {
        SoundCatalog copy = *m_demo.catalog;
        QVERIFY(!copy.tableForEdit(0x2000FFFF));
        QVERIFY(!copy.regionForEdit(0x1300FFFF));
        QVERIFY(!copy.setSetupTable(0x0200FFFF, 1));
        QCOMPARE(&copy.tables(), &m_demo.catalog->tables());
    }

    // An unshared catalog changes in place: pointers into it stay valid across its own changes.
    void anUnsharedCatalogChangesInPlace() {
        SoundCatalog own = *m_demo.catalog;
        SoundTable* first = own.tableForEdit(firstTable(own)); // copies once
        SoundTable* again = own.tableForEdit(firstTable(own));
        QCOMPARE(again, first);
    }

    void aWorkerReadsACopyWhileTheOriginalChanges() {
        SoundCatalog document = *m_demo.catalog;
        const quint32 table = firstTable(document);
        for (int round = 0; round < 20; ++round) {
            std::size_t readVariants = 0;
            // The worker holds the only copy: it lets go of it when done, on its thread, and the
            // edit below either copies (still shared) or changes in place (let go already).
            std::thread worker([copy = SoundCatalog(document), &readVariants] {
                for (const auto& [id, t] : copy.tables())
                    for (const SoundTableNode& node : t.root.children)
                        readVariants += node.variants.size();
            });
            // The document's edit while the worker reads (copied first when still shared).
            SoundTable* edited = document.tableForEdit(table);
            edited->root.children.front().variants.push_back(SoundVariant{});
            worker.join();
            QVERIFY(readVariants > 0);
        }
        QCOMPARE(document.table(table)->root.children.front().variants.size(),
                 m_demo.catalog->table(table)->root.children.front().variants.size() + 20);
    }
};

QTEST_GUILESS_MAIN(TestSoundCatalog)
#include "tst_soundcatalog.moc"
