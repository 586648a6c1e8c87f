// RIFF WAV files a modder brings: the container rules, the sample rules, then decoding.
#include "core/audio/wavreader.h"
#include "tests/fuzz/fuzzsupport.h"

using namespace soundstage;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArrayView bytes = fuzz::bytesOf(data, size);
    if (auto container = WavReader::parseContainer(bytes)) {
        (void)container->formatDescription();
        (void)container->seconds();
        (void)WavReader::decode(*container); // codecs in a WAV wrapper (ADPCM, MP3) too
    }
    if (auto file = WavReader::parse(bytes))
        (void)WavReader::decode(*file);
    return 0;
}
