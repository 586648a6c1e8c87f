// Ogg Vorbis files: probe, verify and decode through libvorbisfile's memory callbacks.
#include "core/audio/oggvorbisreader.h"
#include "tests/fuzz/fuzzsupport.h"

using namespace soundstage;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArrayView bytes = fuzz::bytesOf(data, size);
    if (!OggVorbisReader::probe(bytes))
        return 0;
    (void)OggVorbisReader::verify(bytes);
    (void)OggVorbisReader::decode(bytes);
    return 0;
}
