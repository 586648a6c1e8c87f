#include "widgets/editor/variantdelegate.h"

#include "widgets/editor/variantmodel.h"
#include "widgets/editor/waveidmodel.h"
#include "widgets/session/documentsession.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QLineEdit>
#include <QStyle>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

const char* const IndexProperty = "soundstageIndex";
const char* const CommittedProperty = "soundstageCommitted";

} // namespace

VariantDelegate::VariantDelegate(DocumentSession* session, QObject* parent)
    : QStyledItemDelegate(parent)
    , m_session(session)
    , m_waves(new WaveIdModel(session, this)) {}

QWidget* VariantDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem&,
                                       const QModelIndex& index) const {
    auto* edit = new QLineEdit(parent);
    edit->setFrame(false);
    edit->setProperty(IndexProperty, QVariant::fromValue(QPersistentModelIndex(index)));
    if (index.column() == VariantModel::WaveColumn) {
        m_waves->refresh();
        auto* completer = new QCompleter(m_waves, edit);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        completer->setFilterMode(Qt::MatchContains);
        // The popup is as wide as the cell by default, which cuts ids behind its scroll bar:
        // wide enough for a whole id instead.
        QAbstractItemView* popup = completer->popup();
        popup->setTextElideMode(Qt::ElideNone);
        popup->setMinimumWidth(popup->fontMetrics().horizontalAdvance(u"0x0A00000000"_s) +
                               popup->style()->pixelMetric(QStyle::PM_ScrollBarExtent) +
                               2 * popup->style()->pixelMetric(QStyle::PM_DefaultFrameWidth));
        edit->setCompleter(completer);
        edit->setPlaceholderText(tr("0x0A……"));
    }
    edit->installEventFilter(const_cast<VariantDelegate*>(this));
    connect(edit, &QLineEdit::textEdited, edit, [edit] { edit->setStyleSheet(QString()); });
    return edit;
}

void VariantDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    if (auto* edit = qobject_cast<QLineEdit*>(editor))
        edit->setText(index.data(Qt::EditRole).toString());
}

QString VariantDelegate::commitEditor(QWidget* editor) const {
    auto* edit = qobject_cast<QLineEdit*>(editor);
    const auto index = editor->property(IndexProperty).value<QPersistentModelIndex>();
    // The model is the view's own: the delegate may edit through it.
    auto* model = const_cast<VariantModel*>(qobject_cast<const VariantModel*>(index.model()));
    if (!edit || !model || !index.isValid())
        return {};
    // Unchanged text, or the text Enter stored a moment ago: no edit at all (keeps focus
    // changes from creating undo steps, and the value from being checked twice).
    const QString text = edit->text();
    if (text == index.data(Qt::EditRole).toString() ||
        editor->property(CommittedProperty).toString() == text)
        return {};
    const QString reason = model->commit(index, text);
    if (reason.isEmpty())
        editor->setProperty(CommittedProperty, text);
    return reason;
}

void VariantDelegate::showRefusal(QWidget* editor, const QString& reason) const {
    editor->setStyleSheet(u"QLineEdit { background: #ffd7d7; color: #7a0000; }"_s);
    QToolTip::showText(editor->mapToGlobal(QPoint(0, editor->height())), reason, editor);
    m_session->showStatus(reason, 8000);
}

void VariantDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                   const QModelIndex& index) const {
    Q_UNUSED(model)
    Q_UNUSED(index)
    if (const QString reason = commitEditor(editor); !reason.isEmpty())
        m_session->showStatus(tr("Not changed: %1").arg(reason), 8000);
}

bool VariantDelegate::eventFilter(QObject* object, QEvent* event) {
    auto* editor = qobject_cast<QWidget*>(object);
    if (editor && event->type() == QEvent::KeyPress) {
        const auto key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Tab ||
            key == Qt::Key_Backtab) {
            // Stored now, so a refused value keeps the editor open; the commit that follows
            // finds the text stored and does nothing.
            if (const QString reason = commitEditor(editor); !reason.isEmpty()) {
                showRefusal(editor, reason);
                return true;
            }
        }
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

} // namespace soundstage
