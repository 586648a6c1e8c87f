#pragma once

#include <QAbstractListModel>

#include <vector>

namespace soundstage {

class DocumentSession;

/// The wave ids a variant can name, for the wave column's completion: "0x00000000" (no wave)
/// then every wave of the open document's catalog (new, unsaved waves included), ascending, one
/// row each, formatted with hexId() when asked for (Qt::DisplayRole and Qt::EditRole).
///
/// Lazy: a replaced document or a reset (an imported wave, an undo) only marks the list stale,
/// so opening a dat with tens of thousands of waves costs the GUI thread nothing here;
/// refresh() reads the catalog's ids again (a model reset) when an editor needs them. Until then
/// the rows are the ids last read (only numbers: no reference to a document is kept).
/// GUI thread only.
class WaveIdModel final : public QAbstractListModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WaveIdModel)

public:
    explicit WaveIdModel(DocumentSession* session, QObject* parent = nullptr);

    /// Reads the ids of the current document when the list is stale; nothing otherwise.
    void refresh();
    /// The document was replaced or reset since the last refresh().
    [[nodiscard]] bool isStale() const { return m_stale; }
    /// The id of `row` (0 for row 0, the "no wave" entry).
    [[nodiscard]] quint32 waveAt(int row) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;

private:
    DocumentSession* m_session;
    std::vector<quint32> m_ids;
    bool m_stale = true;
};

} // namespace soundstage
