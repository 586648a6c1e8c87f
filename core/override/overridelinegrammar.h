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
class OverrideLineGrammar final {
public:
    OverrideLineGrammar(const SoundTypeLookup& soundTypes, const OverrideParser::Limits& limits,
                        const OverrideParser::EntrySink* sink = nullptr);
    Q_DISABLE_COPY_MOVE(OverrideLineGrammar)

    /// Parses `source` from byte `begin` (past byte-order marks); invalid UTF-8 is looked for
    /// from byte `checkFrom` (so a second mark counts as a column in its messages).
    OverrideFile run(QByteArray source, qsizetype begin, qsizetype checkFrom);

private:
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
};

} // namespace soundstage
