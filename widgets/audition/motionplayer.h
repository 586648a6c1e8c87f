#pragma once

#include "core/triggers/framerange.h"
#include "core/triggers/motionsimulation.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>

class QTimer;

namespace soundstage {

class TriggerIndex;

/// Plays a MotionSimulation in real time: after play(), each of its events is announced by
/// fired() once, in order, when the time since play() reaches the event's time. A QTimer wakes
/// it every TickMs, but time is read from a QElapsedTimer each time, never counted in ticks, so
/// a late wake-up fires what is due at once and the rhythm does not drift. position() gives the
/// animation and frame the play is at (for the frame strip). No audio of its own: the motion
/// panel plays what fired() announces. GUI thread only.
class MotionPlayer final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MotionPlayer)

public:
    static constexpr int TickMs = 10;

    explicit MotionPlayer(QObject* parent = nullptr);
    ~MotionPlayer() override;

    /// Starts `simulation` from its beginning (a play that runs stops first, without
    /// stopped()). `seconds`: how long the play lasts (the simulated time). `index`: the index the
    /// simulation was run on (frame counts, for position()); kept while the play is shown.
    void play(MotionSimulation simulation, double seconds,
              std::shared_ptr<const TriggerIndex> index);
    /// Stops at once (stopped()); events not fired yet never are. Nothing when idle.
    void stop();

    [[nodiscard]] bool isPlaying() const;
    [[nodiscard]] const MotionSimulation& simulation() const { return m_simulation; }
    /// The index simulation() was run on (kept while the play is shown, also when the session
    /// has a newer one meanwhile); nullptr before play().
    [[nodiscard]] const std::shared_ptr<const TriggerIndex>& index() const { return m_index; }
    /// How many events fired() announced since play().
    [[nodiscard]] std::size_t firedCount() const { return m_next; }
    /// Seconds since play() (while playing), or where the play stopped or ended.
    [[nodiscard]] double seconds() const;
    [[nodiscard]] double length() const { return m_seconds; }

    /// Where the play is `at` seconds in: which AnimData pass, its frame range, and the
    /// playhead in frames (frame k spans [k, k + 1); see FrameStrip). `anim.animation` is 0
    /// before play() or when nothing advances.
    struct Position {
        AnimData anim;
        FrameRange range;
        int frameCount = 0;
        double frame = -1.0;
    };
    [[nodiscard]] Position position(double at) const;

signals:
    /// Event `index` of simulation().events is due.
    void fired(std::size_t index);
    /// The play advanced to `seconds` (each wake-up).
    void moved(double seconds);
    /// The play reached its end (not after stop()).
    void finished();
    /// stop() ended a play.
    void stopped();

private:
    void tick();

    QTimer* m_timer;
    QElapsedTimer m_clock;
    MotionSimulation m_simulation;
    std::shared_ptr<const TriggerIndex> m_index;
    double m_seconds = 0.0;
    double m_stoppedAt = 0.0;
    std::size_t m_next = 0;
};

} // namespace soundstage
