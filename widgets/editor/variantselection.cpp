#include "widgets/editor/variantselection.h"

#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/document/variantfilter.h"
#include "core/records/soundtypes.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantmodel.h"

#include <QItemSelectionModel>
#include <QListWidget>
#include <QTableView>

#include <algorithm>
#include <set>

using namespace Qt::StringLiterals;

namespace soundstage {

VariantSelection VariantSelection::ofEditor(const TableEditor& editor, const Document& document) {
    VariantSelection selection;
    const SoundTable* table = document.table(editor.table());
    if (!table)
        return selection;

    // Several sound types selected: all their variants (the dat's lists: an override's list is
    // not the document's to edit, and bypassed or not the dat's are what a bulk edit changes).
    const QList<QListWidgetItem*> types = editor.soundTypeList()->selectedItems();
    if (types.size() > 1) {
        std::set<quint32> keys;
        for (const QListWidgetItem* item : types)
            keys.insert(item->data(Qt::UserRole).value<quint32>());
        for (const quint32 key : keys) {
            const SoundTableNode* node = table->sound(key);
            for (std::size_t i = 0; node && i < node->variants.size(); ++i)
                selection.m_variants.push_back({table->id, key, static_cast<int>(i)});
        }
        selection.m_description = tr("%n variant(s) of %1 sound types in table %2", nullptr,
                                     static_cast<int>(selection.m_variants.size()))
                                      .arg(keys.size())
                                      .arg(hexId(table->id));
        return selection;
    }

    const auto soundType = editor.currentSoundType();
    const VariantModel* model = editor.variantModel();
    if (!soundType || model->isOverridden() || !table->sound(*soundType))
        return selection;
    const int count = static_cast<int>(table->sound(*soundType)->variants.size());
    std::set<int> rows;
    for (const QModelIndex& index : editor.variantView()->selectionModel()->selectedRows())
        rows.insert(index.row());
    if (rows.empty() && editor.currentVariant() >= 0)
        rows.insert(editor.currentVariant());
    for (const int row : rows) {
        if (row >= 0 && row < count)
            selection.m_variants.push_back({table->id, *soundType, row});
    }
    selection.m_description = tr("%n variant(s) of %1 in table %2", nullptr,
                                 static_cast<int>(selection.m_variants.size()))
                                  .arg(soundTypeName(*soundType), hexId(table->id));
    return selection;
}

VariantSelection VariantSelection::ofList(std::vector<VariantRef> variants,
                                          const QString& filterText) {
    VariantSelection selection;
    selection.m_variants = std::move(variants);
    std::set<quint32> tables;
    for (const VariantRef& r : selection.m_variants)
        tables.insert(r.table);
    selection.m_description = tr("%1 in %n table(s)", nullptr, static_cast<int>(tables.size()))
                                  .arg(tr("%n variant(s) selected of those matching “%1”", nullptr,
                                          static_cast<int>(selection.m_variants.size()))
                                           .arg(filterText.trimmed()));
    return selection;
}

VariantSelection VariantSelection::ofFilter(const Document& document, const VariantFilter& filter,
                                            FpuModel model, const QString& filterText) {
    VariantSelection selection;
    const SoundCatalog& catalog = document.catalog();
    VariantFilter::MatchContext context([&catalog](quint32 w) { return catalog.hasWave(w); },
                                        model);
    selection.m_variants = filter.select(catalog.tables(), context);
    std::set<quint32> tables;
    for (const VariantRef& r : selection.m_variants)
        tables.insert(r.table);
    const int count = static_cast<int>(selection.m_variants.size());
    const QString which =
        filterText.trimmed().isEmpty()
            ? tr("every variant (%n)", nullptr, count)
            : tr("%n variant(s) matching “%1”", nullptr, count).arg(filterText.trimmed());
    selection.m_description =
        tr("%1 in %n table(s)", nullptr, static_cast<int>(tables.size())).arg(which);
    return selection;
}

} // namespace soundstage
