// VariantFilter: every kind of term, negation, AND, the consulted lists only, and every parse
// error with its column.
#include "core/common/hexid.h"
#include "core/document/variantfilter.h"
#include "core/records/soundtypes.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

quint32 type(const char16_t* name) {
    return parseSoundType(QStringView(name)).value();
}

SoundTableNode node(quint32 key, std::vector<SoundVariant> variants) {
    SoundTableNode n;
    n.key = key;
    n.variants = std::move(variants);
    return n;
}

// Two tables: the first with three footsteps (the last never chosen, a repeated wave), a
// silent attack with probability 0 and an unknown sound type; the second with a missing wave
// and a shadowed second Footstep2 list that no filter may reach.
std::map<quint32, SoundTable> fixture() {
    std::map<quint32, SoundTable> tables;
    SoundTable a = SoundTable::makeEmpty(0x20000001);
    a.root.children.push_back(node(type(u"Footstep1"), {{0x0A000519, 0.0f, 0.5f, 1.0f},
                                                        {0x0A00051A, 0.0f, 1.0f, 0.8f},
                                                        {0x0A000519, 0.5f, 0.25f, 0.9f}}));
    a.root.children.push_back(node(type(u"Attack1"), {{0, 0.0f, 0.0f, 1.0f}}));
    a.root.children.push_back(node(0x1234, {{0x0A000700, 0.0f, 0.75f, 0.5f}}));
    tables.emplace(a.id, a);
    SoundTable b = SoundTable::makeEmpty(0x20000002);
    b.root.children.push_back(node(type(u"Footstep2"), {{0x0A000600, 1.0f, 1.0f, 1.0f}}));
    b.root.children.push_back(node(type(u"Footstep2"), {{0x0A000519, 0.0f, 0.1f, 0.1f}}));
    tables.emplace(b.id, b);
    return tables;
}

QString describe(const std::vector<VariantRef>& refs) {
    QStringList parts;
    for (const VariantRef& r : refs)
        parts << u"%1/%2#%3"_s.arg(r.table & 0xF).arg(soundTypeName(r.soundType)).arg(r.index);
    return parts.join(u' ');
}

} // namespace

class TestVariantFilter final : public QObject {
    Q_OBJECT

private slots:
    void select_data() {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<bool>("variantTerms");
        const QString all =
            u"1/Footstep1#0 1/Footstep1#1 1/Footstep1#2 1/Attack1#0 1/0x1234#0 2/Footstep2#0"_s;
        QTest::newRow("empty") << u""_s << all << false;
        QTest::newRow("spaces only") << u"   "_s << all << false;
        QTest::newRow("wave id") << u"wave:0x0A000519"_s << u"1/Footstep1#0 1/Footstep1#2"_s
                                 << true;
        QTest::newRow("wave decimal")
            << u"wave:167773465"_s << u"1/Footstep1#0 1/Footstep1#2"_s << true;
        QTest::newRow("wave 0") << u"wave:0"_s << u"1/Attack1#0"_s << true;
        QTest::newRow("wave pattern")
            << u"wave:0x0A00051?"_s << u"1/Footstep1#0 1/Footstep1#1 1/Footstep1#2"_s << true;
        QTest::newRow("table id") << u"table:0x20000002"_s << u"2/Footstep2#0"_s << true;
        QTest::newRow("table pattern") << u"table:0x2000000*"_s << all << true;
        QTest::newRow("sound name any case")
            << u"sound:footstep1"_s << u"1/Footstep1#0 1/Footstep1#1 1/Footstep1#2"_s << true;
        QTest::newRow("sound pattern")
            << u"sound:Footstep*"_s << u"1/Footstep1#0 1/Footstep1#1 1/Footstep1#2 2/Footstep2#0"_s
            << true;
        QTest::newRow("sound code") << u"sound:0x1234"_s << u"1/0x1234#0"_s << true;
        QTest::newRow("sound unknown pattern") << u"sound:0x12*"_s << u"1/0x1234#0"_s << true;
        QTest::newRow("prob less") << u"prob<0.5"_s << u"1/Footstep1#2 1/Attack1#0"_s << true;
        QTest::newRow("prob less equal")
            << u"probability<=0.5"_s << u"1/Footstep1#0 1/Footstep1#2 1/Attack1#0"_s << true;
        QTest::newRow("vol at least")
            << u"vol>=0.9"_s << u"1/Footstep1#0 1/Footstep1#2 1/Attack1#0 2/Footstep2#0"_s << true;
        QTest::newRow("vol equal float") << u"volume=0.8"_s << u"1/Footstep1#1"_s << true;
        QTest::newRow("vol colon") << u"vol:0.8"_s << u"1/Footstep1#1"_s << true;
        QTest::newRow("prio greater") << u"prio>0"_s << u"1/Footstep1#2 2/Footstep2#0"_s << true;
        QTest::newRow("prio not equal")
            << u"priority!=0"_s << u"1/Footstep1#2 2/Footstep2#0"_s << true;
        QTest::newRow("index") << u"index=1"_s << u"1/Footstep1#1"_s << true;
        QTest::newRow("never chosen") << u"never-chosen"_s << u"1/Footstep1#2"_s << true;
        QTest::newRow("gated off") << u"gated-off"_s << u"1/Attack1#0"_s << true;
        QTest::newRow("silent") << u"SILENT"_s << u"1/Attack1#0"_s << true;
        QTest::newRow("missing wave") << u"missing-wave"_s << u"2/Footstep2#0"_s << true;
        QTest::newRow("duplicate wave") << u"duplicate-wave"_s << u"1/Footstep1#2"_s << true;
        QTest::newRow("and") << u"sound:Footstep* prob<1"_s << u"1/Footstep1#0 1/Footstep1#2"_s
                             << true;
        QTest::newRow("and of three")
            << u"sound:Footstep1  wave:0x0A000519\tvol>0.95"_s << u"1/Footstep1#0"_s << true;
        QTest::newRow("negated") << u"sound:Footstep1 -never-chosen"_s
                                 << u"1/Footstep1#0 1/Footstep1#1"_s << true;
        QTest::newRow("negated word") << u"-footstep"_s << u"1/Attack1#0 1/0x1234#0"_s << true;
        QTest::newRow("word") << u"footstep"_s
                              << u"1/Footstep1#0 1/Footstep1#1 1/Footstep1#2 2/Footstep2#0"_s
                              << false;
        QTest::newRow("word in wave id") << u"0a00051a"_s << u"1/Footstep1#1"_s << false;
        QTest::newRow("word in table id") << u"20000002"_s << u"2/Footstep2#0"_s << false;
        QTest::newRow("nothing") << u"wave:0x0A000001"_s << u""_s << true;
    }
    void select() {
        QFETCH(QString, filter);
        QFETCH(QString, expected);
        QFETCH(bool, variantTerms);
        auto parsed = VariantFilter::parse(filter);
        QVERIFY2(parsed.has_value(), parsed ? "" : qPrintable(parsed.error().message));
        QCOMPARE(parsed->hasVariantTerms(), variantTerms);
        const auto tables = fixture();
        VariantFilter::MatchContext context([](quint32 wave) { return wave != 0x0A000600; });
        const std::vector<VariantRef> refs = parsed->select(tables, context);
        QCOMPARE(describe(refs), expected);
        // matchesTable() agrees with select().
        for (const auto& [id, table] : tables) {
            const bool any = std::any_of(refs.begin(), refs.end(),
                                         [id](const VariantRef& r) { return r.table == id; });
            QCOMPARE(parsed->matchesTable(table, context), any);
        }
    }

    void withoutWaveList() {
        // An empty WaveExists counts every wave as present.
        auto parsed = VariantFilter::parse(u"missing-wave"_s);
        QVERIFY(parsed.has_value());
        VariantFilter::MatchContext context;
        QVERIFY(parsed->select(fixture(), context).empty());
    }

    void doubleModel() {
        // Under both gate models, the last of a list of two is never chosen and only it.
        for (FpuModel model : {FpuModel::Single, FpuModel::Double}) {
            VariantFilter::MatchContext context({}, model);
            QVERIFY(!context.neverChosen(1, 0));
            QVERIFY(!context.neverChosen(2, 0));
            QVERIFY(context.neverChosen(2, 1));
            QVERIFY(context.neverChosen(7, 6));
            QVERIFY(!context.neverChosen(7, 5));
            QVERIFY(!context.neverChosen(7, 9)); // out of range: no
        }
    }

    void matchesText() {
        auto parsed = VariantFilter::parse(u"foot  0x2000"_s);
        QVERIFY(parsed.has_value());
        QVERIFY(parsed->matchesText(u"0x20000001 footstep1"));
        QVERIFY(!parsed->matchesText(u"0x20000001 attack1"));
        // Typed terms do not speak about a row's text.
        auto typed = VariantFilter::parse(u"prob<0.5 foot"_s);
        QVERIFY(typed.has_value());
        QVERIFY(typed->matchesText(u"footstep"));
        QVERIFY(VariantFilter{}.matchesText(u"anything"));
        QVERIFY(VariantFilter{}.isEmpty());
    }

    void errors_data() {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown field")
            << u"sound:Footstep1 colour:red"_s << 17 << u"'colour' is not a filter field"_s;
        QTest::newRow("no field") << u"  <0.5"_s << 3 << u"has no field"_s;
        QTest::newRow("bad operator") << u"prob!0.5"_s << 5 << u"is not an operator"_s;
        QTest::newRow("no value") << u"vol>="_s << 6 << u"needs a value"_s;
        QTest::newRow("not a number") << u"prob<half"_s << 6 << u"'half' is not a number"_s;
        QTest::newRow("infinite") << u"prob<inf"_s << 6 << u"'inf' is not a number"_s;
        QTest::newRow("fractional index") << u"index=1.5"_s << 7 << u"whole number"_s;
        QTest::newRow("bad wave id") << u"wave:0xZZ"_s << 6 << u"'0xZZ' is not an id"_s;
        QTest::newRow("wave id too big") << u"wave:0x1FFFFFFFF"_s << 6 << u"is not an id"_s;
        QTest::newRow("wave with less") << u"wave<5"_s << 5 << u"takes an id after a colon"_s;
        QTest::newRow("table with equals")
            << u"table=0x20000001"_s << 6 << u"takes an id after a colon"_s;
        QTest::newRow("unknown sound")
            << u"sound:Footstep9"_s << 7 << u"'Footstep9' is not a sound type"_s;
        QTest::newRow("sound pattern matches nothing")
            << u"sound:Zebra*"_s << 7 << u"matches no sound type"_s;
        QTest::newRow("sound with greater") << u"sound>1"_s << 6 << u"after a colon"_s;
        QTest::newRow("lone dash") << u"prob<1 -"_s << 8 << u"must be followed"_s;
        QTest::newRow("dash then error") << u"-vol<x"_s << 6 << u"'x' is not a number"_s;
    }
    void errors() {
        QFETCH(QString, filter);
        QFETCH(int, column);
        QFETCH(QString, says);
        auto parsed = VariantFilter::parse(filter);
        QVERIFY(!parsed.has_value());
        QCOMPARE(parsed.error().code, ErrorCode::Usage);
        QCOMPARE(parsed.error().line, 1);
        QCOMPARE(parsed.error().column, column);
        QVERIFY2(parsed.error().message.contains(says), qPrintable(parsed.error().message));
    }

    void summaryNamesEveryKind() {
        const QString summary = VariantFilter::syntaxSummary();
        for (const char16_t* word : {u"wave:", u"table:", u"sound:", u"prob<0.5", u"index=0",
                                     u"never-chosen", u"duplicate-wave", u"-term"})
            QVERIFY2(summary.contains(QStringView(word)), qPrintable(QStringView(word).toString()));
    }
};

QTEST_GUILESS_MAIN(TestVariantFilter)
#include "tst_variantfilter.moc"
