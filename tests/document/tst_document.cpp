// Document: every command's redo/undo, merging, change events, dirty state.
#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/records/soundtypes.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/listverdicts.h"
#include "core/retail/oddstext.h"
#include "core/retail/playgate.h"
#include "democatalogfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Weapon = DemoDat::WeaponTable;
constexpr quint32 Human = DemoDat::HumanTable;

} // namespace

class TestDocument final : public QObject {
    Q_OBJECT

    test::DemoDocument m_demo;

    std::vector<SoundVariant> variants(quint32 table, quint32 soundType) const {
        const SoundTableNode* node = m_demo.doc->sound(table, soundType);
        return node ? node->variants : std::vector<SoundVariant>{};
    }
    int count(DocumentChange::Kind kind) const {
        return static_cast<int>(std::count_if(m_demo.changes.begin(), m_demo.changes.end(),
                                              [&](const auto& c) { return c.kind == kind; }));
    }

private slots:
    void initTestCase() { QVERIFY(m_demo.write()); }

    void init() {
        const QString error = m_demo.open();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void openMissingFileFails() {
        auto doc = Document::open(m_demo.dir.filePath(u"nope.dat"_s));
        QVERIFY(!doc.has_value());
    }

    void setValueUndoRedo() {
        const FieldRef ref{Field::VariantProbability, Weapon, soundTypeOf(u"Swoosh2"), 0};
        QCOMPARE(std::get<float>(*m_demo.doc->value(ref)), 1.0f);
        QVERIFY(!m_demo.doc->isModified());
        QVERIFY(m_demo.doc->setValue(ref, 0.25f).has_value());
        QCOMPARE(variants(Weapon, soundTypeOf(u"Swoosh2"))[0].probability, 0.25f);
        QVERIFY(m_demo.doc->isModified());
        QCOMPARE(count(DocumentChange::Kind::ValueChanged), 1);
        QCOMPARE(count(DocumentChange::Kind::ModifiedChanged), 1);
        const auto value =
            std::find_if(m_demo.changes.begin(), m_demo.changes.end(), [](const auto& c) {
                return c.kind == DocumentChange::Kind::ValueChanged;
            });
        QVERIFY(value->field == ref);
        QCOMPARE(value->record, Weapon);
        QCOMPARE(m_demo.doc->history().undoText(), u"Set Probability"_s);

        m_demo.doc->undo();
        QCOMPARE(variants(Weapon, soundTypeOf(u"Swoosh2"))[0].probability, 1.0f);
        QVERIFY(!m_demo.doc->isModified());
        QCOMPARE(count(DocumentChange::Kind::ModifiedChanged), 2);
        m_demo.doc->redo();
        QCOMPARE(variants(Weapon, soundTypeOf(u"Swoosh2"))[0].probability, 0.25f);
        QVERIFY(m_demo.doc->isModified());
        QCOMPARE(m_demo.doc->editedRecords(), std::vector<quint32>{Weapon});
    }

    void setValueOfEveryField_data() {
        QTest::addColumn<int>("field");
        QTest::addColumn<quint32>("record");
        QTest::addColumn<quint32>("key");
        QTest::addColumn<int>("index");
        QTest::addColumn<bool>("isId");
        QTest::addColumn<double>("value");
        const quint32 sw = soundTypeOf(u"Swoosh1");
        QTest::newRow("wave") << int(Field::VariantWave) << Weapon << sw << 0 << true
                              << double(0x0A000001);
        QTest::newRow("priority") << int(Field::VariantPriority) << Weapon << sw << 0 << false
                                  << 2.5;
        QTest::newRow("volume") << int(Field::VariantVolume) << Weapon << sw << 0 << false << 0.125;
        QTest::newRow("ambient table") << int(Field::AmbientTable) << DemoDat::Region << 1u << 0
                                       << true << double(DemoDat::DungeonAmbience);
        QTest::newRow("ambient sound") << int(Field::AmbientSoundType) << DemoDat::Region << 0u << 1
                                       << true << double(soundTypeOf(u"Ambient3"));
        QTest::newRow("ambient volume")
            << int(Field::AmbientVolume) << DemoDat::Region << 0u << 1 << false << 0.2;
        QTest::newRow("base chance")
            << int(Field::AmbientBaseChance) << DemoDat::Region << 2u << 2 << false << 0.75;
        QTest::newRow("min rate") << int(Field::AmbientMinRate) << DemoDat::Region << 0u << 2
                                  << false << 1.5;
        QTest::newRow("max rate") << int(Field::AmbientMaxRate) << DemoDat::Region << 0u << 2
                                  << false << 99.0;
        QTest::newRow("setup table")
            << int(Field::SetupTable) << DemoDat::HumanSetup << 0u << 0 << true << double(Weapon);
    }

    void setValueOfEveryField() {
        QFETCH(int, field);
        QFETCH(quint32, record);
        QFETCH(quint32, key);
        QFETCH(int, index);
        QFETCH(bool, isId);
        QFETCH(double, value);
        const FieldRef ref{static_cast<Field>(field), record, key, index};
        const auto before = m_demo.doc->value(ref);
        QVERIFY(before.has_value());
        const FieldValue after =
            isId ? FieldValue(static_cast<quint32>(value)) : FieldValue(static_cast<float>(value));
        QVERIFY(*before != after);
        auto result = m_demo.doc->setValue(ref, after);
        QVERIFY2(result.has_value(), result ? "" : qPrintable(result.error().message));
        QVERIFY(*m_demo.doc->value(ref) == after);
        QCOMPARE(m_demo.doc->editedRecords(), std::vector<quint32>{record});
        m_demo.doc->undo();
        QVERIFY(*m_demo.doc->value(ref) == *before);
        QVERIFY(m_demo.doc->editedRecords().empty());
        m_demo.doc->redo();
        QVERIFY(*m_demo.doc->value(ref) == after);
    }

    void setValueRefusals() {
        const FieldRef ref{Field::VariantProbability, Weapon, soundTypeOf(u"Swoosh2"), 0};
        auto result = m_demo.doc->setValue(ref, 1.5f);
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().code, ErrorCode::Usage);
        QVERIFY(result.error().message.contains(u"0 to 1"_s));
        result = m_demo.doc->setValue(ref, quint32(3));
        QCOMPARE(result.error().code, ErrorCode::Usage);
        result = m_demo.doc->setValue(
            {Field::VariantProbability, Weapon, soundTypeOf(u"Swoosh2"), 9}, 0.5f);
        QCOMPARE(result.error().code, ErrorCode::NotFound);
        result = m_demo.doc->setValue({Field::VariantWave, Weapon, soundTypeOf(u"Swoosh2"), 0},
                                      quint32(0x20000001));
        QCOMPARE(result.error().code, ErrorCode::Usage);
        QVERIFY(result.error().message.contains(u"not a wave id"_s));
        QCOMPARE(m_demo.doc->history().count(), 0);
        QVERIFY(m_demo.changes.empty());
        // The same value again is no edit at all.
        QVERIFY(m_demo.doc->setValue(ref, 1.0f).has_value());
        QCOMPARE(m_demo.doc->history().count(), 0);
    }

    void mergesWhileTyping() {
        const FieldRef ref{Field::VariantVolume, Human, soundTypeOf(u"Footstep1"), 1};
        QVERIFY(m_demo.doc->setValue(ref, 0.5f).has_value());
        QVERIFY(m_demo.doc->setValue(ref, 0.55f).has_value());
        QVERIFY(m_demo.doc->setValue(ref, 0.3f).has_value());
        QCOMPARE(m_demo.doc->history().count(), 1);
        // Another place or another field is another step.
        QVERIFY(m_demo.doc->setValue({Field::VariantVolume, Human, soundTypeOf(u"Footstep1"), 2},
                                     0.1f));
        QVERIFY(m_demo.doc->setValue({Field::VariantPriority, Human, soundTypeOf(u"Footstep1"), 2},
                                     1.0f));
        QCOMPARE(m_demo.doc->history().count(), 3);
        m_demo.doc->undo();
        m_demo.doc->undo();
        QCOMPARE(variants(Human, soundTypeOf(u"Footstep1"))[1].volume, 0.3f);
        m_demo.doc->undo();
        QCOMPARE(variants(Human, soundTypeOf(u"Footstep1"))[1].volume, 0.6f);
        QVERIFY(!m_demo.doc->isModified());
    }

    void mergeBackToStartDropsStep() {
        const FieldRef ref{Field::VariantVolume, Human, soundTypeOf(u"Footstep1"), 1};
        QVERIFY(m_demo.doc->setValue(ref, 0.5f).has_value());
        QVERIFY(m_demo.doc->setValue(ref, 0.6f).has_value());
        QCOMPARE(m_demo.doc->history().count(), 0);
        QVERIFY(!m_demo.doc->isModified());
    }

    void insertDuplicateRemoveMoveVariant() {
        const quint32 sw = soundTypeOf(u"Swoosh2");
        const auto original = variants(Weapon, sw);
        QCOMPARE(original.size(), size_t(2));

        const SoundVariant added{0x0A000003, 0.0f, 0.5f, 1.0f};
        QVERIFY(m_demo.doc->insertVariant(Weapon, sw, 2, added).has_value());
        QCOMPARE(variants(Weapon, sw).size(), size_t(3));
        QVERIFY(variants(Weapon, sw)[2] == added);
        QCOMPARE(count(DocumentChange::Kind::VariantsChanged), 1);
        QCOMPARE(m_demo.changes.front().soundType, sw);

        QVERIFY(m_demo.doc->duplicateVariant(Weapon, sw, 0).has_value());
        auto now = variants(Weapon, sw);
        QCOMPARE(now.size(), size_t(4));
        QVERIFY(now[1] == original[0]);
        QVERIFY(now[2] == original[1]);

        QVERIFY(m_demo.doc->moveVariant(Weapon, sw, 3, 0).has_value());
        now = variants(Weapon, sw);
        QVERIFY(now[0] == added);
        QVERIFY(now[1] == original[0]);

        QVERIFY(m_demo.doc->removeVariant(Weapon, sw, 1).has_value());
        now = variants(Weapon, sw);
        QCOMPARE(now.size(), size_t(3));
        QVERIFY(now[0] == added);
        QVERIFY(now[1] == original[0]);

        QCOMPARE(m_demo.doc->history().count(), 4);
        m_demo.doc->undo(); // remove
        QCOMPARE(variants(Weapon, sw).size(), size_t(4));
        m_demo.doc->undo(); // move
        QVERIFY(variants(Weapon, sw)[3] == added);
        m_demo.doc->undo(); // duplicate
        m_demo.doc->undo(); // insert
        QVERIFY(variants(Weapon, sw) == original);
        QVERIFY(!m_demo.doc->isModified());
        for (int i = 0; i < 4; ++i)
            m_demo.doc->redo();
        QCOMPARE(variants(Weapon, sw).size(), size_t(3));
        QVERIFY(variants(Weapon, sw)[0] == added);
    }

    void variantRefusals() {
        const quint32 sw = soundTypeOf(u"Swoosh2");
        QCOMPARE(m_demo.doc->insertVariant(Weapon, sw, 3, {}).error().code, ErrorCode::NotFound);
        QCOMPARE(m_demo.doc->insertVariant(Weapon, soundTypeOf(u"Death1"), 0, {}).error().code,
                 ErrorCode::NotFound);
        QCOMPARE(m_demo.doc->insertVariant(0x20001234, sw, 0, {}).error().code,
                 ErrorCode::NotFound);
        QCOMPARE(
            m_demo.doc->insertVariant(Weapon, sw, 0, {0x0A000001, 0.0f, -1.0f, 1.0f}).error().code,
            ErrorCode::Usage);
        QCOMPARE(m_demo.doc->removeVariant(Weapon, sw, 2).error().code, ErrorCode::NotFound);
        QCOMPARE(m_demo.doc->duplicateVariant(Weapon, sw, -1).error().code, ErrorCode::NotFound);
        QCOMPARE(m_demo.doc->moveVariant(Weapon, sw, 0, 2).error().code, ErrorCode::NotFound);
        QCOMPARE(m_demo.doc->history().count(), 0);
    }

    void addRemoveSoundType() {
        const quint32 death = soundTypeOf(u"Death1");
        QVERIFY(m_demo.doc->addSoundType(Weapon, death).has_value());
        const SoundTable* table = m_demo.doc->table(Weapon);
        QCOMPARE(table->root.children.size(), size_t(4));
        QCOMPARE(table->root.children.back().key, death);
        QCOMPARE(table->root.children.back().variants.size(), size_t(1));
        QCOMPARE(count(DocumentChange::Kind::TableChanged), 1);

        auto again = m_demo.doc->addSoundType(Weapon, death);
        QCOMPARE(again.error().code, ErrorCode::Usage);
        QVERIFY(again.error().message.contains(u"already has"_s));
        QCOMPARE(m_demo.doc->addSoundType(Weapon, 5000).error().code, ErrorCode::Usage);

        const quint32 s1 = soundTypeOf(u"Swoosh1");
        QVERIFY(m_demo.doc->removeSoundType(Weapon, s1).has_value());
        QVERIFY(!m_demo.doc->sound(Weapon, s1));
        QCOMPARE(m_demo.doc->removeSoundType(Weapon, s1).error().code, ErrorCode::NotFound);
        m_demo.doc->undo();
        QCOMPARE(m_demo.doc->table(Weapon)->root.children.front().key, s1);
        m_demo.doc->undo();
        QCOMPARE(m_demo.doc->table(Weapon)->root.children.size(), size_t(3));
        QVERIFY(!m_demo.doc->isModified());
    }

    void makeEveryVariantReachable() {
        const quint32 sw = soundTypeOf(u"Swoosh2");
        const auto before = variants(Weapon, sw);
        QVERIFY(lastVariantLost(before));
        auto fixed = m_demo.doc->makeEveryVariantReachable(Weapon);
        QCOMPARE(*fixed, 1);
        const auto after = variants(Weapon, sw);
        QCOMPARE(after.size(), size_t(3));
        QVERIFY(after[2] == before[1]);
        QVERIFY(!lastVariantLost(after));
        // Odds: both authored variants are now picked half of the time (exactly so with a
        // double-precision picker; to within its float rounding with the default one).
        const EventOutcome odds = EventOutcome::compute(after, FpuModel::Double);
        QCOMPARE(odds.pickChance(0), 0.5);
        QCOMPARE(odds.pickChance(1), 0.5);
        const EventOutcome single = EventOutcome::compute(after, FpuModel::Single);
        QVERIFY(std::abs(single.pickChance(0) - 0.5) < 1e-6);
        QVERIFY(std::abs(single.pickChance(1) - 0.5) < 1e-6);
        QCOMPARE(*m_demo.doc->makeEveryVariantReachable(Weapon), 0);
        QCOMPARE(m_demo.doc->history().count(), 1);
        QCOMPARE(m_demo.doc->history().undoText(), u"Make Every Variant Reachable"_s);
        m_demo.doc->undo();
        QVERIFY(variants(Weapon, sw) == before);

        // A whole table with several lists: one step fixes all of them.
        QCOMPARE(*m_demo.doc->makeEveryVariantReachable(DemoDat::CreatureTable), 1);
        QCOMPARE(*m_demo.doc->makeEveryVariantReachable(Human, soundTypeOf(u"Footstep1")), 1);
        QCOMPARE(m_demo.doc->makeEveryVariantReachable(Human, soundTypeOf(u"Swoosh3")).error().code,
                 ErrorCode::NotFound);
    }

    void oddsFollowTheModel() {
        QCOMPARE(PlayGate::count(1.0f, FpuModel::Single), 32767);
        QCOMPARE(PlayGate::count(0.5f, FpuModel::Single), 16384);
        QCOMPARE(PlayGate::count(0.1f, FpuModel::Single), 3277);
        QCOMPARE(PlayGate::count(0.0f, FpuModel::Single), 0);
        QCOMPARE(PlayGate::count(-1.0f, FpuModel::Single), 0);
        const std::vector<SoundVariant> list{
            {0x0A000001, 0, 1.0f, 1}, {0, 0, 0.5f, 1}, {0x0A00FFFF, 0, 1.0f, 1}};
        const WaveExists exists = [](quint32 w) { return w != 0x0A00FFFF; };
        // The pick exactly halves with the double-precision picker; the single gate of p = 1
        // misses one roll of 32768.
        QCOMPARE(EventOutcome::compute(list, FpuModel::Double, exists).pickChance(0), 0.5);
        const EventOutcome odds = EventOutcome::compute(list, FpuModel::Single, exists);
        QCOMPARE(odds.variants[0].gate(), Rational(32767, 32768));
        QCOMPARE(odds.variants[0].play(), odds.variants[0].pick() * odds.variants[0].gate());
        QVERIFY(std::abs(odds.playChance(0) - 0.5 * 32767 / 32768) < 1e-6);
        QVERIFY(hasVerdict(odds.variants[1].verdicts, Verdict::SilentRecord));
        QCOMPARE(odds.playChance(1), 0.0);
        QVERIFY(hasVerdict(odds.variants[2].verdicts, Verdict::NeverChosen));
        QVERIFY(hasVerdict(odds.variants[2].verdicts, Verdict::MissingWave));
        QVERIFY(OddsText::explain(odds, 2).contains(u"Never chosen"_s));
    }

    void tableSummaryMarks() {
        const WaveExists exists = [this](quint32 w) { return m_demo.doc->catalog().hasWave(w); };
        QVERIFY(hasVerdict(tableVerdictSummary(*m_demo.doc->table(Weapon), exists),
                           Verdict::NeverChosen));
        QCOMPARE(tableVerdictSummary(*m_demo.doc->table(DemoDat::CoastAmbience), exists), 0u);
        QVERIFY(hasVerdict(tableVerdictSummary(*m_demo.doc->table(DemoDat::InterfaceTable), exists),
                           Verdict::SilentRecord));
        QVERIFY(hasVerdict(tableVerdictSummary(*m_demo.doc->table(DemoDat::CreatureTable), exists),
                           Verdict::MissingWave));
    }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
