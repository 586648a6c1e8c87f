#include "core/override/overridelexer.h"

#include "core/common/hexid.h"
#include "core/override/overridenumber.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS: the lexer's messages stay in the
// parser's context, where their translations have always been.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverrideParser)
};

constexpr auto hexValues = [] {
    std::array<signed char, 256> values{};
    for (int c = 0; c < 256; ++c) {
        values[size_t(c)] = c >= '0' && c <= '9'   ? static_cast<signed char>(c - '0')
                            : c >= 'a' && c <= 'f' ? static_cast<signed char>(c - 'a' + 10)
                            : c >= 'A' && c <= 'F' ? static_cast<signed char>(c - 'A' + 10)
                                                   : -1;
    }
    return values;
}();

int hexValue(char c) {
    return hexValues[static_cast<unsigned char>(c)];
}

/// The length of the valid UTF-8 sequence at `data[i]`, or 0 when it is invalid there.
int validSequence(const unsigned char* data, size_t i, size_t n) {
    const unsigned char b = data[i];
    if (b < 0x80)
        return 1;
    int length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) {
        length = 2;
    } else if (b >= 0xE0 && b <= 0xEF) {
        length = 3;
        if (b == 0xE0)
            low = 0xA0;
        if (b == 0xED)
            high = 0x9F;
    } else if (b >= 0xF0 && b <= 0xF4) {
        length = 4;
        if (b == 0xF0)
            low = 0x90;
        if (b == 0xF4)
            high = 0x8F;
    }
    if (length == 0 || i + size_t(length) > n)
        return 0;
    for (int k = 1; k < length; ++k) {
        const unsigned char c = data[i + size_t(k)];
        if (k == 1 ? (c < low || c > high) : (c < 0x80 || c > 0xBF))
            return 0;
    }
    return length;
}

} // namespace

qsizetype countBytes(std::string_view bytes, char a, char b) {
    const char* p = bytes.data();
    const char* const end = p + bytes.size();
    qsizetype count = 0;
#if defined(__SSE2__)
    // Each lane counts its hits in a byte (a match is -1, subtracted), summed every 255 blocks
    // (before a lane can wrap): no population count, which plain x86-64 lacks.
    const __m128i first = _mm_set1_epi8(a);
    const __m128i second = _mm_set1_epi8(b);
    while (end - p >= 16) {
        __m128i lanes = _mm_setzero_si128();
        for (int block = 0; block < 255 && end - p >= 16; ++block, p += 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
            lanes = _mm_sub_epi8(lanes,
                                 _mm_or_si128(_mm_cmpeq_epi8(v, first), _mm_cmpeq_epi8(v, second)));
        }
        const __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
        count += _mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
    }
#endif
    for (; p != end; ++p)
        count += *p == a || *p == b;
    return count;
}

bool isAscii(std::string_view bytes) {
    const char* p = bytes.data();
    size_t n = bytes.size();
    quint64 any = 0;
    for (; n >= 8; n -= 8, p += 8) {
        quint64 word = 0;
        std::memcpy(&word, p, 8);
        any |= word;
    }
    for (; n > 0; --n, ++p)
        any |= static_cast<unsigned char>(*p);
    return (any & 0x8080808080808080ull) == 0;
}

bool isValidUtf8(std::string_view bytes) {
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    const size_t n = bytes.size();
    for (size_t i = 0; i < n;) {
        const int length = validSequence(data, i, n);
        if (length == 0)
            return false;
        i += size_t(length);
    }
    return true;
}

std::vector<std::pair<int, int>> findInvalidUtf8(QByteArrayView bytes, bool* ascii) {
    std::vector<std::pair<int, int>> problems;
    bool onlyAscii = true;
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    const auto n = static_cast<size_t>(bytes.size());
    int line = 1;
    size_t lineStart = 0;
    size_t counted = 0;
    int reportedLine = 0;
    size_t i = 0;
    while (i < n) {
        while (i + 8 <= n) {
            quint64 word = 0;
            std::memcpy(&word, data + i, 8);
            if (word & 0x8080808080808080ull)
                break;
            i += 8;
        }
        if (i >= n)
            break;
        onlyAscii = onlyAscii && data[i] < 0x80;
        if (const int length = validSequence(data, i, n)) {
            i += size_t(length);
            continue;
        }
        for (; counted < i; ++counted) {
            if (data[counted] == '\n') {
                ++line;
                lineStart = counted + 1;
            }
        }
        if (reportedLine != line) {
            reportedLine = line;
            int column = 1;
            for (size_t k = lineStart; k < i; ++k) {
                if ((data[k] & 0xC0) != 0x80)
                    ++column;
            }
            problems.emplace_back(line, column);
        }
        ++i;
    }
    if (ascii)
        *ascii = onlyAscii;
    return problems;
}

qsizetype OverrideLexer::utf16Length(std::string_view bytes) {
    qsizetype units = 0;
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        units += (b & 0xC0) != 0x80;
        units += b >= 0xF0;
    }
    return units;
}

void OverrideLexer::setLine(int number, std::string_view bytes, bool ascii) {
    m_lineNumber = number;
    m_line = bytes;
    m_ascii = ascii || isAscii(bytes);
    const char* const sourceEnd = m_source.data() + m_source.size();
    const bool inSource = bytes.data() >= m_source.data() && bytes.data() <= sourceEnd;
    m_readableEnd = inSource ? sourceEnd : bytes.data() + bytes.size();
    m_escapesUsed = 0;
    m_prefixBuilt = false;
}

char32_t OverrideLexer::codePointAt(qsizetype pos, int* length) const {
    const auto* p = reinterpret_cast<const unsigned char*>(m_line.data()) + pos;
    const unsigned char b = p[0];
    int n = 1;
    char32_t c = b;
    if (b >= 0xF0) {
        n = 4;
        c = b & 0x07;
    } else if (b >= 0xE0) {
        n = 3;
        c = b & 0x0F;
    } else if (b >= 0xC0) {
        n = 2;
        c = b & 0x1F;
    }
    n = static_cast<int>(std::min<qsizetype>(n, size() - pos));
    for (int k = 1; k < n; ++k)
        c = (c << 6) | (p[k] & 0x3F);
    if (length)
        *length = n;
    return c;
}

bool OverrideLexer::unicodeBlankAt(qsizetype pos, int* length) const {
    return QChar::isSpace(codePointAt(pos, length));
}

qsizetype OverrideLexer::unicodeTrimBack(qsizetype begin, qsizetype end) const {
    while (end > begin) {
        qsizetype k = end - 1;
        while (k > begin && (static_cast<unsigned char>(m_line[size_t(k)]) & 0xC0) == 0x80)
            --k;
        int length = 1;
        if (!blankAt(k, &length))
            break;
        end = k;
    }
    return end;
}

int OverrideLexer::unicodeColumn(qsizetype index) const {
    if (!m_prefixBuilt) {
        m_prefix.resize(m_line.size() + 1);
        int points = 0;
        for (size_t i = 0; i < m_line.size(); ++i) {
            m_prefix[i] = points;
            if ((static_cast<unsigned char>(m_line[i]) & 0xC0) != 0x80)
                ++points;
        }
        m_prefix[m_line.size()] = points;
        m_prefixBuilt = true;
    }
    index = std::clamp<qsizetype>(index, 0, size());
    return m_prefix[size_t(index)] + 1;
}

int OverrideLexer::columnIn(qsizetype begin, QStringView text, qsizetype k) const {
    int lows = 0;
    for (qsizetype i = 0; i < k && i < text.size(); ++i)
        lows += text[i].isLowSurrogate();
    return column(begin) + static_cast<int>(k) - lows;
}

void OverrideLexer::report(int line, int column, Severity severity, QString message) {
    if (m_beforeReport && !m_inBeforeReport) {
        m_inBeforeReport = true;
        m_beforeReport();
        m_inBeforeReport = false;
    }
    if (m_reported >= m_maxDiagnostics) {
        m_truncated = true;
        m_droppedError = m_droppedError || severity == Severity::Error;
        return;
    }
    ++m_reported;
    m_diagnostics.push_back({line, column, severity, std::move(message)});
}

void OverrideLexer::scan(OverrideToken& token, qsizetype& pos, char stop1, char stop2) {
    const char* data = m_line.data();
    const qsizetype n = size();
    pos = skipBlanks(pos);
    if (pos < n && data[pos] == '"')
        return scanQuoted(token, pos, stop1, stop2);
    const auto isStop = [&](char c) { return c == '#' || c == stop1 || c == stop2; };
    token = OverrideToken();
    token.begin = pos;
    qsizetype end = pos;
    qsizetype quote = -1;
#if defined(__SSE2__)
    // Sixteen bytes at a time up to the first stop or quote; the scalar loop takes over there.
    // The bytes past the line (the next lines of the source) may be read, not matched.
    {
        const __m128i hash = _mm_set1_epi8('#');
        const __m128i first = _mm_set1_epi8(stop1);
        const __m128i second = _mm_set1_epi8(stop2);
        const __m128i quoteMark = _mm_set1_epi8('"');
        while (end < n && data + end + 16 <= m_readableEnd) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + end));
            const __m128i hit =
                _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, hash), _mm_cmpeq_epi8(v, first)),
                             _mm_or_si128(_mm_cmpeq_epi8(v, second), _mm_cmpeq_epi8(v, quoteMark)));
            auto mask = static_cast<unsigned>(_mm_movemask_epi8(hit));
            if (n - end < 16)
                mask &= (1u << (n - end)) - 1;
            if (mask) {
                end += __builtin_ctz(mask);
                break;
            }
            end = std::min<qsizetype>(end + 16, n);
        }
    }
#endif
    for (; end < n; ++end) {
        const char c = data[end];
        if (isStop(c))
            break;
        if (c == '"' && quote < 0)
            quote = end;
    }
    const qsizetype trimmed = trimBack(pos, end);
    if (quote >= 0)
        reportQuoteInBareText(quote);
    token.view = std::string_view(data + pos, size_t(trimmed - pos));
    token.end = trimmed;
    pos = end;
}

void OverrideLexer::scanQuoted(OverrideToken& token, qsizetype& pos, char stop1, char stop2) {
    const char* data = m_line.data();
    const qsizetype n = size();
    const auto isStop = [&](char c) { return c == '#' || c == stop1 || c == stop2; };
    token = OverrideToken();
    token.begin = pos;
    token.quoted = true;
    const qsizetype open = pos++;
    const qsizetype textBegin = pos;
    bool closed = false;
    std::string* escaped = nullptr; // the resolved text, from the first escape on
    while (pos < n) {
        qsizetype chunk = pos;
        while (chunk < n && data[chunk] != '"' && data[chunk] != '\\')
            ++chunk;
        if (escaped)
            escaped->append(data + pos, size_t(chunk - pos));
        pos = chunk;
        if (pos == n)
            break;
        if (data[pos] == '"') {
            closed = true;
            break;
        }
        if (pos + 1 == n) { // a backslash ends the line: kept
            if (escaped)
                *escaped += '\\';
            ++pos;
            break;
        }
        int length = 1;
        codePointAt(pos + 1, &length);
        const char next = data[pos + 1];
        if (next == '"' || next == '\\') {
            if (!escaped) {
                token.hasEscapes = true;
                escaped = &escapeBuffer();
                escaped->assign(data + textBegin, size_t(pos - textBegin));
            }
            *escaped += next;
        } else {
            reportAt(pos, Severity::Warning,
                     Tr::tr("`\\%1` is not an escape (only `\\\"` and `\\\\` are); the "
                            "backslash is kept")
                         .arg(toQString(m_line.substr(size_t(pos + 1), size_t(length)))));
            if (escaped)
                escaped->append(data + pos, size_t(1 + length));
        }
        pos += 1 + length;
    }
    token.view = escaped ? std::string_view(*escaped)
                         : m_line.substr(size_t(textBegin), size_t(pos - textBegin));
    if (closed)
        ++pos;
    token.end = pos;
    if (!closed) {
        reportAt(open, Severity::Error, Tr::tr("this quoted text has no closing `\"`"));
        return;
    }
    pos = skipBlanks(pos);
    if (pos < n && !isStop(data[pos])) {
        reportAt(pos, Severity::Error,
                 Tr::tr("unexpected text after the closing quote; put the whole value in quotes"));
        while (pos < n && !isStop(data[pos]))
            ++pos;
    }
}

void OverrideLexer::reportQuoteInBareText(qsizetype quote) {
    reportAt(quote, Severity::Error,
             Tr::tr("a `\"` inside unquoted text; put the whole value in quotes and write `\\\"` "
                    "for a quote"));
}

QStringView OverrideLexer::decode(std::string_view bytes, std::vector<QChar>& buffer) {
    // Never more UTF-16 code units than bytes.
    if (buffer.size() < bytes.size())
        buffer.resize(bytes.size());
    auto* out = reinterpret_cast<char16_t*>(buffer.data());
    return QStringView(buffer.data(), TextPool::decodeValidUtf8(bytes, out));
}

size_t OverrideLexer::hash(std::string_view bytes) {
    // Eight bytes at a time (the last word overlapping the one before it), each mixed in by a
    // multiply; the top bits of the product are folded down.
    const char* p = bytes.data();
    const size_t n = bytes.size();
    quint64 h = n * 0x9E3779B97F4A7C15ull;
    const auto mix = [&h](quint64 word) { h = (h ^ word) * 0xFF51AFD7ED558CCDull; };
    if (n < 8) {
        quint64 word = 0;
        if (n > 0)
            std::memcpy(&word, p, n);
        mix(word);
    } else {
        for (size_t i = 0; i + 8 < n; i += 8) {
            quint64 word = 0;
            std::memcpy(&word, p + i, 8);
            mix(word);
        }
        quint64 word = 0;
        std::memcpy(&word, p + n - 8, 8);
        mix(word);
    }
    return static_cast<size_t>(h ^ (h >> 32));
}

std::string& OverrideLexer::escapeBuffer() {
    if (m_escapesUsed == m_escapes.size())
        m_escapes.emplace_back();
    std::string& buffer = m_escapes[m_escapesUsed++];
    buffer.clear();
    return buffer;
}

bool OverrideLexer::isNumber(std::string_view text) {
    return overridenumber::isNumber(text.data(), text.size());
}

bool OverrideLexer::looksLikeHexId(std::string_view text) {
    if (text.size() < 3 || text[0] != '0' || (text[1] != 'x' && text[1] != 'X'))
        return false;
    return std::all_of(text.begin() + 2, text.end(), [](char c) { return hexValue(c) >= 0; });
}

namespace {

/// `0x` and 1 to 8 hex digits: their value; nothing for anything else.
std::optional<quint32> shortHexId(std::string_view text) {
    if (text.size() <= 2 || text.size() > 10 || text[0] != '0' ||
        (text[1] != 'x' && text[1] != 'X'))
        return std::nullopt;
    quint32 value = 0;
    for (size_t i = 2; i < text.size(); ++i) {
        const int digit = hexValue(text[i]);
        if (digit < 0)
            return std::nullopt;
        value = value * 16 + quint32(digit);
    }
    return value;
}

bool isShortHexForm(std::string_view text) {
    return text.size() > 2 && text.size() <= 10 && text[0] == '0' &&
           (text[1] == 'x' || text[1] == 'X');
}

} // namespace

bool OverrideLexer::readHexIdInto(std::string_view text, quint32* id) {
    std::optional<quint32> value;
    if (isShortHexForm(text))
        value = shortHexId(text); // a non-hex digit fails both rules
    else if (looksLikeHexId(text))
        value = readId(text);
    if (value)
        *id = *value;
    return value.has_value();
}

std::optional<quint32> OverrideLexer::readId(std::string_view text) {
    if (isShortHexForm(text))
        return shortHexId(text);
    return parseId(toQString(text));
}

} // namespace soundstage
