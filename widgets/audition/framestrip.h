#pragma once

#include "core/records/animationhook.h"
#include "core/triggers/framerange.h"

#include <QString>
#include <QWidget>

class QTextDocument;

#include <memory>
#include <vector>

namespace soundstage {

/// One animation's frames as a strip, for the motion audition: a cell per frame (the frames the
/// play runs through highlighted), the sound hooks as marks on their frames — ▲ Forward,
/// ▼ Backward, ◆ Both, coloured by kind (SoundTable, SoundTweaked, Sound) — with the marks that
/// never fire in this play hollow and crossed out, and the playhead where the play is (a
/// fractional frame: frame k spans [k, k + 1), a forward play fires frame k as the playhead
/// reaches k + 1, a backward one as it comes down to k). Hovering a mark says what it plays and
/// why it never fires. The title and the legend wrap to the strip's width, and the strip is as
/// high as they need there (heightForWidth): the Motion dock gives it a third of a laptop's
/// width. GUI thread only.
class FrameStrip final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FrameStrip)

public:
    /// A sound hook on a frame.
    struct Mark {
        int frame = 0;
        HookDirection direction = HookDirection::Both;
        quint32 hookType = 0;
        QString label;     ///< what it plays: "Footstep1", "wave 0x0A000011 (p 0.5)"
        bool fires = true; ///< whether this play runs it (FrameRange::fires)
        QString whyNot;    ///< when it does not: the reason, in words
    };

    explicit FrameStrip(QWidget* parent = nullptr);
    ~FrameStrip() override;

    /// Shows an animation of `frameCount` frames as played by `range` (the low/high/framerate
    /// of the play), with its sound hooks.
    void setAnimation(quint32 animation, int frameCount, const FrameRange& range,
                      std::vector<Mark> marks);
    /// Nothing to show (no play chosen); `text` says why.
    void clear(const QString& text = {});
    /// The playhead in frames (see the class comment); < 0 hides it.
    void setPlayhead(double frame);

    [[nodiscard]] quint32 animation() const { return m_animation; }
    [[nodiscard]] int frameCount() const { return m_frameCount; }
    [[nodiscard]] const FrameRange& range() const { return m_range; }
    [[nodiscard]] const std::vector<Mark>& marks() const { return m_marks; }
    [[nodiscard]] double playhead() const { return m_playhead; }
    /// Where mark `index` is drawn (its centre), for tests and tooltips.
    [[nodiscard]] QPointF markCentre(std::size_t index) const;
    /// The x of a frame position (frame k's cell starts at frameX(k)).
    [[nodiscard]] double frameX(double frame) const;

    /// "never fires: last frame of a forward play", …: why `range` does not run a hook of
    /// `direction` on `frame` (empty when it does).
    [[nodiscard]] static QString whyNotFired(const FrameRange& range, int frame,
                                             HookDirection direction);

    /// "Animation 0x03000002 · plays frames 0–19 of 20 · 30 fps forward"; empty when cleared.
    [[nodiscard]] QString titleText() const;
    /// What the marks' shapes and colours mean, as plain text (drawn with each kind's name in
    /// its colour).
    [[nodiscard]] static QString legendText();
    /// Where the title and the legend are drawn (wrapped inside) at the strip's width.
    [[nodiscard]] QRectF titleRect() const;
    [[nodiscard]] QRectF legendRect() const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// The height `text` takes wrapped to `width` (at least one line).
    [[nodiscard]] double wrappedHeight(const QString& text, double width) const;
    [[nodiscard]] double titleHeight(double width) const;
    /// The legend laid out at `width` (kept until the font or palette changes).
    [[nodiscard]] QTextDocument& legend(double width) const;
    [[nodiscard]] double legendHeight(double width) const;
    static void fillLegend(QTextDocument& document, const QPalette& palette);
    [[nodiscard]] QRectF cellsRect() const;
    [[nodiscard]] int markAt(QPointF pos) const;

    quint32 m_animation = 0;
    int m_frameCount = 0;
    FrameRange m_range;
    std::vector<Mark> m_marks;
    double m_playhead = -1.0;
    QString m_emptyText;
    mutable std::unique_ptr<QTextDocument> m_legend;
};

} // namespace soundstage
