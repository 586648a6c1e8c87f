#pragma once

#include "core/audio/pcmbuffer.h"
#include "widgets/audition/waveformpeaks.h"

#include <QString>
#include <QWidget>

#include <vector>

namespace soundstage {

/// Draws a PcmBuffer: one lane per channel (at most two), min/max of the samples under each
/// pixel column, a time axis and a play cursor. The per-column envelope is computed once per
/// buffer and size, not per paint: from the buffer's WaveformPeaks when it comes with them and is
/// long (at least WaveformPeaks::BlockFrames frames per column — then showing and resizing it
/// never touches the samples), else from the samples. GUI thread only.
class WaveformView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WaveformView)

public:
    explicit WaveformView(QWidget* parent = nullptr);
    ~WaveformView() override;

    /// Shows `buffer` (nullptr clears). `caption` is drawn in the corner (e.g. "0x0A000001 ·
    /// PCM 22050 Hz mono · 0.42 s"). `peaks`: WaveformPeaks::compute(*buffer), made ahead (e.g.
    /// on the worker that decoded it), or null; peaks of another buffer are ignored.
    void setBuffer(PcmBufferPtr buffer, const QString& caption = {},
                   WaveformPeaksPtr peaks = nullptr);
    [[nodiscard]] const PcmBufferPtr& buffer() const { return m_buffer; }
    /// The caption drawn in the corner ("" with a placeholder).
    [[nodiscard]] const QString& caption() const { return m_caption; }
    /// The caption as drawn at the current width: whole when it fits, else shortened in the
    /// middle, so that what it names (its start) and the facts at its end both stay; the whole
    /// caption is the tooltip. Drawn on a dark box so it reads over a loud wave.
    [[nodiscard]] QString visibleCaption() const;
    /// Replaces the caption of the buffer shown (nothing with a placeholder): for a value that
    /// arrives later, such as its loudness.
    void setCaption(const QString& caption);
    /// A message shown instead of a waveform (e.g. why a wave cannot be decoded).
    void setPlaceholder(const QString& text);

    /// The play cursor in seconds from the start; negative hides it.
    void setCursorSeconds(double seconds);
    [[nodiscard]] double cursorSeconds() const { return m_cursor; }

    /// Whether the envelope shown now came from the peaks given to setBuffer().
    [[nodiscard]] bool drawsFromPeaks() const { return m_fromPeaks; }
    /// How many times any WaveformView scanned a buffer's samples for its envelope (for tests:
    /// a long local file shown with its peaks leaves it unchanged).
    [[nodiscard]] static int sampleScans();

    /// Min/max envelope of one channel over `columns` columns (for tests and exports).
    [[nodiscard]] static std::vector<std::pair<float, float>> envelope(const PcmBuffer& buffer,
                                                                       int channel, int columns);

    [[nodiscard]] QSize sizeHint() const override { return {400, 120}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void recompute();
    /// Where the caption's box goes (top right, inside the margins).
    [[nodiscard]] QRect captionArea() const;

    PcmBufferPtr m_buffer;
    WaveformPeaksPtr m_peaks;
    bool m_fromPeaks = false;
    QString m_caption;
    QString m_placeholder;
    double m_cursor = -1.0;
    std::vector<std::vector<std::pair<float, float>>> m_envelopes;
};

} // namespace soundstage
