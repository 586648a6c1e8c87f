#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/audio/placement.h"
#include "core/audio/playbackengine.h"

#include <AL/al.h>

#include <QtGlobal>

#include <array>
#include <limits>
#include <memory>
#include <vector>

namespace soundstage {

class OpenAlDevice;

/// The voice half of OpenAlEngine (see there for the behaviour users see): each sound a voice of
/// two OpenAL sources started together, placed per its Placement (Retail and Flat hard left and
/// right with exact gains, OpenAl at the source position under its distance model); the sources
/// reused once a voice ends; the OpenAL copies of buffers cached while their PcmBuffer lives
/// (the most recently used idle ones kept).
///
/// Every call except the static ones needs the device's context current (OpenAlDevice::Scope)
/// and the engine's lock; releaseAll() must come before the device closes. Handles are issued
/// in increasing order for the engine's lifetime, across device changes.
class OpenAlVoices final {
public:
    /// One channel of a buffer in the format the device takes (float with AL_EXT_FLOAT32,
    /// else 16-bit).
    struct ChannelData {
        std::vector<float> floats;
        std::vector<qint16> shorts;
    };

    /// `device` must outlive the voices.
    explicit OpenAlVoices(const OpenAlDevice& device);
    Q_DISABLE_COPY_MOVE(OpenAlVoices)

    /// Whether `placement` and `gain` hold only finite numbers and valid distance settings.
    [[nodiscard]] static bool placementValid(const Placement& placement, double gain);
    /// Pure computation, without the lock: `channel` of `pcm` for upload.
    [[nodiscard]] static ChannelData convertChannel(const PcmBuffer& pcm, int channel,
                                                    bool asFloat);
    /// Whether OpenAL can take the buffer at all (not empty, not too long for one upload).
    [[nodiscard]] static bool uploadable(const PcmBuffer& pcm);

    /// 0 when the buffer or placement is invalid, a Retail placement drops the sound, the
    /// upload fails or every voice is busy.
    SoundHandle play(PcmBufferPtr buffer, const Placement& placement, double gain, bool loop);
    /// False when the sound has ended or the placement is invalid.
    bool update(SoundHandle handle, const Placement& placement, double gain);
    void stop(SoundHandle handle);
    void stopAll();
    [[nodiscard]] bool isPlaying(SoundHandle handle);
    [[nodiscard]] int playingCount();
    /// Frees the sources of ended sounds and the cached copies of buffers nobody holds.
    void tidy();

    /// Whether `pcm` is uploaded already (counts as a use).
    [[nodiscard]] bool isCached(const PcmBuffer* pcm);
    /// Uploads `pcm` into the cache; `converted` holds its channels already converted
    /// (convertChannel()), or null to convert here. False when it cannot be uploaded.
    bool upload(const PcmBufferPtr& pcm, const std::array<ChannelData, 2>* converted = nullptr);

    /// Deletes every source and cached buffer (with the context current, when there is one)
    /// and forgets them: the handles of playing sounds go stale.
    void releaseAll(bool hasContext);

private:
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
    static constexpr size_t npos = std::numeric_limits<size_t>::max();

    void releaseVoiceAt(size_t index);
    [[nodiscard]] bool voiceFinished(const Voice& voice) const;
    void reapFinished();
    /// The voice index, after reaping it if it has finished (then npos).
    [[nodiscard]] size_t findLiveVoice(SoundHandle handle);
    [[nodiscard]] bool usedByVoice(const PcmBuffer* key) const;
    void deleteCached(size_t index);
    void trimBufferCache();
    [[nodiscard]] static ALuint uploadChannel(const ChannelData& data, int sampleRate);
    [[nodiscard]] CachedBuffer* findCached(const PcmBuffer* key);
    /// The OpenAL buffers (left, right) holding `pcm`, uploaded once and cached.
    const CachedBuffer* buffersFor(const PcmBufferPtr& pcm,
                                   const std::array<ChannelData, 2>* converted = nullptr);
    bool takeSources(std::array<ALuint, 2>& sources);
    void applyPlacement(const Voice& voice, const Placement& p, double gain);

    const OpenAlDevice& m_device;
    std::vector<Voice> m_voices;
    std::vector<ALuint> m_freeSources;
    std::vector<CachedBuffer> m_buffers;
    quint64 m_useCounter = 0;
    SoundHandle m_nextHandle = 1;
};

} // namespace soundstage
