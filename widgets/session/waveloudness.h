#pragma once

#include "core/audio/loudness.h"
#include "core/override/overrideplay.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QString>

#include <map>
#include <set>
#include <vector>

namespace soundstage {

class BackgroundTask;
class DatFile;
class DocumentSession;
class ProgressSink;
struct DocumentChange;
struct SoundList;

/// EBU R128 loudness (measureLoudness(): integrated LUFS, true peak, range) of the session's
/// waves and of local files (an override's sounds), for every view that shows it: the wave
/// page, the grid's Loudness column, a table's spread, the waveform caption.
///
/// Measured lazily, on a worker: asking for a value that is not known yet (wave(), file())
/// returns nullptr and queues it; the queue is measured in batches of up to MaxBatch sounds on a
/// BackgroundTask (the shared, thread-safe dat and copies of the pending imported waves go to
/// the worker, nothing of the document; a batch is spread over up to MaxThreads threads), one
/// after another, its progress counting over the whole queue; after each batch measured() is
/// emitted and views ask again, so a view that asked for thousands fills in as they come. Results
/// are cached per wave id until that wave changes (a Reset of Scope::Wave: an import added, undone
/// or redone), every wave changes (any other Reset, the document replaced); a local file's result
/// is kept while its size and modification time stay the same. A wave that cannot be read or
/// decoded is cached with its error (it does not change by asking again). GUI thread only.
class WaveLoudness final : public QObject {
    Q_OBJECT

public:
    /// Sounds per batch: about 0.1–0.3 s of work for the short waves of a dat.
    static constexpr std::size_t MaxBatch = 256;
    /// Threads a batch is measured on at most (QThread::idealThreadCount() when fewer).
    static constexpr std::size_t MaxThreads = 4;

    explicit WaveLoudness(DocumentSession* session);
    ~WaveLoudness() override;

    /// A measurement, or why there is none.
    struct Measurement {
        Loudness loudness;
        QString error; ///< empty when `loudness` holds
        [[nodiscard]] bool ok() const { return error.isEmpty(); }
    };

    /// Wave `id`'s loudness, or nullptr while it is measured (then it is queued).
    [[nodiscard]] const Measurement* wave(quint32 id);
    /// A local file's loudness (decoded as AudioImport does: WAV, Ogg Vorbis, MP3), or nullptr
    /// while it is measured.
    [[nodiscard]] const Measurement* file(const QString& path);
    /// What variant `row` of `list` plays (DocumentSession::soundList()), as playOf() says: its
    /// local file, or the file or wave an applied override's `wave` line puts in its wave's
    /// place, else its wave; silence measures as silence. nullptr while measured. Neither the
    /// variant's volume nor a replacement's gain is in it (withGain() adds them).
    [[nodiscard]] const Measurement* variant(const SoundList& list, int row);
    /// The wave `id` as it plays with the session's active override: what a `wave` line of it
    /// replaces the wave with, else the wave itself (the wave page's value).
    [[nodiscard]] const Measurement* playedWave(quint32 id);
    /// What is measured for variant `row` of `list` (a replacement's line and gain included):
    /// OverridePlay's rule with the active override, Choice::First — a `wave` line with several
    /// alternatives is measured on the first that can sound, the one Play (not Roll) plays.
    [[nodiscard]] OverridePlay playOf(const SoundList& list, int row) const;
    /// The same for wave `id` wherever it plays.
    [[nodiscard]] OverridePlay playOf(quint32 id) const;
    /// The cached value without queueing anything (nullptr when not measured).
    [[nodiscard]] const Measurement* cachedWave(quint32 id) const;
    /// True while a batch runs or waits.
    [[nodiscard]] bool isBusy() const;
    /// The worker (progress, label).
    [[nodiscard]] BackgroundTask* task() const { return m_task; }

signals:
    /// A batch was measured: values asked for before may be there now.
    void measured();

private:
    struct FileStamp {
        qint64 size = -1;
        QDateTime modified;
        friend bool operator==(const FileStamp&, const FileStamp&) = default;
    };
    struct FileEntry {
        FileStamp stamp;
        Measurement measurement;
    };
    struct Batch;
    /// Measures `batch` into its results (none when cancelled), reporting base + done of total.
    /// `dat` may be null only for a batch of files (no document open).
    static void measureBatch(Batch& batch, const DatFile* dat, ProgressSink& sink, qint64 base,
                             qint64 total);
    void onChanged(const DocumentChange& change);
    [[nodiscard]] const Measurement* measure(const OverridePlay& play);
    void clear();
    void schedule();
    void startBatch();
    void finishBatch(Batch batch);
    static FileStamp stampOf(const QString& path);

    DocumentSession* m_session;
    BackgroundTask* m_task;
    std::map<quint32, Measurement> m_waves;
    QHash<QString, FileEntry> m_files;
    std::set<quint32> m_queuedWaves;
    std::set<QString> m_queuedFiles;
    std::set<quint32> m_runningWaves; ///< in the batch on the worker
    std::set<QString> m_runningFiles;
    std::set<quint32> m_staleWaves; ///< changed while measured: that result is dropped
    bool m_scheduled = false;
    qint64 m_runDone = 0;     ///< sounds measured by the batches of this run (progress)
    quint64 m_generation = 0; ///< bumped by clear(): a batch of an older one is dropped
};

} // namespace soundstage
