#include "core/common/bytewriter.h"
#include "core/records/regiondesc.h"
#include "tests/records/resultcheck.h"

#include <QTest>
#include <QtEndian>

#include <random>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

// A full region written field by field with ByteWriter, following §5 of the format reference
// (not the decoder). Offsets of interest are recorded while writing.
struct Fixture {
    QByteArray bytes;
    qint64 nameEnd = 0;
    qint64 timesCountAt = 0;
    qint64 daysCountAt = 0;
    qint64 seasonsCountAt = 0;
    qint64 partsMaskAt = 0;
    qint64 dayGroupsCountAt = 0;
    qint64 skyObjectsCountAt = 0; // first day group
    qint64 skyTimesCountAt = 0;   // first day group
    qint64 replacesCountAt = 0;   // first sky time of the first day group
    qint64 headEnd = 0;           // = SoundDesc count
    qint64 firstSoundsCountAt = 0;
    qint64 sceneDescAt = 0;
    qint64 firstScenesCountAt = 0;
    qint64 tailStart = 0;
};

struct Options {
    bool sky = true;
    bool sound = true;
    bool scene = true;
    QByteArray namePadding = {}; // override the name's padding bytes
};

Fixture buildRegion(const Options& options = {}) {
    Fixture f;
    ByteWriter w;
    w.u32(0x13000000);
    w.u32(1);
    w.u32(3);
    // "Derethia": 2 + 8 = 10 bytes, 2 bytes of padding
    w.u16(8);
    w.bytes("Derethia");
    w.bytes(options.namePadding.isEmpty() ? QByteArray(2, '\0') : options.namePadding);
    f.nameEnd = w.size();

    // LandDefs
    w.i32(255);
    w.i32(255);
    w.f32(24.0f);
    w.i32(8);
    w.i32(1);
    w.f32(200.0f);
    w.f32(1000.0f);
    w.f32(5.0f);
    for (int i = 0; i < 256; ++i)
        w.f32(static_cast<float>(i) * 2.0f);

    // GameTime
    w.f64(3600.5);
    w.u32(10);
    w.f32(7620.0f);
    w.u32(360);
    w.u16(4);
    w.bytes("P.Y.");
    w.zeros(2);
    f.timesCountAt = w.size();
    w.u32(2);
    w.f32(0.0f);
    w.u32(1);
    w.u16(8);
    w.bytes("Darktide");
    w.zeros(2);
    w.f32(0.5f);
    w.u32(0);
    w.u16(7);
    w.bytes("Midsong");
    w.zeros(3);
    f.daysCountAt = w.size();
    w.u32(3);
    w.u16(2);
    w.bytes("Mo");
    w.u16(3);
    w.bytes("Tue");
    w.zeros(3);
    w.u16(0);
    w.zeros(2);
    f.seasonsCountAt = w.size();
    w.u32(2);
    w.u32(0);
    w.u16(6);
    w.bytes("Spring");
    w.u32(180);
    w.u16(6);
    w.bytes("Autumn");

    f.partsMaskAt = w.size();
    w.u32((options.sound ? 0x01 : 0) | (options.scene ? 0x02 : 0) | 0x04 |
          (options.sky ? 0x10 : 0) | 0x200);

    if (options.sky) {
        w.f64(0.25);
        w.f64(0.5);
        f.dayGroupsCountAt = w.size();
        w.u32(2);
        // day group 1: two sky objects, two sky times (one with a replace)
        w.f32(0.75f);
        w.u16(5);
        w.bytes("Sunny");
        w.zeros(1);
        f.skyObjectsCountAt = w.size();
        w.u32(2);
        for (int o = 0; o < 2; ++o) {
            for (int k = 0; k < 6; ++k)
                w.f32(0.1f * static_cast<float>(k + o));
            w.u32(0x01000010 + o);
            w.u32(0x33000020 + o);
            w.u32(o);
        }
        f.skyTimesCountAt = w.size();
        w.u32(2);
        for (int t = 0; t < 2; ++t) {
            for (int k = 0; k < 11; ++k)
                w.u32(0x11110000 + k + 0x100 * t);
            if (t == 0)
                f.replacesCountAt = w.size();
            w.u32(t == 0 ? 1 : 0);
            if (t == 0) {
                w.u32(1);
                w.u32(0x01000099);
                w.f32(1.0f);
                w.f32(0.5f);
                w.f32(0.25f);
                w.f32(2.0f);
            }
        }
        // day group 2: nothing but one sky time
        w.f32(0.25f);
        w.u16(0);
        w.zeros(2);
        w.u32(0);
        w.u32(1);
        w.zeros(44);
        w.u32(0);
    }
    f.headEnd = w.size();

    if (options.sound) {
        w.u32(3);
        w.u32(0x20000010);
        f.firstSoundsCountAt = w.size();
        w.u32(2);
        w.u32(0x46); // Ambient1, intermittent
        w.f32(0.5f);
        w.f32(0.2f);
        w.f32(10.0f);
        w.f32(30.0f);
        w.u32(0x4E); // Waterfall, continuous
        w.f32(0.9f);
        w.f32(0.0f);
        w.f32(2.0f);
        w.f32(0.0f);
        w.u32(0x20000011);
        w.u32(1);
        w.u32(0x47);
        w.f32(0.3f);
        w.f32(0.05f);
        w.f32(5.0f);
        w.f32(15.0f);
        w.u32(0x20000012);
        w.u32(0);
    }
    f.sceneDescAt = w.size();
    if (options.scene) {
        w.u32(3);
        w.u32(0);
        f.firstScenesCountAt = w.size();
        w.u32(2);
        w.u32(0x12000001);
        w.u32(0x12000002);
        w.u32(0xFFFFFFFF);
        w.u32(0);
        w.u32(2);
        w.u32(1);
        w.u32(0x12000003);
    }
    f.tailStart = w.size();

    // TerrainDesc: two terrain types, LandSurf 0 + TexMerge
    w.u32(2);
    w.u16(9);
    w.bytes("BarrenRok");
    w.zeros(1);
    w.u32(0xFF808080);
    w.u32(2);
    w.u32(0);
    w.u32(1);
    w.u16(5);
    w.bytes("Grass");
    w.zeros(1);
    w.u32(0xFF00FF00);
    w.u32(1);
    w.u32(2);
    w.u32(0);   // LandSurf selector: TexMerge
    w.u32(512); // BaseTexSize
    w.u32(1);   // corner terrain maps
    w.u32(1);
    w.u32(0x05000001);
    w.u32(0); // side terrain maps
    w.u32(1); // road maps
    w.u32(2);
    w.u32(0x05000002);
    w.u32(1); // TMTerrainDesc
    w.u32(0);
    for (int k = 0; k < 10; ++k)
        w.u32(0x05000100 + k);
    // RegionMisc
    w.u32(1);
    w.u32(0x0600127D);
    w.u32(0x06000261);
    w.u32(4);
    w.u32(0x01000FDE);
    w.u32(0x01001612);

    f.bytes = w.take();
    return f;
}

quint32 dwordAt(const QByteArray& bytes, qint64 offset) {
    return qFromLittleEndian<quint32>(bytes.constData() + offset);
}

QByteArray withDword(QByteArray bytes, qint64 offset, quint32 value) {
    qToLittleEndian(value, bytes.data() + offset);
    return bytes;
}

} // namespace

class TestRegionDesc : public QObject {
    Q_OBJECT

private slots:
    void decodesAFullRegion() {
        const Fixture f = buildRegion();
        const auto region = RegionDesc::decode(f.bytes);
        VERIFY_OK(region);
        QCOMPARE(region->id, 0x13000000u);
        QCOMPARE(region->regionNumber, 1u);
        QCOMPARE(region->version, 3u);
        QCOMPARE(region->name, u"Derethia"_s);
        QCOMPARE(region->partsMask, 0x217u);
        QCOMPARE(region->nameEndOffset, f.nameEnd);
        QCOMPARE(region->partsMaskOffset, f.partsMaskAt);
        QCOMPARE(region->head, f.bytes.left(f.headEnd));
        QCOMPARE(region->tail, f.bytes.mid(f.tailStart));

        QVERIFY(region->ambient.has_value());
        const auto& stbs = *region->ambient;
        QCOMPARE(stbs.size(), 3u);
        QCOMPARE(stbs[0].soundTable, 0x20000010u);
        QCOMPARE(stbs[0].sounds.size(), 2u);
        QCOMPARE(stbs[0].sounds[0], (AmbientSoundDesc{0x46, 0.5f, 0.2f, 10.0f, 30.0f}));
        QVERIFY(!stbs[0].sounds[0].continuous());
        QCOMPARE(stbs[0].sounds[1], (AmbientSoundDesc{0x4E, 0.9f, 0.0f, 2.0f, 0.0f}));
        QVERIFY(stbs[0].sounds[1].continuous());
        QCOMPARE(stbs[1].soundTable, 0x20000011u);
        QCOMPARE(stbs[1].sounds[0].soundType, 0x47u);
        QCOMPARE(stbs[2].sounds.size(), 0u);

        QVERIFY(region->sceneTypes.has_value());
        const auto& types = *region->sceneTypes;
        QCOMPARE(types.size(), 3u);
        QCOMPARE(types[0].stbIndex, 0u);
        QCOMPARE(types[0].scenes, (std::vector<quint32>{0x12000001, 0x12000002}));
        QCOMPARE(types[1].stbIndex, SceneType::NoAmbient);
        QVERIFY(types[1].scenes.empty());
        QCOMPARE(types[2].stbIndex, 2u);
        QCOMPARE(types[2].scenes, (std::vector<quint32>{0x12000003}));
    }

    void reencodesIdentically_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("full") << buildRegion().bytes;
        QTest::newRow("no sky") << buildRegion({.sky = false}).bytes;
        QTest::newRow("no sound") << buildRegion({.sound = false}).bytes;
        QTest::newRow("no scene") << buildRegion({.scene = false}).bytes;
        QTest::newRow("neither") << buildRegion({.sound = false, .scene = false}).bytes;
        QTest::newRow("junk name padding")
            << buildRegion({.namePadding = QByteArray("\xAA\xBB", 2)}).bytes;
    }

    void reencodesIdentically() {
        QFETCH(QByteArray, bytes);
        const auto region = RegionDesc::decode(bytes);
        VERIFY_OK(region);
        QCOMPARE(region->encode(), bytes);
    }

    void partsFollowTheMask() {
        const Fixture noSky = buildRegion({.sky = false});
        const auto a = RegionDesc::decode(noSky.bytes);
        VERIFY_OK(a);
        QCOMPARE(a->head.size(), noSky.partsMaskAt + 4);
        QVERIFY(a->ambient.has_value());

        const Fixture noSound = buildRegion({.sound = false});
        const auto b = RegionDesc::decode(noSound.bytes);
        VERIFY_OK(b);
        QVERIFY(!b->ambient.has_value());
        QVERIFY(b->sceneTypes.has_value());
        QCOMPARE(b->sceneTypes->size(), 3u);

        const Fixture noScene = buildRegion({.scene = false});
        const auto c = RegionDesc::decode(noScene.bytes);
        VERIFY_OK(c);
        QVERIFY(c->ambient.has_value());
        QVERIFY(!c->sceneTypes.has_value());
        QCOMPARE(c->tail, noScene.bytes.mid(noScene.tailStart));
    }

    void editedAmbientReencodes() {
        const Fixture f = buildRegion();
        auto region = RegionDesc::decode(f.bytes);
        VERIFY_OK(region);
        (*region->ambient)[0].sounds[0].volume = 0.75f;
        (*region->ambient)[2].sounds.push_back({0x48, 0.1f, 0.3f, 1.0f, 2.0f});
        region->ambient->push_back({0x20000013, {{0x49, 1.0f, 0.0f, 3.0f, 3.0f}}});
        (*region->sceneTypes)[1].stbIndex = 3;

        const QByteArray out = region->encode();
        QCOMPARE(out.size(), f.bytes.size() + 20 + (8 + 20));
        QCOMPARE(out.left(f.headEnd), f.bytes.left(f.headEnd));
        QCOMPARE(out.right(f.bytes.size() - f.tailStart), f.bytes.mid(f.tailStart));
        QCOMPARE(dwordAt(out, f.headEnd), 4u); // STB count
        const auto back = RegionDesc::decode(out);
        VERIFY_OK(back);
        QCOMPARE(*back, *region);
        QCOMPARE((*back->ambient)[0].sounds[0].volume, 0.75f);
        QCOMPARE((*back->sceneTypes)[1].stbIndex, 3u);
    }

    void removingAndAddingPartsUpdatesTheMask() {
        const Fixture f = buildRegion();
        auto region = RegionDesc::decode(f.bytes);
        VERIFY_OK(region);
        region->ambient.reset();
        QByteArray out = region->encode();
        QCOMPARE(dwordAt(out, f.partsMaskAt), 0x216u);
        auto back = RegionDesc::decode(out);
        VERIFY_OK(back);
        QVERIFY(!back->ambient.has_value());
        QCOMPARE(back->sceneTypes, region->sceneTypes);
        QCOMPARE(back->tail, region->tail);

        const Fixture bare = buildRegion({.sound = false, .scene = false});
        auto plain = RegionDesc::decode(bare.bytes);
        VERIFY_OK(plain);
        plain->ambient = std::vector<AmbientStbDesc>{{0x20000001, {{0x46, 1, 0, 5, 5}}}};
        plain->sceneTypes = std::vector<SceneType>{{0, {0x12000009}}};
        out = plain->encode();
        QCOMPARE(dwordAt(out, bare.partsMaskAt), 0x217u);
        back = RegionDesc::decode(out);
        VERIFY_OK(back);
        QCOMPARE(*back->ambient, *plain->ambient);
        QCOMPARE(*back->sceneTypes, *plain->sceneTypes);
        QCOMPARE(back->tail, bare.bytes.mid(bare.tailStart));
    }

    void maskEditsKeepTheLayoutBitsAsStored() {
        const Fixture f = buildRegion();
        auto region = RegionDesc::decode(f.bytes);
        VERIFY_OK(region);
        region->partsMask = 0x01 | 0x02 | 0x200 | 0x8000; // drops 0x10 and 0x04, adds 0x8000
        const QByteArray out = region->encode();
        QCOMPARE(dwordAt(out, f.partsMaskAt), 0x8213u);
        VERIFY_OK(RegionDesc::decode(out));
        region->partsMask = 0; // misc and sky stay, sound and scene follow the parts
        QCOMPARE(dwordAt(region->encode(), f.partsMaskAt), 0x213u);
        region->ambient.reset();
        QCOMPARE(dwordAt(region->encode(), f.partsMaskAt), 0x212u);
    }

    void renamedRegionReencodes() {
        const Fixture f = buildRegion();
        auto region = RegionDesc::decode(f.bytes);
        VERIFY_OK(region);
        region->name = u"Dereth"_s; // 2 + 6 = 8: no padding, 4 bytes shorter
        region->version = 4;
        const QByteArray out = region->encode();
        QCOMPARE(out.size(), f.bytes.size() - 4);
        QCOMPARE(dwordAt(out, 8), 4u);
        const auto back = RegionDesc::decode(out);
        VERIFY_OK(back);
        QCOMPARE(back->name, u"Dereth"_s);
        QCOMPARE(back->ambient, region->ambient);
        QCOMPARE(back->sceneTypes, region->sceneTypes);
        QCOMPARE(back->tail, region->tail);
        QCOMPARE(back->head.mid(back->nameEndOffset), region->head.mid(region->nameEndOffset));
    }

    void makeMinimalRoundTrips() {
        RegionDesc region = RegionDesc::makeMinimal(0x13000000, u"Dereth"_s);
        QCOMPARE(region.id, 0x13000000u);
        QCOMPARE(region.version, 3u);
        QCOMPARE(region.regionNumber, 1u);
        QCOMPARE(region.name, u"Dereth"_s);
        QCOMPARE(region.partsMask, 0x213u);
        QVERIFY(region.ambient.has_value() && region.ambient->empty());
        QVERIFY(region.sceneTypes.has_value() && region.sceneTypes->empty());
        QCOMPARE(region.head.size(),
                 12 + 8 + 1056 + (20 + 8 + 4 + 4 * 20 + 4 + 3 * 12 + 4 + 4 * 12) + 4 + 20);
        // the height table is 0, 2, …, 510
        QCOMPARE(qFromLittleEndian<float>(region.head.constData() + 20 + 32 + 4 * 255), 510.0f);
        // tail: TerrainDesc (no types, LandSurf 0, TexMerge with empty lists) + RegionMisc
        QCOMPARE(region.tail.size(), 28 + 24);
        QCOMPARE(dwordAt(region.tail, 4), 0u);
        QCOMPARE(dwordAt(region.tail, 28), 1u);
        QCOMPARE(dwordAt(region.tail, 32), 0x0600127Du);
        QCOMPARE(dwordAt(region.tail, 36), 0x06000261u);
        QCOMPARE(dwordAt(region.tail, 40), 4u);

        const auto plain = RegionDesc::decode(region.encode());
        VERIFY_OK(plain);
        QCOMPARE(*plain, region);

        region.ambient->push_back({0x20000010, {{0x46, 0.5f, 0.2f, 10, 30}}});
        region.ambient->push_back({0x20000011, {{0x4E, 0.8f, 0.0f, 2, 2}}});
        region.sceneTypes->push_back({0, {0x12000001}});
        region.sceneTypes->push_back({1, {0x12000002, 0x12000003}});
        region.sceneTypes->push_back({SceneType::NoAmbient, {}});
        const QByteArray bytes = region.encode();
        const auto back = RegionDesc::decode(bytes);
        VERIFY_OK(back);
        QCOMPARE(*back, region);
        QCOMPARE(back->encode(), bytes);
    }

    void handBuiltRegionGetsAMinimalHead() {
        RegionDesc region;
        region.id = 0x13000001;
        region.name = u"Test"_s;
        region.version = 3;
        region.ambient = std::vector<AmbientStbDesc>{{0x20000001, {}}};
        const auto back = RegionDesc::decode(region.encode());
        VERIFY_OK(back);
        QCOMPARE(back->id, 0x13000001u);
        QCOMPARE(back->name, u"Test"_s);
        QCOMPARE(back->ambient, region.ambient);
        QVERIFY(!back->sceneTypes.has_value());
    }

    void rejectsMalformed_data() {
        addRejectColumns();
        const auto truncated = static_cast<int>(ErrorCode::Truncated);
        const auto bad = static_cast<int>(ErrorCode::BadRecord);
        const Fixture f = buildRegion();
        const QByteArray& b = f.bytes;

        QTest::newRow("empty") << QByteArray() << truncated << qint64(0) << u"needs 4"_s;
        QTest::newRow("cut in name") << b.left(16) << truncated << qint64(14) << u"needs 8"_s;
        QTest::newRow("cut in LandDefs")
            << b.left(f.nameEnd + 100) << truncated << f.nameEnd << u"needs 1056"_s;
        QTest::newRow("cut in GameTime header")
            << b.left(f.nameEnd + 1056 + 10) << truncated << f.nameEnd + 1056 << u"needs 20"_s;
        QTest::newRow("cut in times of day")
            << b.left(f.timesCountAt + 10) << bad << f.timesCountAt << u"time-of-day count is 2"_s;
        QTest::newRow("cut in last season")
            << b.left(f.partsMaskAt - 2) << truncated << f.partsMaskAt - 6 << u"needs 6"_s;
        QTest::newRow("times of day too many")
            << withDword(b, f.timesCountAt, 100000) << bad << f.timesCountAt
            << u"time-of-day count is 100000"_s;
        QTest::newRow("days too many") << withDword(b, f.daysCountAt, 0xFFFFFFFF) << bad
                                       << f.daysCountAt << u"day-of-week count is 4294967295"_s;
        QTest::newRow("seasons too many") << withDword(b, f.seasonsCountAt, 0x10000000) << bad
                                          << f.seasonsCountAt << u"season count"_s;
        QTest::newRow("no parts mask")
            << b.left(f.partsMaskAt) << truncated << f.partsMaskAt << u"needs 4"_s;
        QTest::newRow("cut in SkyDesc ticks")
            << b.left(f.partsMaskAt + 12) << truncated << f.partsMaskAt + 4 << u"needs 16"_s;
        QTest::newRow("day groups too many") << withDword(b, f.dayGroupsCountAt, 0x01000000) << bad
                                             << f.dayGroupsCountAt << u"day group count"_s;
        QTest::newRow("sky objects too many")
            << withDword(b, f.skyObjectsCountAt, 1000) << bad << f.skyObjectsCountAt
            << u"sky object count is 1000"_s;
        QTest::newRow("sky times too many") << withDword(b, f.skyTimesCountAt, 1000) << bad
                                            << f.skyTimesCountAt << u"sky time count is 1000"_s;
        QTest::newRow("replaces too many")
            << withDword(b, f.replacesCountAt, 1000) << bad << f.replacesCountAt
            << u"object replace count is 1000"_s;
        QTest::newRow("cut in sky objects") << b.left(f.skyObjectsCountAt + 40) << bad
                                            << f.skyObjectsCountAt << u"sky object count is 2"_s;
        QTest::newRow("cut in second day group")
            << b.left(f.headEnd - 10) << bad << f.headEnd - 52 << u"sky time count is 1"_s;
        QByteArray longName = b;
        qToLittleEndian<quint16>(0x7000, longName.data() + f.dayGroupsCountAt + 8);
        QTest::newRow("day group name longer than the record")
            << longName << truncated << f.dayGroupsCountAt + 10 << u"needs 28672"_s;
        QTest::newRow("cut after SkyDesc")
            << b.left(f.headEnd) << truncated << f.headEnd << u"needs 4"_s;
        QTest::newRow("ambient tables too many") << withDword(b, f.headEnd, 5000) << bad
                                                 << f.headEnd << u"ambient table count is 5000"_s;
        QTest::newRow("ambient sounds too many")
            << withDword(b, f.firstSoundsCountAt, 100) << bad << f.firstSoundsCountAt
            << u"ambient sound count is 100"_s;
        QTest::newRow("cut in ambient sounds")
            << b.left(f.firstSoundsCountAt + 4 + 30) << bad << f.firstSoundsCountAt
            << u"ambient sound count is 2"_s;
        QTest::newRow("scene types too many") << withDword(b, f.sceneDescAt, 0x00100000) << bad
                                              << f.sceneDescAt << u"scene type count"_s;
        QTest::newRow("scenes too many") << withDword(b, f.firstScenesCountAt, 100000) << bad
                                         << f.firstScenesCountAt << u"scene count is 100000"_s;
        QTest::newRow("cut in SceneDesc")
            << b.left(f.sceneDescAt + 2) << truncated << f.sceneDescAt << u"needs 4"_s;
    }

    void rejectsMalformed() {
        checkRejected([](const QByteArray& bytes) { return RegionDesc::decode(bytes); });
    }

    void mutatedInputEitherFailsOrRoundTrips() {
        // Deterministic mutations before the opaque tail: decoding never crashes or allocates
        // wildly, and whatever decodes re-encodes to exactly its bytes.
        const Fixture f = buildRegion();
        std::mt19937 random(777);
        int decoded = 0;
        for (int round = 0; round < 3000; ++round) {
            QByteArray bytes = f.bytes;
            const auto at = static_cast<qsizetype>(random() % static_cast<quint32>(f.tailStart));
            if (round % 2 == 0) {
                bytes[at] = static_cast<char>(random());
            } else {
                const quint32 values[] = {0, 1, 3, 0x100, 0xFFFF, 0x7FFFFFFF, 0xFFFFFFFF};
                const qsizetype dword = (at / 4) * 4;
                qToLittleEndian(values[random() % 7], bytes.data() + dword);
            }
            const auto region = RegionDesc::decode(bytes);
            if (region) {
                ++decoded;
                QCOMPARE(region->encode(), bytes);
            } else {
                QVERIFY(region.error().offset >= 0 && region.error().offset <= bytes.size());
            }
        }
        QVERIFY(decoded > 0);
    }

    void everyPrefixFailsCleanly() {
        // No prefix of a valid region decodes (the tail is opaque, so only prefixes that cut
        // before it are checked), and none crashes.
        const Fixture f = buildRegion();
        for (qint64 size = 0; size < f.tailStart; ++size) {
            const auto region = RegionDesc::decode(QByteArrayView(f.bytes).first(size));
            QVERIFY2(!region.has_value(), qPrintable(QString::number(size)));
            QVERIFY(region.error().offset >= 0 && region.error().offset <= size);
        }
    }
};

QTEST_GUILESS_MAIN(TestRegionDesc)
#include "tst_regiondesc.moc"
