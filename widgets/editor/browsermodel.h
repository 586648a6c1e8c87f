#pragma once

#include "core/document/documentlocation.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QIcon>
#include <QString>
#include <QStringList>

#include <array>
#include <limits>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace soundstage {

class BackgroundTask;
struct DatEntry;
struct RegionDesc;
class Document;
class DocumentSession;
class SoundCatalog;
class ProgressSink;
struct DocumentChange;
struct OverridePreview;

/// The browser's tree: four categories (sound tables, waves, ambient STBs, setups), each with
/// its records. Filtering is done here rather than in a QSortFilterProxyModel: every item keeps
/// a lower-case search text (its id, sound type names, the wave ids it names), and a filter is a
/// substring test over a flat array, so a keystroke stays well under a frame for tens of
/// thousands of items.
///
/// The rows of a whole dat take longer than a frame to build (over 100 ms for the retail-sized
/// one): buildRows() may run on a worker thread, and when the session's new document comes
/// with rows built that way (DocumentSession::digest()), the model takes them instead of
/// building its own. After that, edits never rebuild every row on the GUI thread: an edit to a
/// table, an ambient STB or a setup, a wave import (a Reset of DocumentChange::Scope::Wave) and
/// applying or clearing an override file insert, remove or refresh only the rows they touch
/// (beginInsertRows, beginRemoveRows, dataChanged: the filter, selection and scroll position stay).
/// Only a Reset of Scope::Everything rebuilds every row, on a worker from a copy of the catalog (a
/// newer change restarts it); the rows are swapped in with a model reset when it is done.
///
/// Tables an applied override file creates (not in the dat) are listed under the sound tables,
/// marked (AddedByOverrideRole), and go again when the override is cleared.
/// GUI thread only, except buildRows().
class BrowserModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Category { Tables, Waves, Ambient, Setups, CategoryCount };
    enum Column { NameColumn, DetailColumn, ColumnCount };
    /// OverrideRole: for tables the previewed override file touches
    /// (DocumentSession::appliedOverride()), the tooltip naming its lines; empty otherwise.
    /// AddedByOverrideRole: for a table the override creates (it is not in the dat), where it
    /// comes from ("mod.txt line 3"); empty for the dat's records.
    enum Role { LocationRole = Qt::UserRole + 1, MarkRole, OverrideRole, AddedByOverrideRole };

    /// One row under a category.
    struct Item {
        DocumentLocation location;
        QString name;
        QString detail;
        QString search; ///< lower case
        QString tooltip;
        quint32 mark = 0;   ///< Verdict flags (tables only)
        QString overridden; ///< which override lines touch the table (tables only)
        QString addedBy;    ///< the override lines that create the table (not in the dat)
    };
    /// The rows of every category, in Category order.
    using Rows = std::array<std::vector<Item>, CategoryCount>;

    explicit BrowserModel(DocumentSession* session, QObject* parent = nullptr);

    /// The rows of `catalog` with `preview` (optional) applied: the tables it touches name its
    /// lines, the tables it creates are listed. Any thread, as long as no other thread changes
    /// the catalog meanwhile. `progress` (optional) counts tables; the rows are incomplete when
    /// it was cancelled.
    [[nodiscard]] static Rows buildRows(const SoundCatalog& catalog, const OverridePreview* preview,
                                        ProgressSink* progress = nullptr);
    [[nodiscard]] static Rows buildRows(const Document& document, const OverridePreview* preview,
                                        ProgressSink* progress = nullptr);

    /// Whether a full rebuild (a Reset of Scope::Everything) runs on its worker.
    [[nodiscard]] bool isRebuilding() const;

    /// Keeps the items whose search text contains `text` (case-insensitive); empty = all.
    void setFilterText(const QString& text);
    [[nodiscard]] const QString& filterText() const { return m_filter; }
    /// Items shown / total in a category.
    [[nodiscard]] int visibleCount(Category category) const;
    [[nodiscard]] int totalCount(Category category) const;

    /// The index of an item at a location (sound/variant parts ignored); invalid when hidden.
    [[nodiscard]] QModelIndex indexOf(const DocumentLocation& location) const;
    [[nodiscard]] DocumentLocation locationOf(const QModelIndex& index) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    /// Waves can be dragged (to the listener view) as `application/x-soundstage-wave`, the id
    /// in hex.
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;

signals:
    /// The rows of a full rebuild were swapped in (right after the model reset that did it).
    void rowsRebuilt();

private:
    /// Per table, the lines of `preview` that touch it ("line 3: …").
    using OverrideLines = std::unordered_map<quint32, QStringList>;
    [[nodiscard]] static OverrideLines overrideLines(const OverridePreview* preview);
    [[nodiscard]] static Item tableItem(const SoundCatalog& catalog, quint32 id,
                                        const OverridePreview* preview, const OverrideLines& lines);
    /// The row of a table `preview` creates; nothing when it does not.
    [[nodiscard]] static std::optional<Item> addedTableItem(const SoundCatalog& catalog, quint32 id,
                                                            const OverridePreview* preview,
                                                            const OverrideLines& lines);
    [[nodiscard]] static Item waveItem(quint32 id, const DatEntry& entry);
    [[nodiscard]] static std::vector<Item> ambientItems(quint32 id, const RegionDesc& region);
    [[nodiscard]] static Item setupItem(quint32 id, quint32 table);
    [[nodiscard]] static std::vector<Item> buildCategory(const SoundCatalog& catalog,
                                                         Category category,
                                                         const OverridePreview* preview,
                                                         ProgressSink* progress);
    void rebuild();
    void rebuildInBackground();
    void takeRows(Rows rows);
    /// Brings the row of table `id` in line with the document and the override: refreshed,
    /// inserted (an added table) or removed.
    void syncTable(quint32 id, const OverrideLines& lines);
    void syncWave(quint32 id);
    /// Makes `fresh` the rows of record `id` (sorted by id within the category; several rows
    /// for a region's STBs): refreshed in place (dataChanged) when their number stays, else
    /// removed and inserted (beginRemoveRows, beginInsertRows); never a model reset.
    void syncRecord(Category category, quint32 id, std::vector<Item> fresh);
    /// syncRecord() with one row (or, when empty, none).
    void syncRow(Category category, quint32 id, std::optional<Item> item);
    /// Notes that visible rows `first`..`last` of a category changed: signalled at once, or
    /// when the outermost Batch ends (one dataChanged per category for the span).
    void rowsChanged(Category category, int first, int last);
    void flushChanges();
    /// While one lives, refreshed rows are signalled together when it ends.
    class Batch final {
    public:
        explicit Batch(BrowserModel* model)
            : m_model(model) {
            ++m_model->m_batch;
        }
        ~Batch() {
            if (--m_model->m_batch == 0)
                m_model->flushChanges();
        }
        Q_DISABLE_COPY_MOVE(Batch)

    private:
        BrowserModel* m_model;
    };
    void syncRegion(quint32 id);
    void syncSetup(quint32 id);
    void onChanged(const DocumentChange& change);
    void onOverrideChanged();
    void onWaveChanged(quint32 wave);
    void applyFilter();
    [[nodiscard]] bool matches(const Item& item) const;
    [[nodiscard]] QString categoryName(int category) const;

    DocumentSession* m_session;
    /// The override the rows show (what appliedOverride() was when they were last brought in
    /// line with it).
    std::shared_ptr<const OverridePreview> m_override;
    BackgroundTask* m_rebuild;
    Rows m_items;
    std::array<std::vector<int>, CategoryCount> m_visible; ///< rows into m_items
    struct Pending {
        int first = std::numeric_limits<int>::max();
        int last = -1;      ///< -1: no row
        bool count = false; ///< the category's count changed
    };
    std::array<Pending, CategoryCount> m_pending;
    int m_batch = 0;
    QString m_filter;
    QIcon m_markIcon;
    QIcon m_blankIcon;
    QIcon m_overrideIcon;
    QIcon m_addedIcon;
};

} // namespace soundstage
