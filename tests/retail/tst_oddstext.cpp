// Chances as users read them: sensible digits, round-off never shown as a chance, tiny real
// chances as "< 0.001 %" with their exact fraction, the user's decimal separator.
#include "core/retail/oddstext.h"
#include "core/retail/rational.h"

#include <QLocale>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(std::optional<soundstage::Rational>)

class TestOddsText final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void percent_data() {
        QTest::addColumn<double>("chance");
        QTest::addColumn<std::optional<Rational>>("exact");
        QTest::addColumn<QString>("text");
        const std::optional<Rational> none;
        QTest::newRow("zero") << 0.0 << none << u"0 %"_s;
        // 1 − Σ of doubles that should be 0: 2^-53, round-off, not a chance.
        QTest::newRow("round-off") << 1.1102230246251565e-16 << none << u"0 %"_s;
        QTest::newRow("negative round-off") << -2.2e-16 << none << u"0 %"_s;
        // The smallest real chance of the client's pick: one ran2 output × one gate roll.
        const Rational smallest(1, 2147483562LL * 32768LL);
        QTest::newRow("smallest real")
            << smallest.toDouble() << std::optional(smallest) << u"< 0.001 %"_s;
        QTest::newRow("tiny, not exact") << 4e-9 << none << u"< 0.001 %"_s;
        QTest::newRow("just above tiny") << 0.0000305 << none << u"0.00305 %"_s;
        QTest::newRow("a third") << 1.0 / 3.0 << none << u"33.3 %"_s;
        QTest::newRow("below ten") << 0.0512 << none << u"5.12 %"_s;
        QTest::newRow("gate of 1.0") << 32767.0 / 32768.0 << none << u"99.997 %"_s;
        QTest::newRow("exact zero") << 0.0 << std::optional(Rational(0, 1)) << u"0 %"_s;
    }

    void percent() {
        QFETCH(double, chance);
        QFETCH(std::optional<Rational>, exact);
        QFETCH(QString, text);
        QCOMPARE(OddsText::percent(chance, exact), text);
    }

    void exactFractionOfATinyChance() {
        const Rational smallest(1, 2147483562LL * 32768LL);
        QVERIFY(OddsText::isTiny(smallest.toDouble(), smallest));
        QVERIFY(!OddsText::isTiny(1e-16)); // round-off
        QVERIFY(!OddsText::isTiny(0.5));
        QCOMPARE(OddsText::exactText(smallest), u"exactly 1/70,368,741,359,616"_s);
    }

    void germanDecimalComma() {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(OddsText::percent(1.0 / 3.0), u"33,3 %"_s);
        QCOMPARE(OddsText::percent(1e-9), u"< 0,001 %"_s);
        QCOMPARE(OddsText::exactText(Rational(1, 3276800)), u"exactly 1/3.276.800"_s);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
};

QTEST_GUILESS_MAIN(TestOddsText)
#include "tst_oddstext.moc"
