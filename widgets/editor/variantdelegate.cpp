#include "widgets/editor/variantdelegate.h"

#include "widgets/session/documentsession.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/editor/waveidmodel.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QLineEdit>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

const char* const IndexProperty = "soundstageIndex";

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

QString VariantDelegate::refusalFor(QWidget* editor) const {
    auto* edit = qobject_cast<QLineEdit*>(editor);
    const auto index = editor->property(IndexProperty).value<QPersistentModelIndex>();
    const auto* model = qobject_cast<const VariantModel*>(index.model());
    if (!edit || !model || !index.isValid())
        return {};
    return model->refusal(index, edit->text());
}

void VariantDelegate::showRefusal(QWidget* editor, const QString& reason) const {
    editor->setStyleSheet(u"QLineEdit { background: #ffd7d7; color: #7a0000; }"_s);
    QToolTip::showText(editor->mapToGlobal(QPoint(0, editor->height())), reason, editor);
    m_session->showStatus(reason, 8000);
}

void VariantDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                   const QModelIndex& index) const {
    auto* edit = qobject_cast<QLineEdit*>(editor);
    if (!edit)
        return;
    // Unchanged text: no edit at all (keeps focus changes from creating undo steps).
    if (edit->text() == index.data(Qt::EditRole).toString())
        return;
    if (const QString reason = refusalFor(editor); !reason.isEmpty()) {
        m_session->showStatus(tr("Not changed: %1").arg(reason), 8000);
        return;
    }
    model->setData(index, edit->text(), Qt::EditRole);
}

bool VariantDelegate::eventFilter(QObject* object, QEvent* event) {
    auto* editor = qobject_cast<QWidget*>(object);
    if (editor && event->type() == QEvent::KeyPress) {
        const auto key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Tab ||
            key == Qt::Key_Backtab) {
            if (const QString reason = refusalFor(editor); !reason.isEmpty()) {
                showRefusal(editor, reason);
                return true;
            }
        }
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

} // namespace soundstage
