#include "core/audio/retailmix.h"

#include <QTest>

#include <cmath>

using namespace soundstage;

namespace {

Placement at(double x, double y, double headingDegrees = 0.0) {
    Placement p;
    p.mode = PlacementMode::Retail;
    p.source = {x, y, 0.0};
    p.listener = {0.0, 0.0, 0.0};
    p.listenerHeadingDegrees = headingDegrees;
    return p;
}

} // namespace

class TestEngineRetailMix : public QObject {
    Q_OBJECT

private slots:
    // Expected values worked out by hand from the retail formulas (core/retail/README.md §5).
    void attenuationAndPan_data() {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::addColumn<double>("heading");
        QTest::addColumn<double>("volume");
        QTest::addColumn<bool>("audible");
        QTest::addColumn<int>("db");
        QTest::addColumn<int>("pan");

        // 25/100 = 0.25 → −12.04 → ceil −12; hard left → sin·−15 = −15.
        QTest::newRow("10 m left") << -10.0 << 0.0 << 0.0 << 1.0 << true << -12 << -15;
        QTest::newRow("10 m right") << 10.0 << 0.0 << 0.0 << 1.0 << true << -12 << 15;
        QTest::newRow("10 m ahead") << 0.0 << 10.0 << 0.0 << 1.0 << true << -12 << 0;
        QTest::newRow("10 m behind") << 0.0 << -10.0 << 0.0 << 1.0 << true << -12 << 0;
        // 30° left of ahead: sin 30° · −15 = −7.5 → trunc −7.
        QTest::newRow("30 deg left") << -10.0 * std::sin(M_PI / 6) << 10.0 * std::cos(M_PI / 6)
                                     << 0.0 << 1.0 << true << -12 << -7;
        // Facing east, a source north of the listener is on its left.
        QTest::newRow("facing east, source north")
            << 0.0 << 10.0 << 90.0 << 1.0 << true << -12 << -15;
        QTest::newRow("facing west, source north")
            << 0.0 << 10.0 << -90.0 << 1.0 << true << -12 << 15;
        // Inside 5 m: g = v, no pan (int(d) < 5).
        QTest::newRow("3 m left") << -3.0 << 0.0 << 0.0 << 1.0 << true << 0 << 0;
        QTest::newRow("4.9 m left, no pan") << -4.9 << 0.0 << 0.0 << 1.0 << true << 0 << 0;
        // d = 5: 25/25 = 1 → 0 dB, and int(5) ≥ 5 pans.
        QTest::newRow("5 m left") << -5.0 << 0.0 << 0.0 << 1.0 << true << 0 << -15;
        // v = 0.5 near: 20·log10 0.5 = −6.02 → ceil −6.
        QTest::newRow("half volume near") << 0.0 << 1.0 << 0.0 << 0.5 << true << -6 << 0;
        // v > 1 is clamped to 0 dB.
        QTest::newRow("volume 2 near") << 0.0 << 1.0 << 0.0 << 2.0 << true << 0 << 0;
        // 25/94² = 0.002829 → −50.97 → ceil −50: still played.
        QTest::newRow("94 m") << 0.0 << 94.0 << 0.0 << 1.0 << true << -50 << 0;
        // 25/95² = 0.00277 → −51.15 → ceil −51 < −50: dropped.
        QTest::newRow("95 m") << 0.0 << 95.0 << 0.0 << 1.0 << false << 0 << 0;
        QTest::newRow("volume 0") << 0.0 << 1.0 << 0.0 << 0.0 << false << 0 << 0;
        QTest::newRow("negative volume") << 0.0 << 1.0 << 0.0 << -1.0 << false << 0 << 0;
    }

    void attenuationAndPan() {
        QFETCH(double, x);
        QFETCH(double, y);
        QFETCH(double, heading);
        QFETCH(double, volume);
        QFETCH(bool, audible);
        QFETCH(int, db);
        QFETCH(int, pan);
        const RetailMix mix = computeRetailMix(at(x, y, heading), volume);
        QCOMPARE(mix.audible, audible);
        if (!audible)
            return;
        QCOMPARE(mix.attenuationDb, db);
        QCOMPARE(mix.panDb, pan);
    }

    void channelGainsFollowDirectSoundPanLaw() {
        const RetailMix left = computeRetailMix(at(-10.0, 0.0), 1.0);
        QVERIFY(qFuzzyCompare(left.leftGain, std::pow(10.0, -12.0 / 20.0)));
        QVERIFY(qFuzzyCompare(left.rightGain, std::pow(10.0, -27.0 / 20.0)));
        const RetailMix right = computeRetailMix(at(10.0, 0.0), 1.0);
        QVERIFY(qFuzzyCompare(right.leftGain, std::pow(10.0, -27.0 / 20.0)));
        QVERIFY(qFuzzyCompare(right.rightGain, std::pow(10.0, -12.0 / 20.0)));
        const RetailMix ahead = computeRetailMix(at(0.0, 10.0), 1.0);
        QCOMPARE(ahead.leftGain, ahead.rightGain);
    }

    void monoOutputNeverPans() {
        Placement p = at(-10.0, 0.0);
        p.retailStereo = false;
        const RetailMix mix = computeRetailMix(p, 1.0);
        QCOMPARE(mix.panDb, 0);
        QCOMPARE(mix.leftGain, mix.rightGain);
    }

    void preferenceAppliesAfterTheClamp() {
        Placement p = at(0.0, 1.0);
        p.retailPreference = 0.5;
        // min(2, 1) · 0.5 = 0.5 → −6 dB (the preference is not clamped away).
        QCOMPARE(computeRetailMix(p, 2.0).attenuationDb, -6);
        p.retailPreference = 0.0;
        QVERIFY(!computeRetailMix(p, 1.0).audible);
    }

    void onlyRelativeGeometryMatters() {
        Placement p = at(-10.0, 0.0);
        p.source.x += 1234.5;
        p.source.y -= 77.0;
        p.listener = {1234.5, -77.0, 0.0};
        const RetailMix mix = computeRetailMix(p, 1.0);
        QCOMPARE(mix.attenuationDb, -12);
        QCOMPARE(mix.panDb, -15);
    }

    void nonFiniteInputIsDropped() {
        QVERIFY(!computeRetailMix(at(std::nan(""), 0.0), 1.0).audible);
        QVERIFY(!computeRetailMix(at(0.0, 1.0), std::nan("")).audible);
    }
};

QTEST_GUILESS_MAIN(TestEngineRetailMix)
#include "tst_engineretailmix.moc"
