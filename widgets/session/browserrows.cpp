#include "widgets/session/browserrows.h"

#include "core/common/hexid.h"
#include "core/common/progresssink.h"
#include "core/document/document.h"
#include "core/document/soundcatalog.h"
#include "core/override/overridepreview.h"
#include "core/records/soundtypes.h"
#include "core/retail/listverdicts.h"

#include <QFileInfo>

#include <algorithm>
#include <iterator>
#include <utility>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

QString markText(quint32 mark) {
    QStringList parts;
    if (hasVerdict(mark, Verdict::NeverChosen))
        parts << BrowserRows::tr("a variant that is never chosen");
    if (hasVerdict(mark, Verdict::SilentRecord))
        parts << BrowserRows::tr("a silent variant (wave 0)");
    if (hasVerdict(mark, Verdict::MissingWave))
        parts << BrowserRows::tr("a variant whose wave is missing");
    return parts.isEmpty() ? QString() : BrowserRows::tr("Holds %1.").arg(parts.join(u", "_s));
}

// " 0x0a00ffff": a wave id as the search text holds it, appended without a temporary string.
void appendLowerHexId(QString& text, quint32 id) {
    static constexpr char16_t digits[] = u"0123456789abcdef";
    char16_t chars[11] = {u' ', u'0', u'x'};
    for (int i = 10; i >= 3; --i) {
        chars[i] = digits[id & 0xFu];
        id >>= 4;
    }
    text.append(QStringView(chars, 11));
}

// What a filter finds a table by: its id, its sound types' names and the waves they name.
// Built once per row refresh, for every table a bulk edit touches: one growing string.
QString tableSearch(const QString& name, const SoundTableNode& root) {
    qsizetype size = name.size();
    for (const SoundTableNode& sound : root.children)
        size += 24 + 11 * qsizetype(sound.variants.size());
    QString search;
    search.reserve(size);
    search += name.toLower();
    for (const SoundTableNode& sound : root.children) {
        search += u' ';
        search += soundTypeName(sound.key).toLower();
        for (const SoundVariant& v : sound.variants)
            appendLowerHexId(search, v.wave);
    }
    return search;
}

} // namespace

BrowserRows::Item BrowserRows::waveItem(quint32 id, const DatEntry& entry) {
    Item item;
    item.location = DocumentLocation::wave(id);
    item.name = hexId(id);
    item.detail = tr("%1 bytes").arg(entry.size);
    item.search = item.name.toLower();
    return item;
}

std::vector<BrowserRows::Item> BrowserRows::ambientItems(quint32 id, const RegionDesc& region) {
    std::vector<Item> items;
    if (!region.ambient)
        return items;
    for (size_t k = 0; k < region.ambient->size(); ++k) {
        const AmbientStbDesc& stb = (*region.ambient)[k];
        Item item;
        item.location = DocumentLocation::region(id, static_cast<int>(k));
        item.name = tr("%1 STB %2").arg(hexId(id)).arg(k);
        item.detail = tr("%1, %n sound(s)", nullptr, static_cast<int>(stb.sounds.size()))
                          .arg(hexId(stb.soundTable));
        QString search = item.name + u' ' + hexId(stb.soundTable);
        for (const AmbientSoundDesc& s : stb.sounds)
            search += u' ' + soundTypeName(s.soundType);
        item.search = search.toLower();
        items.push_back(std::move(item));
    }
    return items;
}

BrowserRows::Item BrowserRows::setupItem(quint32 id, quint32 table) {
    Item item;
    item.location = DocumentLocation::setup(id);
    item.name = hexId(id);
    item.detail = table ? tr("default table %1").arg(hexId(table)) : tr("no default table");
    item.search = (item.name + u' ' + hexId(table)).toLower();
    return item;
}

BrowserRows::OverrideLines BrowserRows::overrideLines(const OverridePreview* preview) {
    OverrideLines lines;
    if (!preview)
        return lines;
    for (const OverrideApply::Applied& a : preview->report.applied)
        lines[a.table] << tr("line %1: %2").arg(a.line).arg(a.text);
    return lines;
}

BrowserRows::Item BrowserRows::tableItem(const SoundCatalog& catalog, quint32 id,
                                         const OverridePreview* preview,
                                         const OverrideLines& lines) {
    const SoundTable* table = catalog.table(id);
    Item item;
    item.location = DocumentLocation::table(id);
    item.name = hexId(id);
    if (!table)
        return item;
    item.detail = tr("%n sound type(s)", nullptr, static_cast<int>(table->root.children.size()));
    item.search = tableSearch(item.name, table->root);
    item.mark = tableVerdictSummary(*table, [&catalog](quint32 w) { return catalog.hasWave(w); });
    item.tooltip = markText(item.mark);
    const auto touched = lines.find(id);
    if (preview && touched != lines.end()) {
        item.overridden =
            tr("Overridden by %1:\n%2")
                .arg(QFileInfo(preview->path).fileName(), touched->second.join(u'\n'));
        item.tooltip =
            item.tooltip.isEmpty() ? item.overridden : item.tooltip + u'\n' + item.overridden;
    }
    return item;
}

std::optional<BrowserRows::Item> BrowserRows::addedTableItem(const SoundCatalog& catalog,
                                                             quint32 id,
                                                             const OverridePreview* preview,
                                                             const OverrideLines& lines) {
    if (!preview || catalog.table(id))
        return std::nullopt;
    const auto table = preview->tables.find(id);
    if (table == preview->tables.end())
        return std::nullopt;
    Item item;
    item.location = DocumentLocation::table(id);
    item.name = hexId(id);
    item.detail = tr("%n sound type(s), added by the override", nullptr,
                     static_cast<int>(table->second.root.children.size()));
    item.search = tableSearch(item.name, table->second.root);
    const QString file = QFileInfo(preview->path).fileName();
    QStringList lineNumbers;
    for (const OverrideApply::Applied& a : preview->report.applied) {
        if (a.table == id && a.line > 0)
            lineNumbers << QString::number(a.line);
    }
    lineNumbers.removeDuplicates();
    item.addedBy = lineNumbers.isEmpty()
                       ? file
                       : tr("%1 line %2", nullptr, static_cast<int>(lineNumbers.size()))
                             .arg(file, lineNumbers.join(u", "_s));
    const auto touched = lines.find(id);
    item.overridden =
        tr("Added by %1 (not in the dat):\n%2")
            .arg(item.addedBy, touched != lines.end() ? touched->second.join(u'\n') : QString());
    item.tooltip = item.overridden.trimmed() + u'\n' +
                   tr("The table editor shows only the dat's tables; clear the override to "
                      "remove this row.");
    return item;
}

BrowserRows::Rows BrowserRows::build(const Document& document, const OverridePreview* preview,
                                     ProgressSink* progress) {
    return build(document.catalog(), preview, progress);
}

BrowserRows::Rows BrowserRows::build(const SoundCatalog& catalog, const OverridePreview* preview,
                                     ProgressSink* progress) {
    Rows rows;
    for (int c = 0; c < CategoryCount; ++c) {
        rows[static_cast<std::size_t>(c)] =
            buildCategory(catalog, static_cast<Category>(c), preview, progress);
        if (progress && progress->cancelled())
            break;
    }
    return rows;
}

std::vector<BrowserRows::Item> BrowserRows::buildCategory(const SoundCatalog& catalog,
                                                          Category category,
                                                          const OverridePreview* preview,
                                                          ProgressSink* progress) {
    std::vector<Item> items;
    switch (category) {
    case Tables: {
        const auto tables = static_cast<qint64>(catalog.tables().size());
        const OverrideLines lines = overrideLines(preview);
        items.reserve(catalog.tables().size());
        for (const auto& [id, table] : catalog.tables()) {
            if (ProgressSink::reportAndCheck(progress, static_cast<qint64>(items.size()), tables))
                return items;
            items.push_back(tableItem(catalog, id, preview, lines));
        }
        if (preview) {
            // The tables the override creates, in id order among the dat's.
            const auto before = static_cast<std::ptrdiff_t>(items.size());
            for (const auto& [id, table] : preview->tables) {
                if (auto added = addedTableItem(catalog, id, preview, lines))
                    items.push_back(std::move(*added));
            }
            if (static_cast<std::ptrdiff_t>(items.size()) != before) {
                std::inplace_merge(
                    items.begin(), items.begin() + before, items.end(),
                    [](const Item& a, const Item& b) { return a.location.id < b.location.id; });
            }
        }
        if (progress)
            progress->report(tables, tables);
        break;
    }
    case Waves:
        items.reserve(catalog.waves().size());
        for (const auto& [id, entry] : catalog.waves())
            items.push_back(waveItem(id, entry));
        break;
    case Ambient:
        for (const auto& [id, region] : catalog.regions()) {
            std::vector<Item> stbs = ambientItems(id, region);
            std::move(stbs.begin(), stbs.end(), std::back_inserter(items));
        }
        break;
    case Setups:
        items.reserve(catalog.setupTables().size());
        for (const auto& [id, table] : catalog.setupTables())
            items.push_back(setupItem(id, table));
        break;
    case CategoryCount:
        break;
    }
    return items;
}
} // namespace soundstage
