#pragma once

#include "core/common/error.h"
#include "core/records/recordtype.h"

#include <QString>

#include <optional>
#include <vector>

namespace soundstage {

/// One problem found in a dat.
struct VerifyFinding {
    enum class Kind {
        Header,         ///< a header field is not sane (nothing else is checked then)
        FileSize,       ///< declared size and real length disagree, or a trailing partial block
        NodeMalformed,  ///< a B-tree node's count or child slots are impossible
        LeafSlot,       ///< a leaf whose child slot 0 is not 0 (e.g. DatReaderWriter's 0xCDCDCDCD)
        IdOrder,        ///< ids not strictly ascending along the in-order walk
        NodeUnderfull,  ///< a non-root node with fewer than 30 entries (warning)
        TreeDepth,      ///< leaves at different depths, or a tree deeper than the file can hold
        TreeLoop,       ///< a node reached twice
        ChainBounds,    ///< a chain leaves the file or the block grid
        ChainFreeBlock, ///< a record or node chain runs into a block tagged free
        ChainEnd,       ///< a chain ends early or goes on past its last block
        ChainLoop,      ///< a chain revisits one of its own blocks
        OwnedTwice,     ///< a block belongs to two owners (records, nodes, the free list)
        FreeList,       ///< the free list leaves the file, loops or holds an untagged block
        FreeCount,      ///< the free list's length is not the header's count
        FreeTail,       ///< the free list does not end at the header's tail
        Leaked,         ///< blocks that belong to nothing (a run of them per finding)
        Iteration,      ///< the iteration record 0xFFFF0001 is missing or malformed
        Decode, ///< a decoded record (RecordCheck::covers(): SoundTable, Wave, Region, Setup,
                ///< Animation, MotionTable, PhysicsScript, PhysicsScriptTable) does not decode
    };
    enum class Severity { Error, Warning };

    Kind kind = Kind::Header;
    Severity severity = Severity::Error;
    qint64 offset = -1;        ///< absolute file offset of the offending field or block
    std::optional<quint32> id; ///< the record concerned, when there is one
    QString message;           ///< translated

    /// Stable machine name ("leaked-block", "owned-twice", …) for JSON and tests.
    [[nodiscard]] static QString kindName(Kind kind);
};

/// What verify found, with counts (blocks are counted on the grid from the data start).
struct VerifyReport {
    QString path;
    qint64 fileLength = 0;
    quint32 blockSize = 0;
    qint64 entries = 0;
    qint64 nodes = 0;
    int depth = 0;
    qint64 blocks = 0; ///< whole blocks in the data area
    qint64 recordBlocks = 0;
    qint64 nodeBlocks = 0;
    qint64 freeBlocks = 0; ///< blocks reached by the free-list walk
    qint64 leakedBlocks = 0;
    qint64 soundTables = 0; ///< sound records decoded successfully, by type
    qint64 waves = 0;
    qint64 regions = 0;
    qint64 setups = 0; ///< decoded in full (SetupModel)
    qint64 animations = 0;
    qint64 motionTables = 0;
    qint64 physicsScripts = 0;
    qint64 physicsScriptTables = 0;
    qint64 otherDecoded = 0;    ///< decodedCounter() of a type verify does not decode (stays 0)
    qint64 omittedFindings = 0; ///< findings beyond MaxFindings, counted only
    std::vector<VerifyFinding> findings; ///< in the order found
    [[nodiscard]] qint64 errorCount() const;
    [[nodiscard]] qint64 warningCount() const;
    /// No errors (warnings allowed).
    [[nodiscard]] bool clean() const { return errorCount() == 0; }
    /// The count above for a RecordCheck::covers() type (a dummy counter for any other type).
    [[nodiscard]] qint64* decodedCounter(RecordType type) {
        switch (type) {
        case RecordType::SoundTable:
            return &soundTables;
        case RecordType::Wave:
            return &waves;
        case RecordType::Region:
            return &regions;
        case RecordType::Setup:
            return &setups;
        case RecordType::Animation:
            return &animations;
        case RecordType::MotionTable:
            return &motionTables;
        case RecordType::PhysicsScript:
            return &physicsScripts;
        case RecordType::PhysicsScriptTable:
            return &physicsScriptTables;
        default:
            return &otherDecoded;
        }
    }
    /// Findings of one kind (for tests and tools).
    [[nodiscard]] std::vector<VerifyFinding> findingsOf(VerifyFinding::Kind kind) const;
};

/// The consistency checker: reads a whole dat the way the client would and reports every
/// inconsistency instead of stopping at the first one.
///
/// Checks: the header (DatHeader::decode; declared size against the real length); every B-tree
/// node reachable from the root (chain, count ≤ 61, internal child slots non-zero, leaves
/// recognised by slot 0 == 0, all leaves at one depth, no node reached twice); ids strictly
/// ascending along the whole in-order walk; non-root nodes with fewer than 30 entries are
/// reported as warnings only (the B-tree invariant; other writers and deletions may not keep it
/// and the client reads such nodes fine); every record's chain (in bounds, on the grid, not
/// tagged free, ending exactly at its last block); the free list against the header (head,
/// tail, count, every block tagged); every block of the data area owned by exactly one of a
/// record, a node or the free list (OwnedTwice / Leaked otherwise); the iteration record; and
/// (when `decodeRecords`) every record of a RecordCheck::covers() type decodes exactly.
///
/// Memory: one 4-byte owner word per block (4 MiB for a 1 GB dat) plus the entry list.
class DatVerifier final {
public:
    static constexpr qint64 MaxFindings = 10000;

    struct Options {
        bool decodeRecords = true;
    };

    /// Only a file that cannot be opened or mapped is an error (Io); everything wrong inside it
    /// is a finding.
    [[nodiscard]] static Result<VerifyReport> verify(const QString& path, Options options);
    [[nodiscard]] static Result<VerifyReport> verify(const QString& path) {
        return verify(path, Options{});
    }
};

} // namespace soundstage
