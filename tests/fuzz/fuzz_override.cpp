// Override files (soundstage-override(5)) from hostile bytes: the parser never fails and stays
// bounded; a file without errors rewrites canonically, and formatting twice changes nothing.
#include "core/override/overridejson.h"
#include "core/override/overrideparser.h"
#include "core/override/overridewriter.h"
#include "tests/fuzz/fuzzsupport.h"

using namespace soundstage;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const OverrideParser parser;
    const OverrideFile file = parser.parse(fuzz::bytesOf(data, size));
    (void)OverrideJson::toJson(file);
    if (file.hasErrors())
        return 0;
    const QByteArray once = OverrideWriter::writeUtf8(file);
    const OverrideFile again = parser.parse(once);
    fuzz::require(!again.hasErrors(), "the canonical rewrite of a clean file parses cleanly");
    fuzz::require(OverrideWriter::writeUtf8(again) == once, "formatting twice changes nothing");
    return 0;
}
