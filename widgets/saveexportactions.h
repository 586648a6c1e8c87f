#pragma once

#include "core/common/error.h"

#include <QObject>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>

class QAction;
class QMenu;

namespace soundstage {

class DocumentSession;
class FileActions;
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
/// file beside it renamed over it (atomic). After a save the document is marked saved (clean,
/// journal removed) and the saved dat is reopened as the document, so new waves become ordinary
/// waves and later saves patch the saved file. Errors go to the prompts and errorReported().
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

    // The same operations without dialogs; each returns false (after reporting) on failure.
    bool save();
    bool saveAs();
    /// Writes the document's edits into `path` (the opened dat itself only atomically).
    bool saveTo(const QString& path);
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

private:
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
};

} // namespace soundstage
