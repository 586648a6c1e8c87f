#pragma once

#include "core/common/error.h"

#include <QtGlobal>

namespace soundstage {

/// Where long core work (loading a catalog, a reachability report, seeded rolls, an ambient
/// simulation, a QA report) says how far it got and learns that it should stop. The work takes
/// an optional `ProgressSink*` (nullptr: no reporting, never cancelled) and calls report() as it
/// goes and cancelled() between steps; once cancelled() is true it returns promptly — with an
/// Error of code ErrorCode::Cancelled, or a result flagged as cancelled, as its contract says —
/// and leaves no partial side effect behind (no file half written, no document changed).
///
/// Threads: report() and cancelled() are called on the thread doing the work, often (once per
/// record or per chunk of events): implementations keep them cheap and, when another thread
/// watches or cancels, thread-safe (see ProgressCounter). The sink must outlive the work.
class ProgressSink {
public:
    ProgressSink() = default;
    virtual ~ProgressSink() = default;
    Q_DISABLE_COPY_MOVE(ProgressSink)

    /// `done` units of `total` are finished (units are the work's own: records, events,
    /// milliseconds of simulated time). `total` 0 means not known yet; `done` never exceeds a
    /// non-zero `total` and does not go backwards within one piece of work.
    virtual void report(qint64 done, qint64 total) = 0;
    /// True once the work should stop.
    [[nodiscard]] virtual bool cancelled() const = 0;

    /// For loops: reports to `sink` when there is one and says whether to stop (false without a
    /// sink).
    static bool reportAndCheck(ProgressSink* sink, qint64 done, qint64 total) {
        if (!sink)
            return false;
        sink->report(done, total);
        return sink->cancelled();
    }

    /// The error cancelled work returns: ErrorCode::Cancelled, message "Cancelled.".
    [[nodiscard]] static Error cancelledError();
};

} // namespace soundstage
