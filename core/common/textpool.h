#pragma once

#include "core/common/prepaidreferences.h"

#include <QString>

#include <string_view>

namespace soundstage {

/// Many short QStrings carved out of a few shared blocks instead of one allocation each
/// (issue 18: the file names, comments and event names of a 100,000-line override file are
/// about 80,000 strings, and allocating and freeing them was an eighth of parsing it).
///
/// Each string the pool makes is an ordinary QString whose data is a slice of a block it shares
/// with the block's other strings (Qt 6 strings are a shared header, a data pointer and a size,
/// so a string need not start its buffer). Every slice is followed by a `\0`, as QString's own
/// data is. Changing a string copies it out of the block first (copy-on-write, as for any
/// shared QString), so the strings are independent values. A block is freed with the last
/// string that uses it: a kept string keeps at most one block alive (blockUnits), not the pool.
///
/// Not thread-safe; one per parse. The strings it made may go anywhere, threads included.
class TextPool final {
public:
    TextPool() = default;
    Q_DISABLE_COPY_MOVE(TextPool)

    /// UTF-16 code units per block; a longer string gets an allocation of its own.
    static constexpr qsizetype blockUnits = 16384;
    static constexpr qsizetype maxPooledUnits = 1024;

    /// `ascii` (bytes < 0x80 only) as a QString.
    [[nodiscard]] QString fromAscii(std::string_view ascii);
    /// `utf8`, valid UTF-8, as a QString; a leading byte-order mark is kept as U+FEFF (the
    /// character it is inside a file; QString::fromUtf8 would drop it).
    [[nodiscard]] QString fromValidUtf8(std::string_view utf8);

    /// Valid UTF-8 as UTF-16 at `out` (room for one code unit per byte); the count written.
    static qsizetype decodeValidUtf8(std::string_view utf8, char16_t* out);

private:
    /// Room for `units` code units and the `\0` after them, or nullptr when a string that long
    /// is not pooled.
    char16_t* reserve(qsizetype units);
    /// The `units` code units just written at the start of the free room, as a slice.
    QString take(qsizetype units);

    QString m_block;            ///< the current block (its size is its whole room)
    char16_t* m_free = nullptr; ///< the block's first unused code unit
    qsizetype m_room = 0;       ///< unused code units left after m_free
    /// The strings' references to the block (after m_block: they go first).
    PrepaidReferences m_references;
};

} // namespace soundstage
