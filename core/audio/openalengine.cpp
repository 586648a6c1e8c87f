#include "core/audio/openalengine.h"

#include "core/audio/retailmix.h"

#include <AL/al.h>
#include <AL/alc.h>
#include <AL/alext.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <mutex>
#include <numbers>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// Idle cached OpenAL copies of buffers kept for replaying; the oldest beyond this are freed.
constexpr size_t kMaxIdleBuffers = 32;
// Positions are floats in OpenAL: keep far-away sources inside its range, direction intact.
constexpr double kMaxPositionMetres = 1.0e15;
// Rendered in slices so a long render never asks OpenAL for a huge block at once.
constexpr qint64 kRenderSlice = 4096;

bool finite(double value) {
    return std::isfinite(value);
}

bool finite(const Vec3& v) {
    return finite(v.x) && finite(v.y) && finite(v.z);
}

bool placementValid(const Placement& p, double gain) {
    if (!finite(p.source) || !finite(p.listener) || !finite(p.listenerHeadingDegrees) ||
        !finite(gain) || !finite(p.retailPreference))
        return false;
    if (p.mode == PlacementMode::OpenAl)
        return finite(p.referenceDistance) && p.referenceDistance >= 0.0 && finite(p.maxDistance) &&
               p.maxDistance >= 0.0 && finite(p.rolloffFactor) && p.rolloffFactor >= 0.0;
    return true;
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

QStringList parseDeviceList(const ALCchar* list) {
    QStringList names;
    while (list && *list) {
        const size_t length = std::strlen(list);
        names.append(QString::fromUtf8(list, static_cast<qsizetype>(length)));
        list += length + 1;
    }
    return names;
}

} // namespace

struct OpenAlEngine::Private {
    struct Voice {
        SoundHandle handle = 0;
        PcmBufferPtr buffer;
        std::array<ALuint, 2> sources{};
    };
    struct CachedBuffer {
        const PcmBuffer* key = nullptr;
        std::weak_ptr<const PcmBuffer> owner;
        ALuint left = 0;
        ALuint right = 0; // == left for mono
        quint64 lastUse = 0;
    };

    mutable std::mutex mutex;
    Options options;
    ALCdevice* device = nullptr;
    ALCcontext* context = nullptr;
    bool output = false;
    QString status;
    QString openedName;
    int rate = 0;
    bool hrtf = false;
    bool hasDisconnectExt = false;
    bool hasFloat = false;
    bool hasSourceDistanceModel = false;
    ALint resamplerIndex = -1;

    LPALCRENDERSAMPLESSOFT renderSamples = nullptr;
    PFNALCSETTHREADCONTEXTPROC setThreadContext = nullptr;
    PFNALCGETTHREADCONTEXTPROC getThreadContext = nullptr;
    LPALDEFERUPDATESSOFT deferUpdates = nullptr;
    LPALPROCESSUPDATESSOFT processUpdates = nullptr;

    std::vector<Voice> voices;
    std::vector<ALuint> freeSources;
    size_t sourceCount = 0;
    std::vector<CachedBuffer> buffers;
    quint64 useCounter = 0;
    SoundHandle nextHandle = 1;

    // Makes this engine's context current for the calling thread for one call.
    class ContextScope final {
    public:
        explicit ContextScope(const Private& p)
            : m_p(p) {
            if (!m_p.context)
                return;
            if (m_p.setThreadContext) {
                m_previous = m_p.getThreadContext();
                if (m_previous != m_p.context)
                    m_p.setThreadContext(m_p.context);
            } else {
                m_previous = alcGetCurrentContext();
                if (m_previous != m_p.context)
                    alcMakeContextCurrent(m_p.context);
            }
        }
        ~ContextScope() {
            if (!m_p.context || m_previous == m_p.context)
                return;
            if (m_p.setThreadContext)
                m_p.setThreadContext(m_previous);
            else if (m_previous)
                alcMakeContextCurrent(m_previous);
        }
        Q_DISABLE_COPY_MOVE(ContextScope)

    private:
        const Private& m_p;
        ALCcontext* m_previous = nullptr;
    };

    void loadThreadContextFunctions() {
        if (alcIsExtensionPresent(nullptr, "ALC_EXT_thread_local_context")) {
            setThreadContext = reinterpret_cast<PFNALCSETTHREADCONTEXTPROC>(
                alcGetProcAddress(nullptr, "alcSetThreadContext"));
            getThreadContext = reinterpret_cast<PFNALCGETTHREADCONTEXTPROC>(
                alcGetProcAddress(nullptr, "alcGetThreadContext"));
            if (!setThreadContext || !getThreadContext)
                setThreadContext = nullptr;
        }
    }

    std::vector<ALCint> contextAttributes(bool loopback) const {
        std::vector<ALCint> attrs;
        if (loopback) {
            attrs.insert(attrs.end(), {ALC_FORMAT_CHANNELS_SOFT, ALC_STEREO_SOFT,
                                       ALC_FORMAT_TYPE_SOFT, ALC_FLOAT_SOFT});
        }
        if (options.sampleRate > 0 || loopback)
            attrs.insert(attrs.end(), {ALC_FREQUENCY, options.sampleRate});
        if (alcIsExtensionPresent(device, "ALC_SOFT_HRTF")) {
            const ALCint hrtfValue = options.hrtf == Hrtf::On     ? ALC_TRUE
                                     : options.hrtf == Hrtf::Auto ? ALC_DONT_CARE_SOFT
                                                                  : ALC_FALSE;
            attrs.insert(attrs.end(), {ALC_HRTF_SOFT, hrtfValue});
        }
        // The limiter is a level-dependent compressor: off for the loopback so rendered gains
        // are exact; a live device keeps OpenAL Soft's choice (it prevents clipping).
        if (loopback && alcIsExtensionPresent(device, "ALC_SOFT_output_limiter"))
            attrs.insert(attrs.end(), {ALC_OUTPUT_LIMITER_SOFT, ALC_FALSE});
        const int sources = std::clamp(options.maxVoices, 1, 4096) * 2;
        attrs.insert(attrs.end(), {ALC_MONO_SOURCES, sources, ALC_STEREO_SOURCES, 1, 0});
        return attrs;
    }

    // After device is set: create the context and read back what we got.
    bool createContext(bool loopback) {
        const std::vector<ALCint> attrs = contextAttributes(loopback);
        context = alcCreateContext(device, attrs.data());
        if (!context)
            return false;
        ContextScope scope(*this);
        hasFloat = alIsExtensionPresent("AL_EXT_FLOAT32");
        hasSourceDistanceModel = alIsExtensionPresent("AL_EXT_source_distance_model");
        if (hasSourceDistanceModel)
            alEnable(AL_SOURCE_DISTANCE_MODEL);
        else
            alDistanceModel(AL_NONE); // Retail/Flat exactness wins; OpenAl mode then unattenuated
        if (alIsExtensionPresent("AL_SOFT_deferred_updates")) {
            deferUpdates =
                reinterpret_cast<LPALDEFERUPDATESSOFT>(alGetProcAddress("alDeferUpdatesSOFT"));
            processUpdates =
                reinterpret_cast<LPALPROCESSUPDATESSOFT>(alGetProcAddress("alProcessUpdatesSOFT"));
            if (!deferUpdates || !processUpdates)
                deferUpdates = nullptr;
        }
        resamplerIndex = findResampler();
        ALCint value = 0;
        alcGetIntegerv(device, ALC_FREQUENCY, 1, &value);
        rate = value;
        value = 0;
        if (alcIsExtensionPresent(device, "ALC_SOFT_HRTF"))
            alcGetIntegerv(device, ALC_HRTF_SOFT, 1, &value);
        hrtf = value == ALC_TRUE;
        alGetError();
        return true;
    }

    ALint findResampler() const {
        if (!alIsExtensionPresent("AL_SOFT_source_resampler"))
            return -1;
        auto getStringi =
            reinterpret_cast<LPALGETSTRINGISOFT>(alGetProcAddress("alGetStringiSOFT"));
        if (!getStringi)
            return -1;
        // OpenAL Soft's names; the first that exists wins, else the library default.
        std::vector<const char*> wanted;
        switch (options.resampler) {
        case Resampler::Linear:
            wanted = {"Linear"};
            break;
        case Resampler::Cubic:
            wanted = {"Cubic", "Linear"};
            break;
        case Resampler::Sinc:
            wanted = {"11th order Sinc", "12-point Sinc", "bsinc12", "Cubic"};
            break;
        }
        const ALint count = alGetInteger(AL_NUM_RESAMPLERS_SOFT);
        for (const char* name : wanted) {
            for (ALint i = 0; i < count; ++i) {
                const ALchar* have = getStringi(AL_RESAMPLER_NAME_SOFT, i);
                if (have && std::strcmp(have, name) == 0)
                    return i;
            }
        }
        return -1;
    }

    void openLive() {
        const QByteArray name = options.deviceName.toUtf8();
        device = alcOpenDevice(options.deviceName.isEmpty() ? nullptr : name.constData());
        if (!device) {
            status = options.deviceName.isEmpty()
                         ? tr("no audio output: no output device could be opened")
                         : tr("no audio output: the device “%1” could not be opened")
                               .arg(options.deviceName);
            return;
        }
        loadThreadContextFunctions();
        if (!createContext(false)) {
            alcCloseDevice(device);
            device = nullptr;
            status = tr("no audio output: OpenAL could not create a context on the device");
            return;
        }
        hasDisconnectExt = alcIsExtensionPresent(device, "ALC_EXT_disconnect");
        const ALCchar* opened = nullptr;
        if (alcIsExtensionPresent(device, "ALC_ENUMERATE_ALL_EXT"))
            opened = alcGetString(device, ALC_ALL_DEVICES_SPECIFIER);
        if (!opened)
            opened = alcGetString(device, ALC_DEVICE_SPECIFIER);
        openedName = opened ? QString::fromUtf8(opened) : options.deviceName;
        output = true;
        status = hrtf ? tr("playing on “%1” at %2 Hz (HRTF)").arg(openedName).arg(rate)
                      : tr("playing on “%1” at %2 Hz").arg(openedName).arg(rate);
    }

    void openLoopback() {
        // ALC_SOFT_loopback is a device-independent extension; its entry points are what count
        // (the render format is then checked on the loopback device itself).
        auto openLoopbackDevice = reinterpret_cast<LPALCLOOPBACKOPENDEVICESOFT>(
            alcGetProcAddress(nullptr, "alcLoopbackOpenDeviceSOFT"));
        auto formatSupported = reinterpret_cast<LPALCISRENDERFORMATSUPPORTEDSOFT>(
            alcGetProcAddress(nullptr, "alcIsRenderFormatSupportedSOFT"));
        renderSamples = reinterpret_cast<LPALCRENDERSAMPLESSOFT>(
            alcGetProcAddress(nullptr, "alcRenderSamplesSOFT"));
        if (!openLoopbackDevice || !formatSupported || !renderSamples) {
            status = tr("no audio output: OpenAL has no loopback rendering (ALC_SOFT_loopback)");
            return;
        }
        device = openLoopbackDevice(nullptr);
        if (!device) {
            status = tr("no audio output: the loopback device could not be opened");
            return;
        }
        if (options.sampleRate <= 0 ||
            !formatSupported(device, options.sampleRate, ALC_STEREO_SOFT, ALC_FLOAT_SOFT)) {
            alcCloseDevice(device);
            device = nullptr;
            status =
                tr("no audio output: loopback rendering at %1 Hz float stereo is not supported")
                    .arg(options.sampleRate);
            return;
        }
        loadThreadContextFunctions();
        if (!createContext(true)) {
            alcCloseDevice(device);
            device = nullptr;
            status = tr("no audio output: OpenAL could not create a loopback context");
            return;
        }
        openedName = u"loopback"_s;
        output = true;
        status = hrtf ? tr("rendering offline at %1 Hz (HRTF)").arg(rate)
                      : tr("rendering offline at %1 Hz").arg(rate);
    }

    // Deletes every OpenAL object and the device. Handles of playing sounds go stale.
    void close() {
        if (context) {
            {
                ContextScope scope(*this);
                for (const Voice& voice : voices)
                    alSourceStopv(2, voice.sources.data());
                for (const Voice& voice : voices)
                    alDeleteSources(2, voice.sources.data());
                if (!freeSources.empty())
                    alDeleteSources(static_cast<ALsizei>(freeSources.size()), freeSources.data());
                for (const CachedBuffer& b : buffers) {
                    alDeleteBuffers(1, &b.left);
                    if (b.right != b.left)
                        alDeleteBuffers(1, &b.right);
                }
            }
            if (setThreadContext && getThreadContext() == context)
                setThreadContext(nullptr);
            if (alcGetCurrentContext() == context)
                alcMakeContextCurrent(nullptr);
            alcDestroyContext(context);
        }
        voices.clear();
        freeSources.clear();
        sourceCount = 0;
        buffers.clear();
        context = nullptr;
        if (device)
            alcCloseDevice(device);
        device = nullptr;
        output = false;
        rate = 0;
        hrtf = false;
    }

    // Live devices only. Call it before taking a ContextScope: a reconnect replaces the context.
    void checkConnection() {
        if (!output || !hasDisconnectExt || options.output != Output::Device)
            return;
        ALCint connected = ALC_TRUE;
        alcGetIntegerv(device, ALC_CONNECTED, 1, &connected);
        if (connected)
            return;
        const QString lost = openedName;
        close();
        openLive();
        if (!output && !options.deviceName.isEmpty()) {
            const QString wanted = options.deviceName;
            options.deviceName.clear();
            openLive();
            options.deviceName = wanted;
        }
        status = output ? tr("the output device “%1” was disconnected; now playing on “%2”")
                              .arg(lost, openedName)
                        : tr("no audio output: the device “%1” was disconnected").arg(lost);
    }

    void releaseVoiceAt(size_t index) {
        Voice& voice = voices[index];
        alSourceStopv(2, voice.sources.data());
        for (ALuint source : voice.sources) {
            alSourcei(source, AL_BUFFER, 0);
            freeSources.push_back(source);
        }
        voices.erase(voices.begin() + static_cast<std::ptrdiff_t>(index));
    }

    bool voiceFinished(const Voice& voice) const {
        for (ALuint source : voice.sources) {
            ALint state = AL_STOPPED;
            alGetSourcei(source, AL_SOURCE_STATE, &state);
            if (state == AL_PLAYING || state == AL_PAUSED)
                return false;
        }
        return true;
    }

    void reapFinished() {
        for (size_t i = voices.size(); i-- > 0;) {
            if (voiceFinished(voices[i]))
                releaseVoiceAt(i);
        }
    }

    // Returns the voice index, after reaping it if it has finished (then npos).
    size_t findLiveVoice(SoundHandle handle) {
        if (handle == 0)
            return npos;
        for (size_t i = 0; i < voices.size(); ++i) {
            if (voices[i].handle != handle)
                continue;
            if (voiceFinished(voices[i])) {
                releaseVoiceAt(i);
                return npos;
            }
            return i;
        }
        return npos;
    }
    static constexpr size_t npos = std::numeric_limits<size_t>::max();

    bool usedByVoice(const PcmBuffer* key) const {
        return std::any_of(voices.begin(), voices.end(),
                           [key](const Voice& v) { return v.buffer.get() == key; });
    }

    void deleteCached(size_t index) {
        const CachedBuffer& b = buffers[index];
        alDeleteBuffers(1, &b.left);
        if (b.right != b.left)
            alDeleteBuffers(1, &b.right);
        buffers.erase(buffers.begin() + static_cast<std::ptrdiff_t>(index));
    }

    void trimBufferCache() {
        for (size_t i = buffers.size(); i-- > 0;) {
            if (buffers[i].owner.expired())
                deleteCached(i);
        }
        std::vector<size_t> idle;
        for (size_t i = 0; i < buffers.size(); ++i) {
            if (!usedByVoice(buffers[i].key))
                idle.push_back(i);
        }
        if (idle.size() <= kMaxIdleBuffers)
            return;
        std::sort(idle.begin(), idle.end(),
                  [this](size_t a, size_t b) { return buffers[a].lastUse < buffers[b].lastUse; });
        idle.resize(idle.size() - kMaxIdleBuffers);
        std::sort(idle.begin(), idle.end(), std::greater<>());
        for (size_t index : idle)
            deleteCached(index);
    }

    // One channel of a buffer in the format the device takes: float when it has AL_EXT_FLOAT32,
    // else 16-bit. Pure computation: callers convert without holding the engine's mutex.
    struct ChannelData {
        std::vector<float> floats;
        std::vector<qint16> shorts;
    };
    static ChannelData convertChannel(const PcmBuffer& pcm, int channel, bool asFloat) {
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

    static ALuint uploadChannel(const ChannelData& data, int sampleRate) {
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

    static bool uploadable(const PcmBuffer& pcm) {
        const qint64 maxFrames = std::numeric_limits<ALsizei>::max() / qint64(sizeof(float));
        return !pcm.isEmpty() && pcm.frames() <= maxFrames;
    }

    CachedBuffer* findCached(const PcmBuffer* key) {
        for (CachedBuffer& b : buffers) {
            if (b.key == key) {
                b.lastUse = ++useCounter;
                return &b;
            }
        }
        return nullptr;
    }

    // The OpenAL buffers (left, right) holding `pcm`, uploaded once and cached. `converted`:
    // its channels already in the device's format (prepare()), or null to convert here.
    const CachedBuffer* buffersFor(const PcmBufferPtr& pcm,
                                   const std::array<ChannelData, 2>* converted = nullptr) {
        trimBufferCache();
        if (CachedBuffer* b = findCached(pcm.get()))
            return b;
        if (!uploadable(*pcm))
            return nullptr;
        const auto channel = [&](int c) {
            return converted
                       ? uploadChannel((*converted)[static_cast<size_t>(c)], pcm->sampleRate())
                       : uploadChannel(convertChannel(*pcm, c, hasFloat), pcm->sampleRate());
        };
        CachedBuffer entry;
        entry.key = pcm.get();
        entry.owner = pcm;
        entry.lastUse = ++useCounter;
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
        buffers.push_back(entry);
        return &buffers.back();
    }

    bool takeSources(std::array<ALuint, 2>& sources) {
        if (voices.size() >= static_cast<size_t>(std::max(1, options.maxVoices)))
            return false;
        while (freeSources.size() < 2) {
            ALuint id = 0;
            alGetError();
            alGenSources(1, &id);
            if (alGetError() != AL_NO_ERROR)
                return false;
            freeSources.push_back(id);
            ++sourceCount;
        }
        sources[1] = freeSources.back();
        freeSources.pop_back();
        sources[0] = freeSources.back();
        freeSources.pop_back();
        return true;
    }

    void applyPlacement(const Voice& voice, const Placement& p, double gain) {
        const ALuint left = voice.sources[0];
        const ALuint right = voice.sources[1];
        const bool stereo = voice.buffer->channels() >= 2;
        std::array<float, 2> gains{};
        if (p.mode == PlacementMode::OpenAl) {
            const std::array<float, 3> pos = listenerRelative(p);
            const float g = static_cast<float>(std::clamp(gain, 0.0, 1.0));
            gains =
                stereo ? std::array<float, 2>{g * 0.5f, g * 0.5f} : std::array<float, 2>{g, 0.0f};
            for (ALuint source : voice.sources) {
                alSourcei(source, AL_SOURCE_RELATIVE, AL_TRUE);
                alSource3f(source, AL_POSITION, pos[0], pos[1], pos[2]);
                if (hasSourceDistanceModel)
                    alSourcei(source, AL_DISTANCE_MODEL, alDistanceModelOf(p.distanceModel));
                alSourcef(source, AL_REFERENCE_DISTANCE,
                          static_cast<float>(std::min(p.referenceDistance, 1.0e30)));
                alSourcef(source, AL_MAX_DISTANCE,
                          static_cast<float>(std::min(p.maxDistance, 1.0e30)));
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
                if (hasSourceDistanceModel)
                    alSourcei(source, AL_DISTANCE_MODEL, AL_NONE);
                alSourcef(source, AL_ROLLOFF_FACTOR, 0.0f);
                alSourcef(source, AL_REFERENCE_DISTANCE, 1.0f);
            }
        }
        alSourcef(left, AL_GAIN, gains[0]);
        alSourcef(right, AL_GAIN, gains[1]);
    }

    SoundHandle play(PcmBufferPtr buffer, const Placement& placement, double gain, bool loop) {
        checkConnection();
        if (!output)
            return 0;
        ContextScope scope(*this);
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
        voice.handle = nextHandle++;
        alGetError();
        for (int i = 0; i < 2; ++i) {
            const ALuint source = voice.sources[static_cast<size_t>(i)];
            alSourcei(source, AL_BUFFER, static_cast<ALint>(bufferIds[i]));
            alSourcei(source, AL_LOOPING, loop ? AL_TRUE : AL_FALSE);
            alSourcef(source, AL_PITCH, 1.0f);
            if (resamplerIndex >= 0)
                alSourcei(source, AL_SOURCE_RESAMPLER_SOFT, resamplerIndex);
        }
        applyPlacement(voice, placement, gain);
        alSourcePlayv(2, voice.sources.data());
        voices.push_back(std::move(voice));
        if (alGetError() != AL_NO_ERROR) {
            releaseVoiceAt(voices.size() - 1);
            return 0;
        }
        return voices.back().handle;
    }

    bool update(SoundHandle handle, const Placement& placement, double gain) {
        checkConnection();
        if (!output || !placementValid(placement, gain))
            return false;
        ContextScope scope(*this);
        const size_t index = findLiveVoice(handle);
        if (index == npos)
            return false;
        // Both channels change in the same mix update.
        if (deferUpdates)
            deferUpdates();
        applyPlacement(voices[index], placement, gain);
        if (processUpdates && deferUpdates)
            processUpdates();
        return true;
    }
};

OpenAlEngine::OpenAlEngine()
    : OpenAlEngine(Options{}) {}

OpenAlEngine::OpenAlEngine(const Options& options)
    : m_d(std::make_unique<Private>()) {
    m_d->options = options;
    if (options.output == Output::Loopback)
        m_d->openLoopback();
    else
        m_d->openLive();
}

OpenAlEngine::~OpenAlEngine() {
    const std::lock_guard lock(m_d->mutex);
    m_d->close();
}

SoundHandle OpenAlEngine::play(PcmBufferPtr buffer, const Placement& placement, double gain,
                               bool loop) {
    const std::lock_guard lock(m_d->mutex);
    return m_d->play(std::move(buffer), placement, gain, loop);
}

bool OpenAlEngine::prepare(const PcmBufferPtr& buffer) {
    if (!buffer || !Private::uploadable(*buffer))
        return false;
    bool asFloat = false;
    {
        const std::lock_guard lock(m_d->mutex);
        if (!m_d->output)
            return false;
        if (m_d->findCached(buffer.get()))
            return true;
        asFloat = m_d->hasFloat;
    }
    // The conversion (the part proportional to the length) runs without the lock, so the GUI
    // thread's calls never wait for it; only alBufferData's copy does.
    std::array<Private::ChannelData, 2> converted;
    converted[0] = Private::convertChannel(*buffer, 0, asFloat);
    if (buffer->channels() >= 2)
        converted[1] = Private::convertChannel(*buffer, 1, asFloat);
    const std::lock_guard lock(m_d->mutex);
    m_d->checkConnection();
    // The device may have changed (setDevice, a reconnect) while converting.
    if (!m_d->output || m_d->hasFloat != asFloat)
        return false;
    Private::ContextScope scope(*m_d);
    return m_d->buffersFor(buffer, &converted) != nullptr;
}

bool OpenAlEngine::update(SoundHandle handle, const Placement& placement, double gain) {
    const std::lock_guard lock(m_d->mutex);
    return m_d->update(handle, placement, gain);
}

void OpenAlEngine::stop(SoundHandle handle) {
    const std::lock_guard lock(m_d->mutex);
    if (!m_d->output || handle == 0)
        return;
    Private::ContextScope scope(*m_d);
    for (size_t i = 0; i < m_d->voices.size(); ++i) {
        if (m_d->voices[i].handle == handle) {
            m_d->releaseVoiceAt(i);
            return;
        }
    }
}

void OpenAlEngine::stopAll() {
    const std::lock_guard lock(m_d->mutex);
    if (!m_d->output)
        return;
    Private::ContextScope scope(*m_d);
    while (!m_d->voices.empty())
        m_d->releaseVoiceAt(m_d->voices.size() - 1);
}

bool OpenAlEngine::isPlaying(SoundHandle handle) {
    const std::lock_guard lock(m_d->mutex);
    m_d->checkConnection();
    if (!m_d->output)
        return false;
    Private::ContextScope scope(*m_d);
    return m_d->findLiveVoice(handle) != Private::npos;
}

int OpenAlEngine::playingCount() {
    const std::lock_guard lock(m_d->mutex);
    if (!m_d->output)
        return 0;
    Private::ContextScope scope(*m_d);
    m_d->reapFinished();
    return static_cast<int>(m_d->voices.size());
}

void OpenAlEngine::poll() {
    const std::lock_guard lock(m_d->mutex);
    m_d->checkConnection();
    if (!m_d->output)
        return;
    Private::ContextScope scope(*m_d);
    m_d->reapFinished();
    m_d->trimBufferCache();
}

bool OpenAlEngine::hasOutput() const {
    const std::lock_guard lock(m_d->mutex);
    return m_d->output;
}

QString OpenAlEngine::status() const {
    const std::lock_guard lock(m_d->mutex);
    return m_d->status;
}

bool OpenAlEngine::setDevice(const QString& deviceName) {
    const std::lock_guard lock(m_d->mutex);
    if (m_d->options.output != Output::Device)
        return m_d->output;
    m_d->close();
    m_d->options.deviceName = deviceName;
    m_d->openLive();
    return m_d->output;
}

std::vector<float> OpenAlEngine::render(qint64 frames) {
    const std::lock_guard lock(m_d->mutex);
    if (m_d->options.output != Output::Loopback || frames <= 0)
        return {};
    std::vector<float> out(static_cast<size_t>(frames) * 2, 0.0f);
    if (!m_d->output)
        return out;
    Private::ContextScope scope(*m_d);
    for (qint64 done = 0; done < frames;) {
        const qint64 slice = std::min(kRenderSlice, frames - done);
        m_d->renderSamples(m_d->device, out.data() + done * 2, static_cast<ALCsizei>(slice));
        done += slice;
    }
    return out;
}

Result<PcmBufferPtr> OpenAlEngine::renderOnce(const PcmBufferPtr& buffer,
                                              const Placement& placement, double gain,
                                              int sampleRate) {
    if (!buffer)
        return fail(ErrorCode::Usage, tr("no sound to render"));
    if (sampleRate <= 0)
        return fail(ErrorCode::Usage,
                    tr("the output rate must be positive, not %1").arg(sampleRate));
    if (!placementValid(placement, gain))
        return fail(ErrorCode::Usage,
                    tr("the placement has a non-finite number or a negative distance setting"));
    Options options;
    options.output = Output::Loopback;
    options.sampleRate = sampleRate;
    OpenAlEngine engine(options);
    if (!engine.hasOutput())
        return fail(ErrorCode::Unsupported, engine.status());
    const auto frames = static_cast<qint64>(
        std::ceil(static_cast<double>(buffer->frames()) * sampleRate / buffer->sampleRate()));
    engine.play(buffer, placement, gain);
    std::vector<float> samples = engine.render(frames);
    return PcmBuffer::make(std::move(samples), sampleRate, 2);
}

bool OpenAlEngine::isLoopback() const {
    return m_d->options.output == Output::Loopback;
}

int OpenAlEngine::sampleRate() const {
    const std::lock_guard lock(m_d->mutex);
    return m_d->rate;
}

bool OpenAlEngine::hrtfEnabled() const {
    const std::lock_guard lock(m_d->mutex);
    return m_d->hrtf;
}

QString OpenAlEngine::deviceName() const {
    const std::lock_guard lock(m_d->mutex);
    return m_d->output ? m_d->openedName : QString();
}

QStringList OpenAlEngine::outputDevices() {
    if (alcIsExtensionPresent(nullptr, "ALC_ENUMERATE_ALL_EXT"))
        return parseDeviceList(alcGetString(nullptr, ALC_ALL_DEVICES_SPECIFIER));
    if (alcIsExtensionPresent(nullptr, "ALC_ENUMERATION_EXT"))
        return parseDeviceList(alcGetString(nullptr, ALC_DEVICE_SPECIFIER));
    return {};
}

QString OpenAlEngine::defaultOutputDevice() {
    const ALCchar* name = nullptr;
    if (alcIsExtensionPresent(nullptr, "ALC_ENUMERATE_ALL_EXT"))
        name = alcGetString(nullptr, ALC_DEFAULT_ALL_DEVICES_SPECIFIER);
    else
        name = alcGetString(nullptr, ALC_DEFAULT_DEVICE_SPECIFIER);
    return name ? QString::fromUtf8(name) : QString();
}

} // namespace soundstage
