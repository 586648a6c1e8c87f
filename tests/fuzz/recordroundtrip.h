#pragma once
// The property of the fuzz targets for the records that carry hooks and motions: a record
// that decodes re-encodes to the same bytes, decodes again to an equal value, and its JSON
// (show --json) can be built.

#include "core/records/animationjson.h"
#include "tests/fuzz/fuzzsupport.h"

namespace soundstage::fuzz {

template <typename Record> int roundTrip(const uint8_t* data, size_t size) {
    const QByteArrayView bytes = bytesOf(data, size);
    const auto record = Record::decode(bytes);
    if (!record)
        return 0;
    const QByteArray encoded = record->encode();
    require(encoded == bytes, "decode then encode gives the same bytes");
    const auto again = Record::decode(encoded);
    requireOk(again, "the encoded record decodes");
    (void)toJson(*again);
    return 0;
}

} // namespace soundstage::fuzz
