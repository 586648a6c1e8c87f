#include "core/document/undohistory.h"

namespace soundstage {

void UndoHistory::push(Document& document, std::unique_ptr<DocumentCommand> command) {
    if (!command)
        return;
    command->redo(document);
    m_commands.resize(static_cast<size_t>(m_index));
    if (m_cleanIndex > m_index)
        m_cleanIndex = -1;

    if (m_index > 0 && m_index != m_cleanIndex && command->id() >= 0) {
        DocumentCommand& previous = *m_commands.back();
        if (previous.id() == command->id() && previous.mergeWith(*command)) {
            if (previous.isObsolete()) {
                m_commands.pop_back();
                --m_index;
            }
            return;
        }
    }
    m_commands.push_back(std::move(command));
    ++m_index;
}

void UndoHistory::undo(Document& document) {
    if (!canUndo())
        return;
    --m_index;
    m_commands[static_cast<size_t>(m_index)]->undo(document);
}

void UndoHistory::redo(Document& document) {
    if (!canRedo())
        return;
    m_commands[static_cast<size_t>(m_index)]->redo(document);
    ++m_index;
}

QString UndoHistory::undoText() const {
    return canUndo() ? m_commands[static_cast<size_t>(m_index - 1)]->text() : QString();
}

QString UndoHistory::redoText() const {
    return canRedo() ? m_commands[static_cast<size_t>(m_index)]->text() : QString();
}

void UndoHistory::clear() {
    m_commands.clear();
    m_index = 0;
    m_cleanIndex = 0;
}

} // namespace soundstage
