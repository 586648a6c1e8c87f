// Wave records: decode, re-encode byte-identically, then decode the audio of whatever format
// the header names (PCM, MS-ADPCM, MP3, anything else refused).
#include "core/audio/wavedecoder.h"
#include "core/records/wave.h"
#include "tests/fuzz/fuzzsupport.h"

using namespace soundstage;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArrayView bytes = fuzz::bytesOf(data, size);
    const auto wave = Wave::decode(bytes);
    if (!wave)
        return 0;
    fuzz::require(wave->encode() == bytes, "decode then encode gives the same bytes");
    (void)wave->seconds();
    (void)wave->formatName();
    (void)WaveDecoder::decode(*wave);
    return 0;
}
