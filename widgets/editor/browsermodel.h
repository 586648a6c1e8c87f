#pragma once

#include "core/document/documentlocation.h"
#include "core/document/variantfilter.h"
#include "widgets/session/browserrows.h"
#include "widgets/session/browsersearch.h"

#include <QAbstractItemModel>
#include <QIcon>
#include <QString>
#include <QStringList>

#include <array>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace soundstage {

class BackgroundTask;
class DocumentSession;
struct DocumentChange;
struct OverridePreview;

/// The browser's tree: four categories (sound tables, waves, ambient STBs, setups), each with
/// its records. A row holds only its location and marks; data() formats what it shows from the
/// catalog when a view asks (BrowserRows::name(), detail(), tooltip()), so only the rows on
/// screen are ever formatted. Filtering is done here rather than in a QSortFilterProxyModel: the
/// filter is a list of row indices per category (the rows shown), found by testing the records
/// themselves (BrowserSearch: hex ids as masks, sound type names as bits), and a new filter
/// reorders the view with a layout change rather than a reset, so the current item and the
/// selection stay when they still match.
///
/// The rows may be built on a worker thread: when the session's new document comes with rows
/// built that way (DocumentSession::digest()), the model takes them instead of building its
/// own. After that, edits never rebuild every row on the GUI
/// thread: an edit to a table, an ambient STB or a setup, a wave import (a Reset of
/// DocumentChange::Scope::Wave) and applying or clearing an override file insert, remove or refresh
/// only the rows they touch (beginInsertRows, beginRemoveRows, dataChanged: the filter, selection
/// and scroll position stay). Only a Reset of Scope::Everything rebuilds every row, on a worker
/// from a copy of the catalog (a newer change restarts it); the rows are swapped in with a model
/// reset when it is done.
///
/// Tables an applied override file creates (not in the dat) are listed under the sound tables,
/// marked (AddedByOverrideRole), and go again when the override is cleared.
/// GUI thread only.
class BrowserModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    using Category = BrowserRows::Category;
    using enum BrowserRows::Category;
    enum Column { NameColumn, DetailColumn, ColumnCount };
    /// OverrideRole: for tables the previewed override file touches
    /// (DocumentSession::appliedOverride()), the tooltip naming its lines; empty otherwise.
    /// AddedByOverrideRole: for a table the override creates (it is not in the dat), where it
    /// comes from ("mod.txt line 3"); empty for the dat's records.
    enum Role { LocationRole = Qt::UserRole + 1, MarkRole, OverrideRole, AddedByOverrideRole };

    using Item = BrowserRows::Item;
    using Rows = BrowserRows::Rows;

    explicit BrowserModel(DocumentSession* session, QObject* parent = nullptr);

    /// Whether a full rebuild (a Reset of Scope::Everything) runs on its worker.
    [[nodiscard]] bool isRebuilding() const;

    /// Filters the rows with `text` in the variant filter language (VariantFilter, core): plain
    /// words keep the items whose search text contains them all (case-insensitive); a filter
    /// with variant terms (`prob<0.5`, `sound:Footstep*`, `never-chosen`, …) keeps the tables
    /// holding a matching variant and hides the other categories. Empty = all. Text that does
    /// not parse sets filterError() and filters by its other terms (the one in error left out).
    void setFilterText(const QString& text);
    [[nodiscard]] const QString& filterText() const { return m_filter; }
    /// The filter in force (the text, or without the term in error).
    [[nodiscard]] const VariantFilter& filter() const { return m_parsed; }
    /// Why filterText() does not parse ("Column 6: …", translated); empty when it does.
    [[nodiscard]] const QString& filterError() const { return m_filterError; }
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
    /// filterError() changed (empty: the text parses again).
    void filterErrorChanged(const QString& error);

private:
    using OverrideLines = BrowserRows::OverrideLines;
    void rebuild();
    void rebuildInBackground();
    void takeRows(Rows rows);
    /// Brings the row of table `id` in line with the document and the override: refreshed,
    /// inserted (an added table) or removed.
    void syncTable(quint32 id, const OverrideLines& lines);
    /// syncTable() for every table a change named since the last step ended.
    void syncPendingTables();
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
    /// applyFilter() for a new filter, told to the views as a layout change: the rows kept keep
    /// their persistent indices (current item, selection), the others' become invalid.
    /// `narrows`: the new filter keeps a subset of the rows shown (m_narrowable held), so only
    /// they are tested.
    void refilter(bool narrows = false);
    [[nodiscard]] VariantFilter::MatchContext matchContext() const;
    [[nodiscard]] bool matches(int category, const Item& item,
                               VariantFilter::MatchContext& context) const;
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
    std::set<quint32> m_pendingTables; ///< tables changed in the step under way

    QString m_filter;
    VariantFilter m_parsed;
    BrowserSearch m_search; ///< m_parsed's plain words
    QStringList m_words;    ///< the same words as text
    bool m_lastWasVariant = false;
    /// The rows shown are exactly the matches of the filter (no row refreshed in place since).
    bool m_narrowable = true;
    QString m_filterError;
    QIcon m_markIcon;
    QIcon m_blankIcon;
    QIcon m_overrideIcon;
    QIcon m_addedIcon;
};

} // namespace soundstage
