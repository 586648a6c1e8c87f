#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/common/error.h"
#include "widgets/audition/waveformpeaks.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QThread;
class QThreadPool;

namespace soundstage {

class PlaybackEngine;

/// A local file as the worker leaves it: the decoded audio, its waveform peaks, and whether
/// the engine has it uploaded already (PlaybackEngine::prepare) — everything proportional to
/// the file's length, so the GUI thread only starts and draws it.
struct DecodedFile {
    PcmBufferPtr pcm;       ///< never null in a successful result
    WaveformPeaksPtr peaks; ///< WaveformPeaks::compute(*pcm)
    bool prepared = false;  ///< the engine's prepare() succeeded
};

/// Decodes local sound files (WAV, Ogg Vorbis, MP3 through AudioImport::decodeFile) on worker
/// threads for the Auditioner, so that a long MP3 never holds up the window while it decodes.
///
/// One decode per path at a time: a request for a path that is decoding joins that decode. Each
/// decode ends with exactly one call of the finish callback on this object's thread (the GUI
/// thread) — from the event loop when the worker is done, or from wait(). Decodes run on a pool
/// of their own (decodePool(), at most two threads, so pre-decoding an override's files leaves
/// the other workers free); a Play request overtakes queued Background ones.
///
/// After the decode the worker also computes the file's WaveformPeaks and, with an engine, has
/// the engine prepare the audio (PlaybackEngine::prepare: conversion and upload off the GUI
/// thread).
///
/// GUI thread only (the owning thread). The destructor and cancelAll() do not wait for a
/// decode: a worker still decoding finishes in the background and its result is dropped. The
/// destructor waits only for an engine upload in progress (milliseconds), as the engine may go
/// right after it; later workers no longer touch the engine.
class LocalFileDecoder final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalFileDecoder)

public:
    /// `path`: absolute; `result`: the decoded audio or AudioImport's error (naming the file);
    /// `worker`: the thread that decoded it (for tests and diagnostics).
    using Finished = std::function<void(const QString& path, const Result<DecodedFile>& result,
                                        QThread* worker)>;

    enum class Priority {
        Background, ///< pre-decoding: after every Play request
        Play,       ///< someone waits to hear it
    };

    /// `engine` (not owned; may be null): prepares each decoded file; must outlive this object.
    explicit LocalFileDecoder(Finished finished, PlaybackEngine* engine = nullptr,
                              QObject* parent = nullptr);
    ~LocalFileDecoder() override;

    /// Starts decoding `path` unless it decodes already (a Play request for a queued Background
    /// decode moves it ahead).
    void request(const QString& path, Priority priority = Priority::Play);
    [[nodiscard]] bool isDecoding(const QString& path) const { return m_running.contains(path); }
    [[nodiscard]] int decodingCount() const { return static_cast<int>(m_running.size()); }
    /// Blocks until the decode of `path` ends (starting it when none runs), calls the finish
    /// callback, and returns the result. For callers that cannot wait for the event loop; the
    /// window's play paths use request().
    Result<DecodedFile> wait(const QString& path);
    /// Forgets every running decode: no finish callback for them.
    void cancelAll();

    [[nodiscard]] static QThreadPool* decodePool();

private:
    struct Shared;
    struct EngineLink;
    struct Running {
        std::shared_ptr<Shared> shared;
        QObject* watcher = nullptr;
    };
    static void run(const std::shared_ptr<Shared>& shared);
    /// Queues run(shared) on the decode pool.
    static void startRun(const std::shared_ptr<Shared>& shared, Priority priority);
    Result<DecodedFile> deliver(const QString& path, const std::shared_ptr<Shared>& shared);

    Finished m_finished;
    std::shared_ptr<EngineLink> m_engine;
    QHash<QString, Running> m_running;
};

} // namespace soundstage
