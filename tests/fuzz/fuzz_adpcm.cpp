// MS-ADPCM wave decoding (format tag 2) in core. Input layout: see wavecodecinput.h.
#include "tests/fuzz/wavecodecinput.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    soundstage::fuzz::decodeWithTag(data, size, 0x0002);
    return 0;
}
