#include "widgets/audition/attenuationplot.h"

#include "core/retail/attenuation.h"

#include "widgets/session/numbertext.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

#include <cmath>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {
constexpr double FloorDb = -70.0; // bottom of the plot
}

AttenuationPlot::AttenuationPlot(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this)) {
    m_openAl.referenceDistance = 5.0;
    m_openAl.maxDistance = 200.0;
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_plot);
    m_plot->setMinimumHeight(160);
    m_plot->xAxis->setLabel(tr("distance (m)"));
    m_plot->yAxis->setLabel(tr("gain (dB)"));
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(font());
    // The legend under the plot, so it hides no curve: two entries a row where they fit, else
    // one (fitLegend()).
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->addElement(1, 0, m_plot->legend);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    rebuild();
}

AttenuationPlot::~AttenuationPlot() = default;

void AttenuationPlot::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitLegend();
}

void AttenuationPlot::fitLegend() {
    // The plot asks for the width of its legend as laid out: two entries a row would make the
    // dock (and, in the tabs under the centre, the window) as wide as both. Its minimum is that
    // of one entry a row; two a row only where the plot is that wide.
    QCPLegend* legend = m_plot->legend;
    legend->setWrap(1);
    legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    const QMargins margins = m_plot->axisRect()->margins();
    m_plot->setMinimumWidth(legend->minimumOuterSizeHint().width() + margins.left() +
                            margins.right());
    legend->setWrap(2);
    legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    if (legend->minimumOuterSizeHint().width() > m_plot->width()) {
        legend->setWrap(1);
        legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void AttenuationPlot::setParameters(const OpenAlDistanceParameters& openAl, double volume,
                                    double slider) {
    m_openAl = openAl;
    m_volume = volume;
    m_slider = slider;
    rebuild();
}

void AttenuationPlot::setRange(double maxMetres) {
    m_maxMetres = std::max(1.0, maxMetres);
    rebuild();
}

int AttenuationPlot::curveCount() const {
    return m_plot->graphCount();
}

QString AttenuationPlot::curveName(int index) const {
    return m_plot->graph(index)->name();
}

QList<QPointF> AttenuationPlot::curvePoints(int index) const {
    QList<QPointF> out;
    const auto points = m_plot->graph(index)->data();
    for (auto it = points->constBegin(); it != points->constEnd(); ++it)
        if (std::isfinite(it->value))
            out << QPointF(it->key, it->value);
    return out;
}

double AttenuationPlot::cutOffDb() const {
    return RetailAttenuation::MinDb;
}

void AttenuationPlot::rebuild() {
    m_plot->clearGraphs();
    m_plot->clearItems();
    constexpr int Steps = 600;
    const double step = m_maxMetres / Steps;

    auto* retail = m_plot->addGraph();
    retail->setName(
        tr("retail GetAttenuation (volume %1)").arg(NumberText::significant(m_volume, 3)));
    retail->setPen(QPen(QColor(0xc0, 0x30, 0x20), 2.5));
    retail->setLineStyle(QCPGraph::lsStepLeft);
    QVector<double> keys;
    QVector<double> values;
    for (int i = 0; i <= Steps; ++i) {
        const double d = i * step;
        const Attenuation a = RetailAttenuation::compute(d, m_volume, m_slider);
        keys << d;
        values << (a.audible ? static_cast<double>(a.dB) : qQNaN());
    }
    retail->setData(keys, values, true);

    const struct {
        OpenAlDistanceModel model;
        QString name;
        QColor color;
    } models[] = {
        {OpenAlDistanceModel::InverseClamped, tr("OpenAL inverse clamped"),
         QColor(0x1f, 0x5f, 0xa8)},
        {OpenAlDistanceModel::LinearClamped, tr("OpenAL linear clamped"), QColor(0x2a, 0x8a, 0x3a)},
        {OpenAlDistanceModel::ExponentClamped, tr("OpenAL exponent clamped"),
         QColor(0x80, 0x40, 0xa0)},
    };
    for (const auto& m : models) {
        auto* g = m_plot->addGraph();
        g->setName(u"%1 (ref %2 m, max %3 m, rolloff %4)"_s.arg(m.name)
                       .arg(NumberText::significant(m_openAl.referenceDistance, 4))
                       .arg(NumberText::significant(m_openAl.maxDistance, 4))
                       .arg(NumberText::significant(m_openAl.rolloffFactor, 3)));
        // Inverse and exponent coincide at rolloff 1 (both ref/d): dash one so both show.
        g->setPen(
            QPen(m.color, m.model == OpenAlDistanceModel::ExponentClamped ? 2.0 : 1.5,
                 m.model == OpenAlDistanceModel::ExponentClamped ? Qt::DashLine : Qt::SolidLine));
        QVector<double> v;
        for (const double d : std::as_const(keys)) {
            const double gain = OpenAlDistance::gain(m.model, d, m_openAl) * m_volume * m_slider;
            const double db = OpenAlDistance::gainToDb(gain);
            v << (std::isfinite(db) ? db : qQNaN());
        }
        g->setData(keys, v, true);
    }

    auto* cut = new QCPItemStraightLine(m_plot);
    cut->point1->setCoords(0, RetailAttenuation::MinDb);
    cut->point2->setCoords(1, RetailAttenuation::MinDb);
    cut->setPen(QPen(QColor(0xc0, 0x30, 0x20), 1, Qt::DashLine));
    auto* label = new QCPItemText(m_plot);
    label->position->setCoords(m_maxMetres * 0.02, RetailAttenuation::MinDb);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    label->setText(tr("−50 dB: the retail client drops the sound"));
    label->setColor(QColor(0xc0, 0x30, 0x20));

    const double radius = RetailAttenuation::hearingRadius(m_volume, m_slider);
    if (radius > 0) {
        auto* edge = new QCPItemStraightLine(m_plot);
        edge->point1->setCoords(radius, 0);
        edge->point2->setCoords(radius, -1);
        edge->setPen(QPen(QColor(0xc0, 0x30, 0x20, 120), 1, Qt::DotLine));
        auto* edgeLabel = new QCPItemText(m_plot);
        edgeLabel->position->setCoords(radius, -5);
        edgeLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
        edgeLabel->setText(tr("heard to %1 m").arg(NumberText::fixed(radius, 1)));
        edgeLabel->setColor(QColor(0xc0, 0x30, 0x20));
    }

    m_plot->xAxis->setRange(0, m_maxMetres);
    m_plot->yAxis->setRange(FloorDb, 3);
    fitLegend();
    m_plot->replot();
}

} // namespace soundstage
