#include "widgets/editor/issuelogfilter.h"

#include "core/common/hexid.h"

namespace soundstage {

IssueLogFilter::IssueLogFilter(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(IssueLogModel::SortRole);
}

void IssueLogFilter::setSeverityShown(IssueLogModel::Severity severity, bool shown) {
    bool& slot = m_shown[static_cast<int>(severity)];
    if (slot == shown)
        return;
    slot = shown;
    invalidateRowsFilter();
}

bool IssueLogFilter::isSeverityShown(IssueLogModel::Severity severity) const {
    return m_shown[static_cast<int>(severity)];
}

void IssueLogFilter::setKind(std::optional<IssueLogModel::Kind> kind) {
    if (m_kind == kind)
        return;
    m_kind = kind;
    invalidateRowsFilter();
}

void IssueLogFilter::setText(const QString& text) {
    const QString trimmed = text.trimmed();
    if (m_text == trimmed)
        return;
    m_text = trimmed;
    invalidateRowsFilter();
}

bool IssueLogFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (sourceParent.isValid())
        return false;
    const auto* model = static_cast<const IssueLogModel*>(sourceModel());
    const IssueLogModel::Entry& e = model->entries()[static_cast<std::size_t>(sourceRow)];
    if (!m_shown[static_cast<int>(e.severity)])
        return false;
    if (m_kind && e.kind != *m_kind)
        return false;
    if (m_text.isEmpty())
        return true;
    return (e.hasRecord && hexId(e.record).contains(m_text, Qt::CaseInsensitive)) ||
           e.message.contains(m_text, Qt::CaseInsensitive);
}

} // namespace soundstage
