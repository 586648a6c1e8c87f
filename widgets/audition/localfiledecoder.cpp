#include "widgets/audition/localfiledecoder.h"

#include "core/audio/audioimport.h"
#include "core/audio/playbackengine.h"
#include "widgets/session/threadhandoff.h"

#include <QFutureWatcher>
#include <QPromise>
#include <QThread>
#include <QThreadPool>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>

namespace soundstage {

namespace {

/// Destroyed at exit, waiting for what still runs on it.
Q_GLOBAL_STATIC(QThreadPool, localDecodePool)

int poolPriority(LocalFileDecoder::Priority priority) {
    return priority == LocalFileDecoder::Priority::Play ? 1 : 0;
}

} // namespace

/// The engine as the workers see it: cleared (under the mutex) when the decoder goes, so a
/// worker that finishes later leaves the engine alone.
struct LocalFileDecoder::EngineLink {
    std::mutex mutex;
    PlaybackEngine* engine = nullptr;
};

struct LocalFileDecoder::Shared {
    QString path;
    std::shared_ptr<EngineLink> engine;
    /// Set by whichever runnable decodes: a Play request may queue a second runnable ahead of
    /// a Background one, and only the first to start does the work.
    std::atomic<bool> claimed{false};
    QPromise<void> promise;
    std::mutex mutex;
    std::condition_variable ready;
    std::optional<Result<DecodedFile>> result; ///< under `mutex`
    QThread* worker = nullptr;                 ///< under `mutex`
};

LocalFileDecoder::LocalFileDecoder(Finished finished, PlaybackEngine* engine, QObject* parent)
    : QObject(parent)
    , m_finished(std::move(finished))
    , m_engine(std::make_shared<EngineLink>()) {
    m_engine->engine = engine;
}

LocalFileDecoder::~LocalFileDecoder() {
    cancelAll();
    const std::scoped_lock lock(m_engine->mutex);
    m_engine->engine = nullptr;
}

QThreadPool* LocalFileDecoder::decodePool() {
    QThreadPool* pool = localDecodePool();
    static const bool sized = [pool] {
        pool->setMaxThreadCount(2);
        return true;
    }();
    Q_UNUSED(sized);
    return pool;
}

void LocalFileDecoder::run(const std::shared_ptr<Shared>& shared) {
    if (shared->claimed.exchange(true))
        return;
    Result<DecodedFile> result;
    if (auto pcm = AudioImport::decodeFile(shared->path)) {
        DecodedFile file;
        file.pcm = *pcm;
        file.peaks = WaveformPeaks::compute(**pcm);
        {
            const std::scoped_lock lock(shared->engine->mutex);
            if (shared->engine->engine)
                file.prepared = shared->engine->engine->prepare(file.pcm);
        }
        result = std::move(file);
    } else {
        result = fail(pcm.error());
    }
    {
        const std::scoped_lock lock(shared->mutex);
        shared->result = std::move(result);
        shared->worker = QThread::currentThread();
    }
    shared->ready.notify_all();
    shared->promise.finish();
}

void LocalFileDecoder::request(const QString& path, Priority priority) {
    if (const auto it = m_running.constFind(path); it != m_running.constEnd()) {
        // Queued behind pre-decodes and someone waits: a second runnable at Play priority; the
        // first of the two to start decodes.
        if (priority == Priority::Play && !it->shared->claimed.load())
            startRun(it->shared, Priority::Play);
        return;
    }
    auto shared = std::make_shared<Shared>();
    shared->path = path;
    shared->engine = m_engine;
    shared->promise.start();
    auto* watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcher<void>::finished, this,
            [this, path, shared] { (void)deliver(path, shared); });
    watcher->setFuture(shared->promise.future());
    m_running.insert(path, Running{shared, watcher});
    startRun(shared, priority);
}

void LocalFileDecoder::startRun(const std::shared_ptr<Shared>& shared, Priority priority) {
    std::function<void()> job = [shared] {
        handoff::acquire();
        run(shared);
    };
    handoff::release(); // after the closure is built: the worker reads it
    decodePool()->start(std::move(job), poolPriority(priority));
}

Result<DecodedFile> LocalFileDecoder::wait(const QString& path) {
    request(path, Priority::Play);
    const std::shared_ptr<Shared> shared = m_running.value(path).shared;
    {
        std::unique_lock lock(shared->mutex);
        shared->ready.wait(lock, [&] { return shared->result.has_value(); });
    }
    return deliver(path, shared);
}

Result<DecodedFile> LocalFileDecoder::deliver(const QString& path,
                                              const std::shared_ptr<Shared>& shared) {
    const auto it = m_running.find(path);
    if (it == m_running.end() || it->shared != shared)
        return fail(ErrorCode::Io, tr("the decode of %1 was cancelled").arg(path));
    it->watcher->disconnect(this);
    it->watcher->deleteLater();
    m_running.erase(it);
    Result<DecodedFile> result;
    QThread* worker = nullptr;
    {
        const std::scoped_lock lock(shared->mutex);
        result = *shared->result;
        worker = shared->worker;
    }
    if (m_finished)
        m_finished(path, result, worker);
    return result;
}

void LocalFileDecoder::cancelAll() {
    for (const Running& r : std::as_const(m_running)) {
        r.watcher->disconnect(this);
        r.watcher->deleteLater();
    }
    m_running.clear();
}

} // namespace soundstage
