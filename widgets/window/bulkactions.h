#pragma once

#include "widgets/editor/bulkeditdialog.h"
#include "widgets/editor/variantselection.h"

#include <QObject>
#include <QPointer>

#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace soundstage {

class BrowserDock;
class DocumentSession;
class TableEditor;

/// Edit ▸ Edit Selected Variants…, Edit Variants Matching the Filter… and Make Every Variant
/// Reachable in Selected Tables: bulk edits of many variants, each one undo step. The variants
/// come from the table editor's selection (rows of the grid, or several sound types) or the rows
/// selected in the browser's Variants list — whichever of the two had the focus last — from the
/// browser's filter (VariantSelection), or the tables selected in the browser; the edits go
/// through BulkEditDialog and Document. The actions are also in the grid's, the sound type
/// list's and the browser's context menus, and are enabled only when they have something to
/// act on. GUI thread only; the session, editor and browser must outlive it.
class BulkActions final : public QObject {
    Q_OBJECT

public:
    BulkActions(DocumentSession* session, TableEditor* editor, BrowserDock* browser,
                QWidget* window);

    /// Adds the three actions to an Edit menu.
    void addTo(QMenu* editMenu);

    QAction* editSelectedAction() const { return m_editSelected; }
    QAction* editMatchingAction() const { return m_editMatching; }
    QAction* makeTablesReachableAction() const { return m_makeReachable; }

    /// The dialog the last Edit action opened (window-modal, deleted when closed), or null.
    [[nodiscard]] BulkEditDialog* dialog() const { return m_dialog; }

    /// What Edit Selected Variants… acts on: the Variants list's selection when the list had the
    /// focus last (after the table editor's grid or sound type list) and has rows selected, else
    /// the table editor's.
    [[nodiscard]] VariantSelection selectedVariants() const;

    /// The tables selected in the browser, ascending.
    [[nodiscard]] std::vector<quint32> selectedTables() const;

private:
    void openDialog(VariantSelection selection);
    void makeSelectedTablesReachable();
    void updateActions();

    DocumentSession* m_session;
    TableEditor* m_editor;
    BrowserDock* m_browser;
    QWidget* m_window;
    QAction* m_editSelected;
    QAction* m_editMatching;
    QAction* m_makeReachable;
    QPointer<BulkEditDialog> m_dialog;
    bool m_fromBrowserList = false; ///< the Variants list had the focus after the editor
};

} // namespace soundstage
