#include "core/retail/retailpan.h"

#include <QTest>

using namespace soundstage;

class TestRetailPan : public QObject {
    Q_OBJECT

private slots:
    void positions_data() {
        QTest::addColumn<double>("sx");
        QTest::addColumn<double>("sy");
        QTest::addColumn<double>("heading");
        QTest::addColumn<int>("pan");
        QTest::addColumn<int>("channel"); // 0 none, 1 left, 2 right attenuated
        // listener at the origin
        QTest::newRow("10 m left, facing north") << -10.0 << 0.0 << 0.0 << -15 << 2;
        QTest::newRow("10 m right, facing north") << 10.0 << 0.0 << 0.0 << 15 << 1;
        QTest::newRow("ahead") << 0.0 << 10.0 << 0.0 << 0 << 0;
        QTest::newRow("behind") << 0.0 << -10.0 << 0.0 << 0 << 0;
        QTest::newRow("north while facing east is left") << 0.0 << 10.0 << 90.0 << -15 << 2;
        QTest::newRow("30 deg right: trunc(7.5)") << 5.0 << 8.660254037844387 << 0.0 << 7 << 1;
        QTest::newRow("4 m left: too close") << -4.0 << 0.0 << 0.0 << 0 << 0;
        QTest::newRow("5.0 m left") << -5.0 << 0.0 << 0.0 << -15 << 2;
        QTest::newRow("heading wraps") << -10.0 << 0.0 << 720.0 << -15 << 2;
    }
    void positions() {
        QFETCH(double, sx);
        QFETCH(double, sy);
        QFETCH(double, heading);
        QFETCH(int, pan);
        QFETCH(int, channel);
        const RetailPan p = RetailPan::compute({sx, sy, 0.0}, {}, heading);
        QCOMPARE(p.panDb, pan);
        QCOMPARE(static_cast<int>(p.attenuatedChannel()), channel);
        QCOMPARE(p.attenuationDb(), std::abs(pan));
        QCOMPARE(p.applied, pan != 0);
        QCOMPARE(p.directSoundPan(), pan * 100);
    }

    void issueExample() {
        // a source 10 m to the listener's left: the right channel 15 dB down
        const RetailPan p = RetailPan::compute({90.0, 50.0, 3.0}, {100.0, 50.0, 3.0}, 0.0);
        QCOMPARE(p.attenuatedChannel(), StereoChannel::Right);
        QCOMPARE(p.attenuationDb(), 15);
    }

    void monoNeverPans() {
        const RetailPan p = RetailPan::compute({-10.0, 0.0, 0.0}, {}, 0.0, false);
        QVERIFY(!p.applied);
        QCOMPARE(p.panDb, 0);
        QCOMPARE(RetailPan::fromBearing(-90.0, 4.99).panDb, 0);
        QCOMPARE(RetailPan::fromBearing(-90.0, 100.0).panDb, -15);
    }
};

QTEST_GUILESS_MAIN(TestRetailPan)
#include "tst_retailpan.moc"
