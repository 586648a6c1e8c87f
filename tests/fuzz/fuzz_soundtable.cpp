// SoundTable decoding; whatever decodes must re-encode to the same bytes and survive JSON.
#include "core/records/recordjson.h"
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
    const auto back = soundTableFromJson(toJson(*table));
    fuzz::require(back.has_value(), "toJson output parses");
    return 0;
}
