#pragma once
// What a parse made, as text to compare: two ways of reading one file (parse() and parseEach(),
// one part or two) must give the same lines.

#include "core/override/overridefile.h"

#include <QByteArray>
#include <QStringList>

#include <vector>

namespace soundstage::overridedescribe {

using namespace Qt::StringLiterals;

inline QString describeSpan(const OverrideSpan& span) {
    return u"%1:%2+%3"_s.arg(span.line).arg(span.column).arg(span.length);
}

/// What parse() keeps of an entry, except what a streaming sink cannot know yet: `hasErrors`,
/// and the volume a `!volume percent` file gives an alternative that writes none.
inline QString describe(const OverrideEntry& entry) {
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

inline QStringList describeAll(const std::vector<OverrideEntry>& entries) {
    QStringList out;
    for (const OverrideEntry& entry : entries)
        out << describe(entry);
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

/// `count` copies of `line`, each with `N` replaced by its index, each ending its line.
inline QByteArray manyLines(int count, const QByteArray& line) {
    QByteArray out;
    for (int i = 0; i < count; ++i)
        out += QByteArray(line).replace("N", QByteArray::number(i)) + '\n';
    return out;
}

} // namespace soundstage::overridedescribe
