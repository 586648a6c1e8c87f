#pragma once

#include "core/override/overridealternative.h"
#include "core/override/overrideevent.h"
#include "core/override/overridespan.h"

#include <QString>

#include <optional>
#include <vector>

namespace soundstage {

/// One line `<event>, <priority> = <alternative> ; <alternative> ; …` of an override file.
/// No alternatives means the event is silenced (`<event>, <priority> =`).
struct OverrideEntry {
    /// Provided, not defaulted: a vector's emplace_back() would otherwise zero all the bytes
    /// before the members' initialisers run (issue 18: a `rep stos` per entry parsed).
    OverrideEntry() noexcept {} // NOLINT(modernize-use-equals-default)

    // Members are ordered so no padding sits between them: files hold up to millions of these.
    int line = 0;           ///< 1-based line it was read from; 0 for entries made in code
    bool hasErrors = false; ///< an error was reported on this line: use with care
    OverrideEvent event;
    /// Non-negative, as in the dat's `priority_` field (which the retail client never uses).
    double priority = 0.0;
    std::vector<OverrideAlternative> alternatives;
    /// Hook lines only: `= sound:NAME`, the sound type a SoundTable hook fires instead (then
    /// `alternatives` is empty). A hook line holds at most one alternative.
    std::optional<quint32> firesSound;
    QString firesSoundName; ///< canonical name of firesSound, empty when it has none

    /// The original line (without its end-of-line characters) is OverrideFile::source from
    /// byte textOffset, textLength bytes long (UTF-8); see OverrideFile::text(). -1 when made
    /// in code.
    qsizetype textOffset = -1;
    int textLength = 0;          ///< bytes; an entry's line is short (OverrideParser::Limits)
    OverrideSpan eventSpan;      ///< where the event was written
    OverrideSpan prioritySpan;   ///< where the priority was written
    OverrideSpan firesSoundSpan; ///< where `sound:NAME` was written

    [[nodiscard]] bool isSilenced() const { return alternatives.empty() && !firesSound; }
    /// `sound:NAME` in canonical form (`sound:Swoosh2`, `sound:0x37`); empty without one.
    [[nodiscard]] QString firesSoundText() const {
        if (!firesSound)
            return {};
        return QStringLiteral("sound:") +
               (firesSoundName.isEmpty()
                    ? QStringLiteral("0x") +
                          QString::number(*firesSound, 16).toUpper().rightJustified(2, u'0')
                    : firesSoundName);
    }
};

} // namespace soundstage
