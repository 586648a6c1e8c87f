#include "widgets/auditioner.h"

#include "core/audio/wavedecoder.h"
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/records/wave.h"

#include <algorithm>

namespace soundstage {

using namespace Qt::StringLiterals;

Auditioner::Auditioner(PlaybackEngine& engine, QObject* parent)
    : QObject(parent)
    , m_engine(engine) {}

Auditioner::~Auditioner() = default;

void Auditioner::setDat(const DatFile* dat) {
    m_engine.stopAll();
    m_dat = dat;
    m_cache.clear();
    m_recent.clear();
    m_cacheBytes = 0;
}

void Auditioner::setCacheLimit(qint64 bytes) {
    m_cacheLimit = std::max<qint64>(0, bytes);
}

Result<PcmBufferPtr> Auditioner::wave(quint32 waveId) {
    if (const auto it = m_cache.find(waveId); it != m_cache.end()) {
        m_recent.remove(waveId);
        m_recent.push_front(waveId);
        return it->second;
    }
    if (!m_dat)
        return fail(ErrorCode::NotFound, tr("no dat is open"));
    auto bytes = m_dat->read(waveId);
    if (!bytes)
        return fail(bytes.error());
    auto record = Wave::decode(*bytes);
    if (!record)
        return fail(record.error());
    auto pcm = WaveDecoder::decode(*record);
    if (!pcm)
        return fail(pcm.error());
    const qint64 size = static_cast<qint64>((*pcm)->samples().size() * sizeof(float));
    m_cache.emplace(waveId, *pcm);
    m_recent.push_front(waveId);
    m_cacheBytes += size;
    // Evict the least recently used, never the wave just decoded.
    while (m_cacheBytes > m_cacheLimit && m_recent.size() > 1) {
        const quint32 old = m_recent.back();
        m_recent.pop_back();
        const auto it = m_cache.find(old);
        m_cacheBytes -= static_cast<qint64>(it->second->samples().size() * sizeof(float));
        m_cache.erase(it);
    }
    return *pcm;
}

void Auditioner::prefetch(quint32 waveId) {
    if (waveId != 0)
        (void)wave(waveId);
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

SoundHandle Auditioner::playWave(quint32 waveId, double volume, const Placement& placement,
                                 bool loop) {
    if (waveId == 0) {
        emit message(tr("Wave id 0: this record plays silence."));
        return 0;
    }
    auto pcm = wave(waveId);
    if (!pcm) {
        emit message(tr("Wave %1: %2").arg(hexId(waveId), pcm.error().message));
        return 0;
    }
    return playBuffer(*pcm, volume, placementFor(placement, m_preferences.effectSlider()), loop);
}

SoundHandle Auditioner::playVariant(const SoundVariant& variant, bool loop) {
    return playWave(variant.wave, static_cast<double>(variant.volume), Placement{}, loop);
}

SoundHandle Auditioner::playAmbient(quint32 waveId, double volume, const Placement& placement,
                                    bool loop) {
    if (waveId == 0)
        return 0;
    auto pcm = wave(waveId);
    if (!pcm) {
        emit message(tr("Wave %1: %2").arg(hexId(waveId), pcm.error().message));
        return 0;
    }
    return playBuffer(*pcm, volume, placementFor(placement, m_preferences.ambientSlider()), loop);
}

void Auditioner::stop(SoundHandle handle) {
    m_engine.stop(handle);
}

void Auditioner::stopAll() {
    m_engine.stopAll();
}

} // namespace soundstage
