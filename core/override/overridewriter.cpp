#include "core/override/overridewriter.h"

#include "core/override/overridesyntax.h"

#include <QHash>

#include <algorithm>
#include <bit>
#include <limits>
#include <tuple>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

constexpr qsizetype maxEventWidth = 48;
constexpr qsizetype maxPriorityWidth = 12;
constexpr qsizetype maxCommentColumn = 80;

/// One line the writer emits for a directive or an entry, with the comments that go with it.
struct Item {
    int sourceLine = 0; ///< where it was read; 0 when made up
    QString content;    ///< the text before any trailing comment
    std::vector<const OverrideComment*> leading;
    const OverrideComment* trailing = nullptr;
    bool isEntry = false;
};

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

void appendComments(QString& out, const std::vector<const OverrideComment*>& comments) {
    for (size_t i = 0; i < comments.size(); ++i) {
        if (i > 0 && comments[i]->line > comments[i - 1]->line + 1)
            out += u'\n';
        out += u'#';
        out += commentText(*comments[i]);
        out += u'\n';
    }
}

/// Appends a run of items, aligning trailing comments among consecutive lines.
void appendItems(QString& out, const std::vector<Item>& items) {
    size_t i = 0;
    while (i < items.size()) {
        // A group ends where the next item brings its own comment block.
        size_t end = i + 1;
        while (end < items.size() && items[end].leading.empty())
            ++end;
        qsizetype commentColumn = 0;
        for (size_t k = i; k < end; ++k) {
            if (items[k].trailing && items[k].content.size() <= maxCommentColumn)
                commentColumn = std::max(commentColumn, items[k].content.size() + 2);
        }
        if (i > 0 && !items[i].leading.empty())
            out += u'\n';
        appendComments(out, items[i].leading);
        for (size_t k = i; k < end; ++k) {
            const Item& item = items[k];
            out += item.content;
            if (item.trailing) {
                const qsizetype pad = std::max<qsizetype>(2, commentColumn - item.content.size());
                out += QString(pad, u' ') + u'#';
                out += commentText(*item.trailing);
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

QString OverrideWriter::write(const OverrideFile& file) {
    // Directives, in canonical order.
    std::vector<Item> directives;
    const auto directiveLine = [&](const QString& name) {
        const auto it = std::ranges::find(file.directives, name, &OverrideDirective::name);
        return it == file.directives.end() ? 0 : it->line;
    };
    directives.push_back({directiveLine(u"soundstage-override"_s),
                          u"!soundstage-override "_s + QString::number(file.version)});
    if (const int line = directiveLine(u"volume"_s);
        line > 0 || file.volumeUnit != OverrideFile::VolumeUnit::Unit) {
        directives.push_back({line, u"!volume "_s + OverrideFile::volumeUnitName(file.volumeUnit)});
    }
    if (const int line = directiveLine(u"pick"_s);
        line > 0 || file.pick != OverrideFile::PickMode::Uniform) {
        directives.push_back({line, u"!pick "_s + OverrideFile::pickModeName(file.pick)});
    }
    if (!file.root.isEmpty()) {
        directives.push_back({directiveLine(u"root"_s),
                              u"!root "_s + OverrideSyntax::directiveValueText(file.root)});
    }
    for (const OverrideDirective& d : file.directives) {
        if (!d.known && !d.name.isEmpty())
            directives.push_back({d.line, d.text});
    }

    // Entries, sorted; named events keep their order.
    std::vector<const OverrideEntry*> sorted;
    sorted.reserve(file.entries.size());
    for (const OverrideEntry& entry : file.entries)
        sorted.push_back(&entry);
    std::ranges::stable_sort(sorted, [](const OverrideEntry* a, const OverrideEntry* b) {
        return sortKey(*a) < sortKey(*b);
    });
    qsizetype eventWidth = 0;
    qsizetype priorityWidth = 0;
    std::vector<QString> eventTexts;
    std::vector<QString> priorityTexts;
    eventTexts.reserve(sorted.size());
    priorityTexts.reserve(sorted.size());
    for (const OverrideEntry* entry : sorted) {
        eventTexts.push_back(entry->event.toText() + u',');
        priorityTexts.push_back(OverrideSyntax::formatNumber(entry->priority));
        if (eventTexts.back().size() <= maxEventWidth)
            eventWidth = std::max(eventWidth, eventTexts.back().size());
        if (priorityTexts.back().size() <= maxPriorityWidth)
            priorityWidth = std::max(priorityWidth, priorityTexts.back().size());
    }
    std::vector<Item> entries;
    entries.reserve(sorted.size());
    for (size_t i = 0; i < sorted.size(); ++i) {
        QString content = eventTexts[i].leftJustified(eventWidth) + u' ' +
                          priorityTexts[i].rightJustified(priorityWidth) + u" ="_s;
        if (!sorted[i]->isSilenced())
            content += u' ' + alternativesText(*sorted[i]);
        entries.push_back({sorted[i]->line, std::move(content), {}, nullptr, true});
    }

    // Comments go to the item on their line (trailing) or to the next item by source line.
    std::vector<Item*> bySourceLine;
    QHash<int, Item*> itemAtLine;
    for (auto* list : {&directives, &entries}) {
        for (Item& item : *list) {
            if (item.sourceLine > 0 && !itemAtLine.contains(item.sourceLine)) {
                bySourceLine.push_back(&item);
                itemAtLine.insert(item.sourceLine, &item);
            }
        }
    }
    std::ranges::sort(bySourceLine, {}, &Item::sourceLine);
    std::vector<const OverrideComment*> header;
    std::vector<const OverrideComment*> footer;
    std::vector<const OverrideComment*> beforeFirst;
    for (const OverrideComment& comment : file.comments) {
        if (comment.trailing) {
            if (Item* item = itemAtLine.value(comment.line); item && !item->trailing) {
                item->trailing = &comment;
                continue;
            }
        }
        const auto next =
            std::ranges::upper_bound(bySourceLine, comment.line, {}, &Item::sourceLine);
        if (next == bySourceLine.end())
            footer.push_back(&comment);
        else if (next == bySourceLine.begin())
            beforeFirst.push_back(&comment);
        else
            (*next)->leading.push_back(&comment);
    }
    // Before the first item, a blank line splits the file's header from the item's own block.
    if (!beforeFirst.empty()) {
        const int firstLine = bySourceLine.front()->sourceLine;
        size_t split = 0;
        for (size_t i = 0; i < beforeFirst.size(); ++i) {
            const int nextLine = i + 1 < beforeFirst.size() ? beforeFirst[i + 1]->line : firstLine;
            if (nextLine > beforeFirst[i]->line + 1)
                split = i + 1;
        }
        header.assign(beforeFirst.begin(), beforeFirst.begin() + static_cast<qsizetype>(split));
        auto& leading = bySourceLine.front()->leading;
        leading.insert(leading.begin(), beforeFirst.begin() + static_cast<qsizetype>(split),
                       beforeFirst.end());
    }

    QString out;
    out.reserve(static_cast<qsizetype>(file.entries.size()) * 64 + 256);
    if (!header.empty()) {
        appendComments(out, header);
        out += u'\n';
    }
    appendItems(out, directives);
    if (!entries.empty()) {
        out += u'\n';
        appendItems(out, entries);
    }
    if (!footer.empty()) {
        out += u'\n';
        appendComments(out, footer);
    }
    return out;
}

QByteArray OverrideWriter::writeUtf8(const OverrideFile& file) {
    return write(file).toUtf8();
}

} // namespace soundstage
