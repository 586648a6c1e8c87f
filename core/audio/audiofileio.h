#pragma once

#include "core/common/error.h"
#include "core/common/inputfile.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace soundstage {

/// Whole-file reads and atomic writes for the audio file formats (WAV, Ogg, MP3).
class AudioFileIo final {
public:
    AudioFileIo() = delete;

    /// Largest audio file read into memory (256 MiB); bigger files fail with
    /// ErrorCode::Unsupported.
    static constexpr qint64 MaxFileBytes = InputFile::MaxAudioBytes;

    /// The file's bytes, read through InputFile (a FIFO, directory or device is refused with
    /// ErrorCode::Unsupported). Errors (ErrorCode::Io, ::Unsupported, ...) carry the path.
    [[nodiscard]] static Result<QByteArray> read(const QString& path);

    /// Writes through AtomicFile: the target is replaced only once every byte is on disk, so a
    /// failure never leaves a half-written file. Errors (ErrorCode::Io) carry the path.
    [[nodiscard]] static Result<void> writeAtomic(const QString& path, QByteArrayView bytes);
};

} // namespace soundstage
