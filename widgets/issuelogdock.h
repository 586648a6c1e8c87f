#pragma once

#include "core/common/error.h"

#include <QDockWidget>

class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace soundstage {

class DocumentSession;

/// The issue log: the dat's load problems (records that did not decode), the validation
/// findings of the current state (refreshed shortly after each change), and errors the window
/// reports (e.g. a dat that would not open). Activating an entry jumps to its place.
class IssueLogDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit IssueLogDock(DocumentSession* session, QWidget* parent = nullptr);

    /// Adds an error that is not about the document's contents (kept until the next document).
    void addError(const Error& error);
    [[nodiscard]] QTreeWidget* view() const { return m_view; }
    /// Recomputes now (normally deferred to coalesce a burst of edits).
    void refresh();

private:
    void onActivated(QTreeWidgetItem* item);

    DocumentSession* m_session;
    QTreeWidget* m_view;
    QTimer* m_refreshTimer;
    std::vector<Error> m_errors;
};

} // namespace soundstage
