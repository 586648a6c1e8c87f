// Saving a Document through the dat patcher: every kind of edited record and new waves end up in
// the copy, the source stays as it was, and saving over the opened dat is atomic.
#include "../audio/audiotesttools.h"
#include "core/audio/audioimport.h"
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/dat/datverifier.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/document/documentsaver.h"
#include "core/document/soundcatalog.h"
#include "core/records/setup.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace soundstage;
using namespace Qt::StringLiterals;
using soundstage::testing::readAll;

namespace {

constexpr quint32 Footstep1 = 0x37;

Wave shortWave() {
    std::vector<float> samples(2205);
    for (size_t i = 0; i < samples.size(); ++i)
        samples[i] = float(0.3 * std::sin(double(i) * 0.1));
    return AudioImport::toWave(PcmBuffer::make(std::move(samples), 22050, 1), {}).value();
}

/// Records the progress (in thousandths of the whole) and cancels once it reaches `at` (never
/// when negative).
class CancelAt final : public ProgressSink {
public:
    explicit CancelAt(qint64 at)
        : m_at(at) {}
    void report(qint64 done, qint64 total) override {
        QVERIFY(total == 1000);
        reports.push_back(done);
        if (m_at >= 0 && done >= m_at)
            m_cancelled = true;
    }
    bool cancelled() const override { return m_cancelled; }
    std::vector<qint64> reports;

private:
    qint64 m_at;
    bool m_cancelled = false;
};

} // namespace

class TestDocumentSaver final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<Document> open(const QString& path) {
        auto document = Document::open(path, Document::Options{{}, false});
        return document ? std::move(*document) : nullptr;
    }

    /// A copy of the demo dat (written once: synthesizing its waves takes a moment).
    bool writeDemo(const QString& path) const {
        return QFile::copy(m_dir.filePath(u"template.dat"_s), path);
    }

    /// The demo dat written to `path`, opened, its first footstep variant removed (null on
    /// failure).
    std::unique_ptr<Document> demoWithOneEdit(const QString& path) {
        if (!writeDemo(path))
            return nullptr;
        auto document = open(path);
        if (!document || !document->removeVariant(DemoDat::HumanTable, Footstep1, 0))
            return nullptr;
        return document;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QVERIFY(DemoDat::write(m_dir.filePath(u"template.dat"_s)).has_value());
    }

    void newWaveIds() {
        const QString path = m_dir.filePath(u"ids.dat"_s);
        QVERIFY(writeDemo(path));
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

    // An external editor's save: the edited sound becomes a new wave and every variant that
    // named the old one names it, one undo step; the dat's wave is untouched; the save writes
    // both; undo and redo restore each side.
    void replaceWaveWithNewRepointsEveryUse() {
        const QString path = m_dir.filePath(u"replace.dat"_s);
        QVERIFY(writeDemo(path));
        auto document = open(path);
        QVERIFY(document);
        const SoundCatalog before = document->catalog();
        // The wave of the first footstep variant, and every place that names it.
        const quint32 old = before.table(DemoDat::HumanTable)->sound(Footstep1)->variants[0].wave;
        const auto uses = before.usesOfWave(old);
        QVERIFY(!uses.empty());
        const auto replaced = document->replaceWaveWithNew(old, shortWave());
        QVERIFY2(replaced, replaced ? "" : qPrintable(replaced.error().toString()));
        QCOMPARE(replaced->variants, int(uses.size()));
        QVERIFY(document->newWaves().contains(replaced->id));
        QCOMPARE(document->newWaves().at(replaced->id).id, replaced->id);
        QVERIFY(document->catalog().usesOfWave(old).empty());
        QCOMPARE(document->catalog().usesOfWave(replaced->id).size(), uses.size());
        QVERIFY(document->catalog().hasWave(old)); // the dat's wave stays
        QCOMPARE(document->history().undoText(),
                 u"Edit Wave %1 Externally (now %2 in %n Variant(s))"_s
                     .replace(u"%n"_s, QString::number(uses.size()))
                     .arg(hexId(old), hexId(replaced->id)));

        document->undo(); // one step takes back both the wave and the variants
        QVERIFY(document->newWaves().empty());
        QCOMPARE(document->catalog().tables(), before.tables());
        QVERIFY(!document->isModified());
        document->redo();
        QCOMPARE(document->catalog().usesOfWave(replaced->id).size(), uses.size());

        const QString out = m_dir.filePath(u"replaced.dat"_s);
        QVERIFY(DocumentSaver::save(*document, out));
        auto saved = DatFile::open(out);
        QVERIFY(saved);
        auto catalog = SoundCatalog::load(**saved);
        QVERIFY(catalog);
        QCOMPARE(catalog->usesOfWave(replaced->id).size(), uses.size());
        QCOMPARE(Wave::decode((*saved)->read(replaced->id).value()).value().data, shortWave().data);
        QCOMPARE((*saved)->read(old).value(), document->dat().read(old).value());

        // No variant names the old wave any more: nothing to put the sound in.
        const auto again = document->replaceWaveWithNew(old, shortWave());
        QVERIFY(!again);
        QCOMPARE(again.error().code, ErrorCode::NotFound);
    }

    void saveCopyWritesEveryEdit() {
        const QString path = m_dir.filePath(u"source.dat"_s);
        QVERIFY(writeDemo(path));
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
        auto summary = DocumentSaver::save(*document, out);
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

        // A patch never writes over its source: the opened dat as target is an atomic replace.
        auto job = DocumentSaver::prepare(*document, path);
        QVERIFY(job.has_value());
        QVERIFY(job->overSource);
        QVERIFY(!DocumentSaver::prepare(*document, out).value().overSource);
        QCOMPARE(job->patch.write(document->dat(), path).error().code, ErrorCode::Usage);
        QCOMPARE(readAll(path), sourceBytes);
    }

    void saveOverTheOpenedDat() {
        const QString path = m_dir.filePath(u"over.dat"_s);
        auto document = demoWithOneEdit(path);
        QVERIFY(document);
        const auto expected = *document->table(DemoDat::HumanTable);
        // Through a link, too, the target is the opened dat.
        const QString link = m_dir.filePath(u"over-link.dat"_s);
        QVERIFY(QFile::link(path, link));
        auto job = DocumentSaver::prepare(*document, link);
        QVERIFY(job.has_value());
        QVERIFY(job->overSource);
        job->target = path;
        QVERIFY(DocumentSaver::run(*job).has_value());
        QCOMPARE(leftovers(), QStringList());
        // The open document still reads its (old, still mapped) file.
        QVERIFY(document->dat().read(DemoDat::HumanTable).has_value());
        auto reopened = open(path);
        QVERIFY(reopened);
        QCOMPARE(*reopened->table(DemoDat::HumanTable), expected);
        QVERIFY(DatVerifier::verify(path).value().clean());

        // A failed rename leaves the dat and removes the temporary file.
        const QString temporary = m_dir.filePath(u".over.dat.test.saving"_s);
        QVERIFY(writeDemo(temporary));
        const QByteArray before = readAll(path);
        const auto failed =
            DocumentSaver::commitOver(temporary, m_dir.filePath(u"no/such/dir/x.dat"_s));
        QVERIFY(!failed.has_value());
        QCOMPARE(failed.error().code, ErrorCode::Io);
        QVERIFY(!QFile::exists(temporary));
        QCOMPARE(readAll(path), before);
    }

    // Every change of the state counts, merged typing included; saving does not.
    void revisionCountsEveryChange() {
        const QString path = m_dir.filePath(u"revision.dat"_s);
        QVERIFY(writeDemo(path));
        auto document = open(path);
        QVERIFY(document);
        QCOMPARE(document->revision(), quint64(0));
        const FieldRef probability{Field::VariantProbability, DemoDat::HumanTable, Footstep1, 0};
        QVERIFY(document->setValue(probability, 0.5f).has_value());
        QVERIFY(document->setValue(probability, 0.25f).has_value()); // merges with the first
        QCOMPARE(document->history().count(), 1);
        QCOMPARE(document->revision(), quint64(2));
        document->undo();
        document->redo();
        QCOMPARE(document->revision(), quint64(4));
        document->markSaved();
        QCOMPARE(document->revision(), quint64(4));
        document->undo(); // nothing to undo after this one is gone: no change
        document->undo();
        QCOMPARE(document->revision(), quint64(5));
    }

    // A job is a snapshot: later edits are not in it, and it outlives its document.
    void jobIsASnapshotOfTheDocument() {
        const QString path = m_dir.filePath(u"snapshot.dat"_s);
        QVERIFY(writeDemo(path));
        auto document = open(path);
        QVERIFY(document);
        const FieldRef probability{Field::VariantProbability, DemoDat::HumanTable, Footstep1, 0};
        QVERIFY(document->setValue(probability, 0.5f).has_value());
        const auto atPrepare = *document->table(DemoDat::HumanTable);
        const QString out = m_dir.filePath(u"snapshot-saved.dat"_s);
        auto job = DocumentSaver::prepare(*document, out);
        QVERIFY(job.has_value());
        QCOMPARE(job->revision, document->revision());
        QVERIFY(document->setValue(probability, 0.125f).has_value());
        QVERIFY(job->revision != document->revision());
        document.reset(); // the job keeps the dat mapped

        QVERIFY(DocumentSaver::run(*job).has_value());
        auto saved = open(out);
        QVERIFY(saved);
        QCOMPARE(*saved->table(DemoDat::HumanTable), atPrepare);
    }

    // Cancelled at any point of the write: an error saying so, no file, the dat untouched.
    void cancelledSaveLeavesNothing_data() {
        QTest::addColumn<qint64>("cancelAt");
        QTest::addColumn<bool>("over");
        QTest::addColumn<bool>("reflink");
        for (const bool over : {false, true}) {
            for (const qint64 at : {qint64(0), qint64(150), qint64(900), qint64(960)}) {
                QTest::addRow("%s at %lld", over ? "over" : "copy", static_cast<long long>(at))
                    << at << over << true;
            }
            QTest::addRow("%s, read/write copy, at 150", over ? "over" : "copy")
                << qint64(150) << over << false;
        }
    }
    void cancelledSaveLeavesNothing() {
        QFETCH(qint64, cancelAt);
        QFETCH(bool, over);
        QFETCH(bool, reflink);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"cancel.dat"_s);
        QVERIFY(writeDemo(path));
        const QByteArray before = readAll(path);
        auto document = open(path);
        QVERIFY(document);
        QVERIFY(document->removeVariant(DemoDat::HumanTable, Footstep1, 0).has_value());
        QVERIFY(document->addNewWave(shortWave()).has_value());
        const QString target = over ? path : dir.filePath(u"cancel-saved.dat"_s);
        auto job = DocumentSaver::prepare(*document, target);
        QVERIFY(job.has_value());
        DatPatcher::Options options;
        options.allowReflink = reflink;
        job->patch.setOptions(options);

        CancelAt sink(cancelAt);
        const auto result = DocumentSaver::run(*job, &sink);
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().code, ErrorCode::Cancelled);
        QVERIFY(sink.cancelled());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{u"cancel.dat"_s});
        QCOMPARE(readAll(path), before);
    }

    // Progress goes forward from 0 to the end in thousandths.
    void progressGoesForward() {
        const QString path = m_dir.filePath(u"progress.dat"_s);
        auto document = demoWithOneEdit(path);
        QVERIFY(document);
        CancelAt sink(-1);
        QVERIFY(
            DocumentSaver::save(*document, m_dir.filePath(u"progress-saved.dat"_s)).has_value());
        auto job = DocumentSaver::prepare(*document, m_dir.filePath(u"progress-saved2.dat"_s));
        QVERIFY(DocumentSaver::run(*job, &sink).has_value());
        QVERIFY(sink.reports.size() >= 3);
        QVERIFY(std::is_sorted(sink.reports.begin(), sink.reports.end()));
        QVERIFY(sink.reports.front() < 150);
        QVERIFY(sink.reports.back() >= 900);
        QVERIFY(sink.reports.back() <= 1000);
    }

private:
    QStringList leftovers() const {
        return QDir(m_dir.path())
            .entryList({u"*.saving"_s, u"*.patch-*"_s}, QDir::Files | QDir::Hidden);
    }
};

QTEST_GUILESS_MAIN(TestDocumentSaver)
#include "tst_documentsaver.moc"
