#pragma once

#include <QByteArray>

#include <cstddef>

namespace soundstage {

/// A file mapped into memory that another program shortens while it is read makes the next
/// read past its new end raise SIGBUS, which would end the process with "Bus error" and no
/// word of which file. Each mapping of a file a user named (MappedInput, DatFile) registers its
/// range here for as long as it lives; a program that maps input calls
/// exitOnTruncatedInput() once at start (the CLI does), and such a read then ends the process
/// with a message naming the file ("soundstage-cli: PATH: the file was shortened by another
/// program while it was read") and exit status 2, the status of bad input. A bus error at an
/// address no mapping registered is left to the system, as before.
///
/// A program that must not end then (the editor, holding the user's work) calls
/// readZerosOnTruncatedInput() instead: the rest of the shortened mapping is replaced by pages
/// of zeros, the read goes on and reads zeros (which every reader checks as it checks any
/// malformed input), the guard says so (wasShortened()), and shortenedNotifier() becomes
/// readable, so the program can tell the user and refuse to write from the file.
///
/// Up to `Capacity` mappings at once are named (a program maps a dat or two and an override
/// file); more are still mapped, just not named. Thread-safe.
class TruncationGuard final {
public:
    static constexpr int Capacity = 16;

    /// Registers `length` bytes mapped at `begin` from the file at `nativePath` (its
    /// QFile::encodeName form, for the message) until this is destroyed.
    TruncationGuard(const void* begin, std::size_t length, QByteArray nativePath);
    ~TruncationGuard();
    TruncationGuard(const TruncationGuard&) = delete;
    TruncationGuard& operator=(const TruncationGuard&) = delete;
    TruncationGuard(TruncationGuard&&) = delete;
    TruncationGuard& operator=(TruncationGuard&&) = delete;

    /// Installs the SIGBUS handler described above; `program` starts the message
    /// (a string literal: the handler reads it when the signal arrives).
    static void exitOnTruncatedInput(const char* program);
    /// Installs the SIGBUS handler that reads zeros where a registered file was shortened
    /// (above); `program` starts the message when even that fails (no memory for the pages).
    static void readZerosOnTruncatedInput(const char* program);
    /// A descriptor that becomes readable (a byte each time) when readZerosOnTruncatedInput()'s
    /// handler found a file shortened; read the bytes to clear it. -1 before that handler is
    /// installed.
    [[nodiscard]] static int shortenedNotifier();
    /// Reads what waits on shortenedNotifier() (clearing it) and says how many bytes that was:
    /// how many times the handler found a file shortened since the last call. 0 before
    /// readZerosOnTruncatedInput().
    static int takeShortenedNotifications();
    /// Whether a read past this file's new end found it shortened (readZerosOnTruncatedInput()).
    [[nodiscard]] bool wasShortened() const;

private:
    QByteArray m_nativePath; ///< kept alive while registered: the handler reads its bytes
    int m_slot = -1;         ///< where it is registered, or -1 when all slots were taken
};

} // namespace soundstage
