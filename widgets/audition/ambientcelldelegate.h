#pragma once

#include <QStyledItemDelegate>

#include <functional>

namespace soundstage {

/// The Ambient dock tree's editor: a plain line editor on the cells `editable` accepts (a
/// sound's values), none on the others (the derived kind, the region and STB rows), so the
/// view's own edit triggers (double-click, a click on the selected row, F2) open only those.
class AmbientCellDelegate final : public QStyledItemDelegate {
    Q_OBJECT

public:
    AmbientCellDelegate(std::function<bool(const QModelIndex&)> editable, QObject* parent);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;

private:
    std::function<bool(const QModelIndex&)> m_editable;
};

} // namespace soundstage
