// Value rules and findings.
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/document/documentvalidator.h"
#include "core/records/soundtypes.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace soundstage;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(soundstage::FieldValue)

class TestDocumentValidator final : public QObject {
    Q_OBJECT

private slots:
    void checkValue_data() {
        QTest::addColumn<int>("field");
        QTest::addColumn<FieldValue>("value");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("reasonPart");
        const float nan = std::numeric_limits<float>::quiet_NaN();
        const float inf = std::numeric_limits<float>::infinity();
        const auto row = [](const char* name, Field f, FieldValue v, bool ok, QString part = {}) {
            QTest::newRow(name) << int(f) << v << ok << part;
        };
        row("probability 0", Field::VariantProbability, 0.0f, true);
        row("probability 1", Field::VariantProbability, 1.0f, true);
        row("probability 1.01", Field::VariantProbability, 1.01f, false, u"0 to 1"_s);
        row("probability -0.1", Field::VariantProbability, -0.1f, false, u"0 to 1"_s);
        row("probability NaN", Field::VariantProbability, nan, false, u"finite"_s);
        row("probability inf", Field::VariantProbability, inf, false, u"finite"_s);
        row("probability as id", Field::VariantProbability, quint32(1), false, u"not an id"_s);
        row("volume 0", Field::VariantVolume, 0.0f, true);
        row("volume 2 (louder, allowed)", Field::VariantVolume, 2.0f, true);
        row("volume 101", Field::VariantVolume, 101.0f, false, u"too loud"_s);
        row("volume -1", Field::VariantVolume, -1.0f, false, u"negative"_s);
        row("priority 0", Field::VariantPriority, 0.0f, true);
        row("priority 1000", Field::VariantPriority, 1000.0f, true);
        row("priority -1", Field::VariantPriority, -1.0f, false, u"negative"_s);
        row("wave 0", Field::VariantWave, quint32(0), true);
        row("wave first", Field::VariantWave, quint32(0x0A000000), true);
        row("wave last", Field::VariantWave, quint32(0x0A00FFFF), true);
        row("wave below", Field::VariantWave, quint32(0x09FFFFFF), false, u"0x0A000000"_s);
        row("wave above", Field::VariantWave, quint32(0x0A010000), false, u"not a wave id"_s);
        row("wave as float", Field::VariantWave, 1.0f, false, u"not a number"_s);
        row("setup table 0", Field::SetupTable, quint32(0), true);
        row("setup table", Field::SetupTable, quint32(0x20000001), true);
        row("setup table wrong", Field::SetupTable, quint32(0x0A000001), false, u"sound table"_s);
        row("ambient table 0", Field::AmbientTable, quint32(0), false, u"sound table"_s);
        row("ambient sound type", Field::AmbientSoundType, quint32(70), true);
        row("ambient sound huge", Field::AmbientSoundType, quint32(0x10000), false);
        row("base chance 0", Field::AmbientBaseChance, 0.0f, true);
        row("base chance 2", Field::AmbientBaseChance, 2.0f, false, u"0 to 1"_s);
        row("min rate -1", Field::AmbientMinRate, -1.0f, false, u"seconds"_s);
        row("max rate 60", Field::AmbientMaxRate, 60.0f, true);
    }

    void checkValue() {
        QFETCH(int, field);
        QFETCH(FieldValue, value);
        QFETCH(bool, accepted);
        QFETCH(QString, reasonPart);
        const auto reason =
            DocumentValidator::checkValue({static_cast<Field>(field), 0, 0, 0}, value);
        QCOMPARE(!reason.has_value(), accepted);
        if (reason)
            QVERIFY2(reason->contains(reasonPart), qPrintable(*reason));
    }

    void findingsOfTheDemo() {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(path).has_value());
        auto doc = Document::open(path, {dir.filePath(u"j"_s), false});
        QVERIFY(doc.has_value());
        const auto findings = DocumentValidator::findings((*doc)->catalog());
        const auto has = [&](quint32 table, const char16_t* sound, int index, const QString& part) {
            const quint32 key = parseSoundType(QStringView(sound)).value();
            return std::any_of(findings.begin(), findings.end(), [&](const Finding& f) {
                return f.location == DocumentLocation::sound(table, key, index) &&
                       f.message.contains(part);
            });
        };
        QVERIFY(has(DemoDat::WeaponTable, u"Swoosh2", 1, u"never chosen"_s));
        QVERIFY(has(DemoDat::CreatureTable, u"Attack1", 0, u"no wave 0x0A00FFFF"_s));
        QVERIFY(has(DemoDat::InterfaceTable, u"UI_GeneralError", 0, u"silence"_s));
        QVERIFY(has(DemoDat::CreatureTable, u"Wound1", 0, u"never passes"_s));
        // The single-variant sounds of the coast table have nothing to report.
        QVERIFY(std::none_of(findings.begin(), findings.end(), [](const Finding& f) {
            return f.location.id == DemoDat::CoastAmbience;
        }));

        // After the fix, the never-chosen finding goes away.
        QCOMPARE(*(*doc)->makeEveryVariantReachable(DemoDat::WeaponTable), 1);
        const auto after = DocumentValidator::findings((*doc)->catalog());
        QVERIFY(std::none_of(after.begin(), after.end(), [](const Finding& f) {
            return f.location.id == DemoDat::WeaponTable && f.message.contains(u"never chosen"_s);
        }));
    }

    void findingsOfBadValues() {
        SoundCatalog catalog; // empty: no waves
        SoundTable table = SoundTable::makeEmpty(0x20000099);
        const float nan = std::numeric_limits<float>::quiet_NaN();
        table.root.children.push_back({5, {{0x0A000001, -1.0f, nan, 0.5f}}, {}});
        table.root.children.push_back({5, {{0x0A000001, 0.0f, 1.0f, 0.5f}}, {}});
        table.root.children.push_back({6, {}, {}});
        std::vector<Finding> out;
        DocumentValidator::tableFindings(catalog, table, out);
        const auto count = [&](Finding::Severity s, const QString& part) {
            return std::count_if(out.begin(), out.end(), [&](const Finding& f) {
                return f.severity == s && f.message.contains(part);
            });
        };
        QCOMPARE(count(Finding::Severity::Error, u"finite"_s), 1);
        QCOMPARE(count(Finding::Severity::Error, u"priority cannot be negative"_s), 1);
        QCOMPARE(count(Finding::Severity::Error, u"appears twice"_s), 1);
        QCOMPARE(count(Finding::Severity::Warning, u"no variants"_s), 1);
        QCOMPARE(count(Finding::Severity::Warning, u"no wave 0x0A000001"_s), 1);
    }
};

QTEST_GUILESS_MAIN(TestDocumentValidator)
#include "tst_documentvalidator.moc"
