#pragma once

#include "core/common/error.h"
#include "core/common/progresssink.h"
#include "core/dat/datentry.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace soundstage {

class DatFile;
struct Wave;

/// Writes a patched copy of a dat: the source is copied (reflink, else copy_file_range, else
/// read/write) to a temporary file beside the output, the changes are written into the copy the
/// way the retail client writes (CLBlockAllocator / BTree, ac-dat-format.md §1.2–1.3), the copy
/// is flushed and renamed over the output. The source is never opened for writing; on any
/// failure the temporary file is removed and an existing output is left as it was.
///
/// Block discipline (the client's; BlockAllocator carries it out):
/// - a record's new chain is taken from the head of the free list, following each free block's
///   masked link (free blocks need not be contiguous); when fewer than `blocks + SpareBlocks`
///   are free the file grows first, ExpandFile-style: zero-filled blocks tagged
///   `next | 0x80000000` (last `0x80000000`) appended in whole GrowthStep (1 MiB) steps, the old
///   tail linked to them;
/// - the old chain of a replaced record is given back DeleteBlocks-style: every block re-tagged
///   with bit 31 and the chain appended after the free-list tail;
/// - header free head, tail, count, file size and B-tree root are rewritten (only the 0x50-byte
///   file-information part at 0x140; the version text and transaction record are kept).
///
/// B-tree (the client's): an existing id keeps its entry's version word and iteration and gets
/// its offset, size, date (= clock()) and compressed bit (cleared: records are written
/// uncompressed) patched in place; a new id is inserted with preemptive splits (BTree) with
/// version 2 (or the given one), the date and the dat's current iteration (the highest
/// iteration of any entry). The iteration record 0xFFFF0001 is left as it is: a patch does not
/// bump iterations (doing so would claim a server patch the client never received). Changed
/// nodes are rewritten in their own blocks (a node's chain length never changes); nodes created
/// by splits get blocks from the free list; a new root updates the header.
///
/// Safety with dats other tools wrote: nothing about the layout is assumed. Before writing, the
/// patcher reads the whole B-tree, the free list (checked against the header: count, tail, every
/// block tagged free), and the chains of the records it replaces; with `checkOwnership` (the
/// default) it also walks every record chain and refuses when a block it would free or allocate
/// belongs to another record or node. A source failing any of these checks is refused with an
/// error naming the offset (run `verify` for the whole picture).
///
/// Not thread-safe; a patcher is a value describing one set of changes.
class DatPatcher final {
public:
    static constexpr qint64 GrowthStep = 1024 * 1024;
    /// The client's DiskController::CheckRoom margin beyond a record's own blocks.
    static constexpr qint64 SpareBlocks = 51;
    static constexpr quint32 IterationId = 0xFFFF0001;

    struct Options {
        /// Unix time in seconds for entry dates; defaults to the system clock.
        std::function<qint64()> clock;
        /// Walk every record chain to prove the blocks freed and allocated are nobody else's.
        bool checkOwnership = true;
        /// Try FICLONE before copy_file_range (tests turn it off to exercise the copy path).
        bool allowReflink = true;
        /// Test hook: simulate an I/O error once this many bytes have gone into the temporary
        /// file (-1: never).
        qint64 failAfterBytes = -1;
        /// Test hook: simulate a failure of the final rename.
        bool failRename = false;
    };

    /// What happened to one id.
    struct Change {
        enum class Kind { Replaced, Added, Unchanged };
        Kind kind = Kind::Added;
        quint32 id = 0;
        quint32 oldSize = 0; ///< stored size before (0 when added)
        quint32 newSize = 0;
        qint64 blocksFreed = 0;
        qint64 blocksAllocated = 0;
        QString label; ///< caller's note (e.g. the file it came from), echoed in reports
    };

    struct Summary {
        std::vector<Change> changes; ///< ascending by id
        qint64 sourceSize = 0;
        qint64 outputSize = 0;
        qint64 freeBlocksBefore = 0;
        qint64 freeBlocksAfter = 0;
        int nodesRewritten = 0;
        int nodesAdded = 0;
        int depthBefore = 0;
        int depthAfter = 0;
        bool rootMoved = false;
        /// How the bulk was copied: "reflink", "copy_file_range" or "read/write".
        QString copyMethod;
    };

    DatPatcher() = default;

    /// Replaces the record `id` (or adds it when the dat does not have it) with `bytes`, stored
    /// uncompressed. `version` sets the entry's version word of a new id (kept for existing ids;
    /// default 2, 1 for the iteration record). The last set for an id wins.
    void setRecord(quint32 id, QByteArray bytes, QString label = {},
                   std::optional<quint16> version = std::nullopt);
    [[nodiscard]] bool hasRecord(quint32 id) const { return m_records.contains(id); }
    [[nodiscard]] qsizetype count() const { return qsizetype(m_records.size()); }

    void setOptions(Options options) { m_options = std::move(options); }
    [[nodiscard]] const Options& options() const { return m_options; }

    /// Writes the patched copy of `source` to `outputPath`. Fails with Usage when the output is
    /// the source itself (same path or same file through a link); Io errors name the path and
    /// what failed; structural problems of the source come back as DatFile reports them. Fails
    /// with Io, writing nothing, when another program changed the source since it was opened
    /// (DatFile::wasChanged()), found before the write or just before the output is put in
    /// place.
    ///
    /// `progress` (optional) hears how far it got in thousandths (checking the source's chains,
    /// then copying it, then writing the records and the header); once it says cancelled the
    /// write stops within one chunk (64 MiB) and fails with ErrorCode::Cancelled, leaving no
    /// output behind (an existing output file is untouched). Any thread: the patch and `source`
    /// are only read.
    [[nodiscard]] Result<Summary> write(const DatFile& source, const QString& outputPath,
                                        ProgressSink* progress = nullptr) const;

    /// The lowest id in [first, last] that neither `source` nor this patch holds; NotFound when
    /// the range is full.
    [[nodiscard]] Result<quint32> nextFreeId(const DatFile& source, quint32 first = 0x0A000000,
                                             quint32 last = 0x0A00FFFF) const;

    /// Adds `wave` (e.g. from AudioImport) as a new Wave record under `id`, or under
    /// nextFreeId(source) in 0x0A000000–0x0A00FFFF when no id is given; returns the id used.
    /// Usage error for a chosen id outside the wave range or one the source or this patch
    /// already holds (a new wave never replaces one silently).
    [[nodiscard]] Result<quint32> addWave(const DatFile& source, Wave wave,
                                          std::optional<quint32> id = std::nullopt,
                                          QString label = {});

private:
    /// write() once the source was found unchanged; fails at the end, without committing, when
    /// another program changed it meanwhile (DatFile::wasChanged()).
    [[nodiscard]] Result<Summary> writeFrom(const DatFile& source, const QString& outputPath,
                                            ProgressSink* progress) const;

    struct Pending {
        QByteArray bytes;
        QString label;
        std::optional<quint16> version;
    };
    std::map<quint32, Pending> m_records;
    Options m_options;
};

} // namespace soundstage
