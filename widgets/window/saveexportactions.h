#pragma once

#include "core/common/error.h"
#include "core/dat/datpatcher.h"
#include "widgets/window/fileactions.h"

#include <QObject>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>

class QAction;
class QMenu;

namespace soundstage {

class BackgroundTask;
class DocumentSession;
class UserPrompts;
struct DocumentLocation;

/// The File menu's writing side: Save / Save As (a patched copy of the dat through
/// DocumentSaver / DatPatcher), Export (the current table as JSON or as its binary record, the
/// current wave as WAV, the edits as an override file), Apply / Clear Override File (a
/// read-only preview kept in DocumentSession::appliedOverride()) and Import Sound as New Wave.
///
/// Saving never writes over the opened dat unless the user picked that very file: Save writes
/// to the file the user last chose with Save As in this session (and the document then is that
/// file), otherwise it asks like Save As. Writing over the opened dat goes through a temporary
/// file beside it renamed over it (atomic). Errors go to the prompts and errorReported().
///
/// Saves run in the background (saveTask(), with progress and Cancel; a cancelled save writes
/// nothing): the edits are taken from the document when the save starts (DocumentSaver::prepare)
/// and the document stays editable. When the save is written and the document did not change
/// meanwhile, the document is marked saved (clean, journal removed) and the saved dat is reopened
/// as the document in the background, so new waves become ordinary waves and later saves patch
/// the saved file; saveFinished() comes after that reopening. Edits made while it was saving are
/// not in the file and keep the document modified (the status bar says so).
class SaveExportActions final : public QObject {
    Q_OBJECT

public:
    /// What a file is chosen for (the default chooser picks the dialog and filter from it).
    enum class Purpose {
        SaveDat,
        ExportTableJson,
        ExportTableBinary,
        ExportWave,
        ExportOverride,
        ApplyOverride,
        ImportSound,
    };
    /// Returns the chosen path, or empty when cancelled. `suggested` is a full path.
    using FileChooser = std::function<QString(Purpose purpose, const QString& suggested)>;

    SaveExportActions(DocumentSession* session, FileActions* files, UserPrompts* prompts,
                      QObject* parent = nullptr);

    /// Adds the actions to a File menu (after Open…): Save, Save As, Export ▸, Apply / Clear
    /// Override File, Import Sound as New Wave.
    void addTo(QMenu* fileMenu);

    /// Tests and scripted runs answer file dialogs here; the default shows QFileDialog.
    void setFileChooser(FileChooser chooser) { m_chooser = std::move(chooser); }

    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }
    QAction* exportTableJsonAction() const { return m_exportTableJson; }
    QAction* exportTableBinaryAction() const { return m_exportTableBinary; }
    QAction* exportWaveAction() const { return m_exportWave; }
    QAction* exportOverrideAction() const { return m_exportOverride; }
    QAction* applyOverrideAction() const { return m_applyOverride; }
    QAction* clearOverrideAction() const { return m_clearOverride; }
    QAction* importWaveAction() const { return m_importWave; }

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

    // The other operations run at once; each returns false (after reporting) on failure.
    bool exportTableJson(const QString& path);
    bool exportTableBinary(const QString& path);
    bool exportWave(const QString& path);
    bool exportOverride(const QString& path);
    bool applyOverride(const QString& path);
    void clearOverride();
    /// Imports an audio file (WAV, Ogg Vorbis, MP3) as a new pending wave; its id or nothing.
    std::optional<quint32> importWave(const QString& path);

    /// The table and wave that exports act on: the last ones navigated to (or the first table).
    [[nodiscard]] quint32 currentTable() const;
    [[nodiscard]] quint32 currentWave() const;

signals:
    void errorReported(const soundstage::Error& error);
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
    void onNavigate(const DocumentLocation& location);
    void updateActions();
    bool report(const Error& error, const QString& title);
    bool writeFile(const QString& path, const QByteArray& bytes, const QString& title);
    QString choose(Purpose purpose, const QString& suggested);
    QString suggestion(const QString& fileName) const;

    DocumentSession* m_session;
    FileActions* m_files;
    UserPrompts* m_prompts;
    FileChooser m_chooser;
    QSet<QString> m_chosenTargets; ///< canonical paths the user picked with Save As
    std::optional<PendingSave> m_pending;
    quint32 m_table = 0;
    quint32 m_wave = 0;
    QAction* m_save;
    QAction* m_saveAs;
    QAction* m_exportTableJson;
    QAction* m_exportTableBinary;
    QAction* m_exportWave;
    QAction* m_exportOverride;
    QAction* m_applyOverride;
    QAction* m_clearOverride;
    QAction* m_importWave;
    BackgroundTask* m_saveTask;
};

} // namespace soundstage
