#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace soundstage {

/// A parsed WAVEFORMATEX (or WAVEFORMATEXTENSIBLE) header, as found in a Wave record or in the
/// body of a RIFF `fmt ` chunk. Parsing only checks that the bytes hold the fields; whether a
/// decoder accepts the values is the decoder's business.
struct WaveFormat {
    static constexpr quint16 TagPcm = 0x0001;
    static constexpr quint16 TagAdpcm = 0x0002;
    static constexpr quint16 TagIeeeFloat = 0x0003;
    static constexpr quint16 TagMpeg = 0x0050;
    static constexpr quint16 TagMp3 = 0x0055;
    static constexpr quint16 TagExtensible = 0xFFFE;

    quint16 tag = 0;        ///< wFormatTag as stored
    quint16 channels = 0;   ///< nChannels
    quint32 sampleRate = 0; ///< nSamplesPerSec, Hz
    quint32 avgBytesPerSecond = 0;
    quint16 blockAlign = 0;
    quint16 bitsPerSample = 0;
    quint16 cbSize = 0;       ///< 0 when the header has only 16 bytes
    QByteArray extra;         ///< the cbSize tail (clipped to the bytes present)
    quint16 validBits = 0;    ///< WAVE_FORMAT_EXTENSIBLE only: wValidBitsPerSample
    quint32 channelMask = 0;  ///< WAVE_FORMAT_EXTENSIBLE only
    quint16 subFormatTag = 0; ///< WAVE_FORMAT_EXTENSIBLE only: the tag inside a standard
                              ///< KSDATAFORMAT GUID, 0 when the GUID is not a standard one

    /// The tag that says how samples are coded: subFormatTag for WAVE_FORMAT_EXTENSIBLE,
    /// otherwise tag.
    [[nodiscard]] quint16 effectiveTag() const { return tag == TagExtensible ? subFormatTag : tag; }

    /// Reads the header. `base` is added to error offsets (so they can name file or record
    /// positions). Fails with ErrorCode::Truncated when fewer than 16 bytes are given, or when
    /// an EXTENSIBLE header is shorter than its 40 bytes.
    [[nodiscard]] static Result<WaveFormat> parse(QByteArrayView bytes, qint64 base = 0);

    /// "PCM", "MS-ADPCM", "IEEE float", "MPEG Layer-3", "WMA", … or "format 0xNNNN" for tags
    /// without a well-known name.
    [[nodiscard]] static QString tagName(quint16 tag);
    /// "format 0x0161 (WMA)" / "format 0x1234": how error messages name a format.
    [[nodiscard]] static QString describeTag(quint16 tag);
};

} // namespace soundstage
