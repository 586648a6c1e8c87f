#include "core/override/overrideeventgrammar.h"

#include "core/common/hexid.h"
#include "core/override/overridehookevent.h"
#include "core/override/overridesyntax.h"

#include <QCoreApplication>

namespace soundstage {

namespace {

using Severity = OverrideDiagnostic::Severity;

constexpr quint32 firstTable = 0x20000000;
constexpr quint32 lastTable = 0x20FFFFFF;
constexpr quint32 firstWave = 0x0A000000;
constexpr quint32 lastWave = 0x0AFFFFFF;

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS: the messages stay in the parser's.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverrideParser)
};

/// OverrideSyntax::looksLikeStructuredEvent's rule for events without a keyword: `*/…` or
/// `0x…/…` (trimmed text).
bool slashRule(std::string_view text) {
    const size_t slash = text.find('/');
    if (slash == std::string_view::npos || slash == 0)
        return false;
    return (slash == 1 && text[0] == '*') ||
           (slash >= 2 && text[0] == '0' && (text[1] | 0x20) == 'x');
}

/// OverrideSyntax::looksLikeStructuredEvent without decoding, for the usual event that starts
/// with an ASCII character no keyword starts with; nothing when the full rule must decide (a
/// non-ASCII character may fold to a keyword's).
std::optional<bool> quickStructured(std::string_view text) {
    const auto first = static_cast<unsigned char>(text[0]);
    const unsigned char lower = first | 0x20;
    if (first >= 0x80 || lower == 'w' || lower == 'a' || lower == 's' || first == ' ' ||
        (first >= '\t' && first <= '\r'))
        return std::nullopt;
    return slashRule(text);
}

bool isBlank(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
}

/// OverrideSyntax::eventKeyword on trimmed ASCII text, where case folds as ASCII's does:
/// `w` for `wave`, `h` for a hook's `anim` or `script`, 0 for none.
char asciiKeyword(std::string_view text) {
    for (const std::string_view keyword : {"wave", "anim", "script"}) {
        const size_t n = keyword.size();
        if (text.size() <= n || !isBlank(text[n]))
            continue;
        bool same = true;
        for (size_t k = 0; k < n; ++k)
            same = same && (text[k] | 0x20) == keyword[k];
        size_t rest = n;
        while (rest < text.size() && isBlank(text[rest]))
            ++rest;
        if (same && rest < text.size() && text[rest] >= '0' && text[rest] <= '9')
            return keyword[0] == 'w' ? 'w' : 'h';
    }
    return 0;
}

} // namespace

bool OverrideEventGrammar::isHookEvent(const OverrideToken& token) {
    return OverrideHookEvent::isHookEvent(OverrideLexer::decode(token.text(), m_scratch));
}

bool OverrideEventGrammar::parseEvent(const OverrideToken& token, OverrideEntry& entry) {
    OverrideEvent& event = entry.event;
    if (token.isEmpty()) {
        m_lexer.reportAt(token.begin, Severity::Error,
                         Tr::tr("missing event at the start of the entry"));
        return false;
    }
    const std::string_view bytes = token.text();
    // Whether the event is structured, and its keyword (`w` wave, `h` hook, 0 none): at once
    // for the usual `0x…/…` or a name, from the bytes on an ASCII line, else decoded.
    const std::optional<bool> quick = token.quoted ? false : quickStructured(bytes);
    QStringView text;
    bool structured = quick.value_or(false);
    char keyword = 0;
    if (!quick && m_lexer.ascii()) {
        keyword = asciiKeyword(bytes);
        structured = keyword != 0 || slashRule(bytes);
    } else if (!quick) {
        text = OverrideLexer::decode(bytes, m_scratch);
        structured = OverrideSyntax::looksLikeStructuredEvent(text);
        const QStringView word = OverrideSyntax::eventKeyword(text);
        keyword = word.isEmpty() ? 0 : (word.front().unicode() | 0x20) == u'w' ? 'w' : 'h';
    }
    if (!structured) {
        event = OverrideEvent::named(m_lexer.kept(bytes));
        return true;
    }
    // Structured events are bare, so byte offsets into `bytes` are offsets into the line. A
    // quick one starts with `0x` or `*`: neither a hook nor a wave.
    if (keyword == 'h') {
        if (text.isEmpty())
            text = OverrideLexer::decode(bytes, m_scratch);
        OverrideHookEvent::Parsed parsed = OverrideHookEvent::parse(text);
        if (!parsed.event) {
            event.kind = OverrideEvent::Kind::AnimationHook; // for the right side's rules
            m_lexer.report(m_lexer.lineNumber(),
                           m_lexer.columnIn(token.begin, text, parsed.errorAt), Severity::Error,
                           std::move(parsed.error));
            return false;
        }
        event = std::move(*parsed.event);
        return true;
    }
    if (keyword == 'w') {
        event.kind = OverrideEvent::Kind::Wave;
        const qsizetype idBegin = m_lexer.skipBlanks(token.begin + 4);
        const qsizetype idEnd = m_lexer.trimBack(idBegin, token.end);
        const std::string_view idText =
            m_lexer.line().substr(size_t(idBegin), size_t(idEnd - idBegin));
        const auto id = OverrideLexer::readId(idText);
        if (!id) {
            m_lexer.reportAt(idBegin, Severity::Error,
                             Tr::tr("`%1` is not a wave id (write it as `0x0A000262`)")
                                 .arg(OverrideLexer::toQString(idText)));
            return false;
        }
        if (*id < firstWave || *id > lastWave) {
            m_lexer.reportAt(
                idBegin, Severity::Error,
                Tr::tr("%1 is not a wave id: waves are 0x0A000000 to 0x0AFFFFFF").arg(hexId(*id)));
            return false;
        }
        event.wave = *id;
        return true;
    }

    const qsizetype slash = token.begin + static_cast<qsizetype>(bytes.find('/'));
    const qsizetype tableEnd = m_lexer.trimBack(token.begin, slash);
    const std::string_view tableText =
        m_lexer.line().substr(size_t(token.begin), size_t(tableEnd - token.begin));
    const qsizetype soundIndex = m_lexer.skipBlanks(slash + 1);
    const qsizetype soundEnd = m_lexer.trimBack(soundIndex, token.end);
    const std::string_view soundText =
        m_lexer.line().substr(size_t(soundIndex), size_t(soundEnd - soundIndex));
    bool ok = true;
    if (tableText == "*") {
        event.kind = OverrideEvent::Kind::EveryTable;
    } else {
        event.kind = OverrideEvent::Kind::TableSound;
        const auto table = OverrideLexer::readHexId(tableText);
        if (!table) {
            m_lexer.reportAt(token.begin, Severity::Error,
                             Tr::tr("`%1` is not a table id (write it as `0x20000001`)")
                                 .arg(OverrideLexer::toQString(tableText)));
            ok = false;
        } else if (*table < firstTable || *table > lastTable) {
            m_lexer.reportAt(
                token.begin, Severity::Error,
                Tr::tr("%1 is not a SoundTable id: tables are 0x20000000 to 0x20FFFFFF")
                    .arg(hexId(*table)));
            ok = false;
        } else {
            event.table = *table;
        }
    }
    if (soundText.empty()) {
        m_lexer.reportAt(slash, Severity::Error,
                         Tr::tr("missing sound type after `/` (a name such as `Footstep1` or a "
                                "number such as `0x37`)"));
        return false;
    }
    const auto code = soundTypeOf(soundText, soundIndex, &event.soundName);
    if (!code) {
        event.soundText = OverrideLexer::toQString(soundText);
        return false;
    }
    event.soundType = *code;
    return ok;
}

std::optional<quint32> OverrideEventGrammar::soundTypeOf(std::string_view text, qsizetype index,
                                                         QString* name) {
    // The first UTF-16 unit decides, as it always did (an ASCII one is a digit only as 0-9).
    const auto first = text.empty() ? 0 : static_cast<unsigned char>(text[0]);
    const bool digit = first < 0x80 ? (first >= '0' && first <= '9')
                                    : OverrideLexer::decode(text, m_scratch).front().isDigit();
    if (digit) {
        const auto code = OverrideLexer::readId(text);
        if (!code) {
            m_lexer.reportAt(index, Severity::Error,
                             Tr::tr("`%1` is not a sound type number (write it as `0x37` or `55`)")
                                 .arg(OverrideLexer::toQString(text)));
            return std::nullopt;
        }
        if (auto known = nameOfCode(*code))
            *name = std::move(*known);
        else if (!m_soundTypes.isEmpty())
            m_lexer.reportAt(index, Severity::Warning,
                             Tr::tr("sound type %1 is not one the client knows")
                                 .arg(OverrideLexer::toQString(text)));
        return code;
    }
    // A file names the same few sound types again and again: each name's code and canonical
    // spelling are looked up once (the lookup's functions are pure) and kept by its bytes.
    if (m_names.empty())
        m_names.resize(nameSlots);
    // Open addressing, never more than half full: each name keeps its slot.
    const size_t h = OverrideLexer::hash(text);
    size_t i = h & (nameSlots - 1);
    while (m_names[i].code && (m_names[i].hash != h || m_names[i].bytes != text))
        i = (i + 1) & (nameSlots - 1);
    NameSlot& slot = m_names[i];
    std::optional<quint32> code = slot.code;
    if (!code) {
        code = m_soundTypes.codeOf(OverrideLexer::decode(text, m_scratch));
        if (!code) {
            m_lexer.reportAt(index, Severity::Error,
                             Tr::tr("unknown sound type `%1` (names are as in the client, e.g. "
                                    "`Footstep1`, or write the number, e.g. `0x37`)")
                                 .arg(OverrideLexer::toQString(text)));
            return std::nullopt;
        }
        if (m_namesUsed < nameSlots / 2) {
            ++m_namesUsed;
            slot.bytes.assign(text);
            slot.hash = h;
            slot.code = code;
        }
    }
    // The client's spelling of the name, else the name as written.
    auto known = nameOfCode(*code);
    *name = known ? std::move(*known) : m_lexer.lineText(text);
    return code;
}

std::optional<QString> OverrideEventGrammar::nameOfCode(quint32 code) {
    if (code >= codeSlots)
        return m_soundTypes.nameOf(code);
    if (m_codeNames.empty())
        m_codeNames = std::vector<CodeName>(codeSlots);
    CodeName& slot = m_codeNames[code];
    if (!slot.asked) {
        slot.asked = true;
        // A copy of this parse's own, whose references it counts ahead: the entries share it
        // with each other only, not with the lookup's table and every other parse.
        if (const auto known = m_soundTypes.nameOf(code)) {
            slot.name = QString(known->constData(), known->size());
            slot.copies.reset(*slot.name);
        }
    }
    if (!slot.name)
        return std::nullopt;
    if (!slot.copies.isSet()) // an empty name has no data to count
        return *slot.name;
    return slot.copies.take(reinterpret_cast<const char16_t*>(slot.name->constData()),
                            slot.name->size());
}

bool OverrideEventGrammar::parseFiresSound(qsizetype pos, OverrideEntry& entry,
                                           qsizetype* commentAt) {
    *commentAt = -1;
    const qsizetype start = m_lexer.skipBlanks(pos);
    // `sound:` in any case, as Qt folds case (so `ſound:` reads as it always did): the next
    // six UTF-16 units compared, then the bytes they came from skipped.
    constexpr QStringView prefix = u"sound:";
    QChar units[8];
    qsizetype count = 0;
    qsizetype at = start;
    while (count < prefix.size() && at < m_lexer.size()) {
        int length = 1;
        const char32_t c = m_lexer.codePointAt(at, &length);
        if (c >= 0x10000) {
            units[count++] = QChar(QChar::highSurrogate(c));
            units[count++] = QChar(QChar::lowSurrogate(c));
        } else {
            units[count++] = QChar(static_cast<char16_t>(c));
        }
        at += length;
    }
    if (count != prefix.size() ||
        QStringView(units, count).compare(prefix, Qt::CaseInsensitive) != 0)
        return false;
    OverrideToken f = m_lexer.scan(at, ',', ';');
    entry.firesSoundSpan = m_lexer.span(start, f.end);
    if (f.isEmpty()) {
        m_lexer.reportAt(f.begin, Severity::Error,
                         Tr::tr("missing sound type after `sound:` (a name such as `Swoosh2` or a "
                                "number such as `0x37`)"));
    } else {
        entry.firesSound = soundTypeOf(f.text(), f.begin, &entry.firesSoundName);
    }
    const char next = m_lexer.at(at);
    if (at < m_lexer.size() && (next == ',' || next == ';')) {
        m_lexer.reportAt(at, Severity::Error,
                         Tr::tr("nothing follows `sound:NAME`: a SoundTable hook fires one sound "
                                "type at the volume of the table's variant"));
    } else if (at < m_lexer.size() && next == '#') {
        *commentAt = at;
    }
    return true;
}

void OverrideEventGrammar::keepOneAlternative(OverrideEntry& entry) {
    if (entry.alternatives.size() <= 1)
        return;
    m_lexer.report(entry.alternatives[1].sourceSpan, Severity::Error,
                   Tr::tr("a hook plays one sound: write one alternative (`source, volume[, "
                          "probability]`), `sound:NAME` for a SoundTable hook, or nothing to "
                          "silence it"));
    entry.alternatives.resize(1);
}

} // namespace soundstage
