#include "widgets/session/waveloudness.h"

#include "core/audio/audioimport.h"
#include "core/audio/wavedecoder.h"
#include "core/dat/datfile.h"
#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/records/wave.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/soundlist.h"

#include <QFileInfo>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <limits>
#include <optional>
#include <thread>

namespace soundstage {

/// One batch: what goes to the worker and what comes back.
struct WaveLoudness::Batch {
    quint64 generation = 0;
    std::vector<std::pair<quint32, std::optional<Wave>>> waves; ///< an imported wave's copy
    std::vector<std::pair<QString, FileStamp>> files;
    std::vector<Measurement> waveResults;
    std::vector<Measurement> fileResults;
};

namespace {

WaveLoudness::Measurement measurementOf(Result<Loudness> loudness) {
    if (!loudness)
        return {{}, loudness.error().message};
    return {*loudness, {}};
}

Result<Wave> readWave(const DatFile& dat, quint32 id) {
    auto bytes = dat.read(id);
    if (!bytes)
        return fail(bytes.error());
    return Wave::decode(*bytes);
}

WaveLoudness::Measurement measureWave(const DatFile& dat, quint32 id,
                                      const std::optional<Wave>& pending) {
    const Result<Wave> wave = pending ? Result<Wave>(*pending) : readWave(dat, id);
    if (!wave)
        return {{}, wave.error().message};
    auto pcm = WaveDecoder::decode(*wave);
    if (!pcm)
        return {{}, pcm.error().message};
    return measurementOf(measureLoudness(**pcm));
}

} // namespace

void WaveLoudness::measureBatch(Batch& batch, const DatFile* dat, ProgressSink& sink, qint64 base,
                                qint64 total) {
    const std::size_t waves = batch.waves.size();
    const std::size_t count = waves + batch.files.size();
    std::vector<std::optional<Measurement>> results(count);
    std::atomic<std::size_t> next{0};
    std::atomic<qint64> done{0};
    // Sound by sound from a shared counter, on up to MaxThreads threads (the dat's reads are
    // thread-safe; each measurement has its own libebur128 state); only this thread reports.
    const auto work = [&](bool reports) {
        while (!sink.cancelled()) {
            const std::size_t i = next.fetch_add(1);
            if (i >= count)
                return;
            if (i < waves) {
                results[i] = measureWave(*dat, batch.waves[i].first, batch.waves[i].second);
            } else {
                auto pcm = AudioImport::decodeFile(batch.files[i - waves].first);
                results[i] = pcm ? measurementOf(measureLoudness(**pcm))
                                 : Measurement{{}, pcm.error().message};
            }
            const qint64 finished = done.fetch_add(1) + 1;
            if (reports)
                sink.report(base + finished, total);
        }
    };
    {
        const auto threads = static_cast<std::size_t>(
            std::clamp(QThread::idealThreadCount(), 1, static_cast<int>(MaxThreads)));
        std::vector<std::jthread> helpers;
        for (std::size_t t = 1; t < std::min(threads, count); ++t)
            helpers.emplace_back(work, false);
        work(true);
    } // the helpers joined
    if (sink.cancelled())
        return; // nothing of a cancelled batch lands
    sink.report(base + static_cast<qint64>(count), total);
    for (std::size_t i = 0; i < count; ++i) {
        if (i < waves)
            batch.waveResults.push_back(std::move(*results[i]));
        else
            batch.fileResults.push_back(std::move(*results[i]));
    }
}

WaveLoudness::WaveLoudness(DocumentSession* session)
    : QObject(session)
    , m_session(session)
    , m_task(new BackgroundTask(this)) {
    connect(session, &DocumentSession::changed, this, &WaveLoudness::onChanged);
    connect(session, &DocumentSession::documentReplaced, this, &WaveLoudness::clear);
}

WaveLoudness::~WaveLoudness() = default;

const WaveLoudness::Measurement* WaveLoudness::cachedWave(quint32 id) const {
    const auto found = m_waves.find(id);
    return found == m_waves.end() ? nullptr : &found->second;
}

const WaveLoudness::Measurement* WaveLoudness::wave(quint32 id) {
    if (const Measurement* known = cachedWave(id))
        return known;
    if (m_session->document() && !m_runningWaves.contains(id)) {
        m_queuedWaves.insert(id);
        schedule();
    }
    return nullptr;
}

const WaveLoudness::Measurement* WaveLoudness::file(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const auto found = m_files.constFind(absolute);
    if (found != m_files.constEnd() && found->stamp == stampOf(absolute))
        return &found->measurement;
    if (!m_runningFiles.contains(absolute)) {
        m_queuedFiles.insert(absolute);
        schedule();
    }
    return nullptr;
}

OverridePlay WaveLoudness::playOf(const SoundList& list, int row) const {
    if (row < 0 || row >= static_cast<int>(list.variants.size()))
        return {};
    RetailRandom random; // Choice::First draws nothing
    CrtRandom crt;
    return OverridePlay::resolve(m_session->activeOverride().get(),
                                 list.variants[static_cast<std::size_t>(row)].wave,
                                 list.localFile(row), OverridePlay::Choice::First, random, crt);
}

OverridePlay WaveLoudness::playOf(quint32 id) const {
    RetailRandom random;
    CrtRandom crt;
    return OverridePlay::resolve(m_session->activeOverride().get(), id, {},
                                 OverridePlay::Choice::First, random, crt);
}

const WaveLoudness::Measurement* WaveLoudness::measure(const OverridePlay& play) {
    switch (play.kind) {
    case OverridePlay::Kind::File:
        return file(play.file);
    case OverridePlay::Kind::Wave:
        return wave(play.wave);
    case OverridePlay::Kind::Silence:
        break;
    }
    static const Measurement silence = [] {
        constexpr double None = -std::numeric_limits<double>::infinity();
        return Measurement{{None, None, None, None, 0.0, true}, {}};
    }();
    return &silence;
}

const WaveLoudness::Measurement* WaveLoudness::variant(const SoundList& list, int row) {
    if (row < 0 || row >= static_cast<int>(list.variants.size()))
        return nullptr;
    return measure(playOf(list, row));
}

const WaveLoudness::Measurement* WaveLoudness::playedWave(quint32 id) {
    return measure(playOf(id));
}

bool WaveLoudness::isBusy() const {
    return m_task->isRunning() || !m_queuedWaves.empty() || !m_queuedFiles.empty();
}

WaveLoudness::FileStamp WaveLoudness::stampOf(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists())
        return {};
    return {info.size(), info.lastModified()};
}

void WaveLoudness::onChanged(const DocumentChange& change) {
    if (change.kind != DocumentChange::Kind::Reset || change.scope == DocumentChange::Scope::Odds)
        return;
    if (change.scope != DocumentChange::Scope::Wave) {
        clear();
        return;
    }
    m_waves.erase(change.record);
    if (m_runningWaves.contains(change.record))
        m_staleWaves.insert(change.record);
}

void WaveLoudness::clear() {
    ++m_generation;
    m_task->cancel();
    m_waves.clear();
    m_queuedWaves.clear();
    m_runningWaves.clear();
    m_runningFiles.clear();
    m_staleWaves.clear();
    m_runDone = 0;
    // Local files do not belong to the document: their results stay (stamped).
    emit measured();
}

void WaveLoudness::schedule() {
    if (m_scheduled || m_task->isRunning())
        return;
    // Every request of this turn of the event loop (a whole grid's rows) in one batch.
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        startBatch();
    });
}

void WaveLoudness::startBatch() {
    const Document* document = m_session->document();
    if (m_task->isRunning() || (m_queuedWaves.empty() && m_queuedFiles.empty()))
        return;
    if (!document)
        m_queuedWaves.clear();
    Batch batch;
    batch.generation = m_generation;
    // At most MaxBatch sounds per batch: what is measured shows while the rest is measured.
    while (!m_queuedWaves.empty() && batch.waves.size() < MaxBatch) {
        const quint32 id = *m_queuedWaves.begin();
        m_queuedWaves.erase(m_queuedWaves.begin());
        const auto pending = document->newWaves().find(id);
        batch.waves.emplace_back(id, pending == document->newWaves().end()
                                         ? std::nullopt
                                         : std::optional<Wave>(pending->second));
        m_runningWaves.insert(id);
    }
    while (!m_queuedFiles.empty() && batch.waves.size() + batch.files.size() < MaxBatch) {
        const QString path = *m_queuedFiles.begin();
        m_queuedFiles.erase(m_queuedFiles.begin());
        batch.files.emplace_back(path, stampOf(path));
        m_runningFiles.insert(path);
    }
    // Progress over the whole run of batches: what earlier batches measured, this one, and what
    // still waits (a view asking for more meanwhile raises the total).
    const auto size = static_cast<qint64>(batch.waves.size() + batch.files.size());
    const qint64 base = m_runDone;
    const qint64 total =
        base + size + static_cast<qint64>(m_queuedWaves.size() + m_queuedFiles.size());
    auto dat = document ? document->sharedDat() : nullptr;
    m_task->start(
        tr("Measuring loudness…"),
        [batch = std::move(batch), dat = std::move(dat), base, total](ProgressSink& sink) mutable {
            measureBatch(batch, dat.get(), sink, base, total);
            return batch;
        },
        [this](Batch result) { finishBatch(std::move(result)); });
}

void WaveLoudness::finishBatch(Batch batch) {
    if (batch.generation != m_generation)
        return;
    for (std::size_t i = 0; i < batch.waveResults.size(); ++i) {
        const quint32 id = batch.waves[i].first;
        m_runningWaves.erase(id);
        if (!m_staleWaves.erase(id))
            m_waves.insert_or_assign(id, std::move(batch.waveResults[i]));
    }
    for (std::size_t i = 0; i < batch.fileResults.size(); ++i) {
        const auto& [path, stamp] = batch.files[i];
        m_runningFiles.erase(path);
        m_files.insert(path, FileEntry{stamp, std::move(batch.fileResults[i])});
    }
    m_runningWaves.clear();
    m_runningFiles.clear();
    m_staleWaves.clear();
    m_runDone += static_cast<qint64>(batch.waves.size() + batch.files.size());
    if (m_queuedWaves.empty() && m_queuedFiles.empty())
        m_runDone = 0;
    emit measured();
    startBatch(); // the rest of the queue, and what was asked for meanwhile
}

} // namespace soundstage
