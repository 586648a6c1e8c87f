#pragma once

#include "core/common/error.h"

#include <QDateTime>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTimer>

#include <map>

class QAction;

namespace soundstage {

class DocumentSession;
class ExportActions;
class FileMenuContext;

/// Edit ▸ Edit Wave in External Editor: the current wave (ExportActions::currentWave(): the one
/// picked in the browser, or the selected variant's) is written to a temporary WAV, an audio
/// editor of the user's opens it, and every save of that file comes back as an edit of the
/// document: Document::replaceWaveWithNew(), a new pending wave that every variant naming the
/// wave names instead, one undo step per save. The source dat is never touched.
///
/// The file: a PCM or float wave as it is stored (its own width and rate), an MS-ADPCM or MP3
/// wave decoded to 16-bit PCM, which every editor reads. A save is read back with AudioImport
/// (WAV, Ogg, MP3 at the file's own rate and channels) once the file has been quiet for
/// SettleMs: editors write in pieces, and many save by renaming a new file over the old, so the
/// file and its folder are both watched. A save that does not read (half written, another
/// format) is reported in the status bar and the issue log (FileMenuContext::logError), and the
/// edit waits for the next
/// save. Successive saves chain: each replaces the wave the previous one made (or, once that
/// was undone, the original again).
///
/// The editor (Preferences::externalEditor): a command line whose `%f` is the file (or, without
/// `%f`, followed by it); empty means Audacity when it is installed, else the desktop's
/// application for WAV files. The watched files live until the document is replaced or the
/// editor quits. GUI thread only; `context` and `exports` must outlive it.
class ExternalEditActions final : public QObject {
    Q_OBJECT

public:
    /// Quiet time after the last change before a save is read back.
    static constexpr int SettleMs = 300;

    ExternalEditActions(FileMenuContext* context, ExportActions* exports,
                        QObject* parent = nullptr);

    QAction* editAction() const { return m_edit; }

    /// Writes `wave` to its file, starts the editor on it and watches it; false (after reporting)
    /// when the wave cannot be written or the editor cannot be started.
    bool edit(quint32 wave);

    /// The file an edit of `wave` (the wave it started from) is watched in; empty when none.
    [[nodiscard]] QString fileOf(quint32 wave) const;

    /// Reads back every watched file that changed since it was last read (what the settle timer
    /// does when it fires).
    void readBackChanged();

    /// How `preference` opens `file`: the program and its arguments. An empty program means
    /// the desktop's handler (QDesktopServices). `audacity` is what an empty preference finds on
    /// the PATH (empty when it is not installed).
    struct Command {
        QString program;
        QStringList arguments;
    };
    [[nodiscard]] static Command editorCommand(const QString& preference, const QString& file,
                                               const QString& audacity);

private:
    struct Watched {
        quint32 original = 0; ///< the wave the edit started from
        quint32 current = 0;  ///< the wave the last read-back made (0: none yet)
        QDateTime modified;   ///< the file as last written or read
        qint64 size = -1;
    };

    [[nodiscard]] Result<void> writeWaveFile(quint32 wave, const QString& path) const;
    [[nodiscard]] bool startEditor(const QString& path);
    void readBack(const QString& path, Watched& watched);
    void forgetAll();

    FileMenuContext* m_context;
    DocumentSession* m_session;
    ExportActions* m_exports;
    QAction* m_edit;
    QTemporaryDir m_dir;
    QFileSystemWatcher m_watcher;
    QTimer m_settle;
    std::map<QString, Watched> m_files;
};

} // namespace soundstage
