#pragma once

#include "core/document/variantfilter.h"
#include "core/document/variantref.h"

#include <QAbstractTableModel>

#include <map>
#include <utility>
#include <vector>

namespace soundstage {

class DocumentSession;

/// The browser's "Variants" result list: every variant of the document that a filter naming
/// variants matches (VariantFilter::select over the dat's tables, in table, list and index
/// order), one row each, with its table, sound type, index, wave, probability, volume and
/// verdict. The rows keep only which variant they are (VariantRef); the texts are formatted from
/// the document when a view asks, and the verdicts of a list are computed once it is shown
/// (EventOutcome under the session's gate model). A filter without variant terms (plain words,
/// or none) lists nothing: it speaks about records, not variants.
///
/// The list follows the document: after every step (an edit, a bulk edit, undo) and a new
/// document it is selected again with the same filter, so it always shows exactly the current
/// matches (a model reset; BrowserDock keeps the current and selected variants across it).
/// GUI thread only; the session must outlive it.
class VariantListModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        TableColumn,
        SoundTypeColumn,
        IndexColumn,
        WaveColumn,
        ProbabilityColumn,
        VolumeColumn,
        VerdictColumn,
        ColumnCount
    };

    explicit VariantListModel(DocumentSession* session, QObject* parent = nullptr);

    /// Lists the matches of `filter` (nothing when it has no variant terms).
    void setFilter(const VariantFilter& filter);
    /// Selects the matches of the filter again (the document changed).
    void refresh();

    [[nodiscard]] const std::vector<VariantRef>& variants() const { return m_rows; }
    /// The variant of `row`; nothing for a row out of range.
    [[nodiscard]] std::optional<VariantRef> variantAt(int row) const;
    /// The row of `variant`, or -1 when it is not listed.
    [[nodiscard]] int rowOf(const VariantRef& variant) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    /// The verdicts of variant `ref` (computed for its whole list on first use).
    [[nodiscard]] quint32 verdicts(const VariantRef& ref) const;

    DocumentSession* m_session;
    VariantFilter m_filter;
    std::vector<VariantRef> m_rows;
    std::vector<int> m_byVariant; ///< the rows, ordered by their VariantRef
    /// Per (table, sound type) shown, its records' verdicts; dropped on every refresh.
    mutable std::map<std::pair<quint32, quint32>, std::vector<quint32>> m_verdicts;
};

} // namespace soundstage
