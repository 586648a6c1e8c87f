// The parser's entry points: byte-order marks and the source's ownership. The work is in three
// layers, one file each: OverrideLexer (tokens of a line, on its UTF-8 bytes, and their
// columns), OverrideLineGrammar (line kinds and their fields, the run over the file) and
// OverrideEventGrammar (the event part, hook events included).
#include "core/override/overrideparser.h"

#include "core/override/overridelexer.h"
#include "core/override/overridelinegrammar.h"

#include <limits>
#include <string_view>
#include <utility>

namespace soundstage {

OverrideParser::OverrideParser(SoundTypeLookup soundTypes)
    : m_soundTypes(std::move(soundTypes)) {}

OverrideFile OverrideParser::parseShared(QByteArray utf8, int marks, const EntrySink* sink) const {
    const QByteArrayView bom("\xEF\xBB\xBF");
    const QByteArrayView bytes(utf8);
    const qsizetype first = marks > 0 && bytes.startsWith(bom) ? 3 : 0;
    const qsizetype begin =
        first > 0 && marks > 1 && bytes.sliced(first).startsWith(bom) ? first + 3 : first;
    // Invalid UTF-8 is looked for past the first mark only, so a second one counts as a column
    // in its messages, as it always did.
    OverrideFile file;
    {
        OverrideLineGrammar grammar(m_soundTypes, m_limits, sink);
        file = grammar.run(std::move(utf8), begin, first);
        if (!grammar.rereadInOnePart())
            return file;
    }
    // Read in two parts, it had more problems than are listed: which ones are depends on the
    // order one part reports them in.
    Limits onePart = m_limits;
    onePart.twoPartsFrom = std::numeric_limits<qsizetype>::max();
    OverrideLineGrammar grammar(m_soundTypes, onePart, sink);
    return grammar.run(std::move(file.source), begin, first);
}

OverrideFile OverrideParser::parseEach(QByteArray utf8, const EntrySink& sink) const {
    return parseShared(std::move(utf8), 2, &sink);
}

OverrideFile OverrideParser::parse(QByteArrayView utf8) const {
    return parseShared(utf8.toByteArray());
}

OverrideFile OverrideParser::parseText(QStringView text) const {
    return parseShared(text.toUtf8(), 1);
}

} // namespace soundstage
