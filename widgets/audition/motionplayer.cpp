#include "widgets/audition/motionplayer.h"

#include "core/triggers/triggerindex.h"
#include "widgets/session/backgroundtask.h"

#include <QTimer>

#include <cmath>
#include <utility>

namespace soundstage {

MotionPlayer::MotionPlayer(QObject* parent)
    : QObject(parent)
    , m_timer(new QTimer(this)) {
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(TickMs);
    connect(m_timer, &QTimer::timeout, this, &MotionPlayer::tick);
}

MotionPlayer::~MotionPlayer() = default;

void MotionPlayer::play(MotionSimulation simulation, double seconds,
                        std::shared_ptr<const TriggerIndex> index) {
    m_timer->stop();
    m_simulation = std::move(simulation);
    m_seconds = seconds;
    // The last holder of a replaced index frees it off the GUI thread (the panel gave up its
    // own reference when the session built a newer one).
    if (auto old = std::exchange(m_index, std::move(index)); old && old != m_index)
        disposeInBackground(std::move(old));
    m_next = 0;
    m_stoppedAt = 0.0;
    m_clock.start();
    m_timer->start();
    tick(); // events at time 0 fire now
}

void MotionPlayer::stop() {
    if (!m_timer->isActive())
        return;
    m_stoppedAt = seconds();
    m_timer->stop();
    emit stopped();
}

bool MotionPlayer::isPlaying() const {
    return m_timer->isActive();
}

double MotionPlayer::seconds() const {
    if (!m_timer->isActive())
        return m_stoppedAt;
    return std::min(m_seconds, static_cast<double>(m_clock.nsecsElapsed()) / 1e9);
}

void MotionPlayer::tick() {
    const double now = static_cast<double>(m_clock.nsecsElapsed()) / 1e9;
    const auto& events = m_simulation.events;
    while (m_timer->isActive() && m_next < events.size() && events[m_next].time <= now)
        emit fired(m_next++);
    if (!m_timer->isActive())
        return; // a receiver stopped the play
    emit moved(std::min(now, m_seconds));
    if (now >= m_seconds) {
        m_stoppedAt = m_seconds;
        m_timer->stop();
        emit finished();
    }
}

MotionPlayer::Position MotionPlayer::position(double at) const {
    Position pos;
    if (!m_index)
        return pos;
    const auto rangeOf = [this](const AnimData& anim, int& frames) {
        const auto* info = m_index->animation(anim.animation);
        frames = info ? info->frameCount : 0;
        return FrameRange::of(anim, frames);
    };
    const auto place = [&](const AnimData& anim, const FrameRange& range, int frames, double into) {
        pos.anim = anim;
        pos.range = range;
        pos.frameCount = frames;
        const double rate = std::abs(double(range.framerate));
        pos.frame = range.direction() > 0 ? range.low + into * rate : range.high + 1 - into * rate;
        return pos;
    };
    // The passes played once, then the loop: the same schedule MotionSimulation plays.
    double start = 0.0;
    for (const AnimData& anim : m_simulation.once) {
        int frames = 0;
        const FrameRange range = rangeOf(anim, frames);
        const double duration = range.duration();
        if (duration > 0.0 && at < start + duration)
            return place(anim, range, frames, at - start);
        start += duration;
    }
    int frames = 0;
    const FrameRange range = rangeOf(m_simulation.loop, frames);
    const double duration = range.duration();
    if (duration <= 0.0 || m_simulation.loop.animation == 0)
        return pos;
    return place(m_simulation.loop, range, frames, std::fmod(std::max(0.0, at - start), duration));
}

} // namespace soundstage
