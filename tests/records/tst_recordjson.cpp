#include "core/common/bytewriter.h"
#include "core/records/recordjson.h"
#include "core/records/wave.h"
#include "tests/records/resultcheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <cmath>
#include <limits>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

QJsonObject parse(QByteArrayView text) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

QByteArray compact(const QJsonObject& object) {
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

SoundTable swooshTable() {
    SoundTable table = SoundTable::makeEmpty(0x200000A8);
    table.root.children.push_back({0x1F, {{0x0A000519, 0.5f, 1.0f, 0.9f}}, {}});
    return table;
}

SoundTable richTable() {
    SoundTable table = SoundTable::makeEmpty(0x20000001);
    table.root.children.push_back({0x58, {{0x0A000262, 0.7f, 1.0f, 1.0f}}, {}});
    table.root.children.push_back({0x5B, {{0x0A000274, 0.7f, 1.0f, 0.8f}}, {}});
    table.root.children.push_back(
        {0x37, {{0x0A000100, 0.1f, 0.3f, 0.33333334f}, {0x0A000101, 0.0f, 0.0f, 1e-7f}}, {}});
    table.root.children.push_back({0x1234, {}, {}}); // not a named sound type
    table.root.children.push_back({0x1F, {}, {}});   // no variants
    return table;
}

} // namespace

class TestRecordJson : public QObject {
    Q_OBJECT

private slots:
    void soundTableShapeIsTheIssues() {
        const QJsonObject expected = parse(R"({"id":"0x200000A8","type":"SoundTable",
            "root":[{"wave":"0x00000000","priority":0,"probability":1,"volume":1}],
            "sounds":[{"sound":"Swoosh2","code":31,
                "variants":[{"wave":"0x0A000519","priority":0.5,"probability":1,"volume":0.9}]}]})");
        QCOMPARE(toJson(swooshTable()), expected);
        QVERIFY(compact(toJson(swooshTable())).contains("\"volume\":0.9,"));
    }

    void waveShapeIsTheIssues() {
        ByteWriter header;
        header.u16(1);
        header.u16(1);
        header.u32(11025);
        header.u32(22050);
        header.u16(2);
        header.u16(16);
        header.u16(0);
        Wave wave;
        wave.id = 0x0A000002;
        wave.format = header.take();
        wave.data = QByteArray(7046, '\0');
        const QJsonObject expected =
            parse(R"({"id":"0x0A000002","type":"Wave","format":1,"channels":1,"rate":11025,
                      "bits":16,"header_size":18,"data_size":7046,"seconds":0.3195})");
        QCOMPARE(toJson(wave), expected);
    }

    void regionShapeIsTheIssues() {
        RegionDesc region = RegionDesc::makeMinimal(0x13000000, u"Dereth"_s);
        region.ambient = std::vector<AmbientStbDesc>{{0x20000010, {{0x46, 0.5f, 0.2f, 10, 30}}}};
        region.sceneTypes = std::vector<SceneType>{{0, {0x12000001}}};
        const QJsonObject expected = parse(R"({"id":"0x13000000","type":"Region","ambient":[
            {"index":0,"table":"0x20000010",
             "sounds":[{"sound":"Ambient1","code":70,"volume":0.5,"base_chance":0.2,
                        "min_rate":10,"max_rate":30,"continuous":false}]}],
            "scene_types":[{"index":0,"stb":0,"scenes":["0x12000001"]}]})");
        QCOMPARE(toJson(region), expected);
    }

    void regionAbsentPartsAndNoAmbientAreNull() {
        RegionDesc region = RegionDesc::makeMinimal(0x13000000, u"Dereth"_s);
        region.ambient.reset();
        region.sceneTypes = std::vector<SceneType>{{SceneType::NoAmbient, {}}};
        const QJsonObject json = toJson(region);
        QVERIFY(json.value("ambient"_L1).isNull());
        QVERIFY(json.value("scene_types"_L1)[0]["stb"_L1].isNull());
        QCOMPARE(json.value("scene_types"_L1)[0]["scenes"_L1].toArray().size(), 0);
        QVERIFY(!toJson(RegionDesc::makeMinimal(0x13000000, u"x"_s))
                     .value("ambient"_L1)
                     .isNull()); // present but empty → []
    }

    void continuousIsDerived() {
        RegionDesc region = RegionDesc::makeMinimal(0x13000000, u"Dereth"_s);
        region.ambient = std::vector<AmbientStbDesc>{{0x20000010, {{0x4E, 0.9f, 0.0f, 2, 0}}}};
        const QJsonObject sound = toJson(region)["ambient"_L1][0]["sounds"_L1][0].toObject();
        QCOMPARE(sound.value("continuous"_L1), QJsonValue(true));
        QCOMPARE(sound.value("sound"_L1), QJsonValue(u"Waterfall"_s));
    }

    void setupShape() {
        const Setup setup = Setup::makeMinimal(0x02000001, 0x20000001);
        QCOMPARE(toJson(setup),
                 parse(R"({"id":"0x02000001","type":"Setup","default_sound_table":"0x20000001"})"));
    }

    void shortestFloats_data() {
        QTest::addColumn<float>("value");
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("0.9") << 0.9f << "0.9"_ba;
        QTest::newRow("0.7") << 0.7f << "0.7"_ba;
        QTest::newRow("0.1") << 0.1f << "0.1"_ba;
        QTest::newRow("0.8") << 0.8f << "0.8"_ba;
        QTest::newRow("1/3") << (1.0f / 3.0f) << "0.33333334"_ba;
        QTest::newRow("1") << 1.0f << "1"_ba;
        QTest::newRow("0") << 0.0f << "0"_ba;
        QTest::newRow("30") << 30.0f << "30"_ba;
        QTest::newRow("1e-7") << 1e-7f << "1e-07"_ba;
        QTest::newRow("max") << std::numeric_limits<float>::max() << "3.4028235e+38"_ba;
        QTest::newRow("-2.5") << -2.5f << "-2.5"_ba;
    }

    void shortestFloats() {
        QFETCH(float, value);
        QFETCH(QByteArray, text);
        SoundTable table = SoundTable::makeEmpty(0x20000001);
        table.root.variants[0].volume = value;
        const QByteArray json = compact(toJson(table));
        QVERIFY2(json.contains(QByteArray("\"volume\":" + text + ",")), json.constData());
        QCOMPARE(floatFromJsonNumber(jsonNumberFromFloat(value)), value);
    }

    void floatConversionIsExactForManyValues() {
        // A sweep over bit patterns across the float range: every one survives
        // float → JSON number → float.
        for (quint32 bits = 0x00000001; bits < 0x7F800000; bits += 0x000F4243) {
            float value = 0;
            std::memcpy(&value, &bits, sizeof value);
            const float back = floatFromJsonNumber(jsonNumberFromFloat(value));
            QVERIFY2(std::memcmp(&back, &value, sizeof value) == 0,
                     qPrintable(QString::number(bits, 16)));
        }
    }

    void tablesRoundTrip_data() {
        QTest::addColumn<SoundTable>("table");
        QTest::newRow("swoosh") << swooshTable();
        QTest::newRow("rich") << richTable();
        SoundTable nested = richTable();
        nested.root.key = 7;
        nested.root.children[0].children.push_back(
            {0x100, {{0x0A000001, 0.25f, 0.5f, 0.75f}}, {{0x200, {}, {}}}});
        QTest::newRow("nested, root key") << nested;
        SoundTable odd = SoundTable::makeEmpty(0x2000FFFF);
        odd.root.variants.clear();
        odd.root.children.push_back({0x46,
                                     {{0xFFFFFFFF, -0.0f, std::numeric_limits<float>::infinity(),
                                       std::numeric_limits<float>::denorm_min()},
                                      {0, -std::numeric_limits<float>::infinity(), -1.5f, 1e30f}},
                                     {}});
        QTest::newRow("odd values") << odd;
    }

    void tablesRoundTrip() {
        QFETCH(SoundTable, table);
        const QJsonObject json = toJson(table);
        const auto back = soundTableFromJson(json);
        VERIFY_OK(back);
        QCOMPARE(*back, table);
        QCOMPARE(back->encode(), table.encode());
        // and through text
        const auto reparsed = parseJsonObject(QJsonDocument(json).toJson());
        VERIFY_OK(reparsed);
        const auto again = soundTableFromJson(*reparsed);
        VERIFY_OK(again);
        QCOMPARE(again->encode(), table.encode());
    }

    void nanSurvivesAsString() {
        SoundTable table = SoundTable::makeEmpty(0x20000001);
        table.root.variants[0].priority = std::numeric_limits<float>::quiet_NaN();
        const QJsonObject json = toJson(table);
        QCOMPARE(json["root"_L1][0]["priority"_L1], QJsonValue(u"nan"_s));
        const auto back = soundTableFromJson(json);
        VERIFY_OK(back);
        QVERIFY(std::isnan(back->root.variants[0].priority));
    }

    void soundTableDefaults() {
        const auto table = soundTableFromJson(parse(R"({"id":"0x20000005","sounds":[
            {"sound":"footstep1","variants":[{"wave":"0x0A000001"}]},
            {"code":31,"variants":[{"wave":167772162,"probability":0.5}]},
            {"sound":"0x46","variants":[]},
            {"sound":85,"code":85,"variants":[]}]})"));
        VERIFY_OK(table);
        QCOMPARE(table->id, 0x20000005u);
        QCOMPARE(table->root.key, 0u); // root omitted → retail default
        QCOMPARE(table->root.variants, SoundTable::makeEmpty(0).root.variants);
        QCOMPARE(table->root.children.size(), 4u);
        QCOMPARE(table->root.children[0].key, 0x37u);
        QCOMPARE(table->root.children[0].variants[0], (SoundVariant{0x0A000001, 0, 1, 1}));
        QCOMPARE(table->root.children[1].key, 31u);
        QCOMPARE(table->root.children[1].variants[0], (SoundVariant{0x0A000002, 0, 0.5f, 1}));
        QCOMPARE(table->root.children[2].key, 0x46u);
        QCOMPARE(table->root.children[3].key, 85u);
    }

    void soundTableErrors_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");

        QTest::newRow("the brief's example")
            << R"({"id":"0x20000001","sounds":[
                {"sound":"Swoosh1","variants":[]},{"sound":"Swoosh2","variants":[]},
                {"sound":"Swoosh3","variants":[]},
                {"sound":"Footstep1","variants":[{"wave":"0x0A000001"},
                    {"wave":"0x0A000002","probability":"high"}]}]})"_ba
            << u"sounds[3].variants[1].probability: expected a number"_s;
        QTest::newRow("misspelt key")
            << R"({"id":"0x20000001","sounds":[{"sound":"Swoosh1","variants":[
                {"wave":"0x0A000001","probabilty":0.5}]}]})"_ba
            << u"sounds[0].variants[0].probabilty: unknown key (expected wave, priority, "
               u"probability, volume)"_s;
        QTest::newRow("top-level unknown key")
            << R"({"id":"0x20000001","sounds":[],"extra":1})"_ba
            << u"extra: unknown key (expected id, type, root, root_key, sounds)"_s;
        QTest::newRow("no id") << R"({"sounds":[]})"_ba << u"id: missing"_s;
        QTest::newRow("bad id") << R"({"id":"0xZZ","sounds":[]})"_ba
                                << u"id: expected an id such as \"0x0A000519\""_s;
        QTest::newRow("id of another type")
            << R"({"id":"0x13000000","sounds":[]})"_ba
            << u"id: 0x13000000 is not a SoundTable id (0x20000000–0x2000FFFF)"_s;
        QTest::newRow("wrong type") << R"({"id":"0x20000001","type":"Wave","sounds":[]})"_ba
                                    << u"type: expected \"SoundTable\""_s;
        QTest::newRow("no sounds") << R"({"id":"0x20000001"})"_ba << u"sounds: missing"_s;
        QTest::newRow("sounds not array")
            << R"({"id":"0x20000001","sounds":{}})"_ba << u"sounds: expected an array"_s;
        QTest::newRow("sound not object")
            << R"({"id":"0x20000001","sounds":[3]})"_ba << u"sounds[0]: expected an object"_s;
        QTest::newRow("unknown sound")
            << R"({"id":"0x20000001","sounds":[{"sound":"Swoosh9","variants":[]}]})"_ba
            << u"sounds[0].sound: unknown sound type \"Swoosh9\" (expected a name such as "
               u"\"Swoosh2\", a number or 0x hex)"_s;
        QTest::newRow("no sound") << R"({"id":"0x20000001","sounds":[{"variants":[]}]})"_ba
                                  << u"sounds[0].sound: missing (give \"sound\" or \"code\")"_s;
        QTest::newRow("code disagrees")
            << R"({"id":"0x20000001","sounds":[{"sound":"Swoosh2","code":30,"variants":[]}]})"_ba
            << u"sounds[0].code: 30 does not match \"sound\" Swoosh2 (31)"_s;
        QTest::newRow("negative code")
            << R"({"id":"0x20000001","sounds":[{"code":-1,"variants":[]}]})"_ba
            << u"sounds[0].code: expected a whole number from 0 to 4294967295"_s;
        QTest::newRow("no variants") << R"({"id":"0x20000001","sounds":[{"sound":"Swoosh2"}]})"_ba
                                     << u"sounds[0].variants: missing"_s;
        QTest::newRow("wave not an id")
            << R"({"id":"0x20000001","sounds":[{"sound":"Swoosh2","variants":[{"wave":true}]}]})"_ba
            << u"sounds[0].variants[0].wave: expected an id such as \"0x0A000519\""_s;
        QTest::newRow("no wave")
            << R"({"id":"0x20000001","sounds":[{"sound":"Swoosh2","variants":[{}]}]})"_ba
            << u"sounds[0].variants[0].wave: missing"_s;
        QTest::newRow("float too big")
            << R"({"id":"0x20000001","root":[{"wave":0,"volume":1e39}],"sounds":[]})"_ba
            << u"root[0].volume: 1e+39 is outside the range of a 32-bit float"_s;
        QTest::newRow("nested child error")
            << R"({"id":"0x20000001","sounds":[{"sound":"Swoosh2","variants":[],
                "children":[{"code":256,"variants":[{"wave":"x"}]}]}]})"_ba
            << u"sounds[0].children[0].variants[0].wave: expected an id such as "
               u"\"0x0A000519\""_s;
    }

    void soundTableErrors() {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const auto table = soundTableFromJson(parse(json));
        QVERIFY(!table.has_value());
        QCOMPARE(table.error().code, ErrorCode::Parse);
        QCOMPARE(table.error().message, message);
    }

    void parseErrorsGiveLineAndColumn_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("stray comma")
            << "{\n  \"id\": \"0x20000001\",\n  \"sounds\": [,]\n}"_ba << 3 << 14;
        QTest::newRow("missing colon") << "{\"id\" \"x\"}"_ba << 1 << 7;
        QTest::newRow("unterminated") << "{\n\"a\":1,\n\"b\":[1,2"_ba << 3 << 8;
        QTest::newRow("garbage at end") << "{\"a\":1}\n x"_ba << 2 << 2;
        QTest::newRow("empty") << ""_ba << 1 << 1;
        QTest::newRow("not an object") << "[1,2]"_ba << 1 << 1;
        QTest::newRow("after umlauts") << "{\"ä\":\"ö\" x}"_ba << 1 << 10;
    }

    void parseErrorsGiveLineAndColumn() {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        const auto object = parseJsonObject(text);
        QVERIFY(!object.has_value());
        QCOMPARE(object.error().code, ErrorCode::Parse);
        QCOMPARE(object.error().line, line);
        QCOMPARE(object.error().column, column);
        QVERIFY(!object.error().message.isEmpty());
    }

    void recordIdAndType() {
        QCOMPARE(jsonRecordType(parse(R"({"id":"0x20000001"})")).value(), RecordType::SoundTable);
        QCOMPARE(jsonRecordType(parse(R"({"id":"0x13000000","type":"Region"})")).value(),
                 RecordType::Region);
        const auto mismatch = jsonRecordType(parse(R"({"id":"0x13000000","type":"Setup"})"));
        QVERIFY(!mismatch.has_value());
        QCOMPARE(mismatch.error().message,
                 u"type: \"Setup\" does not match the id 0x13000000, which is a Region id"_s);
        QVERIFY(!jsonRecordId(parse(R"({"type":"Setup"})")).has_value());
        QCOMPARE(jsonRecordId(parse(R"({"id":33554433})")).value(), 0x02000001u);
    }

    void regionRoundTripsOntoItsBase() {
        RegionDesc region = RegionDesc::makeMinimal(0x13000000, u"Dereth"_s);
        region.ambient = std::vector<AmbientStbDesc>{
            {0x20000010, {{0x46, 0.5f, 0.2f, 10, 30}, {0x4E, 0.9f, 0.0f, 2, 0}}}, {0x20000011, {}}};
        region.sceneTypes =
            std::vector<SceneType>{{0, {0x12000001}}, {SceneType::NoAmbient, {}}, {1, {}}};
        const auto back = regionFromJson(toJson(region), &region);
        VERIFY_OK(back);
        QCOMPARE(*back, region);

        const RegionDesc base = RegionDesc::makeMinimal(0x13000000, u"Dereth"_s);
        const auto applied = regionFromJson(toJson(region), &base);
        VERIFY_OK(applied);
        QCOMPARE(applied->ambient, region.ambient);
        QCOMPARE(applied->sceneTypes, region.sceneTypes);
        QCOMPARE(applied->encode(), region.encode());
    }

    void regionPartsAbsentNullOrReplaced() {
        RegionDesc base = RegionDesc::makeMinimal(0x13000000, u"Dereth"_s);
        base.ambient = std::vector<AmbientStbDesc>{{0x20000010, {{0x46, 0.5f, 0.2f, 10, 30}}}};
        base.sceneTypes = std::vector<SceneType>{{0, {0x12000001}}};

        auto kept = regionFromJson(parse(R"({"id":"0x13000000","type":"Region"})"), &base);
        VERIFY_OK(kept);
        QCOMPARE(*kept, base);

        auto removed = regionFromJson(parse(R"({"id":"0x13000000","ambient":null})"), &base);
        VERIFY_OK(removed);
        QVERIFY(!removed->ambient.has_value());
        QCOMPARE(removed->sceneTypes, base.sceneTypes);

        auto replaced = regionFromJson(parse(R"({"id":"0x13000000","ambient":[
            {"table":"0x20000020","sounds":[{"sound":"Ambient2","volume":0.25,
             "base_chance":0,"min_rate":4}]}],
            "scene_types":[{"stb":null,"scenes":["0x12000005",301989894]}]})"),
                                       &base);
        VERIFY_OK(replaced);
        QCOMPARE(replaced->ambient->size(), 1u);
        QCOMPARE((*replaced->ambient)[0].sounds[0],
                 (AmbientSoundDesc{0x47, 0.25f, 0.0f, 4.0f, 4.0f})); // max_rate = min_rate
        QCOMPARE((*replaced->sceneTypes)[0].stbIndex, SceneType::NoAmbient);
        QCOMPARE((*replaced->sceneTypes)[0].scenes, (std::vector<quint32>{0x12000005, 0x12000006}));
        QCOMPARE(replaced->tail, base.tail);

        auto fresh = regionFromJson(parse(R"({"id":"0x13000000","ambient":[]})"));
        VERIFY_OK(fresh);
        QCOMPARE(fresh->name, u"Dereth"_s);
        VERIFY_OK(RegionDesc::decode(fresh->encode()));
    }

    void regionErrors_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("other id") << R"({"id":"0x13000001"})"_ba
                                  << u"id: 0x13000001 does not match the region it applies to "
                                     u"(0x13000000)"_s;
        QTest::newRow("not a region id") << R"({"id":"0x20000001"})"_ba
                                         << u"id: 0x20000001 is not a Region id "
                                            u"(0x13000000–0x1300FFFF)"_s;
        QTest::newRow("index out of place")
            << R"({"id":"0x13000000","ambient":[{"index":0,"table":1,"sounds":[]},
                {"index":5,"table":2,"sounds":[]}]})"_ba
            << u"ambient[1].index: is 5 but the entry is at position 1 (entries are referred "
               u"to by position; reorder the array instead)"_s;
        QTest::newRow("continuous contradicts")
            << R"({"id":"0x13000000","ambient":[{"table":1,"sounds":[{"sound":"Ambient1",
                "volume":1,"base_chance":0.5,"min_rate":1,"continuous":true}]}]})"_ba
            << u"ambient[0].sounds[0].continuous: true contradicts base_chance (a sound is "
               u"continuous exactly when its base_chance is 0)"_s;
        QTest::newRow("missing volume")
            << R"({"id":"0x13000000","ambient":[{"table":1,"sounds":[{"sound":"Ambient1",
                "base_chance":0.5,"min_rate":1}]}]})"_ba
            << u"ambient[0].sounds[0].volume: missing"_s;
        QTest::newRow("missing table") << R"({"id":"0x13000000","ambient":[{"sounds":[]}]})"_ba
                                       << u"ambient[0].table: missing"_s;
        QTest::newRow("ambient not array")
            << R"({"id":"0x13000000","ambient":5})"_ba << u"ambient: expected an array"_s;
        QTest::newRow("bad stb")
            << R"({"id":"0x13000000","scene_types":[{"stb":-1,"scenes":[]}]})"_ba
            << u"scene_types[0].stb: expected a whole number from 0 to 4294967295"_s;
        QTest::newRow("missing stb")
            << R"({"id":"0x13000000","scene_types":[{"scenes":[]}]})"_ba
            << u"scene_types[0].stb: missing (a number, or null for no ambient sound)"_s;
        QTest::newRow("bad scene")
            << R"({"id":"0x13000000","scene_types":[{"stb":0,"scenes":["0x12000001",[]]}]})"_ba
            << u"scene_types[0].scenes[1]: expected an id such as \"0x0A000519\""_s;
        QTest::newRow("unknown key")
            << R"({"id":"0x13000000","scene_types":[{"stb":0,"scene":[]}]})"_ba
            << u"scene_types[0].scene: unknown key (expected index, stb, scenes)"_s;
    }

    void regionErrors() {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const RegionDesc base = RegionDesc::makeMinimal(0x13000000, u"Dereth"_s);
        const auto region = regionFromJson(parse(json), &base);
        QVERIFY(!region.has_value());
        QCOMPARE(region.error().code, ErrorCode::Parse);
        QCOMPARE(region.error().message, message);
    }

    void setupFromJsonPatchesTheTable() {
        const Setup base = Setup::makeMinimal(0x02000001, 0x20000001);
        const auto patched = setupFromJson(
            parse(R"({"id":"0x02000001","type":"Setup","default_sound_table":"0x200000A8"})"),
            &base);
        VERIFY_OK(patched);
        QCOMPARE(patched->defaultSoundTable, 0x200000A8u);
        QCOMPARE(patched->bytes, base.bytes); // encode() patches the dword
        QCOMPARE(Setup::decode(patched->encode())->defaultSoundTable, 0x200000A8u);

        const auto fresh = setupFromJson(toJson(base));
        VERIFY_OK(fresh);
        QCOMPARE(*fresh, base);

        const auto missing = setupFromJson(parse(R"({"id":"0x02000001"})"), &base);
        QVERIFY(!missing.has_value());
        QCOMPARE(missing.error().message, u"default_sound_table: missing"_s);
        const auto other = setupFromJson(
            parse(R"({"id":"0x02000002","default_sound_table":"0x20000001"})"), &base);
        QVERIFY(!other.has_value());
        QVERIFY(other.error().message.startsWith(u"id: 0x02000002 does not match"));
    }
};

QTEST_GUILESS_MAIN(TestRecordJson)
#include "tst_recordjson.moc"
