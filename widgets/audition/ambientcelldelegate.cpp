#include "widgets/audition/ambientcelldelegate.h"

namespace soundstage {

AmbientCellDelegate::AmbientCellDelegate(std::function<bool(const QModelIndex&)> editable,
                                         QObject* parent)
    : QStyledItemDelegate(parent)
    , m_editable(std::move(editable)) {}

QWidget* AmbientCellDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                           const QModelIndex& index) const {
    return m_editable(index) ? QStyledItemDelegate::createEditor(parent, option, index) : nullptr;
}

} // namespace soundstage
