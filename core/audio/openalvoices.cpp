#include "core/audio/openalvoices.h"

#include "core/audio/openaldevice.h"
#include "core/audio/retailmix.h"

#include <AL/alext.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <span>

namespace soundstage {

namespace {

// Idle cached OpenAL copies of buffers kept for replaying; the oldest beyond this are freed.
constexpr size_t kMaxIdleBuffers = 32;
// Positions are floats in OpenAL: keep far-away sources inside its range, direction intact.
constexpr double kMaxPositionMetres = 1.0e15;

bool finite(double value) {
    return std::isfinite(value);
}

bool finite(const Vec3& v) {
    return finite(v.x) && finite(v.y) && finite(v.z);
}

ALenum alDistanceModelOf(DistanceModel model) {
    switch (model) {
    case DistanceModel::InverseClamped:
        return AL_INVERSE_DISTANCE_CLAMPED;
    case DistanceModel::LinearClamped:
        return AL_LINEAR_DISTANCE_CLAMPED;
    case DistanceModel::ExponentClamped:
        return AL_EXPONENT_DISTANCE_CLAMPED;
    }
    return AL_INVERSE_DISTANCE_CLAMPED;
}

// The source position in OpenAL's listener space (+x right, +y up, −z ahead) for a listener
// at the origin facing its compass heading.
std::array<float, 3> listenerRelative(const Placement& p) {
    const double dx = p.source.x - p.listener.x;
    const double dy = p.source.y - p.listener.y;
    const double dz = p.source.z - p.listener.z;
    const double heading = p.listenerHeadingDegrees * std::numbers::pi / 180.0;
    const double ahead = dx * std::sin(heading) + dy * std::cos(heading);
    const double right = dx * std::cos(heading) - dy * std::sin(heading);
    double x = right;
    double y = dz;
    double z = -ahead;
    const double length = std::sqrt(x * x + y * y + z * z);
    if (length > kMaxPositionMetres) {
        const double scale = kMaxPositionMetres / length;
        x *= scale;
        y *= scale;
        z *= scale;
    }
    return {static_cast<float>(x), static_cast<float>(y), static_cast<float>(z)};
}

} // namespace

OpenAlVoices::OpenAlVoices(const OpenAlDevice& device)
    : m_device(device) {}

bool OpenAlVoices::placementValid(const Placement& p, double gain) {
    if (!finite(p.source) || !finite(p.listener) || !finite(p.listenerHeadingDegrees) ||
        !finite(gain) || !finite(p.retailPreference))
        return false;
    if (p.mode == PlacementMode::OpenAl)
        return finite(p.referenceDistance) && p.referenceDistance >= 0.0 && finite(p.maxDistance) &&
               p.maxDistance >= 0.0 && finite(p.rolloffFactor) && p.rolloffFactor >= 0.0;
    return true;
}

void OpenAlVoices::stop(SoundHandle handle) {
    if (handle == 0)
        return;
    for (size_t i = 0; i < m_voices.size(); ++i) {
        if (m_voices[i].handle == handle) {
            releaseVoiceAt(i);
            return;
        }
    }
}

void OpenAlVoices::stopAll() {
    while (!m_voices.empty())
        releaseVoiceAt(m_voices.size() - 1);
}

bool OpenAlVoices::isPlaying(SoundHandle handle) {
    return findLiveVoice(handle) != npos;
}

int OpenAlVoices::playingCount() {
    reapFinished();
    return static_cast<int>(m_voices.size());
}

void OpenAlVoices::tidy() {
    reapFinished();
    trimBufferCache();
}

bool OpenAlVoices::isCached(const PcmBuffer* pcm) {
    return findCached(pcm) != nullptr;
}

bool OpenAlVoices::upload(const PcmBufferPtr& pcm, const std::array<ChannelData, 2>* converted) {
    return buffersFor(pcm, converted) != nullptr;
}

void OpenAlVoices::releaseAll(bool hasContext) {
    if (hasContext) {
        for (const Voice& voice : m_voices)
            alSourceStopv(2, voice.sources.data());
        for (const Voice& voice : m_voices)
            alDeleteSources(2, voice.sources.data());
        if (!m_freeSources.empty())
            alDeleteSources(static_cast<ALsizei>(m_freeSources.size()), m_freeSources.data());
        for (const CachedBuffer& b : m_buffers) {
            alDeleteBuffers(1, &b.left);
            if (b.right != b.left)
                alDeleteBuffers(1, &b.right);
        }
    }
    m_voices.clear();
    m_freeSources.clear();
    m_buffers.clear();
}

void OpenAlVoices::releaseVoiceAt(size_t index) {
    Voice& voice = m_voices[index];
    alSourceStopv(2, voice.sources.data());
    for (ALuint source : voice.sources) {
        alSourcei(source, AL_BUFFER, 0);
        m_freeSources.push_back(source);
    }
    m_voices.erase(m_voices.begin() + static_cast<std::ptrdiff_t>(index));
}

bool OpenAlVoices::voiceFinished(const Voice& voice) const {
    for (ALuint source : voice.sources) {
        ALint state = AL_STOPPED;
        alGetSourcei(source, AL_SOURCE_STATE, &state);
        if (state == AL_PLAYING || state == AL_PAUSED)
            return false;
    }
    return true;
}

void OpenAlVoices::reapFinished() {
    for (size_t i = m_voices.size(); i-- > 0;) {
        if (voiceFinished(m_voices[i]))
            releaseVoiceAt(i);
    }
}

size_t OpenAlVoices::findLiveVoice(SoundHandle handle) {
    if (handle == 0)
        return npos;
    for (size_t i = 0; i < m_voices.size(); ++i) {
        if (m_voices[i].handle != handle)
            continue;
        if (voiceFinished(m_voices[i])) {
            releaseVoiceAt(i);
            return npos;
        }
        return i;
    }
    return npos;
}

bool OpenAlVoices::usedByVoice(const PcmBuffer* key) const {
    return std::any_of(m_voices.begin(), m_voices.end(),
                       [key](const Voice& v) { return v.buffer.get() == key; });
}

void OpenAlVoices::deleteCached(size_t index) {
    const CachedBuffer& b = m_buffers[index];
    alDeleteBuffers(1, &b.left);
    if (b.right != b.left)
        alDeleteBuffers(1, &b.right);
    m_buffers.erase(m_buffers.begin() + static_cast<std::ptrdiff_t>(index));
}

void OpenAlVoices::trimBufferCache() {
    for (size_t i = m_buffers.size(); i-- > 0;) {
        if (m_buffers[i].owner.expired())
            deleteCached(i);
    }
    std::vector<size_t> idle;
    for (size_t i = 0; i < m_buffers.size(); ++i) {
        if (!usedByVoice(m_buffers[i].key))
            idle.push_back(i);
    }
    if (idle.size() <= kMaxIdleBuffers)
        return;
    std::sort(idle.begin(), idle.end(),
              [this](size_t a, size_t b) { return m_buffers[a].lastUse < m_buffers[b].lastUse; });
    idle.resize(idle.size() - kMaxIdleBuffers);
    std::sort(idle.begin(), idle.end(), std::greater<>());
    for (size_t index : idle)
        deleteCached(index);
}

OpenAlVoices::ChannelData OpenAlVoices::convertChannel(const PcmBuffer& pcm, int channel,
                                                       bool asFloat) {
    const qint64 frames = pcm.frames();
    const int channels = pcm.channels();
    const std::span<const float> samples = pcm.samples();
    ChannelData data;
    if (asFloat) {
        data.floats.resize(static_cast<size_t>(frames));
        for (qint64 f = 0; f < frames; ++f)
            data.floats[static_cast<size_t>(f)] =
                samples[static_cast<size_t>(f * channels + channel)];
    } else {
        data.shorts.resize(static_cast<size_t>(frames));
        for (qint64 f = 0; f < frames; ++f) {
            const float s = samples[static_cast<size_t>(f * channels + channel)];
            data.shorts[static_cast<size_t>(f)] =
                static_cast<qint16>(std::lround(std::clamp(s, -1.0f, 1.0f) * 32767.0f));
        }
    }
    return data;
}

ALuint OpenAlVoices::uploadChannel(const ChannelData& data, int sampleRate) {
    ALuint id = 0;
    alGetError();
    alGenBuffers(1, &id);
    if (alGetError() != AL_NO_ERROR)
        return 0;
    if (!data.floats.empty())
        alBufferData(id, AL_FORMAT_MONO_FLOAT32, data.floats.data(),
                     static_cast<ALsizei>(data.floats.size() * sizeof(float)), sampleRate);
    else
        alBufferData(id, AL_FORMAT_MONO16, data.shorts.data(),
                     static_cast<ALsizei>(data.shorts.size() * sizeof(qint16)), sampleRate);
    if (alGetError() != AL_NO_ERROR) {
        alDeleteBuffers(1, &id);
        return 0;
    }
    return id;
}

bool OpenAlVoices::uploadable(const PcmBuffer& pcm) {
    const qint64 maxFrames = std::numeric_limits<ALsizei>::max() / qint64(sizeof(float));
    return !pcm.isEmpty() && pcm.frames() <= maxFrames;
}

OpenAlVoices::CachedBuffer* OpenAlVoices::findCached(const PcmBuffer* key) {
    for (CachedBuffer& b : m_buffers) {
        if (b.key == key) {
            b.lastUse = ++m_useCounter;
            return &b;
        }
    }
    return nullptr;
}

const OpenAlVoices::CachedBuffer*
OpenAlVoices::buffersFor(const PcmBufferPtr& pcm, const std::array<ChannelData, 2>* converted) {
    trimBufferCache();
    if (CachedBuffer* b = findCached(pcm.get()))
        return b;
    if (!uploadable(*pcm))
        return nullptr;
    const auto channel = [&](int c) {
        return converted
                   ? uploadChannel((*converted)[static_cast<size_t>(c)], pcm->sampleRate())
                   : uploadChannel(convertChannel(*pcm, c, m_device.hasFloat()), pcm->sampleRate());
    };
    CachedBuffer entry;
    entry.key = pcm.get();
    entry.owner = pcm;
    entry.lastUse = ++m_useCounter;
    entry.left = channel(0);
    if (!entry.left)
        return nullptr;
    if (pcm->channels() >= 2) {
        entry.right = channel(1);
        if (!entry.right) {
            alDeleteBuffers(1, &entry.left);
            return nullptr;
        }
    } else {
        entry.right = entry.left;
    }
    m_buffers.push_back(entry);
    return &m_buffers.back();
}

bool OpenAlVoices::takeSources(std::array<ALuint, 2>& sources) {
    if (m_voices.size() >= static_cast<size_t>(std::max(1, m_device.options().maxVoices)))
        return false;
    while (m_freeSources.size() < 2) {
        ALuint id = 0;
        alGetError();
        alGenSources(1, &id);
        if (alGetError() != AL_NO_ERROR)
            return false;
        m_freeSources.push_back(id);
    }
    sources[1] = m_freeSources.back();
    m_freeSources.pop_back();
    sources[0] = m_freeSources.back();
    m_freeSources.pop_back();
    return true;
}

void OpenAlVoices::applyPlacement(const Voice& voice, const Placement& p, double gain) {
    const ALuint left = voice.sources[0];
    const ALuint right = voice.sources[1];
    const bool stereo = voice.buffer->channels() >= 2;
    std::array<float, 2> gains{};
    if (p.mode == PlacementMode::OpenAl) {
        const std::array<float, 3> pos = listenerRelative(p);
        const float g = static_cast<float>(std::clamp(gain, 0.0, 1.0));
        gains = stereo ? std::array<float, 2>{g * 0.5f, g * 0.5f} : std::array<float, 2>{g, 0.0f};
        for (ALuint source : voice.sources) {
            alSourcei(source, AL_SOURCE_RELATIVE, AL_TRUE);
            alSource3f(source, AL_POSITION, pos[0], pos[1], pos[2]);
            if (m_device.hasSourceDistanceModel())
                alSourcei(source, AL_DISTANCE_MODEL, alDistanceModelOf(p.distanceModel));
            alSourcef(source, AL_REFERENCE_DISTANCE,
                      static_cast<float>(std::min(p.referenceDistance, 1.0e30)));
            alSourcef(source, AL_MAX_DISTANCE, static_cast<float>(std::min(p.maxDistance, 1.0e30)));
            alSourcef(source, AL_ROLLOFF_FACTOR,
                      static_cast<float>(std::min(p.rolloffFactor, 1.0e30)));
        }
    } else {
        if (p.mode == PlacementMode::Retail) {
            const RetailMix mix = computeRetailMix(p, gain);
            if (mix.audible)
                gains = {static_cast<float>(mix.leftGain), static_cast<float>(mix.rightGain)};
        } else {
            const float g = static_cast<float>(std::clamp(gain, 0.0, 1.0));
            gains = {g, g};
        }
        // Hard left and hard right, unattenuated: OpenAL's pan at ±90° puts the whole
        // signal in one channel, so the channel gains are exactly the source gains.
        alSource3f(left, AL_POSITION, -1.0f, 0.0f, 0.0f);
        alSource3f(right, AL_POSITION, 1.0f, 0.0f, 0.0f);
        for (ALuint source : voice.sources) {
            alSourcei(source, AL_SOURCE_RELATIVE, AL_TRUE);
            if (m_device.hasSourceDistanceModel())
                alSourcei(source, AL_DISTANCE_MODEL, AL_NONE);
            alSourcef(source, AL_ROLLOFF_FACTOR, 0.0f);
            alSourcef(source, AL_REFERENCE_DISTANCE, 1.0f);
        }
    }
    alSourcef(left, AL_GAIN, gains[0]);
    alSourcef(right, AL_GAIN, gains[1]);
}

SoundHandle OpenAlVoices::play(PcmBufferPtr buffer, const Placement& placement, double gain,
                               bool loop) {
    reapFinished();
    if (!buffer || buffer->isEmpty() || !placementValid(placement, gain))
        return 0;
    if (placement.mode == PlacementMode::Retail && !computeRetailMix(placement, gain).audible)
        return 0;
    const CachedBuffer* cached = buffersFor(buffer);
    if (!cached)
        return 0;
    const ALuint bufferIds[2] = {cached->left, cached->right};
    Voice voice;
    if (!takeSources(voice.sources))
        return 0;
    voice.buffer = std::move(buffer);
    voice.handle = m_nextHandle++;
    alGetError();
    for (int i = 0; i < 2; ++i) {
        const ALuint source = voice.sources[static_cast<size_t>(i)];
        alSourcei(source, AL_BUFFER, static_cast<ALint>(bufferIds[i]));
        alSourcei(source, AL_LOOPING, loop ? AL_TRUE : AL_FALSE);
        alSourcef(source, AL_PITCH, 1.0f);
        if (m_device.resamplerIndex() >= 0)
            alSourcei(source, AL_SOURCE_RESAMPLER_SOFT, m_device.resamplerIndex());
    }
    applyPlacement(voice, placement, gain);
    alSourcePlayv(2, voice.sources.data());
    m_voices.push_back(std::move(voice));
    if (alGetError() != AL_NO_ERROR) {
        releaseVoiceAt(m_voices.size() - 1);
        return 0;
    }
    return m_voices.back().handle;
}

bool OpenAlVoices::update(SoundHandle handle, const Placement& placement, double gain) {
    if (!placementValid(placement, gain))
        return false;
    const size_t index = findLiveVoice(handle);
    if (index == npos)
        return false;
    // Both channels change in the same mix update.
    m_device.deferUpdates();
    applyPlacement(m_voices[index], placement, gain);
    m_device.processUpdates();
    return true;
}

} // namespace soundstage
