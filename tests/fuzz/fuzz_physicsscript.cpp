// PhysicsScript decoding (every hook skipped or decoded exactly); see recordroundtrip.h.
#include "core/records/physicsscript.h"
#include "tests/fuzz/recordroundtrip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    return soundstage::fuzz::roundTrip<soundstage::PhysicsScript>(data, size);
}
