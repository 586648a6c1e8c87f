#include "core/retail/rational.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace soundstage;

class TestRational : public QObject {
    Q_OBJECT

private slots:
    void reducesAndPrints() {
        QCOMPARE(Rational(6, 8), Rational(3, 4));
        QCOMPARE(Rational(6, 8).toString(), QStringLiteral("3/4"));
        QCOMPARE(Rational(0, 5).toString(), QStringLiteral("0/1"));
        QCOMPARE(Rational(3, -6).toString(), QStringLiteral("-1/2"));
        QCOMPARE(Rational(2147483562, 2147483562), Rational::fromInt(1));
        QCOMPARE(Rational(1073741781, 2147483562), Rational(1, 2));
        QCOMPARE(Rational::overPowerOfTwo(16384, 15), Rational(1, 2));
        QCOMPARE(Rational::overPowerOfTwo(32767, 15).toString(), QStringLiteral("32767/32768"));
        QCOMPARE(Rational::overPowerOfTwo(0, 15), Rational());
        QCOMPARE(Rational::overPowerOfTwo(-4, 3), Rational(-1, 2));
    }

    void arithmetic() {
        QCOMPARE(Rational(1, 3) + Rational(1, 6), Rational(1, 2));
        QCOMPARE(Rational(1, 1) - Rational(1, 32768), Rational(32767, 32768));
        QCOMPARE(Rational::fromInt(2) + Rational(1, 3), Rational(7, 3));
        QCOMPARE(Rational(2, 3) * Rational(3, 4), Rational(1, 2));
        QCOMPARE(Rational(5, 7) * Rational::fromInt(1), Rational(5, 7));
        QCOMPARE(Rational() * Rational(5, 7), Rational());
        QVERIFY(Rational(1, 3) < Rational(1, 2));
        QVERIFY(!(Rational(1, 2) < Rational(1, 2)));
        // the model's largest fractions: pick · gate over 2147483562 · 32768
        const Rational pick(715827843, 2147483562);
        const Rational gate(32767, 32768);
        const Rational play = pick * gate;
        QCOMPARE(play.denominator() % 32768, qint64(0));
        QVERIFY(std::abs(play.toDouble() - 715827843.0 / 2147483562.0 * 32767.0 / 32768.0) < 1e-16);
        const Rational a(357913921LL * 3277, 2147483562LL * 32768);
        const Rational b(357913922LL * 32767, 2147483562LL * 32768);
        const Rational sum = a + b;
        QCOMPARE(sum, Rational(357913921LL * 3277 + 357913922LL * 32767, 2147483562LL * 32768));
        QCOMPARE(Rational(1, 1) - sum + sum, Rational(1, 1));
    }

    // For fractions the retail model does not bound (an override's decimals): nothing instead
    // of an overflow.
    void checkedArithmetic() {
        QCOMPARE(Rational::checked(6, -8), std::optional<Rational>(Rational(-3, 4)));
        QCOMPARE(Rational::checked(1, 0), std::nullopt);
        QCOMPARE(Rational::checkedSum(Rational(1, 3), Rational(1, 6)),
                 std::optional<Rational>(Rational(1, 2)));
        QCOMPARE(Rational::checkedDifference(Rational(1, 3), Rational(1, 2)),
                 std::optional<Rational>(Rational(-1, 6)));
        QCOMPARE(Rational::checkedProduct(Rational(2, 3), Rational(3, 4)),
                 std::optional<Rational>(Rational(1, 2)));
        const qint64 big = std::numeric_limits<qint64>::max();
        QCOMPARE(Rational::checkedProduct(Rational(big, 1), Rational(2, 1)), std::nullopt);
        QCOMPARE(Rational::checkedSum(Rational(1, big), Rational(1, big - 1)), std::nullopt);
        QCOMPARE(Rational::checked(static_cast<Int128>(big) + 1, 1), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestRational)
#include "tst_rational.moc"
