#pragma once

#include "core/common/textpool.h"
#include "core/override/overridediagnostic.h"
#include "core/override/overridenumber.h"
#include "core/override/overridespan.h"

#include <QByteArrayView>
#include <QChar>
#include <QString>
#include <QStringView>

#include <algorithm>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace soundstage {

/// One value of an override line: quoted or bare, with where it stands (byte indices into the
/// line). A view: into the line, or for quoted text with `\"` or `\\` into the resolved bytes
/// the lexer keeps until the next line starts. Trivially copyable, so fields cost no allocation.
struct OverrideToken {
    std::string_view view; ///< the text (bare, between the quotes, or with escapes resolved)
    qsizetype begin = 0;   ///< byte index of the first character (the quote for quoted text)
    qsizetype end = 0;     ///< byte index past the last character
    bool quoted = false;
    bool hasEscapes = false;

    [[nodiscard]] std::string_view text() const { return view; }
    [[nodiscard]] bool isEmpty() const { return !quoted && view.empty(); }
};

/// The lexical layer of the override parser: one line of UTF-8 bytes at a time, its tokens
/// (words, numbers, ids, quoted strings) and where they stand, and the list the parser reports
/// problems to, at 1-based line and column.
///
/// Works on bytes: no decoding and no allocation per token. Columns count code points, as the
/// parser always did (OverrideDiagnostic), so a line's column of byte i is the number of UTF-8
/// lead bytes before i, plus one. The line must be valid UTF-8 (the grammar hands in a line
/// with invalid sequences already read as U+FFFD). Not thread-safe; one per parse.
class OverrideLexer final {
public:
    using Severity = OverrideDiagnostic::Severity;

    OverrideLexer(std::vector<OverrideDiagnostic>& diagnostics, int maxDiagnostics)
        : m_diagnostics(diagnostics)
        , m_maxDiagnostics(maxDiagnostics) {}

    /// The file's bytes: scan() may read past the end of a line of them (16 bytes at a time).
    void setSource(std::string_view source) { m_source = source; }
    [[nodiscard]] std::string_view source() const { return m_source; }
    /// Starts line `number` (1-based); `bytes` must stay valid while it is lexed. `ascii`: the
    /// caller knows the line is ASCII (a whole file checked at once), so it is not looked at.
    void setLine(int number, std::string_view bytes, bool ascii = false);
    [[nodiscard]] int lineNumber() const { return m_lineNumber; }
    [[nodiscard]] std::string_view line() const { return m_line; }
    [[nodiscard]] qsizetype size() const { return static_cast<qsizetype>(m_line.size()); }
    /// Whether the current line is ASCII only.
    [[nodiscard]] bool ascii() const { return m_ascii; }
    /// The byte at `i`, or 0 past the end.
    [[nodiscard]] char at(qsizetype i) const { return i < size() ? m_line[size_t(i)] : '\0'; }

    /// Whether a blank (space, tab, CR, VT, FF or a Unicode space) starts at `pos`; its length
    /// in bytes goes to `length`.
    [[nodiscard]] bool blankAt(qsizetype pos, int* length) const {
        const auto b = static_cast<unsigned char>(m_line[size_t(pos)]);
        if (b >= 0x80)
            return unicodeBlankAt(pos, length);
        *length = 1;
        return isAsciiBlank(b);
    }
    [[nodiscard]] qsizetype skipBlanks(qsizetype pos) const {
        const qsizetype n = size();
        while (pos < n) {
            const auto b = static_cast<unsigned char>(m_line[size_t(pos)]);
            if (b < 0x80) {
                if (!isAsciiBlank(b))
                    break;
                ++pos;
                continue;
            }
            int length = 1;
            if (!unicodeBlankAt(pos, &length))
                break;
            pos += length;
        }
        return pos;
    }
    /// `end` moved back over trailing blanks, not before `begin`.
    [[nodiscard]] qsizetype trimBack(qsizetype begin, qsizetype end) const {
        if (!m_ascii)
            return unicodeTrimBack(begin, end);
        while (end > begin && isAsciiBlank(static_cast<unsigned char>(m_line[size_t(end - 1)])))
            --end;
        return end;
    }
    /// The code point starting at `pos` (the line is valid UTF-8), and its length in bytes.
    char32_t codePointAt(qsizetype pos, int* length = nullptr) const;

    /// Reads one value from `pos` up to `#`, `stop1`, `stop2` or the line end (leading and
    /// trailing blanks skipped); `pos` ends on the stop. Quoted text ends at its closing quote.
    OverrideToken scan(qsizetype& pos, char stop1 = '#', char stop2 = '#') {
        OverrideToken token;
        scan(token, pos, stop1, stop2);
        return token;
    }
    /// scan() into `token` (a caller keeping several tokens needs no copy).
    void scan(OverrideToken& token, qsizetype& pos, char stop1 = '#', char stop2 = '#');

    [[nodiscard]] int column(qsizetype index) const {
        return m_ascii ? static_cast<int>(index) + 1 : unicodeColumn(index);
    }
    [[nodiscard]] OverrideSpan span(qsizetype begin, qsizetype end) const {
        const int first = column(begin);
        return {m_lineNumber, first, std::max(0, column(end) - first)};
    }
    /// The column of `text`'s UTF-16 index `k`, where `text` is the decoded bytes of the line
    /// from byte `begin` on.
    [[nodiscard]] int columnIn(qsizetype begin, QStringView text, qsizetype k) const;

    void report(int line, int column, Severity severity, QString message);
    void report(const OverrideSpan& span, Severity severity, QString message) {
        report(span.line, span.column, severity, std::move(message));
    }
    void reportAt(qsizetype index, Severity severity, QString message) {
        report(m_lineNumber, column(index), severity, std::move(message));
    }
    /// Called before each report (not before those it makes itself): a caller that holds some
    /// reports back (the duplicate check, made in batches) makes them first, so reports keep
    /// the order of the lines and the same ones stay within the limit.
    void setBeforeReport(std::function<void()> beforeReport) {
        m_beforeReport = std::move(beforeReport);
    }
    /// Counts `count` reports made elsewhere (another part of the file, whose list joins this
    /// one) against the limit; `truncated`: that part passed the limit itself.
    void countReports(size_t count, bool truncated) {
        const auto total = static_cast<quint64>(m_reported) + count;
        m_truncated = m_truncated || truncated || total > quint64(m_maxDiagnostics);
        m_reported = static_cast<int>(std::min<quint64>(total, quint64(m_maxDiagnostics)));
    }
    [[nodiscard]] bool truncated() const { return m_truncated; }
    [[nodiscard]] bool droppedError() const { return m_droppedError; }

    /// `bytes` (valid UTF-8) as UTF-16 in `buffer`, without allocating once it has grown.
    [[nodiscard]] static QStringView decode(std::string_view bytes, std::vector<QChar>& buffer);
    /// `bytes` (valid UTF-8) as a QString; a leading U+FEFF is kept (QString::fromUtf8 would
    /// drop it, but inside a file it is a character of the text).
    [[nodiscard]] static QString toQString(std::string_view bytes) {
        if (bytes.starts_with("\xEF\xBB\xBF"))
            return QChar(0xFEFF) + toQString(bytes.substr(3));
        return QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()));
    }
    /// toQString() for bytes of the current line (or a token of it): an ASCII line converts
    /// without decoding.
    [[nodiscard]] QString lineText(std::string_view bytes) const {
        if (m_ascii)
            return QString::fromLatin1(bytes.data(), static_cast<qsizetype>(bytes.size()));
        return toQString(bytes);
    }
    /// toQString() for text the model keeps (bytes of the current line, or a token of it): the
    /// strings are carved from a few shared blocks (TextPool) instead of allocated one by one.
    /// Equal strings are not looked up to share one: a copy into the pool costs less than the
    /// lookup's hash and reference counting (issue 18).
    [[nodiscard]] QString kept(std::string_view bytes) {
        return m_ascii ? m_pool.fromAscii(bytes) : m_pool.fromValidUtf8(bytes);
    }
    /// A hash of short byte strings (a word at a time), for caches keyed by text.
    [[nodiscard]] static size_t hash(std::string_view bytes);

    /// The language's number rule (OverrideSyntax::isNumber) on bytes.
    [[nodiscard]] static bool isNumber(std::string_view text);
    /// OverrideSyntax::parseNumber on bytes (std::from_chars; nothing when out of a double).
    /// Inline, as the other optionals below: one returned from a call goes through memory and
    /// stalls its reader (issue 18).
    [[nodiscard]] static std::optional<double> parseNumber(std::string_view text) {
        double value = 0;
        if (overridenumber::parseNumberInto(text.data(), text.size(), &value))
            return value;
        return std::nullopt;
    }
    /// `0x` followed by hex digits only.
    [[nodiscard]] static bool looksLikeHexId(std::string_view text);
    /// UTF-16 code units of valid UTF-8 `bytes` (the unit the line-length limit counts in).
    [[nodiscard]] static qsizetype utf16Length(std::string_view bytes);
    /// An id written `0x` and hex digits only (looksLikeHexId), read as readId() does: nothing
    /// when either says no. One pass for the usual id of up to 8 digits.
    [[nodiscard]] static std::optional<quint32> readHexId(std::string_view text) {
        quint32 id = 0;
        if (readHexIdInto(text, &id))
            return id;
        return std::nullopt;
    }
    /// readHexId() into `id`: whether there is one.
    [[nodiscard]] static bool readHexIdInto(std::string_view text, quint32* id);
    /// `0x…` hex up to 8 digits, else parseId's rules (decimal).
    [[nodiscard]] static std::optional<quint32> readId(std::string_view text);

private:
    /// Space, tab, VT, FF, CR (a line holds no LF).
    static bool isAsciiBlank(unsigned char b) {
        return b == ' ' || (b >= '\t' && b <= '\r' && b != '\n');
    }
    bool unicodeBlankAt(qsizetype pos, int* length) const;
    qsizetype unicodeTrimBack(qsizetype begin, qsizetype end) const;
    int unicodeColumn(qsizetype index) const;

    std::vector<OverrideDiagnostic>& m_diagnostics;
    std::function<void()> m_beforeReport;
    bool m_inBeforeReport = false;
    int m_maxDiagnostics;
    int m_reported = 0;
    bool m_truncated = false;
    bool m_droppedError = false;

    /// Room for the resolved text of the current line's quoted tokens with escapes (a deque, so
    /// the views tokens hold stay valid as it grows); reused line after line.
    std::string& escapeBuffer();
    /// scan() of quoted text: `pos` is on its opening quote. Apart, so the usual bare value's
    /// scan stays a small function (its frame and saved registers were a third of its cost).
    void scanQuoted(OverrideToken& token, qsizetype& pos, char stop1, char stop2);
    /// The error for a `"` at `quote` inside bare text (apart, for the same reason).
    void reportQuoteInBareText(qsizetype quote);

    std::string_view m_line;
    const char* m_readableEnd = nullptr; ///< bytes up to here may be read past the line's end
    int m_lineNumber = 0;
    size_t m_escapesUsed = 0;
    std::deque<std::string> m_escapes;
    bool m_ascii = true;
    mutable bool m_prefixBuilt = false;
    mutable std::vector<int> m_prefix; ///< code points before each byte of a non-ASCII line

    std::string_view m_source;
    TextPool m_pool;
};

/// Invalid UTF-8 in `bytes`: (line, column) of the first invalid sequence of each line that has
/// one, columns in code points (each invalid byte one). Lines are only counted when needed.
/// `ascii`, when given, tells whether `bytes` holds only ASCII (found on the same pass).
[[nodiscard]] std::vector<std::pair<int, int>> findInvalidUtf8(QByteArrayView bytes,
                                                               bool* ascii = nullptr);

/// How many bytes of `bytes` are `a` or `b` (sixteen at a time: for counting lines and
/// separators ahead of the work, to reserve room once).
[[nodiscard]] qsizetype countBytes(std::string_view bytes, char a, char b);

/// Whether `bytes` holds only ASCII.
[[nodiscard]] bool isAscii(std::string_view bytes);
/// Whether `bytes` is valid UTF-8 (the rules findInvalidUtf8 applies).
[[nodiscard]] bool isValidUtf8(std::string_view bytes);

} // namespace soundstage
