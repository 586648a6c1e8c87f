#include "core/override/overridesyntax.h"

#include "core/override/overridenumber.h"

#include <array>
#include <charconv>
#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

bool isDigit(QChar c) {
    return c >= u'0' && c <= u'9';
}

bool isHexDigit(QChar c) {
    return isDigit(c) || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
}

bool hasSpaceAtEnds(QStringView text) {
    return !text.isEmpty() && (text.front().isSpace() || text.back().isSpace());
}

template <typename T> QString shortest(T value) {
    std::array<char, 64> buffer{};
    const T magnitude = std::fabs(value);
    const auto format = (magnitude >= T(1e-6) && magnitude < T(1e15)) ? std::chars_format::fixed
                                                                      : std::chars_format::general;
    const auto [end, ec] =
        std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, format);
    if (ec != std::errc())
        return QString::number(static_cast<double>(value), 'g', 17);
    return QString::fromLatin1(buffer.data(), end - buffer.data());
}

} // namespace

bool OverrideSyntax::isNumber(QStringView text) {
    return overridenumber::isNumber(text.utf16(), static_cast<size_t>(text.size()));
}

std::optional<double> OverrideSyntax::parseNumber(QStringView text) {
    return overridenumber::parseNumber(text.utf16(), static_cast<size_t>(text.size()));
}

QString OverrideSyntax::formatNumber(double value) {
    if (value == 0 || !std::isfinite(value))
        return value == 0 ? u"0"_s : QString::number(value);
    const auto single = static_cast<float>(value);
    if (std::isfinite(single) && static_cast<double>(single) == value)
        return shortest(single);
    return shortest(value);
}

bool OverrideSyntax::looksLikeHexId(QStringView text) {
    if (text.size() < 3 || text[0] != u'0' || (text[1] != u'x' && text[1] != u'X'))
        return false;
    for (qsizetype i = 2; i < text.size(); ++i) {
        if (!isHexDigit(text[i]))
            return false;
    }
    return true;
}

QString OverrideSyntax::formatTime(double seconds) {
    return shortest(seconds);
}

QStringView OverrideSyntax::eventKeyword(QStringView text) {
    // Asked of every event of a file: most start with `0x`, `*` or a name, so an ASCII first
    // character that starts no keyword answers at once (a non-ASCII one may fold to one).
    if (!text.isEmpty()) {
        const char16_t first = text.front().unicode();
        const char16_t lower = first | 0x20;
        if (first < 0x80 && lower != u'w' && lower != u'a' && lower != u's' && first != u' ' &&
            !(first >= u'\t' && first <= u'\r'))
            return {};
    }
    text = text.trimmed();
    for (const QStringView keyword : {u"wave", u"anim", u"script"}) {
        const qsizetype n = keyword.size();
        if (text.size() <= n || !text[n].isSpace() ||
            text.first(n).compare(keyword, Qt::CaseInsensitive) != 0)
            continue;
        const QStringView rest = text.sliced(n).trimmed();
        if (!rest.isEmpty() && isDigit(rest.front()))
            return text.first(n);
    }
    return {};
}

bool OverrideSyntax::looksLikeStructuredEvent(QStringView text) {
    text = text.trimmed();
    if (!eventKeyword(text).isEmpty())
        return true;
    qsizetype slash = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'/') {
            slash = i;
            break;
        }
    }
    if (slash <= 0)
        return false;
    const QStringView first = text.first(slash);
    if (first == u"*" ||
        (first.size() >= 2 && first[0] == u'0' && (first[1].unicode() | 0x20) == u'x'))
        return true;
    return false;
}

QString OverrideSyntax::quote(QStringView text) {
    QString out;
    out.reserve(text.size() + 2);
    out += u'"';
    for (const QChar c : text) {
        if (c == u'"' || c == u'\\')
            out += u'\\';
        out += c;
    }
    out += u'"';
    return out;
}

QString OverrideSyntax::sourceText(QStringView path) {
    const bool needsQuotes = path.isEmpty() || hasSpaceAtEnds(path) || path.contains(u',') ||
                             path.contains(u';') || path.contains(u'#') || path.contains(u'"') ||
                             isNumber(path) || looksLikeHexId(path) ||
                             (path.endsWith(u'%') && isNumber(path.chopped(1)));
    return needsQuotes ? quote(path) : path.toString();
}

QString OverrideSyntax::eventNameText(QStringView name) {
    const bool needsQuotes = name.isEmpty() || hasSpaceAtEnds(name) || name.contains(u',') ||
                             name.contains(u'=') || name.contains(u'#') || name.contains(u'"') ||
                             name.startsWith(u'!') || looksLikeStructuredEvent(name);
    return needsQuotes ? quote(name) : name.toString();
}

QString OverrideSyntax::directiveValueText(QStringView value) {
    const bool needsQuotes =
        value.isEmpty() || hasSpaceAtEnds(value) || value.contains(u'#') || value.startsWith(u'"');
    return needsQuotes ? quote(value) : value.toString();
}

} // namespace soundstage
