#pragma once

#include "core/document/documentlocation.h"

#include <QDockWidget>

#include <optional>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace soundstage {

class DocumentSession;
class HookEditor;

/// The Triggers panel: for what is selected (DocumentSession::currentLocation() — a sound type
/// or a whole table, a wave, a setup, or an animation it jumped to) the tree of what fires it
/// (TriggerTree: hooks with their place, odds and verdicts, the motions that play them, the
/// setups using those and their default tables, the Routes line), from the session's trigger
/// index (SessionTriggerIndex, built in the background and after edits that change it).
/// Activating a row jumps: to the table and sound type, the wave, the setup, or the
/// animation's frame (shown here, its hook selected: no browser row lists animations).
/// Selecting a hook of an animation puts it in the hook editor below the tree (HookEditor).
/// The index holds the dat's default pairings only, and the panel says so. GUI thread only.
class TriggersDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit TriggersDock(DocumentSession* session, QWidget* parent = nullptr);

    [[nodiscard]] QTreeWidget* tree() const { return m_tree; }
    [[nodiscard]] HookEditor* hookEditor() const { return m_editor; }
    [[nodiscard]] QLabel* statusLabel() const { return m_status; }
    /// What the tree shows.
    [[nodiscard]] const DocumentLocation& subject() const { return m_subject; }
    /// Shows `subject` (normally it follows the session's current location).
    void showSubject(const DocumentLocation& subject);
    /// The first hook row at that place, or nullptr.
    [[nodiscard]] QTreeWidgetItem* findHook(quint32 record, int frame, int position) const;

signals:
    /// The tree was filled again (a new subject or a new index).
    void refreshed();

private:
    void refresh();
    void onActivated(QTreeWidgetItem* item);
    void onSelectionChanged();
    void selectHook(quint32 record, int frame, int position);

    DocumentSession* m_session;
    QLabel* m_status;
    QTreeWidget* m_tree;
    HookEditor* m_editor;
    DocumentLocation m_subject;
    /// A hook to select once the tree shows it (after a jump to a frame, or an added hook).
    struct Pending {
        quint32 record = 0;
        int frame = -1;
        int position = -1; ///< -1: the first hook of the frame
    };
    std::optional<Pending> m_pending;
};

} // namespace soundstage
