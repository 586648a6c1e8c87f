#pragma once

#include "app/cli/clicommand.h"
#include "core/dat/datfile.h"

#include <QByteArray>

#include <memory>
#include <optional>

namespace soundstage::cli {

/// Opens the dat named by positional argument 0 ("DAT") through DatFile::open (so a FIFO,
/// directory or device is refused without blocking). A missing argument is ErrorCode::Usage;
/// a bad file is the open error with the path attached. Pass the error to reportError().
[[nodiscard]] Result<std::unique_ptr<DatFile>> openDatArgument(const QCommandLineParser& parser);

/// Parses positional argument `index` as an id ("0x20000001" or decimal); ErrorCode::Usage when
/// it is missing or malformed.
[[nodiscard]] Result<quint32> idArgument(const QCommandLineParser& parser, int index);

/// The prologue of the commands that take "DAT ID": the opened dat and the parsed id.
struct DatAndId {
    std::unique_ptr<DatFile> dat;
    quint32 id = 0;
};

/// openDatArgument() then idArgument(parser, 1); the first failure.
[[nodiscard]] Result<DatAndId> openDatAndId(const QCommandLineParser& parser);

/// Reports an argument error the way its code asks: ErrorCode::Usage as a usage error of
/// `command` (ExitUsage), anything else as a finding (ExitFindings). Returns the exit status.
int reportError(CliIo& io, const QString& command, const Error& error);

/// Reads a record by id with decode errors mapped to file offsets; NotFound names the id.
[[nodiscard]] Result<QByteArray> readRecord(const DatFile& dat, quint32 id);

/// Maps a decode error at a record offset to the file offset and file name, for messages.
[[nodiscard]] Error locateRecordError(const DatFile& dat, quint32 id, Error error);

/// Writes `bytes` atomically through AtomicFile (nothing left beside the target on failure or
/// kill); errors name the path and the system's reason ("No space left on device").
[[nodiscard]] Result<void> writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace soundstage::cli
