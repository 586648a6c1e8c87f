#include "core/retail/playgate.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace soundstage;

namespace {
// Independent brute force: every crt_rand value, the product as the model forms it.
int bruteCount(float p, bool single) {
    const float c = 3.051851e-05f;
    int n = 0;
    for (int k = 0; k < 32768; ++k) {
        const double exact = static_cast<double>(k) * static_cast<double>(c);
        const double product = single ? static_cast<double>(static_cast<float>(exact)) : exact;
        if (product < static_cast<double>(p))
            ++n;
    }
    return n;
}
} // namespace

class TestPlayGate : public QObject {
    Q_OBJECT

private slots:
    void scaleIsJustBelowOneOver32767() {
        QVERIFY(static_cast<double>(PlayGate::Scale) < 1.0 / 32767.0);
        QCOMPARE(static_cast<double>(PlayGate::Scale), 3.0518509447574615e-05);
    }

    void counts_data() {
        QTest::addColumn<float>("p");
        QTest::addColumn<int>("single");
        QTest::addColumn<int>("dbl");
        QTest::newRow("1.0") << 1.0f << 32767 << 32768;
        QTest::newRow("0.5") << 0.5f << 16384 << 16384;
        QTest::newRow("0.1") << 0.1f << 3277 << 3277;
        QTest::newRow("0") << 0.0f << 0 << 0;
        QTest::newRow("-0.5") << -0.5f << 0 << 0;
        QTest::newRow("NaN") << std::numeric_limits<float>::quiet_NaN() << 0 << 0;
        QTest::newRow("2.0") << 2.0f << 32768 << 32768;
        QTest::newRow("tiny") << 1e-30f << 1 << 1;
    }
    void counts() {
        QFETCH(float, p);
        QFETCH(int, single);
        QFETCH(int, dbl);
        QCOMPARE(PlayGate::count(p, FpuModel::Single), single);
        QCOMPARE(PlayGate::count(p, FpuModel::Double), dbl);
        QCOMPARE(PlayGate::chance(p, FpuModel::Single), Rational(single, 32768));
    }

    void binarySearchMatchesBruteForce() {
        // a sweep of probabilities, including every float near 1 where the models differ
        std::vector<float> ps;
        for (int i = 0; i <= 1000; ++i)
            ps.push_back(static_cast<float>(i) / 1000.0f);
        float f = 1.0f;
        for (int i = 0; i < 64; ++i) {
            ps.push_back(f);
            f = std::nextafter(f, 0.0f);
        }
        for (const float p : ps) {
            QCOMPARE(PlayGate::count(p, FpuModel::Single), bruteCount(p, true));
            QCOMPARE(PlayGate::count(p, FpuModel::Double), bruteCount(p, false));
        }
    }

    void passesIsBelowCount() {
        const float p = 0.37f;
        const int n = PlayGate::count(p, FpuModel::Single);
        QVERIFY(PlayGate::passes(n - 1, p, FpuModel::Single));
        QVERIFY(!PlayGate::passes(n, p, FpuModel::Single));
        QVERIFY(PlayGate::passes(32767, 1.0f, FpuModel::Double));
        QVERIFY(!PlayGate::passes(32767, 1.0f, FpuModel::Single));
    }

    void modelNames() {
        QCOMPARE(parseFpuModel(u"Single"), std::optional<FpuModel>(FpuModel::Single));
        QCOMPARE(parseFpuModel(u"double"), std::optional<FpuModel>(FpuModel::Double));
        QCOMPARE(parseFpuModel(u"extended"), std::nullopt);
        QCOMPARE(fpuModelName(FpuModel::Single), QStringLiteral("single"));
    }
};

QTEST_GUILESS_MAIN(TestPlayGate)
#include "tst_playgate.moc"
