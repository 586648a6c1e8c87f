// Reading a large override file in two parts at once (OverrideLineGrammar::run): where the
// file is split, the second part on a thread of its own, and the join, after which the first
// part's grammar makes what needs the lines before it (the second part's duplicate checks and
// directives), so the result is that of one part.
#include "core/override/overridelinegrammar.h"

#include <algorithm>
#include <cstring>
#include <future>
#include <iterator>
#include <system_error>

namespace soundstage {

qsizetype OverrideLineGrammar::secondPartStart(qsizetype begin) const {
    const qsizetype size = m_file.source.size();
    if (m_sink || size - begin < std::max<qsizetype>(m_limits.twoPartsFrom, 2))
        return -1;
    // The first line that starts past the middle; none (one long line): one part.
    const qsizetype middle = begin + (size - begin) / 2;
    const char* const data = m_file.source.constData();
    const void* newline = std::memchr(data + middle, '\n', static_cast<size_t>(size - middle));
    if (newline == nullptr)
        return -1;
    const qsizetype second = static_cast<const char*>(newline) - data + 1;
    return second < size ? second : -1;
}

bool OverrideLineGrammar::parseTwoParts(qsizetype begin, qsizetype checkFrom, qsizetype second) {
    const qsizetype size = m_file.source.size();
    const qsizetype linesBefore = lineEnds(begin, second);
    const qsizetype linesAfter = lineEnds(second, size) + 1; // counted once, for both reserves
    OverrideLineGrammar later(m_soundTypes, m_limits);
    later.m_secondPart = true;
    later.m_file.source = m_file.source; // shared, not copied
    later.m_lexer.setSource(m_lexer.source());
    // The second part's thread reads it, says so (its last line), waits for the first part to
    // be read and then runs its keyed duplicate checks while this thread moves the entries in
    // (join()).
    std::promise<int> laterRead;
    std::future<int> laterLastLine = laterRead.get_future();
    std::vector<KeyedDuplicate> keyedDuplicates;
    // Declared after what the thread uses, so leaving early waits for the thread first; and
    // `firstRead` after it, so leaving early breaks that promise first, which ends the thread's
    // wait for it.
    std::future<void> laterChecks;
    std::promise<void> firstRead;
    try {
        laterChecks =
            std::async(std::launch::async, [&, firstPartRead = firstRead.get_future()]() mutable {
                later.m_file.entries.reserve(static_cast<size_t>(linesAfter));
                try {
                    laterRead.set_value(later.parsePart(second, size, second,
                                                        static_cast<int>(linesBefore) + 1, true));
                } catch (...) {
                    laterRead.set_exception(std::current_exception());
                    return;
                }
                try {
                    firstPartRead.get();
                } catch (const std::future_error&) {
                    return; // the first part ended early (an exception on its way out)
                }
                keyedDuplicates = findKeyedDuplicates(later.m_laterChecks);
            });
    } catch (const std::system_error&) {
        return false; // no thread to be had (a limit on threads): one part, nothing read yet
    }
    // Room for the second part's entries too, which join() moves in.
    const qsizetype lines = linesBefore + linesAfter;
    m_file.entries.reserve(static_cast<size_t>(lines));
    m_eventLines.reserve(lines);
    parsePart(begin, second, checkFrom, 1, false);
    checkPendingDuplicates(); // the table now complete, the second part's thread may add to it
    firstRead.set_value();
    m_lastLine = laterLastLine.get();
    join(later, laterChecks, keyedDuplicates);
    return true;
}

std::vector<OverrideLineGrammar::KeyedDuplicate>
OverrideLineGrammar::findKeyedDuplicates(const std::vector<LaterCheck>& checks) {
    std::vector<KeyedDuplicate> found;
    // Each slot fetched a batch ahead, as the first part does.
    for (size_t i = 0; i < checks.size(); ++i) {
        if (i + pendingCheckBatch < checks.size() && checks[i + pendingCheckBatch].keyed)
            m_eventLines.prefetch(checks[i + pendingCheckBatch].key);
        const LaterCheck& check = checks[i];
        if (!check.keyed)
            continue;
        if (const int first = m_eventLines.firstLine(check.key, check.line); first != check.line)
            found.push_back({check.index, first});
    }
    return found;
}

void OverrideLineGrammar::join(OverrideLineGrammar& later, std::future<void>& laterChecks,
                               const std::vector<KeyedDuplicate>& keyedDuplicates) {
    OverrideFile& part = later.m_file;
    const size_t offset = m_file.entries.size();
    std::ranges::move(part.entries, std::back_inserter(m_file.entries));
    std::ranges::move(part.comments, std::back_inserter(m_file.comments));
    std::ranges::move(later.m_finishChecks, std::back_inserter(m_finishChecks));
    // Its reports count against the one limit (a report past it marks the result truncated,
    // and rereadInOnePart() then says so).
    m_lexer.countReports(part.diagnostics.size(), later.m_lexer.truncated());
    std::ranges::move(part.diagnostics, std::back_inserter(m_file.diagnostics));
    laterChecks.get();
    // The events keyed by text checked here (their table is apart from the keyed one), and
    // then the keyed ones found defined before reported: all after the second part's own
    // reports, as one part makes them on each line (the reports are sorted by line at the end).
    for (const LaterCheck& check : later.m_laterChecks) {
        if (!check.keyed)
            checkDuplicate(m_file.entries[offset + check.index]);
    }
    for (const KeyedDuplicate& duplicate : keyedDuplicates)
        reportDuplicate(m_file.entries[offset + duplicate.index], duplicate.firstLine);
    if (later.m_laterDirectives.empty())
        return;
    const char* const data = m_file.source.constData();
    for (const LaterDirective& directive : later.m_laterDirectives) {
        m_seenEntryOrDirective = m_seenEntryOrDirective || directive.afterEntry;
        m_lineOffset = directive.offset;
        m_lineBytes = directive.bytes;
        const std::string_view line =
            directive.repaired.empty()
                ? std::string_view(data + directive.offset, size_t(directive.bytes))
                : std::string_view(directive.repaired);
        m_lexer.setLine(directive.line, line); // (the lexer sees whether it is ASCII)
        parseLine();
    }
    // A directive's trailing comment joins the list after the second part's comments.
    std::ranges::stable_sort(m_file.comments, {}, &OverrideComment::line);
}

} // namespace soundstage
