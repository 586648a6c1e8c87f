#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/common/error.h"

#include <QDateTime>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>
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
/// A local file: when the selection plays a local sound of the applied override file (a
/// variant standing for one, or a wave a `wave` line replaces with one file:
/// DocumentSession::localFileAt()), that file is what the editor gets, as a WAV (a WAV as it
/// is, an Ogg or MP3 decoded to 16-bit PCM). A save that reads is written over the local file
/// only when the user says so (UserPrompts::askReplaceLocalFile(): this time, or at every later
/// save of this edit), in the file's own format — a WAV as the editor saved it (or as 16-bit
/// PCM), an Ogg re-encoded with libvorbisenc unless the editor saved Ogg; Soundstage writes no
/// MP3, so an MP3 stays and the message says how to go on — atomically (AtomicFile), and the
/// override file is applied again so every view and what plays follow (localFileReplaced()).
/// Undo cannot bring the old file back, which the question says.
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
    /// The same for a local sound file an applied override plays (absolute path).
    bool editLocalFile(const QString& file);
    /// What the action edits now: the local file the selection plays, else ExportActions'
    /// current wave (0 and empty: nothing).
    [[nodiscard]] QString currentLocalFile() const;

    /// The file an edit of `wave` (the wave it started from) is watched in; empty when none.
    [[nodiscard]] QString fileOf(quint32 wave) const;
    /// The file an edit of the local file `file` is watched in; empty when none.
    [[nodiscard]] QString fileOfLocal(const QString& file) const;

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

signals:
    /// A save of the external editor was written over `file`, a local sound of the applied
    /// override (the window applies the override file again).
    void localFileReplaced(const QString& file);

private:
    struct Watched {
        quint32 original = 0; ///< the wave the edit started from (0 for a local file)
        quint32 current = 0;  ///< the wave the last read-back made (0: none yet)
        QString local;        ///< the local file the edit started from (empty for a wave)
        bool replaceWithoutAsking = false; ///< the user said so for every later save
        QDateTime modified;                ///< the file as last written or read
        qint64 size = -1;
    };

    [[nodiscard]] Result<void> writeWaveFile(quint32 wave, const QString& path) const;
    /// The local file `file` as the WAV the editor gets.
    [[nodiscard]] static Result<void> writeLocalCopy(const QString& file, const QString& path);
    /// The editor's save (its bytes `saved`, decoded `pcm`) written over `target` in
    /// `target`'s format.
    [[nodiscard]] static Result<void> replaceLocal(const QByteArray& saved, const PcmBuffer& pcm,
                                                   const QString& target);
    /// The editor on `watchedPath` when the edit is watched already, else on a new temporary
    /// `fileName` that `write` fills, watched for `watched`; `status` (with %1 left for the
    /// file) goes to the status bar. False after reporting a failure.
    [[nodiscard]] bool startEdit(const QString& watchedPath, const QString& fileName,
                                 const std::function<Result<void>(const QString&)>& write,
                                 const Watched& watched, const QString& status);
    /// Watches `path` (written already) for `watched`.
    void watch(const QString& path, const Watched& watched);
    [[nodiscard]] bool startEditor(const QString& path);
    /// Whether `path` changed since it was last read (and notes it as read).
    [[nodiscard]] bool takeChange(const QString& path, Watched& watched);
    void readBack(const QString& path, Watched& watched);
    void readBackLocal(const QString& path);
    void updateEnabled();
    void forgetAll();

    FileMenuContext* m_context;
    DocumentSession* m_session;
    ExportActions* m_exports;
    QAction* m_edit;
    QTemporaryDir m_dir;
    QFileSystemWatcher m_watcher;
    QTimer m_settle;
    std::map<QString, Watched> m_files;
    bool m_asking = false; ///< a replace question is open (its event loop runs)
};

} // namespace soundstage
