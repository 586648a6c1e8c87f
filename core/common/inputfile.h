#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <memory>

namespace soundstage {

/// The one door through which Soundstage opens a file a user named: dats, WAV/Ogg/MP3 files,
/// override files and the sounds they name, record files given to `patch`, journals, diff
/// operands. The CLI and the editor both come through here, so a FIFO, a directory or a device
/// is refused the same way everywhere, before anything blocks or allocates.
///
/// open() never blocks: the file is opened with O_NONBLOCK (a FIFO with no writer opens at
/// once), classified with fstat on the descriptor itself (no race with a rename), and only a
/// regular file gets O_NONBLOCK cleared and is handed on. Anything else fails with
/// ErrorCode::Unsupported and a message saying what the path is ("a FIFO (named pipe)",
/// "a directory", "a character device", ...). A regular file larger than `maxBytes` fails with
/// ErrorCode::Unsupported before a byte is read: each caller passes the largest size its format
/// can need (the constants below), so a 4 GiB sparse file or a disk image named by mistake is
/// refused instead of read.
///
/// Every error carries the path (Error::file). Thread-safe: no shared state.
class InputFile final {
public:
    /// Largest dat: the format addresses blocks with 32-bit offsets (2 GiB).
    static constexpr qint64 MaxDatBytes = (qint64{1} << 31);
    /// Largest record read from its own file (`patch --set-bin`): the largest record a dat may
    /// inflate to (DatFile refuses more), 64 MiB.
    static constexpr qint64 MaxRecordBytes = 64ll * 1024 * 1024;
    /// Largest record JSON (`patch --set`): a wave's bytes as base64 plus the fields around them.
    static constexpr qint64 MaxRecordJsonBytes = MaxRecordBytes / 3 * 4 + 1024 * 1024;
    /// Largest audio file (WAV, Ogg, MP3) read into memory, 256 MiB (25 minutes of 44.1 kHz
    /// stereo 16-bit; a header claiming more than the file holds is caught by the parsers).
    static constexpr qint64 MaxAudioBytes = 256ll * 1024 * 1024;
    /// Largest override file: a million-line file is about 33 MB, so this is twice that.
    static constexpr qint64 MaxOverrideBytes = 64ll * 1024 * 1024;
    /// Largest small JSON document written by the program itself (QA runs).
    static constexpr qint64 MaxSmallJsonBytes = 64ll * 1024 * 1024;

    InputFile(InputFile&&) noexcept = default;
    InputFile& operator=(InputFile&&) noexcept = default;
    Q_DISABLE_COPY(InputFile)
    ~InputFile() = default;

    /// Opens `path` read-only; see the class comment for what is refused. `maxBytes` <= 0 means
    /// no size limit (only for callers that map or stream, never read whole).
    [[nodiscard]] static Result<InputFile> open(const QString& path, qint64 maxBytes);

    /// open() then reads the whole file (a missing or unreadable file is ErrorCode::Io); a read
    /// error or a file that changes size while read fails with ErrorCode::Io.
    [[nodiscard]] static Result<QByteArray> readAll(const QString& path, qint64 maxBytes);

    /// Reads the whole file from where the file is positioned (the start, after open()): as
    /// readAll() does.
    [[nodiscard]] Result<QByteArray> read() const;

    /// Without opening: fails with NotFound when `path` does not exist and Unsupported when
    /// it is not a regular file (following symlinks); otherwise the file's size in bytes. For
    /// checks that report on many files without reading them (override sounds).
    [[nodiscard]] static Result<qint64> inspect(const QString& path);

    /// The opened file (read-only, blocking reads, positioned at 0); valid while this lives.
    [[nodiscard]] QFile& file() const { return *m_file; }
    /// Size in bytes at open time.
    [[nodiscard]] qint64 size() const { return m_size; }
    [[nodiscard]] const QString& path() const { return m_path; }

private:
    InputFile() = default;
    std::unique_ptr<QFile> m_file;
    QString m_path;
    qint64 m_size = 0;
};

} // namespace soundstage
