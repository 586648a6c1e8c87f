#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "core/records/recordtype.h"
#include "core/records/setup.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <set>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestDemoDat : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<DatFile> m_dat;

    static double rms16(const Wave& wave) {
        const qsizetype samples = wave.data.size() / 2;
        double sum = 0;
        for (qsizetype i = 0; i < samples; ++i) {
            const auto s = static_cast<qint16>(static_cast<quint8>(wave.data[2 * i]) |
                                               (static_cast<quint8>(wave.data[2 * i + 1]) << 8));
            sum += double(s) * s;
        }
        return samples ? std::sqrt(sum / samples) / 32768.0 : 0.0;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(u"demo.dat"_s);
        auto written = DemoDat::write(path);
        QVERIFY2(written.has_value(), qPrintable(written ? QString() : written.error().toString()));
        auto dat = DatFile::open(path);
        QVERIFY2(dat.has_value(), qPrintable(dat ? QString() : dat.error().toString()));
        m_dat = std::move(*dat);
    }

    void isDeterministic() {
        auto first = DemoDat::build();
        auto second = DemoDat::build();
        QVERIFY(first && second);
        QCOMPARE(first->size(), second->size());
        QVERIFY(*first == *second);
    }

    void holdsTheAdvertisedRecords() {
        auto entries = m_dat->entries();
        QVERIFY(entries.has_value());
        std::map<RecordType, int> counts;
        for (const DatEntry& entry : *entries)
            ++counts[recordTypeOf(entry.id)];
        QVERIFY(counts[RecordType::Wave] >= 15);
        QVERIFY(counts[RecordType::SoundTable] >= 6);
        QCOMPARE(counts[RecordType::Region], 1);
        QCOMPARE(counts[RecordType::Setup], 2);
        QVERIFY(m_dat->find(0xFFFF0001).value().has_value()); // the iteration record
    }

    void wavesCoverTheFormatsAndAreAudible() {
        auto entries = m_dat->entries(0x0A000000, 0x0A00FFFF);
        QVERIFY(entries.has_value());
        std::set<quint32> rates;
        bool eightBit = false, stereo = false;
        for (const DatEntry& entry : *entries) {
            auto wave = Wave::decode(m_dat->read(entry).value());
            QVERIFY(wave.has_value());
            QCOMPARE(wave->formatTag(), Wave::FormatPcm);
            QCOMPARE(wave->format.size(), 18);
            rates.insert(wave->sampleRate());
            eightBit |= wave->bitsPerSample() == 8;
            stereo |= wave->channels() == 2;
            QVERIFY2(wave->seconds() > 0.02 && wave->seconds() < 5.0,
                     qPrintable(hexIdText(entry.id)));
            if (wave->bitsPerSample() == 16)
                QVERIFY2(rms16(*wave) > 0.02, qPrintable(hexIdText(entry.id)));
        }
        QVERIFY(rates.contains(11025));
        QVERIFY(rates.contains(22050));
        QVERIFY(eightBit);
        QVERIFY(stereo);
    }

    void tablesHaveTheRetailShapes() {
        auto catalog = SoundCatalog::load(*m_dat);
        QVERIFY(catalog.has_value());
        QVERIFY(catalog->problems().empty());
        const SoundTable* weapon = catalog->table(DemoDat::WeaponTable);
        QVERIFY(weapon);
        const SoundTableNode* swoosh2 = weapon->sound(parseSoundType(u"Swoosh2").value());
        QVERIFY(swoosh2);
        QCOMPARE(swoosh2->variants.size(), size_t(2));
        const SoundTableNode* steps =
            catalog->table(DemoDat::HumanTable)->sound(parseSoundType(u"Footstep1").value());
        QVERIFY(steps);
        QCOMPARE(steps->variants.size(), size_t(4));

        bool zeroProbability = false, belowOne = false, silent = false, missing = false;
        for (const auto& [id, table] : catalog->tables()) {
            QCOMPARE(table.root.variants.size(), size_t(1)); // the retail default root record
            for (const SoundTableNode& sound : table.root.children) {
                for (const SoundVariant& v : sound.variants) {
                    zeroProbability |= v.probability == 0.0f;
                    belowOne |= v.probability > 0.0f && v.probability < 1.0f;
                    silent |= v.wave == 0;
                    missing |= v.wave != 0 && !catalog->hasWave(v.wave);
                }
            }
        }
        QVERIFY(zeroProbability);
        QVERIFY(belowOne);
        QVERIFY(silent);
        QVERIFY(missing);
        QVERIFY(!catalog->hasWave(DemoDat::MissingWave));
    }

    void regionAndSetupsLinkToDemoTables() {
        auto catalog = SoundCatalog::load(*m_dat);
        QVERIFY(catalog.has_value());
        const RegionDesc& region = catalog->regions().at(DemoDat::Region);
        QVERIFY(region.ambient.has_value());
        QVERIFY(region.ambient->size() >= 3);
        bool continuous = false, intermittent = false;
        for (const AmbientStbDesc& stb : *region.ambient) {
            QVERIFY(catalog->table(stb.soundTable));
            for (const AmbientSoundDesc& sound : stb.sounds) {
                continuous |= sound.continuous();
                intermittent |= !sound.continuous();
            }
        }
        QVERIFY(continuous && intermittent);
        QVERIFY(region.sceneTypes.has_value());
        for (const SceneType& scene : *region.sceneTypes)
            QVERIFY(scene.stbIndex == SceneType::NoAmbient ||
                    scene.stbIndex < region.ambient->size());
        QCOMPARE(catalog->setupTables().size(), size_t(2));
        for (const auto& [setup, table] : catalog->setupTables())
            QVERIFY(catalog->table(table));
        QCOMPARE(catalog->usesOfTable(DemoDat::HumanTable).size(), size_t(1));
    }

private:
    static QString hexIdText(quint32 id) { return QString::number(id, 16); }
};

QTEST_GUILESS_MAIN(TestDemoDat)
#include "tst_demodat.moc"
