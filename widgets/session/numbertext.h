#pragma once

#include <QString>

namespace soundstage {

/// Numbers in the window as users read them: in the user's locale (QLocale(), which the
/// application sets from the chosen language: "0,5" in German), never in exponent notation for
/// the sizes the views show. Chances go through OddsText::percent() instead. Any thread.
class NumberText final {
public:
    NumberText() = delete;

    /// `value` with `decimals` digits after the separator ("0,16").
    [[nodiscard]] static QString fixed(double value, int decimals);
    /// `value` with up to `digits` significant digits and no trailing zeros ("0,5", "120",
    /// "0,025").
    [[nodiscard]] static QString significant(double value, int digits);
};

} // namespace soundstage
