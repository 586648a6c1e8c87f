#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/common/error.h"
#include "core/records/wave.h"

#include <QByteArray>
#include <QString>

namespace soundstage {

class AudioDecoder;

/// Builds RIFF WAV (and raw MPEG) bytes from Wave records and decoded buffers. Pure functions;
/// safe from any thread. Write the bytes with AudioFileIo::writeAtomic (or the save helpers).
class WavWriter final {
public:
    WavWriter() = delete;

    /// A Wave record as a RIFF WAV keeping its whole format header: the `fmt ` chunk body is all
    /// headerSize bytes (cbSize and codec tail included, unlike ACE/ACViewer which keep 16), the
    /// `data` chunk is the record's data, odd chunks get their pad byte. Works for any tag
    /// (a WAV player decides what it can play). Fails with ErrorCode::BadRecord when the header
    /// is shorter than 16 bytes and ErrorCode::Unsupported when the result would pass 4 GiB.
    [[nodiscard]] static Result<QByteArray> waveRecordToRiff(const Wave& wave);

    /// The raw MPEG stream of an MP3 (tag 0x55) or MPEG (0x50) wave: its data bytes, which
    /// are what a .mp3 file holds. ErrorCode::Unsupported for other tags.
    [[nodiscard]] static Result<QByteArray> mpegStream(const Wave& wave);

    /// A decoded buffer as 16-bit PCM WAV (16-byte `fmt `): samples scaled by 32768, rounded to
    /// nearest and clamped to [-32768, 32767]. Same rate and channels as the buffer.
    [[nodiscard]] static QByteArray pcm16(const PcmBuffer& buffer);

    /// The interleaved 16-bit little-endian samples pcm16() puts in its data chunk.
    [[nodiscard]] static QByteArray pcm16Samples(const PcmBuffer& buffer);

    /// pcm16() written atomically to `path` (AtomicFile).
    [[nodiscard]] static Result<void> savePcm16(const QString& path, const PcmBuffer& buffer);
    /// The same file for everything `decoder` still gives, streamed: StreamFrames frames are
    /// decoded, converted and appended at a time, and the header's sizes are written in place
    /// at the end, so memory stays one chunk whatever the wave's length (a wave inflated to the
    /// dat's 64 MiB limit decodes to a file without its 128 MiB of floats). Returns the frames
    /// written. Decoder errors come back unchanged, a result past 4 GiB fails with
    /// ErrorCode::Unsupported; on any failure nothing is left at `path`.
    [[nodiscard]] static Result<qint64> savePcm16(const QString& path, AudioDecoder& decoder);
    /// waveRecordToRiff() written atomically to `path`, streamed: the header, then the record's
    /// data bytes themselves (no second copy of the wave). Fails as waveRecordToRiff() does.
    [[nodiscard]] static Result<void> saveWave(const QString& path, const Wave& wave);

    /// Frames per piece of the streamed savePcm16 (64 Ki frames: 0.5 MiB of stereo floats).
    static constexpr qint64 StreamFrames = 64 * 1024;
};

} // namespace soundstage
