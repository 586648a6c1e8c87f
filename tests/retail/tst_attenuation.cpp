#include "core/retail/attenuation.h"
#include "core/retail/openaldistance.h"

#include <QTest>

#include <cmath>

using namespace soundstage;

class TestAttenuation : public QObject {
    Q_OBJECT

private slots:
    void issueTable_data() {
        QTest::addColumn<double>("distance");
        QTest::addColumn<int>("dB");
        QTest::addColumn<bool>("audible");
        QTest::newRow("1 m") << 1.0 << 0 << true;
        QTest::newRow("5 m") << 5.0 << 0 << true;
        QTest::newRow("10 m") << 10.0 << -12 << true;
        QTest::newRow("50 m") << 50.0 << -40 << true;
        QTest::newRow("94 m") << 94.0 << -50 << true;
        QTest::newRow("95 m") << 95.0 << -50 << false;
    }
    void issueTable() {
        QFETCH(double, distance);
        QFETCH(int, dB);
        QFETCH(bool, audible);
        const Attenuation a = RetailAttenuation::compute(distance, 1.0, 1.0);
        QCOMPARE(a.audible, audible);
        QCOMPARE(a.dB, dB);
        if (audible)
            QCOMPARE(a.directSoundVolume(), dB * 100);
    }

    void gainRules() {
        QCOMPARE(RetailAttenuation::compute(10.0, 1.0, 1.0).gain, 0.25);
        QCOMPARE(RetailAttenuation::compute(2.0, 0.5, 1.0).gain, 0.5); // < 5 m: g = v
        QCOMPARE(RetailAttenuation::compute(2.0, 3.0, 0.5).gain, 0.5); // min(g, 1)·slider
        QCOMPARE(RetailAttenuation::compute(2.0, 3.0, 0.5).distanceGain, 1.0);
        const Attenuation zero = RetailAttenuation::compute(1.0, 0.0, 1.0);
        QVERIFY(!zero.audible);
        QCOMPARE(zero.dB, -50);
        QVERIFY(!RetailAttenuation::compute(1.0, 1.0, 0.0).audible);
        QVERIFY(!RetailAttenuation::compute(1.0, -1.0, 1.0).audible);
    }

    void hearingRadius() {
        // independent closed form: audible while 25·v·s/d² > 10^(−51/20)
        const double expected = std::sqrt(25.0 / std::pow(10.0, -51.0 / 20.0));
        const double r = RetailAttenuation::hearingRadius(1.0, 1.0);
        QVERIFY(std::abs(r - expected) < 0.01);
        QVERIFY(r > 94.0 && r < 95.0);
        QVERIFY(RetailAttenuation::compute(r - 0.01, 1.0, 1.0).audible);
        QVERIFY(!RetailAttenuation::compute(r + 0.01, 1.0, 1.0).audible);
        const double quarter = RetailAttenuation::hearingRadius(0.25, 1.0);
        QVERIFY(std::abs(quarter - r / 2.0) < 1e-9);
        QCOMPARE(RetailAttenuation::hearingRadius(0.001, 1.0), 0.0);
        QCOMPARE(RetailAttenuation::hearingRadius(1.0, 0.0), 0.0);
    }

    void preferenceQuirks() {
        VolumePreferences prefs;
        prefs.effect = 0.5f;
        prefs.ambient = 0.5f;
        prefs.interface = 0.0f;
        using namespace RetailAttenuation;
        // table sounds: record volume, effect slider once
        QCOMPARE(forRoute(SoundRoute::TableSound, prefs, 1.0, 0.8).gain, 0.4);
        // server event: the wire volume, the record's ignored
        QCOMPARE(forRoute(SoundRoute::ServerEvent, prefs, 1.0, 0.8, 0.5).gain, 0.25);
        // direct wave: the effect slider as the volume, then again
        QCOMPARE(forRoute(SoundRoute::DirectWave, prefs, 1.0, 0.8).gain, 0.25);
        // ambient: the ambient slider twice
        QCOMPARE(forRoute(SoundRoute::Ambient, prefs, 1.0, 1.0, 1.0, 1.0).gain, 0.25);
        // interface: the interface slider (0 here) is never read; the effect slider is; no
        // distance attenuation
        const Attenuation ui = forRoute(SoundRoute::Interface, prefs, 500.0, 1.0);
        QVERIFY(ui.audible);
        QCOMPARE(ui.gain, 0.5);
        // enabled flags
        prefs.effectEnabled = false;
        QVERIFY(!forRoute(SoundRoute::TableSound, prefs, 1.0, 1.0).audible);
        QVERIFY(forRoute(SoundRoute::Ambient, prefs, 1.0, 1.0).audible);
        prefs.ambientEnabled = false;
        QVERIFY(!forRoute(SoundRoute::Ambient, prefs, 1.0, 1.0).audible);
        prefs.interfaceEnabled = false;
        QVERIFY(!forRoute(SoundRoute::Interface, prefs, 1.0, 1.0).audible);
        QCOMPARE(routeKey(SoundRoute::DirectWave), QStringLiteral("direct-wave"));
    }

    void openAlModels() {
        using namespace OpenAlDistance;
        const OpenAlDistanceParameters def;
        QCOMPARE(gain(OpenAlDistanceModel::InverseClamped, 10.0, def), 0.1);
        QCOMPARE(gain(OpenAlDistanceModel::InverseClamped, 0.5, def), 1.0); // clamped to ref
        const OpenAlDistanceParameters p{2.0, 20.0, 0.5};
        // ref/(ref + rolloff·(d − ref)) = 2/(2 + 0.5·8)
        QCOMPARE(gain(OpenAlDistanceModel::InverseClamped, 10.0, p), 2.0 / 6.0);
        QCOMPARE(gain(OpenAlDistanceModel::InverseClamped, 100.0, p), 2.0 / 11.0); // max 20
        // 1 − rolloff·(d − ref)/(max − ref) = 1 − 0.5·8/18
        QCOMPARE(gain(OpenAlDistanceModel::LinearClamped, 10.0, p), 1.0 - 4.0 / 18.0);
        QCOMPARE(gain(OpenAlDistanceModel::LinearClamped, 10.0, {1.0, 5.0, 2.0}), 0.0);
        // (d/ref)^−rolloff = 5^−0.5
        QCOMPARE(gain(OpenAlDistanceModel::ExponentClamped, 10.0, p), std::pow(5.0, -0.5));
        QCOMPARE(gain(OpenAlDistanceModel::LinearClamped, 3.0, {1.0, 1.0, 1.0}), 1.0);
        QVERIFY(std::abs(gainToDb(0.1) + 20.0) < 1e-12);
        QCOMPARE(modelKey(OpenAlDistanceModel::ExponentClamped),
                 QStringLiteral("exponent-clamped"));
    }
};

QTEST_GUILESS_MAIN(TestAttenuation)
#include "tst_attenuation.moc"
