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

private:
    QByteArray m_nativePath; ///< kept alive while registered: the handler reads its bytes
    int m_slot = -1;         ///< where it is registered, or -1 when all slots were taken
};

} // namespace soundstage
