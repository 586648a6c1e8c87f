#pragma once

#include "core/common/error.h"
#include "core/dat/datpatcher.h"
#include "widgets/window/fileactions.h"

#include <QObject>
#include <QSet>
#include <QString>

#include <optional>

class QAction;
class QMenu;

namespace soundstage {

class BackgroundTask;
class DocumentSession;
class FileMenuContext;

/// File ▸ Save and Save As: a patched copy of the dat through DocumentSaver / DatPatcher.
///
/// Saving never writes over the opened dat unless the user picked that very file: Save writes
/// to the file the user last chose with Save As in this session (and the document then is that
/// file), otherwise it asks like Save As. Writing over the opened dat goes through a temporary
/// file beside it renamed over it (atomic). Errors go through the FileMenuContext (prompts,
/// status bar, issue log).
///
/// Saves run in the background (saveTask(), with progress and Cancel; a cancelled save writes
/// nothing): the edits are taken from the document when the save starts (DocumentSaver::prepare)
/// and the document stays editable. When the save is written and the document did not change
/// meanwhile, the document is marked saved (clean, journal removed) and the saved dat is reopened
/// as the document in the background, so new waves become ordinary waves and later saves patch
/// the saved file; saveFinished() comes after that reopening. Edits made while it was saving are
/// not in the file and keep the document modified (the status bar says so).
/// GUI thread only; `context` and `files` must outlive it.
class SaveActions final : public QObject {
    Q_OBJECT

public:
    SaveActions(FileMenuContext* context, FileActions* files, QObject* parent = nullptr);

    /// Adds Save and Save As to a File menu.
    void addTo(QMenu* fileMenu);

    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }

    /// Save and Save As: start a background save (asking where when needed). False when none
    /// started: no document, the chooser was cancelled, a save is under way, or the edits
    /// could not be prepared (reported).
    bool save();
    bool saveAs();
    /// Starts saving the document's edits into `path` in the background (the opened dat itself
    /// only atomically); false as for save().
    bool startSave(const QString& path);
    /// startSave() and wait for saveFinished(): the event loop runs meanwhile, so the window
    /// stays live. True when the file was written.
    bool saveTo(const QString& path);
    /// save() waiting like saveTo(): the close question's "Save".
    bool saveAndWait();
    /// The background save, for a ProgressIndicator.
    [[nodiscard]] BackgroundTask* saveTask() const { return m_saveTask; }
    /// A save is writing or its saved dat is being reopened.
    [[nodiscard]] bool isSaving() const;

signals:
    /// A save started by startSave() ended: `saved` when the file was written (also when the
    /// reopening after it failed), false when it failed or was cancelled.
    void saveFinished(bool saved, const QString& path);

private:
    /// The save under way.
    struct PendingSave {
        QString target;
        quint64 revision = 0;
        bool documentReplaced = false; ///< another document was opened meanwhile
        bool reopening = false;        ///< written; the saved dat is being reopened
    };
    QString saveTarget(bool askAlways);
    void onSaveWritten(Result<DatPatcher::Summary> written);
    void onReopened(FileActions::OpenOutcome outcome, const QString& path);
    void finishSave(bool saved, const QString& status);
    void updateActions();

    FileMenuContext* m_context;
    DocumentSession* m_session;
    FileActions* m_files;
    QSet<QString> m_chosenTargets; ///< canonical paths the user picked with Save As
    std::optional<PendingSave> m_pending;
    QAction* m_save;
    QAction* m_saveAs;
    BackgroundTask* m_saveTask;
};

} // namespace soundstage
