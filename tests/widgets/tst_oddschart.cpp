// The odds chart: authored beside real chances, the never-chosen mark (and where it moves when
// a variant is added), the seeded roll overlay with its fit.
#include "core/retail/eventoutcome.h"
#include "core/retail/rollsimulator.h"
#include "demofixture.h"
#include "widgets/backgroundtask.h"
#include "widgets/oddschart.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

namespace {
const QColor MarkRed(0xc0, 0x20, 0x20);
const QColor RollOrange(0xf0, 0xa0, 0x30);

std::vector<SoundVariant> twoVariants() {
    return {{0x0A000001, 0.0f, 1.0f, 1.0f}, {0x0A000002, 0.0f, 0.5f, 1.0f}};
}
} // namespace

class TestOddsChart final : public QObject {
    Q_OBJECT

private slots:
    void marksNeverChosen() {
        OddsChart chart;
        chart.resize(700, 400);
        chart.setVariants(twoVariants(), u"Swoosh2"_s);
        QCOMPARE(chart.neverChosenIndices(), std::vector<int>{1});
        QCOMPARE(chart.seriesCount(), 2);
        // The real play chance of #0 is pick 1 × gate(1.0) under single precision.
        const EventOutcome exact = EventOutcome::compute(twoVariants(), FpuModel::Single);
        QCOMPARE(chart.outcome().variants[0].play(), exact.variants[0].play());
        const QImage image = chart.grab().toImage();
        QVERIFY(countColour(image, MarkRed, 20) > 20);

        // A third variant: #1 becomes choosable, #2 is the never-chosen one.
        auto three = twoVariants();
        three.push_back({0x0A000003, 0.0f, 1.0f, 1.0f});
        chart.setVariants(three, u"Swoosh2"_s);
        QCOMPARE(chart.neverChosenIndices(), std::vector<int>{2});
    }

    void singleVariantHasNoMark() {
        OddsChart chart;
        chart.resize(600, 400);
        chart.setVariants({{0x0A000001, 0.0f, 1.0f, 1.0f}});
        QVERIFY(chart.neverChosenIndices().empty());
        QCOMPARE(countColour(chart.grab().toImage(), MarkRed, 20), 0);
    }

    void rollOverlaysSeededHistogram() {
        OddsChart chart;
        chart.resize(700, 400);
        auto three = twoVariants();
        three.push_back({0x0A000003, 0.0f, 1.0f, 1.0f});
        chart.setVariants(three);
        QVERIFY(!chart.rollResult());
        QCOMPARE(countColour(chart.grab().toImage(), RollOrange, 12), 0);
        QVERIFY(chart.fitText().isEmpty());

        chart.roll(20000, 7);
        QVERIFY(chart.rollResult());
        QCOMPARE(chart.seriesCount(), 3);
        const auto& r = *chart.rollResult();
        QCOMPARE(r.events, quint64(20000));
        QCOMPARE(r.played[2], qint64(0)); // never chosen, never rolled
        // The same seed through the simulator gives the same counts, step by step.
        RollSimulator sim(three, 7, FpuModel::Single);
        std::vector<qint64> played(3, 0);
        for (int i = 0; i < 20000; ++i) {
            const RollStep s = sim.step();
            if (s.result == RollResult::Played)
                ++played[static_cast<std::size_t>(s.index)];
        }
        QCOMPARE(r.played, played);
        QVERIFY(chart.fitText().contains(u"20000"_s));
        QVERIFY(chart.fitText().contains(u"χ²"_s));
        QVERIFY(countColour(chart.grab().toImage(), RollOrange, 12) > 50);

        // A different seed, different counts (the overlay follows the seed).
        chart.roll(20000, 8);
        QVERIFY(chart.rollResult()->played != played);
    }

    void rollButtonUsesFields() {
        OddsChart chart;
        chart.setVariants(twoVariants());
        auto* button = chart.findChild<QPushButton*>();
        QVERIFY(button);
        QSignalSpy rolled(&chart, &OddsChart::rollFinished);
        QTest::mouseClick(button, Qt::LeftButton); // rolls in the background
        QVERIFY(rolled.wait());
        QVERIFY(chart.rollResult());
        QCOMPARE(chart.rollResult()->seed, 1u);
        QCOMPARE(chart.rollResult()->events, quint64(10000));
    }

    void backgroundRollArrivesAndCancels() {
        OddsChart chart;
        chart.resize(700, 400);
        auto three = twoVariants();
        three.push_back({0x0A000003, 0.0f, 1.0f, 1.0f});
        chart.setVariants(three);
        QSignalSpy rolled(&chart, &OddsChart::rollFinished);
        chart.rollInBackground(300000, 9);
        QVERIFY(chart.rollTask()->isRunning());
        QVERIFY(rolled.wait());
        QVERIFY(chart.rollResult());
        const RollSimulation direct = RollSimulation::simulate(three, 300000, 9, FpuModel::Single);
        QCOMPARE(chart.rollResult()->events, quint64(300000));
        QCOMPARE(chart.rollResult()->played, direct.played);
        QCOMPARE(chart.rollResult()->silent, direct.silent);
        QCOMPARE(chart.seriesCount(), 3);
        const QString fit = chart.fitText();

        // Cancelled: the chart keeps what it showed.
        chart.rollInBackground(10'000'000, 10);
        chart.rollTask()->cancel();
        QTest::qWait(100);
        QCOMPARE(rolled.size(), 1);
        QCOMPARE(chart.rollResult()->seed, 9u);
        QCOMPARE(chart.fitText(), fit);

        // A new list while rolling: the roll belonged to the old one and is dropped.
        chart.rollInBackground(10'000'000, 11);
        chart.setVariants(twoVariants());
        QVERIFY(!chart.rollTask()->isRunning());
        QTest::qWait(100);
        QCOMPARE(rolled.size(), 1);
        QVERIFY(!chart.rollResult());
    }

    void demoWeaponSwoosh() {
        DemoFixture demo;
        QVERIFY(demo.open());
        const SoundTable* table = demo.catalog->table(DemoDat::WeaponTable);
        QVERIFY(table);
        // Find the demo's two-variant list (the documented never-chosen case).
        const SoundTableNode* two = nullptr;
        for (const auto& child : table->root.children)
            if (child.variants.size() == 2)
                two = &child;
        QVERIFY(two);
        OddsChart chart;
        const SoundCatalog& catalog = *demo.catalog;
        chart.setVariants(two->variants, {}, [&](quint32 id) { return catalog.hasWave(id); });
        QCOMPARE(chart.neverChosenIndices(), std::vector<int>{1});
    }
};

QTEST_MAIN(TestOddsChart)
#include "tst_oddschart.moc"
