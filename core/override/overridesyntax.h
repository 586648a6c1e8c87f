#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace soundstage {

/// The lexical rules of the override language, shared by the parser and the writer so that
/// whatever the writer emits reads back the same.
///
/// - A *number* is a decimal: optional `-`, digits with an optional fraction (`200`, `0.5`,
///   `.5`), optional exponent (`1e-3`). Hex and `inf`/`nan` are not numbers.
/// - A *wave id* is `0x` followed by hex digits only.
/// - Quoted text is `"…"` with two escapes, `\"` and `\\`.
class OverrideSyntax final {
public:
    OverrideSyntax() = delete;

    /// Whether `text` has the shape of a number (it may still be out of range).
    [[nodiscard]] static bool isNumber(QStringView text);
    /// The value of a number, or nothing when `text` is not a number or overflows a double.
    [[nodiscard]] static std::optional<double> parseNumber(QStringView text);
    /// Shortest text that reads back as `value`; for a value that is exactly a 32-bit float (as
    /// the dat stores them) the shortest text of that float. Plain decimals for 1e-6 ≤ |v| < 1e15.
    [[nodiscard]] static QString formatNumber(double value);

    /// Shortest text that reads back as the double `seconds` (a PhysicsScript's start times are
    /// f64: never shortened to a float's text as formatNumber() does).
    [[nodiscard]] static QString formatTime(double seconds);

    /// Whether `text` is `0x` followed by hex digits only.
    [[nodiscard]] static bool looksLikeHexId(QStringView text);
    /// Whether an unquoted `text` would be read as a structured event (`…/…` starting with `0x`
    /// or `*`, or `wave`, `anim` or `script` followed by an id) rather than a named one.
    [[nodiscard]] static bool looksLikeStructuredEvent(QStringView text);
    /// The keyword of a structured event that starts with one (`wave`, `anim`, `script`, any
    /// case, then a blank and a digit), or an empty view.
    [[nodiscard]] static QStringView eventKeyword(QStringView text);

    /// `"text"` with `\` and `"` escaped.
    [[nodiscard]] static QString quote(QStringView text);
    /// A source path as the writer emits it: quoted only when it must be (holds `,` `;` `#` or
    /// `"`, has spaces at its ends, is empty, or would read as a number or a wave id).
    [[nodiscard]] static QString sourceText(QStringView path);
    /// A named event as the writer emits it: quoted when it holds `,` `=` `#` or `"`, has spaces
    /// at its ends, starts with `!`, or would read as a structured event.
    [[nodiscard]] static QString eventNameText(QStringView name);
    /// A directive value (`!root`) as the writer emits it.
    [[nodiscard]] static QString directiveValueText(QStringView value);
};

} // namespace soundstage
