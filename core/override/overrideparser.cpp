// One unit: the override language's single-pass parser (directives, events, alternatives) and
// its diagnostics share one cursor and one error list; splitting by line kind would pass them
// around. A candidate for splitting along the grammar (issue #14, left open).
#include "core/override/overrideparser.h"

#include "core/common/hexid.h"
#include "core/override/overridehookevent.h"
#include "core/override/overridesyntax.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringDecoder>

#include <algorithm>
#include <climits>
#include <cstring>
#include <utility>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

using Severity = OverrideDiagnostic::Severity;

constexpr quint32 firstTable = 0x20000000;
constexpr quint32 lastTable = 0x20FFFFFF;
constexpr quint32 firstWave = 0x0A000000;
constexpr quint32 lastWave = 0x0AFFFFFF;

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::OverrideParser" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverrideParser)
};

bool isBlank(QChar c) {
    return c == u' ' || c == u'\t' || c == u'\r' || c == u'\v' || c == u'\f' ||
           (c.unicode() > 0x7F && c.isSpace());
}

/// `0x…` hex (the common case, without the locale machinery of parseId) or decimal.
std::optional<quint32> readId(QStringView text) {
    if (text.size() > 2 && text.size() <= 10 && text[0] == u'0' &&
        (text[1] == u'x' || text[1] == u'X')) {
        quint32 value = 0;
        for (qsizetype i = 2; i < text.size(); ++i) {
            const char16_t c = text[i].unicode();
            quint32 digit = 0;
            if (c >= u'0' && c <= u'9')
                digit = c - u'0';
            else if (c >= u'a' && c <= u'f')
                digit = c - u'a' + 10;
            else if (c >= u'A' && c <= u'F')
                digit = c - u'A' + 10;
            else
                return std::nullopt;
            value = value * 16 + digit;
        }
        return value;
    }
    return parseId(text);
}

qsizetype countOf(QStringView text, char16_t c) {
    qsizetype n = 0;
    for (const QChar x : text)
        n += x.unicode() == c;
    return n;
}

bool isWaveId(quint32 id) {
    return id == 0 || (id >= firstWave && id <= lastWave);
}

/// First line of each structured event, keyed by a packed integer: open addressing with linear
/// probing. The parser asks once per entry, so with 100,000-line files this beats a node-based
/// hash (no allocation per key, one cache line per probe).
class EventLineIndex final {
public:
    void reserve(qsizetype count) {
        std::size_t capacity = 16;
        while (capacity < static_cast<std::size_t>(count) * 2)
            capacity *= 2;
        if (capacity > m_slots.size())
            rehash(capacity);
    }

    /// The line `key` was first seen on; records `line` for it (and returns it) the first time.
    int firstLine(quint64 key, int line) {
        if ((m_used + 1) * 2 > m_slots.size())
            rehash(std::max<std::size_t>(16, m_slots.size() * 2));
        Slot& slot = find(key);
        if (slot.line == 0) {
            slot = {key, line};
            ++m_used;
        }
        return slot.line;
    }

private:
    struct Slot {
        quint64 key = 0;
        int line = 0; ///< 0: empty (lines are 1-based)
    };

    Slot& find(quint64 key) {
        const std::size_t mask = m_slots.size() - 1;
        // Fibonacci hashing spreads the packed (table, sound) keys over the slots
        std::size_t i = static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 20) & mask;
        while (m_slots[i].line != 0 && m_slots[i].key != key)
            i = (i + 1) & mask;
        return m_slots[i];
    }

    void rehash(std::size_t capacity) {
        std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(capacity));
        for (const Slot& s : old)
            if (s.line != 0)
                find(s.key) = s;
    }

    std::vector<Slot> m_slots;
    std::size_t m_used = 0;
};

/// An ASCII line's characters (most lines are ASCII), widened to `out`; nullptr when the line
/// holds other bytes (then the UTF-8 decoder must read it). Cheaper than a decoder call.
const QChar* widenAscii(const char* bytes, qsizetype length, QChar* out) {
    quint8 any = 0;
    for (qsizetype i = 0; i < length; ++i)
        any |= static_cast<quint8>(bytes[i]);
    if (any & 0x80)
        return nullptr;
    auto* units = reinterpret_cast<char16_t*>(out);
    for (qsizetype i = 0; i < length; ++i)
        units[i] = static_cast<quint8>(bytes[i]);
    return out + length;
}

/// A cheap hash of a short string (FNV-1a over its code units), for StringCache's slots.
size_t shortHash(QStringView text) {
    size_t h = 14695981039346656037ull;
    for (const QChar c : text)
        h = (h ^ c.unicode()) * 1099511628211ull;
    return h ^ (h >> 29);
}

/// Equal short strings of one file share one QString (implicit sharing): override files repeat
/// their file names and comments (`b.wav`, `# note`), and each copy would otherwise cost an
/// allocation and its bytes for every line. Direct-mapped over the recent strings, so a repeat
/// costs a hash and a compare and a new string one probe; bounded, whatever the input.
class StringCache final {
public:
    StringCache()
        : m_slots(slotCount) {}

    QString get(QStringView text) {
        if (text.isEmpty() || text.size() > maxLength)
            return text.toString();
        QString& slot = m_slots[shortHash(text) & (slotCount - 1)];
        if (slot != text)
            slot = text.toString();
        return slot;
    }

private:
    static constexpr size_t slotCount = 1024;
    static constexpr qsizetype maxLength = 64;
    std::vector<QString> m_slots;
};

/// One value of a line: quoted or bare, with where it stands (indices into the line).
struct Field {
    QStringView bare;    ///< unquoted text: a view into the line (no copy)
    QString owned;       ///< quoted text with its escapes resolved
    qsizetype begin = 0; ///< index of the first character (the quote for quoted text)
    qsizetype end = 0;   ///< index past the last character
    bool quoted = false;

    [[nodiscard]] QStringView text() const { return quoted ? QStringView(owned) : bare; }
    [[nodiscard]] bool isEmpty() const { return !quoted && bare.isEmpty(); }
};

/// Maps string indices of one line to 1-based character columns (surrogate pairs count once).
class Columns final {
public:
    /// `maySurrogate` false promises the line has no surrogate pairs (skips the scan).
    Columns(QStringView line, bool maySurrogate) {
        bool surrogates = false;
        for (const QChar c : maySurrogate ? line : QStringView()) {
            if (c.isLowSurrogate()) {
                surrogates = true;
                break;
            }
        }
        if (!surrogates)
            return;
        m_prefix.resize(static_cast<size_t>(line.size()) + 1);
        int lows = 0;
        for (qsizetype i = 0; i < line.size(); ++i) {
            m_prefix[static_cast<size_t>(i)] = lows;
            if (line[i].isLowSurrogate())
                ++lows;
        }
        m_prefix[static_cast<size_t>(line.size())] = lows;
    }

    [[nodiscard]] int at(qsizetype index) const {
        if (m_prefix.empty())
            return static_cast<int>(index) + 1;
        index = std::clamp<qsizetype>(index, 0, static_cast<qsizetype>(m_prefix.size()) - 1);
        return static_cast<int>(index) + 1 - m_prefix[static_cast<size_t>(index)];
    }

    [[nodiscard]] OverrideSpan span(int line, qsizetype begin, qsizetype end) const {
        const int column = at(begin);
        return {line, column, std::max(0, at(end) - column)};
    }

private:
    std::vector<int> m_prefix;
};

/// The state of one parse: the file being built and the bookkeeping around it.
class Run final {
public:
    Run(const SoundTypeLookup& soundTypes, const OverrideParser::Limits& limits)
        : m_soundTypes(soundTypes)
        , m_limits(limits) {}

    void addUtf8Problem(int line, int column) {
        report(line, column, Severity::Error,
               Tr::tr("invalid UTF-8 here (read as U+FFFD); save the file as UTF-8"));
    }

    /// Parses `source` from byte `begin` (past a byte-order mark); `maySurrogate` false
    /// promises it decodes to no surrogate pairs.
    OverrideFile run(QByteArray source, qsizetype begin, bool maySurrogate);

private:
    void report(int line, int column, Severity severity, QString message);
    void report(const OverrideSpan& span, Severity severity, QString message) {
        report(span.line, span.column, severity, std::move(message));
    }
    void reportAt(qsizetype index, Severity severity, QString message) {
        report(m_lineNumber, m_columns->at(index), severity, std::move(message));
    }

    void parseLine(QStringView line);
    void parseDirective(QStringView line, qsizetype bang);
    void parseEntry(QStringView line, qsizetype begin);
    bool parseEvent(const Field& field, OverrideEntry& entry);
    void parseAlternatives(QStringView line, qsizetype pos, OverrideEntry& entry);
    /// A hook line's right side: `sound:NAME` (a SoundTable hook's sound type), or one
    /// alternative, or nothing.
    void parseHookSide(QStringView line, qsizetype pos, OverrideEntry& entry);
    std::optional<quint32> soundTypeOf(QStringView text, qsizetype index, QString* name);
    void addComment(QStringView line, qsizetype hash, bool trailing);
    Field scanField(QStringView line, qsizetype& pos, QStringView stops);
    std::optional<double> number(const Field& field, const char* what);
    void finish();

    const SoundTypeLookup& m_soundTypes;
    const OverrideParser::Limits& m_limits;
    OverrideFile m_file;
    int m_lineNumber = 0;
    const Columns* m_columns = nullptr;
    qsizetype m_lineOffset = 0; ///< where the current line starts in the source, in bytes
    qsizetype m_lineBytes = 0;  ///< its length in bytes, without the line end
    bool m_maySurrogate = true; ///< whether the text may hold surrogate pairs
    int m_reported = 0;
    bool m_truncatedReports = false;
    bool m_droppedError = false;
    bool m_seenEntryOrDirective = false;
    EventLineIndex m_eventLines;
    StringCache m_strings;
    QHash<QString, int> m_namedLines;
    QHash<QString, int> m_directiveLines;
};

void Run::report(int line, int column, Severity severity, QString message) {
    if (m_reported >= m_limits.maxDiagnostics) {
        m_truncatedReports = true;
        m_droppedError = m_droppedError || severity == Severity::Error;
        return;
    }
    ++m_reported;
    m_file.diagnostics.push_back({line, column, severity, std::move(message)});
}

OverrideFile Run::run(QByteArray source, qsizetype begin, bool maySurrogate) {
    m_maySurrogate = maySurrogate;
    // The bytes are kept as they came (shared with the caller's array, no copy) and read a line
    // at a time: only the line being parsed is ever decoded, into one reused buffer, so the
    // model never holds a UTF-16 copy of the file. Invalid sequences cannot span a line end
    // (LF is ASCII), so decoding line by line gives the same characters as decoding the whole.
    m_file.source = std::move(source);
    const char* const data = m_file.source.constData();
    const qsizetype size = m_file.source.size();
    // One allocation for the entries and the duplicate index instead of a dozen regrowths.
    qsizetype lines = 1;
    for (const char* p = data + begin;
         (p = static_cast<const char*>(std::memchr(p, '\n', size_t(data + size - p)))); ++p)
        ++lines;
    m_file.entries.reserve(static_cast<size_t>(lines));
    m_eventLines.reserve(lines);
    // Stateless: each line decodes on its own, as a part of the whole would. ConvertInitialBom:
    // a byte-order mark starting a later line is a character there (only the file's first one
    // is skipped, above), not dropped as the start of each decode.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                     QStringDecoder::Flag::ConvertInitialBom);
    std::vector<QChar> decoded;
    qsizetype start = begin;
    while (start <= size) {
        const void* newline = std::memchr(data + start, '\n', static_cast<size_t>(size - start));
        const bool last = newline == nullptr;
        const qsizetype end = last ? size : static_cast<const char*>(newline) - data;
        ++m_lineNumber;
        qsizetype length = end - start;
        if (length > 0 && data[start + length - 1] == '\r')
            --length;
        m_lineOffset = start;
        m_lineBytes = length;
        // Never more UTF-16 code units than bytes.
        if (decoded.size() < static_cast<size_t>(length))
            decoded.resize(static_cast<size_t>(length));
        const QChar* lineEnd = widenAscii(data + start, length, decoded.data());
        if (!lineEnd)
            lineEnd = decoder.appendToBuffer(decoded.data(), QByteArrayView(data + start, length));
        const QStringView line(decoded.data(), lineEnd - decoded.data());
        if (line.size() > m_limits.maxLineLength) {
            report(m_lineNumber, 1, Severity::Error,
                   Tr::tr("this line is %1 characters long; lines longer than %2 characters are "
                          "skipped")
                       .arg(line.size())
                       .arg(m_limits.maxLineLength));
        } else {
            const Columns columns(line, m_maySurrogate);
            m_columns = &columns;
            parseLine(line);
            m_columns = nullptr;
        }
        if (last)
            break;
        start = end + 1;
    }
    finish();
    return std::move(m_file);
}

void Run::parseLine(QStringView line) {
    qsizetype pos = 0;
    while (pos < line.size() && isBlank(line[pos]))
        ++pos;
    if (pos == line.size())
        return;
    if (line[pos] == u'#') {
        addComment(line, pos, false);
        return;
    }
    if (line[pos] == u'!') {
        parseDirective(line, pos);
        m_seenEntryOrDirective = true;
        return;
    }
    parseEntry(line, pos);
    m_seenEntryOrDirective = true;
}

void Run::addComment(QStringView line, qsizetype hash, bool trailing) {
    m_file.comments.push_back(
        {m_lineNumber, m_columns->at(hash), m_strings.get(line.mid(hash + 1)), trailing});
}

Field Run::scanField(QStringView line, qsizetype& pos, QStringView stops) {
    // Stops are a few ASCII characters; this loop runs over every character of a file, so it
    // compares code units directly.
    char16_t stop1 = u'#';
    char16_t stop2 = u'#';
    if (!stops.isEmpty())
        stop1 = stops[0].unicode();
    if (stops.size() > 1)
        stop2 = stops[1].unicode();
    const char16_t* data = reinterpret_cast<const char16_t*>(line.data());
    const qsizetype size = line.size();
    const auto isStop = [&](char16_t u) { return u == u'#' || u == stop1 || u == stop2; };

    while (pos < size && isBlank(QChar(data[pos])))
        ++pos;
    Field field;
    field.begin = pos;
    if (pos < size && data[pos] == u'"') {
        field.quoted = true;
        const qsizetype open = pos++;
        bool closed = false;
        while (pos < size) {
            qsizetype chunk = pos;
            while (chunk < size && data[chunk] != u'"' && data[chunk] != u'\\')
                ++chunk;
            field.owned.append(line.sliced(pos, chunk - pos));
            pos = chunk;
            if (pos == size)
                break;
            if (data[pos] == u'"') {
                closed = true;
                ++pos;
                break;
            }
            if (pos + 1 == size) { // a backslash ends the line
                field.owned += u'\\';
                ++pos;
                break;
            }
            const QChar next = line[pos + 1];
            if (next == u'"' || next == u'\\') {
                field.owned += next;
            } else {
                reportAt(pos, Severity::Warning,
                         Tr::tr("`\\%1` is not an escape (only `\\\"` and `\\\\` are); the "
                                "backslash is kept")
                             .arg(next));
                field.owned += u'\\';
                field.owned += next;
            }
            pos += 2;
        }
        field.end = pos;
        if (!closed) {
            reportAt(open, Severity::Error, Tr::tr("this quoted text has no closing `\"`"));
            return field;
        }
        while (pos < size && isBlank(QChar(data[pos])))
            ++pos;
        if (pos < size && !isStop(data[pos])) {
            reportAt(
                pos, Severity::Error,
                Tr::tr("unexpected text after the closing quote; put the whole value in quotes"));
            while (pos < size && !isStop(data[pos]))
                ++pos;
        }
        return field;
    }
    qsizetype end = pos;
    qsizetype quote = -1;
#if defined(__SSE2__)
    // Eight code units at a time up to the first stop or quote; the scalar loop takes over there.
    {
        const __m128i hash = _mm_set1_epi16(u'#');
        const __m128i first = _mm_set1_epi16(static_cast<short>(stop1));
        const __m128i second = _mm_set1_epi16(static_cast<short>(stop2));
        const __m128i quoteMark = _mm_set1_epi16(u'"');
        while (end + 8 <= size) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + end));
            const __m128i hit = _mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi16(v, hash), _mm_cmpeq_epi16(v, first)),
                _mm_or_si128(_mm_cmpeq_epi16(v, second), _mm_cmpeq_epi16(v, quoteMark)));
            const int mask = _mm_movemask_epi8(hit);
            if (mask != 0) {
                end += __builtin_ctz(static_cast<unsigned>(mask)) / 2;
                break;
            }
            end += 8;
        }
    }
#endif
    while (end < size) {
        const char16_t u = data[end];
        if (isStop(u))
            break;
        if (u == u'"' && quote < 0)
            quote = end;
        ++end;
    }
    qsizetype trimmed = end;
    while (trimmed > pos && isBlank(QChar(data[trimmed - 1])))
        --trimmed;
    if (quote >= 0) {
        reportAt(
            quote, Severity::Error,
            Tr::tr("a `\"` inside unquoted text; put the whole value in quotes and write `\\\"` "
                   "for a quote"));
    }
    field.bare = line.sliced(pos, trimmed - pos);
    field.end = trimmed;
    pos = end;
    return field;
}

std::optional<double> Run::number(const Field& field, const char* what) {
    if (!field.quoted) {
        if (const auto value = OverrideSyntax::parseNumber(field.text()))
            return value;
    }
    if (field.quoted || !OverrideSyntax::isNumber(field.text())) {
        reportAt(field.begin, Severity::Error,
                 Tr::tr("%1 `%2` is not a number").arg(Tr::tr(what), field.text()));
    } else {
        reportAt(field.begin, Severity::Error,
                 Tr::tr("%1 `%2` is out of range").arg(Tr::tr(what), field.text().left(40)));
    }
    return std::nullopt;
}

void Run::parseDirective(QStringView line, qsizetype bang) {
    qsizetype pos = bang + 1;
    qsizetype nameEnd = pos;
    while (nameEnd < line.size() && !isBlank(line[nameEnd]) && line[nameEnd] != u'#' &&
           line[nameEnd] != u'"')
        ++nameEnd;
    OverrideDirective directive;
    directive.line = m_lineNumber;
    directive.column = m_columns->at(bang);
    directive.name = line.mid(pos, nameEnd - pos).toString();
    pos = nameEnd;
    const Field value = scanField(line, pos, {});
    directive.value = value.text().toString();
    if (pos < line.size() && line[pos] == u'#')
        addComment(line, pos, true);
    QStringView text = line.mid(bang, pos - bang);
    while (!text.isEmpty() && isBlank(text.back()))
        text.chop(1);
    directive.text = text.toString();

    const QString& name = directive.name;
    if (name.isEmpty()) {
        reportAt(bang, Severity::Error,
                 Tr::tr("a directive name must follow `!` (as in `!volume`)"));
        m_file.directives.push_back(std::move(directive));
        return;
    }
    static const QStringList known{u"soundstage-override"_s, u"volume"_s, u"pick"_s, u"root"_s};
    directive.known = known.contains(name);
    if (!directive.known) {
        reportAt(bang, Severity::Warning,
                 Tr::tr("unknown directive `!%1` is ignored (known: `!soundstage-override`, "
                        "`!volume`, `!pick`, `!root`)")
                     .arg(name));
        m_file.directives.push_back(std::move(directive));
        return;
    }

    const auto previous = m_directiveLines.constFind(name);
    if (previous != m_directiveLines.cend()) {
        const auto first =
            std::ranges::find(m_file.directives, *previous, &OverrideDirective::line);
        const bool same = first != m_file.directives.end() && first->value == directive.value;
        if (same) {
            reportAt(bang, Severity::Warning,
                     Tr::tr("`!%1` repeats line %2").arg(name).arg(*previous));
        } else {
            reportAt(bang, Severity::Error,
                     Tr::tr("`!%1` is set again (first on line %2); a file sets it once, and the "
                            "first one counts")
                         .arg(name)
                         .arg(*previous));
        }
        m_file.directives.push_back(std::move(directive));
        return;
    }
    m_directiveLines.insert(name, m_lineNumber);

    const QString& v = directive.value;
    const bool missing = v.isEmpty() && !value.quoted;
    const auto wrongValue = [&](const QString& expected) {
        if (missing) {
            reportAt(pos, Severity::Error, Tr::tr("`!%1` needs a value: %2").arg(name, expected));
        } else {
            reportAt(value.begin, Severity::Error,
                     Tr::tr("`!%1` takes %2, not `%3`").arg(name, expected, v));
        }
    };
    if (name == u"soundstage-override") {
        if (m_seenEntryOrDirective) {
            reportAt(bang, Severity::Warning,
                     Tr::tr("`!soundstage-override` belongs on the first line, before other "
                            "directives and entries"));
        }
        bool ok = false;
        const int version = v.toInt(&ok);
        if (!ok || version < 1 || value.quoted) {
            wrongValue(Tr::tr("a version number (`!soundstage-override 1`)"));
        } else {
            m_file.version = version;
            if (version != OverrideFile::currentVersion) {
                reportAt(value.begin, Severity::Error,
                         Tr::tr("this file is written in version %1 of the override language; this "
                                "Soundstage reads version %2")
                             .arg(version)
                             .arg(OverrideFile::currentVersion));
            }
        }
    } else if (name == u"volume") {
        if (v == u"unit" && !value.quoted)
            m_file.volumeUnit = OverrideFile::VolumeUnit::Unit;
        else if (v == u"percent" && !value.quoted)
            m_file.volumeUnit = OverrideFile::VolumeUnit::Percent;
        else
            wrongValue(Tr::tr("`unit` (volumes 0..1) or `percent` (volumes 0..100)"));
    } else if (name == u"pick") {
        if (v == u"uniform" && !value.quoted)
            m_file.pick = OverrideFile::PickMode::Uniform;
        else if (v == u"retail" && !value.quoted)
            m_file.pick = OverrideFile::PickMode::Retail;
        else if (v == u"weighted" && !value.quoted)
            m_file.pick = OverrideFile::PickMode::Weighted;
        else
            wrongValue(Tr::tr("`uniform`, `retail` or `weighted`"));
    } else if (name == u"root") {
        if (v.isEmpty())
            wrongValue(Tr::tr("a folder (`!root sounds/`)"));
        else
            m_file.root = v;
    }
    m_file.directives.push_back(std::move(directive));
}

void Run::parseEntry(QStringView line, qsizetype begin) {
    qsizetype pos = begin;
    // Only the first, second and last fields before `=` matter.
    Field first;
    Field second;
    Field last;
    int count = 0;
    while (true) {
        Field field = scanField(line, pos, u",=");
        ++count;
        if (count == 1)
            first = field;
        else if (count == 2)
            second = field;
        last = std::move(field);
        if (pos < line.size() && line[pos] == u',') {
            ++pos;
            continue;
        }
        break;
    }
    if (pos >= line.size() || line[pos] != u'=') {
        if (pos < line.size() && line[pos] == u'#' && pos + 1 < line.size() &&
            line[pos + 1].isDigit() && OverrideHookEvent::isHookEvent(first.text())) {
            reportAt(pos, Severity::Error,
                     Tr::tr("`#` starts a comment: write the hook number in brackets "
                            "(`%1[%2]`)")
                         .arg(first.text(), line.sliced(pos + 1).first(1)));
            addComment(line, pos, true);
            return;
        }
        reportAt(pos, Severity::Error,
                 Tr::tr("missing `=`: an entry is `event, priority = sources` (an empty right side "
                        "silences the event)"));
        if (pos < line.size() && line[pos] == u'#')
            addComment(line, pos, true);
        return;
    }
    const qsizetype equals = pos++;

    OverrideEntry& entry = m_file.entries.emplace_back();
    entry.line = m_lineNumber;
    entry.textOffset = m_lineOffset;
    entry.textLength = static_cast<int>(std::min<qsizetype>(m_lineBytes, INT_MAX));
    const Field& eventField = first;
    entry.eventSpan = m_columns->span(m_lineNumber, eventField.begin, eventField.end);
    const bool eventOk = parseEvent(eventField, entry);

    if (count == 1) {
        if (!eventField.isEmpty()) {
            reportAt(
                equals, Severity::Error,
                Tr::tr("missing `, priority` before `=`: an entry is `event, priority = sources`"));
        }
    } else {
        if (count > 2) {
            reportAt(second.begin, Severity::Error,
                     Tr::tr("too many `,` before `=`: an entry starts `event, priority =` (put an "
                            "event name that holds a comma in quotes)"));
        }
        const Field& priority = last;
        entry.prioritySpan = m_columns->span(m_lineNumber, priority.begin, priority.end);
        if (priority.isEmpty()) {
            reportAt(equals, Severity::Error, Tr::tr("missing priority before `=`"));
        } else if (const auto value = number(
                       priority, QT_TRANSLATE_NOOP("soundstage::OverrideParser", "priority"))) {
            if (*value < 0) {
                reportAt(priority.begin, Severity::Error,
                         Tr::tr("priority %1 is negative; priorities are 0 or more")
                             .arg(priority.text()));
            } else {
                entry.priority = *value;
            }
        }
    }

    if (entry.event.isHook())
        parseHookSide(line, pos, entry);
    else
        parseAlternatives(line, pos, entry);

    if (eventOk) {
        const OverrideEvent& e = entry.event;
        int firstLine = m_lineNumber;
        if (e.kind == OverrideEvent::Kind::Named ||
            !(e.soundType || e.kind == OverrideEvent::Kind::Wave)) {
            const QString key =
                e.kind == OverrideEvent::Kind::Named ? e.name : QChar(1) + e.toText();
            auto it = m_namedLines.constFind(key);
            if (it == m_namedLines.cend())
                m_namedLines.insert(key, m_lineNumber);
            else
                firstLine = *it;
        } else {
            // (kind, table, sound) or (kind, wave) packed into one integer key.
            const quint64 kind = static_cast<quint64>(e.kind) << 60;
            const quint64 key = e.kind == OverrideEvent::Kind::Wave
                                    ? kind | e.wave
                                    : kind | (quint64(e.table & 0xFFFFFFF) << 32) | *e.soundType;
            firstLine = m_eventLines.firstLine(key, m_lineNumber);
        }
        if (firstLine != m_lineNumber) {
            report(entry.eventSpan, Severity::Error,
                   Tr::tr("`%1` is defined twice: on line %2 and on line %3")
                       .arg(e.toText())
                       .arg(firstLine)
                       .arg(m_lineNumber));
        }
    }
}

bool Run::parseEvent(const Field& field, OverrideEntry& entry) {
    OverrideEvent& event = entry.event;
    if (field.isEmpty()) {
        reportAt(field.begin, Severity::Error, Tr::tr("missing event at the start of the entry"));
        return false;
    }
    if (field.quoted || !OverrideSyntax::looksLikeStructuredEvent(field.text())) {
        event = OverrideEvent::named(field.text().toString());
        return true;
    }
    const QStringView text = field.text();
    if (OverrideHookEvent::isHookEvent(text)) {
        OverrideHookEvent::Parsed parsed = OverrideHookEvent::parse(text);
        if (!parsed.event) {
            event.kind = OverrideEvent::Kind::AnimationHook; // for the right side's rules
            reportAt(field.begin + parsed.errorAt, Severity::Error, std::move(parsed.error));
            return false;
        }
        event = std::move(*parsed.event);
        return true;
    }
    if ((text[0].unicode() | 0x20) == u'w') { // structured and starting with w: `wave …`
        event.kind = OverrideEvent::Kind::Wave;
        const QStringView idText = QStringView(text).mid(4).trimmed();
        const qsizetype idIndex = field.begin + text.indexOf(idText.front(), 4);
        const auto id = readId(idText);
        if (!id) {
            reportAt(idIndex, Severity::Error,
                     Tr::tr("`%1` is not a wave id (write it as `0x0A000262`)").arg(idText));
            return false;
        }
        if (*id < firstWave || *id > lastWave) {
            reportAt(
                idIndex, Severity::Error,
                Tr::tr("%1 is not a wave id: waves are 0x0A000000 to 0x0AFFFFFF").arg(hexId(*id)));
            return false;
        }
        event.wave = *id;
        return true;
    }

    qsizetype slash = 0;
    while (text[slash] != u'/')
        ++slash;
    const QStringView tableText = text.first(slash).trimmed();
    const QStringView soundText = text.sliced(slash + 1).trimmed();
    const qsizetype soundIndex = field.begin + (soundText.data() - text.data());
    bool ok = true;
    if (tableText == u"*") {
        event.kind = OverrideEvent::Kind::EveryTable;
    } else {
        event.kind = OverrideEvent::Kind::TableSound;
        const auto table = readId(tableText);
        if (!table || !OverrideSyntax::looksLikeHexId(tableText)) {
            reportAt(field.begin, Severity::Error,
                     Tr::tr("`%1` is not a table id (write it as `0x20000001`)").arg(tableText));
            ok = false;
        } else if (*table < firstTable || *table > lastTable) {
            reportAt(field.begin, Severity::Error,
                     Tr::tr("%1 is not a SoundTable id: tables are 0x20000000 to 0x20FFFFFF")
                         .arg(hexId(*table)));
            ok = false;
        } else {
            event.table = *table;
        }
    }
    if (soundText.isEmpty()) {
        reportAt(field.begin + slash, Severity::Error,
                 Tr::tr("missing sound type after `/` (a name such as `Footstep1` or a number such "
                        "as `0x37`)"));
        return false;
    }
    const auto code = soundTypeOf(soundText, soundIndex, &event.soundName);
    if (!code) {
        event.soundText = soundText.toString();
        return false;
    }
    event.soundType = *code;
    return ok;
}

void Run::parseAlternatives(QStringView line, qsizetype pos, OverrideEntry& entry) {
    const auto slotsFull = [&](const OverrideAlternative& a) {
        return a.volumeSpan.isValid() && a.probabilitySpan.isValid();
    };
    bool open = false; // whether entry.alternatives.back() takes numbers
    bool overflow = false;
    const auto closeAlternative = [&] {
        if (!open)
            return;
        open = false;
        const OverrideAlternative& a = entry.alternatives.back();
        if (!a.volumeSpan.isValid()) {
            report(a.sourceSpan.line, a.sourceSpan.column + a.sourceSpan.length, Severity::Error,
                   Tr::tr("missing volume after `%1`: an alternative is `source, volume[, "
                          "probability]`")
                       .arg(a.sourceText()));
        }
    };

    // One field with the separator before it; `last` when no separator follows.
    const auto handle = [&](const Field& f, QChar separator, qsizetype separatorAt, bool last) {
        const QStringView text = f.text();
        const OverrideSpan span = m_columns->span(m_lineNumber, f.begin, f.end);
        if (f.isEmpty()) {
            if (separator == u',') {
                reportAt(f.begin, Severity::Error, Tr::tr("missing value after `,`"));
            } else if (last) {
                reportAt(separatorAt, Severity::Warning,
                         Tr::tr("`;` with no alternative after it"));
            } else {
                reportAt(f.begin, Severity::Warning,
                         Tr::tr("empty alternative between `;` separators"));
            }
            return;
        }
        const bool bare = !f.quoted;
        // Most numbers take parseNumber's fast path; the shape check is only needed otherwise.
        const std::optional<double> quick = bare ? OverrideSyntax::parseNumber(text) : std::nullopt;
        const bool isNumber = quick || (bare && OverrideSyntax::isNumber(text));
        const bool isPercent =
            bare && text.endsWith(u'%') && OverrideSyntax::isNumber(text.chopped(1));
        const bool takesNumber = open && separator == u',' && (isNumber || isPercent) &&
                                 !slotsFull(entry.alternatives.back());
        if (takesNumber) {
            if (isPercent) {
                reportAt(
                    f.begin, Severity::Error,
                    Tr::tr("write `%1` without `%` and add `!volume percent` at the top of the "
                           "file")
                        .arg(text));
            }
            OverrideAlternative& a = entry.alternatives.back();
            const std::optional<double> value =
                isPercent ? OverrideSyntax::parseNumber(text.chopped(1))
                : quick
                    ? quick
                    : number(f, a.volumeSpan.isValid()
                                    ? QT_TRANSLATE_NOOP("soundstage::OverrideParser", "probability")
                                    : QT_TRANSLATE_NOOP("soundstage::OverrideParser", "volume"));
            if (!a.volumeSpan.isValid()) {
                a.volumeSpan = span;
                if (value)
                    a.volume = *value;
                return;
            }
            a.probabilitySpan = span;
            a.probabilityWritten = true;
            if (!value)
                return;
            if (*value < 0 || *value > 1) {
                reportAt(f.begin, Severity::Error,
                         Tr::tr("probability %1 is outside 0..1").arg(text));
                return;
            }
            a.probability = *value;
            if (*value == 0) {
                reportAt(f.begin, Severity::Warning,
                         Tr::tr("probability 0: this alternative never plays"));
            }
            return;
        }
        if (open && separator == u',' && (isNumber || isPercent)) {
            reportAt(f.begin, Severity::Error,
                     Tr::tr("too many numbers after `%1`: an alternative is `source, volume[, "
                            "probability]`")
                         .arg(entry.alternatives.back().sourceText()));
            return;
        }
        if (isNumber || isPercent) {
            reportAt(f.begin, Severity::Error,
                     Tr::tr("`%1` stands where a source belongs; put a file named like a number in "
                            "quotes (\"%1\")")
                         .arg(text));
            return;
        }
        closeAlternative();
        if (static_cast<int>(entry.alternatives.size()) >= m_limits.maxAlternatives) {
            reportAt(f.begin, Severity::Error,
                     Tr::tr("more than %1 alternatives; the rest of the line is ignored")
                         .arg(m_limits.maxAlternatives));
            overflow = true;
            return;
        }
        if (entry.alternatives.empty()) {
            // One allocation for the usual `;`-separated line.
            entry.alternatives.reserve(static_cast<size_t>(std::min<qsizetype>(
                countOf(line.sliced(f.begin), u';') + 1, m_limits.maxAlternatives)));
        }
        OverrideAlternative& a = entry.alternatives.emplace_back();
        a.sourceSpan = span;
        if (bare && OverrideSyntax::looksLikeHexId(text)) {
            a.source = OverrideAlternative::Source::Wave;
            const auto id = readId(text);
            if (!id || !isWaveId(*id)) {
                reportAt(f.begin, Severity::Error,
                         Tr::tr("`%1` is not a wave id: waves are 0x0A000000 to 0x0AFFFFFF (0x0 is "
                                "silence); put a file named like this in quotes")
                             .arg(text));
            } else {
                a.wave = *id;
            }
        } else {
            a.source = OverrideAlternative::Source::File;
            a.file = m_strings.get(text);
            if (text.isEmpty())
                reportAt(f.begin, Severity::Error, Tr::tr("empty file name"));
            if (const qsizetype nul = line.indexOf(QChar(u'\0'), f.begin);
                nul >= 0 && a.file.contains(QChar(u'\0'))) {
                // No file system takes such a name; without this the name would reach Qt's file
                // functions and only be reported as a warning on stderr.
                reportAt(nul, Severity::Error, Tr::tr("the file name contains a NUL byte"));
                a.file.clear();
            }
        }
        open = true;
    };

    // Fields are handled as they are scanned, so a long line needs no list of them.
    QChar separator = u'=';
    qsizetype separatorAt = pos - 1;
    bool firstField = true;
    while (true) {
        const Field f = scanField(line, pos, u",;");
        const bool atSeparator = pos < line.size() && (line[pos] == u',' || line[pos] == u';');
        if (!overflow && !(firstField && f.isEmpty() && !atSeparator))
            handle(f, separator, separatorAt, !atSeparator);
        firstField = false;
        if (!atSeparator)
            break;
        separatorAt = pos;
        separator = line[pos++];
    }
    if (pos < line.size() && line[pos] == u'#')
        addComment(line, pos, true);
    closeAlternative();
}

std::optional<quint32> Run::soundTypeOf(QStringView text, qsizetype index, QString* name) {
    if (!text.isEmpty() && text.front().isDigit()) {
        const auto code = readId(text);
        if (!code) {
            reportAt(
                index, Severity::Error,
                Tr::tr("`%1` is not a sound type number (write it as `0x37` or `55`)").arg(text));
            return std::nullopt;
        }
        if (auto known = m_soundTypes.nameOf(*code))
            *name = std::move(*known);
        else if (!m_soundTypes.isEmpty())
            reportAt(index, Severity::Warning,
                     Tr::tr("sound type %1 is not one the client knows").arg(text));
        return code;
    }
    const auto code = m_soundTypes.codeOf(text);
    if (!code) {
        reportAt(index, Severity::Error,
                 Tr::tr("unknown sound type `%1` (names are as in the client, e.g. `Footstep1`, or "
                        "write the number, e.g. `0x37`)")
                     .arg(text));
        return std::nullopt;
    }
    auto known = m_soundTypes.nameOf(*code);
    *name = known ? std::move(*known) : text.toString();
    return code;
}

void Run::parseHookSide(QStringView line, qsizetype pos, OverrideEntry& entry) {
    qsizetype start = pos;
    while (start < line.size() && isBlank(line[start]))
        ++start;
    constexpr QStringView prefix = u"sound:";
    if (line.sliced(start).startsWith(prefix, Qt::CaseInsensitive)) {
        qsizetype at = start + prefix.size();
        Field f = scanField(line, at, u",;");
        const QStringView text = f.text();
        entry.firesSoundSpan = m_columns->span(m_lineNumber, start, f.end);
        if (f.isEmpty()) {
            reportAt(f.begin, Severity::Error,
                     Tr::tr("missing sound type after `sound:` (a name such as `Swoosh2` or a "
                            "number such as `0x37`)"));
        } else {
            entry.firesSound = soundTypeOf(text, f.begin, &entry.firesSoundName);
        }
        if (at < line.size() && (line[at] == u',' || line[at] == u';')) {
            reportAt(at, Severity::Error,
                     Tr::tr("nothing follows `sound:NAME`: a SoundTable hook fires one sound type "
                            "at the volume of the table's variant"));
        } else if (at < line.size() && line[at] == u'#') {
            addComment(line, at, true);
        }
        return;
    }
    parseAlternatives(line, pos, entry);
    if (entry.alternatives.size() > 1) {
        report(entry.alternatives[1].sourceSpan, Severity::Error,
               Tr::tr("a hook plays one sound: write one alternative (`source, volume[, "
                      "probability]`), `sound:NAME` for a SoundTable hook, or nothing to silence "
                      "it"));
        entry.alternatives.resize(1);
    }
}

void Run::finish() {
    const bool percent = m_file.volumeUnit == OverrideFile::VolumeUnit::Percent;
    const double full = percent ? 100.0 : 1.0;
    for (OverrideEntry& entry : m_file.entries) {
        for (OverrideAlternative& a : entry.alternatives) {
            if (!a.volumeSpan.isValid()) {
                a.volume = full;
                continue;
            }
            if (a.volume >= 0 && a.volume <= full)
                continue;
            const QString written = OverrideSyntax::formatNumber(a.volume);
            if (a.volume < 0) {
                report(a.volumeSpan, Severity::Error,
                       Tr::tr("volume %1 is negative; volumes are 0 or more").arg(written));
            } else if (a.volume > full) {
                if (!percent && a.volume <= 100) {
                    report(a.volumeSpan, Severity::Error,
                           Tr::tr("volume %1 is outside 0..1 — add `!volume percent` if the file "
                                  "uses percentages")
                               .arg(written));
                } else {
                    report(a.volumeSpan, Severity::Error,
                           Tr::tr("volume %1 is outside 0..%2")
                               .arg(written, percent ? u"100"_s : u"1"_s));
                }
            }
        }
        if (m_file.pick == OverrideFile::PickMode::Retail && entry.alternatives.size() >= 2) {
            const OverrideAlternative& last = entry.alternatives.back();
            report(last.sourceSpan, Severity::Warning,
                   Tr::tr("with `!pick retail` the last of %1 alternatives is never chosen (the "
                          "client picks among the first %2)")
                       .arg(entry.alternatives.size())
                       .arg(entry.alternatives.size() - 1));
        }
    }
    if (m_truncatedReports) {
        m_file.diagnostics.push_back({m_lineNumber, 1,
                                      m_droppedError ? Severity::Error : Severity::Warning,
                                      Tr::tr("more than %1 problems; the rest are not listed")
                                          .arg(m_limits.maxDiagnostics)});
    }
    std::ranges::stable_sort(m_file.diagnostics, [](const auto& a, const auto& b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
    std::vector<int> errorLines;
    for (const OverrideDiagnostic& d : m_file.diagnostics) {
        if (d.severity == Severity::Error)
            errorLines.push_back(d.line);
    }
    for (OverrideEntry& entry : m_file.entries)
        entry.hasErrors = std::ranges::binary_search(errorLines, entry.line);
}

/// Finds invalid UTF-8, one report per line, as (line, column) with columns in code points.
template <typename Report> bool checkUtf8(QByteArrayView bytes, Report&& reportProblem) {
    bool fourByte = false; // whether a sequence may decode to a surrogate pair
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    const qsizetype n = bytes.size();
    // Lines are only counted when a problem needs its position.
    int line = 1;
    qsizetype lineStart = 0;
    qsizetype counted = 0;
    int reportedLine = 0;
    qsizetype i = 0;
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
        const unsigned char b = data[i];
        if (b < 0x80) {
            ++i;
            continue;
        }
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
            fourByte = true;
            if (b == 0xF0)
                low = 0x90;
            if (b == 0xF4)
                high = 0x8F;
        }
        bool valid = length > 0 && i + length <= n;
        for (int k = 1; valid && k < length; ++k) {
            const unsigned char c = data[i + k];
            if (k == 1 ? (c < low || c > high) : (c < 0x80 || c > 0xBF))
                valid = false;
        }
        if (valid) {
            i += length;
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
            for (qsizetype k = lineStart; k < i; ++k) {
                if ((data[k] & 0xC0) != 0x80)
                    ++column;
            }
            reportProblem(line, column);
        }
        ++i;
    }
    return fourByte;
}

} // namespace

OverrideParser::OverrideParser(SoundTypeLookup soundTypes)
    : m_soundTypes(std::move(soundTypes)) {}

OverrideFile OverrideParser::parseShared(QByteArray utf8, int marks) const {
    const QByteArrayView bom("\xEF\xBB\xBF");
    const QByteArrayView bytes(utf8);
    const qsizetype first = marks > 0 && bytes.startsWith(bom) ? 3 : 0;
    const qsizetype begin =
        first > 0 && marks > 1 && bytes.sliced(first).startsWith(bom) ? first + 3 : first;
    Run run(m_soundTypes, m_limits);
    // Invalid UTF-8 is looked for past the first mark only, so a second one counts as a column
    // in its messages, as it always did.
    const bool fourByte = checkUtf8(
        bytes.sliced(first), [&](int line, int column) { run.addUtf8Problem(line, column); });
    return run.run(std::move(utf8), begin, fourByte);
}

OverrideFile OverrideParser::parse(QByteArrayView utf8) const {
    return parseShared(utf8.toByteArray());
}

OverrideFile OverrideParser::parseText(QStringView text) const {
    return parseShared(text.toUtf8(), 1);
}

} // namespace soundstage
