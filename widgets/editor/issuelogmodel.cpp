#include "widgets/editor/issuelogmodel.h"

#include "core/common/hexid.h"
#include "widgets/session/backgroundtask.h"

#include <QApplication>
#include <QStyle>

#include <utility>

namespace soundstage {

IssueLogModel::IssueLogModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_errorIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical))
    , m_warningIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning))
    , m_infoIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation)) {}

void IssueLogModel::setEntries(std::vector<Entry> entries) {
    beginResetModel();
    // Tens of thousands of findings on a large dat: freeing them took milliseconds of the
    // opening's stall.
    disposeInBackground(std::exchange(m_entries, std::move(entries)));
    std::ranges::fill(m_counts, 0);
    for (const Entry& e : m_entries)
        ++m_counts[static_cast<int>(e.severity)];
    endResetModel();
}

int IssueLogModel::count(Severity severity) const {
    return m_counts[static_cast<int>(severity)];
}

int IssueLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int IssueLogModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant IssueLogModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Entry& e = m_entries[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return severityLabel(e.severity);
        case KindColumn:
            return kindLabel(e.kind);
        case RecordColumn:
            return e.hasRecord ? hexId(e.record) : QString();
        case IssueColumn:
            return e.message;
        default:
            return {};
        }
    case Qt::DecorationRole:
        if (index.column() != SeverityColumn)
            return {};
        return e.severity == Severity::Error     ? m_errorIcon
               : e.severity == Severity::Warning ? m_warningIcon
                                                 : m_infoIcon;
    case Qt::ToolTipRole:
        if (index.column() != IssueColumn)
            return {};
        return e.toolTip.isEmpty() ? e.message : e.toolTip;
    case LocationRole:
        return QVariant::fromValue(e.location);
    case SeverityRole:
        return static_cast<int>(e.severity);
    case KindRole:
        return static_cast<int>(e.kind);
    case SortRole:
        switch (index.column()) {
        case SeverityColumn:
            return static_cast<int>(e.severity);
        case KindColumn:
            return static_cast<int>(e.kind);
        case RecordColumn:
            // Entries without a record after every record.
            return e.hasRecord ? static_cast<qlonglong>(e.record) : qlonglong(1) << 32;
        default:
            return e.message;
        }
    default:
        return {};
    }
}

QVariant IssueLogModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case KindColumn:
        return tr("Kind");
    case RecordColumn:
        return tr("Record");
    case IssueColumn:
        return tr("Issue");
    default:
        return {};
    }
}

QString IssueLogModel::severityLabel(Severity severity) {
    switch (severity) {
    case Severity::Error:
        return tr("Error");
    case Severity::Warning:
        return tr("Warning");
    case Severity::Note:
        break;
    }
    return tr("Note");
}

QString IssueLogModel::kindLabel(Kind kind) {
    switch (kind) {
    case Kind::Window:
        return tr("Window");
    case Kind::Load:
        return tr("Load");
    case Kind::Check:
        return tr("Check");
    case Kind::Override:
        break;
    }
    return tr("Override");
}

} // namespace soundstage
