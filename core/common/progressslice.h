#pragma once

#include "core/common/progresssink.h"

namespace soundstage {

/// One step of a longer piece of work, as seen by the sink of the whole: the step reports its
/// own `done` of `total`, and the parent sees that as the part [first, first + length) of its
/// `parentTotal` units (e.g. loading a catalog as 0–200 of 1000, then the views' rows as
/// 200–1000). Cancelled when the parent is. A null parent makes a slice that does nothing.
class ProgressSlice final : public ProgressSink {
public:
    ProgressSlice(ProgressSink* parent, qint64 first, qint64 length, qint64 parentTotal);
    Q_DISABLE_COPY_MOVE(ProgressSlice)

    void report(qint64 done, qint64 total) override;
    [[nodiscard]] bool cancelled() const override { return m_parent && m_parent->cancelled(); }

private:
    ProgressSink* m_parent;
    qint64 m_first;
    qint64 m_length;
    qint64 m_parentTotal;
};

} // namespace soundstage
