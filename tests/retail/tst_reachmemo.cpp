// The memos and the shared storage behind a fast reachability report agree with the plain
// computations they stand for: memoised pick counts with VariantPicker::counts, the gate memo
// with PlayGate::count, and every list of a report with EventOutcome::compute over that list.
#include "core/retail/playgate.h"
#include "core/retail/reachability.h"
#include "core/retail/variantpicker.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace soundstage;

namespace {

SoundVariant v(quint32 wave, float probability = 1.0f) {
    return SoundVariant{wave, 0.0f, probability, 1.0f};
}

/// Tables of every shape the report treats apart: empty lists, lists of one, short lists with
/// duplicates and gated-off records, lists longer than 16 (duplicates found by sorting, heard
/// twins of unheard records), repeated sound types out of order, missing and silent waves.
std::vector<SoundTable> mixedTables() {
    std::vector<SoundTable> tables;
    quint32 state = 99;
    const auto next = [&state]() {
        state = state * 1103515245u + 12345u;
        return (state >> 8) & 0xFFFF;
    };
    for (quint32 t = 0; t < 40; ++t) {
        SoundTable table;
        table.id = 0x20000001 + t;
        table.root.variants = {SoundVariant{}};
        const quint32 sounds = 1 + next() % 12;
        for (quint32 s = 0; s < sounds; ++s) {
            SoundTableNode node;
            // every fifth table repeats sound types and lists them out of order
            node.key = t % 5 == 0 ? 1 + next() % 4 : 1 + s;
            const quint32 r = next() % 10;
            const quint32 n = r == 0 ? 0 : r < 5 ? 1 : r < 8 ? 2 + next() % 4 : 17 + next() % 30;
            for (quint32 i = 0; i < n; ++i) {
                const quint32 pick = next() % 20;
                const quint32 wave = pick == 0 ? 0 : 0x0A000000 + next() % (n > 16 ? 12 : 40);
                const float p = pick == 1   ? 0.0f
                                : pick == 2 ? static_cast<float>(next() % 100) / 100.0f
                                            : 1.0f;
                node.variants.push_back(v(wave, p));
            }
            table.root.children.push_back(std::move(node));
        }
        tables.push_back(std::move(table));
    }
    return tables;
}

bool sameRecord(const VariantOutcome& a, const VariantOutcome& b) {
    return a.index == b.index && a.variant == b.variant && a.pickCount == b.pickCount &&
           a.gateCount == b.gateCount && a.verdicts == b.verdicts;
}

} // namespace

class TestReachMemo : public QObject {
    Q_OBJECT

private slots:
    void memoisedCountsAreTheCounts_data() {
        QTest::addColumn<quint32>("n");
        QTest::addColumn<bool>("single");
        for (const quint32 n : {0u, 1u, 2u, 3u, 7u, 100u, VariantPicker::MemoisedLength + 1})
            for (const bool single : {true, false})
                QTest::addRow("n=%u %s", n, single ? "single" : "double") << n << single;
    }
    void memoisedCountsAreTheCounts() {
        QFETCH(quint32, n);
        QFETCH(bool, single);
        const FpuModel model = single ? FpuModel::Single : FpuModel::Double;
        const auto first = VariantPicker::memoisedCounts(n, model);
        QVERIFY(first);
        QCOMPARE(*first, VariantPicker::counts(n, model));
        const auto again = VariantPicker::memoisedCounts(n, model);
        QCOMPARE(*again, *first);
        // kept up to the limit, computed afresh beyond it
        QCOMPARE(again.get() == first.get(), n <= VariantPicker::MemoisedLength);
    }

    void theModelsAreMemoisedApart() {
        // a length whose last index differs between the models' roundings would be wrong if one
        // model's counts answered for the other; compare against the plain counts of each
        for (quint32 n = 2; n < 40; ++n) {
            QCOMPARE(*VariantPicker::memoisedCounts(n, FpuModel::Single),
                     VariantPicker::counts(n, FpuModel::Single));
            QCOMPARE(*VariantPicker::memoisedCounts(n, FpuModel::Double),
                     VariantPicker::counts(n, FpuModel::Double));
        }
    }

    void gateMemoIsTheGateCount() {
        for (const FpuModel model : {FpuModel::Single, FpuModel::Double}) {
            PlayGate::Memo memo(model);
            // twice over, so the second pass reads what the first stored, with collisions
            for (int pass = 0; pass < 2; ++pass) {
                for (int i = -20; i <= 1020; ++i) {
                    const float p = static_cast<float>(i) / 1000.0f;
                    QCOMPARE(memo.count(p), PlayGate::count(p, model));
                }
                for (const float p :
                     {std::numeric_limits<float>::quiet_NaN(), -0.0f, 1.0f,
                      std::nextafter(1.0f, 0.0f), 2.0f, std::numeric_limits<float>::infinity(),
                      std::numeric_limits<float>::denorm_min()})
                    QCOMPARE(memo.count(p), PlayGate::count(p, model));
            }
        }
    }

    void everyListIsItsEventOutcome_data() {
        QTest::addColumn<bool>("single");
        QTest::addColumn<bool>("withWaves");
        QTest::addRow("single, waves") << true << true;
        QTest::addRow("double, waves") << false << true;
        QTest::addRow("single, no wave lookup") << true << false;
    }
    void everyListIsItsEventOutcome() {
        QFETCH(bool, single);
        QFETCH(bool, withWaves);
        const FpuModel model = single ? FpuModel::Single : FpuModel::Double;
        const WaveExists exists =
            withWaves ? WaveExists([](quint32 id) { return id % 7 != 3; }) : WaveExists();
        const std::vector<SoundTable> tables = mixedTables();
        const ReachReport report = ReachReport::analyse(tables, model, exists);
        QCOMPARE(report.tables.size(), tables.size());

        int variants = 0, unheard = 0, longLists = 0, suggestions = 0, shadowedLists = 0;
        for (std::size_t t = 0; t < tables.size(); ++t) {
            const auto& children = tables[t].root.children;
            const TableReach& reach = report.tables[t];
            QCOMPARE(reach.tableId, tables[t].id);
            QCOMPARE(reach.sounds.size(), children.size());
            for (std::size_t c = 0; c < children.size(); ++c) {
                const SoundReach& s = reach.sounds[c];
                const auto& list = children[c].variants;
                QCOMPARE(s.soundType, children[c].key);
                const bool shadowed =
                    std::any_of(children.begin(), children.begin() + static_cast<std::ptrdiff_t>(c),
                                [&](const SoundTableNode& n) { return n.key == children[c].key; });
                QCOMPARE(s.shadowed, shadowed);
                EventOutcome expected = EventOutcome::compute(list, model, exists);
                if (shadowed) {
                    for (VariantOutcome& o : expected.variants)
                        o.verdicts |= static_cast<quint32>(Verdict::ShadowedSoundType);
                    expected.heardCount = 0;
                    ++shadowedLists;
                }
                QCOMPARE(s.outcome.variants.size(), expected.variants.size());
                for (std::size_t i = 0; i < list.size(); ++i)
                    QVERIFY2(
                        sameRecord(s.outcome.variants[i], expected.variants[i]),
                        qPrintable(
                            QStringLiteral("table %1 sound %2 record %3").arg(t).arg(c).arg(i)));
                QCOMPARE(s.outcome.heardCount, expected.heardCount);
                QCOMPARE(s.outcome.silence(), expected.silence());
                QCOMPARE(s.outcome.heard(), expected.heard());
                int expectedUnheard = 0;
                for (std::size_t i = 0; i < list.size(); ++i)
                    expectedUnheard +=
                        Reachability::isUnheard(expected, static_cast<int>(i)) ? 1 : 0;
                QCOMPARE(s.unheard, expectedUnheard);
                const auto fix =
                    shadowed ? std::nullopt : Reachability::suggestReachable(list, expected);
                QCOMPARE(s.suggestion.has_value(), fix.has_value());
                if (fix) {
                    QCOMPARE(*s.suggestion, *fix);
                    QCOMPARE(s.suggestion.size(), fix->size());
                    QVERIFY(s.suggestion.appended() == fix->back());
                    ++suggestions;
                }
                longLists += list.size() > 16 ? 1 : 0;
                variants += static_cast<int>(list.size());
                unheard += expectedUnheard;
            }
        }
        QCOMPARE(report.variants, variants);
        QCOMPARE(report.unheard, unheard);
        // the fixture reaches every path it is meant to
        QVERIFY(longLists > 3);
        QVERIFY(suggestions > 3);
        QVERIFY(shadowedLists > 3);
        QVERIFY(unheard > 0);
    }

    void aMovedReportKeepsItsViews() {
        const std::vector<SoundTable> tables = mixedTables();
        ReachReport report = ReachReport::analyse(tables, FpuModel::Single);
        // the last list with records: the end of the report's storage
        std::size_t t = tables.size() - 1, c = 0;
        while (t > 0 && (c = report.tables[t].sounds.size()) == 0)
            --t;
        while (c > 0 && report.tables[t].sounds[c - 1].outcome.variants.empty())
            --c;
        QVERIFY(c > 0);
        const auto view = [&](const ReachReport& r) { return r.tables[t].sounds[c - 1].outcome; };
        const VariantOutcome* records = view(report).variants.data();
        const VariantOutcome copy = view(report).variants.back();
        ReachReport moved = std::move(report);
        QCOMPARE(view(moved).variants.data(), records);
        QVERIFY(sameRecord(view(moved).variants.back(), copy));
        ReachReport assigned;
        assigned = std::move(moved);
        QVERIFY(sameRecord(view(assigned).variants.back(), copy));
    }
};

QTEST_GUILESS_MAIN(TestReachMemo)
#include "tst_reachmemo.moc"
