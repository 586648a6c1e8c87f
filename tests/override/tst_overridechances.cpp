#include "core/override/overridechances.h"
#include "core/override/overrideparser.h"

#include "testsoundtypes.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

using Chances = OverrideChances;
using Fraction = OverrideChances::Fraction;
using Verdict = OverrideChances::Verdict;
using Mode = OverrideFile::PickMode;

Q_DECLARE_METATYPE(std::vector<Fraction>)

namespace {
OverrideEntry entry(const QByteArray& line) {
    return parseOneEntry(line);
}
} // namespace

class TestOverrideChances : public QObject {
    Q_OBJECT

private slots:
    // The counts of core/retail/README.md §3a's table.
    void retailGate_data() {
        QTest::addColumn<float>("probability");
        QTest::addColumn<quint32>("single");
        QTest::addColumn<quint32>("exact");
        QTest::newRow("1.0") << 1.0f << 32767u << 32768u;
        QTest::newRow("0.5") << 0.5f << 16384u << 16384u;
        QTest::newRow("0.1") << 0.1f << 3277u << 3277u;
        QTest::newRow("0") << 0.0f << 0u << 0u;
        QTest::newRow("negative") << -0.5f << 0u << 0u;
        QTest::newRow("above 1") << 2.0f << 32768u << 32768u;
    }

    void retailGate() {
        QFETCH(float, probability);
        QFETCH(quint32, single);
        QFETCH(quint32, exact);
        QCOMPARE(Chances::retailGateCount(probability, Chances::GateModel::Single), single);
        QCOMPARE(Chances::retailGateCount(probability, Chances::GateModel::Double), exact);
    }

    void modes_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("mode");
        QTest::addColumn<std::vector<Fraction>>("chances");
        QTest::addColumn<Fraction>("silence");
        QTest::addColumn<QList<int>>("verdicts");

        const auto plays = int(Verdict::Plays);
        QTest::newRow("uniform") << QByteArray("x, 1 = a, 1; b, 1, 0.5; c, 1, 0; d, 1, 0.25")
                                 << int(Mode::Uniform)
                                 << std::vector<Fraction>{{1, 4}, {1, 8}, {0, 1}, {1, 16}}
                                 << Fraction{9, 16}
                                 << QList<int>{plays, plays, int(Verdict::GatedOff), plays};
        // Last never chosen; the gate of p = 1 misses one value of 32768 (single model).
        QTest::newRow("retail") << QByteArray("x, 1 = a, 1; b, 1, 0.5; c, 1") << int(Mode::Retail)
                                << std::vector<Fraction>{{32767, 65536}, {1, 4}, {0, 1}}
                                << Fraction{16385, 65536}
                                << QList<int>{plays, plays, int(Verdict::NeverChosen)};
        QTest::newRow("retail single")
            << QByteArray("x, 1 = a, 1") << int(Mode::Retail)
            << std::vector<Fraction>{{32767, 32768}} << Fraction{1, 32768} << QList<int>{plays};
        QTest::newRow("retail gated off")
            << QByteArray("x, 1 = a, 1, 0; b, 1, 0.1; c, 1") << int(Mode::Retail)
            << std::vector<Fraction>{{0, 1}, {3277, 65536}, {0, 1}} << Fraction{62259, 65536}
            << QList<int>{int(Verdict::GatedOff), plays, int(Verdict::NeverChosen)};
        QTest::newRow("weighted") << QByteArray("x, 1 = a, 1; b, 1, 0.5; c, 1, 0.5")
                                  << int(Mode::Weighted)
                                  << std::vector<Fraction>{{1, 2}, {1, 4}, {1, 4}} << Fraction{0, 1}
                                  << QList<int>{plays, plays, plays};
        QTest::newRow("weighted thirds")
            << QByteArray("x, 1 = a, 1, 0.1; b, 1, 0.2") << int(Mode::Weighted)
            << std::vector<Fraction>{{1, 3}, {2, 3}} << Fraction{0, 1} << QList<int>{plays, plays};
        QTest::newRow("weighted all zero")
            << QByteArray("x, 1 = a, 1, 0; b, 1, 0") << int(Mode::Weighted)
            << std::vector<Fraction>{{0, 1}, {0, 1}} << Fraction{1, 1}
            << QList<int>{int(Verdict::GatedOff), int(Verdict::GatedOff)};
        QTest::newRow("silent record") << QByteArray("x, 1 = 0x0, 1; a, 1") << int(Mode::Uniform)
                                       << std::vector<Fraction>{{1, 2}, {1, 2}} << Fraction{1, 2}
                                       << QList<int>{int(Verdict::SilentRecord), plays};
        QTest::newRow("silenced") << QByteArray("x, 1 =") << int(Mode::Uniform)
                                  << std::vector<Fraction>{} << Fraction{1, 1} << QList<int>{};
    }

    void modes() {
        QFETCH(QByteArray, line);
        QFETCH(int, mode);
        QFETCH(std::vector<Fraction>, chances);
        QFETCH(Fraction, silence);
        QFETCH(QList<int>, verdicts);

        const Chances::Entry result = Chances::compute(entry(line), Mode(mode));
        QCOMPARE(result.alternatives.size(), chances.size());
        double sum = 0;
        for (size_t i = 0; i < chances.size(); ++i) {
            const Chances::Alternative& a = result.alternatives[i];
            QVERIFY(a.exact.has_value());
            QCOMPARE(a.exact->numerator, chances[i].numerator);
            QCOMPARE(a.exact->denominator, chances[i].denominator);
            QCOMPARE(a.chance, chances[i].toDouble());
            QCOMPARE(a.chance, a.pick * a.gate);
            QCOMPARE(int(a.verdict), verdicts[static_cast<qsizetype>(i)]);
            if (a.verdict != Verdict::SilentRecord)
                sum += a.chance;
        }
        QVERIFY(result.exactSilence.has_value());
        QCOMPARE(result.exactSilence->numerator, silence.numerator);
        QCOMPARE(result.exactSilence->denominator, silence.denominator);
        QVERIFY(qAbs(result.silence + sum - 1.0) < 1e-12);
    }

    // The second example of soundstage-override(5) and the chances its text states.
    void manPageExample() {
        const OverrideFile file =
            OverrideParser(testSoundTypes())
                .parse(
                    "!soundstage-override 1\n"
                    "!pick retail\n"
                    "!root sounds/\n"
                    "\n"
                    "# Softer footsteps everywhere, two variants (retail never picks the last).\n"
                    "*/Footstep1,            0 = steps/soft1.ogg, 0.6; steps/soft2.ogg, 0.6; "
                    "0x0A000100, 1\n"
                    "# Town portal: a new sound, played half of the time.\n"
                    "0x20000001/UI_EnterPortal, 0.5 = \"portal, town.wav\", 0.9, 0.5\n"
                    "wave 0x0A000262,      0.7 = shield up.wav, 0.8\n");
        QVERIFY(!file.hasErrors());
        QCOMPARE(file.warningCount(), 1); // the last footstep is never chosen
        QCOMPARE(file.entries.size(), size_t(3));
        const Chances::Entry steps = Chances::compute(file.entries[0], file.pick);
        QCOMPARE(steps.alternatives[0].exact, std::optional<Fraction>(Fraction{32767, 65536}));
        QCOMPARE(steps.alternatives[1].exact, std::optional<Fraction>(Fraction{32767, 65536}));
        QCOMPARE(steps.alternatives[2].verdict, Verdict::NeverChosen);
        QCOMPARE(file.entries[1].alternatives[0].file, u"portal, town.wav"_s);
        const Chances::Entry portal = Chances::compute(file.entries[1], file.pick);
        QCOMPARE(portal.alternatives[0].exact, std::optional<Fraction>(Fraction{1, 2}));
    }

    void doubleGateModel() {
        const Chances::Entry result =
            Chances::compute(entry("x, 1 = a, 1"), Mode::Retail, Chances::GateModel::Double);
        QCOMPARE(result.alternatives[0].chance, 1.0);
        QCOMPARE(result.silence, 0.0);
    }

    void inexactProbabilitiesStillGiveChances() {
        // 17 significant digits do not make a short decimal: no exact fraction, but a chance.
        const Chances::Entry result =
            Chances::compute(entry("x, 1 = a, 1, 0.12345678901234567; b, 1"), Mode::Uniform);
        QCOMPARE(result.alternatives[1].exact, std::optional<Fraction>(Fraction{1, 2}));
        QVERIFY(qAbs(result.alternatives[0].chance - 0.12345678901234567 / 2) < 1e-15);
        QVERIFY(qAbs(result.silence - (1 - 0.5 - 0.12345678901234567 / 2)) < 1e-12);
    }
};

QTEST_GUILESS_MAIN(TestOverrideChances)
#include "tst_overridechances.moc"
