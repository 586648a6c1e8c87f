#pragma once

#include "core/common/progresssink.h"

#include <atomic>

namespace soundstage {

/// A ProgressSink shared between the thread doing the work and the thread watching it: the
/// worker reports, the watcher reads done() / total() / fraction() whenever it likes (a GUI
/// polls it from a timer) and calls cancel(). Lock-free; every method may be called from any
/// thread at any time. One counter per piece of work (a cancelled counter stays cancelled).
class ProgressCounter final : public ProgressSink {
public:
    ProgressCounter() = default;
    Q_DISABLE_COPY_MOVE(ProgressCounter)

    void report(qint64 done, qint64 total) override;
    [[nodiscard]] bool cancelled() const override {
        return m_cancelled.load(std::memory_order_relaxed);
    }

    /// Asks the work to stop (it notices at its next cancelled() check).
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }

    [[nodiscard]] qint64 done() const { return m_done.load(std::memory_order_relaxed); }
    [[nodiscard]] qint64 total() const { return m_total.load(std::memory_order_relaxed); }
    /// done / total in 0..1, or -1 while the total is not known.
    [[nodiscard]] double fraction() const;

private:
    std::atomic<qint64> m_done{0};
    std::atomic<qint64> m_total{0};
    std::atomic<bool> m_cancelled{false};
};

} // namespace soundstage
