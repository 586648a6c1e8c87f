#pragma once
// The parsed model of an override file as lines of text, for tests that compare two ways of
// reading the same file (streamed or whole, one thread or two) in full.

#include "core/override/overridefile.h"

#include <QStringList>

namespace soundstage::testing {

using namespace Qt::StringLiterals;

inline QString describeSpan(const OverrideSpan& span) {
    return u"%1:%2+%3"_s.arg(span.line).arg(span.column).arg(span.length);
}

/// What a parse keeps of an entry, except what a streaming sink cannot know yet: `hasErrors`,
/// and the volume a `!volume percent` file gives an alternative that writes none.
inline QString describeEntry(const OverrideEntry& entry) {
    QString out = u"%1 [%2] %3 @%4 %5 @%6 bytes %7+%8"_s.arg(entry.line)
                      .arg(entry.event.toText(), describeSpan(entry.eventSpan))
                      .arg(entry.priority)
                      .arg(describeSpan(entry.prioritySpan))
                      .arg(entry.textOffset)
                      .arg(entry.textLength);
    if (entry.firesSound)
        out += u" fires "_s + entry.firesSoundText() + u" @"_s + describeSpan(entry.firesSoundSpan);
    for (const OverrideAlternative& a : entry.alternatives) {
        out += u" | "_s + a.sourceText() + u" @"_s + describeSpan(a.sourceSpan);
        out += a.volumeSpan.isValid() ? u" v%1 @%2"_s.arg(a.volume).arg(describeSpan(a.volumeSpan))
                                      : u" v-"_s;
        out += u" p%1 @%2"_s.arg(a.probability).arg(describeSpan(a.probabilitySpan));
    }
    return out;
}

inline QStringList describeDirectives(const OverrideFile& file) {
    QStringList out;
    for (const OverrideDirective& d : file.directives)
        out << u"%1:%2 !%3 %4 | %5 %6"_s.arg(d.line)
                   .arg(d.column)
                   .arg(d.name, d.value, d.text)
                   .arg(d.known);
    return out;
}

} // namespace soundstage::testing
