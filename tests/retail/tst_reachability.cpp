#include "core/retail/reachability.h"

#include <QTest>

using namespace soundstage;

namespace {
SoundVariant v(quint32 wave, float probability = 1.0f) {
    return SoundVariant{wave, 0.0f, probability, 1.0f};
}
SoundTable table(quint32 id, std::vector<SoundTableNode> sounds) {
    SoundTable t;
    t.id = id;
    t.root.variants = {SoundVariant{}};
    t.root.children = std::move(sounds);
    return t;
}
} // namespace

class TestReachability : public QObject {
    Q_OBJECT

private slots:
    void totalsAndSuggestions() {
        std::vector<SoundTable> tables;
        tables.push_back(table(0x20000002, {{1, {v(0x0A000001)}, {}}})); // all fine
        tables.push_back(table(0x200000A8, {{31, {v(0x0A000519), v(0x0A00051E)}, {}},
                                            {32, {v(0x0A000001), v(0x0A000002, 0.0f)}, {}}}));
        tables.push_back(
            table(0x20000001, {{5, {v(0)}, {}}, {6, {v(0x0A000003), v(0x0A000003)}, {}}}));
        const WaveExists exists = [](quint32 id) { return id != 0x0A000009; };
        const ReachReport r = ReachReport::analyse(tables, FpuModel::Single, exists);

        QCOMPARE(r.tables.size(), std::size_t(3));
        QCOMPARE(r.variants, 1 + 4 + 3);
        // unheard: Swoosh2's 0x0A00051E; sound 32's gated-off last; the silent record.
        // Sound 6's padded duplicate is heard through its twin, so it does not count.
        QCOMPARE(r.unheard, 3);
        QCOMPARE(r.affectedTables, (std::vector<quint32>{0x20000001, 0x200000A8}));

        const SoundReach& swoosh = r.tables[1].sounds[0];
        QCOMPARE(swoosh.unheard, 1);
        QVERIFY(swoosh.suggestion.has_value());
        const std::vector<SoundVariant> fixed{v(0x0A000519), v(0x0A00051E), v(0x0A00051E)};
        QCOMPARE(*swoosh.suggestion, fixed);
        // the suggestion really makes every original record reachable
        const EventOutcome after = EventOutcome::compute(fixed, FpuModel::Double);
        QCOMPARE(after.variants[0].pick(), Rational(1, 2));
        QCOMPARE(after.variants[1].pick(), Rational(1, 2));

        // gated-off last record: appending would not help
        QVERIFY(!r.tables[1].sounds[1].suggestion.has_value());
        // already padded list: nothing to suggest
        QVERIFY(!r.tables[2].sounds[1].suggestion.has_value());
        QCOMPARE(r.tables[2].sounds[1].unheard, 0);
        QCOMPARE(r.tables[0].unheard, 0);
    }

    void shadowedSoundType() {
        std::vector<SoundTable> tables{
            table(0x20000005, {{7, {v(0x0A000001)}, {}}, {7, {v(0x0A000002)}, {}}})};
        const ReachReport r = ReachReport::analyse(tables, FpuModel::Single);
        QVERIFY(!r.tables[0].sounds[0].shadowed);
        QVERIFY(r.tables[0].sounds[1].shadowed);
        QVERIFY(r.tables[0].sounds[1].outcome.variants[0].has(Verdict::ShadowedSoundType));
        QCOMPARE(r.tables[0].sounds[1].outcome.silence(), Rational(1, 1));
        QCOMPARE(r.unheard, 1);
    }

    void missingWaveCounts() {
        std::vector<SoundTable> tables{table(0x20000006, {{9, {v(0x0A000009)}, {}}})};
        const ReachReport r = ReachReport::analyse(tables, FpuModel::Double,
                                                   [](quint32 id) { return id != 0x0A000009; });
        QCOMPARE(r.unheard, 1);
        QVERIFY(r.tables[0].sounds[0].outcome.variants[0].has(Verdict::MissingWave));
        const ReachReport none = ReachReport::analyse({}, FpuModel::Double);
        QCOMPARE(none.variants, 0);
        QVERIFY(none.affectedTables.empty());
    }
};

QTEST_GUILESS_MAIN(TestReachability)
#include "tst_reachability.moc"
