#pragma once

#include "core/common/error.h"
#include "core/document/documentvalidator.h"
#include "widgets/editor/issuelogmodel.h"

#include <QDockWidget>

#include <vector>

class QAbstractItemModel;
class QComboBox;
class QLabel;
class QLineEdit;
class QModelIndex;
class QTimer;
class QToolButton;
class QTreeView;

namespace soundstage {

class BackgroundTask;
class DocumentSession;
class IssueLogFilter;

/// The issue log: the dat's load problems (records that did not decode), the validation
/// findings of the current state (refreshed shortly after each change), the applied override
/// file's diagnostics (errors and warnings at their line and column) and what it replaces, and
/// errors the window reports (e.g. a dat that would not open). Each entry has a severity
/// (error, warning, note) and a kind; a bar above the list shows and hides severities (with
/// their counts), narrows to one kind and to a record or words; columns sort. Activating an
/// entry jumps to its place.
///
/// A retail-sized dat has tens of thousands of findings, which take longer to compute than the
/// whole opening of the dat: they are computed off the GUI thread and off the opening — after a
/// document is replaced, and after edits, from a copy of the catalog (which shares its data) on
/// a BackgroundTask — and shown through a model, so the list costs the GUI thread nothing to
/// fill. Until they arrive the log shows the load problems and the window's errors and says it
/// is still checking (isChecking()); findings of a document that was replaced meanwhile are
/// never shown. GUI thread only.
class IssueLogDock final : public QDockWidget {
    Q_OBJECT

public:
    /// The columns of model() and the role carrying each entry's DocumentLocation (None for
    /// entries with no place in the dat).
    enum Column {
        SeverityColumn = IssueLogModel::SeverityColumn,
        KindColumn = IssueLogModel::KindColumn,
        RecordColumn = IssueLogModel::RecordColumn,
        IssueColumn = IssueLogModel::IssueColumn,
        ColumnCount = IssueLogModel::ColumnCount,
    };
    static constexpr int LocationRole = IssueLogModel::LocationRole;

    explicit IssueLogDock(DocumentSession* session, QWidget* parent = nullptr);
    ~IssueLogDock() override;

    /// Adds an error that is not about the document's contents (kept until the next document).
    void addError(const Error& error);
    [[nodiscard]] QTreeView* view() const { return m_view; }
    /// The rows as shown: filtered and sorted.
    [[nodiscard]] QAbstractItemModel* model() const;
    /// Every row, whatever the filter.
    [[nodiscard]] const IssueLogModel* entries() const { return m_model; }
    [[nodiscard]] IssueLogFilter* filter() const { return m_filter; }
    /// The bar's button that shows or hides one severity.
    [[nodiscard]] QToolButton* severityButton(IssueLogModel::Severity severity) const;
    [[nodiscard]] QComboBox* kindBox() const { return m_kindBox; }
    [[nodiscard]] QLineEdit* textFilter() const { return m_textFilter; }
    /// Recomputes the findings now, on the GUI thread (normally done on a worker after a burst
    /// of edits).
    void refresh();
    /// The background computation of the findings (after an opening and after edits).
    [[nodiscard]] BackgroundTask* findingsTask() const { return m_findingsTask; }
    /// True while the findings of the document are being computed: the list holds the load
    /// problems and errors, and the findings follow (refreshed()).
    [[nodiscard]] bool isChecking() const;
    /// The bar's note that says the document is still being checked (shown while isChecking()).
    [[nodiscard]] QLabel* checkingNote() const { return m_checkingNote; }

signals:
    /// The list shows the findings of the current state (not emitted while isChecking()).
    void refreshed();

private:
    QWidget* buildFilterBar();
    void onActivated(const QModelIndex& index);
    void onDocumentReplaced();
    void refreshInBackground();
    void showFindings(std::vector<Finding> findings);
    void appendOverrideEntries(std::vector<IssueLogModel::Entry>& entries) const;
    void updateCounts();

    DocumentSession* m_session;
    IssueLogModel* m_model;
    IssueLogFilter* m_filter;
    QTreeView* m_view;
    QToolButton* m_severityButtons[3] = {nullptr, nullptr, nullptr};
    QComboBox* m_kindBox = nullptr;
    QLineEdit* m_textFilter = nullptr;
    QLabel* m_checkingNote = nullptr;
    QTimer* m_refreshTimer;
    BackgroundTask* m_findingsTask;
    std::vector<Error> m_errors;
    std::vector<Finding> m_findings; ///< the ones shown, for an override change to show again
};

} // namespace soundstage
