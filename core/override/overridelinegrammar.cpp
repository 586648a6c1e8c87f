// The override language's line grammar: the run over a file's lines, directives, entries and
// their alternatives, and the checks that need the whole file (duplicates, volumes against the
// final !volume, !pick retail). One concept, the layer above OverrideLexer's tokens; over 600
// lines because each field's rules and messages sit beside its parsing (the event part lives
// in OverrideEventGrammar; reading a large file in two parts at once in
// overridelinegrammartwoparts.cpp).
#include "core/override/overridelinegrammar.h"

#include "core/override/overridesyntax.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <algorithm>
#include <climits>
#include <cstring>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

using Severity = OverrideDiagnostic::Severity;

constexpr quint32 firstWave = 0x0A000000;
constexpr quint32 lastWave = 0x0AFFFFFF;

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::OverrideParser" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverrideParser)
};

bool isWaveId(quint32 id) {
    return id == 0 || (id >= firstWave && id <= lastWave);
}

} // namespace

OverrideLineGrammar::OverrideLineGrammar(const SoundTypeLookup& soundTypes,
                                         const OverrideParser::Limits& limits,
                                         const OverrideParser::EntrySink* sink)
    : m_soundTypes(soundTypes)
    , m_limits(limits)
    , m_lexer(m_file.diagnostics, limits.maxDiagnostics)
    , m_events(m_lexer, soundTypes)
    , m_sink(sink) {
    m_lexer.setBeforeReport([this] { checkPendingDuplicates(); });
    m_pendingChecks.reserve(pendingCheckBatch);
}

OverrideFile OverrideLineGrammar::run(QByteArray source, qsizetype begin, qsizetype checkFrom) {
    // The bytes are kept as they came (shared with the caller's array, no copy) and lexed in
    // place, a line at a time; the model never holds a decoded copy of the file.
    m_file.source = std::move(source);
    const qsizetype size = m_file.source.size();
    m_lexer.setSource(std::string_view(m_file.source.constData(), static_cast<size_t>(size)));
    m_eventLines.setCopyNames(m_sink != nullptr);
    const qsizetype second = secondPartStart(begin);
    m_twoParts = second >= 0 && parseTwoParts(begin, checkFrom, second);
    if (!m_twoParts) {
        // One allocation for the entries and the duplicate index instead of a dozen regrowths.
        const qsizetype lines = lineEnds(begin, size) + 1;
        // (A sink takes entries a batch of duplicate checks at a time.)
        m_file.entries.reserve(m_sink ? pendingCheckBatch + 1 : static_cast<size_t>(lines));
        m_eventLines.reserve(lines);
        m_lastLine = parsePart(begin, size, checkFrom, 1, true);
    }
    checkPendingDuplicates();
    if (m_sink)
        handOver();
    finish();
    return std::move(m_file);
}

qsizetype OverrideLineGrammar::lineEnds(qsizetype start, qsizetype end) const {
    const char* const data = m_file.source.constData();
    return countBytes(std::string_view(data + start, static_cast<size_t>(end - start)), '\n', '\n');
}

int OverrideLineGrammar::parsePart(qsizetype start, qsizetype end, qsizetype checkFrom,
                                   int firstLine, bool toEnd) {
    std::vector<int> invalidLines;
    bool ascii = false; // then no line needs looking at for the lexer's ASCII paths
    const QByteArrayView checked = QByteArrayView(m_file.source).sliced(checkFrom, end - checkFrom);
    for (auto [line, column] : findInvalidUtf8(checked, &ascii)) {
        line += firstLine - 1;
        m_lexer.report(line, column, Severity::Error,
                       Tr::tr("invalid UTF-8 here (read as U+FFFD); save the file as UTF-8"));
        invalidLines.push_back(line);
    }
    return parseLines(start, end, firstLine, invalidLines, ascii, toEnd);
}

int OverrideLineGrammar::parseLines(qsizetype start, qsizetype end, int firstLine,
                                    const std::vector<int>& invalidLines, bool ascii, bool toEnd) {
    const char* const data = m_file.source.constData();
    // A line with invalid UTF-8 is read as Qt decodes it (each invalid sequence one U+FFFD),
    // re-encoded: the lexer then sees the characters, and counts the columns, it always did.
    // Stateless, so each line decodes on its own, as a part of the whole would;
    // ConvertInitialBom: a byte-order mark starting a later line is a character there.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                     QStringDecoder::Flag::ConvertInitialBom);
    QByteArray repaired;
    auto invalid = invalidLines.cbegin();
    int lineNumber = firstLine - 1;
    while (start < end || (toEnd && start == end)) {
        const void* newline = std::memchr(data + start, '\n', static_cast<size_t>(end - start));
        const bool last = newline == nullptr;
        const qsizetype lineEnd = last ? end : static_cast<const char*>(newline) - data;
        ++lineNumber;
        qsizetype length = lineEnd - start;
        if (length > 0 && data[start + length - 1] == '\r')
            --length;
        m_lineOffset = start;
        m_lineBytes = length;
        std::string_view line(data + start, static_cast<size_t>(length));
        if (invalid != invalidLines.cend() && *invalid == lineNumber) {
            ++invalid;
            repaired = QString(decoder.decode(QByteArrayView(line.data(), length))).toUtf8();
            line = std::string_view(repaired.constData(), static_cast<size_t>(repaired.size()));
        }
        // Never more UTF-16 code units than bytes: most lines need no count.
        const qsizetype units =
            length > m_limits.maxLineLength ? OverrideLexer::utf16Length(line) : 0;
        if (units > m_limits.maxLineLength) {
            m_lexer.report(lineNumber, 1, Severity::Error,
                           Tr::tr("this line is %1 characters long; lines longer than %2 "
                                  "characters are skipped")
                               .arg(units)
                               .arg(m_limits.maxLineLength));
        } else {
            m_lexer.setLine(lineNumber, line, ascii);
            parseLine();
        }
        if (last)
            break;
        start = lineEnd + 1;
    }
    return lineNumber;
}

void OverrideLineGrammar::parseLine() {
    const qsizetype pos = m_lexer.skipBlanks(0);
    if (pos == m_lexer.size())
        return;
    const char c = m_lexer.at(pos);
    if (c == '#') {
        addComment(pos, false);
        return;
    }
    if (c == '!' && m_secondPart) {
        const std::string_view line = m_lexer.line();
        const bool inSource = line.data() == m_file.source.constData() + m_lineOffset;
        m_laterDirectives.push_back({m_lexer.lineNumber(), m_lineOffset, m_lineBytes,
                                     inSource ? std::string() : std::string(line),
                                     m_seenEntryOrDirective});
    } else if (c == '!') {
        parseDirective(pos);
    } else
        parseEntry(pos);
    m_seenEntryOrDirective = true;
}

void OverrideLineGrammar::addComment(qsizetype hash, bool trailing) {
    if (m_sink) // a streaming parse keeps no comments
        return;
    m_file.comments.push_back({m_lexer.lineNumber(), m_lexer.column(hash),
                               m_lexer.kept(m_lexer.line().substr(size_t(hash + 1))), trailing});
}

void OverrideLineGrammar::reportNotANumber(const OverrideToken& token, const char* what) {
    const std::string_view text = token.text();
    if (token.quoted || !OverrideLexer::isNumber(text)) {
        m_lexer.reportAt(
            token.begin, Severity::Error,
            Tr::tr("%1 `%2` is not a number").arg(Tr::tr(what), OverrideLexer::toQString(text)));
    } else {
        m_lexer.reportAt(token.begin, Severity::Error,
                         Tr::tr("%1 `%2` is out of range")
                             .arg(Tr::tr(what), OverrideLexer::toQString(text.substr(0, 40))));
    }
}

void OverrideLineGrammar::parseDirective(qsizetype bang) {
    qsizetype pos = bang + 1;
    qsizetype nameEnd = pos;
    while (nameEnd < m_lexer.size()) {
        int length = 1;
        const char c = m_lexer.at(nameEnd);
        if (m_lexer.blankAt(nameEnd, &length) || c == '#' || c == '"')
            break;
        m_lexer.codePointAt(nameEnd, &length);
        nameEnd += length;
    }
    OverrideDirective directive;
    directive.line = m_lexer.lineNumber();
    directive.column = m_lexer.column(bang);
    directive.name =
        OverrideLexer::toQString(m_lexer.line().substr(size_t(pos), size_t(nameEnd - pos)));
    pos = nameEnd;
    const OverrideToken value = m_lexer.scan(pos);
    directive.value = OverrideLexer::toQString(value.text());
    if (pos < m_lexer.size() && m_lexer.at(pos) == '#')
        addComment(pos, true);
    const qsizetype textEnd = m_lexer.trimBack(bang, pos);
    directive.text =
        OverrideLexer::toQString(m_lexer.line().substr(size_t(bang), size_t(textEnd - bang)));

    const QString& name = directive.name;
    if (name.isEmpty()) {
        m_lexer.reportAt(bang, Severity::Error,
                         Tr::tr("a directive name must follow `!` (as in `!volume`)"));
        m_file.directives.push_back(std::move(directive));
        return;
    }
    static const QStringList known{u"soundstage-override"_s, u"volume"_s, u"pick"_s, u"root"_s};
    directive.known = known.contains(name);
    if (!directive.known) {
        m_lexer.reportAt(bang, Severity::Warning,
                         Tr::tr("unknown directive `!%1` is ignored (known: "
                                "`!soundstage-override`, `!volume`, `!pick`, `!root`)")
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
            m_lexer.reportAt(bang, Severity::Warning,
                             Tr::tr("`!%1` repeats line %2").arg(name).arg(*previous));
        } else {
            m_lexer.reportAt(bang, Severity::Error,
                             Tr::tr("`!%1` is set again (first on line %2); a file sets it once, "
                                    "and the first one counts")
                                 .arg(name)
                                 .arg(*previous));
        }
        m_file.directives.push_back(std::move(directive));
        return;
    }
    m_directiveLines.insert(name, m_lexer.lineNumber());

    const QString& v = directive.value;
    const bool missing = v.isEmpty() && !value.quoted;
    const auto wrongValue = [&](const QString& expected) {
        if (missing) {
            m_lexer.reportAt(pos, Severity::Error,
                             Tr::tr("`!%1` needs a value: %2").arg(name, expected));
        } else {
            m_lexer.reportAt(value.begin, Severity::Error,
                             Tr::tr("`!%1` takes %2, not `%3`").arg(name, expected, v));
        }
    };
    if (name == u"soundstage-override") {
        if (m_seenEntryOrDirective) {
            m_lexer.reportAt(bang, Severity::Warning,
                             Tr::tr("`!soundstage-override` belongs on the first line, before "
                                    "other directives and entries"));
        }
        bool ok = false;
        const int version = v.toInt(&ok);
        if (!ok || version < 1 || value.quoted) {
            wrongValue(Tr::tr("a version number (`!soundstage-override 1`)"));
        } else {
            m_file.version = version;
            if (version != OverrideFile::currentVersion) {
                m_lexer.reportAt(value.begin, Severity::Error,
                                 Tr::tr("this file is written in version %1 of the override "
                                        "language; this Soundstage reads version %2")
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
        m_pickMayBeRetail = m_file.pick == OverrideFile::PickMode::Retail;
    } else if (name == u"root") {
        if (v.isEmpty())
            wrongValue(Tr::tr("a folder (`!root sounds/`)"));
        else
            m_file.root = v;
    }
    m_file.directives.push_back(std::move(directive));
}

void OverrideLineGrammar::parseEntry(qsizetype begin) {
    qsizetype pos = begin;
    // Only the first, second and last fields before `=` matter. Each is scanned straight into
    // its place (a third one for the fields after the second): a token copied just after scan()
    // wrote it is read back before its stores reach the cache, which stalled (issue 18).
    OverrideToken first;
    OverrideToken second;
    OverrideToken later;
    int count = 0;
    while (true) {
        m_lexer.scan(count == 0 ? first : count == 1 ? second : later, pos, ',', '=');
        ++count;
        if (m_lexer.at(pos) == ',' && pos < m_lexer.size()) {
            ++pos;
            continue;
        }
        break;
    }
    const OverrideToken& last = count == 1 ? first : count == 2 ? second : later;
    if (pos >= m_lexer.size() || m_lexer.at(pos) != '=') {
        if (pos + 1 < m_lexer.size() && m_lexer.at(pos) == '#') {
            // A digit after `#` on a hook line: the hook number written as in the reference.
            // (Checked per UTF-16 unit, as it always was: a digit outside the BMP is not one.)
            int length = 1;
            const char32_t next = m_lexer.codePointAt(pos + 1, &length);
            if (next < 0x10000 && QChar::isDigit(next) && m_events.isHookEvent(first)) {
                m_lexer.reportAt(pos, Severity::Error,
                                 Tr::tr("`#` starts a comment: write the hook number in brackets "
                                        "(`%1[%2]`)")
                                     .arg(OverrideLexer::toQString(first.text()),
                                          QString(QChar(static_cast<char16_t>(next)))));
                addComment(pos, true);
                return;
            }
        }
        m_lexer.reportAt(pos, Severity::Error,
                         Tr::tr("missing `=`: an entry is `event, priority = sources` (an empty "
                                "right side silences the event)"));
        if (pos < m_lexer.size() && m_lexer.at(pos) == '#')
            addComment(pos, true);
        return;
    }
    const qsizetype equals = pos++;

    OverrideEntry& entry = m_file.entries.emplace_back();
    entry.line = m_lexer.lineNumber();
    entry.textOffset = m_lineOffset;
    entry.textLength = static_cast<int>(std::min<qsizetype>(m_lineBytes, INT_MAX));
    entry.eventSpan = m_lexer.span(first.begin, first.end);
    const bool eventOk = m_events.parseEvent(first, entry);
    if (eventOk && !m_secondPart)
        m_eventLines.prefetch(entry.event);

    if (count == 1) {
        if (!first.isEmpty()) {
            m_lexer.reportAt(equals, Severity::Error,
                             Tr::tr("missing `, priority` before `=`: an entry is `event, "
                                    "priority = sources`"));
        }
    } else {
        if (count > 2) {
            m_lexer.reportAt(second.begin, Severity::Error,
                             Tr::tr("too many `,` before `=`: an entry starts `event, priority =` "
                                    "(put an event name that holds a comma in quotes)"));
        }
        const OverrideToken& priority = last;
        entry.prioritySpan = m_lexer.span(priority.begin, priority.end);
        if (priority.isEmpty()) {
            m_lexer.reportAt(equals, Severity::Error, Tr::tr("missing priority before `=`"));
        } else if (const auto value = number(
                       priority, QT_TRANSLATE_NOOP("soundstage::OverrideParser", "priority"))) {
            if (*value < 0) {
                m_lexer.reportAt(priority.begin, Severity::Error,
                                 Tr::tr("priority %1 is negative; priorities are 0 or more")
                                     .arg(OverrideLexer::toQString(priority.text())));
            } else {
                entry.priority = *value;
            }
        }
    }

    if (entry.event.isHook()) {
        qsizetype comment = -1;
        if (m_events.parseFiresSound(pos, entry, &comment)) {
            if (comment >= 0)
                addComment(comment, true);
        } else {
            parseAlternatives(pos, entry);
            m_events.keepOneAlternative(entry);
        }
    } else {
        parseAlternatives(pos, entry);
    }
    noteForFinish(entry);
    if (eventOk)
        queueDuplicateCheck(m_file.entries.size() - 1);
    if (m_sink)
        handOver();
}

void OverrideLineGrammar::noteForFinish(const OverrideEntry& entry) {
    for (const OverrideAlternative& a : entry.alternatives) {
        if (a.volumeSpan.isValid() && (a.volume < 0 || a.volume > 1))
            m_finishChecks.push_back({a.volumeSpan, 0, a.volume});
    }
    if (m_pickMayBeRetail && entry.alternatives.size() >= 2) {
        m_finishChecks.push_back(
            {entry.alternatives.back().sourceSpan, static_cast<int>(entry.alternatives.size())});
    }
}

void OverrideLineGrammar::handOver() {
    // Entries are in file order, and so are those waiting for their check: all before the first
    // of them are done.
    const size_t done = m_pendingChecks.empty() ? m_file.entries.size() : m_pendingChecks.front();
    if (done == 0)
        return;
    const auto first = m_file.entries.begin();
    for (auto entry = first; entry != first + static_cast<std::ptrdiff_t>(done); ++entry)
        (*m_sink)(std::move(*entry));
    m_file.entries.erase(first, first + static_cast<std::ptrdiff_t>(done));
    for (size_t& index : m_pendingChecks)
        index -= done;
}

void OverrideLineGrammar::queueDuplicateCheck(size_t index) {
    if (m_secondPart) {
        const OverrideEntry& entry = m_file.entries[index];
        const auto key = OverrideEventLines::packedKey(entry.event);
        m_laterChecks.push_back({key.value_or(0), index, entry.line, key.has_value()});
        return;
    }
    // Events keyed by number are checked a batch at a time: their slots, prefetched as each
    // event was read, have had the batch's lines to arrive from memory. Anything reported
    // meanwhile makes the batch's reports first (OverrideLexer::setBeforeReport).
    if (!OverrideEventLines::packedKey(m_file.entries[index].event)) {
        checkPendingDuplicates();
        checkDuplicate(m_file.entries[index]);
        return;
    }
    m_pendingChecks.push_back(index);
    if (m_pendingChecks.size() == pendingCheckBatch)
        checkPendingDuplicates();
}

void OverrideLineGrammar::checkPendingDuplicates() {
    if (m_checkingPending) // a report of the batch itself
        return;
    m_checkingPending = true;
    for (const size_t index : m_pendingChecks)
        checkDuplicate(m_file.entries[index]);
    m_pendingChecks.clear();
    m_checkingPending = false;
}

void OverrideLineGrammar::checkDuplicate(const OverrideEntry& entry) {
    if (const int firstLine = m_eventLines.firstLine(entry.event, entry.line);
        firstLine != entry.line)
        reportDuplicate(entry, firstLine);
}

void OverrideLineGrammar::reportDuplicate(const OverrideEntry& entry, int firstLine) {
    m_lexer.report(entry.eventSpan, Severity::Error,
                   Tr::tr("`%1` is defined twice: on line %2 and on line %3")
                       .arg(entry.event.toText())
                       .arg(firstLine)
                       .arg(entry.line));
}

void OverrideLineGrammar::parseAlternatives(qsizetype pos, OverrideEntry& entry) {
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
            m_lexer.report(a.sourceSpan.line, a.sourceSpan.column + a.sourceSpan.length,
                           Severity::Error,
                           Tr::tr("missing volume after `%1`: an alternative is `source, "
                                  "volume[, probability]`")
                               .arg(a.sourceText()));
        }
    };

    // One field with the separator before it; `last` when no separator follows.
    const auto handle = [&](const OverrideToken& f, char separator, qsizetype separatorAt,
                            bool last) {
        const std::string_view text = f.text();
        const OverrideSpan span = m_lexer.span(f.begin, f.end);
        if (f.isEmpty()) {
            if (separator == ',') {
                m_lexer.reportAt(f.begin, Severity::Error, Tr::tr("missing value after `,`"));
            } else if (last) {
                m_lexer.reportAt(separatorAt, Severity::Warning,
                                 Tr::tr("`;` with no alternative after it"));
            } else {
                m_lexer.reportAt(f.begin, Severity::Warning,
                                 Tr::tr("empty alternative between `;` separators"));
            }
            return;
        }
        const bool bare = !f.quoted;
        // A number (or a percentage) starts with `-`, `.` or a digit; a file name seldom does.
        const char lead = text.front();
        const bool numeric = bare && (lead == '-' || lead == '.' || (lead >= '0' && lead <= '9'));
        const std::optional<double> quick =
            numeric ? OverrideLexer::parseNumber(text) : std::nullopt;
        const bool isNumber = quick || (numeric && OverrideLexer::isNumber(text));
        const std::string_view chopped = text.substr(0, text.size() - 1);
        const bool isPercent = numeric && text.back() == '%' && OverrideLexer::isNumber(chopped);
        const bool takesNumber = open && separator == ',' && (isNumber || isPercent) &&
                                 !slotsFull(entry.alternatives.back());
        if (takesNumber) {
            if (isPercent) {
                m_lexer.reportAt(f.begin, Severity::Error,
                                 Tr::tr("write `%1` without `%` and add `!volume percent` at the "
                                        "top of the file")
                                     .arg(OverrideLexer::toQString(text)));
            }
            OverrideAlternative& a = entry.alternatives.back();
            const std::optional<double> value =
                isPercent ? OverrideLexer::parseNumber(chopped)
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
                m_lexer.reportAt(
                    f.begin, Severity::Error,
                    Tr::tr("probability %1 is outside 0..1").arg(OverrideLexer::toQString(text)));
                return;
            }
            a.probability = *value;
            if (*value == 0) {
                m_lexer.reportAt(f.begin, Severity::Warning,
                                 Tr::tr("probability 0: this alternative never plays"));
            }
            return;
        }
        if (open && separator == ',' && (isNumber || isPercent)) {
            m_lexer.reportAt(f.begin, Severity::Error,
                             Tr::tr("too many numbers after `%1`: an alternative is `source, "
                                    "volume[, probability]`")
                                 .arg(entry.alternatives.back().sourceText()));
            return;
        }
        if (isNumber || isPercent) {
            m_lexer.reportAt(f.begin, Severity::Error,
                             Tr::tr("`%1` stands where a source belongs; put a file named like a "
                                    "number in quotes (\"%1\")")
                                 .arg(OverrideLexer::toQString(text)));
            return;
        }
        closeAlternative();
        if (static_cast<int>(entry.alternatives.size()) >= m_limits.maxAlternatives) {
            m_lexer.reportAt(f.begin, Severity::Error,
                             Tr::tr("more than %1 alternatives; the rest of the line is ignored")
                                 .arg(m_limits.maxAlternatives));
            overflow = true;
            return;
        }
        if (entry.alternatives.empty()) {
            // One allocation for the usual `;`-separated line.
            const std::string_view rest = m_lexer.line().substr(size_t(f.begin));
            qsizetype separators = 0;
            for (const char *p = rest.data(), *end = p + rest.size();
                 (p = static_cast<const char*>(std::memchr(p, ';', size_t(end - p)))); ++p)
                ++separators;
            entry.alternatives.reserve(
                static_cast<size_t>(std::min<qsizetype>(separators + 1, m_limits.maxAlternatives)));
        }
        OverrideAlternative& a = entry.alternatives.emplace_back();
        a.sourceSpan = span;
        const std::optional<quint32> id = bare ? OverrideLexer::readHexId(text) : std::nullopt;
        if (id || (bare && OverrideLexer::looksLikeHexId(text))) {
            a.source = OverrideAlternative::Source::Wave;
            if (!id || !isWaveId(*id)) {
                m_lexer.reportAt(f.begin, Severity::Error,
                                 Tr::tr("`%1` is not a wave id: waves are 0x0A000000 to "
                                        "0x0AFFFFFF (0x0 is silence); put a file named like this "
                                        "in quotes")
                                     .arg(OverrideLexer::toQString(text)));
            } else {
                a.wave = *id;
            }
        } else {
            a.source = OverrideAlternative::Source::File;
            a.file = m_lexer.kept(text);
            if (text.empty())
                m_lexer.reportAt(f.begin, Severity::Error, Tr::tr("empty file name"));
            if (text.find('\0') != std::string_view::npos) {
                // No file system takes such a name; without this the name would reach Qt's file
                // functions and only be reported as a warning on stderr.
                m_lexer.reportAt(static_cast<qsizetype>(m_lexer.line().find('\0', size_t(f.begin))),
                                 Severity::Error, Tr::tr("the file name contains a NUL byte"));
                a.file.clear();
            }
        }
        open = true;
    };

    // Fields are handled as they are scanned, so a long line needs no list of them.
    char separator = '=';
    qsizetype separatorAt = pos - 1;
    bool firstField = true;
    while (true) {
        const OverrideToken f = m_lexer.scan(pos, ',', ';');
        const char at = m_lexer.at(pos);
        const bool atSeparator = pos < m_lexer.size() && (at == ',' || at == ';');
        if (!overflow && !(firstField && f.isEmpty() && !atSeparator))
            handle(f, separator, separatorAt, !atSeparator);
        firstField = false;
        if (!atSeparator)
            break;
        separatorAt = pos++;
        separator = at;
    }
    if (pos < m_lexer.size() && m_lexer.at(pos) == '#')
        addComment(pos, true);
    closeAlternative();
}

void OverrideLineGrammar::finish() {
    const bool percent = m_file.volumeUnit == OverrideFile::VolumeUnit::Percent;
    const double full = percent ? 100.0 : 1.0;
    if (percent) { // a volume not written is the full one in the file's unit
        for (OverrideEntry& entry : m_file.entries) {
            for (OverrideAlternative& a : entry.alternatives) {
                if (!a.volumeSpan.isValid())
                    a.volume = full;
            }
        }
    }
    // In the usual file (`!volume unit`, volumes within 0..1, `!pick` first and not `retail`)
    // nothing was noted: the entries are not walked again.
    const bool retail = m_file.pick == OverrideFile::PickMode::Retail;
    for (const FinishCheck& check : m_finishChecks) {
        if (check.alternatives > 0) {
            if (retail) {
                m_lexer.report(check.span, Severity::Warning,
                               Tr::tr("with `!pick retail` the last of %1 alternatives is never "
                                      "chosen (the client picks among the first %2)")
                                   .arg(check.alternatives)
                                   .arg(check.alternatives - 1));
            }
            continue;
        }
        const double volume = check.volume;
        if (volume >= 0 && volume <= full)
            continue;
        const QString written = OverrideSyntax::formatNumber(volume);
        if (volume < 0) {
            m_lexer.report(check.span, Severity::Error,
                           Tr::tr("volume %1 is negative; volumes are 0 or more").arg(written));
        } else if (!percent && volume <= 100) {
            m_lexer.report(check.span, Severity::Error,
                           Tr::tr("volume %1 is outside 0..1 — add `!volume percent` if the file "
                                  "uses percentages")
                               .arg(written));
        } else {
            m_lexer.report(
                check.span, Severity::Error,
                Tr::tr("volume %1 is outside 0..%2").arg(written, percent ? u"100"_s : u"1"_s));
        }
    }
    if (m_lexer.truncated()) {
        m_file.diagnostics.push_back({m_lastLine, 1,
                                      m_lexer.droppedError() ? Severity::Error : Severity::Warning,
                                      Tr::tr("more than %1 problems; the rest are not listed")
                                          .arg(m_limits.maxDiagnostics)});
    }
    std::ranges::stable_sort(m_file.diagnostics, [](const auto& a, const auto& b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
    // Entries are in line order, one a line: each error's line marks its entry, if any.
    auto entry = m_file.entries.begin();
    for (const OverrideDiagnostic& d : m_file.diagnostics) {
        if (d.severity != Severity::Error)
            continue;
        entry =
            std::ranges::lower_bound(entry, m_file.entries.end(), d.line, {}, &OverrideEntry::line);
        if (entry != m_file.entries.end() && entry->line == d.line)
            entry->hasErrors = true;
    }
}

} // namespace soundstage
