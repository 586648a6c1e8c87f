#include "core/retail/voicepool.h"

#include <QTest>

using namespace soundstage;

class TestVoicePool : public QObject {
    Q_OBJECT

private slots:
    void retailDropsTheSeventeenth() {
        std::vector<VoiceRequest> r;
        for (int i = 0; i < 17; ++i)
            r.push_back({0.0, 2.0, i == 16 ? 1.0f : 0.0f, static_cast<quint32>(i)});
        r.push_back({2.0, 1.0, 0.0f, 99}); // a voice is free again at 2.0 s
        const VoiceSimulation s = VoicePool::simulateRetail(r);
        QCOMPARE(s.played, 17);
        QCOMPARE(s.dropped, 1);
        QCOMPARE(s.cut, 0);
        QCOMPARE(s.peakVoices, 16);
        // the priority of the 17th does not help in retail
        QCOMPARE(s.results[16].outcome, VoiceOutcome::Dropped);
        QCOMPARE(s.results[16].voice, -1);
        QCOMPARE(s.results[16].endSeconds, 0.0);
        QCOMPARE(s.results[17].outcome, VoiceOutcome::Played);
        QCOMPARE(s.results[17].voice, 0);
        QCOMPARE(s.results[17].endSeconds, 3.0);
    }

    void stealingCutsTheLowestPriority() {
        const std::vector<VoiceRequest> r{
            {0.0, 10.0, 0.5f, 1}, {0.1, 10.0, 0.2f, 2}, {0.2, 10.0, 0.2f, 3},
            {1.0, 1.0, 0.9f, 4}, // cuts request 1 (lowest 0.2, the older of the two)
            {1.5, 1.0, 0.2f, 5}, // lowest busy is 0.2: not strictly higher → dropped
        };
        const auto result = VoicePool::simulateStealing(r, 3);
        QVERIFY(result.has_value());
        const VoiceSimulation& s = *result;
        QCOMPARE(s.results[1].outcome, VoiceOutcome::Cut);
        QCOMPARE(s.results[1].endSeconds, 1.0);
        QCOMPARE(s.results[1].cutBy, 3);
        QCOMPARE(s.results[3].outcome, VoiceOutcome::Played);
        QCOMPARE(s.results[3].voice, s.results[1].voice);
        QCOMPARE(s.results[4].outcome, VoiceOutcome::Dropped);
        QCOMPARE(s.results[0].outcome, VoiceOutcome::Played);
        QCOMPARE(s.results[2].outcome, VoiceOutcome::Played);
        QCOMPARE(s.played, 3);
        QCOMPARE(s.cut, 1);
        QCOMPARE(s.dropped, 1);
    }

    void orderOfStartsNotOfInput() {
        const std::vector<VoiceRequest> r{
            {5.0, 1.0, 0.0f, 1}, {0.0, 10.0, 0.0f, 2}, {0.0, 10.0, 0.0f, 3}};
        const auto s = VoicePool::simulateDropping(r, 2);
        QVERIFY(s.has_value());
        QCOMPARE(s->results[0].outcome, VoiceOutcome::Dropped);
        QCOMPARE(s->results[1].voice, 0);
        QCOMPARE(s->results[2].voice, 1);
    }

    void badInput() {
        const std::vector<VoiceRequest> ok{{0.0, 1.0, 0.0f, 0}};
        QCOMPARE(VoicePool::simulateStealing(ok, 1).error().code, ErrorCode::Usage);
        QCOMPARE(VoicePool::simulateStealing(ok, 65).error().code, ErrorCode::Usage);
        QVERIFY(VoicePool::simulateStealing(ok, 64).has_value());
        const std::vector<VoiceRequest> bad{{0.0, 1.0, 0.0f, 0}, {-1.0, 1.0, 0.0f, 0}};
        const auto e = VoicePool::simulateStealing(bad, 4);
        QVERIFY(!e.has_value());
        QCOMPARE(e.error().offset, qint64(1));
        const std::vector<VoiceRequest> nan{{0.0, qQNaN(), 0.0f, 0}};
        QCOMPARE(VoicePool::simulateDropping(nan, 4).error().offset, qint64(0));
        // the retail entry point accepts anything and clamps
        QCOMPARE(VoicePool::simulateRetail(bad).played, 2);
    }
};

QTEST_GUILESS_MAIN(TestVoicePool)
#include "tst_voicepool.moc"
