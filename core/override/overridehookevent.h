#pragma once

#include "core/override/overrideevent.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace soundstage {

/// The left side of a hook line: `anim 0x03000514:FRAME` or `script 0x33000010@TIME`, each
/// optionally followed by `[N]` (soundstage-override(5), HOOK EVENTS). The keyword is matched in
/// any case; blanks may stand around `:`, `@` and inside `[ ]`. (`#` would start a comment, so the
/// hook number is in brackets.) FRAME and N are decimal integers 0..999999, TIME a non-negative
/// number of seconds (the language's number rule).
class OverrideHookEvent final {
public:
    OverrideHookEvent() = delete;

    /// What parse() found: the event, or the first error with the index into `text` it is at.
    struct Parsed {
        std::optional<OverrideEvent> event;
        qsizetype errorAt = 0;
        QString error; ///< translated; empty when `event` is set
    };

    /// Whether `text` starts with the keyword of a hook event (`anim` or `script`, a blank and a
    /// digit); only then is parse() the reader for it.
    [[nodiscard]] static bool isHookEvent(QStringView text);
    [[nodiscard]] static Parsed parse(QStringView text);
};

} // namespace soundstage
