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
    // Declared after `later`, so leaving early waits for the thread before `later` goes.
    std::future<int> laterLines;
    try {
        laterLines = std::async(std::launch::async, [&] {
            later.m_file.entries.reserve(static_cast<size_t>(linesAfter));
            return later.parsePart(second, size, second, static_cast<int>(linesBefore) + 1, true);
        });
    } catch (const std::system_error&) {
        return false; // no thread to be had (a limit on threads): one part, nothing read yet
    }
    // Room for the second part's entries too, which join() moves in.
    const qsizetype lines = linesBefore + linesAfter;
    m_file.entries.reserve(static_cast<size_t>(lines));
    m_eventLines.reserve(lines);
    parsePart(begin, second, checkFrom, 1, false);
    m_lastLine = laterLines.get();
    join(later);
    return true;
}

void OverrideLineGrammar::join(OverrideLineGrammar& later) {
    OverrideFile& part = later.m_file;
    const size_t offset = m_file.entries.size();
    std::ranges::move(part.entries, std::back_inserter(m_file.entries));
    std::ranges::move(part.comments, std::back_inserter(m_file.comments));
    std::ranges::move(later.m_finishChecks, std::back_inserter(m_finishChecks));
    // Its reports count against the one limit (a report past it marks the result truncated,
    // and rereadInOnePart() then says so).
    m_lexer.countReports(part.diagnostics.size(), later.m_lexer.truncated());
    std::ranges::move(part.diagnostics, std::back_inserter(m_file.diagnostics));
    // The duplicate checks in line order, as one part makes them, each event's slot fetched a
    // batch ahead.
    const std::vector<size_t>& checks = later.m_laterChecks;
    for (size_t i = 0; i < checks.size(); ++i) {
        if (i + pendingCheckBatch < checks.size())
            m_eventLines.prefetch(m_file.entries[offset + checks[i + pendingCheckBatch]].event);
        queueDuplicateCheck(offset + checks[i]);
    }
    checkPendingDuplicates();
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
