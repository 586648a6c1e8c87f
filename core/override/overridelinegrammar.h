#pragma once

#include "core/override/overrideeventgrammar.h"
#include "core/override/overrideeventlines.h"
#include "core/override/overridefile.h"
#include "core/override/overridelexer.h"
#include "core/override/overrideparser.h"

#include <QByteArray>
#include <QHash>

#include <future>
#include <string>
#include <utility>
#include <vector>

namespace soundstage {

/// The line grammar of an override file (soundstage-override(5)): which kinds of line exist —
/// blank, `# comment`, `!directive value`, `event, priority = alternatives` — and their fields,
/// the file-wide rules (directives set once, events defined once, volumes in the file's unit),
/// and the run over the file's lines. Tokens come from OverrideLexer, the event part from
/// OverrideEventGrammar. One per parse (OverrideParser makes it), not thread-safe; a large file
/// is read in two parts at once, the second by a grammar of its own (run()).
///
/// With a sink (OverrideParser::parseEach) each entry is handed over once its duplicate check is
/// done and nothing of it is kept: the checks at the end of the file work from the few facts
/// they need, noted as the entries go by (FinishCheck), in both kinds of parse.
class OverrideLineGrammar final {
public:
    OverrideLineGrammar(const SoundTypeLookup& soundTypes, const OverrideParser::Limits& limits,
                        const OverrideParser::EntrySink* sink = nullptr);
    Q_DISABLE_COPY_MOVE(OverrideLineGrammar)

    /// Parses `source` from byte `begin` (past byte-order marks); invalid UTF-8 is looked for
    /// from byte `checkFrom` (so a second mark counts as a column in its messages).
    ///
    /// A file of Limits::twoPartsFrom bytes or more is read in two parts at once: the second
    /// by another grammar on a thread of its own, whose entries, comments and reports join
    /// this one's; what needs the lines before it (directives, the duplicate check) is done
    /// here after. Every report is kept and sorted by line, so the result is that of one
    /// part, unless the limit of reports was passed: which ones are listed then depends on
    /// the order they were made in, so rereadInOnePart() asks for a read in one part.
    OverrideFile run(QByteArray source, qsizetype begin, qsizetype checkFrom);
    /// After run(): whether the file was read in two parts. Nothing in the parse depends on
    /// it; it lets a test prove the split happened, so its comparison with one part means
    /// something.
    [[nodiscard]] bool readInTwoParts() const { return m_twoParts; }
    /// After run(): the file had more problems than are listed and was read in two parts.
    [[nodiscard]] bool rereadInOnePart() const { return m_twoParts && m_lexer.truncated(); }

private:
    /// A directive line of the second part, read by the first part's grammar once it is done:
    /// directives are set once for the file, the first one counting.
    struct LaterDirective {
        int line = 0;
        qsizetype offset = 0;    ///< where the line starts in the source
        qsizetype bytes = 0;     ///< its length there
        std::string repaired;    ///< the line read with U+FFFD, when it holds invalid UTF-8
        bool afterEntry = false; ///< an entry or a directive stands before it in its part
    };
    /// A duplicate check the second part leaves to the first part's grammar: its entry, and
    /// the event's OverrideEventLines::packedKey() when it has one, taken while the line was
    /// read, so the check needs the key alone (findKeyedDuplicates()).
    struct LaterCheck {
        quint64 key = 0;
        size_t index = 0; ///< the entry, in the second part's list
        int line = 0;
        bool keyed = false; ///< `key` holds the packed key
    };
    /// A keyed event of the second part defined before (findKeyedDuplicates()).
    struct KeyedDuplicate {
        size_t index = 0; ///< the entry, in the second part's list
        int firstLine = 0;
    };
    /// Reads the lines before `second` here and the rest on another thread, then joins them;
    /// false when no thread could be started (nothing is read then).
    bool parseTwoParts(qsizetype begin, qsizetype checkFrom, qsizetype second);
    /// The start of the second part of a file read in two, or -1 to read it in one.
    [[nodiscard]] qsizetype secondPartStart(qsizetype begin) const;
    /// How many line ends (`\n`) the bytes from `start` to `end` hold.
    [[nodiscard]] qsizetype lineEnds(qsizetype start, qsizetype end) const;
    /// A part of the file: its invalid UTF-8 (looked for from byte `checkFrom`) reported, then
    /// its lines read (parseLines()). Returns its last line number.
    int parsePart(qsizetype start, qsizetype end, qsizetype checkFrom, int firstLine, bool toEnd);
    /// Lines from byte `start` to `end`, the first numbered `firstLine`; `invalidLines` lists
    /// the lines with invalid UTF-8 among them, ascending. With `toEnd` a final line without a
    /// line end is read too (even an empty one, as the file's last). Returns the last line
    /// number.
    int parseLines(qsizetype start, qsizetype end, int firstLine,
                   const std::vector<int>& invalidLines, bool ascii, bool toEnd);
    /// Joins the second part, read by `later`, to the first: its entries, comments, reports
    /// and notes, then, once its thread has found `keyedDuplicates` (`laterChecks` ready), the
    /// duplicate checks and its directives.
    void join(OverrideLineGrammar& later, std::future<void>& laterChecks,
              const std::vector<KeyedDuplicate>& keyedDuplicates);
    /// The second part's duplicate checks of keyed events (`checks`, in line order) against
    /// this part's table, which takes their lines: run on the second part's thread once this
    /// part is read, while this one moves the entries (join()); it touches m_eventLines alone.
    [[nodiscard]] std::vector<KeyedDuplicate>
    findKeyedDuplicates(const std::vector<LaterCheck>& checks);
    void parseLine();
    void parseDirective(qsizetype bang);
    void parseEntry(qsizetype begin);
    void queueDuplicateCheck(size_t index);
    void checkPendingDuplicates();
    void checkDuplicate(const OverrideEntry& entry);
    void reportDuplicate(const OverrideEntry& entry, int firstLine);
    void parseAlternatives(qsizetype pos, OverrideEntry& entry);
    void addComment(qsizetype hash, bool trailing);
    /// Notes what finish() checks of an entry, whose line is done.
    void noteForFinish(const OverrideEntry& entry);
    /// With a sink: hands it the entries whose duplicate check is done.
    void handOver();
    std::optional<double> number(const OverrideToken& token, const char* what) {
        double value = 0;
        if (!token.quoted &&
            overridenumber::parseNumberInto(token.view.data(), token.view.size(), &value))
            return value;
        reportNotANumber(token, what);
        return std::nullopt;
    }
    /// The error for a token number() could not read (apart: the usual number needs no frame
    /// for the message).
    void reportNotANumber(const OverrideToken& token, const char* what);
    void finish();

    const SoundTypeLookup& m_soundTypes;
    const OverrideParser::Limits& m_limits;
    OverrideFile m_file;
    OverrideLexer m_lexer;
    OverrideEventGrammar m_events;
    qsizetype m_lineOffset = 0; ///< where the current line starts in the source, in bytes
    qsizetype m_lineBytes = 0;  ///< its length in bytes, without the line end
    int m_lastLine = 0;         ///< the file's last line (where "more problems" is reported)
    bool m_seenEntryOrDirective = false;
    /// Whether the file's `!pick` may still turn out `retail`: until its first `!pick` (the one
    /// that counts) is read.
    bool m_pickMayBeRetail = true;
    /// What finish() checks once the file's `!volume` and `!pick` are known, in file order: a
    /// volume written outside 0..1, or (`alternatives` > 0) an entry of several alternatives,
    /// `span` its last source (whose warning `!pick retail` gives).
    struct FinishCheck {
        OverrideSpan span;
        int alternatives = 0;
        double volume = 0;
    };
    std::vector<FinishCheck> m_finishChecks;
    const OverrideParser::EntrySink* m_sink;
    static constexpr size_t pendingCheckBatch = 16;
    OverrideEventLines m_eventLines;
    std::vector<size_t> m_pendingChecks; ///< entries whose duplicate check waits for its batch
    bool m_checkingPending = false;
    QHash<QString, int> m_directiveLines;
    bool m_twoParts = false; ///< run() read the file in two parts
    /// The grammar of a second part: it leaves its directives and duplicate checks to the first
    /// part's (join()).
    bool m_secondPart = false;
    std::vector<LaterCheck> m_laterChecks;         ///< second part: the duplicate checks it leaves
    std::vector<LaterDirective> m_laterDirectives; ///< second part: its directive lines
};

} // namespace soundstage
