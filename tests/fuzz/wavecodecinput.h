#pragma once
// Input layout of the codec targets (fuzz_adpcm, fuzz_mp3): one byte L, then L bytes of
// WAVEFORMATEX, then the codec stream. The format tag is forced to the target's codec so the
// fuzzer spends its time inside that decoder. fuzz_seeds writes seeds in this layout.

#include "core/audio/wavedecoder.h"
#include "tests/fuzz/fuzzsupport.h"

namespace soundstage::fuzz {

inline void decodeWithTag(const uint8_t* data, size_t size, quint16 tag) {
    if (size < 1)
        return;
    const size_t formatSize = std::min<size_t>(data[0], size - 1);
    QByteArray format(reinterpret_cast<const char*>(data + 1), qsizetype(formatSize));
    if (format.size() >= 2) {
        format[0] = char(tag & 0xFF);
        format[1] = char(tag >> 8);
    }
    const QByteArray stream(reinterpret_cast<const char*>(data + 1 + formatSize),
                            qsizetype(size - 1 - formatSize));
    auto decoder = WaveDecoder::open(format, stream, 1, qint64(1 + formatSize));
    if (!decoder)
        return;
    (void)(*decoder)->frameCountHint();
    (void)(*decoder)->readAll();
}

} // namespace soundstage::fuzz
