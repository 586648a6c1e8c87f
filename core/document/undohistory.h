#pragma once

#include "core/document/documentcommand.h"

#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace soundstage {

class Document;

/// The undo history of one Document: a list of commands and the index of the next redo, with a
/// clean index (the state last saved or opened). GUI-free; the widgets build actions on it.
/// Not thread-safe: used from the thread that owns the Document.
class UndoHistory final {
public:
    Q_DISABLE_COPY_MOVE(UndoHistory)
    UndoHistory() = default;
    ~UndoHistory() = default;

    /// Runs `command->redo()` and records it, dropping anything that could have been redone.
    /// Merges it into the previous command when both share an id (>= 0), the previous one is
    /// not the clean state, and mergeWith() accepts.
    void push(Document& document, std::unique_ptr<DocumentCommand> command);
    void undo(Document& document);
    void redo(Document& document);

    [[nodiscard]] bool canUndo() const { return m_index > 0; }
    [[nodiscard]] bool canRedo() const { return m_index < count(); }
    [[nodiscard]] QString undoText() const;
    [[nodiscard]] QString redoText() const;
    [[nodiscard]] int count() const { return static_cast<int>(m_commands.size()); }
    /// Commands applied (0 … count()).
    [[nodiscard]] int index() const { return m_index; }
    /// The index that matches the file on disk; -1 when that state can no longer be reached.
    [[nodiscard]] int cleanIndex() const { return m_cleanIndex; }
    [[nodiscard]] bool isClean() const { return m_index == m_cleanIndex; }
    void setClean() { m_cleanIndex = m_index; }
    void clear();

private:
    std::vector<std::unique_ptr<DocumentCommand>> m_commands;
    int m_index = 0;
    int m_cleanIndex = 0;
};

} // namespace soundstage
