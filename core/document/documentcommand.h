#pragma once

#include <QString>

#include <memory>
#include <vector>

namespace soundstage {

class Document;
struct AmbientStbDesc;
struct Animation;
struct DocumentChange;
struct SoundTable;
struct Wave;

/// One undoable edit of a Document, free of any GUI toolkit (the widgets wrap it in actions).
/// Commands are built by Document's edit API, which validates them first; redo() and undo() then
/// only apply known-good changes. A command acts on the Document passed in, never keeps pointers
/// into it, and sends its change events through notify().
class DocumentCommand {
public:
    Q_DISABLE_COPY_MOVE(DocumentCommand)
    explicit DocumentCommand(QString text)
        : m_text(std::move(text)) {}
    virtual ~DocumentCommand() = default;

    virtual void redo(Document& document) = 0;
    virtual void undo(Document& document) = 0;

    /// Merge id (a Field value for ChangeValue), or -1 for commands that never merge.
    [[nodiscard]] virtual int id() const { return -1; }
    /// Absorbs `next` (same id, pushed right after this one) when it edits the same place;
    /// returns false to keep it as its own step. Called after `next` has been redone.
    virtual bool mergeWith(const DocumentCommand& next) {
        Q_UNUSED(next)
        return false;
    }
    /// True when the command changes nothing any more (a merge that returned to the start
    /// value); the history then drops it.
    [[nodiscard]] virtual bool isObsolete() const { return false; }

    /// Translated, for "Undo <text>" menus.
    [[nodiscard]] const QString& text() const { return m_text; }

protected:
    void setText(QString text) { m_text = std::move(text); }

    // The mutation surface, open to commands only.
    [[nodiscard]] static SoundTable* tableForEdit(Document& document, quint32 id);
    [[nodiscard]] static std::vector<AmbientStbDesc>* ambientForEdit(Document& document,
                                                                     quint32 region);
    static void setSetupTable(Document& document, quint32 setup, quint32 table);
    static void notify(Document& document, const DocumentChange& change);
    /// Adds (or with nullptr, removes) a pending new wave and its catalog entry.
    static void setNewWave(Document& document, quint32 id, const Wave* wave);
    /// The Animation to change in place (read from the dat on first use), or nullptr.
    [[nodiscard]] static Animation* animationForEdit(Document& document, quint32 id);

private:
    QString m_text;
};

/// Several commands applied as one step (redo in order, undo in reverse).
class CompositeCommand final : public DocumentCommand {
public:
    explicit CompositeCommand(QString text)
        : DocumentCommand(std::move(text)) {}
    void add(std::unique_ptr<DocumentCommand> command) { m_children.push_back(std::move(command)); }
    /// Its text may be known only once its children are (a count in it).
    using DocumentCommand::setText;
    [[nodiscard]] bool isEmpty() const { return m_children.empty(); }

    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    std::vector<std::unique_ptr<DocumentCommand>> m_children;
};

} // namespace soundstage
