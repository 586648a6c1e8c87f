#pragma once

#include "core/document/documentlocation.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QIcon>
#include <QString>

#include <array>
#include <vector>

namespace soundstage {

class Document;
class DocumentSession;
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
/// building its own. GUI thread only, except buildRows().
class BrowserModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Category { Tables, Waves, Ambient, Setups, CategoryCount };
    enum Column { NameColumn, DetailColumn, ColumnCount };
    /// OverrideRole: for tables the previewed override file touches
    /// (DocumentSession::appliedOverride()), the tooltip naming its lines; empty otherwise.
    enum Role { LocationRole = Qt::UserRole + 1, MarkRole, OverrideRole };

    /// One row under a category.
    struct Item {
        DocumentLocation location;
        QString name;
        QString detail;
        QString search; ///< lower case
        QString tooltip;
        quint32 mark = 0;   ///< VariantVerdict flags (tables only)
        QString overridden; ///< which override lines touch the table (tables only)
    };
    /// The rows of every category, in Category order.
    using Rows = std::array<std::vector<Item>, CategoryCount>;

    explicit BrowserModel(DocumentSession* session, QObject* parent = nullptr);

    /// The rows of `document` with `preview` (optional) applied. Any thread, as long as no
    /// other thread changes the document meanwhile. `progress` (optional) counts tables; the
    /// rows are incomplete when it was cancelled.
    [[nodiscard]] static Rows buildRows(const Document& document, const OverridePreview* preview,
                                        ProgressSink* progress = nullptr);

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

private:
    [[nodiscard]] static Item tableItem(const Document& document, quint32 id,
                                        const OverridePreview* preview);
    [[nodiscard]] static std::vector<Item> buildCategory(const Document& document,
                                                         Category category,
                                                         const OverridePreview* preview,
                                                         ProgressSink* progress);
    void rebuild();
    void rebuildAmbientAndSetups();
    void refreshTable(quint32 id);
    void onChanged(const DocumentChange& change);
    void applyFilter();
    [[nodiscard]] QString categoryName(int category) const;

    DocumentSession* m_session;
    Rows m_items;
    std::array<std::vector<int>, CategoryCount> m_visible; ///< rows into m_items
    QString m_filter;
    QIcon m_markIcon;
    QIcon m_blankIcon;
    QIcon m_overrideIcon;
};

} // namespace soundstage
