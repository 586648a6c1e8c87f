#pragma once

#include "core/audio/audiodecoder.h"
#include "core/records/wave.h"

#include <QByteArray>
#include <QByteArrayView>

#include <memory>

namespace soundstage {

/// Decodes wave payloads described by a WAVEFORMATEX: Wave records and the `fmt `/`data` pair
/// of a RIFF file. Picks the decoder by format tag:
///
/// | tag | decoder |
/// |---|---|
/// | 1 PCM (8-bit unsigned, 16/24/32-bit signed), 3 IEEE float (32/64-bit) | PcmDecoder |
/// | 2 MS-ADPCM | AdpcmDecoder |
/// | 0x55 MPEG Layer-3, 0x50 MPEG | Mp3Decoder (libmpg123) |
/// | 0xFFFE EXTENSIBLE carrying PCM or float | PcmDecoder |
///
/// Any other tag fails with ErrorCode::Unsupported, "format 0x0161 (WMA) is not supported",
/// so an unknown codec is never played as noise. Stateless; safe from any thread.
class WaveDecoder final {
public:
    WaveDecoder() = delete;

    /// A streaming decoder. `formatBase` / `dataBase` are added to error offsets (for a Wave
    /// record: 12 and 12 + headerSize, its byte positions inside the record).
    [[nodiscard]] static Result<std::unique_ptr<AudioDecoder>>
    open(QByteArrayView formatBytes, QByteArray data, qint64 formatBase = 0, qint64 dataBase = 0);

    /// A decoder for a Wave record; error offsets are positions in the record bytes.
    [[nodiscard]] static Result<std::unique_ptr<AudioDecoder>> open(const Wave& wave);

    /// The whole wave decoded, as float frames at the wave's own rate and channel count.
    [[nodiscard]] static Result<PcmBufferPtr> decode(const Wave& wave);

    /// Byte offset of the WAVEFORMATEX inside a Wave record (id, headerSize, dataSize first).
    static constexpr qint64 RecordFormatOffset = 12;
};

} // namespace soundstage
