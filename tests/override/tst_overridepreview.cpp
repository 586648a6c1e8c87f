// What an editor asks of an applied override: the list it makes for a sound type with the local
// file of each variant, the line behind it, wave replacements and named events.
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "core/override/overridepreview.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {
constexpr quint32 Footstep1 = 0x37;
constexpr quint32 Swoosh1 = 0x1E;
} // namespace

class TestOverridePreview : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<DatFile> m_dat;
    std::map<quint32, SoundTable> m_tables;

    Result<OverridePreview> load(const QByteArray& text) {
        const QString path = m_dir.filePath(u"mod/override.txt"_s);
        QDir().mkpath(m_dir.filePath(u"mod"_s));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return fail(ErrorCode::Io, u"cannot write the override file"_s);
        f.close();
        return OverridePreview::load(path, m_tables, m_dat.get());
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        const QString dat = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(dat).has_value());
        auto opened = DatFile::open(dat);
        QVERIFY(opened.has_value());
        m_dat = std::move(*opened);
        auto catalog = SoundCatalog::load(*m_dat);
        QVERIFY(catalog.has_value());
        m_tables = catalog->tables();
        QVERIFY(m_tables.at(DemoDat::HumanTable).sound(Footstep1));
    }

    void soundListsTheOverridesVariantsAndFiles() {
        const auto preview = load("!root sounds\n"
                                  "0x20000001/Footstep1, 0 = 0x0A000001, 1; step.wav, 0.5, 0.25\n"
                                  "0x20000001/Swoosh1, 0 =\n"
                                  "wave 0x0A000002, 0 = swap.ogg, 0.8\n"
                                  "player hits door, 0 = door.wav, 1\n"
                                  "wave 0x0A000003, 0 = 0x0A000001, 1\n");
        QVERIFY(preview.has_value());

        const auto steps = preview->sound(DemoDat::HumanTable, Footstep1);
        QVERIFY(steps.has_value());
        QVERIFY(steps->applied);
        QCOMPARE(steps->applied->line, 2);
        QVERIFY(steps->entry);
        QCOMPARE(steps->entry->line, 2);
        QCOMPARE(steps->variants.size(), std::size_t(2));
        QCOMPARE(steps->variants[0].wave, 0x0A000001u);
        QCOMPARE(steps->variants[1].wave, 0u);
        QCOMPARE(steps->variants[1].probability, 0.25f);
        QCOMPARE(steps->localFiles.size(), std::size_t(2));
        QVERIFY(steps->localFiles[0].isEmpty());
        QCOMPARE(steps->localFiles[1], QDir::cleanPath(m_dir.filePath(u"mod/sounds/step.wav"_s)));

        // A silenced sound type: touched, with no variants.
        QVERIFY(m_tables.at(DemoDat::HumanTable).sound(Swoosh1));
        const auto swoosh = preview->sound(DemoDat::HumanTable, Swoosh1);
        QVERIFY(swoosh.has_value());
        QCOMPARE(swoosh->applied->kind, OverrideApply::Applied::Kind::Removed);
        QVERIFY(swoosh->variants.empty());
        QVERIFY(swoosh->localFiles.empty());
        // Untouched sound types and tables.
        QVERIFY(!preview->sound(DemoDat::CreatureTable, Footstep1).has_value());

        const OverrideEntry* swap = preview->waveReplacement(0x0A000002);
        QVERIFY(swap);
        QCOMPARE(swap->line, 4);
        QCOMPARE(preview->resolve(swap->alternatives[0]),
                 QDir::cleanPath(m_dir.filePath(u"mod/sounds/swap.ogg"_s)));
        QVERIFY(!preview->waveReplacement(0x0A000001));
        QCOMPARE(preview->waveReplacements().size(), std::size_t(2));
        const auto named = preview->namedEvents();
        QCOMPARE(named.size(), std::size_t(1));
        QCOMPARE(named[0]->event.name, u"player hits door"_s);
        QCOMPARE(preview->entryAt(5), named[0]);
        QVERIFY(!preview->entryAt(99));
    }

    void linesWithErrorsReplaceNothing() {
        const auto preview = load("wave 0x0A000002, 0 = swap.ogg, 60\n");
        QVERIFY(preview.has_value());
        QVERIFY(preview->file.hasErrors()); // 60 is outside 0..1
        QVERIFY(!preview->waveReplacement(0x0A000002));
        QVERIFY(preview->waveReplacements().empty());
    }
};

QTEST_GUILESS_MAIN(TestOverridePreview)
#include "tst_overridepreview.moc"
