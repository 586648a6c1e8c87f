#pragma once

#include <QtGlobal>

namespace soundstage {

/// One B-tree entry (BTEntry, 24 bytes): where a record lives and its metadata.
struct DatEntry {
    static constexpr qint64 Size = 24;

    quint32 flags = 0x00020000; ///< bit 0 compressed, bits 16–31 version (kept on rewrite)
    quint32 id = 0;
    quint32 offset = 0; ///< first block of the record
    quint32 size = 0;   ///< bytes as stored (compressed size incl. prefix if compressed)
    qint32 date = 0;    ///< Unix time, seconds
    qint32 iteration = 0;

    [[nodiscard]] bool compressed() const { return (flags & 1u) != 0; }
    [[nodiscard]] quint16 version() const { return static_cast<quint16>(flags >> 16); }

    friend bool operator==(const DatEntry&, const DatEntry&) = default;
};

} // namespace soundstage
