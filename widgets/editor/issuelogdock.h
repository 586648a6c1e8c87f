#pragma once

#include "core/common/error.h"
#include "core/document/documentvalidator.h"

#include <QDockWidget>

#include <vector>

class QAbstractItemModel;
class QModelIndex;
class QTimer;
class QTreeView;

namespace soundstage {

class BackgroundTask;
class DocumentSession;
class IssueLogModel;

/// The issue log: the dat's load problems (records that did not decode), the validation
/// findings of the current state (refreshed shortly after each change), and errors the window
/// reports (e.g. a dat that would not open). Activating an entry jumps to its place.
///
/// A retail-sized dat has tens of thousands of findings: they are computed off the GUI thread —
/// with the document on the worker that opened it (DocumentDigest), and after edits from a copy
/// of the catalog on a BackgroundTask — and shown through a model, so the list costs the GUI
/// thread nothing to fill. GUI thread only.
class IssueLogDock final : public QDockWidget {
    Q_OBJECT

public:
    /// Model columns and the role carrying each entry's DocumentLocation (None for window errors).
    enum Column { KindColumn, RecordColumn, IssueColumn, ColumnCount };
    static constexpr int LocationRole = Qt::UserRole + 1;

    explicit IssueLogDock(DocumentSession* session, QWidget* parent = nullptr);
    ~IssueLogDock() override;

    /// Adds an error that is not about the document's contents (kept until the next document).
    void addError(const Error& error);
    [[nodiscard]] QTreeView* view() const { return m_view; }
    [[nodiscard]] QAbstractItemModel* model() const;
    /// Recomputes the findings now, on the GUI thread (normally done on a worker after a burst
    /// of edits).
    void refresh();
    /// The background recomputation after edits.
    [[nodiscard]] BackgroundTask* findingsTask() const { return m_findingsTask; }

signals:
    /// The list shows the findings of the current state.
    void refreshed();

private:
    void onActivated(const QModelIndex& index);
    void onDocumentReplaced();
    void refreshInBackground();
    void showFindings(std::vector<Finding> findings);

    DocumentSession* m_session;
    IssueLogModel* m_model;
    QTreeView* m_view;
    QTimer* m_refreshTimer;
    BackgroundTask* m_findingsTask;
    std::vector<Error> m_errors;
    std::vector<Finding> m_findings; ///< the ones shown, for an override change to show again
};

} // namespace soundstage
