#pragma once

namespace soundstage {

/// Where a piece of an override file was written: 1-based line and column (in characters) and
/// its length in characters. All zero for entries made in code rather than read from text.
struct OverrideSpan {
    int line = 0;
    int column = 0;
    int length = 0;

    [[nodiscard]] bool isValid() const { return line > 0; }
    friend bool operator==(const OverrideSpan&, const OverrideSpan&) = default;
};

} // namespace soundstage
