#pragma once

#include <QtGlobal>

#include <algorithm>
#include <memory>
#include <span>
#include <utility>
#include <vector>

namespace soundstage {

class PcmBuffer;

/// How decoded audio is shared: immutable, reference counted, safe to hand to any thread.
using PcmBufferPtr = std::shared_ptr<const PcmBuffer>;

/// An immutable block of decoded audio: interleaved float frames plus rate and channel count.
///
/// Samples are nominally in [-1, 1] (decoders clamp integer formats into it; float sources may
/// overshoot slightly and are kept as they are). Frame `f`, channel `c` is
/// `samples()[f * channels() + c]`. A PcmBuffer never changes after construction, so the
/// editor and the real-time side share it through PcmBufferPtr without locking. A buffer with
/// zero frames is valid (an empty sound); channels() and sampleRate() are always ≥ 1.
class PcmBuffer final {
public:
    /// Takes the interleaved samples. `sampleRate` in Hz, `channels` ≥ 1; a trailing partial
    /// frame (samples.size() not a multiple of channels) is dropped. Values below 1 for rate or
    /// channels are raised to 1 so that the invariants above hold.
    PcmBuffer(std::vector<float> samples, int sampleRate, int channels)
        : m_samples(std::move(samples))
        , m_sampleRate(std::max(1, sampleRate))
        , m_channels(std::max(1, channels)) {
        m_samples.resize(m_samples.size() - m_samples.size() % static_cast<size_t>(m_channels));
    }

    /// Convenience: builds a shared buffer.
    [[nodiscard]] static PcmBufferPtr make(std::vector<float> samples, int sampleRate,
                                           int channels) {
        return std::make_shared<const PcmBuffer>(std::move(samples), sampleRate, channels);
    }

    /// Sample rate in Hz (≥ 1).
    [[nodiscard]] int sampleRate() const { return m_sampleRate; }
    /// Interleaved channels per frame (≥ 1; 1 mono, 2 stereo L/R, …).
    [[nodiscard]] int channels() const { return m_channels; }
    /// Number of frames (one sample per channel each).
    [[nodiscard]] qint64 frames() const {
        return static_cast<qint64>(m_samples.size()) / m_channels;
    }
    /// Duration in seconds: frames() / sampleRate().
    [[nodiscard]] double seconds() const {
        return static_cast<double>(frames()) / static_cast<double>(m_sampleRate);
    }
    [[nodiscard]] bool isEmpty() const { return m_samples.empty(); }

    /// All samples, interleaved, frames() × channels() values.
    [[nodiscard]] std::span<const float> samples() const { return m_samples; }
    /// One sample; `frame` in [0, frames()), `channel` in [0, channels()) (unchecked).
    [[nodiscard]] float sample(qint64 frame, int channel) const {
        return m_samples[static_cast<size_t>(frame * m_channels + channel)];
    }

private:
    std::vector<float> m_samples;
    int m_sampleRate = 1;
    int m_channels = 1;
};

} // namespace soundstage
