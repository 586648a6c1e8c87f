#include "core/retail/variantpicker.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace soundstage;

namespace {
__extension__ typedef __float128 Quad;

// Independent evaluation of the pick, with a 113-bit exact intermediate and one correctly
// rounded conversion per x87 operation.
quint32 bruteIndex(qint64 iy, quint32 n, bool single) {
    if (n <= 1)
        return 0;
    const double am = 4.656613057391769e-10;
    const double rnmx = 0.99999988;
    const Quad exact = static_cast<Quad>(iy) * static_cast<Quad>(am); // 31 × 53 bits: exact
    if (single) {
        double r = static_cast<double>(static_cast<float>(exact));
        if (r > rnmx)
            r = rnmx;
        const float u = static_cast<float>(r);
        const Quad p = static_cast<Quad>(n - 1) * static_cast<Quad>(u);
        return static_cast<quint32>(static_cast<float>(p));
    }
    double r = static_cast<double>(exact);
    if (r > rnmx)
        r = rnmx;
    const Quad p = static_cast<Quad>(n - 1) * static_cast<Quad>(r);
    return static_cast<quint32>(static_cast<double>(p));
}
} // namespace

class TestVariantPicker : public QObject {
    Q_OBJECT

private slots:
    // Expected vectors computed independently with exact rational arithmetic (Python
    // fractions, rounding to 24 or 53 bits by hand).
    void counts_data() {
        QTest::addColumn<quint32>("n");
        QTest::addColumn<bool>("single");
        QTest::addColumn<QList<qint64>>("expected");
        QTest::newRow("N=0") << 0u << true << QList<qint64>{};
        QTest::newRow("N=1 single") << 1u << true << QList<qint64>{2147483562};
        QTest::newRow("N=2 single") << 2u << true << QList<qint64>{2147483562, 0};
        QTest::newRow("N=3 single") << 3u << true << QList<qint64>{1073741749, 1073741813, 0};
        QTest::newRow("N=4 single")
            << 4u << true << QList<qint64>{715827843, 715827844, 715827875, 0};
        QTest::newRow("N=1 double") << 1u << false << QList<qint64>{2147483562};
        QTest::newRow("N=2 double") << 2u << false << QList<qint64>{2147483562, 0};
        QTest::newRow("N=3 double") << 3u << false << QList<qint64>{1073741781, 1073741781, 0};
        QTest::newRow("N=4 double")
            << 4u << false << QList<qint64>{715827854, 715827854, 715827854, 0};
        QTest::newRow("N=7 single")
            << 7u << true
            << QList<qint64>{357913921, 357913922, 357913906, 357913938, 357913842, 357914033, 0};
        QTest::newRow("N=5 double")
            << 5u << false << QList<qint64>{536870890, 536870891, 536870891, 536870890, 0};
    }
    void counts() {
        QFETCH(quint32, n);
        QFETCH(bool, single);
        QFETCH(QList<qint64>, expected);
        const auto model = single ? FpuModel::Single : FpuModel::Double;
        const std::vector<qint64> got = VariantPicker::counts(n, model);
        QCOMPARE(QList<qint64>(got.begin(), got.end()), expected);
        const auto chances = VariantPicker::chances(n, model);
        QCOMPARE(chances.size(), got.size());
        if (n >= 2)
            QCOMPARE(chances.back(), Rational(0, 1)); // the last is never chosen
        if (n == 3 && !single)
            QCOMPARE(chances[0], Rational(1, 2));
        if (n == 4 && !single)
            QCOMPARE(chances[1], Rational(1, 3));
    }

    void bruteForceSubRange_data() {
        QTest::addColumn<quint32>("n");
        QTest::addColumn<bool>("single");
        for (const quint32 n : {2u, 3u, 4u, 5u, 7u, 10u, 33u, 1000u})
            for (const bool single : {true, false})
                QTest::addRow("N=%u %s", n, single ? "single" : "double") << n << single;
    }
    void bruteForceSubRange() {
        QFETCH(quint32, n);
        QFETCH(bool, single);
        const auto model = single ? FpuModel::Single : FpuModel::Double;
        const std::vector<qint32> bounds = VariantPicker::boundaries(n, model);
        QCOMPARE(bounds.size(), std::size_t(n - 1));

        // 1. a full scan of the first 2^20 outputs, counted per index
        const qint64 limit = 1 << 18;
        std::vector<qint64> brute(n, 0);
        for (qint64 iy = 1; iy <= limit; ++iy)
            ++brute[bruteIndex(iy, n, single)];
        for (quint32 i = 0; i < n; ++i) {
            const qint64 start = i == 0 ? 1 : bounds[i - 1];
            const qint64 end = i + 1 < n ? bounds[i] : qint64(2147483563);
            const qint64 inRange =
                std::max<qint64>(0, std::min(end, limit + 1) - std::min(start, limit + 1));
            QCOMPARE(brute[i], inRange);
        }
        // 2. windows around every boundary (and the top of the range): the brute-force index
        // must change exactly at the boundary.
        std::vector<qint64> probes(bounds.begin(), bounds.end());
        probes.push_back(2147483562 - 2048);
        const qint64 window = n > 40 ? 64 : 1024;
        for (const qint64 b : probes)
            for (qint64 iy = std::max<qint64>(1, b - window);
                 iy <= std::min<qint64>(2147483562, b + window); ++iy) {
                const quint32 expected = bruteIndex(iy, n, single);
                const quint32 direct = VariantPicker::index(static_cast<qint32>(iy), n, model);
                const auto byBounds = static_cast<quint32>(
                    std::upper_bound(bounds.begin(), bounds.end(), static_cast<qint32>(iy)) -
                    bounds.begin());
                if (direct != expected || byBounds != expected)
                    QFAIL(qPrintable(QStringLiteral("iy %1: brute %2, index %3, bounds %4")
                                         .arg(iy)
                                         .arg(expected)
                                         .arg(direct)
                                         .arg(byBounds)));
            }
        QCOMPARE(bruteIndex(2147483562, n, single), n - 2);
    }
};

QTEST_GUILESS_MAIN(TestVariantPicker)
#include "tst_variantpicker.moc"
