#pragma once

#include <QCoreApplication>
#include <QString>

#include <expected>

namespace soundstage {

/// What kind of failure an Error reports. Callers branch on this; users read the message.
enum class ErrorCode {
    Io,               ///< the file could not be opened, read, mapped or written
    Truncated,        ///< the bytes end before a structure does
    BadMagic,         ///< not a dat (or not a WAV, …): the signature is wrong
    LegacyFormat,     ///< a recognised but unsupported older layout
    BadHeader,        ///< a header field is out of its sane range
    OutOfBounds,      ///< an offset or length points outside the file
    ChainLoop,        ///< a block chain or tree revisits a block
    FreeBlockInChain, ///< a record's chain runs into a block tagged free
    BadTree,          ///< a B-tree node is malformed
    Decompress,       ///< a compressed record does not inflate to its declared size
    BadRecord,        ///< a record's bytes do not decode as its type
    NotFound,         ///< the id, sound type or file does not exist
    Unsupported,      ///< understood, but not something Soundstage can do (e.g. a codec)
    Usage,            ///< a caller or user asked for something malformed
    Parse,            ///< a text input (JSON, override file) does not parse
    Cancelled,        ///< the user stopped the work (ProgressSink::cancelled()); nothing changed
};

/// An expected failure, returned as a value (no exception crosses the core API).
///
/// `message` is translated and says what is wrong; `file`, `offset` (bytes) and `line`/`column`
/// (1-based) say where, whichever apply (-1 / 0 when not known).
struct Error {
    ErrorCode code = ErrorCode::Io;
    QString message;
    QString file;
    qint64 offset = -1;
    int line = 0;
    int column = 0;

    /// "FILE: at 0xOFFSET: message", "FILE:LINE:COL: message" or just the message.
    [[nodiscard]] QString toString() const;

    /// The same error with a file name attached (keeps an existing one).
    [[nodiscard]] Error inFile(const QString& path) const;
};

template <typename T> using Result = std::expected<T, Error>;

/// A failed result carrying an error, for `return fail(...)` in functions returning Result<T>.
[[nodiscard]] inline std::unexpected<Error> fail(ErrorCode code, QString message,
                                                 qint64 offset = -1, QString file = {}) {
    return std::unexpected<Error>(Error{code, std::move(message), std::move(file), offset});
}

[[nodiscard]] inline std::unexpected<Error> fail(Error error) {
    return std::unexpected<Error>(std::move(error));
}

} // namespace soundstage
