#include "core/common/progressslice.h"

#include <algorithm>

namespace soundstage {

ProgressSlice::ProgressSlice(ProgressSink* parent, qint64 first, qint64 length, qint64 parentTotal)
    : m_parent(parent)
    , m_first(std::max<qint64>(first, 0))
    , m_length(std::max<qint64>(length, 0))
    , m_parentTotal(std::max<qint64>(parentTotal, 0)) {}

void ProgressSlice::report(qint64 done, qint64 total) {
    if (!m_parent)
        return;
    // An unknown step total leaves the parent at the start of the slice.
    const double part =
        total > 0 ? std::clamp(static_cast<double>(done) / static_cast<double>(total), 0.0, 1.0)
                  : 0.0;
    m_parent->report(m_first + static_cast<qint64>(part * static_cast<double>(m_length)),
                     m_parentTotal);
}

} // namespace soundstage
