#pragma once

#include "core/common/error.h"
#include "core/dat/datheader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <deque>
#include <vector>

namespace soundstage {

/// The retail client's free-list block allocator (CLBlockAllocator), over a dat being written
/// in place. DatPatcher uses it on the temporary copy it patches; it knows nothing of records
/// or the B-tree, only blocks, their links and the end of the file.
///
/// - allocate(): blocks from the head of the free list, following the free list's order (free
///   blocks need not be contiguous). When fewer than `count + spareBlocks` are free, the file
///   grows first (ExpandFile): zero-filled blocks, each tagged `next | FreeBit` (the last
///   `FreeBit`), appended in whole `growthStep`s at the end of the last whole block on the grid,
///   the old tail linked to the first of them.
/// - release(): a chain given back (DeleteBlocks): every block re-tagged `next | FreeBit`, the
///   last `FreeBit`, appended after the free-list tail (the old tail linked to it).
/// - writeChain(): a record's bytes along a chain, `blockSize - 4` bytes of payload per block
///   after its link (the next block, 0 for the last), the last block's rest zeroed.
///
/// The free list given to the constructor is taken as it is (DatFile::freeBlocks() checked it);
/// the allocator trusts it and its own bookkeeping, and keeps header free head, tail, count and
/// file size (freeHead(), freeTail(), freeCount(), fileEnd()) for the caller to write.
///
/// Units: offsets and sizes in bytes, counts in blocks. Errors come back as values: a write or
/// resize of the Storage fails (its error, unchanged), or growing would take the file past what
/// a dat can address (ErrorCode::Unsupported, at `path`); after a failed call the allocator's
/// state is unspecified and the output is to be thrown away (DatPatcher removes it).
/// Not thread-safe; one allocator per output.
class BlockAllocator final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::BlockAllocator)

public:
    /// Where the blocks are written: the output file (DatPatcher), a buffer in tests.
    class Storage {
    public:
        Storage() = default;
        virtual ~Storage() = default;
        Q_DISABLE_COPY_MOVE(Storage)
        /// Writes `count` bytes at `offset`, inside the length the last resize() set.
        [[nodiscard]] virtual Result<void> write(const char* bytes, qint64 count,
                                                 qint64 offset) = 0;
        /// Makes the file `length` bytes long (zero-filled when it grows).
        [[nodiscard]] virtual Result<void> resize(qint64 length) = 0;
    };

    struct Options {
        /// Growth happens in whole steps of this many bytes (the client's 1 MiB).
        qint64 growthStep = 1024 * 1024;
        /// Blocks kept free beyond what an allocation takes (DiskController::CheckRoom).
        qint64 spareBlocks = 51;
        /// The file never grows past this (dats address blocks with 31 bits).
        qint64 maxFileEnd = 0x7FFFFFFF;
        /// Named in errors.
        QString path;
    };

    /// `header`: the dat's block size, file size and free-list tail; `length`: the bytes the
    /// file holds now; `freeBlocks`: its free list, head first. Growth starts at the end of the
    /// last whole block on the grid at or after max(length, header.fileSize) (bytes past
    /// fileSize may still hold readable records, so they are never reused).
    BlockAllocator(Storage& storage, const DatHeader& header, qint64 length,
                   const std::vector<quint32>& freeBlocks, Options options);

    /// Where growth starts for a file of `length` bytes with header `header` (see above).
    [[nodiscard]] static qint64 growthStart(const DatHeader& header, qint64 length);

    /// Blocks needed for `bytes` bytes of payload (0 for none).
    [[nodiscard]] qint64 blocksFor(qint64 bytes) const;

    /// Takes `count` blocks (0 is allowed: nothing taken, though the margin is still made).
    [[nodiscard]] Result<std::vector<quint32>> allocate(qint64 count);
    /// Grows the file until `count` blocks and the spare margin are free.
    [[nodiscard]] Result<void> ensureFree(qint64 count);
    /// Gives a chain back; an empty one is nothing to do.
    [[nodiscard]] Result<void> release(const std::vector<quint32>& blocks);
    /// Writes `bytes` along `blocks` (as many as blocksFor(bytes.size())).
    [[nodiscard]] Result<void> writeChain(const std::vector<quint32>& blocks,
                                          const QByteArray& bytes);

    [[nodiscard]] qint64 freeCount() const { return static_cast<qint64>(m_free.size()); }
    /// 0 when nothing is free.
    [[nodiscard]] quint32 freeHead() const { return m_free.empty() ? 0 : m_free.front(); }
    [[nodiscard]] quint32 freeTail() const { return m_free.empty() ? 0 : m_freeTail; }
    /// The end of the last block (the header's file size after a patch).
    [[nodiscard]] qint64 fileEnd() const { return m_fileEnd; }

private:
    [[nodiscard]] Result<void> writeLink(quint32 block, quint32 value);
    /// Appends `blocks` (already tagged free and linked among themselves) after the tail.
    [[nodiscard]] Result<void> append(const std::vector<quint32>& blocks);

    Storage& m_storage;
    Options m_options;
    qint64 m_blockSize;
    std::deque<quint32> m_free;
    quint32 m_freeTail;
    qint64 m_fileEnd;
};

} // namespace soundstage
