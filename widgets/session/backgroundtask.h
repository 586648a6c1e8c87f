#pragma once

#include "core/common/progresscounter.h"
#include "widgets/session/threadhandoff.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

namespace soundstage {

/// Runs long work off the GUI thread, one piece at a time, with progress and cancel: opening a
/// dat, building or exporting a QA run, rolls and ambient simulations.
///
/// start() runs `work(ProgressSink&)` on a worker of pool() (or of the pool given to setPool())
/// and, when it returns, calls `done(result)` on the thread that owns this object (the GUI thread),
/// then emits finished(). The work reports to the sink and returns soon after the sink says
/// cancelled (core functions take the sink as their optional `ProgressSink*`).
///
/// Rules for the work: it must not touch anything the GUI thread uses meanwhile — give it
/// copies or immutable shared data (a SoundCatalog copy, a variant list, a path) — and what it
/// returns is handed over whole to the GUI thread (a Document built on the worker becomes the
/// GUI thread's). `work` and `done` may be move-only.
///
/// Cancel: cancel() (the Cancel button) or start() while work runs cancels it at once from the
/// GUI's point of view: `done` is never called for it, even when the worker had already
/// finished, and cancelled() is emitted; the worker winds down in the background and its result
/// is dropped there. The destructor cancels and waits for the worker (a cancelled core loop
/// returns within milliseconds). GUI thread only (the owning thread), except as noted.
class BackgroundTask final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BackgroundTask)

public:
    explicit BackgroundTask(QObject* parent = nullptr);
    ~BackgroundTask() override;

    /// Starts `work` (R(ProgressSink&)), cancelling any running work; `label` says what runs
    /// ("Opening big.dat…") for a ProgressIndicator. `done` (void(R)) gets the result on this
    /// object's thread unless the work is cancelled first.
    template <typename Work, typename Done> void start(const QString& label, Work work, Done done) {
        using R = std::invoke_result_t<Work&, ProgressSink&>;
        auto result = std::make_shared<std::optional<R>>();
        startErased(
            label,
            [work = std::move(work), result](ProgressSink& sink) mutable {
                result->emplace(work(sink));
            },
            [done = std::move(done), result]() mutable {
                if (result->has_value())
                    done(std::move(**result));
            });
    }

    /// The workers: a pool of BackgroundTask's own, not QThreadPool::globalInstance(), with at
    /// least four threads, so that long work (a roll, a QA export) never keeps an opening from
    /// starting. disposeInBackground() uses it too.
    [[nodiscard]] static QThreadPool* pool();
    /// Runs this task's work on `pool` instead (not owned; must outlive the work), e.g. a pool of
    /// one thread to run saves in order.
    void setPool(QThreadPool* pool) { m_pool = pool; }

    /// What cancel() does with running work.
    enum class CancelMode {
        /// `done` is never called for it and cancelled() is emitted at once (the default).
        DropResult,
        /// The work is asked to stop (its sink says cancelled) and `done` still gets what it
        /// returns — a Cancelled error, or the complete result when it had got past its last
        /// check: for work whose side effects the GUI must hear of, such as a save that may have
        /// written its file already. cancelled() is not emitted; isRunning() stays true until
        /// the work returns. start() while work runs and the destructor still drop it.
        Finish,
    };
    void setCancelMode(CancelMode mode) { m_cancelMode = mode; }
    /// Cancels the running work (nothing when idle), as the cancel mode says.
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_current != nullptr; }
    /// What runs ("" when idle).
    [[nodiscard]] QString label() const;
    /// The running work's counter, to poll from the GUI thread (nullptr when idle).
    [[nodiscard]] const ProgressCounter* progress() const;
    /// Milliseconds since the running work started (-1 when idle).
    [[nodiscard]] qint64 elapsedMs() const;

signals:
    void started();
    /// The work returned and `done` ran.
    void finished();
    /// The work was cancelled (done is not called).
    void cancelled();

private:
    struct Job;
    void startErased(const QString& label, std::move_only_function<void(ProgressSink&)> work,
                     std::move_only_function<void()> done);
    void onJobFinished(Job* job);

    void dropCurrent();

    QThreadPool* m_pool = nullptr;
    CancelMode m_cancelMode = CancelMode::DropResult;
    std::unique_ptr<Job> m_current;
    /// Cancelled jobs whose worker has not returned yet.
    std::vector<std::unique_ptr<Job>> m_draining;
};

/// Destroys `value` on a worker thread: for a large value — a replaced Document, the rows of a
/// whole dat — whose destructor would otherwise hold up the GUI thread for milliseconds. Nothing
/// else may refer to it any more.
template <typename T> void disposeInBackground(T value) {
    // The only reference goes into the task: had this thread kept one until after start(), a
    // worker done first would leave the last reset, and the destructor, to this thread.
    auto holder = std::make_shared<T>(std::move(value));
    std::function<void()> dispose = [holder = std::move(holder)]() mutable {
        handoff::acquire();
        holder.reset();
    };
    handoff::release(); // after the closure is built: the worker reads it
    BackgroundTask::pool()->start(std::move(dispose));
}

} // namespace soundstage
