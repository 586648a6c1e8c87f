#pragma once
// The words a plot shows in place of data ("Select a sound type to see its odds").

#include <QColor>
#include <QString>

class QCustomPlot;
class QCPItemText;
class QFont;

namespace soundstage {

/// Adds `text` in the middle of the plot, in `color`, broken into lines that fit the plot's
/// width as it is now (a long translation is not cut at the plot's edges). The plot owns it.
QCPItemText* addPlotHint(QCustomPlot* plot, const QString& text, const QColor& color);

/// `text` broken at spaces into lines no wider than `width` pixels in `font` (a word wider than
/// that stays whole on its own line).
QString wrapToWidth(const QString& text, const QFont& font, int width);

} // namespace soundstage
