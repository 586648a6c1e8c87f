// Override files (soundstage-override(5)) from hostile bytes: the parser never fails and stays
// bounded; the streaming parse (parseEach, what `override check` uses) hands over the entries
// parse() keeps and finds the same problems; a file without errors rewrites canonically, and
// formatting twice changes nothing; read in two parts (as a large file is), it is the same file.
#include "core/override/overridejson.h"
#include "core/override/overrideparser.h"
#include "core/override/overridewriter.h"
#include "tests/fuzz/fuzzsupport.h"

#include <algorithm>

using namespace soundstage;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const OverrideParser parser;
    const OverrideFile file = parser.parse(fuzz::bytesOf(data, size));
    size_t streamed = 0;
    bool sameEntries = true;
    const OverrideFile each =
        parser.parseEach(fuzz::bytesOf(data, size).toByteArray(), [&](OverrideEntry&& entry) {
            sameEntries = sameEntries && streamed < file.entries.size() &&
                          entry.line == file.entries[streamed].line &&
                          entry.alternatives.size() == file.entries[streamed].alternatives.size();
            ++streamed;
        });
    fuzz::require(sameEntries && streamed == file.entries.size(),
                  "the streaming parse hands over the entries parse() keeps");
    fuzz::require(each.diagnostics == file.diagnostics,
                  "the streaming parse finds the problems parse() finds");
    // Read in two parts (as a large file is), it is the same file.
    static const OverrideParser inTwoParts = [] {
        OverrideParser twoParts;
        OverrideParser::Limits limits;
        limits.twoPartsFrom = 0;
        twoParts.setLimits(limits);
        return twoParts;
    }();
    const OverrideFile two = inTwoParts.parse(fuzz::bytesOf(data, size));
    fuzz::require(two.diagnostics == file.diagnostics,
                  "a parse in two parts finds the problems one part finds");
    fuzz::require(OverrideJson::toJson(two) == OverrideJson::toJson(file),
                  "a parse in two parts reads the entries and settings one part reads");
    fuzz::require(std::ranges::equal(two.comments, file.comments,
                                     [](const OverrideComment& a, const OverrideComment& b) {
                                         return a.line == b.line && a.column == b.column &&
                                                a.text == b.text && a.trailing == b.trailing;
                                     }) &&
                      std::ranges::equal(
                          two.directives, file.directives,
                          [](const OverrideDirective& a, const OverrideDirective& b) {
                              return a.line == b.line && a.text == b.text && a.known == b.known;
                          }),
                  "a parse in two parts keeps the comments and directives of one part");
    if (file.hasErrors())
        return 0;
    const QByteArray once = OverrideWriter::writeUtf8(file);
    const OverrideFile again = parser.parse(once);
    fuzz::require(!again.hasErrors(), "the canonical rewrite of a clean file parses cleanly");
    fuzz::require(OverrideWriter::writeUtf8(again) == once, "formatting twice changes nothing");
    return 0;
}
