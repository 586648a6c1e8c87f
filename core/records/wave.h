#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace soundstage {

/// A Wave record (DID 0x0A…): a bare WAVEFORMATEX of any size and the raw sample or codec
/// stream that would sit in a RIFF data chunk.
struct Wave {
    static constexpr quint16 FormatPcm = 0x0001;
    static constexpr quint16 FormatAdpcm = 0x0002;
    static constexpr quint16 FormatIeeeFloat = 0x0003;
    static constexpr quint16 FormatMp3 = 0x0055;

    quint32 id = 0;
    QByteArray format; ///< the WAVEFORMATEX bytes exactly as stored (18 for PCM, 30 for MP3, …)
    QByteArray data;   ///< the sample / codec bytes

    // WAVEFORMATEX fields, read from `format` (0 when the header is too short to hold them).
    [[nodiscard]] quint16 formatTag() const;
    [[nodiscard]] quint16 channels() const;
    [[nodiscard]] quint32 sampleRate() const;
    [[nodiscard]] quint32 avgBytesPerSecond() const;
    [[nodiscard]] quint16 blockAlign() const;
    [[nodiscard]] quint16 bitsPerSample() const;

    /// Playing time in seconds: frames / rate for PCM, bytes / average rate otherwise
    /// (0 when the header gives no rate).
    [[nodiscard]] double seconds() const;

    [[nodiscard]] quint16 extraSize() const; ///< cbSize (0 when the header has < 18 bytes)

    /// "PCM", "MS-ADPCM", "MPEG Layer-3", "IEEE float" or "format 0xNNNN".
    [[nodiscard]] static QString formatName(quint16 tag);
    [[nodiscard]] QString formatName() const { return formatName(formatTag()); }

    /// Layout: u32 id, u32 headerSize, u32 dataSize, header, data; nothing after (§4.1).
    /// Errors (offsets relative to the record): ErrorCode::Truncated when the record ends before
    /// the fixed fields, the header or the data (offset = where the missing part starts);
    /// ErrorCode::BadRecord for bytes after the data (offset = the first extra byte).
    /// Header contents are not validated: any size and tag are kept as stored.
    [[nodiscard]] static Result<Wave> decode(QByteArrayView bytes);
    [[nodiscard]] QByteArray encode() const;

    /// A PCM WAVEFORMATEX (18 bytes, cbSize 0) for the given layout.
    [[nodiscard]] static QByteArray pcmFormat(quint16 channels, quint32 sampleRate,
                                              quint16 bitsPerSample);

    friend bool operator==(const Wave&, const Wave&) = default;
};

} // namespace soundstage
