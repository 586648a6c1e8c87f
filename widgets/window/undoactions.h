#pragma once

#include <QObject>

class QAction;

namespace soundstage {

class DocumentSession;

/// The thin adapter between the core UndoHistory (core/document) and Qt: Undo and Redo actions
/// with the standard shortcuts whose text and enabled state follow the document's history.
/// (QUndoStack is not used: the history lives in core so core tests cover undo, and one
/// history is simpler than mirroring it in a second.)
class UndoActions final : public QObject {
    Q_OBJECT

public:
    explicit UndoActions(DocumentSession* session, QObject* parent = nullptr);

    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }

private:
    void update();

    DocumentSession* m_session;
    QAction* m_undo;
    QAction* m_redo;
};

} // namespace soundstage
