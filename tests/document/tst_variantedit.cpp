// Bulk edits of variants: VariantEdit's parsing and plan, Document::editVariants as one undo
// step (undo restores every variant), wave find and replace, refusals that change nothing, and
// "Make Every Variant Reachable" over several tables in one step.
#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/document/variantedit.h"
#include "core/document/variantfilter.h"
#include "core/records/soundtypes.h"
#include "core/retail/listverdicts.h"
#include "democatalogfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

namespace {

using Change = VariantEdit::Change;

} // namespace

class TestVariantEdit final : public QObject {
    Q_OBJECT

    test::DemoDocument m_demo;

    std::vector<VariantRef> select(const QString& filter) const {
        auto parsed = VariantFilter::parse(filter);
        if (!parsed)
            return {};
        VariantFilter::MatchContext context(
            [this](quint32 w) { return m_demo.doc->catalog().hasWave(w); });
        return parsed->select(m_demo.doc->catalog().tables(), context);
    }
    const SoundVariant& at(const VariantRef& r) const {
        return m_demo.doc->sound(r.table, r.soundType)->variants[static_cast<size_t>(r.index)];
    }

private slots:
    void initTestCase() { QVERIFY(m_demo.write()); }

    void init() {
        const QString error = m_demo.open();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void parseSet_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("says");
        const auto f = [](Field field) { return static_cast<int>(field); };
        QTest::newRow("probability")
            << u"probability=0.5"_s << true << f(Field::VariantProbability) << QString();
        QTest::newRow("prob short")
            << u"prob = 1"_s << true << f(Field::VariantProbability) << QString();
        QTest::newRow("volume") << u"VOL=0.8"_s << true << f(Field::VariantVolume) << QString();
        QTest::newRow("priority") << u"priority=0"_s << true << f(Field::VariantPriority)
                                  << QString();
        QTest::newRow("wave") << u"wave=0x0A000519"_s << true << f(Field::VariantWave) << QString();
        QTest::newRow("wave 0") << u"wave=0"_s << true << f(Field::VariantWave) << QString();
        QTest::newRow("no equals") << u"probability"_s << false << 0 << u"FIELD=VALUE"_s;
        QTest::newRow("unknown field")
            << u"pitch=2"_s << false << 0 << u"'pitch' is not a variant field"_s;
        QTest::newRow("not a number") << u"vol=loud"_s << false << 0 << u"not a number"_s;
        QTest::newRow("probability above 1")
            << u"prob=1.5"_s << false << 0 << u"not a probability"_s;
        QTest::newRow("negative volume") << u"volume=-1"_s << false << 0 << u"negative"_s;
        QTest::newRow("not a wave id")
            << u"wave=0x20000001"_s << false << 0 << u"is not a wave id"_s;
        QTest::newRow("bad wave") << u"wave=zz"_s << false << 0 << u"'zz' is not a wave id"_s;
        QTest::newRow("nan") << u"prob=nan"_s << false << 0 << u"finite"_s;
    }
    void parseSet() {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(int, field);
        QFETCH(QString, says);
        auto change = VariantEdit::parseSet(text);
        QCOMPARE(change.has_value(), ok);
        if (ok) {
            QCOMPARE(static_cast<int>(change->field), field);
            QCOMPARE(change->mode, Change::Mode::Set);
        } else {
            QCOMPARE(change.error().code, ErrorCode::Usage);
            QVERIFY2(change.error().message.contains(says), qPrintable(change.error().message));
        }
    }

    void parseScale_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("factor");
        QTest::addColumn<QString>("says");
        QTest::newRow("volume") << u"volume=0.5"_s << 0.5 << QString();
        QTest::newRow("zero") << u"prio=0"_s << 0.0 << QString();
        QTest::newRow("wave") << u"wave=2"_s << -1.0 << u"cannot be scaled"_s;
        QTest::newRow("negative") << u"vol=-2"_s << -1.0 << u"not a factor"_s;
        QTest::newRow("infinite") << u"vol=inf"_s << -1.0 << u"not a factor"_s;
        QTest::newRow("unknown") << u"speed=2"_s << -1.0 << u"not a field that scales"_s;
        QTest::newRow("no equals") << u"vol"_s << -1.0 << u"FIELD=FACTOR"_s;
    }
    void parseScale() {
        QFETCH(QString, text);
        QFETCH(double, factor);
        QFETCH(QString, says);
        auto change = VariantEdit::parseScale(text);
        QCOMPARE(change.has_value(), factor >= 0);
        if (change) {
            QCOMPARE(change->mode, Change::Mode::Scale);
            QCOMPARE(change->factor, factor);
        } else {
            QVERIFY2(change.error().message.contains(says), qPrintable(change.error().message));
        }
    }

    void setIsOneStepAndUndoRestoresEveryVariant() {
        const auto before = m_demo.doc->catalog().tables();
        const auto refs = select(u"sound:Footstep*"_s);
        // Human's four footsteps and the humanoid's two.
        QCOMPARE(refs.size(), size_t(6));
        auto changed = m_demo.doc->editVariants(refs, {Change::set(Field::VariantVolume, 0.25f)});
        QVERIFY(changed.has_value());
        QCOMPARE(*changed, 6);
        for (const VariantRef& r : refs)
            QCOMPARE(at(r).volume, 0.25f);
        QCOMPARE(m_demo.doc->history().count(), 1);
        QCOMPARE(m_demo.doc->history().undoText(), u"Set Volume of 6 Variant(s)"_s);
        // One TableChanged per table touched.
        std::set<quint32> told;
        for (const DocumentChange& c : m_demo.changes) {
            if (c.kind == DocumentChange::Kind::TableChanged)
                told.insert(c.record);
        }
        QCOMPARE(told, (std::set<quint32>{DemoDat::HumanTable, DemoDat::HumanoidTable}));
        QVERIFY(m_demo.doc->isModified());
        m_demo.doc->undo();
        QVERIFY(m_demo.doc->catalog().tables() == before);
        QVERIFY(!m_demo.doc->isModified());
        m_demo.doc->redo();
        for (const VariantRef& r : refs)
            QCOMPARE(at(r).volume, 0.25f);
        QCOMPARE(m_demo.doc->editedRecords(),
                 (std::vector<quint32>{DemoDat::HumanTable, DemoDat::HumanoidTable}));
    }

    void scaleRoundsToFloatAndSkipsUnchanged() {
        const auto refs = select(u"table:0x20000002"_s);
        QCOMPARE(refs.size(), size_t(5));
        auto changed =
            m_demo.doc->editVariants(refs, {Change::scale(Field::VariantProbability, 0.5)});
        QVERIFY(changed.has_value());
        QCOMPARE(*changed, 5);
        QCOMPARE(m_demo.doc->history().undoText(), u"Scale Probability of 5 Variant(s)"_s);
        const SoundTableNode* bell =
            m_demo.doc->sound(DemoDat::InterfaceTable, soundTypeOf(u"UI_Bell"));
        QCOMPARE(bell->variants[0].probability, 0.125f);
        QCOMPARE(bell->variants[1].probability, 0.5f);
        // Scaling by 1 changes nothing: no step.
        QCOMPARE(*m_demo.doc->editVariants(refs, {Change::scale(Field::VariantProbability, 1.0)}),
                 0);
        QCOMPARE(m_demo.doc->history().count(), 1);
        // Set to what it holds: nothing either; an empty selection neither.
        QCOMPARE(*m_demo.doc->editVariants(
                     {refs[0]}, {Change::set(Field::VariantPriority, at(refs[0]).priority)}),
                 0);
        QCOMPARE(*m_demo.doc->editVariants({}, {Change::set(Field::VariantVolume, 0.1f)}), 0);
        QCOMPARE(m_demo.doc->history().count(), 1);
    }

    void duplicatesCountOnce() {
        const VariantRef r{DemoDat::WeaponTable, soundTypeOf(u"Swoosh1"), 0};
        QCOMPARE(*m_demo.doc->editVariants({r, r, r}, {Change::set(Field::VariantVolume, 0.5f)}),
                 1);
        QCOMPARE(m_demo.doc->history().undoText(), u"Set Volume of 1 Variant(s)"_s);
    }

    void severalChangesInOrder() {
        const VariantRef r{DemoDat::WeaponTable, soundTypeOf(u"Swoosh1"), 0};
        QCOMPARE(*m_demo.doc->editVariants({r}, {Change::set(Field::VariantVolume, 0.5f),
                                                 Change::scale(Field::VariantVolume, 0.5),
                                                 Change::set(Field::VariantPriority, 2.0f)}),
                 1);
        QCOMPARE(at(r).volume, 0.25f);
        QCOMPARE(at(r).priority, 2.0f);
        QCOMPARE(m_demo.doc->history().undoText(), u"Edit 1 Variant(s)"_s);
    }

    void refusalChangesNothing_data() {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("change"); // "set:…" or "scale:…"
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        const int usage = static_cast<int>(ErrorCode::Usage);
        const int notFound = static_cast<int>(ErrorCode::NotFound);
        // Every interface record but the bell (0.25 · 4 = 1) leaves 0 … 1 at ×4. (Without a
        // translator the plural form reads "(s)": tests run untranslated.)
        QTest::newRow("scale beyond 1") << u"table:0x20000002"_s << u"scale:prob=4"_s << usage
                                        << u"4 variant(s) would get a value"_s;
        QTest::newRow("first named") << u"sound:UI_Bell"_s << u"scale:prob=5"_s << usage
                                     << u"0x20000002 UI_Bell #0: 0.25 × 5 = 1.25"_s;
        QTest::newRow("volume too loud")
            << u"sound:Footstep1"_s << u"scale:vol=1000"_s << usage << u"far too loud"_s;
        QTest::newRow("missing wave") << u"wave:0x0A000001"_s << u"set:wave=0x0A00FFFF"_s
                                      << notFound << u"no wave 0x0A00FFFF"_s;
    }
    void refusalChangesNothing() {
        QFETCH(QString, filter);
        QFETCH(QString, change);
        QFETCH(int, code);
        QFETCH(QString, says);
        const auto before = m_demo.doc->catalog().tables();
        const bool scale = change.startsWith(u"scale:"_s);
        auto parsed =
            scale ? VariantEdit::parseScale(change.mid(6)) : VariantEdit::parseSet(change.mid(4));
        QVERIFY(parsed.has_value());
        const auto refs = select(filter);
        QVERIFY(!refs.empty());
        auto result = m_demo.doc->editVariants(refs, {*parsed});
        QVERIFY(!result.has_value());
        QCOMPARE(static_cast<int>(result.error().code), code);
        QVERIFY2(result.error().message.contains(says), qPrintable(result.error().message));
        QVERIFY(m_demo.doc->catalog().tables() == before);
        QCOMPARE(m_demo.doc->history().count(), 0);
    }

    void unknownVariantIsRefused() {
        auto result = m_demo.doc->editVariants({{DemoDat::WeaponTable, soundTypeOf(u"Swoosh1"), 7}},
                                               {Change::set(Field::VariantVolume, 0.5f)});
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().code, ErrorCode::NotFound);
        result = m_demo.doc->editVariants({{0x2000FFFF, 1, 0}},
                                          {Change::set(Field::VariantVolume, 0.5f)});
        QCOMPARE(result.error().code, ErrorCode::NotFound);
        // A malformed change made in code.
        result = m_demo.doc->editVariants({{DemoDat::WeaponTable, soundTypeOf(u"Swoosh1"), 0}},
                                          {Change::scale(Field::VariantWave, 2)});
        QCOMPARE(result.error().code, ErrorCode::Usage);
        result = m_demo.doc->editVariants({{DemoDat::WeaponTable, soundTypeOf(u"Swoosh1"), 0}},
                                          {Change::set(Field::AmbientVolume, 0.5f)});
        QCOMPARE(result.error().code, ErrorCode::Usage);
        result = m_demo.doc->editVariants({{DemoDat::WeaponTable, soundTypeOf(u"Swoosh1"), 0}},
                                          {Change::set(Field::VariantVolume, quint32(3))});
        QCOMPARE(result.error().code, ErrorCode::Usage);
        QCOMPARE(m_demo.doc->history().count(), 0);
    }

    void replaceWaveEverywhere() {
        const quint32 from =
            m_demo.doc->sound(DemoDat::WeaponTable, soundTypeOf(u"Swoosh1"))->variants[0].wave;
        const quint32 to =
            m_demo.doc->sound(DemoDat::WeaponTable, soundTypeOf(u"Swoosh3"))->variants[0].wave;
        const auto refs = select(u"wave:"_s + hexId(from));
        QVERIFY(refs.size() >= 3);
        const auto before = m_demo.doc->catalog().tables();
        auto changed = m_demo.doc->editVariants(refs, {Change::set(Field::VariantWave, to)});
        QCOMPARE(*changed, static_cast<int>(refs.size()));
        QVERIFY(select(u"wave:"_s + hexId(from)).empty());
        QCOMPARE(m_demo.doc->history().undoText(),
                 u"Replace Wave in %1 Variant(s)"_s.arg(refs.size()));
        m_demo.doc->undo();
        QVERIFY(m_demo.doc->catalog().tables() == before);
        // Silence is a wave too.
        QCOMPARE(*m_demo.doc->editVariants(refs, {Change::set(Field::VariantWave, quint32(0))}),
                 static_cast<int>(refs.size()));
    }

    void reachableOverSeveralTablesInOneStep() {
        const auto before = m_demo.doc->catalog().tables();
        auto fixed = m_demo.doc->makeEveryVariantReachable(
            std::vector<quint32>{DemoDat::WeaponTable, DemoDat::CreatureTable, DemoDat::HumanTable,
                                 DemoDat::WeaponTable});
        QVERIFY(fixed.has_value());
        // Weapon's Swoosh2, Creature's Attack1, Human's Footstep1.
        QCOMPARE(*fixed, 3);
        QCOMPARE(m_demo.doc->history().count(), 1);
        QCOMPARE(m_demo.doc->history().undoText(), u"Make Every Variant Reachable (3 List(s))"_s);
        for (quint32 id : {DemoDat::WeaponTable, DemoDat::CreatureTable, DemoDat::HumanTable}) {
            for (const SoundTableNode& node : m_demo.doc->table(id)->root.children)
                QVERIFY(!lastVariantLost(node.variants));
        }
        m_demo.doc->undo();
        QVERIFY(m_demo.doc->catalog().tables() == before);
        // Nothing to do: no step; an unknown table: refused, nothing changed.
        QCOMPARE(
            *m_demo.doc->makeEveryVariantReachable(std::vector<quint32>{DemoDat::CoastAmbience}),
            0);
        auto refused = m_demo.doc->makeEveryVariantReachable(
            std::vector<quint32>{DemoDat::WeaponTable, 0x2000FFFF});
        QCOMPARE(refused.error().code, ErrorCode::NotFound);
        QVERIFY(m_demo.doc->catalog().tables() == before);
        QCOMPARE(m_demo.doc->history().index(), 0);
    }
};

QTEST_GUILESS_MAIN(TestVariantEdit)
#include "tst_variantedit.moc"
