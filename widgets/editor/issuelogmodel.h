#pragma once

#include "core/document/documentlocation.h"

#include <QAbstractTableModel>
#include <QIcon>
#include <QString>

#include <vector>

namespace soundstage {

/// The issue log's rows: what each entry is (its severity and where it comes from), the record
/// it names and its sentence. Cells are made when a view asks for them; the filter and the sort
/// work on the roles below, so they need no strings built. GUI thread only.
class IssueLogModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { SeverityColumn, KindColumn, RecordColumn, IssueColumn, ColumnCount };
    /// Ordered from the most to the least serious: the Severity column sorts by it.
    enum class Severity { Error, Warning, Note };
    /// Where an entry comes from.
    enum class Kind {
        Window,   ///< a failure the window reported (a dat that would not open, a save…)
        Load,     ///< a record of the dat that did not decode
        Check,    ///< a finding of the document's validation
        Override, ///< the applied override file: its diagnostics and what it replaces
    };
    static constexpr int LocationRole = Qt::UserRole + 1; ///< DocumentLocation (None: nowhere)
    static constexpr int SeverityRole = Qt::UserRole + 2; ///< int(Severity)
    static constexpr int KindRole = Qt::UserRole + 3;     ///< int(Kind)
    static constexpr int SortRole = Qt::UserRole + 4;     ///< what the column sorts by

    struct Entry {
        Severity severity = Severity::Note;
        Kind kind = Kind::Check;
        bool hasRecord = false;
        quint32 record = 0;
        QString message;
        DocumentLocation location;
        QString toolTip; ///< empty: the message
    };

    explicit IssueLogModel(QObject* parent = nullptr);

    /// Replaces every row; the old rows are freed off the GUI thread.
    void setEntries(std::vector<Entry> entries);
    [[nodiscard]] const std::vector<Entry>& entries() const { return m_entries; }
    /// How many rows have this severity.
    [[nodiscard]] int count(Severity severity) const;

    [[nodiscard]] static QString severityLabel(Severity severity);
    [[nodiscard]] static QString kindLabel(Kind kind);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<Entry> m_entries;
    int m_counts[3] = {0, 0, 0};
    QIcon m_errorIcon;
    QIcon m_warningIcon;
    QIcon m_infoIcon;
};

} // namespace soundstage
