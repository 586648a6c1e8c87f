#pragma once

#include "core/common/error.h"

#include <QByteArrayView>
#include <QString>

#include <memory>

#include <sys/types.h>

namespace soundstage {

/// The one way Soundstage replaces a file (patched dats, exports, journals, formatted override
/// files, packs): the new bytes go to a file nobody can see, and only a complete, flushed file
/// is put in place, by one rename. A failed or killed run leaves nothing beside the target.
///
/// How: an unnamed file in the target's folder (O_TMPFILE), linked in by linkat() at commit;
/// where the filesystem lacks O_TMPFILE, a named temporary `.NAME.tmp-PID-XXXXXX`. The commit
/// links the unnamed file under such a name for the instant before the rename. A name of that
/// shape whose PID is no longer alive is debris of a killed run: create() removes those it
/// finds for the same target. Errors are ErrorCode::Io naming the target, with the system's
/// words for the real errno ("No space left on device", "Permission denied", ...).
///
/// Not thread-safe; one object per write. The destructor discards an uncommitted file.
class AtomicFile final {
public:
    Q_DISABLE_COPY_MOVE(AtomicFile)
    ~AtomicFile();

    /// Starts a replacement of `path`; `mode` is the permission of the new file (the umask
    /// applies).
    [[nodiscard]] static Result<std::unique_ptr<AtomicFile>> create(const QString& path,
                                                                    mode_t mode = 0666);

    /// create(), write(bytes), commit().
    [[nodiscard]] static Result<void> write(const QString& path, QByteArrayView bytes);

    /// The descriptor (read-write), for positional writes, ftruncate, copy_file_range.
    [[nodiscard]] int fd() const { return m_fd; }
    /// True when the file has no name until commit (O_TMPFILE worked).
    [[nodiscard]] bool unnamed() const { return m_tempPath.isEmpty(); }
    [[nodiscard]] const QString& path() const { return m_path; }

    /// Appends `bytes` at the current position.
    [[nodiscard]] Result<void> append(QByteArrayView bytes);

    /// Flushes the file, puts it in place of the target (replacing it), flushes the folder.
    [[nodiscard]] Result<void> commit();

    /// "No space left on device", "Permission denied": strerror of `code`.
    [[nodiscard]] static QString errnoText(int code);

    /// The prefix of the named temporaries of `path` (".NAME.tmp-"), for tests and cleanup.
    [[nodiscard]] static QString temporaryPrefix(const QString& path);
    /// A fresh name of that shape for this process (".NAME.tmp-PID-XXXXXXXX" beside `path`), for
    /// writers that must name their file (DocumentSaver's copy of the opened dat).
    [[nodiscard]] static QString temporaryName(const QString& path);
    /// Removes the named temporaries of `path` left by runs that are no longer alive (create()
    /// does this itself).
    static void removeAbandoned(const QString& path);

private:
    explicit AtomicFile(QString path)
        : m_path(std::move(path)) {}
    [[nodiscard]] std::unexpected<Error> ioError(const QString& what, int code) const;
    [[nodiscard]] Result<int> openNamed(mode_t mode, QString& name) const;

    QString m_path;
    QString m_tempPath; ///< empty for an unnamed file
    int m_fd = -1;
    bool m_committed = false;
};

} // namespace soundstage
