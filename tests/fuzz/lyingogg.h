#pragma once
// Ogg Vorbis streams whose headers lie about the data they hold: the identification header's
// channel count and sample rate, and the last page's granule position (the total frame count a
// reader sees without decoding), replaced in an honest stream, with the page CRCs made right
// again so that libogg accepts the pages. Shared by fuzz_seeds (seeds for fuzz_ogg) and
// tests/hardening/tst_fuzzregressions.cpp (which replays them through every Ogg path).

#include <QByteArray>
#include <QByteArrayView>
#include <QtEndian>

#include <array>
#include <optional>
#include <vector>

namespace soundstage::fuzz {

/// Where one Ogg page sits in a stream (bytes).
struct OggPageSpan {
    qsizetype offset = 0;
    qsizetype size = 0;
};

/// The pages of a well-formed stream, front to back; stops at the first thing that is not one.
inline std::vector<OggPageSpan> oggPages(QByteArrayView ogg) {
    std::vector<OggPageSpan> pages;
    qsizetype at = 0;
    while (at + 27 <= ogg.size() && ogg.sliced(at, 4) == "OggS") {
        const int segments = static_cast<uchar>(ogg[at + 26]);
        if (at + 27 + segments > ogg.size())
            break;
        qsizetype body = 0;
        for (int i = 0; i < segments; ++i)
            body += static_cast<uchar>(ogg[at + 27 + i]);
        const qsizetype size = 27 + segments + body;
        if (at + size > ogg.size())
            break;
        pages.push_back({at, size});
        at += size;
    }
    return pages;
}

/// Recomputes a page's CRC (Ogg: polynomial 0x04C11DB7, unreflected, initial value 0, over the
/// page with its CRC field zeroed).
inline void refreshOggCrc(QByteArray& ogg, OggPageSpan page) {
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t{};
        for (quint32 i = 0; i < 256; ++i) {
            quint32 r = i << 24;
            for (int bit = 0; bit < 8; ++bit)
                r = (r & 0x80000000u) ? (r << 1) ^ 0x04C11DB7u : r << 1;
            t[i] = r;
        }
        return t;
    }();
    char* p = ogg.data() + page.offset;
    qToLittleEndian<quint32>(0, p + 22);
    quint32 crc = 0;
    for (qsizetype i = 0; i < page.size; ++i)
        crc = (crc << 8) ^ table[((crc >> 24) ^ static_cast<uchar>(p[i])) & 0xFF];
    qToLittleEndian<quint32>(crc, p + 22);
}

/// What a lying stream claims instead of the truth; an empty field keeps the honest value.
struct OggLies {
    std::optional<quint8> channels;    ///< identification header byte 11 (1 … 255)
    std::optional<quint32> sampleRate; ///< identification header bytes 12–15 (Hz)
    std::optional<qint64> lastGranule; ///< granule position of the last page (frames)
};

/// Offsets of the lied-about fields in a stream that starts with its identification header's
/// page (as every Vorbis file does): the header starts after the first page's segment table.
inline qsizetype oggChannelsOffset(QByteArrayView ogg) {
    return 27 + static_cast<uchar>(ogg[26]) + 11;
}
inline qsizetype oggRateOffset(QByteArrayView ogg) {
    return oggChannelsOffset(ogg) + 1;
}

/// `honest` (a Vorbis stream of at least two pages) telling the lies asked for.
inline QByteArray lyingOgg(QByteArray honest, const OggLies& lies) {
    const std::vector<OggPageSpan> pages = oggPages(honest);
    if (pages.size() < 2)
        return honest;
    if (lies.channels)
        honest[oggChannelsOffset(honest)] = static_cast<char>(*lies.channels);
    if (lies.sampleRate)
        qToLittleEndian<quint32>(*lies.sampleRate, honest.data() + oggRateOffset(honest));
    if (lies.channels || lies.sampleRate)
        refreshOggCrc(honest, pages.front());
    if (lies.lastGranule) {
        qToLittleEndian<qint64>(*lies.lastGranule, honest.data() + pages.back().offset + 6);
        refreshOggCrc(honest, pages.back());
    }
    return honest;
}

} // namespace soundstage::fuzz
