#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QWidget;

namespace soundstage {

/// The questions and messages the window puts to the user, behind one interface so tests (and
/// scripted runs) can answer them without modal dialogs.
class UserPrompts {
public:
    Q_DISABLE_COPY_MOVE(UserPrompts)
    UserPrompts() = default;
    virtual ~UserPrompts() = default;

    enum class CloseAnswer { Save, Discard, Cancel };

    /// The document has unsaved changes and is about to be closed. `canSave` says whether a
    /// Save choice can be offered.
    virtual CloseAnswer askCloseWithChanges(const QString& documentName, bool canSave) = 0;
    /// Unsaved edits of an earlier session were found for this dat: recover them?
    virtual bool askRecoverJournal(const QString& documentName) = 0;
    /// Another program changed the open dat (DatFile::wasChanged()), `shortened` it
    /// (DatFile::wasShortened()) or rewrote it in place: open it again now, keeping the unsaved
    /// edits? False: later (Save refuses to write from it meanwhile).
    virtual bool askReopenChangedDat(const QString& documentName, bool shortened) = 0;
    /// Something failed; the window stays usable.
    virtual void showError(const QString& title, const QString& text) = 0;
    /// A dat to open, or empty when cancelled.
    virtual QString askOpenFile(const QString& directory) = 0;

    enum class ReplaceAnswer {
        Replace,       ///< this time
        ReplaceAlways, ///< this time and for the later saves of the same edit, without asking
        Keep,          ///< leave the file as it is
    };
    /// The external editor saved an edit of `file`, a local sound an applied override file
    /// plays: write it over that file? (Undo cannot take a replaced file back.)
    virtual ReplaceAnswer askReplaceLocalFile(const QString& file) = 0;
};

/// UserPrompts as message boxes and file dialogs parented to a window.
class DialogPrompts final : public UserPrompts {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DialogPrompts)

public:
    explicit DialogPrompts(QWidget* parent)
        : m_parent(parent) {}
    CloseAnswer askCloseWithChanges(const QString& documentName, bool canSave) override;
    bool askRecoverJournal(const QString& documentName) override;
    bool askReopenChangedDat(const QString& documentName, bool shortened) override;
    void showError(const QString& title, const QString& text) override;
    QString askOpenFile(const QString& directory) override;
    ReplaceAnswer askReplaceLocalFile(const QString& file) override;

private:
    QWidget* m_parent;
};

} // namespace soundstage
