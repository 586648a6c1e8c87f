// RegionDesc decoding; whatever decodes must re-encode to the same bytes and survive JSON.
#include "core/records/recordjson.h"
#include "core/records/recordtype.h"
#include "core/records/regiondesc.h"
#include "tests/fuzz/fuzzsupport.h"

using namespace soundstage;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArrayView bytes = fuzz::bytesOf(data, size);
    const auto region = RegionDesc::decode(bytes);
    if (!region)
        return 0;
    fuzz::require(region->encode() == bytes, "decode then encode gives the same bytes");
    if (recordTypeOf(region->id) == RecordType::Region) { // see fuzz_soundtable.cpp
        const auto back = regionFromJson(toJson(*region), &*region);
        fuzz::requireOk(back, "toJson output applies onto its own region");
        fuzz::require(toJson(*back) == toJson(*region), "JSON round trip gives the same region");
    }
    return 0;
}
