#include "widgets/audition/plothint.h"

#include <QFontMetrics>
#include <QStringList>

#include <qcustomplot.h>

#include <algorithm>

namespace soundstage {

QString wrapToWidth(const QString& text, const QFont& font, int width) {
    const QFontMetrics fm(font);
    QStringList lines;
    QString line;
    for (const QString& word : text.split(u' ', Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + u' ' + word;
        if (!line.isEmpty() && fm.horizontalAdvance(longer) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(u'\n');
}

QCPItemText* addPlotHint(QCustomPlot* plot, const QString& text, const QColor& color) {
    auto* hint = new QCPItemText(plot);
    // In the middle of the whole plot, not clipped to the axis rect: with nothing to show, the
    // axis rect may be a narrow part of the plot (the legend's column keeps its room).
    hint->setClipToAxisRect(false);
    hint->position->setType(QCPItemPosition::ptViewportRatio);
    hint->position->setCoords(0.5, 0.5);
    hint->setColor(color);
    hint->setText(wrapToWidth(text, hint->font(), std::max(80, plot->width() - 24)));
    return hint;
}

} // namespace soundstage
