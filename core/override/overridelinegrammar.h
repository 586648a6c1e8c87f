#pragma once

#include "core/override/overrideeventgrammar.h"
#include "core/override/overrideeventlines.h"
#include "core/override/overridefile.h"
#include "core/override/overridelexer.h"
#include "core/override/overrideparser.h"

#include <QByteArray>
#include <QHash>

#include <utility>
#include <vector>

namespace soundstage {

/// The line grammar of an override file (soundstage-override(5)): which kinds of line exist —
/// blank, `# comment`, `!directive value`, `event, priority = alternatives` — and their fields,
/// the file-wide rules (directives set once, events defined once, volumes in the file's unit),
/// and the run over the file's lines. Tokens come from OverrideLexer, the event part from
/// OverrideEventGrammar. One per parse (OverrideParser makes it), not thread-safe.
///
/// With a sink (OverrideParser::parseEach) each entry is handed over once its duplicate check is
/// done and nothing of it is kept: the checks at the end of the file work from the few facts
/// they need, noted as the entries go by (FinishCheck), in both kinds of parse.
///
/// A large file without a sink is read as two parts at once (Limits::twoThreadsFrom): this
/// grammar reads the first part while a second one reads the rest on another thread as a
/// *tail* (no directives, no duplicate checks); then the tail's entries, comments and reports
/// join this grammar's in file order and its duplicate checks are made here, so the result is
/// the one reading the whole file would give, reports and their limit included. A tail that
/// meets a directive (whose meaning depends on the lines before it) gives up, and this grammar
/// reads the rest itself.
class OverrideLineGrammar final {
public:
    OverrideLineGrammar(const SoundTypeLookup& soundTypes, const OverrideParser::Limits& limits,
                        const OverrideParser::EntrySink* sink = nullptr);
    Q_DISABLE_COPY_MOVE(OverrideLineGrammar)

    /// Parses `source` from byte `begin` (past byte-order marks); invalid UTF-8 is looked for
    /// from byte `checkFrom` (so a second mark counts as a column in its messages).
    OverrideFile run(QByteArray source, qsizetype begin, qsizetype checkFrom);

private:
    /// Reads lines from byte `start` (a line's first byte), the first of them numbered
    /// `lineNumber + 1`, up to byte `stop` (a line's first byte; -1: to the end of the file).
    /// `invalidLines`: the lines with invalid UTF-8, ascending. Returns the last line's number.
    int parseLines(qsizetype start, qsizetype stop, int lineNumber, bool ascii,
                   const std::vector<int>& invalidLines);
    /// Where a second thread starts reading (a line's first byte), or -1 to read on one.
    [[nodiscard]] qsizetype tailStart(qsizetype begin) const;
    /// As a tail: reads `source` from `start` (the first line after the `begin`..`start` part).
    void runTail(const QByteArray& source, qsizetype begin, qsizetype start, bool ascii);
    /// Takes a tail's entries, comments, reports and end-of-file checks as if this grammar had
    /// read its lines (the tail's duplicate checks are made here).
    void join(OverrideLineGrammar& tail);
    void parseLine();
    void parseDirective(qsizetype bang);
    void parseEntry(qsizetype begin);
    void queueDuplicateCheck(size_t index);
    void checkPendingDuplicates();
    void checkDuplicate(const OverrideEntry& entry);
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
    /// Reading the rest of a file for another grammar (runTail): entries wait in
    /// m_pendingChecks for that grammar's duplicate checks.
    bool m_tail = false;
    bool m_tailGaveUp = false; ///< the tail met a directive; its reading is not used
};

} // namespace soundstage
