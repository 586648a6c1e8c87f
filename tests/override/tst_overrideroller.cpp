// Seeded rolls of override entries under each `!pick` mode: retail follows the client's
// generators draw for draw, uniform and weighted agree with OverrideChances, silence and empty
// lists draw what they should.
#include "core/override/overrideparser.h"
#include "core/override/overrideroller.h"
#include "core/retail/rollsimulator.h"

#include "testsoundtypes.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

using Mode = OverrideFile::PickMode;
using Outcome = OverrideRoller::Outcome;

namespace {
OverrideEntry entry(const QByteArray& line) {
    return parseOneEntry(line);
}
} // namespace

class TestOverrideRoller : public QObject {
    Q_OBJECT

private slots:
    void retailFollowsTheClientDrawForDraw() {
        // Dat waves only, so RollSimulator (the client) sees the same list.
        const OverrideEntry e =
            entry("x, 0 = 0x0A000001, 1, 0.5; 0x0A000002, 1; 0x00000000, 1; 0x0A000004, 1");
        std::vector<SoundVariant> variants;
        for (const auto& a : e.alternatives)
            variants.push_back({a.wave, 0.0f, static_cast<float>(a.probability), 1.0f});
        const OverrideRoller roller(e, Mode::Retail);
        RollSimulator client(variants, 777, FpuModel::Single);
        RetailRandom random(777);
        CrtRandom crt(777);
        for (int i = 0; i < 2000; ++i) {
            const RollStep expected = client.step();
            const OverrideRoller::Step got = roller.step(random, crt);
            QCOMPARE(got.index, expected.index);
            switch (expected.result) {
            case RollResult::Played:
                QCOMPARE(got.result, Outcome::Played);
                break;
            case RollResult::GatedOut:
                QCOMPARE(got.result, Outcome::GatedOut);
                break;
            case RollResult::SilentRecord:
                QCOMPARE(got.result, Outcome::SilentRecord);
                break;
            default:
                QFAIL("unexpected client result");
            }
        }
        QCOMPARE(random, client.random());
        QCOMPARE(crt, client.crt());
    }

    void simulationsAgreeWithTheExactChances_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("mode");
        QTest::newRow("uniform") << QByteArray("x, 0 = a.wav, 1; b.wav, 1, 0.5; c.wav, 1, 0.1")
                                 << int(Mode::Uniform);
        QTest::newRow("retail") << QByteArray("x, 0 = a.wav, 1; b.wav, 1, 0.5; c.wav, 1")
                                << int(Mode::Retail);
        QTest::newRow("weighted") << QByteArray("x, 0 = a.wav, 1, 0.9; b.wav, 1, 0.1; c.wav, 1, 0")
                                  << int(Mode::Weighted);
        QTest::newRow("uniform with silence")
            << QByteArray("x, 0 = a.wav, 1; 0x00000000, 1") << int(Mode::Uniform);
    }

    void simulationsAgreeWithTheExactChances() {
        QFETCH(QByteArray, line);
        QFETCH(int, mode);
        const OverrideEntry e = entry(line);
        const OverrideRoller roller(e, Mode(mode));
        const auto sim = roller.simulate(200'000, 42);
        QCOMPARE(sim.events, quint64(200'000));
        qint64 total = sim.silent;
        for (const qint64 c : sim.played)
            total += c;
        QCOMPARE(total, qint64(200'000));
        QVERIFY2(sim.fit.consistent(),
                 qPrintable(u"chi-square %1 > %2"_s.arg(sim.fit.statistic).arg(sim.fit.critical)));
        // Same seed, same counts.
        const auto again = roller.simulate(200'000, 42);
        QCOMPARE(again.played, sim.played);
        QCOMPARE(again.silent, sim.silent);
    }

    void theModeMatters() {
        // A weight of 0.9 against 0.1: weighted plays the first nine times as often and is never
        // silent; uniform picks both equally and gates them. Each fit fails against the other.
        const OverrideEntry e = entry("x, 0 = a.wav, 1, 0.9; b.wav, 1, 0.1");
        const auto weighted = OverrideRoller(e, Mode::Weighted).simulate(100'000, 5);
        const auto uniform = OverrideRoller(e, Mode::Uniform).simulate(100'000, 5);
        QCOMPARE(weighted.silent, qint64(0));
        QVERIFY(weighted.played[0] > 8 * weighted.played[1]);
        QVERIFY(uniform.silent > 40'000); // 1 − (0.45 + 0.05) = 50 %
        const std::vector<qint64> observed{uniform.played[0], uniform.played[1], uniform.silent};
        const std::vector<double> expected{weighted.exact.stated[0].chance,
                                           weighted.exact.stated[1].chance,
                                           weighted.exact.silenceChance()};
        QVERIFY(!ChiSquareFit::compute(observed, expected).consistent());
        // Retail never reaches the last of two.
        const auto retail = OverrideRoller(e, Mode::Retail).simulate(50'000, 5);
        QCOMPARE(retail.played[1], qint64(0));
    }

    void silenceAndEmptyLists() {
        RetailRandom random(9);
        CrtRandom crt(9);
        const RetailRandom before = random;
        // A silenced entry draws nothing.
        const OverrideEntry silenced = entry("x, 0 =");
        const auto none = OverrideRoller(silenced, Mode::Uniform).step(random, crt);
        QCOMPARE(none.index, -1);
        QCOMPARE(none.result, Outcome::NothingChosen);
        QCOMPARE(random, before);
        // Every weight 0: nothing chosen, nothing drawn.
        const OverrideEntry zero = entry("x, 0 = a.wav, 1, 0; b.wav, 1, 0");
        QCOMPARE(OverrideRoller(zero, Mode::Weighted).step(random, crt).result,
                 Outcome::NothingChosen);
        QCOMPARE(random, before);
        // A silent wave is chosen but plays nothing, and rolls no gate.
        const OverrideEntry silent = entry("x, 0 = 0x00000000, 1");
        const CrtRandom crtBefore = crt;
        const auto s = OverrideRoller(silent, Mode::Retail).step(random, crt);
        QCOMPARE(s.index, 0);
        QCOMPARE(s.result, Outcome::SilentRecord);
        QCOMPARE(crt, crtBefore);
    }
};

QTEST_GUILESS_MAIN(TestOverrideRoller)
#include "tst_overrideroller.moc"
