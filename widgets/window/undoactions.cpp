#include "widgets/window/undoactions.h"

#include "widgets/session/documentsession.h"
#include "widgets/session/standardkey.h"

#include <QAction>
#include <QApplication>
#include <QStyle>

using namespace Qt::StringLiterals;

namespace soundstage {

UndoActions::UndoActions(DocumentSession* session, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_undo(new QAction(this))
    , m_redo(new QAction(this)) {
    m_undo->setObjectName(u"undoAction"_s);
    m_redo->setObjectName(u"redoAction"_s);
    m_undo->setShortcuts(standardKeyOr(QKeySequence::Undo, Qt::CTRL | Qt::Key_Z));
    m_redo->setShortcuts(standardKeyOr(QKeySequence::Redo, Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    m_undo->setIcon(QApplication::style()->standardIcon(QStyle::SP_ArrowBack));
    m_redo->setIcon(QApplication::style()->standardIcon(QStyle::SP_ArrowForward));
    connect(m_undo, &QAction::triggered, this, [this] {
        if (Document* document = m_session->document())
            document->undo();
    });
    connect(m_redo, &QAction::triggered, this, [this] {
        if (Document* document = m_session->document())
            document->redo();
    });
    connect(session, &DocumentSession::documentReplaced, this, &UndoActions::update);
    connect(session, &DocumentSession::changed, this, [this](const DocumentChange& change) {
        if (change.kind == DocumentChange::Kind::HistoryChanged)
            update();
    });
    update();
}

void UndoActions::update() {
    const Document* document = m_session->document();
    const bool canUndo = document && document->history().canUndo();
    const bool canRedo = document && document->history().canRedo();
    m_undo->setEnabled(canUndo);
    m_redo->setEnabled(canRedo);
    m_undo->setText(canUndo ? tr("&Undo %1").arg(document->history().undoText()) : tr("&Undo"));
    m_redo->setText(canRedo ? tr("&Redo %1").arg(document->history().redoText()) : tr("&Redo"));
}

} // namespace soundstage
