#include "widgets/audition/waveformview.h"

#include "widgets/session/numbertext.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {
constexpr int AxisHeight = 16;
constexpr int CaptionPadding = 4;
int g_sampleScans = 0; // GUI thread only, like the views
} // namespace

WaveformView::WaveformView(QWidget* parent)
    : QWidget(parent) {
    setMinimumHeight(80);
    setPlaceholder(tr("Select a variant to see its wave"));
}

WaveformView::~WaveformView() = default;

void WaveformView::setBuffer(PcmBufferPtr buffer, const QString& caption, WaveformPeaksPtr peaks) {
    m_buffer = std::move(buffer);
    m_peaks = m_buffer && peaks && peaks->frames() == m_buffer->frames() &&
                      peaks->lanes() == std::min(2, m_buffer->channels())
                  ? std::move(peaks)
                  : nullptr;
    m_caption = caption;
    setToolTip(m_caption);
    m_cursor = -1.0;
    recompute();
    update();
}

void WaveformView::setCaption(const QString& caption) {
    if (!m_buffer || caption == m_caption)
        return;
    m_caption = caption;
    setToolTip(m_caption);
    update();
}

void WaveformView::setPlaceholder(const QString& text) {
    m_buffer.reset();
    m_peaks.reset();
    m_fromPeaks = false;
    m_envelopes.clear();
    m_placeholder = text;
    m_caption.clear();
    setToolTip({});
    m_cursor = -1.0;
    update();
}

QRect WaveformView::captionArea() const {
    return rect().adjusted(6, 2, -6, 0);
}

QString WaveformView::visibleCaption() const {
    const QFontMetrics metrics = fontMetrics();
    // The box's padding comes out of the width too.
    const int width = captionArea().width() - 2 * CaptionPadding;
    if (metrics.horizontalAdvance(m_caption) <= width)
        return m_caption;
    return metrics.elidedText(m_caption, Qt::ElideMiddle, std::max(0, width));
}

void WaveformView::setCursorSeconds(double seconds) {
    m_cursor = seconds;
    update();
}

std::vector<std::pair<float, float>> WaveformView::envelope(const PcmBuffer& buffer, int channel,
                                                            int columns) {
    std::vector<std::pair<float, float>> out;
    const qint64 frames = buffer.frames();
    if (columns <= 0 || frames == 0 || channel < 0 || channel >= buffer.channels())
        return out;
    out.reserve(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c) {
        const qint64 first = frames * c / columns;
        const qint64 last = std::max(first + 1, frames * (c + 1) / columns);
        float lo = 1.0f;
        float hi = -1.0f;
        for (qint64 f = first; f < last && f < frames; ++f) {
            const float v = buffer.sample(f, channel);
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        out.emplace_back(lo, hi);
    }
    return out;
}

int WaveformView::sampleScans() {
    return g_sampleScans;
}

void WaveformView::recompute() {
    m_envelopes.clear();
    m_fromPeaks = false;
    if (!m_buffer)
        return;
    const int columns = std::max(1, width());
    const int lanes = std::min(2, m_buffer->channels());
    // Below a block per column the peaks would smear neighbouring columns together; such a
    // buffer is short enough (≤ BlockFrames × width frames) to scan here.
    m_fromPeaks = m_peaks && m_buffer->frames() >= qint64(columns) * WaveformPeaks::BlockFrames;
    if (!m_fromPeaks)
        ++g_sampleScans;
    for (int c = 0; c < lanes; ++c)
        m_envelopes.push_back(m_fromPeaks ? m_peaks->columns(c, columns)
                                          : envelope(*m_buffer, c, columns));
}

void WaveformView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    recompute();
}

void WaveformView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), QColor(0x1c, 0x1f, 0x26));
    if (!m_buffer) {
        p.setPen(QColor(0xa0, 0xa0, 0xa0));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        return;
    }
    const int lanes = static_cast<int>(m_envelopes.size());
    const double laneH = static_cast<double>(height() - AxisHeight) / std::max(1, lanes);
    for (int l = 0; l < lanes; ++l) {
        const double mid = laneH * (l + 0.5);
        const double amp = laneH * 0.46;
        p.setPen(QColor(0x40, 0x48, 0x58));
        p.drawLine(QPointF(0, mid), QPointF(width(), mid));
        p.setPen(l == 0 ? QColor(0x5f, 0xc0, 0xf0) : QColor(0x9f, 0xe0, 0x7f));
        const auto& env = m_envelopes[static_cast<std::size_t>(l)];
        for (std::size_t x = 0; x < env.size(); ++x) {
            const double top = mid - std::clamp(env[x].second, -1.0f, 1.0f) * amp;
            const double bottom = mid - std::clamp(env[x].first, -1.0f, 1.0f) * amp;
            p.drawLine(QPointF(static_cast<double>(x) + 0.5, top),
                       QPointF(static_cast<double>(x) + 0.5, std::max(bottom, top + 1)));
        }
        p.setPen(QColor(0x80, 0x88, 0x98));
        if (lanes == 2)
            p.drawText(QPointF(4, laneH * l + 14), l == 0 ? tr("L") : tr("R"));
    }
    // Time axis.
    const double seconds = m_buffer->seconds();
    p.setPen(QColor(0x80, 0x88, 0x98));
    const int axisY = height() - AxisHeight;
    p.drawLine(0, axisY, width(), axisY);
    double tick = 0.1;
    for (const double t : {0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0})
        if (seconds > 0 && t / seconds * width() >= 60) {
            tick = t;
            break;
        }
    for (double t = 0; seconds > 0 && t <= seconds; t += tick) {
        const double x = t / seconds * width();
        p.drawLine(QPointF(x, axisY), QPointF(x, axisY + 4));
        p.drawText(QPointF(x + 2, height() - 3), u"%1 s"_s.arg(NumberText::significant(t, 3)));
    }
    if (!m_caption.isEmpty()) {
        const QString shown = visibleCaption();
        const QFontMetrics metrics = p.fontMetrics();
        const QRect area = captionArea();
        QRect box(0, 0, metrics.horizontalAdvance(shown) + 2 * CaptionPadding,
                  metrics.height() + 2);
        box.moveTopRight(area.topRight());
        p.fillRect(box, QColor(0x1c, 0x1f, 0x26, 215));
        p.setPen(QColor(0xe0, 0xe0, 0xe0));
        p.drawText(box, Qt::AlignCenter, shown);
    }
    if (m_cursor >= 0 && seconds > 0) {
        const double x = std::min(m_cursor / seconds, 1.0) * width();
        p.setPen(QPen(QColor(0xff, 0xd0, 0x40), 2));
        p.drawLine(QPointF(x, 0), QPointF(x, axisY));
    }
}

} // namespace soundstage
