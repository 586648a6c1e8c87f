// SoundTable decoding; whatever decodes must re-encode to the same bytes and survive JSON.
#include "core/records/recordjson.h"
#include "core/records/recordtype.h"
#include "core/records/soundtable.h"
#include "tests/fuzz/fuzzsupport.h"

using namespace soundstage;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArrayView bytes = fuzz::bytesOf(data, size);
    const auto table = SoundTable::decode(bytes);
    if (!table)
        return 0;
    fuzz::require(table->encode() == bytes, "decode then encode gives the same bytes");
    fuzz::require(table->encodedSize() == qint64(size), "encodedSize matches");
    (void)table->waveIds();
    (void)table->duplicateSoundTypes();
    // The JSON importer also checks that the id is a SoundTable's (decode() takes the id the
    // dat keys the record by, whatever it is), so the round trip holds for those ids only.
    if (recordTypeOf(table->id) == RecordType::SoundTable) {
        const auto back = soundTableFromJson(toJson(*table));
        fuzz::requireOk(back, "toJson output parses");
        // compared as JSON: NaN is written "nan" (its payload bits are not kept) and NaN != NaN
        fuzz::require(toJson(*back) == toJson(*table), "JSON round trip gives the same table");
    }
    return 0;
}
