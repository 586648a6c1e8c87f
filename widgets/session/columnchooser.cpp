#include "widgets/session/columnchooser.h"

#include <QAction>
#include <QHeaderView>
#include <QSettings>

namespace soundstage {

using namespace Qt::StringLiterals;

ColumnChooser::ColumnChooser(QHeaderView* header, QStringList keys, QString settingsKey,
                             const QStringList& hiddenByDefault, const QString& objectPrefix)
    : QObject(header)
    , m_header(header)
    , m_keys(std::move(keys))
    , m_settingsKey(std::move(settingsKey)) {
    header->setContextMenuPolicy(Qt::ActionsContextMenu);
    header->setToolTip(tr("Right-click to choose the columns"));
    const QStringList hidden = QSettings().value(m_settingsKey, hiddenByDefault).toStringList();
    const QAbstractItemModel* model = header->model();
    for (int c = 0; c < m_keys.size(); ++c) {
        QString name = model->headerData(c, header->orientation(), Qt::ToolTipRole).toString();
        if (name.isEmpty())
            name = model->headerData(c, header->orientation()).toString();
        auto* action = new QAction(name, header);
        action->setObjectName(objectPrefix + m_keys[c]);
        action->setCheckable(true);
        action->setChecked(!hidden.contains(m_keys[c]));
        header->setSectionHidden(c, !action->isChecked());
        header->addAction(action);
        connect(action, &QAction::toggled, this, [this, c](bool shown) { onToggled(c, shown); });
        m_actions << action;
    }
}

QAction* ColumnChooser::action(int column) const {
    return column >= 0 && column < m_actions.size() ? m_actions[column] : nullptr;
}

void ColumnChooser::onToggled(int column, bool shown) {
    // One column stays, so the list never goes blank.
    if (!shown && m_header->count() - m_header->hiddenSectionCount() <= 1) {
        m_actions[column]->setChecked(true);
        return;
    }
    m_header->setSectionHidden(column, !shown);
    QStringList now;
    for (int k = 0; k < m_keys.size(); ++k)
        if (m_header->isSectionHidden(k))
            now << m_keys[k];
    QSettings().setValue(m_settingsKey, now);
}

} // namespace soundstage
