#pragma once

#include "core/document/documentlocation.h"

#include <QDockWidget>
#include <QList>

#include "core/document/variantref.h"

#include <optional>
#include <vector>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QTableView;
class QTabWidget;
class QTreeView;

namespace soundstage {

class BrowserModel;
class DocumentSession;
class VariantListModel;

/// The browser dock: a filter box (the variant filter language, VariantFilter; a filter that
/// does not parse says why under the box) over the tree of sound tables, waves, ambient STBs and
/// setups. Choosing an item shows it (DocumentSession::navigate); choosing a table an applied
/// override file adds (not in the dat, so no editor can show it) says so in the status bar
/// instead. The context menu's "Where Used" lists where the item is used and jumps there;
/// beside it, "Show Triggers" asks for the Triggers panel of the item (triggersRequested()).
///
/// Two tabs: Records (the tree) and Variants. A filter that names variants (`wave:0x0A000519`,
/// `sound:Footstep*`, `never-chosen`, `prob<0.5`) lists its matches under Variants
/// (VariantListModel), one row each, several of which can be selected for Edit Selected
/// Variants… (BulkActions); activating one shows it in the table editor (navigate() with the
/// sound type and index). Typing such a filter brings the Variants tab forward; a filter
/// without variant terms disables it and shows the records again.
class BrowserDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit BrowserDock(DocumentSession* session, QWidget* parent = nullptr);

    [[nodiscard]] BrowserModel* model() const { return m_model; }
    [[nodiscard]] QTreeView* view() const { return m_view; }
    [[nodiscard]] QLineEdit* filterEdit() const { return m_filter; }
    /// Under the filter box: why the filter does not parse (hidden while it does).
    [[nodiscard]] QLabel* filterErrorLabel() const { return m_filterError; }
    [[nodiscard]] QTabWidget* tabs() const { return m_tabs; }
    [[nodiscard]] QTableView* variantsView() const { return m_variantsView; }
    [[nodiscard]] VariantListModel* variantsModel() const { return m_variants; }
    /// The variants selected in the Variants list, in list order.
    [[nodiscard]] std::vector<VariantRef> selectedVariants() const;

    /// The rows selected (several with Ctrl or Shift), in view order; categories left out.
    [[nodiscard]] std::vector<DocumentLocation> selectedLocations() const;
    /// Actions the context menu offers after its own (bulk edits), below a separator.
    void addContextActions(const QList<QAction*>& actions) { m_contextActions += actions; }
    /// Actions the Variants list's context menu offers (the bulk edits of its selection).
    void addVariantActions(const QList<QAction*>& actions);

    /// Fills `menu` with the uses of the item at `location` (one action each, jumping there),
    /// or a disabled "Not used anywhere" entry.
    void fillWhereUsed(QMenu* menu, const DocumentLocation& location);

signals:
    /// "Show Triggers" was chosen for the item at `location`.
    void triggersRequested(const soundstage::DocumentLocation& location);

private:
    void select(const DocumentLocation& location);
    void showContextMenu(const QPoint& position);
    void expandCategories();
    /// The Variants list's columns: the less important hidden by default, the header's
    /// context menu toggling each (kept in the settings).
    void setupVariantColumns();
    /// The Variants tab after a new filter: enabled with its count when the filter names
    /// variants (brought forward when it just began to), else disabled.
    void updateVariantsTab(bool namedVariantsBefore);

    DocumentSession* m_session;
    BrowserModel* m_model;
    QLineEdit* m_filter;
    QLabel* m_filterError;
    QTreeView* m_view;
    QTabWidget* m_tabs;
    VariantListModel* m_variants;
    QTableView* m_variantsView;
    QList<QAction*> m_contextActions;
    std::vector<VariantRef> m_keptVariants;  ///< the selected variants across a list refresh
    std::optional<VariantRef> m_keptCurrent; ///< the current variant across it
    bool m_syncing = false;
    DocumentLocation m_kept; ///< the current item across a model reset
    int m_keptScroll = 0;
};

} // namespace soundstage
