// Record JSON (what `patch --set` reads): parse, then build the record its "type" names.
// Whatever builds must give the same record again from its own toJson().
#include "core/records/recordjson.h"
#include "core/records/recordtype.h"
#include "tests/fuzz/fuzzsupport.h"

using namespace soundstage;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const auto object = parseJsonObject(fuzz::bytesOf(data, size));
    if (!object)
        return 0;
    (void)jsonRecordId(*object);
    const auto type = jsonRecordType(*object);
    if (!type)
        return 0;
    if (auto table = soundTableFromJson(*object)) {
        const auto again = soundTableFromJson(toJson(*table));
        // compared as JSON: NaN is written "nan" and NaN != NaN
        fuzz::require(again && toJson(*again) == toJson(*table), "table JSON round trip");
        (void)table->encode();
    }
    if (auto region = regionFromJson(*object)) {
        const auto again = regionFromJson(toJson(*region), &*region);
        fuzz::require(again && toJson(*again) == toJson(*region), "region JSON round trip");
        const QByteArray encoded = region->encode();
        fuzz::require(RegionDesc::decode(encoded).has_value(), "an encoded region decodes");
    }
    if (auto setup = setupFromJson(*object)) {
        const auto again = setupFromJson(toJson(*setup), &*setup);
        fuzz::require(again && toJson(*again) == toJson(*setup), "setup JSON round trip");
    }
    return 0;
}
