#pragma once

#include "core/override/overridealternative.h"
#include "core/override/overrideevent.h"
#include "core/override/overridespan.h"

#include <QString>

#include <vector>

namespace soundstage {

/// One line `<event>, <priority> = <alternative> ; <alternative> ; …` of an override file.
/// No alternatives means the event is silenced (`<event>, <priority> =`).
struct OverrideEntry {
    int line = 0; ///< 1-based line it was read from; 0 for entries made in code
    OverrideEvent event;
    /// Non-negative, as in the dat's `priority_` field (which the retail client never uses).
    double priority = 0.0;
    std::vector<OverrideAlternative> alternatives;

    /// The original line (without its end-of-line characters) is OverrideFile::source from
    /// textOffset, textLength characters long; see OverrideFile::text(). -1 when made in code.
    qsizetype textOffset = -1;
    qsizetype textLength = 0;
    OverrideSpan eventSpan;    ///< where the event was written
    OverrideSpan prioritySpan; ///< where the priority was written
    bool hasErrors = false;    ///< an error was reported on this line: use with care

    [[nodiscard]] bool isSilenced() const { return alternatives.empty(); }
};

} // namespace soundstage
