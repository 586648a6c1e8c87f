#include "core/common/progresscounter.h"

#include <algorithm>

namespace soundstage {

void ProgressCounter::report(qint64 done, qint64 total) {
    // Relaxed: a reader may pair a new done with an old total for a moment; fraction() clamps.
    m_total.store(std::max<qint64>(total, 0), std::memory_order_relaxed);
    m_done.store(std::max<qint64>(done, 0), std::memory_order_relaxed);
}

double ProgressCounter::fraction() const {
    const qint64 total = m_total.load(std::memory_order_relaxed);
    if (total <= 0)
        return -1.0;
    const qint64 done = m_done.load(std::memory_order_relaxed);
    return std::clamp(static_cast<double>(done) / static_cast<double>(total), 0.0, 1.0);
}

} // namespace soundstage
