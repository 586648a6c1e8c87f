// MP3 wave decoding (format tag 0x55) through libmpg123. Input layout: see wavecodecinput.h.
#include "tests/fuzz/wavecodecinput.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    soundstage::fuzz::decodeWithTag(data, size, 0x0055);
    return 0;
}
