// Setup decoding (its default SoundTable dword); re-encoding must give the same bytes.
#include "core/records/recordjson.h"
#include "core/records/recordtype.h"
#include "core/records/setup.h"
#include "tests/fuzz/fuzzsupport.h"

using namespace soundstage;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArrayView bytes = fuzz::bytesOf(data, size);
    const auto setup = Setup::decode(bytes);
    if (!setup)
        return 0;
    fuzz::require(setup->encode() == bytes, "decode then encode gives the same bytes");
    if (recordTypeOf(setup->id) == RecordType::Setup) { // see fuzz_soundtable.cpp
        const auto back = setupFromJson(toJson(*setup), &*setup);
        fuzz::requireOk(back, "toJson output applies onto its own setup");
        fuzz::require(back->encode() == bytes, "JSON round trip gives the same bytes");
        fuzz::require(toJson(*back) == toJson(*setup), "JSON round trip gives the same setup");
    }
    return 0;
}
