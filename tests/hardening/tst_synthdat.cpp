// The synthetic retail-shaped dat (SynthDat, `soundstage-cli synth`): deterministic, the counts
// asked for, tables shaped like retail ones, animations / motion tables / physics scripts that
// decode exactly, and parameters it cannot honour refused.
#include "core/dat/datfile.h"
#include "core/dat/datverifier.h"
#include "core/demo/synthdat.h"
#include "core/document/soundcatalog.h"
#include "core/records/animation.h"
#include "core/records/motiontable.h"
#include "core/records/physicsscript.h"
#include "core/records/physicsscripttable.h"
#include "core/records/recordtype.h"
#include "core/records/regiondesc.h"
#include "core/records/setup.h"
#include "core/records/setupmodel.h"
#include "core/records/soundtable.h"
#include "core/records/wave.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestSynthDat : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static SynthDat::Params small() {
        SynthDat::Params p;
        p.entries = 3000;
        p.tables = 120;
        p.waves = 400;
        p.bytes = 32 << 20;
        p.seed = 7;
        return p;
    }
    static QByteArray sha1(const QString& path) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1);
    }

private slots:
    void sameParametersSameBytes() {
        const QString a = m_dir.filePath(u"a.dat"_s), b = m_dir.filePath(u"b.dat"_s),
                      c = m_dir.filePath(u"c.dat"_s);
        QVERIFY(SynthDat::write(a, small()).has_value());
        QVERIFY(SynthDat::write(b, small()).has_value());
        SynthDat::Params other = small();
        other.seed = 8;
        QVERIFY(SynthDat::write(c, other).has_value());
        QCOMPARE(sha1(a), sha1(b));
        QVERIFY(sha1(a) != sha1(c));
    }

    void shapedLikeRetail() {
        const QString path = m_dir.filePath(u"shape.dat"_s);
        const auto summary = SynthDat::write(path, small());
        if (!summary)
            QFAIL(qPrintable(summary.error().toString()));
        auto dat = DatFile::open(path);
        QVERIFY(dat.has_value());
        const auto entries = (*dat)->entries();
        QVERIFY(entries.has_value());
        QCOMPARE(qint64(entries->size()), small().entries);
        QCOMPARE(summary->entries, small().entries);
        // about the size asked for
        QVERIFY2(summary->fileSize > small().bytes * 8 / 10 &&
                     summary->fileSize < small().bytes * 13 / 10,
                 qPrintable(QString::number(summary->fileSize)));

        std::map<RecordType, int> byType;
        for (const DatEntry& e : *entries)
            ++byType[recordTypeOf(e.id)];
        QCOMPARE(byType[RecordType::SoundTable], small().tables);
        QCOMPARE(byType[RecordType::Wave], small().waves);
        QCOMPARE(byType[RecordType::Region], 1);
        QVERIFY(byType[RecordType::Setup] > 0);
        QVERIFY(byType.size() >= 10); // filler of other types in their ranges

        int silent = 0, missing = 0, belowOne = 0, zero = 0, lastRepeats = 0, multi = 0;
        qint64 sounds = 0;
        const auto tables = (*dat)->entries(0x20000000, 0x2000FFFF);
        QVERIFY(tables.has_value());
        for (const DatEntry& e : *tables) {
            const auto table = SoundTable::decode(*(*dat)->read(e));
            QVERIFY(table.has_value());
            sounds += qint64(table->root.children.size());
            for (const SoundTableNode& s : table->root.children) {
                QVERIFY(!s.variants.empty() && s.variants.size() <= 4);
                if (s.variants.size() > 1) {
                    ++multi;
                    lastRepeats += s.variants.back() == s.variants.front();
                }
                for (const SoundVariant& v : s.variants) {
                    silent += v.wave == 0;
                    missing += v.wave != 0 && !(*dat)->find(v.wave)->has_value();
                    belowOne += v.probability > 0 && v.probability < 1;
                    zero += v.probability == 0;
                }
            }
        }
        QVERIFY(sounds > 20 * small().tables && sounds < 40 * small().tables);
        QVERIFY(silent > 0);
        QVERIFY(missing > 0);
        QVERIFY(belowOne > 0);
        QVERIFY(zero > 0);
        QVERIFY(multi > 0 && lastRepeats > 0);

        const auto wave = Wave::decode(*(*dat)->read(0x0A000001));
        QVERIFY(wave.has_value());
        QCOMPARE(wave->formatTag(), Wave::FormatPcm);
        QCOMPARE(wave->bitsPerSample(), quint16(16));
        QVERIFY(wave->sampleRate() == 11025 || wave->sampleRate() == 22050);
        QVERIFY(wave->seconds() >= 0.099 && wave->seconds() <= 3.0);

        const auto region = RegionDesc::decode(*(*dat)->read(0x13000000));
        QVERIFY(region.has_value());
        QVERIFY(region->ambient && !region->ambient->empty());
        QVERIFY(region->sceneTypes && !region->sceneTypes->empty());

        const auto catalog = SoundCatalog::load(**dat);
        QVERIFY(catalog.has_value());
        QCOMPARE(int(catalog->tables().size()), small().tables);
        QVERIFY(!catalog->setupTables().empty());
    }

    void hookRecordsAtRetailShape() {
        const QString path = m_dir.filePath(u"hooks.dat"_s);
        const auto summary = SynthDat::write(path, small());
        QVERIFY(summary.has_value());
        // 2,478 entries beyond tables, waves and the region (SynthHooks::countsFor).
        QCOMPARE(summary->animations, 327);
        QCOMPARE(summary->motionTables, 32);
        QCOMPARE(summary->physicsScripts, 145);
        QCOMPARE(summary->physicsScriptTables, 5);
        auto dat = DatFile::open(path);
        QVERIFY(dat.has_value());

        std::set<quint32> hookTypes;
        qint64 hooks = 0;
        const auto animations = (*dat)->entries(0x03000000, 0x0300FFFF);
        QVERIFY(animations.has_value());
        QCOMPARE(int(animations->size()), summary->animations);
        for (const DatEntry& e : *animations) {
            const auto animation = Animation::decode(*(*dat)->read(e));
            if (!animation)
                QFAIL(qPrintable(animation.error().toString()));
            QCOMPARE(animation->numParts, 17u);
            QVERIFY(animation->frames.size() >= 40 && animation->frames.size() <= 60);
            QCOMPARE(animation->encode(), *(*dat)->read(e));
            for (const AnimFrame& frame : animation->frames) {
                for (const AnimationHook& hook : frame.hooks)
                    hookTypes.insert(hook.type);
            }
            hooks += animation->hookCount();
        }
        const auto scripts = (*dat)->entries(0x33000000, 0x3300FFFF);
        QVERIFY(scripts.has_value());
        for (const DatEntry& e : *scripts) {
            const auto script = PhysicsScript::decode(*(*dat)->read(e));
            QVERIFY(script.has_value());
            for (const PhysicsScriptEntry& entry : script->entries)
                hookTypes.insert(entry.hook.type);
            hooks += qint64(script->entries.size());
        }
        QCOMPARE(hooks, summary->hooks);
        QCOMPARE(hookTypes.size(), size_t(HookTypeCount)); // every type occurs

        int linked = 0;
        const auto setups = (*dat)->entries(0x02000000, 0x0200FFFF);
        QVERIFY(setups.has_value());
        for (const DatEntry& e : *setups) {
            const auto setup = SetupModel::decode(*(*dat)->read(e));
            QVERIFY(setup.has_value());
            if (setup->defaultMotionTable != 0) {
                ++linked;
                QVERIFY(MotionTable::decode(*(*dat)->read(setup->defaultMotionTable)).has_value());
            }
        }
        QVERIFY(linked > 0);

        const auto report = DatVerifier::verify(path);
        QVERIFY(report.has_value());
        QVERIFY(report->clean());
        QCOMPARE(report->animations, qint64(summary->animations));
        QCOMPARE(report->motionTables, qint64(summary->motionTables));
        QCOMPARE(report->physicsScripts, qint64(summary->physicsScripts));
        QCOMPARE(report->physicsScriptTables, qint64(summary->physicsScriptTables));
    }

    void refusesWhatItCannotHonour_data() {
        QTest::addColumn<qint64>("entries");
        QTest::addColumn<int>("tables");
        QTest::addColumn<int>("waves");
        QTest::addColumn<qint64>("bytes");
        QTest::newRow("fewer entries than tables and waves")
            << qint64(100) << 80 << 40 << qint64(1 << 20);
        QTest::newRow("tables beyond their id range")
            << qint64(200000) << 70000 << 10 << qint64(1 << 20);
        QTest::newRow("more than the container holds")
            << qint64(1000) << 10 << 10 << (qint64(3) << 30);
    }
    void refusesWhatItCannotHonour() {
        QFETCH(qint64, entries);
        QFETCH(int, tables);
        QFETCH(int, waves);
        QFETCH(qint64, bytes);
        SynthDat::Params p;
        p.entries = entries;
        p.tables = tables;
        p.waves = waves;
        p.bytes = bytes;
        const QString path = m_dir.filePath(u"refused.dat"_s);
        const auto r = SynthDat::write(path, p);
        QVERIFY(!r.has_value());
        QCOMPARE(r.error().code, ErrorCode::Usage);
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestSynthDat)
#include "tst_synthdat.moc"
