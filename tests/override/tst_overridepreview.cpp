// What an editor asks of an applied override: the list it makes for a sound type with the local
// file of each variant, the line behind it, wave replacements and named events.
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "core/override/overrideambient.h"
#include "core/override/overridepreview.h"
#include "core/records/soundtypes.h"

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
    AmbientStbDesc m_grassland;

    /// The grassland STB simulated over ten minutes, with `pickers` (none: the dat alone).
    AmbientSchedule simulate(const SoundTable& table,
                             std::map<quint32, AmbientPicker> pickers = {}) const {
        AmbientConfig config;
        config.seed = 11;
        config.seconds = 600.0;
        config.pickers = std::move(pickers);
        return AmbientSchedule::simulate(m_grassland, table, config);
    }

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
        const RegionDesc& region = catalog->regions().at(DemoDat::Region);
        QVERIFY(region.ambient && !region.ambient->empty());
        m_grassland = region.ambient->front();
        QCOMPARE(m_grassland.soundTable, DemoDat::GrasslandAmbience);
    }

    // The dat's own lists written as override lines under `!pick retail` must simulate exactly
    // as the dat does: the same draws, events, variants and exact heard chances, though one side
    // goes through VariantPicker/PlayGate/EventOutcome and the other through OverrideRoller and
    // OverrideChances.
    void ambientRetailPickReproducesTheDat() {
        const SoundTable& dat = m_tables.at(DemoDat::GrasslandAmbience);
        QByteArray text = "!pick retail\n";
        for (const AmbientSoundDesc& desc : m_grassland.sounds) {
            const SoundTableNode* node = dat.sound(desc.soundType);
            QVERIFY(node && !node->variants.empty());
            QStringList alternatives;
            for (const SoundVariant& v : node->variants)
                alternatives << u"%1, 1, %2"_s.arg(hexId(v.wave))
                                    .arg(static_cast<double>(v.probability), 0, 'g', 9);
            text += u"0x20000010/0x%1, 0 = %2\n"_s.arg(desc.soundType, 0, 16)
                        .arg(alternatives.join(u"; "_s))
                        .toLatin1();
        }
        QFile f(m_dir.filePath(u"retail.txt"_s));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        const auto preview = OverridePreview::load(f.fileName(), m_tables);
        QVERIFY(preview.has_value());
        const OverrideAmbient o = OverrideAmbient::make(*preview, m_grassland, &dat);
        QCOMPARE(o.pickers.size(), m_grassland.sounds.size());

        const AmbientSchedule mine = simulate(dat);
        const AmbientSchedule theirs = simulate(o.table, o.pickers);
        QCOMPARE(theirs.events.size(), mine.events.size());
        int played = 0;
        for (std::size_t i = 0; i < mine.events.size(); ++i) {
            const AmbientEvent& a = mine.events[i];
            const AmbientEvent& b = theirs.events[i];
            QCOMPARE(b.timeSeconds, a.timeSeconds);
            QCOMPARE(b.soundType, a.soundType);
            QCOMPARE(b.result, a.result);
            QCOMPARE(b.variantIndex, a.variantIndex);
            QCOMPARE(b.wave, a.wave);
            QVERIFY(!a.picked);
            QCOMPARE(b.picked, a.variantIndex >= 0);
            played += a.played() ? 1 : 0;
        }
        QVERIFY(played > 0);
        for (std::size_t i = 0; i < mine.rates.size(); ++i) {
            QVERIFY(theirs.rates[i].picked);
            QCOMPARE(theirs.rates[i].heardChance, mine.rates[i].heardChance);
        }
    }

    void ambientUniformPickPlaysLocalFilesAndSilences() {
        const quint32 ambient1 = parseSoundType(u"Ambient1").value();
        const quint32 ambient2 = parseSoundType(u"Ambient2").value();
        const auto preview = load("!pick uniform\n"
                                  "0x20000010/Ambient2, 0 = birds.ogg, 1; 0x0A000001, 1, 0\n"
                                  "0x20000010/Ambient1, 0 =\n");
        QVERIFY(preview.has_value());
        const SoundTable& dat = m_tables.at(DemoDat::GrasslandAmbience);
        const OverrideAmbient o = OverrideAmbient::make(*preview, m_grassland, &dat);
        QVERIFY(o.sounds.at(ambient1).silenced);
        QVERIFY(!o.table.sound(ambient1));
        QCOMPARE(o.sounds.at(ambient2).line, 2);
        const QString birds = QDir::cleanPath(m_dir.filePath(u"mod/birds.ogg"_s));
        QCOMPARE(o.localFile(ambient2, 0), birds);
        QVERIFY(o.localFile(ambient2, 1).isEmpty());

        const AmbientSchedule s = simulate(o.table, o.pickers);
        int heard2 = 0;
        int gated = 0;
        for (const AmbientEvent& e : s.events) {
            if (e.soundType == ambient1)
                QVERIFY(!e.played());
            if (e.soundType != ambient2 || !e.chancePassed)
                continue;
            QVERIFY(e.picked);
            // Uniform: either alternative; the second's probability 0 never plays.
            if (e.variantIndex == 1)
                QCOMPARE(e.result, RollResult::GatedOut);
            if (e.played()) {
                QCOMPARE(e.variantIndex, 0);
                QCOMPARE(e.wave, 0u); // the local file's placeholder
                ++heard2;
            }
            gated += e.result == RollResult::GatedOut ? 1 : 0;
        }
        QVERIFY(heard2 > 0);
        QVERIFY(gated > 0);
        for (const AmbientSoundRate& r : s.rates) {
            if (r.soundType == ambient1)
                QVERIFY(!r.inTable);
            if (r.soundType == ambient2)
                QCOMPARE(r.heardChance, Rational(1, 2));
        }
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
