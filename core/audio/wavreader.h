#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/audio/waveformat.h"
#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace soundstage {

/// A RIFF WAV file taken apart: its format and its sample bytes, with where they were.
struct WavFile {
    WaveFormat format;
    QByteArray formatBytes;  ///< the `fmt ` chunk body exactly as stored
    qint64 formatOffset = 0; ///< file offset of the `fmt ` body
    QByteArray data;         ///< the `data` chunk body
    qint64 dataOffset = 0;   ///< file offset of the `data` body
    qint64 frames = -1;      ///< data / block align for PCM and float, -1 for codecs
    /// The `fact` chunk's frame count (the true length of a codec stream whose last block is
    /// padded), -1 without a fact chunk of at least 4 bytes.
    qint64 factFrames = -1;
    /// Playing time in seconds: frames / rate, or for codecs data bytes / nAvgBytesPerSec
    /// (0 when that is 0).
    [[nodiscard]] double seconds() const;
    /// "PCM 16-bit", "IEEE float 32-bit", "MS-ADPCM", … (the effective format)
    [[nodiscard]] QString formatDescription() const;
};

/// Reads RIFF WAV files by the rules of the fonline guide's "WAV authoring":
///
/// - `RIFF` … `WAVE`; chunks in any order; unknown chunks skipped; every chunk inside the file
///   and inside the RIFF size; odd-sized chunks followed by a pad byte (a missing pad byte after
///   the very last chunk is tolerated, as many writers omit it);
/// - exactly one `fmt ` chunk of at least 16 bytes and exactly one non-empty `data` chunk;
/// - PCM (1) of 8, 16, 24 or 32 bits, IEEE float (3) of 32 bits, or WAVE_FORMAT_EXTENSIBLE
///   carrying one of those; channels and rate positive; nBlockAlign = channels × bytes per
///   sample; the data a whole number of frames (a truncated last frame is refused).
///
/// Each refusal is an Error with a code, a message saying what is wrong, and the byte offset of
/// the offending chunk or field (file offsets from 0). Stateless; safe from any thread.
class WavReader final {
public:
    WavReader() = delete;

    /// The RIFF structure rules only (everything above except the sample-format rules): for
    /// tools that accept other codecs in a WAV wrapper (import of MS-ADPCM or MP3 WAVs).
    [[nodiscard]] static Result<WavFile> parseContainer(QByteArrayView bytes);

    /// All the rules. What `check-wav` and the baker use.
    [[nodiscard]] static Result<WavFile> parse(QByteArrayView bytes);

    /// parse() on a file's bytes; errors name the file.
    [[nodiscard]] static Result<WavFile> readFile(const QString& path);

    /// Decodes a parsed file (any format WaveDecoder knows) to float frames. For codecs, a
    /// `fact` frame count shorter than the decoded stream trims the padding of the last block.
    [[nodiscard]] static Result<PcmBufferPtr> decode(const WavFile& file);
};

} // namespace soundstage
