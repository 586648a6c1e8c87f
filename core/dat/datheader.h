#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>

namespace soundstage {

/// The 400-byte dat file header (DiskHeaderBlock_t); the file information sits at 0x140.
struct DatHeader {
    static constexpr qint64 Size = 0x190;
    static constexpr qint64 InfoOffset = 0x140;
    static constexpr qint64 LegacyInfoOffset = 0x12C; ///< pre-2013 layout, recognised and refused
    static constexpr quint32 Magic = 0x5442;
    /// Where the client puts the first block, whatever the block size; blocks lie on a grid
    /// anchored here (earlier grid offsets clear of the header are accepted when reading).
    static constexpr qint64 DataStart = 1024;
    static constexpr quint32 MinBlockSize = 64;
    static constexpr quint32 MaxBlockSize = 65536;
    /// Every free block's link carries this bit; `link & ~FreeBit` is the next free block.
    static constexpr quint32 FreeBit = 0x80000000u;

    QByteArray versionText = QByteArray(256, '\0'); ///< 0x000, kept verbatim
    QByteArray transaction = QByteArray(64, '\0');  ///< 0x100, kept verbatim
    quint32 magic = Magic;
    quint32 blockSize = 1024; ///< bytes per block including the 4-byte link
    quint32 fileSize = 0;
    quint32 dataSet = 1; ///< 1 portal, 2 cell, 3 local
    quint32 dataSubset = 0;
    quint32 freeHead = 0;
    quint32 freeTail = 0;
    quint32 freeCount = 0;
    quint32 treeRoot = 0;
    quint32 youngLru = 0;
    quint32 oldLru = 0;
    quint32 useLru = 0;
    quint32 masterMapId = 0;
    quint32 enginePackVersion = 110;
    quint32 gamePackVersion = 0;
    QByteArray versionGuid = QByteArray(16, '\0');
    quint32 versionMinor = 0;

    /// Parses and sanity-checks the header of a file of `fileLength` bytes. Errors carry the
    /// absolute offset of the offending field (no file name; DatFile adds it):
    /// - Truncated: fewer than 400 bytes (offset = where the bytes end), or the declared
    ///   fileSize is larger than the file (offset 0x148). A declared size *smaller* than the
    ///   file is tolerated (the client only uses it to know where to grow the file);
    /// - LegacyFormat: magic 0x5442 at 0x12C instead of 0x140 (pre-2013 layout), offset 0x12C;
    /// - BadMagic (0x140); BadHeader for a block size that is not a multiple of 4 in
    ///   [MinBlockSize, MaxBlockSize] or does not fit the file (0x144), a free count above what
    ///   the file holds (0x15C), free blocks declared without a head/tail;
    /// - OutOfBounds: tree root (0x160), free head (0x154) or tail (0x158) outside the file or
    ///   off the block grid. A root of 0 means an empty tree.
    [[nodiscard]] static Result<DatHeader> decode(QByteArrayView bytes, qint64 fileLength);
    /// Exactly 400 bytes (short byte-array fields are zero-padded, long ones cut).
    [[nodiscard]] QByteArray encode() const;

    /// The earliest block offset on the grid (1024 − k·blockSize, ≥ 400).
    [[nodiscard]] static qint64 firstBlockOffset(quint32 blockSize);
    /// True when `offset` is a block start: on the grid anchored at DataStart, clear of the header.
    [[nodiscard]] bool onBlockGrid(qint64 offset) const;
    /// How many whole blocks a file of `fileLength` bytes can hold.
    [[nodiscard]] qint64 maxBlocks(qint64 fileLength) const;
};

} // namespace soundstage
