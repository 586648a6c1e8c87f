#include "widgets/session/browserrows.h"

#include "core/common/hexid.h"
#include "core/common/progresssink.h"
#include "core/document/document.h"
#include "core/document/soundcatalog.h"
#include "core/override/overridepreview.h"
#include "core/records/soundtypes.h"
#include "core/retail/listverdicts.h"
#include "widgets/session/browsersearch.h"

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

// The root node of table `id`: the dat's, or the one an override adds; null when neither has it.
const SoundTableNode* tableRoot(const SoundCatalog& catalog, const OverridePreview* preview,
                                quint32 id) {
    if (const SoundTable* table = catalog.table(id))
        return &table->root;
    if (!preview)
        return nullptr;
    const auto added = preview->tables.find(id);
    return added == preview->tables.end() ? nullptr : &added->second.root;
}

// The region's STB `key`, or null when the catalog no longer has it.
const AmbientStbDesc* ambientStb(const SoundCatalog& catalog, const DocumentLocation& location) {
    const auto region = catalog.regions().find(location.id);
    if (region == catalog.regions().end() || !region->second.ambient ||
        location.key >= region->second.ambient->size())
        return nullptr;
    return &(*region->second.ambient)[location.key];
}

} // namespace

BrowserRows::Item BrowserRows::waveItem(quint32 id) {
    Item item;
    item.location = DocumentLocation::wave(id);
    return item;
}

std::vector<BrowserRows::Item> BrowserRows::ambientItems(quint32 id, const RegionDesc& region) {
    std::vector<Item> items;
    if (!region.ambient)
        return items;
    items.reserve(region.ambient->size());
    for (size_t k = 0; k < region.ambient->size(); ++k) {
        Item item;
        item.location = DocumentLocation::region(id, static_cast<int>(k));
        items.push_back(std::move(item));
    }
    return items;
}

BrowserRows::Item BrowserRows::setupItem(quint32 id) {
    Item item;
    item.location = DocumentLocation::setup(id);
    return item;
}

QString BrowserRows::name(const Item& item) {
    if (item.location.kind == DocumentLocation::Kind::Region)
        return tr("%1 STB %2").arg(hexId(item.location.id)).arg(item.location.key);
    return hexId(item.location.id);
}

QString BrowserRows::detail(const SoundCatalog& catalog, const OverridePreview* preview,
                            const Item& item) {
    const DocumentLocation& at = item.location;
    switch (at.kind) {
    case DocumentLocation::Kind::Table: {
        const SoundTableNode* root = tableRoot(catalog, preview, at.id);
        if (!root)
            return {};
        const int types = static_cast<int>(root->children.size());
        return item.addedBy.isEmpty()
                   ? tr("%n sound type(s)", nullptr, types)
                   : tr("%n sound type(s), added by the override", nullptr, types);
    }
    case DocumentLocation::Kind::Wave: {
        const auto wave = catalog.waves().find(at.id);
        return wave == catalog.waves().end() ? QString() : tr("%1 bytes").arg(wave->second.size);
    }
    case DocumentLocation::Kind::Region: {
        const AmbientStbDesc* stb = ambientStb(catalog, at);
        return stb ? tr("%1, %n sound(s)", nullptr, static_cast<int>(stb->sounds.size()))
                         .arg(hexId(stb->soundTable))
                   : QString();
    }
    case DocumentLocation::Kind::Setup: {
        const auto setup = catalog.setupTables().find(at.id);
        const quint32 table = setup == catalog.setupTables().end() ? 0 : setup->second;
        return table ? tr("default table %1").arg(hexId(table)) : tr("no default table");
    }
    case DocumentLocation::Kind::Animation:
    case DocumentLocation::Kind::None:
        break;
    }
    return {};
}

QString BrowserRows::tooltip(const Item& item) {
    if (!item.addedBy.isEmpty())
        return item.overridden.trimmed() + u'\n' +
               tr("The table editor shows only the dat's tables; clear the override to "
                  "remove this row.");
    const QString marks = markText(item.mark);
    if (item.overridden.isEmpty())
        return marks;
    return marks.isEmpty() ? item.overridden : marks + u'\n' + item.overridden;
}

bool BrowserRows::matches(const SoundCatalog& catalog, const OverridePreview* preview,
                          const Item& item, const BrowserSearch& search) {
    if (search.isEmpty())
        return true;
    const DocumentLocation& at = item.location;
    switch (at.kind) {
    case DocumentLocation::Kind::Table: {
        const SoundTableNode* root = tableRoot(catalog, preview, at.id);
        return root ? search.matchesTable(at.id, *root) : search.matchesIds({at.id});
    }
    case DocumentLocation::Kind::Wave:
        return search.matchesIds({at.id});
    case DocumentLocation::Kind::Region: {
        const AmbientStbDesc* stb = ambientStb(catalog, at);
        if (!stb)
            return false;
        std::vector<quint32> types;
        types.reserve(stb->sounds.size());
        for (const AmbientSoundDesc& s : stb->sounds)
            types.push_back(s.soundType);
        return search.matchesText(name(item).toLower(), {stb->soundTable}, types);
    }
    case DocumentLocation::Kind::Setup: {
        if (!search.mayMatchIds())
            return false; // a word no hex id can hold: no need to look up the default table
        const auto setup = catalog.setupTables().find(at.id);
        return search.matchesIds(
            {at.id, setup == catalog.setupTables().end() ? 0u : setup->second});
    }
    case DocumentLocation::Kind::Animation:
    case DocumentLocation::Kind::None:
        break;
    }
    return false;
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
    if (!table)
        return item;
    item.mark = tableVerdictSummary(*table, [&catalog](quint32 w) { return catalog.hasWave(w); });
    const auto touched = lines.find(id);
    if (preview && touched != lines.end()) {
        item.overridden =
            tr("Overridden by %1:\n%2")
                .arg(QFileInfo(preview->path).fileName(), touched->second.join(u'\n'));
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
            items.push_back(waveItem(id));
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
            items.push_back(setupItem(id));
        break;
    case CategoryCount:
        break;
    }
    return items;
}
} // namespace soundstage
