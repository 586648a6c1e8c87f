#include "core/records/recordtype.h"
#include "core/records/soundtypes.h"

#include <QSet>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestSoundTypes : public QObject {
    Q_OBJECT

private slots:
    void spotChecks_data() {
        QTest::addColumn<quint32>("value");
        QTest::addColumn<QString>("name");
        QTest::newRow("Invalid") << 0x00u << u"Invalid"_s;
        QTest::newRow("Speak1") << 0x01u << u"Speak1"_s;
        QTest::newRow("Swoosh2") << 0x1Fu << u"Swoosh2"_s;
        QTest::newRow("HitPlate1") << 0x33u << u"HitPlate1"_s;
        QTest::newRow("Footstep1") << 0x37u << u"Footstep1"_s;
        QTest::newRow("Ambient1") << 0x46u << u"Ambient1"_s;
        QTest::newRow("Ambient8") << 0x4Du << u"Ambient8"_s;
        QTest::newRow("Waterfall") << 0x4Eu << u"Waterfall"_s;
        QTest::newRow("ShieldUp") << 0x58u << u"ShieldUp"_s;
        QTest::newRow("EnchantDown") << 0x5Bu << u"EnchantDown"_s;
        QTest::newRow("BreatheFlaem") << 0x63u << u"BreatheFlaem"_s;
        QTest::newRow("Destroy") << 0x68u << u"Destroy"_s;
        QTest::newRow("UI_IconInvalid_Drop") << 0x71u << u"UI_IconInvalid_Drop"_s;
        QTest::newRow("UI_Thunder6") << 0x8Au << u"UI_Thunder6"_s;
        QTest::newRow("TriggerActivated") << 0x95u << u"TriggerActivated"_s;
        QTest::newRow("TriggerActivated1") << 0x98u << u"TriggerActivated1"_s;
        QTest::newRow("TriggerActivated5") << 0x9Cu << u"TriggerActivated5"_s;
        QTest::newRow("TriggerActivated50") << 0xC9u << u"TriggerActivated50"_s;
        QTest::newRow("HealthDownVoid") << 0xCAu << u"HealthDownVoid"_s;
        QTest::newRow("SkillDownVoid") << 0xCCu << u"SkillDownVoid"_s;
    }

    void spotChecks() {
        QFETCH(quint32, value);
        QFETCH(QString, name);
        QCOMPARE(soundTypeName(value), name);
        QCOMPARE(parseSoundType(name), std::optional<quint32>(value));
    }

    void all205BothWays() {
        const QStringList names = soundTypeNames();
        QCOMPARE(names.size(), 205);
        QCOMPARE(SoundTypeCount, 205u);
        QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), 205); // all distinct
        for (quint32 value = 0; value < SoundTypeCount; ++value) {
            const QString name = soundTypeName(value);
            QCOMPARE(name, names.at(value));
            QVERIFY(!name.isEmpty());
            QVERIFY(!name.startsWith(u"0x"));
            QCOMPARE(parseSoundType(name), std::optional<quint32>(value));
            QCOMPARE(parseSoundType(name.toUpper()), std::optional<quint32>(value));
            QCOMPARE(parseSoundType(QString::number(value)), std::optional<quint32>(value));
            QCOMPARE(parseSoundType(QString(u"0x"_s + QString::number(value, 16))),
                     std::optional<quint32>(value));
        }
        QVERIFY(isKnownSoundType(0xCC));
        QVERIFY(!isKnownSoundType(0xCD));
    }

    void unknownValuesFallBackToHex() {
        QCOMPARE(soundTypeName(0xCD), u"0xCD"_s);
        QCOMPARE(soundTypeName(0x7FFFFFFF), u"0x7FFFFFFF"_s);
        QCOMPARE(parseSoundType(u"0xCD"), std::optional<quint32>(0xCD));
        QCOMPARE(parseSoundType(u"0x7FFFFFFF"), std::optional<quint32>(0x7FFFFFFF));
    }

    void parsing_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("value"); // -1: refused
        QTest::newRow("exact") << u"Swoosh2"_s << qint64(0x1F);
        QTest::newRow("lower case") << u"swoosh2"_s << qint64(0x1F);
        QTest::newRow("spaces") << u"  Footstep1 "_s << qint64(0x37);
        QTest::newRow("decimal") << u"31"_s << qint64(31);
        QTest::newRow("hex") << u"0x1f"_s << qint64(31);
        QTest::newRow("hex upper") << u"0X1F"_s << qint64(31);
        QTest::newRow("sic typo") << u"breatheflaem"_s << qint64(0x63);
        QTest::newRow("corrected spelling is not a name") << u"BreatheFlame"_s << qint64(-1);
        QTest::newRow("unknown name") << u"Swoosh4"_s << qint64(-1);
        QTest::newRow("empty") << u""_s << qint64(-1);
        QTest::newRow("negative") << u"-1"_s << qint64(-1);
        QTest::newRow("too big") << u"4294967296"_s << qint64(-1);
        QTest::newRow("prefix") << u"Sound_Swoosh2"_s << qint64(-1);
        QTest::newRow("garbage number") << u"12abc"_s << qint64(-1);
    }

    void parsing() {
        QFETCH(QString, text);
        QFETCH(qint64, value);
        const auto parsed = parseSoundType(text);
        if (value < 0)
            QVERIFY(!parsed.has_value());
        else
            QCOMPARE(parsed, std::optional<quint32>(static_cast<quint32>(value)));
    }

    void recordTypes_data() {
        QTest::addColumn<quint32>("id");
        QTest::addColumn<QString>("name");
        QTest::newRow("setup") << 0x02000001u << u"Setup"_s;
        QTest::newRow("setup end") << 0x0200FFFFu << u"Setup"_s;
        QTest::newRow("past setup") << 0x02010000u << u"Other"_s;
        QTest::newRow("wave") << 0x0A000002u << u"Wave"_s;
        QTest::newRow("scene") << 0x12000001u << u"Scene"_s;
        QTest::newRow("region") << 0x13000000u << u"Region"_s;
        QTest::newRow("soundtable") << 0x200000A8u << u"SoundTable"_s;
        QTest::newRow("soundtable start") << 0x20000000u << u"SoundTable"_s;
        QTest::newRow("enum mapper, not sound table") << 0x22000001u << u"EnumMapper"_s;
        QTest::newRow("iteration") << 0xFFFF0001u << u"Iteration"_s;
        QTest::newRow("gfxobj") << 0x01000FDEu << u"GfxObj"_s;
        QTest::newRow("render surface") << 0x0600127Du << u"RenderSurface"_s;
        QTest::newRow("render surface 0x07") << 0x07000001u << u"RenderSurface"_s;
        QTest::newRow("string table") << 0x24000001u << u"StringTable"_s;
        QTest::newRow("chat pose") << 0x0E000007u << u"ChatPoseTable"_s;
        QTest::newRow("skill table") << 0x0E000004u << u"GameTable"_s;
        QTest::newRow("quality filter") << 0x0E010005u << u"QualityFilter"_s;
        QTest::newRow("0x0E gap") << 0x0E000005u << u"Other"_s;
        QTest::newRow("physics script") << 0x33000001u << u"PhysicsScript"_s;
        QTest::newRow("db properties") << 0x7FFFFFFFu << u"DbProperties"_s;
        QTest::newRow("zero") << 0u << u"Other"_s;
        QTest::newRow("0x0B gap") << 0x0B000000u << u"Other"_s;
        QTest::newRow("max") << 0xFFFFFFFFu << u"Other"_s;
    }

    void recordTypes() {
        QFETCH(quint32, id);
        QFETCH(QString, name);
        QCOMPARE(recordTypeName(recordTypeOf(id)), name);
        QCOMPARE(parseRecordTypeName(name), std::optional<RecordType>(recordTypeOf(id)));
    }

    void dbTypes() {
        QCOMPARE(dbTypeOf(RecordType::SoundTable), 34);
        QCOMPARE(dbTypeOf(RecordType::Wave), 15);
        QCOMPARE(dbTypeOf(RecordType::Region), 28);
        QCOMPARE(dbTypeOf(RecordType::Setup), 7);
        QCOMPARE(dbTypeOf(RecordType::Other), -1);
    }

    void ranges() {
        QCOMPARE(idRangeOf(RecordType::SoundTable),
                 (std::optional<IdRange>({0x20000000, 0x2000FFFF})));
        QCOMPARE(idRangeOf(RecordType::StringTable),
                 (std::optional<IdRange>({0x23000000, 0x24FFFFFF})));
        QVERIFY(!idRangeOf(RecordType::Other).has_value());
        QCOMPARE(idRangeOf(RecordFilter::Wave), (IdRange{0x0A000000, 0x0A00FFFF}));
        QCOMPARE(idRangeOf(RecordFilter::All), (IdRange{0, 0xFFFFFFFF}));
    }

    void filters() {
        QCOMPARE(
            recordFilterNames(),
            (QStringList{u"soundtable"_s, u"wave"_s, u"region"_s, u"setup"_s, u"animation"_s,
                         u"motiontable"_s, u"physicsscript"_s, u"physicsscripttable"_s, u"all"_s}));
        for (const QString& name : recordFilterNames())
            QVERIFY(parseRecordFilter(name).has_value());
        QCOMPARE(parseRecordFilter(u"SoundTable"), std::optional(RecordFilter::SoundTable));
        QVERIFY(!parseRecordFilter(u"scene").has_value());
        QVERIFY(matchesFilter(RecordFilter::SoundTable, 0x20000001));
        QVERIFY(!matchesFilter(RecordFilter::SoundTable, 0x22000001));
        QVERIFY(matchesFilter(RecordFilter::Region, 0x13000000));
        QVERIFY(matchesFilter(RecordFilter::Setup, 0x02000010));
        QVERIFY(matchesFilter(RecordFilter::Wave, 0x0A00FFFF));
        QVERIFY(!matchesFilter(RecordFilter::Wave, 0x0A010000));
        QVERIFY(matchesFilter(RecordFilter::All, 0xFFFF0001));
        QVERIFY(matchesFilter(RecordFilter::Animation, 0x03000514));
        QVERIFY(matchesFilter(RecordFilter::MotionTable, 0x09000202));
        QVERIFY(matchesFilter(RecordFilter::PhysicsScript, 0x33000007));
        QVERIFY(!matchesFilter(RecordFilter::PhysicsScript, 0x34000004));
        QVERIFY(matchesFilter(RecordFilter::PhysicsScriptTable, 0x34000004));
        QCOMPARE(parseRecordFilter(u"MotionTable"), std::optional(RecordFilter::MotionTable));
        QCOMPARE(idRangeOf(RecordFilter::Animation), (IdRange{0x03000000, 0x0300FFFF}));
    }
};

QTEST_GUILESS_MAIN(TestSoundTypes)
#include "tst_soundtypes.moc"
