// Saving a Document through the dat patcher: every kind of edited record and new waves end up in
// the copy, the source stays as it was, and saving over the opened dat is atomic.
#include "core/audio/audioimport.h"
#include "core/dat/datfile.h"
#include "core/dat/datverifier.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/document/documentsaver.h"
#include "core/document/soundcatalog.h"
#include "core/records/setup.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Footstep1 = 0x37;

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Wave shortWave() {
    std::vector<float> samples(2205);
    for (size_t i = 0; i < samples.size(); ++i)
        samples[i] = float(0.3 * std::sin(double(i) * 0.1));
    return AudioImport::toWave(PcmBuffer::make(std::move(samples), 22050, 1), {}).value();
}

} // namespace

class TestDocumentSaver final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<Document> open(const QString& path) {
        auto document = Document::open(path, Document::Options{{}, false});
        return document ? std::move(*document) : nullptr;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void newWaveIds() {
        const QString path = m_dir.filePath(u"ids.dat"_s);
        QVERIFY(DemoDat::write(path).has_value());
        auto document = open(path);
        QVERIFY(document);
        const auto taken = document->addNewWave(shortWave(), 0x0A000001);
        QVERIFY(!taken.has_value());
        QCOMPARE(taken.error().code, ErrorCode::Usage);
        const auto outside = document->addNewWave(shortWave(), 0x20000001);
        QVERIFY(!outside.has_value());
        QCOMPARE(outside.error().code, ErrorCode::Usage);
        QVERIFY(!document->isModified());

        const auto id = document->addNewWave(shortWave());
        QVERIFY(id.has_value());
        // The lowest id of the range the dat does not hold, checked against the dat itself.
        QVERIFY(!document->dat().find(*id)->has_value());
        for (quint32 lower = 0x0A000000; lower < *id; ++lower)
            QVERIFY(document->dat().find(lower)->has_value());
        QVERIFY(document->isModified());
        const auto next = document->addNewWave(shortWave());
        QVERIFY(next.has_value());
        QVERIFY(*next > *id);
        QVERIFY(!document->addNewWave(shortWave(), *id).has_value()); // pending counts as taken
        document->undo();
        QVERIFY(!document->catalog().hasWave(*next));
        QCOMPARE(document->newWaves().size(), size_t(1));
    }

    void saveCopyWritesEveryEdit() {
        const QString path = m_dir.filePath(u"source.dat"_s);
        QVERIFY(DemoDat::write(path).has_value());
        const QByteArray sourceBytes = readAll(path);
        auto document = open(path);
        QVERIFY(document);
        QVERIFY(
            document
                ->setValue({Field::VariantProbability, DemoDat::HumanTable, Footstep1, 0}, 0.25f)
                .has_value());
        QVERIFY(
            document
                ->setValue({Field::SetupTable, DemoDat::HumanSetup, 0, 0}, DemoDat::CreatureTable)
                .has_value());
        QVERIFY(
            document->setValue({Field::AmbientVolume, DemoDat::Region, 0, 0}, 0.125f).has_value());
        const auto wave = document->addNewWave(shortWave());
        QVERIFY(wave.has_value());
        QCOMPARE(document->editedRecords().size(), size_t(3));

        const QString out = m_dir.filePath(u"saved.dat"_s);
        auto summary = DocumentSaver::saveCopy(*document, out);
        QVERIFY2(summary.has_value(), summary ? "" : qPrintable(summary.error().toString()));
        QCOMPARE(summary->changes.size(), size_t(4));
        QCOMPARE(readAll(path), sourceBytes);
        auto verified = DatVerifier::verify(out);
        QVERIFY(verified.has_value());
        QVERIFY(verified->clean());

        auto saved = DatFile::open(out);
        QVERIFY(saved.has_value());
        auto catalog = SoundCatalog::load(**saved);
        QVERIFY(catalog.has_value());
        QCOMPARE(catalog->tables(), document->catalog().tables());
        QCOMPARE(catalog->setupTables().at(DemoDat::HumanSetup), DemoDat::CreatureTable);
        QCOMPARE(catalog->regions().at(DemoDat::Region).ambient,
                 document->catalog().regions().at(DemoDat::Region).ambient);
        QCOMPARE(Wave::decode((*saved)->read(*wave).value()).value().data,
                 document->newWaves().at(*wave).data);

        // The copy is not the opened dat: refused, nothing written.
        QVERIFY(!DocumentSaver::saveCopy(*document, path).has_value());
        QCOMPARE(readAll(path), sourceBytes);
    }

    void saveOverTheOpenedDat() {
        const QString path = m_dir.filePath(u"over.dat"_s);
        QVERIFY(DemoDat::write(path).has_value());
        auto document = open(path);
        QVERIFY(document);
        QVERIFY(document->removeVariant(DemoDat::HumanTable, Footstep1, 0).has_value());
        const auto expected = *document->table(DemoDat::HumanTable);
        auto temporary = DocumentSaver::prepareOver(*document);
        QVERIFY(temporary.has_value());
        QVERIFY(QFile::exists(*temporary));
        QVERIFY(DocumentSaver::commitOver(*temporary, path).has_value());
        QVERIFY(!QFile::exists(*temporary));
        // The open document still reads its (old, still mapped) file.
        QVERIFY(document->dat().read(DemoDat::HumanTable).has_value());
        auto reopened = open(path);
        QVERIFY(reopened);
        QCOMPARE(*reopened->table(DemoDat::HumanTable), expected);
        QVERIFY(DatVerifier::verify(path).value().clean());

        // A failed rename leaves the dat and removes the temporary file.
        auto again = DocumentSaver::prepareOver(*reopened);
        QVERIFY(again.has_value());
        const QByteArray before = readAll(path);
        QVERIFY(
            !DocumentSaver::commitOver(*again, m_dir.filePath(u"no/such/dir/x.dat"_s)).has_value());
        QVERIFY(!QFile::exists(*again));
        QCOMPARE(readAll(path), before);
    }
};

QTEST_GUILESS_MAIN(TestDocumentSaver)
#include "tst_documentsaver.moc"
