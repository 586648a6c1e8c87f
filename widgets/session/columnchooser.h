#pragma once

#include <QObject>
#include <QStringList>

class QAction;
class QHeaderView;

namespace soundstage {

/// The columns a list shows, chosen from its header's context menu: one checkable action per
/// column (named by the header's tooltip, or its text when it has none), the hidden ones kept
/// in the settings under `settingsKey`, the last shown column never hidden (the list never goes
/// blank). For lists in narrow docks that show their most telling columns by default and the
/// rest on demand (the browser's Variants list, the Motion dock's firing list).
///
/// Works on the header's sections, so on a QTreeView's and a QTableView's alike. The chooser is
/// a child of the header and goes with it. GUI thread only.
class ColumnChooser final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ColumnChooser)

public:
    /// `keys`: the settings name of each column, in the header's logical order (one per
    /// section); `hiddenByDefault`: the keys hidden before the user chose; each action's
    /// objectName is `objectPrefix` + its key. The header's model must have its columns and
    /// header data when this is called.
    ColumnChooser(QHeaderView* header, QStringList keys, QString settingsKey,
                  const QStringList& hiddenByDefault, const QString& objectPrefix);

    /// The action that shows or hides a column (nullptr outside the keys).
    [[nodiscard]] QAction* action(int column) const;

private:
    void onToggled(int column, bool shown);

    QHeaderView* m_header;
    QStringList m_keys;
    QString m_settingsKey;
    QList<QAction*> m_actions;
};

} // namespace soundstage
