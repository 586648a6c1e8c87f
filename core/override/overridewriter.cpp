#include "core/override/overridewriter.h"

#include "core/override/overridesyntax.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <limits>
#include <span>
#include <tuple>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

constexpr qsizetype maxEventWidth = 48;
constexpr qsizetype maxPriorityWidth = 12;
constexpr qsizetype maxCommentColumn = 80;

QString alternativeText(const OverrideAlternative& a) {
    QString text = a.sourceText() + u", "_s + OverrideSyntax::formatNumber(a.volume);
    if (a.probability != 1.0)
        text += u", "_s + OverrideSyntax::formatNumber(a.probability);
    return text;
}

QString alternativesText(const OverrideEntry& entry) {
    if (entry.firesSound)
        return entry.firesSoundText();
    QString text;
    for (const OverrideAlternative& a : entry.alternatives) {
        if (!text.isEmpty())
            text += u"; "_s;
        text += alternativeText(a);
    }
    return text;
}

auto sortKey(const OverrideEntry& entry) {
    const OverrideEvent& e = entry.event;
    const quint64 sound = e.soundType ? *e.soundType : std::numeric_limits<quint64>::max();
    switch (e.kind) {
    case OverrideEvent::Kind::EveryTable:
        return std::tuple(0, quint64(0), sound, e.soundType ? QString() : e.soundText);
    case OverrideEvent::Kind::TableSound:
        return std::tuple(1, quint64(e.table), sound, e.soundType ? QString() : e.soundText);
    case OverrideEvent::Kind::Wave:
        return std::tuple(2, quint64(e.wave), quint64(0), QString());
    case OverrideEvent::Kind::AnimationHook:
    case OverrideEvent::Kind::ScriptHook: {
        // Non-negative doubles order as their bit patterns do.
        const quint64 place = e.kind == OverrideEvent::Kind::AnimationHook
                                  ? quint64(e.frame)
                                  : std::bit_cast<quint64>(e.time);
        return std::tuple(e.kind == OverrideEvent::Kind::AnimationHook ? 3 : 4, quint64(e.record),
                          place, QString::number(e.hookIndex.value_or(-1)).rightJustified(7, u'0'));
    }
    case OverrideEvent::Kind::Named:
        break;
    }
    return std::tuple(5, quint64(0), quint64(0), QString());
}

// A comment's text without the carriage returns at its end: the parser reads a CR before a
// line's LF as part of a CRLF line end, so each rewrite would lose one of them and formatting
// twice would not give the same text (found by fuzz_override).
QStringView commentText(const OverrideComment& comment) {
    QStringView text(comment.text);
    while (text.endsWith(u'\r'))
        text.chop(1);
    return text;
}

/// Output text, handed on in pieces of about 32 K characters: a rewrite never holds the whole
/// text (a million-line file would need gigabytes as a QString and a UTF-8 copy of it).
class Output final {
public:
    explicit Output(const std::function<void(QStringView)>& sink)
        : m_sink(sink) {
        m_buffer.reserve(chunk + 1024);
    }
    Q_DISABLE_COPY_MOVE(Output)
    ~Output() { flush(); }

    Output& operator+=(QStringView text) {
        m_buffer += text;
        if (m_buffer.size() >= chunk)
            flush();
        return *this;
    }
    Output& operator+=(QChar c) {
        m_buffer += c;
        return *this;
    }
    void pad(qsizetype count) { m_buffer += QString(count, u' '); }

private:
    static constexpr qsizetype chunk = 32 * 1024;

    void flush() {
        if (m_buffer.isEmpty())
            return;
        m_sink(m_buffer);
        m_buffer.resize(0); // keeps the capacity
    }

    const std::function<void(QStringView)>& m_sink;
    QString m_buffer;
};

/// Which comments go with which output item (directives first, then entries in output order):
/// pairs of item index and comment, sorted by item, in file order within one item. A list
/// rather than a vector per item, so a million entries cost nothing for comments they lack.
struct Placement {
    using Pairs = std::vector<std::pair<size_t, const OverrideComment*>>;
    Pairs leading;
    Pairs trailing; ///< at most one per item
    std::vector<const OverrideComment*> header;
    std::vector<const OverrideComment*> footer;

    /// The comments of `item` in `pairs`, from `cursor` on (items are asked in rising order).
    static std::span<const std::pair<size_t, const OverrideComment*>>
    of(const Pairs& pairs, Pairs::const_iterator& cursor, size_t item) {
        while (cursor != pairs.end() && cursor->first < item)
            ++cursor;
        const auto first = cursor;
        while (cursor != pairs.end() && cursor->first == item)
            ++cursor;
        return {first, cursor};
    }
};

/// Assigns the comments: to the item on their line (trailing) or to the next item by source
/// line. `lines[k]` is the source line of item k (0 when made up).
Placement placeComments(const OverrideFile& file, const std::vector<int>& lines) {
    Placement placement;
    // (line, item), one per line: the first item that claims it.
    std::vector<std::pair<int, size_t>> byLine;
    for (size_t k = 0; k < lines.size(); ++k) {
        if (lines[k] > 0)
            byLine.emplace_back(lines[k], k);
    }
    std::ranges::sort(byLine);
    const auto sameLine = std::ranges::unique(byLine, {}, &std::pair<int, size_t>::first);
    byLine.erase(sameLine.begin(), sameLine.end());

    std::vector<bool> hasTrailing(lines.size(), false);
    std::vector<const OverrideComment*> beforeFirst;
    for (const OverrideComment& comment : file.comments) {
        if (comment.trailing) {
            const auto at =
                std::ranges::lower_bound(byLine, comment.line, {}, &std::pair<int, size_t>::first);
            if (at != byLine.end() && at->first == comment.line && !hasTrailing[at->second]) {
                hasTrailing[at->second] = true;
                placement.trailing.emplace_back(at->second, &comment);
                continue;
            }
        }
        const auto next =
            std::ranges::upper_bound(byLine, comment.line, {}, &std::pair<int, size_t>::first);
        if (next == byLine.end())
            placement.footer.push_back(&comment);
        else if (next == byLine.begin())
            beforeFirst.push_back(&comment);
        else
            placement.leading.emplace_back(next->second, &comment);
    }
    // Before the first item, a blank line splits the file's header from the item's own block.
    if (!beforeFirst.empty()) {
        const int firstLine = byLine.front().first;
        size_t split = 0;
        for (size_t i = 0; i < beforeFirst.size(); ++i) {
            const int nextLine = i + 1 < beforeFirst.size() ? beforeFirst[i + 1]->line : firstLine;
            if (nextLine > beforeFirst[i]->line + 1)
                split = i + 1;
        }
        placement.header.assign(beforeFirst.begin(),
                                beforeFirst.begin() + static_cast<qsizetype>(split));
        // The first item by line gets no leading comments above, so these come first in it.
        for (size_t i = split; i < beforeFirst.size(); ++i)
            placement.leading.emplace_back(byLine.front().second, beforeFirst[i]);
    }
    const auto byItem = [](const auto& a, const auto& b) { return a.first < b.first; };
    std::ranges::stable_sort(placement.leading, byItem);
    std::ranges::stable_sort(placement.trailing, byItem);
    return placement;
}

/// A comment block: `at(i)` is the i-th of its `count` comments, in file order.
template <typename At> void appendComments(Output& out, size_t count, const At& at) {
    for (size_t i = 0; i < count; ++i) {
        if (i > 0 && at(i)->line > at(i - 1)->line + 1)
            out += u'\n';
        out += u'#';
        out += commentText(*at(i));
        out += u'\n';
    }
}

/// Appends items [from, to) (their text from `content(k)`), aligning trailing comments among
/// consecutive lines. A group's lines are made twice only when one of them has a trailing
/// comment, to find the column; no group's text is kept.
template <typename Content>
void appendItems(Output& out, size_t from, size_t to, const Placement& placement,
                 const Content& content) {
    auto leading = placement.leading.cbegin();
    auto trailing = placement.trailing.cbegin();
    auto leadingNext = placement.leading.cbegin();
    size_t i = from;
    while (i < to) {
        const auto ownLeading = Placement::of(placement.leading, leading, i);
        // A group ends where the next item brings its own comment block.
        while (leadingNext != placement.leading.cend() && leadingNext->first <= i)
            ++leadingNext;
        const size_t end =
            leadingNext == placement.leading.cend() ? to : std::min<size_t>(to, leadingNext->first);
        qsizetype commentColumn = 0;
        for (auto t = trailing; t != placement.trailing.cend() && t->first < end; ++t) {
            if (t->first < i)
                continue;
            const qsizetype size = content(t->first).size();
            if (size <= maxCommentColumn)
                commentColumn = std::max(commentColumn, size + 2);
        }
        if (i > from && !ownLeading.empty())
            out += u'\n';
        appendComments(out, ownLeading.size(), [&](size_t c) { return ownLeading[c].second; });
        for (size_t k = i; k < end; ++k) {
            const QString text = content(k);
            out += text;
            const auto own = Placement::of(placement.trailing, trailing, k);
            if (!own.empty()) {
                out.pad(std::max<qsizetype>(2, commentColumn - text.size()));
                out += u'#';
                out += commentText(*own.front().second);
            }
            out += u'\n';
        }
        i = end;
    }
}
} // namespace

QString OverrideWriter::entryLine(const OverrideEntry& entry) {
    QString line =
        entry.event.toText() + u", "_s + OverrideSyntax::formatNumber(entry.priority) + u" ="_s;
    if (!entry.isSilenced())
        line += u' ' + alternativesText(entry);
    return line;
}

void OverrideWriter::write(const OverrideFile& file, const std::function<void(QStringView)>& sink) {
    // Directives, in canonical order.
    std::vector<std::pair<int, QString>> directives;
    const auto directiveLine = [&](const QString& name) {
        const auto it = std::ranges::find(file.directives, name, &OverrideDirective::name);
        return it == file.directives.end() ? 0 : it->line;
    };
    directives.emplace_back(directiveLine(u"soundstage-override"_s),
                            u"!soundstage-override "_s + QString::number(file.version));
    if (const int line = directiveLine(u"volume"_s);
        line > 0 || file.volumeUnit != OverrideFile::VolumeUnit::Unit) {
        directives.emplace_back(line,
                                u"!volume "_s + OverrideFile::volumeUnitName(file.volumeUnit));
    }
    if (const int line = directiveLine(u"pick"_s);
        line > 0 || file.pick != OverrideFile::PickMode::Uniform) {
        directives.emplace_back(line, u"!pick "_s + OverrideFile::pickModeName(file.pick));
    }
    if (!file.root.isEmpty()) {
        directives.emplace_back(directiveLine(u"root"_s),
                                u"!root "_s + OverrideSyntax::directiveValueText(file.root));
    }
    for (const OverrideDirective& d : file.directives) {
        if (!d.known && !d.name.isEmpty())
            directives.emplace_back(d.line, d.text);
    }

    // Entries, sorted; named events keep their order. Only pointers and widths are kept: each
    // line's text is made when it is written.
    std::vector<const OverrideEntry*> sorted;
    sorted.reserve(file.entries.size());
    for (const OverrideEntry& entry : file.entries)
        sorted.push_back(&entry);
    std::ranges::stable_sort(sorted, [](const OverrideEntry* a, const OverrideEntry* b) {
        return sortKey(*a) < sortKey(*b);
    });
    qsizetype eventWidth = 0;
    qsizetype priorityWidth = 0;
    for (const OverrideEntry* entry : sorted) {
        const qsizetype event = entry->event.toText().size() + 1;
        const qsizetype priority = OverrideSyntax::formatNumber(entry->priority).size();
        if (event <= maxEventWidth)
            eventWidth = std::max(eventWidth, event);
        if (priority <= maxPriorityWidth)
            priorityWidth = std::max(priorityWidth, priority);
    }
    const size_t count = directives.size() + sorted.size();
    std::vector<int> lines(count);
    for (size_t k = 0; k < directives.size(); ++k)
        lines[k] = directives[k].first;
    for (size_t k = 0; k < sorted.size(); ++k)
        lines[directives.size() + k] = sorted[k]->line;
    const Placement placement = placeComments(file, lines);
    lines = {};

    const auto content = [&](size_t k) {
        if (k < directives.size())
            return directives[k].second;
        const OverrideEntry& entry = *sorted[k - directives.size()];
        QString text = QString(entry.event.toText() + u',').leftJustified(eventWidth) + u' ' +
                       OverrideSyntax::formatNumber(entry.priority).rightJustified(priorityWidth) +
                       u" ="_s;
        if (!entry.isSilenced())
            text += u' ' + alternativesText(entry);
        return text;
    };

    Output out(sink);
    if (!placement.header.empty()) {
        appendComments(out, placement.header.size(), [&](size_t i) { return placement.header[i]; });
        out += u'\n';
    }
    appendItems(out, 0, directives.size(), placement, content);
    if (!sorted.empty()) {
        out += u'\n';
        appendItems(out, directives.size(), count, placement, content);
    }
    if (!placement.footer.empty()) {
        out += u'\n';
        appendComments(out, placement.footer.size(), [&](size_t i) { return placement.footer[i]; });
    }
}

void OverrideWriter::writeUtf8(const OverrideFile& file,
                               const std::function<void(QByteArrayView)>& sink) {
    write(file, [&sink](QStringView piece) { sink(piece.toUtf8()); });
}

QString OverrideWriter::write(const OverrideFile& file) {
    QString text;
    write(file, [&text](QStringView piece) { text += piece; });
    return text;
}

QByteArray OverrideWriter::writeUtf8(const OverrideFile& file) {
    QByteArray bytes;
    writeUtf8(file, [&bytes](QByteArrayView piece) { bytes += piece; });
    return bytes;
}

} // namespace soundstage
