#pragma once

#include "core/common/error.h"
#include "core/dat/btreenode.h"
#include "core/dat/datentry.h"
#include "core/dat/datheader.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace soundstage {

/// A dat file opened read-only, memory-mapped and lazy: open() reads the header only; records
/// and B-tree nodes are read when asked for (nothing is cached, so resident memory is the pages
/// touched). Every method is const and safe to call from several threads at once. All failures
/// come back as Error values naming the file (Error::file = path()) and the absolute byte offset
/// of the offending field or block; malformed input never crashes, loops or allocates more than
/// the file holds.
///
/// Offsets named in errors:
/// - header problems: the header field (see DatHeader::decode);
/// - a node or record start outside the file / off the block grid: the field that names it
///   (header root 0x160, a node's child slot, an entry's offset field);
/// - inside a chain: the block whose link is wrong (tagged free → FreeBlockInChain, revisits a
///   block → ChainLoop at the block holding the link, ends early → Truncated, continues past the
///   last block → BadRecord);
/// - a record needing more blocks than the file holds: the entry's size field (OutOfBounds);
/// - node count > 61: the count field; ids not ascending: the entry's id field (BadTree);
///   a node reached twice: the child slot naming it (ChainLoop); deeper than the file can
///   hold: the child slot (BadTree);
/// - a compressed record whose size prefix is absurd or that inflates to another size: the
///   prefix (Decompress).
///
/// The mapping stays valid while the DatFile lives; returned byte arrays are copies.
class DatFile final {
public:
    Q_DISABLE_COPY_MOVE(DatFile)
    ~DatFile();

    [[nodiscard]] static Result<std::unique_ptr<DatFile>> open(const QString& path);

    [[nodiscard]] const QString& path() const { return m_path; }
    [[nodiscard]] const DatHeader& header() const { return m_header; }
    [[nodiscard]] qint64 fileLength() const { return m_length; }

    /// B-tree lookup by id; nothing when absent.
    [[nodiscard]] Result<std::optional<DatEntry>> find(quint32 id) const;
    /// Entries with first <= id <= last, ascending (in-order walk pruned by key).
    [[nodiscard]] Result<std::vector<DatEntry>> entries(quint32 first = 0,
                                                        quint32 last = 0xFFFFFFFF) const;

    /// The record's bytes as stored (following its block chain).
    [[nodiscard]] Result<QByteArray> readStored(const DatEntry& entry) const;
    /// The record's bytes, inflated when the entry is compressed.
    [[nodiscard]] Result<QByteArray> read(const DatEntry& entry) const;
    /// find() then read(); NotFound when the id is absent.
    [[nodiscard]] Result<QByteArray> read(quint32 id) const;

    /// The file offset of byte `recordOffset` of an uncompressed record (for messages that name
    /// where in the file a decode problem sits); -1 when it cannot be mapped (compressed entry,
    /// offset outside the record, broken chain).
    [[nodiscard]] qint64 fileOffsetOf(const DatEntry& entry, qint64 recordOffset) const;
    /// The file offset of the entry's size field in its B-tree node; -1 when the entry is not in
    /// the tree. Where to point a refusal that no record byte can locate (an entry of size 0, a
    /// record that ends before a structure in it, a problem inside a compressed record).
    [[nodiscard]] qint64 entrySizeFieldOffset(const DatEntry& entry) const;

    /// The whole file as mapped (fileLength() bytes) and its read-only descriptor, for tools
    /// that copy it (DatPatcher) without mapping it a second time. Valid while the DatFile
    /// lives; the descriptor is shared, so use positional I/O only (pread, copy_file_range with
    /// offsets, FICLONE), never read() or lseek().
    [[nodiscard]] const uchar* mappedData() const;
    [[nodiscard]] int handle() const;
    /// Whether another program shortened the file since it was opened: it is shorter now, or
    /// a read past its new end found it so (TruncationGuard::readZerosOnTruncatedInput(), and
    /// read zeros). What was read from it since may be wrong; nothing should be written from it.
    [[nodiscard]] bool wasShortened() const;
    /// Whether another program wrote to the file since it was opened: wasShortened(), or its
    /// size or modification time differ from then (a rewrite in place of the same length shows
    /// its new bytes through the mapping, under the index read before). A file renamed over
    /// the path is another file and does not count. A rewrite within the file system's time
    /// resolution of the opening (a few milliseconds; two seconds on FAT) is not seen.
    [[nodiscard]] bool wasChanged() const;

    /// One B-tree node, checked (count <= 61, ids ascending, internal children non-zero and
    /// trimmed to n+1). `referencedAt` is the file offset of the field naming the node, used
    /// in errors about its start block. For tools that need the tree's shape (BTree::load).
    [[nodiscard]] Result<BTreeNode> readNode(quint32 offset, qint64 referencedAt = -1) const;
    /// The free list, head to tail, checked the client's way: every block on the grid and inside
    /// the file, tagged with bit 31, no block twice (ChainLoop at the link naming it), the walk
    /// ends at the header's freeTail (BadHeader at 0x158) after exactly freeCount blocks
    /// (BadHeader at 0x15C). An untagged block is BadRecord at that block.
    [[nodiscard]] Result<std::vector<quint32>> freeBlocks() const;
    /// Number of node levels (0 for an empty tree), following the leftmost path.
    [[nodiscard]] Result<int> treeDepth() const;

private:
    DatFile() = default;
    class Impl;
    std::unique_ptr<Impl> m_impl;
    QString m_path;
    DatHeader m_header;
    qint64 m_length = 0;
};

} // namespace soundstage
