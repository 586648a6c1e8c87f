// The attenuation plot: the retail curve and the three OpenAL models with the given parameters,
// and the −50 dB cut-off.
#include "core/retail/attenuation.h"
#include "demofixture.h"
#include "widgets/audition/attenuationplot.h"

#include <QTest>

using namespace soundstage;
using namespace soundstage::test;
using namespace Qt::StringLiterals;

namespace {
double at(const QList<QPointF>& points, double metres) {
    for (const QPointF& p : points)
        if (std::abs(p.x() - metres) < 1e-9)
            return p.y();
    return qQNaN();
}
} // namespace

class TestAttenuationPlot final : public QObject {
    Q_OBJECT

private slots:
    void hasTheCurves() {
        AttenuationPlot plot;
        plot.resize(800, 400);
        plot.setRange(150.0);
        OpenAlDistanceParameters p;
        p.referenceDistance = 5.0;
        p.maxDistance = 100.0;
        p.rolloffFactor = 1.0;
        plot.setParameters(p);
        QCOMPARE(plot.curveCount(), 4);
        QVERIFY(plot.curveName(0).contains(u"retail"_s));
        QVERIFY(plot.curveName(1).contains(u"inverse"_s));
        QVERIFY(plot.curveName(2).contains(u"linear"_s));
        QVERIFY(plot.curveName(3).contains(u"exponent"_s));

        const auto retail = plot.curvePoints(0);
        // 25/d² at 10 m is 0.25: −12.04 dB, which the client rounds up to −12.
        QCOMPARE(at(retail, 10.0), -12.0);
        QCOMPARE(at(retail, 2.5), 0.0);
        // Nothing is drawn where the client drops the sound.
        const double radius = RetailAttenuation::hearingRadius(1.0, 1.0);
        for (const QPointF& pt : retail) {
            QVERIFY(pt.x() <= radius);
            QVERIFY(pt.y() >= plot.cutOffDb());
        }
        QVERIFY(retail.last().x() > radius - 1.0);

        // Inverse clamped, ref 5, rolloff 1, at 10 m: 5 / (5 + 5) = 0.5 → 20·log10 0.5.
        QVERIFY(std::abs(at(plot.curvePoints(1), 10.0) - 20.0 * std::log10(0.5)) < 1e-9);
        // Linear clamped at 52.5 m: 1 − 47.5/95 = 0.5.
        QVERIFY(std::abs(at(plot.curvePoints(2), 52.5) - 20.0 * std::log10(0.5)) < 1e-9);
        // Exponent clamped at 20 m: (20/5)^-1 = 0.25.
        QVERIFY(std::abs(at(plot.curvePoints(3), 20.0) - 20.0 * std::log10(0.25)) < 1e-9);
        QCOMPARE(plot.cutOffDb(), -50.0);

        const QImage image = plot.grab().toImage();
        QVERIFY(countColour(image, QColor(0xc0, 0x30, 0x20), 12) > 200);
        QVERIFY(countColour(image, QColor(0x1f, 0x5f, 0xa8), 40) > 30);
    }

    void followsParameters() {
        AttenuationPlot plot;
        plot.setRange(150.0);
        OpenAlDistanceParameters p;
        p.referenceDistance = 5.0;
        p.maxDistance = 100.0;
        p.rolloffFactor = 2.0;
        plot.setParameters(p, 0.5, 1.0);
        // Inverse, rolloff 2, at 10 m: 5 / (5 + 10) = 1/3, times volume 0.5.
        QVERIFY(std::abs(at(plot.curvePoints(1), 10.0) - 20.0 * std::log10(0.5 / 3.0)) < 1e-9);
        QCOMPARE(at(plot.curvePoints(0), 10.0),
                 static_cast<double>(RetailAttenuation::compute(10.0, 0.5, 1.0).dB));
    }
};

QTEST_MAIN(TestAttenuationPlot)
#include "tst_attenuationplot.moc"
