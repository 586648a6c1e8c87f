#include "widgets/audition/auditioner.h"

#include "widgets/session/documentsession.h"

#include "core/audio/audioimport.h"
#include "core/audio/wavedecoder.h"
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/document/document.h"
#include "core/override/overrideplay.h"
#include "core/records/wave.h"
#include "widgets/audition/localfiledecoder.h"

#include <QFileInfo>
#include <QSet>
#include <QTimer>

#include <algorithm>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {

QString waveKey(quint32 waveId) {
    return u"w:"_s + hexId(waveId);
}

QString fileKey(const QString& path) {
    return u"f:"_s + path;
}

qint64 bytesOf(const PcmBufferPtr& pcm) {
    return static_cast<qint64>(pcm->samples().size() * sizeof(float));
}

/// Pending handles live in a range of their own, far above the engine's.
constexpr SoundHandle PendingBit = SoundHandle{1} << 62;
/// Most local files setOverride() pre-decodes (the cache holds 64 MiB by default).
constexpr int MaxPredecodedFiles = 32;

} // namespace

Auditioner::Auditioner(PlaybackEngine& engine, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
    , m_decoder(
          new LocalFileDecoder([this](const QString& path, const Result<DecodedFile>& result,
                                      QThread* worker) { onFileDecoded(path, result, worker); },
                               &engine, this)) {}

Auditioner::~Auditioner() = default;

void Auditioner::setDocument(const Document* document) {
    setDat(document ? &document->dat() : nullptr);
    m_document = document;
}

void Auditioner::forgetWave(quint32 waveId) {
    const QString key = waveKey(waveId);
    if (!m_cache.contains(key))
        return;
    forget(key);
    m_recent.remove(key);
}

void Auditioner::setDat(const DatFile* dat) {
    m_engine.stopAll();
    m_dat = dat;
    m_document = nullptr;
    m_cache.clear();
    m_peaks.clear();
    m_recent.clear();
    m_cacheBytes = 0;
}

void Auditioner::setOverride(std::shared_ptr<const OverridePreview> preview) {
    // Bypassing and restoring the same preview (A/B) keeps its decoded files; another file (or
    // the same one applied again) may name files changed on disk since.
    if (preview && preview != m_filesOf) {
        m_decoder->cancelAll();
        std::erase_if(m_pending, [](const Pending& p) { return !p.sound.file.isEmpty(); });
        clearFiles();
        m_undecodable.clear();
        m_filesOf = preview;
    }
    m_override = std::move(preview);
    m_random.seed(1);
    m_crt.srand(1);
    predecode();
}

void Auditioner::predecode() {
    if (!m_override)
        return;
    QStringList paths;
    for (const OverrideApply::LocalSource& source : m_override->report.localSources)
        paths << source.path;
    for (const OverrideEntry* entry : m_override->waveReplacements())
        for (const OverrideAlternative& a : entry->alternatives)
            if (!a.isWave())
                paths << m_override->resolve(a);
    paths.removeDuplicates();
    for (const QString& path : paths.mid(0, MaxPredecodedFiles))
        requestFile(path, true);
}

void Auditioner::requestFile(const QString& path, bool background) {
    if (m_cache.contains(fileKey(path)))
        return;
    m_decoder->request(path, background ? LocalFileDecoder::Priority::Background
                                        : LocalFileDecoder::Priority::Play);
}

bool Auditioner::isFileDecoding(const QString& path) const {
    return m_decoder->isDecoding(path);
}

void Auditioner::onFileDecoded(const QString& path, const Result<DecodedFile>& result,
                               QThread* worker) {
    m_lastDecodeThread = worker;
    m_lastDecodePrepared = result && result->prepared;
    if (result && !m_cache.contains(fileKey(path))) {
        store(fileKey(path), result->pcm);
        // store() may have evicted it at once (a file larger than the whole cache).
        if (m_cache.contains(fileKey(path)))
            m_peaks.insert(fileKey(path), result->peaks);
    }
    if (!result)
        m_undecodable.insert(path, result.error());
    std::vector<Pending> ready;
    for (auto it = m_pending.begin(); it != m_pending.end();) {
        if (it->sound.file == path) {
            ready.push_back(std::move(*it));
            it = m_pending.erase(it);
        } else {
            ++it;
        }
    }
    // The waveform refreshes first, so a transport starting its cursor knows the length.
    emit fileDecoded(path, result.has_value());
    for (Pending& p : ready) {
        if (!result) {
            emit message(
                tr("local file %1: %2").arg(QFileInfo(path).fileName(), result.error().message));
            emit pendingStarted(p.ticket, 0);
            continue;
        }
        p.sound.pcm = result->pcm;
        p.sound.peaks = result->peaks;
        p.sound.pending = false;
        const SoundHandle h = playSound(p.sound, p.volume, p.placement, p.loop, p.ambient);
        emit pendingStarted(p.ticket, h);
    }
}

void Auditioner::clearFiles() {
    for (auto it = m_recent.begin(); it != m_recent.end();) {
        if (it->startsWith(u"f:")) {
            forget(*it);
            it = m_recent.erase(it);
        } else {
            ++it;
        }
    }
}

void Auditioner::setCacheLimit(qint64 bytes) {
    m_cacheLimit = std::max<qint64>(0, bytes);
}

bool Auditioner::isCached(quint32 waveId) const {
    return m_cache.contains(waveKey(waveId));
}

bool Auditioner::isFileCached(const QString& path) const {
    return m_cache.contains(fileKey(path));
}

PcmBufferPtr Auditioner::cached(const QString& key) {
    const auto it = m_cache.constFind(key);
    if (it == m_cache.constEnd())
        return nullptr;
    m_recent.remove(key);
    m_recent.push_front(key);
    return it.value();
}

void Auditioner::store(const QString& key, const PcmBufferPtr& pcm) {
    m_cache.insert(key, pcm);
    m_recent.push_front(key);
    m_cacheBytes += bytesOf(pcm);
    // Evict the least recently used, never the sound just decoded.
    while (m_cacheBytes > m_cacheLimit && m_recent.size() > 1) {
        const QString old = m_recent.back();
        m_recent.pop_back();
        forget(old);
    }
}

void Auditioner::forget(const QString& key) {
    m_cacheBytes -= bytesOf(m_cache.value(key));
    m_cache.remove(key);
    m_peaks.remove(key);
}

Result<PcmBufferPtr> Auditioner::wave(quint32 waveId) {
    const QString key = waveKey(waveId);
    if (PcmBufferPtr pcm = cached(key))
        return pcm;
    if (!m_dat)
        return fail(ErrorCode::NotFound, tr("no dat is open"));
    // The document also knows the waves imported but not saved yet.
    const auto record = [&]() -> Result<Wave> {
        if (m_document)
            return m_document->waveRecord(waveId);
        auto bytes = m_dat->read(waveId);
        if (!bytes)
            return fail(bytes.error());
        return Wave::decode(*bytes);
    }();
    if (!record)
        return fail(record.error());
    auto pcm = WaveDecoder::decode(*record);
    if (!pcm)
        return fail(pcm.error());
    store(key, *pcm);
    return *pcm;
}

Result<PcmBufferPtr> Auditioner::localFile(const QString& path) {
    const QString key = fileKey(path);
    if (PcmBufferPtr pcm = cached(key))
        return pcm;
    // Joins a decode that runs (pre-decoding) instead of decoding the file twice.
    auto decoded = m_decoder->wait(path);
    if (!decoded)
        return fail(decoded.error().inFile(path));
    if (PcmBufferPtr kept = cached(key))
        return kept;
    return decoded->pcm;
}

Result<PcmBufferPtr> Auditioner::fileSound(Sound& sound, Decode decode) {
    if (PcmBufferPtr pcm = cached(fileKey(sound.file))) {
        sound.pcm = pcm;
        sound.peaks = m_peaks.value(fileKey(sound.file));
        return pcm;
    }
    if (const auto failed = m_undecodable.constFind(sound.file); failed != m_undecodable.cend())
        return fail(*failed);
    if (decode == Decode::Async) {
        // A missing or unreadable file fails at once, with the reader's own words.
        if (!QFileInfo(sound.file).isFile())
            return fail(AudioImport::decodeFile(sound.file).error().inFile(sound.file));
        requestFile(sound.file);
        sound.pending = true;
        return PcmBufferPtr{};
    }
    auto pcm = localFile(sound.file);
    if (!pcm)
        return fail(pcm.error());
    sound.pcm = *pcm;
    sound.peaks = m_peaks.value(fileKey(sound.file));
    return *pcm;
}

void Auditioner::prefetch(quint32 waveId) {
    if (waveId != 0)
        (void)wave(waveId);
}

Result<Auditioner::Sound> Auditioner::waveSound(quint32 waveId, Choice choice, Decode decode) {
    Sound sound;
    sound.wave = waveId;
    sound.label = hexId(waveId);
    // What plays in the wave's place is the rule OverridePlay states (shared with the CLI's
    // render --override); here it is decoded and labelled.
    const OverridePlay play = OverridePlay::resolve(
        m_override.get(), waveId, {},
        choice == Choice::Roll ? OverridePlay::Choice::Roll : OverridePlay::Choice::First, m_random,
        m_crt, m_session ? m_session->fpuModel() : FpuModel::Single);
    if (play.line == 0) {
        if (waveId == 0) {
            sound.label = tr("wave 0 (silence)");
            return sound;
        }
        auto pcm = wave(waveId);
        if (!pcm)
            return fail(pcm.error());
        sound.pcm = *pcm;
        return sound;
    }

    sound.overrideLine = play.line;
    sound.wave = 0;
    sound.gain = play.gain;
    switch (play.kind) {
    case OverridePlay::Kind::Silence:
        if (play.alternative >= 0) { // the line's silent alternative (wave 0) was chosen
            sound.label = hexId(0);
            return sound;
        }
        sound.label = play.silencedByLine
                          ? tr("silence (line %1 silences %2)").arg(play.line).arg(hexId(waveId))
                          : tr("silence (line %1 replaces %2; its roll was silent)")
                                .arg(play.line)
                                .arg(hexId(waveId));
        return sound;
    case OverridePlay::Kind::Wave: {
        sound.wave = play.wave;
        sound.label = hexId(play.wave);
        auto pcm = wave(play.wave);
        if (!pcm)
            return fail(pcm.error().code,
                        tr("override line %1 replaces %2 with %3: %4")
                            .arg(play.line)
                            .arg(hexId(waveId), hexId(play.wave), pcm.error().message));
        sound.pcm = *pcm;
        return sound;
    }
    case OverridePlay::Kind::File:
        break;
    }
    sound.file = play.file;
    sound.label = QFileInfo(sound.file).fileName();
    auto pcm = fileSound(sound, decode);
    if (!pcm)
        return fail(pcm.error().code, tr("override line %1 replaces %2 with %3: %4")
                                          .arg(play.line)
                                          .arg(hexId(waveId), sound.label, pcm.error().message));
    return sound;
}

Result<Auditioner::Sound> Auditioner::variantSound(const SoundVariant& variant,
                                                   const QString& localFilePath, Choice choice,
                                                   Decode decode) {
    if (localFilePath.isEmpty())
        return waveSound(variant.wave, choice, decode);
    Sound sound;
    sound.file = localFilePath;
    sound.label = QFileInfo(localFilePath).fileName();
    auto pcm = fileSound(sound, decode);
    if (!pcm)
        return fail(pcm.error().code,
                    tr("local file %1: %2").arg(sound.label, pcm.error().message));
    return sound;
}

Placement Auditioner::placementFor(const Placement& geometry, double slider) const {
    Placement p = m_preferences.placement();
    p.source = geometry.source;
    p.listener = geometry.listener;
    p.listenerHeadingDegrees = geometry.listenerHeadingDegrees;
    p.retailPreference = slider;
    return p;
}

SoundHandle Auditioner::playBuffer(const PcmBufferPtr& buffer, double volume,
                                   const Placement& placement, bool loop) {
    if (!m_engine.hasOutput()) {
        emit message(m_engine.status());
        return 0;
    }
    const SoundHandle h = m_engine.play(buffer, placement, volume, loop);
    if (h == 0)
        emit message(tr("Not started: the sound would be dropped (inaudible, or no free voice)."));
    return h;
}

SoundHandle Auditioner::playSound(const Sound& sound, double volume, const Placement& placement,
                                  bool loop, bool ambient) {
    m_lastSound = sound;
    if (sound.pending) {
        if (PcmBufferPtr pcm = cached(fileKey(sound.file))) {
            Sound ready = sound;
            ready.pcm = pcm;
            ready.peaks = m_peaks.value(fileKey(sound.file));
            ready.pending = false;
            return playSound(ready, volume, placement, loop, ambient);
        }
        const SoundHandle ticket = PendingBit | m_nextTicket++;
        m_pending.push_back(Pending{ticket, sound, volume, placement, loop, ambient});
        QTimer::singleShot(DecodingNoticeMs, this, [this, ticket, label = sound.label] {
            if (isPending(ticket))
                emit message(decodingMessage(label));
        });
        return ticket;
    }
    if (sound.silent()) {
        emit message(tr("Nothing plays: %1.").arg(sound.label));
        return 0;
    }
    const double slider = ambient ? m_preferences.ambientSlider() : m_preferences.effectSlider();
    return playBuffer(sound.pcm, volume * sound.gain, placementFor(placement, slider), loop);
}

SoundHandle Auditioner::playWave(quint32 waveId, double volume, const Placement& placement,
                                 bool loop) {
    if (waveId == 0) {
        emit message(tr("Wave id 0: this record plays silence."));
        return 0;
    }
    auto sound = waveSound(waveId, Choice::Roll, Decode::Async);
    if (!sound) {
        emit message(tr("Wave %1: %2").arg(hexId(waveId), sound.error().message));
        return 0;
    }
    return playSound(*sound, volume, placement, loop);
}

SoundHandle Auditioner::playVariant(const SoundVariant& variant, bool loop) {
    if (variant.wave == 0) {
        emit message(tr("Wave id 0: this record plays silence."));
        return 0;
    }
    auto pcm = wave(variant.wave);
    if (!pcm) {
        emit message(tr("Wave %1: %2").arg(hexId(variant.wave), pcm.error().message));
        return 0;
    }
    return playBuffer(*pcm, static_cast<double>(variant.volume),
                      placementFor(Placement{}, m_preferences.effectSlider()), loop);
}

SoundHandle Auditioner::playAmbient(quint32 waveId, double volume, const Placement& placement,
                                    bool loop) {
    if (waveId == 0)
        return 0;
    auto sound = waveSound(waveId, Choice::Roll, Decode::Async);
    if (!sound) {
        emit message(tr("Wave %1: %2").arg(hexId(waveId), sound.error().message));
        return 0;
    }
    return playSound(*sound, volume, placement, loop, true);
}

QString Auditioner::decodingMessage(const QString& label) {
    return tr("Decoding %1…").arg(label);
}

bool Auditioner::isPending(SoundHandle handle) const {
    return (handle & PendingBit) != 0 && std::ranges::any_of(m_pending, [handle](const Pending& p) {
               return p.ticket == handle;
           });
}

bool Auditioner::isActive(SoundHandle handle) const {
    if (handle == 0)
        return false;
    return (handle & PendingBit) != 0 ? isPending(handle) : m_engine.isPlaying(handle);
}

void Auditioner::stop(SoundHandle handle) {
    if ((handle & PendingBit) != 0) {
        std::erase_if(m_pending, [handle](const Pending& p) { return p.ticket == handle; });
        return;
    }
    m_engine.stop(handle);
}

void Auditioner::stopAll() {
    m_pending.clear();
    m_engine.stopAll();
}

} // namespace soundstage
