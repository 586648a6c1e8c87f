#pragma once

#include "core/audio/audiodecoder.h"
#include "core/audio/waveformat.h"

#include <QByteArray>

namespace soundstage {

/// Decodes uncompressed samples: integer PCM of 8 (unsigned), 16, 24 or 32 bits and IEEE float
/// of 32 or 64 bits, any channel count, little-endian, interleaved.
///
/// Integers map to [-1, 1) by dividing by 2^(bits-1) (8-bit is offset by 128 first), the same
/// scaling sox uses; float samples pass through (NaN becomes 0). A trailing partial frame is
/// ignored (callers that must refuse it, like WavReader, check before).
class PcmDecoder final : public AudioDecoder {
public:
    enum class Sample { U8, S16, S24, S32, F32, F64 };

    /// Checks the format and builds a decoder over `data`. Errors: ErrorCode::Unsupported for a
    /// width/encoding outside the list above, ErrorCode::BadHeader for zero or absurd
    /// channels/rate or a block align that does not equal channels × bytes per sample (offsets
    /// are `formatBase` + the field's offset in the WAVEFORMATEX).
    [[nodiscard]] static Result<std::unique_ptr<PcmDecoder>>
    open(const WaveFormat& format, QByteArray data, qint64 formatBase = 0);

    [[nodiscard]] Result<qint64> read(std::span<float> out) override;
    [[nodiscard]] qint64 frameCountHint() const override { return m_frames; }

    /// The sample coding `format` describes, or nothing when PcmDecoder cannot read it.
    [[nodiscard]] static std::optional<Sample> sampleFor(const WaveFormat& format);
    [[nodiscard]] static int bytesPer(Sample sample);

private:
    PcmDecoder(Sample sample, int sampleRate, int channels, QByteArray data);

    Sample m_sample;
    QByteArray m_data;
    qint64 m_frames = 0;
    qint64 m_next = 0; // next frame to decode
};

/// Checks channels and rate of any WAVEFORMATEX for sanity (shared by all decoders): channels in
/// 1..MaxChannels, rate in 1..MaxSampleRate. Offsets name the field (`formatBase` + 2 or + 4).
inline constexpr int MaxChannels = 32;
inline constexpr quint32 MaxSampleRate = 768000;
[[nodiscard]] Result<void> checkFrameShape(const WaveFormat& format, qint64 formatBase);

} // namespace soundstage
