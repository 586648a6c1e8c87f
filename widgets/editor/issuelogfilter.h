#pragma once

#include "widgets/editor/issuelogmodel.h"

#include <QSortFilterProxyModel>

namespace soundstage {

/// What the issue log shows of its entries: the severities switched on, one kind or all, and
/// the rows whose record or sentence holds a text (case-insensitive; `0x2000` finds a table's
/// range). Sorts by IssueLogModel::SortRole, so severities sort from errors to notes and records
/// by number. GUI thread only.
class IssueLogFilter final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit IssueLogFilter(QObject* parent = nullptr);

    void setSeverityShown(IssueLogModel::Severity severity, bool shown);
    [[nodiscard]] bool isSeverityShown(IssueLogModel::Severity severity) const;
    /// Only this kind; nothing: every kind.
    void setKind(std::optional<IssueLogModel::Kind> kind);
    void setText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    bool m_shown[3] = {true, true, true};
    std::optional<IssueLogModel::Kind> m_kind;
    QString m_text;
};

} // namespace soundstage
