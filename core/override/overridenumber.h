#pragma once
// The override language's number rule, once for both text forms: OverrideSyntax reads UTF-16
// (the writer, the GUI), OverrideLexer the file's UTF-8 bytes. Free function templates over the
// code unit type, so the two can never disagree.

#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace soundstage::overridenumber {

template <typename Char> constexpr bool isDigit(Char c) {
    return c >= Char('0') && c <= Char('9');
}

/// Optional `-`, digits with an optional fraction (`200`, `0.5`, `.5`, `5.`), optional exponent
/// (`1e-3`); no `+`, no hex, no `inf`/`nan`.
template <typename Char> bool isNumber(const Char* text, std::size_t n) {
    std::size_t i = 0;
    if (i < n && text[i] == Char('-'))
        ++i;
    std::size_t digits = 0;
    for (; i < n && isDigit(text[i]); ++i)
        ++digits;
    if (i < n && text[i] == Char('.')) {
        for (++i; i < n && isDigit(text[i]); ++i)
            ++digits;
    }
    if (digits == 0)
        return false;
    if (i < n && (text[i] == Char('e') || text[i] == Char('E'))) {
        ++i;
        if (i < n && (text[i] == Char('+') || text[i] == Char('-')))
            ++i;
        std::size_t exponentDigits = 0;
        for (; i < n && isDigit(text[i]); ++i)
            ++exponentDigits;
        if (exponentDigits == 0)
            return false;
    }
    return i == n;
}

/// parseNumber() past its quick case (an exponent, more than 15 digits, or not a number): the
/// shape check and std::from_chars. Apart, so the quick case's function needs no stack frame
/// for the 401-byte buffer (its frame cost more than the digits: issue 18).
template <typename Char>
[[gnu::noinline]] std::optional<double> parseNumberSlowly(const Char* text, std::size_t n) {
    // Hostile input can make a number arbitrarily long; no sane value needs 400 characters.
    if (n > 400 || !isNumber(text, n))
        return std::nullopt;
    std::array<char, 401> buffer{};
    for (std::size_t i = 0; i < n; ++i)
        buffer[i] = static_cast<char>(text[i]); // the shape check left ASCII only
    double value = 0;
    const char* end = buffer.data() + n;
    const auto [ptr, ec] = std::from_chars(buffer.data(), end, value, std::chars_format::general);
    if (ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    if (value == 0)
        value = 0; // "-0" reads as 0
    return value;
}

/// The value of a number (the double std::from_chars reads, `-0` as 0) into `value`, and true;
/// false when `text` is not one or overflows a double. (Not an optional: one returned from a
/// call that is not inlined goes through memory and stalls its reader, issue 18.)
template <typename Char> bool parseNumberInto(const Char* text, std::size_t n, double* value) {
    // The usual `0.8` or `200`: at most 15 digits and no exponent make the mantissa and the
    // power of ten exact doubles, so one division rounds correctly (the value from_chars gives).
    static constexpr double powers[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                        1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    const bool negative = n > 0 && text[0] == Char('-');
    std::size_t i = negative ? 1 : 0;
    std::uint64_t mantissa = 0;
    const std::size_t integerBegin = i;
    for (; i < n && isDigit(text[i]); ++i)
        mantissa = mantissa * 10 + static_cast<std::uint64_t>(text[i] - Char('0'));
    const std::size_t integerDigits = i - integerBegin;
    std::size_t fraction = 0;
    if (i < n && text[i] == Char('.')) {
        const std::size_t fractionBegin = ++i;
        for (; i < n && isDigit(text[i]); ++i)
            mantissa = mantissa * 10 + static_cast<std::uint64_t>(text[i] - Char('0'));
        fraction = i - fractionBegin;
    }
    const std::size_t digits = integerDigits + fraction;
    if (i == n && digits > 0 && digits <= 15) {
        const double quick = static_cast<double>(mantissa) / powers[fraction];
        *value = negative && quick != 0 ? -quick : quick;
        return true;
    }
    const std::optional<double> slow = parseNumberSlowly(text, n);
    if (slow)
        *value = *slow;
    return slow.has_value();
}

/// parseNumberInto() as an optional.
template <typename Char> std::optional<double> parseNumber(const Char* text, std::size_t n) {
    double value = 0;
    if (parseNumberInto(text, n, &value))
        return value;
    return std::nullopt;
}

} // namespace soundstage::overridenumber
