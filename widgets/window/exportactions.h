#pragma once

#include "core/audio/audioimport.h"
#include "core/document/documentlocation.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QAction;
class QMenu;

namespace soundstage {

class DocumentSession;
class FileMenuContext;
class ImportWaveDialog;
struct DocumentLocation;

/// File ▸ Export (the current table as JSON or as its binary record, the current wave as WAV,
/// the edits as an override file) and File ▸ Import Sound as New Wave, the other direction of a
/// wave export (a pending wave the next save writes; after the file is chosen, ImportWaveDialog
/// shows its loudness and offers to normalise it). Each runs at once and returns false (after
/// reporting through the FileMenuContext) on failure.
/// GUI thread only; `context` must outlive it.
class ExportActions final : public QObject {
    Q_OBJECT

public:
    explicit ExportActions(FileMenuContext* context, QObject* parent = nullptr);

    /// Adds the Export ▸ submenu to a File menu.
    void addTo(QMenu* fileMenu);

    QAction* exportTableJsonAction() const { return m_exportTableJson; }
    QAction* exportTableBinaryAction() const { return m_exportTableBinary; }
    QAction* exportWaveAction() const { return m_exportWave; }
    QAction* exportOverrideAction() const { return m_exportOverride; }
    QAction* importWaveAction() const { return m_importWave; }

    bool exportTableJson(const QString& path);
    bool exportTableBinary(const QString& path);
    bool exportWave(const QString& path);
    bool exportOverride(const QString& path);
    /// Imports an audio file (WAV, Ogg Vorbis, MP3) as a new pending wave (one undo step), as
    /// `options` say (AudioImport::toWave: normalised when they ask); its id or nothing. The
    /// status line says what normalising did.
    std::optional<quint32> importWave(const QString& path,
                                      const AudioImport::Options& options = {});
    /// The same for a sound already decoded from `path` (the dialog's).
    std::optional<quint32> importDecoded(const QString& path, const PcmBufferPtr& pcm,
                                         const AudioImport::Options& options);
    /// The open Import Sound dialog (after the file was chosen), or null.
    [[nodiscard]] ImportWaveDialog* importDialog() const;

    /// The table and wave that exports act on: the last table selected (or the first one), and
    /// the wave selected in the browser or the one the selected variant names (as it is now, in
    /// the list the active override makes: 0 for a variant standing for a local file).
    [[nodiscard]] quint32 currentTable() const;
    [[nodiscard]] quint32 currentWave() const;

private:
    void onNavigate(const DocumentLocation& location);
    /// Decodes the chosen file and opens ImportWaveDialog on it (an undecodable one is reported).
    void askImport(const QString& path);
    void updateActions();

    FileMenuContext* m_context;
    DocumentSession* m_session;
    quint32 m_table = 0;
    /// A wave, or a variant (whose wave an edit may change): what currentWave() reads.
    DocumentLocation m_waveAt;
    QPointer<QObject> m_importDialog;
    QAction* m_exportTableJson;
    QAction* m_exportTableBinary;
    QAction* m_exportWave;
    QAction* m_exportOverride;
    QAction* m_importWave;
};

} // namespace soundstage
