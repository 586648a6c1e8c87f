#pragma once

#include "core/document/documentlocation.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QIcon>
#include <QString>

#include <array>
#include <vector>

namespace soundstage {

class DocumentSession;
struct DocumentChange;

/// The browser's tree: four categories (sound tables, waves, ambient STBs, setups), each with
/// its records. Filtering is done here rather than in a QSortFilterProxyModel: every item keeps
/// a lower-case search text (its id, sound type names, the wave ids it names), and a filter is a
/// substring test over a flat array, so a keystroke stays well under a frame for tens of
/// thousands of items.
class BrowserModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Category { Tables, Waves, Ambient, Setups, CategoryCount };
    enum Column { NameColumn, DetailColumn, ColumnCount };
    /// OverrideRole: for tables the previewed override file touches
    /// (DocumentSession::appliedOverride()), the tooltip naming its lines; empty otherwise.
    enum Role { LocationRole = Qt::UserRole + 1, MarkRole, OverrideRole };

    explicit BrowserModel(DocumentSession* session, QObject* parent = nullptr);

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
    struct Item {
        DocumentLocation location;
        QString name;
        QString detail;
        QString search; ///< lower case
        QString tooltip;
        quint32 mark = 0;   ///< VariantVerdict flags (tables only)
        QString overridden; ///< which override lines touch the table (tables only)
    };

    void rebuild();
    void refreshTable(quint32 id);
    void onChanged(const DocumentChange& change);
    void applyFilter();
    [[nodiscard]] Item tableItem(quint32 id) const;
    [[nodiscard]] QString categoryName(int category) const;

    DocumentSession* m_session;
    std::array<std::vector<Item>, CategoryCount> m_items;
    std::array<std::vector<int>, CategoryCount> m_visible; ///< rows into m_items
    QString m_filter;
    QIcon m_markIcon;
    QIcon m_blankIcon;
    QIcon m_overrideIcon;
};

} // namespace soundstage
