#include "core/retail/ambientschedule.h"

#include <QTest>

#include <cmath>

using namespace soundstage;

namespace {
SoundVariant v(quint32 wave, float probability = 1.0f) {
    return SoundVariant{wave, 0.0f, probability, 1.0f};
}
SoundTable ambientTable() {
    SoundTable t;
    t.id = 0x20000010;
    t.root.variants = {SoundVariant{}};
    t.root.children = {{70, {v(0x0A000001), v(0x0A000002), v(0x0A000003)}, {}}, // Ambient1
                       {71, {v(0x0A000004, 0.5f)}, {}},                         // Ambient2
                       {78, {v(0x0A000005)}, {}}};                              // Waterfall
    return t;
}
AmbientStbDesc stb() {
    AmbientStbDesc d;
    d.soundTable = 0x20000010;
    d.sounds = {{70, 0.5f, 0.2f, 10.0f, 30.0f}, // intermittent
                {78, 0.8f, 0.0f, 4.0f, 99.0f},  // continuous, every 4 s
                {71, 0.02f, 0.0f, 1.0f, 1.0f},  // continuous but too quiet (< 0.03)
                {90, 1.0f, 1.0f, 5.0f, 5.0f}};  // not in the table
    return d;
}
} // namespace

class TestAmbientSchedule : public QObject {
    Q_OBJECT

private slots:
    void deterministicForASeed() {
        AmbientConfig config;
        config.seed = 4242;
        config.seconds = 600.0;
        const AmbientSchedule a = AmbientSchedule::simulate(stb(), ambientTable(), config);
        const AmbientSchedule b = AmbientSchedule::simulate(stb(), ambientTable(), config);
        QCOMPARE(a.events.size(), b.events.size());
        for (std::size_t i = 0; i < a.events.size(); ++i) {
            QCOMPARE(a.events[i].timeSeconds, b.events[i].timeSeconds);
            QCOMPARE(a.events[i].variantIndex, b.events[i].variantIndex);
            QCOMPARE(a.events[i].distanceMetres, b.events[i].distanceMetres);
        }
        config.seed = 4243;
        const AmbientSchedule c = AmbientSchedule::simulate(stb(), ambientTable(), config);
        bool differs = c.events.size() != a.events.size();
        for (std::size_t i = 0; !differs && i < a.events.size(); ++i)
            differs = a.events[i].timeSeconds != c.events[i].timeSeconds ||
                      a.events[i].chancePassed != c.events[i].chancePassed;
        QVERIFY(differs);
        for (std::size_t i = 1; i < a.events.size(); ++i)
            QVERIFY(a.events[i - 1].timeSeconds <= a.events[i].timeSeconds);
    }

    void continuousEveryMinRate() {
        AmbientConfig config;
        config.seconds = 60.0;
        const AmbientSchedule s = AmbientSchedule::simulate(stb(), ambientTable(), config);
        std::vector<double> times;
        for (const AmbientEvent& e : s.events)
            if (e.soundType == 78) {
                times.push_back(e.timeSeconds);
                QVERIFY(e.continuous);
                QCOMPARE(e.volume, 0.800000011920929); // 0.8f · share 1
                QCOMPARE(e.octant, 0);
                QCOMPARE(e.distanceMetres, 0.0);
                QCOMPARE(e.variantIndex, 0);
            }
        QCOMPARE(times.size(), std::size_t(15)); // 0, 4, …, 56
        for (std::size_t i = 0; i < times.size(); ++i)
            QCOMPARE(times[i], 4.0 * static_cast<double>(i));
        const AmbientSoundRate& waterfall = s.rates[1];
        QVERIFY(waterfall.loudEnough);
        QCOMPARE(waterfall.expectedEventsPerMinute, 15.0);
        QCOMPARE(waterfall.triggerChance, Rational(1, 1));
        QCOMPARE(waterfall.heardChance, Rational(32767, 32768)); // single model, p = 1
        // the quiet continuous sound never plays; the unknown type rolls but never plays
        QVERIFY(!s.rates[2].loudEnough);
        QCOMPARE(s.rates[2].simulatedEvents, qint64(0));
        QCOMPARE(s.rates[2].expectedPlaysPerMinute, 0.0);
        QVERIFY(!s.rates[3].inTable);
        QCOMPARE(s.rates[3].simulatedPlays, qint64(0));
        QVERIFY(s.rates[3].simulatedEvents > 0);
    }

    void intermittentRatesMatchTheClosedForm() {
        AmbientConfig config;
        config.seed = 9;
        config.seconds = 200000.0;
        const AmbientSchedule s = AmbientSchedule::simulate(stb(), ambientTable(), config);
        const AmbientSoundRate& r = s.rates[0];
        QVERIFY(!r.continuous);
        QCOMPARE(r.meanIntervalSeconds, 20.0);
        QCOMPARE(r.expectedEventsPerMinute, 3.0);
        QVERIFY(std::abs(r.playChance - 0.2) < 1e-7);
        QVERIFY(std::abs(r.triggerChance.toDouble() - 0.2) < 1e-7);
        // two of three records choosable, both gate 32767/32768
        QCOMPARE(r.heardChance, Rational(32767, 32768));
        const double minutes = config.seconds / 60.0;
        const double expectedEvents = r.expectedEventsPerMinute * minutes;
        const double expectedPlays = r.expectedPlaysPerMinute * minutes;
        QVERIFY(std::abs(r.simulatedEvents - expectedEvents) < 0.02 * expectedEvents);
        QVERIFY(std::abs(r.simulatedPlays - expectedPlays) < 0.05 * expectedPlays);
        // positions: one cell at the listener → 8 directions, distance 4…10 m
        for (const AmbientEvent& e : s.events)
            if (e.soundType == 70 && e.chancePassed) {
                QVERIFY(e.octant >= 1 && e.octant <= 8);
                QVERIFY(e.distanceMetres >= 4.0 && e.distanceMetres <= 10.0);
                QVERIFY(e.variantIndex == 0 || e.variantIndex == 1);
                QVERIFY(e.attenuation.audible);
            }
    }

    void cellsScaleChanceAndVolume() {
        AmbientConfig config;
        config.cells = {{50.0, 1, true}, {10.0, 0, false}, {200.0, 2, true}};
        config.seconds = 100.0;
        const AmbientSchedule s = AmbientSchedule::simulate(stb(), ambientTable(), config);
        // weights: 400/2500 = 0.16 (this STB), 1 (another STB), 0 (beyond 120 m)
        const double share = 0.16 / 1.16;
        QVERIFY(std::abs(s.rates[0].weightShare - share) < 1e-12);
        QVERIFY(std::abs(s.rates[0].playChance - 0.2 * share) < 1e-9);
        QVERIFY(std::abs(s.rates[1].currentVolume - 0.8 * share) < 1e-7);
        for (const AmbientEvent& e : s.events)
            if (e.soundType == 70 && e.chancePassed) {
                QCOMPARE(e.octant, 1); // only the north cell contributes a direction
                QVERIFY(e.distanceMetres >= 40.0 && e.distanceMetres <= 60.0);
            }
        QCOMPARE(AmbientSchedule::cellWeight(19.9), 1.0);
        QCOMPARE(AmbientSchedule::cellWeight(120.0), 400.0 / 14400.0);
        QCOMPARE(AmbientSchedule::cellWeight(120.1), 0.0);
    }

    void guardsAgainstZeroIntervalsAndFloods() {
        AmbientStbDesc d;
        d.sounds = {{78, 1.0f, 0.0f, 0.0f, 0.0f}};
        AmbientConfig config;
        config.seconds = 10.0;
        config.maxEvents = 500;
        const AmbientSchedule s = AmbientSchedule::simulate(d, ambientTable(), config);
        QVERIFY(s.intervalsClamped);
        QVERIFY(s.truncated);
        QCOMPARE(s.events.size(), std::size_t(500));
    }
};

QTEST_GUILESS_MAIN(TestAmbientSchedule)
#include "tst_ambientschedule.moc"
