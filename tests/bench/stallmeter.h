#pragma once
// The GUI stall meter of the benchmarks that run an event loop (bench_editor, bench_triggers,
// bench_liveloops).

#include <QElapsedTimer>
#include <QEventLoop>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>

namespace soundstage::bench {

/// The longest gap between two ticks of a 1 ms timer (or `intervalMs`: 0 ticks on every turn of
/// the event loop) on the GUI thread from construction on:
/// what a user would see as a freeze. On a loaded machine a gap also holds the time the GUI thread
/// waited for a core: maxCpuGapMs() is the largest gap in the GUI thread's own CPU time (what the
/// code costs, whatever the load). SOUNDSTAGE_BENCH_GAPS=1 prints every gap over 15 ms and the
/// moments note() marks.
class StallMeter final {
public:
    explicit StallMeter(int intervalMs = 1) {
        m_clock.start();
        m_last = m_clock.nsecsElapsed();
        m_lastCpu = threadCpuNs();
        m_heartbeat.setTimerType(Qt::PreciseTimer);
        m_heartbeat.setInterval(intervalMs);
        QObject::connect(&m_heartbeat, &QTimer::timeout, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            const qint64 nowCpu = threadCpuNs();
            const double gap = ms(now - m_last);
            const double cpuGap = ms(nowCpu - m_lastCpu);
            m_maxGap = std::max(m_maxGap, gap);
            m_maxCpuGap = std::max(m_maxCpuGap, cpuGap);
            if (m_print && gap > 15.0)
                std::fprintf(stderr, "gap %.1f ms (%.1f ms on the CPU) ending at %.1f ms\n", gap,
                             cpuGap, ms(now));
            m_last = now;
            m_lastCpu = nowCpu;
        });
        m_heartbeat.start();
    }
    /// Forgets the gaps so far: measuring starts now.
    void restart() {
        m_last = m_clock.nsecsElapsed();
        m_lastCpu = threadCpuNs();
        m_maxGap = 0.0;
        m_maxCpuGap = 0.0;
    }
    [[nodiscard]] double maxGapMs() const { return m_maxGap; }
    [[nodiscard]] double maxCpuGapMs() const { return m_maxCpuGap; }
    [[nodiscard]] double elapsedMs() const { return ms(m_clock.nsecsElapsed()); }
    void note(const char* what) const {
        if (m_print)
            std::fprintf(stderr, "%s at %.1f ms\n", what, elapsedMs());
    }
    /// Runs the event loop for `wait` ms more (the views settling after the measured work).
    static void settle(int wait) {
        QEventLoop loop;
        QTimer::singleShot(wait, &loop, &QEventLoop::quit);
        loop.exec();
    }

private:
    static double ms(qint64 ns) { return static_cast<double>(ns) / 1e6; }
    static qint64 threadCpuNs() {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return static_cast<qint64>(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
    }

    QElapsedTimer m_clock;
    QTimer m_heartbeat;
    qint64 m_last = 0;
    qint64 m_lastCpu = 0;
    double m_maxGap = 0.0;
    double m_maxCpuGap = 0.0;
    bool m_print = qEnvironmentVariableIsSet("SOUNDSTAGE_BENCH_GAPS");
};

} // namespace soundstage::bench
