#pragma once

#include "core/audio/loudnessnormalizer.h"
#include "core/audio/pcmbuffer.h"
#include "core/common/error.h"
#include "core/records/wave.h"

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace soundstage {

/// Turns files a designer brings (WAV, Ogg Vorbis, MP3) into Wave record payloads: PCM 16-bit
/// at a chosen rate, ready for the dat writer. GUI-free: formats beyond these three (FLAC,
/// AAC, …) are for the editor to decode with Qt Multimedia and hand over as a PcmBuffer
/// (toWave()). Stateless; safe from any thread.
class AudioImport final {
public:
    AudioImport() = delete;

    enum class Kind { Unknown, Wav, OggVorbis, Mp3 };

    /// The rates retail waves use, to offer as import targets besides "keep the rate" (Hz).
    static constexpr int RetailRates[] = {11025, 22050};

    struct Options {
        int sampleRate = 0; ///< Hz; 0 keeps the source rate (retail sounds use 11025/22050)
        bool mono = false;  ///< average all channels into one
        /// Normalise to this loudness (LoudnessNormalizer) after mixing and resampling, so the
        /// stored wave is what measures the target; none keeps the level.
        std::optional<LoudnessTarget> normalize;
    };

    /// Recognises the bytes: RIFF/WAVE, an Ogg page, or MPEG audio (ID3v2 tag or frame sync).
    [[nodiscard]] static Kind sniff(QByteArrayView bytes);

    /// Decodes a whole file held in memory. WAV files follow WavReader's rules; WAVs wrapping
    /// MS-ADPCM or MP3 (as wave exports are) decode too. Errors: ErrorCode::Unsupported for an
    /// unrecognised file, otherwise what the format's reader reports.
    [[nodiscard]] static Result<PcmBufferPtr> decode(QByteArrayView bytes);

    /// decode() on a file; errors name it.
    [[nodiscard]] static Result<PcmBufferPtr> decodeFile(const QString& path);

    /// Largest Wave payload toWave() builds: 256 MiB of 16-bit PCM (over 100 minutes of mono
    /// at 22050 Hz; retail waves are seconds long).
    static constexpr qint64 MaxWaveBytes = qint64{256} << 20;

    /// A PCM 16-bit Wave (18-byte WAVEFORMATEX with cbSize 0, data interleaved little-endian,
    /// id 0) from a buffer, mixed and resampled as asked. ErrorCode::Usage for a rate outside
    /// 1 … 768000 Hz, ErrorCode::BadRecord for an empty buffer, ErrorCode::Unsupported when
    /// the result would exceed MaxWaveBytes (checked before resampling: a source whose header
    /// claims a rate of a few Hz would otherwise grow by the ratio of the rates).
    /// With `options.normalize`, also the errors of LoudnessNormalizer::normalize() (a silent
    /// source), and `applied` (when given) receives what normalising did.
    [[nodiscard]] static Result<Wave> toWave(const PcmBufferPtr& pcm, const Options& options,
                                             LoudnessNormalizer::Plan* applied = nullptr);

    /// decodeFile() then toWave(); errors name the file.
    [[nodiscard]] static Result<Wave> importFile(const QString& path, const Options& options,
                                                 LoudnessNormalizer::Plan* applied = nullptr);
};

} // namespace soundstage
