#include "widgets/session/backgroundtask.h"

#include <QFutureWatcher>
#include <QPromise>
#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace soundstage {

namespace {

/// Destroyed at exit, waiting for what still runs on it.
Q_GLOBAL_STATIC(QThreadPool, workerPool)

/// What the worker holds: the work, its counter and the promise it finishes. Shared with the
/// Job so that whichever side lets go last frees it.
struct WorkerState {
    std::shared_ptr<ProgressCounter> progress;
    std::move_only_function<void(ProgressSink&)> work;
    QPromise<void> promise;
};

} // namespace

struct BackgroundTask::Job {
    Q_DISABLE_COPY_MOVE(Job)
    explicit Job(QObject* owner)
        : watcher(new QFutureWatcher<void>(owner)) {}
    // The watcher may be the sender of the signal being handled when a job goes: deleteLater.
    ~Job() {
        watcher->disconnect();
        watcher->deleteLater();
    }

    QString label;
    std::shared_ptr<ProgressCounter> progress = std::make_shared<ProgressCounter>();
    std::move_only_function<void()> done;
    /// What the worker holds.
    std::shared_ptr<WorkerState> state;
    QFutureWatcher<void>* watcher;
    QElapsedTimer clock;
};

BackgroundTask::BackgroundTask(QObject* parent)
    : QObject(parent) {}

QThreadPool* BackgroundTask::pool() {
    QThreadPool* pool = workerPool();
    static const bool sized = [pool] {
        pool->setMaxThreadCount(std::max(4, QThread::idealThreadCount()));
        return true;
    }();
    Q_UNUSED(sized);
    return pool;
}

BackgroundTask::~BackgroundTask() {
    if (m_current) {
        m_current->progress->cancel();
        m_draining.push_back(std::move(m_current));
    }
    for (const auto& job : m_draining) {
        job->progress->cancel();
        job->watcher->disconnect(this);
        job->watcher->waitForFinished();
        handoff::acquire();
    }
}

void BackgroundTask::startErased(const QString& label,
                                 std::move_only_function<void(ProgressSink&)> work,
                                 std::move_only_function<void()> done) {
    dropCurrent();
    auto job = std::make_unique<Job>(this);
    job->label = label;
    job->done = std::move(done);
    auto state = std::make_shared<WorkerState>();
    state->progress = job->progress;
    state->work = std::move(work);
    state->promise.start();
    Job* raw = job.get();
    connect(job->watcher, &QFutureWatcher<void>::finished, this,
            [this, raw] { onJobFinished(raw); });
    job->watcher->setFuture(state->promise.future());
    job->clock.start();
    job->state = state;
    m_current = std::move(job);
    std::function<void()> run = [state] {
        handoff::acquire();
        state->work(*state->progress);
        // Free what the work captured (copies of catalogs, results of cancelled work) here on
        // the worker, before the GUI hears about it.
        state->work = nullptr;
        handoff::release();
        state->promise.finish();
    };
    handoff::release(); // after the closure is built: the worker reads it
    (m_pool ? m_pool : pool())->start(std::move(run));
    emit started();
}

void BackgroundTask::cancel() {
    if (m_current && m_cancelMode == CancelMode::Finish)
        m_current->progress->cancel();
    else
        dropCurrent();
}

void BackgroundTask::dropCurrent() {
    if (!m_current)
        return;
    m_current->progress->cancel();
    m_draining.push_back(std::move(m_current));
    emit cancelled();
}

void BackgroundTask::onJobFinished(Job* job) {
    handoff::acquire();
    if (m_current.get() == job) {
        std::unique_ptr<Job> finished = std::move(m_current);
        // `done` may start new work (m_current is free again) or destroy widgets it updates; the
        // job stays alive until it returns.
        finished->done();
        emit this->finished();
        return;
    }
    std::erase_if(m_draining, [job](const std::unique_ptr<Job>& j) { return j.get() == job; });
}

QString BackgroundTask::label() const {
    return m_current ? m_current->label : QString();
}

const ProgressCounter* BackgroundTask::progress() const {
    return m_current ? m_current->progress.get() : nullptr;
}

qint64 BackgroundTask::elapsedMs() const {
    return m_current ? m_current->clock.elapsed() : -1;
}

} // namespace soundstage
