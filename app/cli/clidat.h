#pragma once

#include "app/cli/clicommand.h"
#include "core/dat/datfile.h"

#include <QByteArray>

#include <memory>
#include <optional>

namespace soundstage::cli {

/// Opens the dat named by positional argument 0 ("DAT"); on failure reports it and sets
/// `status` (ExitUsage when the argument is missing, ExitFindings when the file is bad).
[[nodiscard]] std::unique_ptr<DatFile>
openDatArgument(const QCommandLineParser& parser, const QString& command, CliIo& io, int& status);

/// Parses positional argument `index` as an id ("0x20000001" or decimal); reports a usage error
/// and sets `status` when it is missing or malformed.
[[nodiscard]] std::optional<quint32> idArgument(const QCommandLineParser& parser, int index,
                                                const QString& command, CliIo& io, int& status);

/// Reads a record by id with decode errors mapped to file offsets; NotFound names the id.
[[nodiscard]] Result<QByteArray> readRecord(const DatFile& dat, quint32 id);

/// Maps a decode error at a record offset to the file offset and file name, for messages.
[[nodiscard]] Error locateRecordError(const DatFile& dat, quint32 id, Error error);

/// Writes `bytes` atomically (written aside, flushed, renamed); errors name the path.
[[nodiscard]] Result<void> writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace soundstage::cli
