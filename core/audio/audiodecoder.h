#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/common/error.h"

#include <QtGlobal>

#include <span>

namespace soundstage {

/// A pull decoder: produces interleaved float frames a block at a time, so a caller can start
/// playing before the whole sound is decoded. Implementations: PcmDecoder, AdpcmDecoder,
/// Mp3Decoder (WaveDecoder::open picks one for a WAVEFORMATEX).
///
/// Not thread-safe: use one decoder from one thread at a time. The decoder owns (a shared copy
/// of) the bytes it decodes.
class AudioDecoder {
public:
    virtual ~AudioDecoder() = default;
    AudioDecoder(const AudioDecoder&) = delete;
    AudioDecoder& operator=(const AudioDecoder&) = delete;

    /// Output sample rate in Hz (≥ 1), fixed once the decoder is open.
    [[nodiscard]] int sampleRate() const { return m_sampleRate; }
    /// Output channels per frame (≥ 1), fixed once the decoder is open.
    [[nodiscard]] int channels() const { return m_channels; }

    /// Decodes up to out.size() / channels() frames into `out` (interleaved, [-1, 1]).
    /// Returns the number of frames written: fewer than asked only at the end of the stream,
    /// 0 once it is finished. A decoding error (corrupt codec data) comes back as an Error whose
    /// offset names the byte in the coded data where it was found, plus the data's base offset.
    [[nodiscard]] virtual Result<qint64> read(std::span<float> out) = 0;

    /// Frames the whole stream will give, when known up front; -1 otherwise. Only a hint for
    /// reserving memory: read() is the truth.
    [[nodiscard]] virtual qint64 frameCountHint() const { return -1; }

    /// Most samples readAll() decodes into memory: 32 Mi (128 MiB of floats, over six minutes of
    /// 44.1 kHz stereo; retail waves last seconds). More fails with ErrorCode::Unsupported, so a
    /// wave that inflates to hundreds of MB cannot drive a decode to gigabytes.
    static constexpr qint64 MaxDecodedSamples = qint64{1} << 25;

    /// Decodes everything that remains into one buffer (at most MaxDecodedSamples).
    [[nodiscard]] Result<PcmBufferPtr> readAll();

protected:
    AudioDecoder(int sampleRate, int channels)
        : m_sampleRate(sampleRate)
        , m_channels(channels) {}

private:
    int m_sampleRate = 1;
    int m_channels = 1;
};

} // namespace soundstage
