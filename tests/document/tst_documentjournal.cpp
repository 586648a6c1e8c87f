// The journal of unsaved edits: written after each command, read back, recovered, discarded.
#include "core/demo/demodat.h"
#include "core/demo/synthdat.h"
#include "core/document/document.h"
#include "core/document/documentjournal.h"
#include "core/document/variantfilter.h"
#include "core/records/soundtypes.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <limits>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestDocumentJournal final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    QString m_journalDir;
    quint32 m_swoosh2 = 0;

    std::unique_ptr<Document> open() {
        auto doc = Document::open(m_dat, {m_journalDir, true});
        if (!doc)
            qWarning("%s", qPrintable(doc.error().toString()));
        return doc ? std::move(*doc) : nullptr;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_dat = m_dir.filePath(u"demo.dat"_s);
        m_journalDir = m_dir.filePath(u"journal"_s);
        QVERIFY(DemoDat::write(m_dat).has_value());
        m_swoosh2 = parseSoundType(u"Swoosh2").value();
    }

    void cleanup() { QDir(m_journalDir).removeRecursively(); }

    void encodeDecodeRoundTrip() {
        JournalContents contents;
        contents.datPath = u"/x/portal.dat"_s;
        contents.datSize = 123456;
        SoundTable table = SoundTable::makeEmpty(0x20000005);
        const float nan = std::bit_cast<float>(0x7FC00001u);
        table.root.children.push_back({31,
                                       {{0x0A000001, 0.1f, 0.3f, nan}, {0, 0.0f, 1e-30f, 0.9f}},
                                       {{7, {{1, 2, 3, 4}}, {}}}});
        contents.tables.push_back(table);
        contents.ambient[0x13000000] = {{0x20000010, {{70, 0.5f, 0.0f, 3.0f, 3.0f}}}};
        contents.setups[0x02000001] = 0x200000A8;
        auto decoded = DocumentJournal::decode(DocumentJournal::encode(contents));
        QVERIFY2(decoded.has_value(), decoded ? "" : qPrintable(decoded.error().message));
        QCOMPARE(decoded->datPath, contents.datPath);
        QCOMPARE(decoded->datSize, contents.datSize);
        QCOMPARE(decoded->tables.size(), size_t(1));
        // Bit-exact floats, NaN payload included.
        QCOMPARE(std::bit_cast<quint32>(decoded->tables[0].root.children[0].variants[0].volume),
                 0x7FC00001u);
        decoded->tables[0].root.children[0].variants[0].volume = 0;
        table.root.children[0].variants[0].volume = 0;
        QVERIFY(decoded->tables[0] == table);
        QVERIFY(decoded->ambient == contents.ambient);
        QVERIFY(decoded->setups == contents.setups);
    }

    void decodeErrors_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("not json") << QByteArray("{\"format\": ");
        QTest::newRow("other json") << QByteArray("{\"a\":1}");
        QTest::newRow("bad version")
            << QByteArray("{\"format\":\"soundstage-journal\",\"version\":99}");
        QTest::newRow("bad table") << QByteArray(
            "{\"format\":\"soundstage-journal\",\"version\":1,\"tables\":[{\"id\":\"x\"}]}");
        QTest::newRow("bad variant") << QByteArray(
            "{\"format\":\"soundstage-journal\",\"version\":1,\"tables\":[{\"id\":"
            "\"0x20000001\",\"root\":{\"key\":0,\"variants\":[{\"wave\":\"0x0\"}]}}]}");
    }

    void decodeErrors() {
        QFETCH(QByteArray, bytes);
        auto decoded = DocumentJournal::decode(bytes);
        QVERIFY(!decoded.has_value());
        QCOMPARE(decoded.error().code, ErrorCode::Parse);
        QVERIFY(!decoded.error().message.isEmpty());
    }

    // A bulk edit of more tables than are journaled inline goes to the worker: the journal is
    // the edit's state once flushed, later steps replace it, and saving (or undoing to the
    // clean state) leaves none, even with a write queued.
    void largeJournalsAreWrittenOnAWorker() {
        const QString dat = m_dir.filePath(u"many.dat"_s);
        SynthDat::Params params;
        params.entries = 400;
        params.tables = 60;
        params.waves = 40;
        params.bytes = qint64(2) << 20;
        QVERIFY(SynthDat::write(dat, params).has_value());
        auto opened = Document::open(dat, {m_journalDir, true});
        QVERIFY(opened.has_value());
        Document& doc = **opened;
        VariantFilter::MatchContext context;
        const auto refs = VariantFilter().select(doc.catalog().tables(), context);
        for (const float volume : {0.25f, 0.5f}) {
            QVERIFY(
                doc.editVariants(refs, {VariantEdit::Change::set(Field::VariantVolume, volume)}));
            doc.flushJournal();
            auto journal = DocumentJournal::read(doc.journalPath());
            QVERIFY(journal.has_value());
            QCOMPARE(journal->tables.size(), size_t(60));
            for (const SoundTable& table : journal->tables)
                QVERIFY(table == *doc.table(table.id));
            QCOMPARE(journal->tables.front().root.children.front().variants.front().volume, volume);
        }
        QVERIFY(doc.editVariants(refs, {VariantEdit::Change::set(Field::VariantVolume, 0.75f)}));
        doc.markSaved(); // the write just queued must not bring the journal back
        doc.flushJournal();
        QVERIFY(!QFile::exists(doc.journalPath()));
        QVERIFY(doc.editVariants(refs, {VariantEdit::Change::set(Field::VariantVolume, 0.1f)}));
        doc.undo();
        doc.flushJournal();
        QVERIFY(!QFile::exists(doc.journalPath()));
        // Closing writes what is queued: a crash right after would find it.
        QVERIFY(doc.editVariants(refs, {VariantEdit::Change::set(Field::VariantVolume, 0.2f)}));
        const QString path = doc.journalPath();
        opened->reset();
        auto journal = DocumentJournal::read(path);
        QVERIFY(journal.has_value());
        QCOMPARE(journal->tables.front().root.children.front().variants.front().volume, 0.2f);
    }

    void writtenAfterEachCommandAndRemovedWhenClean() {
        auto doc = open();
        QVERIFY(doc);
        QVERIFY(!doc->hasJournal());
        QVERIFY(!QFile::exists(doc->journalPath()));
        QVERIFY(
            doc->setValue({Field::VariantProbability, DemoDat::WeaponTable, m_swoosh2, 0}, 0.5f));
        QVERIFY(QFile::exists(doc->journalPath()));
        auto journal = DocumentJournal::read(doc->journalPath());
        QVERIFY(journal.has_value());
        QCOMPARE(journal->tables.size(), size_t(1));
        QCOMPARE(journal->tables[0].id, DemoDat::WeaponTable);
        QCOMPARE(journal->tables[0].sound(m_swoosh2)->variants[0].probability, 0.5f);

        QVERIFY(doc->setValue({Field::SetupTable, DemoDat::HumanSetup, 0, 0},
                              quint32(DemoDat::WeaponTable)));
        journal = DocumentJournal::read(doc->journalPath());
        QCOMPARE(journal->setups.at(DemoDat::HumanSetup), DemoDat::WeaponTable);

        doc->undo();
        doc->undo();
        QVERIFY(!QFile::exists(doc->journalPath()));
        doc->redo();
        QVERIFY(QFile::exists(doc->journalPath()));
        doc->markSaved();
        QVERIFY(!QFile::exists(doc->journalPath()));
    }

    void recoverAfterCrash() {
        {
            auto doc = open();
            QVERIFY(doc->addSoundType(DemoDat::WeaponTable, 0x10).has_value());
            QVERIFY(doc->setValue({Field::AmbientBaseChance, DemoDat::Region, 1, 1}, 0.9f));
            // The process "crashes": the document goes away without saving.
        }
        auto doc = open();
        QVERIFY(doc->hasJournal());
        const SoundTable before = *doc->table(DemoDat::WeaponTable);
        auto restored = doc->recoverJournal();
        QVERIFY2(restored.has_value(), restored ? "" : qPrintable(restored.error().message));
        QCOMPARE(*restored, 2);
        QVERIFY(!doc->hasJournal());
        QVERIFY(doc->sound(DemoDat::WeaponTable, 0x10));
        QCOMPARE(std::get<float>(*doc->value({Field::AmbientBaseChance, DemoDat::Region, 1, 1})),
                 0.9f);
        QVERIFY(doc->isModified());
        QCOMPARE(doc->history().undoText(), u"Recover Unsaved Edits"_s);
        // The recovered edits are journaled again, so a second crash loses nothing either.
        QVERIFY(QFile::exists(doc->journalPath()));
        doc->undo();
        QVERIFY(*doc->table(DemoDat::WeaponTable) == before);
        QVERIFY(!doc->isModified());
        QVERIFY(!QFile::exists(doc->journalPath()));
        QCOMPARE(doc->recoverJournal().error().code, ErrorCode::NotFound);
    }

    void discardJournal() {
        {
            auto doc = open();
            QVERIFY(doc->removeSoundType(DemoDat::WeaponTable, m_swoosh2).has_value());
        }
        auto doc = open();
        QVERIFY(doc->hasJournal());
        doc->discardJournal();
        QVERIFY(!doc->hasJournal());
        QVERIFY(!QFile::exists(doc->journalPath()));
        QVERIFY(doc->sound(DemoDat::WeaponTable, m_swoosh2));
        QVERIFY(!open()->hasJournal());
    }

    void refusesJournalOfAnotherDat() {
        {
            auto doc = open();
            QVERIFY(doc->removeSoundType(DemoDat::WeaponTable, m_swoosh2).has_value());
        }
        auto journal = DocumentJournal::read(open()->journalPath());
        QVERIFY(journal.has_value());
        journal->datSize += 1024;
        QVERIFY(DocumentJournal::write(open()->journalPath(), *journal).has_value());
        auto doc = open();
        auto restored = doc->recoverJournal();
        QVERIFY(!restored.has_value());
        QCOMPARE(restored.error().code, ErrorCode::Usage);
        QVERIFY(restored.error().message.contains(u"different version"_s));
        QVERIFY(doc->sound(DemoDat::WeaponTable, m_swoosh2));
        QCOMPARE(doc->history().count(), 0);
    }

    void importedWavesSurviveACrash() {
        QByteArray samples(44100, Qt::Uninitialized);
        for (qsizetype i = 0; i < samples.size(); ++i)
            samples[i] = char(i * 37);
        const Wave imported{0, Wave::pcmFormat(1, 22050, 16), samples};
        quint32 id = 0;
        QString sideFile;
        {
            auto doc = open();
            auto added = doc->addNewWave(imported);
            QVERIFY(added.has_value());
            id = *added;
            // the wave lives beside the journal, once, not inside its JSON
            const QStringList sides = QDir(m_journalDir).entryList({u"*.wave"_s}, QDir::Files);
            QCOMPARE(sides.size(), 1);
            sideFile = QDir(m_journalDir).filePath(sides[0]);
            const qint64 written = QFileInfo(sideFile).lastModified().toMSecsSinceEpoch();
            QFile json(doc->journalPath());
            QVERIFY(json.open(QIODevice::ReadOnly));
            QVERIFY(json.size() < samples.size() / 4);
            // a later edit rewrites the JSON but leaves the unchanged wave alone
            QTest::qWait(20);
            QVERIFY(doc->setValue({Field::VariantWave, DemoDat::WeaponTable, m_swoosh2, 0}, id));
            QCOMPARE(QFileInfo(sideFile).lastModified().toMSecsSinceEpoch(), written);
            // the process "crashes"
        }
        auto doc = open();
        QVERIFY(doc->hasJournal());
        QVERIFY(!doc->catalog().hasWave(id));
        auto restored = doc->recoverJournal();
        QVERIFY2(restored.has_value(), restored ? "" : qPrintable(restored.error().message));
        QCOMPARE(*restored, 2); // the table and the wave
        QVERIFY(doc->catalog().hasWave(id));
        QCOMPARE(doc->newWaves().at(id).data, samples);
        QCOMPARE(doc->sound(DemoDat::WeaponTable, m_swoosh2)->variants[0].wave, id);
        // undoing the recovery removes the wave and, clean again, the journal and its side file
        doc->undo();
        QVERIFY(!doc->catalog().hasWave(id));
        QVERIFY(!QFile::exists(doc->journalPath()));
        QVERIFY(!QFile::exists(sideFile));
    }

    void missingImportedWaveIsAnError() {
        {
            auto doc = open();
            QVERIFY(doc->addNewWave(Wave{0, Wave::pcmFormat(1, 11025, 8), QByteArray(100, 'x')})
                        .has_value());
        }
        const QStringList sides = QDir(m_journalDir).entryList({u"*.wave"_s}, QDir::Files);
        QCOMPARE(sides.size(), 1);
        QVERIFY(QFile::remove(QDir(m_journalDir).filePath(sides[0])));
        auto doc = open();
        QVERIFY(doc->hasJournal());
        auto restored = doc->recoverJournal();
        QVERIFY(!restored.has_value());
        QCOMPARE(restored.error().code, ErrorCode::Parse);
        QVERIFY(restored.error().message.contains(sides[0]));
        QCOMPARE(restored.error().file, doc->journalPath());
        QCOMPARE(doc->history().count(), 0);
    }

    void damagedJournalIsAnError() {
        auto doc = open();
        QDir().mkpath(m_journalDir);
        QFile file(doc->journalPath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ not json");
        file.close();
        doc = open();
        QVERIFY(doc->hasJournal());
        auto restored = doc->recoverJournal();
        QCOMPARE(restored.error().code, ErrorCode::Parse);
        QCOMPARE(restored.error().file, doc->journalPath());
    }
};

QTEST_GUILESS_MAIN(TestDocumentJournal)
#include "tst_documentjournal.moc"
