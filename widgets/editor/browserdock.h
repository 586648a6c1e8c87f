#pragma once

#include "core/document/documentlocation.h"

#include <QDockWidget>
#include <QList>

#include <vector>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QTreeView;

namespace soundstage {

class BrowserModel;
class DocumentSession;

/// The browser dock: a filter box (the variant filter language, VariantFilter; a filter that
/// does not parse says why under the box) over the tree of sound tables, waves, ambient STBs and
/// setups. Choosing an item shows it (DocumentSession::navigate); choosing a table an applied
/// override file adds (not in the dat, so no editor can show it) says so in the status bar
/// instead. The context menu's "Where Used" lists where the item is used and jumps there;
/// beside it, "Show Triggers" asks for the Triggers panel of the item (triggersRequested()).
class BrowserDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit BrowserDock(DocumentSession* session, QWidget* parent = nullptr);

    [[nodiscard]] BrowserModel* model() const { return m_model; }
    [[nodiscard]] QTreeView* view() const { return m_view; }
    [[nodiscard]] QLineEdit* filterEdit() const { return m_filter; }
    /// Under the filter box: why the filter does not parse (hidden while it does).
    [[nodiscard]] QLabel* filterErrorLabel() const { return m_filterError; }

    /// The rows selected (several with Ctrl or Shift), in view order; categories left out.
    [[nodiscard]] std::vector<DocumentLocation> selectedLocations() const;
    /// Actions the context menu offers after its own (bulk edits), below a separator.
    void addContextActions(const QList<QAction*>& actions) { m_contextActions += actions; }

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

    DocumentSession* m_session;
    BrowserModel* m_model;
    QLineEdit* m_filter;
    QLabel* m_filterError;
    QTreeView* m_view;
    QList<QAction*> m_contextActions;
    bool m_syncing = false;
    DocumentLocation m_kept; ///< the current item across a model reset
    int m_keptScroll = 0;
};

} // namespace soundstage
