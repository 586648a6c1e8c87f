#pragma once

#include "core/common/error.h"
#include "core/common/inputfile.h"
#include "core/common/truncationguard.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

namespace soundstage {

/// A file's bytes read without copying them: opened through InputFile (so a FIFO, a device or a
/// file larger than `maxBytes` is refused as everywhere else) and mapped read-only. Reading a
/// 6 MB override file into fresh memory touches 1,500 new pages, each a page fault; the mapping
/// shares the pages the system already holds for the file (issue 18: that copy was a quarter of
/// `override check`). Where the file system cannot map, the file is read whole instead: the
/// bytes are the same either way.
///
/// The bytes stay valid while this lives. If another program shortens the file meanwhile, a
/// read past its new end raises SIGBUS: TruncationGuard names the file then, in programs that
/// install it. Movable, not copyable.
class MappedInput final {
public:
    [[nodiscard]] static Result<MappedInput> open(const QString& path, qint64 maxBytes);

    /// The file's bytes (as large as the file was when opened), sharing the mapping: no copy.
    /// Valid while this lives; copying the array copies the bytes.
    [[nodiscard]] QByteArray bytes() const { return m_bytes; }
    /// Whether the bytes are the mapping itself (false: they were read, or the file is empty).
    [[nodiscard]] bool isMapped() const { return m_guard != nullptr; }

private:
    explicit MappedInput(InputFile input)
        : m_input(std::move(input)) {}

    InputFile m_input; ///< owns the mapping (unmapped when its QFile closes)
    QByteArray m_bytes;
    std::unique_ptr<TruncationGuard> m_guard;
};

} // namespace soundstage
