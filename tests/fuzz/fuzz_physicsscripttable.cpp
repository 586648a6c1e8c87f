// PhysicsScriptTable decoding (every hook skipped or decoded exactly); see recordroundtrip.h.
#include "core/records/physicsscripttable.h"
#include "tests/fuzz/recordroundtrip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    return soundstage::fuzz::roundTrip<soundstage::PhysicsScriptTable>(data, size);
}
