#pragma once

#include "core/override/overridefile.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <functional>

namespace soundstage {

/// Writes an OverrideFile as canonical text (language version 1):
///
/// - `!soundstage-override 1` first, then `!volume`, `!pick`, `!root` when the file set them or
///   they differ from the defaults, then unknown directives verbatim;
/// - entries sorted: `*/sound` by sound type, then `table/sound` by table and sound type, then
///   `wave` entries by id, then named events in their original order;
/// - columns aligned (event and comma padded, priority right-aligned), `;` between
///   alternatives, probability left out when it is 1, numbers in their shortest form, sound
///   types by name when the name is known, quotes only where needed;
/// - comments kept: a comment block goes with the entry or directive that follows it, a
///   trailing comment stays on its line, comments before the first item that a blank line
///   separates from it stay at the top, comments after the last item stay at the end; a
///   comment's text is kept as it is except for carriage returns at its end, which a reader
///   would take for part of a CRLF line end.
///
/// Formatting its own output again gives the same text. The writer writes what the model
/// holds: callers should not rewrite a file whose parse had errors (lines that could not be
/// read are not in the model and would be lost). Entries made in code (line 0) carry no
/// comments. Output ends lines with LF, no byte-order mark.
class OverrideWriter final {
public:
    OverrideWriter() = delete;

    [[nodiscard]] static QString write(const OverrideFile& file);
    [[nodiscard]] static QByteArray writeUtf8(const OverrideFile& file);
    /// The same text handed to `sink` a piece at a time (some 32 K characters each, in order):
    /// besides the model the writer holds one pointer and a few bytes per entry, never the
    /// text, so a rewrite of a large file costs a fraction of the file's own model.
    static void write(const OverrideFile& file, const std::function<void(QStringView)>& sink);
    /// write() with its pieces as UTF-8.
    static void writeUtf8(const OverrideFile& file,
                          const std::function<void(QByteArrayView)>& sink);
    /// One entry as a canonical line, without alignment or comment.
    [[nodiscard]] static QString entryLine(const OverrideEntry& entry);
};

} // namespace soundstage
