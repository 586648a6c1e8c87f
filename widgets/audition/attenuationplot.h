#pragma once

#include "core/retail/openaldistance.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QWidget>

class QCustomPlot;

namespace soundstage {

/// Gain in dB against distance in metres: the retail GetAttenuation (whole dB, dropped below
/// −50 dB, drawn as a step curve that ends where the client drops the sound) beside OpenAL's
/// inverse, linear and exponent clamped models with the current parameters, and the −50 dB
/// cut-off as a line. GUI thread only.
class AttenuationPlot final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AttenuationPlot)

public:
    explicit AttenuationPlot(QWidget* parent = nullptr);
    ~AttenuationPlot() override;

    /// `volume`: the record's linear volume; `slider`: the effect preference (both 0..1).
    void setParameters(const OpenAlDistanceParameters& openAl, double volume = 1.0,
                       double slider = 1.0);
    /// Distance range shown, metres (default 0..150).
    void setRange(double maxMetres);

    [[nodiscard]] int curveCount() const;
    [[nodiscard]] QString curveName(int index) const;
    /// The curve's points (metres, dB); dropped or zero-gain points are absent.
    [[nodiscard]] QList<QPointF> curvePoints(int index) const;
    /// The dB level of the cut-off line (−50).
    [[nodiscard]] double cutOffDb() const;
    [[nodiscard]] QCustomPlot* plot() const { return m_plot; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitLegend();
    void rebuild();

    OpenAlDistanceParameters m_openAl;
    double m_volume = 1.0;
    double m_slider = 1.0;
    double m_maxMetres = 150.0;
    QCustomPlot* m_plot;
};

} // namespace soundstage
