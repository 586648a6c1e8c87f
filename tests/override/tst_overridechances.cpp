#include "core/override/overridechances.h"
#include "core/override/overrideparser.h"
#include "core/retail/playgate.h"

#include "testsoundtypes.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

using Chances = OverrideChances;
using Mode = OverrideFile::PickMode;

Q_DECLARE_METATYPE(std::vector<Rational>)
Q_DECLARE_METATYPE(Rational)

namespace {
OverrideEntry entry(const QByteArray& line) {
    return parseOneEntry(line);
}
} // namespace

class TestOverrideChances : public QObject {
    Q_OBJECT

private slots:
    // The counts of core/retail/README.md §3's table: the override's retail pick gates with
    // PlayGate.
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
        QCOMPARE(quint32(PlayGate::count(probability, FpuModel::Single)), single);
        QCOMPARE(quint32(PlayGate::count(probability, FpuModel::Double)), exact);
        OverrideEntry one;
        one.alternatives.push_back(OverrideAlternative::fromWave(0x0A000001, 1.0, probability));
        QCOMPARE(
            quint32(Chances::compute(one, Mode::Retail, FpuModel::Single).variants[0].gateCount),
            single);
        QCOMPARE(
            quint32(Chances::compute(one, Mode::Retail, FpuModel::Double).variants[0].gateCount),
            exact);
    }

    void modes_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("mode");
        QTest::addColumn<std::vector<Rational>>("chances");
        QTest::addColumn<Rational>("silence");
        QTest::addColumn<QList<int>>("verdicts");

        const auto plays = int(Verdict::None);
        QTest::newRow("uniform") << QByteArray("x, 1 = a, 1; b, 1, 0.5; c, 1, 0; d, 1, 0.25")
                                 << int(Mode::Uniform)
                                 << std::vector<Rational>{Rational(1, 4), Rational(1, 8),
                                                          Rational(0, 1), Rational(1, 16)}
                                 << Rational(9, 16)
                                 << QList<int>{plays, plays, int(Verdict::GatedOff), plays};
        // Last never chosen; the gate of p = 1 misses one value of 32768 (single model).
        QTest::newRow("retail") << QByteArray("x, 1 = a, 1; b, 1, 0.5; c, 1") << int(Mode::Retail)
                                << std::vector<Rational>{Rational(32767, 65536), Rational(1, 4),
                                                         Rational(0, 1)}
                                << Rational(16385, 65536)
                                << QList<int>{plays, plays, int(Verdict::NeverChosen)};
        QTest::newRow("retail single") << QByteArray("x, 1 = a, 1") << int(Mode::Retail)
                                       << std::vector<Rational>{Rational(32767, 32768)}
                                       << Rational(1, 32768) << QList<int>{plays};
        QTest::newRow("retail gated off")
            << QByteArray("x, 1 = a, 1, 0; b, 1, 0.1; c, 1") << int(Mode::Retail)
            << std::vector<Rational>{Rational(0, 1), Rational(3277, 65536), Rational(0, 1)}
            << Rational(62259, 65536)
            << QList<int>{int(Verdict::GatedOff), plays, int(Verdict::NeverChosen)};
        QTest::newRow("weighted") << QByteArray("x, 1 = a, 1; b, 1, 0.5; c, 1, 0.5")
                                  << int(Mode::Weighted)
                                  << std::vector<Rational>{Rational(1, 2), Rational(1, 4),
                                                           Rational(1, 4)}
                                  << Rational(0, 1) << QList<int>{plays, plays, plays};
        QTest::newRow("weighted thirds")
            << QByteArray("x, 1 = a, 1, 0.1; b, 1, 0.2") << int(Mode::Weighted)
            << std::vector<Rational>{Rational(1, 3), Rational(2, 3)} << Rational(0, 1)
            << QList<int>{plays, plays};
        QTest::newRow("weighted all zero")
            << QByteArray("x, 1 = a, 1, 0; b, 1, 0") << int(Mode::Weighted)
            << std::vector<Rational>{Rational(0, 1), Rational(0, 1)} << Rational(1, 1)
            << QList<int>{int(Verdict::GatedOff), int(Verdict::GatedOff)};
        QTest::newRow("silent record")
            << QByteArray("x, 1 = 0x0, 1; a, 1") << int(Mode::Uniform)
            << std::vector<Rational>{Rational(1, 2), Rational(1, 2)} << Rational(1, 2)
            << QList<int>{int(Verdict::SilentRecord), plays};
        QTest::newRow("silenced") << QByteArray("x, 1 =") << int(Mode::Uniform)
                                  << std::vector<Rational>{} << Rational(1, 1) << QList<int>{};
    }

    void modes() {
        QFETCH(QByteArray, line);
        QFETCH(int, mode);
        QFETCH(std::vector<Rational>, chances);
        QFETCH(Rational, silence);
        QFETCH(QList<int>, verdicts);

        const EventOutcome result = Chances::compute(entry(line), Mode(mode));
        QVERIFY(result.statedPick);
        QCOMPARE(result.stated.size(), chances.size());
        QCOMPARE(result.variants.size(), chances.size());
        double sum = 0;
        for (size_t i = 0; i < chances.size(); ++i) {
            const StatedChance& a = result.stated[i];
            QVERIFY(a.exact.has_value());
            QCOMPARE(a.exact->numerator(), chances[i].numerator());
            QCOMPARE(a.exact->denominator(), chances[i].denominator());
            QCOMPARE(a.chance, chances[i].toDouble());
            QCOMPARE(a.chance, a.pick * a.gate);
            QCOMPARE(int(result.variants[i].verdicts), verdicts[static_cast<qsizetype>(i)]);
            if (!result.variants[i].has(Verdict::SilentRecord))
                sum += a.chance;
            QCOMPARE(result.playChance(i),
                     result.variants[i].has(Verdict::SilentRecord) ? 0.0 : a.chance);
        }
        QVERIFY(result.exactStatedSilence.has_value());
        QCOMPARE(result.exactStatedSilence->numerator(), silence.numerator());
        QCOMPARE(result.exactStatedSilence->denominator(), silence.denominator());
        QVERIFY(qAbs(result.silenceChance() + sum - 1.0) < 1e-12);
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
        const EventOutcome steps = Chances::compute(file.entries[0], file.pick);
        QCOMPARE(steps.stated[0].exact, std::optional<Rational>(Rational(32767, 65536)));
        QCOMPARE(steps.stated[1].exact, std::optional<Rational>(Rational(32767, 65536)));
        QCOMPARE(steps.variants[2].verdicts, quint32(Verdict::NeverChosen));
        QCOMPARE(file.entries[1].alternatives[0].file, u"portal, town.wav"_s);
        const EventOutcome portal = Chances::compute(file.entries[1], file.pick);
        QCOMPARE(portal.stated[0].exact, std::optional<Rational>(Rational(1, 2)));
    }

    void doubleGateModel() {
        const EventOutcome result =
            Chances::compute(entry("x, 1 = a, 1"), Mode::Retail, FpuModel::Double);
        QCOMPARE(result.stated[0].chance, 1.0);
        QCOMPARE(result.silenceChance(), 0.0);
    }

    void inexactProbabilitiesStillGiveChances() {
        // 17 significant digits do not make a short decimal: no exact fraction, but a chance.
        const EventOutcome result =
            Chances::compute(entry("x, 1 = a, 1, 0.12345678901234567; b, 1"), Mode::Uniform);
        QCOMPARE(result.stated[1].exact, std::optional<Rational>(Rational(1, 2)));
        QVERIFY(qAbs(result.stated[0].chance - 0.12345678901234567 / 2) < 1e-15);
        QVERIFY(qAbs(result.silenceChance() - (1 - 0.5 - 0.12345678901234567 / 2)) < 1e-12);
    }
};

QTEST_GUILESS_MAIN(TestOverrideChances)
#include "tst_overridechances.moc"
