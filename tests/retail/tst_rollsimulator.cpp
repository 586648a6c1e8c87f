#include "core/retail/rollsimulator.h"

#include <QTest>

using namespace soundstage;

namespace {
SoundVariant v(quint32 wave, float probability = 1.0f) {
    return SoundVariant{wave, 0.0f, probability, 1.0f};
}
const std::vector<SoundVariant> mixed{v(0x0A000001, 0.5f), v(0x0A000002), v(0x0A000003, 0.25f),
                                      v(0x0A000004)};
} // namespace

class TestRollSimulator : public QObject {
    Q_OBJECT

private slots:
    void firstStepsFollowBothGenerators() {
        // Seed 1: ran2 gives 0.2854, 0.2534, 0.0935, 0.6085, 0.9034 (the values), so with
        // N = 4 the indices are trunc(3u) = 0, 0, 0, 1, 2; the gate rolls are the CRT's seed-1
        // sequence 41, 18467, 6334, 26500, 19169.
        const std::vector<SoundVariant> four{v(0x0A000001), v(0x0A000002), v(0x0A000003),
                                             v(0x0A000004)};
        const RollSimulation sim =
            RollSimulation::simulate(four, 5, 1, FpuModel::Double, {}, PickerKind::Retail, 5);
        const int indices[] = {0, 0, 0, 1, 2};
        const int rolls[] = {41, 18467, 6334, 26500, 19169};
        QCOMPARE(sim.trace.size(), std::size_t(5));
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(sim.trace[i].index, indices[i]);
            QCOMPARE(sim.trace[i].gateRoll, rolls[i]);
            QCOMPARE(sim.trace[i].result, RollResult::Played);
        }
        QCOMPARE(RetailRandom::toUnit(sim.trace[0].pickState), 0.2853808990946861);
    }

    void millionRollsFitTheExactDistribution_data() {
        QTest::addColumn<bool>("single");
        QTest::addColumn<quint32>("seed");
        QTest::newRow("single 12345") << true << 12345u;
        QTest::newRow("double 1") << false << 1u;
    }
    void millionRollsFitTheExactDistribution() {
        QFETCH(bool, single);
        QFETCH(quint32, seed);
        const RollSimulation sim = RollSimulation::simulate(
            mixed, 1'000'000, seed, single ? FpuModel::Single : FpuModel::Double);
        QCOMPARE(sim.played.size(), std::size_t(4));
        QCOMPARE(sim.played[3], qint64(0)); // last of 4: never chosen
        qint64 total = sim.silent;
        for (const qint64 c : sim.played)
            total += c;
        QCOMPARE(total, qint64(1'000'000));
        // categories with positive chance: records 0, 1, 2 and silence → 3 degrees of freedom
        QCOMPARE(sim.fit.degreesOfFreedom, 3);
        QVERIFY(qAbs(sim.fit.critical - 16.266) < 1e-3);
        QVERIFY2(sim.fit.consistent(), qPrintable(QString::number(sim.fit.statistic)));
    }

    void cumulativeWalkFailsTheSameCheck() {
        // The mistake a port makes (probabilities as weights, no gate): the same fit against the
        // retail distribution must reject it, so the check above can fail.
        const RollSimulation sim = RollSimulation::simulate(
            mixed, 1'000'000, 12345, FpuModel::Single, {}, PickerKind::CumulativeWalk);
        QVERIFY(!sim.fit.consistent());
        QVERIFY(sim.fit.statistic > 1000.0 * sim.fit.critical);
    }

    void sameSeedSameSequence() {
        const auto a = RollSimulation::simulate(mixed, 1000, 77, FpuModel::Single, {},
                                                PickerKind::Retail, 1000);
        const auto b = RollSimulation::simulate(mixed, 1000, 77, FpuModel::Single, {},
                                                PickerKind::Retail, 1000);
        const auto c = RollSimulation::simulate(mixed, 1000, 78, FpuModel::Single, {},
                                                PickerKind::Retail, 1000);
        QCOMPARE(a.played, b.played);
        bool allSame = true;
        bool anyDiffer = false;
        for (std::size_t i = 0; i < a.trace.size(); ++i) {
            allSame = allSame && a.trace[i].index == b.trace[i].index &&
                      a.trace[i].gateRoll == b.trace[i].gateRoll &&
                      a.trace[i].result == b.trace[i].result;
            anyDiffer = anyDiffer || a.trace[i].pickState != c.trace[i].pickState;
        }
        QVERIFY(allSame);
        QVERIFY(anyDiffer);
        // tracing does not change the counts
        const auto untraced = RollSimulation::simulate(mixed, 1000, 77, FpuModel::Single);
        QCOMPARE(untraced.played, a.played);
        QCOMPARE(untraced.silent, a.silent);
    }

    void silentAndMissingDoNotRollTheGate() {
        const std::vector<SoundVariant> list{v(0), v(0x0A000009), v(0x0A000001)};
        RollSimulator sim(list, 3, FpuModel::Double, [](quint32 id) { return id != 0x0A000009; });
        bool sawSilent = false;
        bool sawMissing = false;
        for (int i = 0; i < 200; ++i) {
            const CrtRandom before = sim.crt();
            const RollStep s = sim.step();
            QVERIFY(s.index == 0 || s.index == 1);
            QCOMPARE(s.gateRoll, -1);
            QCOMPARE(sim.crt(), before);
            sawSilent = sawSilent || s.result == RollResult::SilentRecord;
            sawMissing = sawMissing || s.result == RollResult::MissingWave;
        }
        QVERIFY(sawSilent && sawMissing);
    }

    void emptyListDrawsNothing() {
        RollSimulator sim({}, 5, FpuModel::Single);
        const RetailRandom before = sim.random();
        const RollStep s = sim.step();
        QCOMPARE(s.result, RollResult::NoRecords);
        QCOMPARE(sim.random(), before);
        // a single record still draws (the client calls RollDice before looking at N)
        RollSimulator one({v(0x0A000001)}, 5, FpuModel::Single);
        const RetailRandom start = one.random();
        (void)one.step();
        QVERIFY(!(one.random() == start));
    }

    void chiSquareQuantiles() {
        QVERIFY(qAbs(ChiSquare::quantile(0.999, 1) - 10.8276) < 1e-3);
        QVERIFY(qAbs(ChiSquare::quantile(0.999, 2) - 13.8155) < 1e-3);
        QVERIFY(qAbs(ChiSquare::quantile(0.999, 10) - 29.5883) < 1e-3);
        QVERIFY(qAbs(ChiSquare::quantile(0.95, 4) - 9.4877) < 1e-3);
        QVERIFY(qAbs(ChiSquare::survival(3.841459, 1) - 0.05) < 1e-5);
        // an observation in an impossible category is never consistent
        const qint64 observed[] = {10, 1};
        const double probability[] = {1.0, 0.0};
        const ChiSquareFit fit = ChiSquareFit::compute(observed, probability);
        QVERIFY(fit.impossibleObserved);
        QVERIFY(!fit.consistent());
    }
};

QTEST_GUILESS_MAIN(TestRollSimulator)
#include "tst_rollsimulator.moc"
