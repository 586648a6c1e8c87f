#include "widgets/audition/framestrip.h"

#include "core/common/hexid.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QTextDocument>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <map>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {

constexpr double Margin = 8.0;
constexpr double MarkRowHeight = 14.0;
constexpr double CellHeight = 20.0;
constexpr double LegendGap = 2.0; // between the cells and the legend
constexpr int MarkRows = 2; // hooks on one frame stack upwards; more than two share the top row
constexpr double MarkRadius = 5.5;

QColor kindColour(quint32 hookType) {
    switch (static_cast<HookType>(hookType)) {
    case HookType::SoundTable:
        return {0x28, 0x64, 0xc8};
    case HookType::SoundTweaked:
        return {0x8a, 0x3c, 0xb4};
    default:
        return {0x22, 0x8c, 0x3c};
    }
}

// ▲ forward, ▼ backward, ◆ both, centred on `c`.
QPainterPath markShape(QPointF c, HookDirection direction) {
    QPainterPath path;
    const double r = MarkRadius;
    switch (direction) {
    case HookDirection::Forward:
        path.moveTo(c + QPointF(0, -r));
        path.lineTo(c + QPointF(r, r * 0.8));
        path.lineTo(c + QPointF(-r, r * 0.8));
        break;
    case HookDirection::Backward:
        path.moveTo(c + QPointF(0, r));
        path.lineTo(c + QPointF(r, -r * 0.8));
        path.lineTo(c + QPointF(-r, -r * 0.8));
        break;
    case HookDirection::Both:
        path.moveTo(c + QPointF(0, -r));
        path.lineTo(c + QPointF(r, 0));
        path.lineTo(c + QPointF(0, r));
        path.lineTo(c + QPointF(-r, 0));
        break;
    }
    path.closeSubpath();
    return path;
}

// The row of each mark within its frame (0 nearest the cells), in list order.
std::vector<int> markRows(const std::vector<FrameStrip::Mark>& marks) {
    std::map<int, int> used;
    std::vector<int> rows;
    rows.reserve(marks.size());
    for (const FrameStrip::Mark& m : marks)
        rows.push_back(std::min(used[m.frame]++, MarkRows - 1));
    return rows;
}

} // namespace

FrameStrip::~FrameStrip() = default;

FrameStrip::FrameStrip(QWidget* parent)
    : QWidget(parent) {
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    clear();
}

void FrameStrip::setAnimation(quint32 animation, int frameCount, const FrameRange& range,
                              std::vector<Mark> marks) {
    m_animation = animation;
    m_frameCount = std::max(0, frameCount);
    m_range = range;
    m_marks = std::move(marks);
    m_emptyText.clear();
    updateGeometry(); // a longer title may need another line
    update();
}

void FrameStrip::clear(const QString& text) {
    m_animation = 0;
    m_frameCount = 0;
    m_range = {};
    m_marks.clear();
    m_playhead = -1.0;
    m_emptyText = text.isEmpty() ? tr("Choose a setup and a motion, then press Play.") : text;
    updateGeometry();
    update();
}

void FrameStrip::setPlayhead(double frame) {
    if (frame == m_playhead)
        return;
    m_playhead = frame;
    update();
}

QString FrameStrip::whyNotFired(const FrameRange& range, int frame, HookDirection direction) {
    if (range.fires(frame, direction))
        return {};
    const int d = range.direction();
    if (d == 0 || range.empty())
        return tr("never fires: this play does not advance (framerate 0)");
    if (direction != HookDirection::Both && static_cast<int>(direction) != d)
        return d > 0 ? tr("never fires: a Backward hook, and this play runs forward")
                     : tr("never fires: a Forward hook, and this play runs backward");
    if (d > 0 && frame == range.high)
        return tr("never fires: last frame of a forward play");
    if (d < 0 && frame == range.low)
        return tr("never fires: first frame of a backward play");
    return tr("never fires: outside the frames this play runs (%1–%2)")
        .arg(range.low)
        .arg(range.high);
}

QString FrameStrip::titleText() const {
    if (m_frameCount <= 0)
        return {};
    const int d = m_range.direction();
    const QString way = d > 0 ? tr("forward") : d < 0 ? tr("backward") : tr("stalled");
    return tr("Animation %1 · plays frames %2–%3 of %4 · %5 fps %6")
        .arg(hexId(m_animation))
        .arg(m_range.low)
        .arg(m_range.high)
        .arg(m_frameCount)
        .arg(locale().toString(std::abs(double(m_range.framerate)), 'g', 4))
        .arg(way);
}

QString FrameStrip::legendText() {
    QTextDocument document;
    fillLegend(document, QPalette());
    return document.toPlainText();
}

void FrameStrip::fillLegend(QTextDocument& document, const QPalette& palette) {
    // The kinds in their own colours, so the legend needs no colour words (and fits two lines
    // of a laptop's Motion dock).
    const auto kind = [](HookType type) {
        return u"<span style=\"color:%1\">%2</span>"_s.arg(
            kindColour(static_cast<quint32>(type)).name(),
            hookTypeName(static_cast<quint32>(type)));
    };
    document.setDocumentMargin(0);
    document.setHtml(u"<span style=\"color:%1\">%2 · %3 %4 %5 · %6</span>"_s.arg(
        palette.color(QPalette::PlaceholderText).name(),
        tr("▲ forward  ▼ backward  ◆ both").toHtmlEscaped(), kind(HookType::SoundTable),
        kind(HookType::SoundTweaked), kind(HookType::Sound),
        tr("crossed out: never fires in this play").toHtmlEscaped()));
}

QTextDocument& FrameStrip::legend(double width) const {
    // Laid out once per font, palette and width, not at every paint (the playhead repaints the
    // strip many times a second) or height query.
    if (!m_legend) {
        m_legend = std::make_unique<QTextDocument>();
        m_legend->setDefaultFont(font());
        fillLegend(*m_legend, palette());
    }
    if (m_legend->textWidth() != width)
        m_legend->setTextWidth(width);
    return *m_legend;
}

double FrameStrip::legendHeight(double width) const {
    return legend(width).size().height();
}

void FrameStrip::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        m_legend.reset();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

double FrameStrip::wrappedHeight(const QString& text, double width) const {
    const QFontMetrics fm(font());
    const QRect bounds = fm.boundingRect(QRect(0, 0, std::max(1, int(width)), 100000),
                                         Qt::AlignLeft | Qt::TextWordWrap, text);
    return std::max(fm.height(), bounds.height());
}

double FrameStrip::titleHeight(double width) const {
    return wrappedHeight(titleText().isEmpty() ? u"A"_s : titleText(), width);
}

QRectF FrameStrip::titleRect() const {
    const double w = std::max(1.0, width() - 2 * Margin);
    return {Margin, Margin, w, titleHeight(w)};
}

QRectF FrameStrip::legendRect() const {
    const double w = std::max(1.0, width() - 2 * Margin);
    return {Margin, cellsRect().bottom() + LegendGap, w, legendHeight(w)};
}

QSize FrameStrip::sizeHint() const {
    return {600, heightForWidth(600)};
}

QSize FrameStrip::minimumSizeHint() const {
    return {200, heightForWidth(200)};
}

int FrameStrip::heightForWidth(int width) const {
    const double w = std::max(1.0, width - 2 * Margin);
    const double strip = Margin + titleHeight(w) + MarkRows * MarkRowHeight + CellHeight +
                         LegendGap + legendHeight(w) + Margin;
    // Cleared, the strip shows only its empty text, wrapped (paintEvent).
    const double empty =
        m_frameCount <= 0 ? wrappedHeight(m_emptyText, width - 16) + 2 * Margin : 0;
    return static_cast<int>(std::ceil(std::max(strip, empty)));
}

QRectF FrameStrip::cellsRect() const {
    const double top = titleRect().bottom() + MarkRows * MarkRowHeight;
    return {Margin, top, std::max(1.0, width() - 2 * Margin), CellHeight};
}

double FrameStrip::frameX(double frame) const {
    const QRectF cells = cellsRect();
    if (m_frameCount <= 0)
        return cells.left();
    return cells.left() + cells.width() * frame / m_frameCount;
}

QPointF FrameStrip::markCentre(std::size_t index) const {
    if (index >= m_marks.size())
        return {};
    const std::vector<int> rows = markRows(m_marks);
    const QRectF cells = cellsRect();
    const double x = frameX(m_marks[index].frame + 0.5);
    return {x, cells.top() - MarkRowHeight * (rows[index] + 0.5)};
}

int FrameStrip::markAt(QPointF pos) const {
    for (std::size_t i = 0; i < m_marks.size(); ++i) {
        const QPointF d = markCentre(i) - pos;
        if (std::hypot(d.x(), d.y()) <= MarkRadius + 2)
            return static_cast<int>(i);
    }
    return -1;
}

bool FrameStrip::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const int i = markAt(QPointF(help->pos())); i >= 0) {
            const Mark& m = m_marks[static_cast<std::size_t>(i)];
            QString text =
                tr("Frame %1 · %2 %3 · %4")
                    .arg(m.frame)
                    .arg(hookTypeName(m.hookType), m.label, hookDirectionName(m.direction));
            if (!m.fires)
                text += u"\n"_s + m.whyNot;
            QToolTip::showText(help->globalPos(), text, this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

void FrameStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.base());
    const QFontMetrics fm(font());
    if (m_frameCount <= 0) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        // Wrapped: the strip may share the dock's width with the firing list.
        p.drawText(rect().adjusted(8, 0, -8, 0), Qt::AlignCenter | Qt::TextWordWrap, m_emptyText);
        return;
    }
    p.setPen(pal.color(QPalette::Text));
    p.drawText(titleRect(), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, titleText());

    // The cells: the played ones light, frame numbers where they fit.
    const QRectF cells = cellsRect();
    const double cellW = cells.width() / m_frameCount;
    const int labelEvery =
        std::max(1, static_cast<int>(std::ceil((fm.horizontalAdvance(u"000"_s) + 4) / cellW)));
    const auto cellColour = [&](int f) {
        const bool played = !m_range.empty() && f >= m_range.low && f <= m_range.high;
        return played ? QColor(0xdc, 0xea, 0xfa) : pal.color(QPalette::Window);
    };
    for (int f = 0; f < m_frameCount; ++f) {
        const QRectF cell(frameX(f), cells.top(), cellW, cells.height());
        p.setPen(QPen(pal.color(QPalette::Mid), 1));
        p.setBrush(cellColour(f));
        p.drawRect(cell);
    }
    // The numbers over the cells' borders: a number wider than its cell gets a patch of the
    // cell's colour behind it, so "12" never reads as "1|2".
    for (int f = 0; f < m_frameCount; f += labelEvery) {
        const QString number = QString::number(f);
        const double w = fm.horizontalAdvance(number) + 2;
        const QRectF patch(frameX(f + 0.5) - w / 2, cells.top() + 1, w, cells.height() - 2);
        if (w > cellW - 2)
            p.fillRect(patch, cellColour(f));
        p.setPen(pal.color(QPalette::Text));
        p.drawText(patch, Qt::AlignCenter, number);
    }

    // The marks: filled when this play runs them, hollow and crossed out when it never does.
    const std::vector<int> rows = markRows(m_marks);
    for (std::size_t i = 0; i < m_marks.size(); ++i) {
        const Mark& m = m_marks[i];
        const QPointF c = markCentre(i);
        const QColor colour = kindColour(m.hookType);
        const QPainterPath shape = markShape(c, m.direction);
        if (m.fires) {
            p.setPen(QPen(colour.darker(130), 1));
            p.setBrush(colour);
            p.drawPath(shape);
        } else {
            p.setPen(QPen(QColor(0x90, 0x90, 0x90), 1.2));
            p.setBrush(Qt::NoBrush);
            p.drawPath(shape);
            p.setPen(QPen(QColor(0xd0, 0x30, 0x30), 1.6));
            const double r = MarkRadius + 1;
            p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
            p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
        }
    }

    // The playhead.
    if (m_playhead >= 0.0) {
        const double x = frameX(std::min(m_playhead, double(m_frameCount)));
        p.setPen(QPen(QColor(0xe0, 0x40, 0x20), 2));
        p.drawLine(QPointF(x, cells.top() - MarkRows * MarkRowHeight), QPointF(x, cells.bottom()));
    }

    // The legend.
    const QRectF place = legendRect();
    p.save();
    p.translate(place.topLeft());
    legend(place.width()).drawContents(&p);
    p.restore();
}

} // namespace soundstage
