#include "core/dat/datverifier.h"

#include "core/common/hexid.h"
#include "core/common/inputfile.h"
#include "core/dat/btreenode.h"
#include "core/dat/datentry.h"
#include "core/dat/datfile.h"
#include "core/dat/datheader.h"
#include "core/records/recordcheck.h"
#include "core/records/recordtype.h"

#include <QCoreApplication>
#include <QFile>
#include <QtEndian>

#include <algorithm>
#include <array>
#include <cstring>
#include <unordered_set>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::DatVerifier" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DatVerifier)
};

using Kind = VerifyFinding::Kind;
using Severity = VerifyFinding::Severity;

constexpr quint32 IterationId = 0xFFFF0001;
constexpr int MaxTreeDepth = 16; // a 2 GiB dat holds ~6 levels

// Who owns a block: kind in the top two bits, index below.
constexpr quint32 OwnerRecord = 1u << 30;
constexpr quint32 OwnerNode = 2u << 30;
constexpr quint32 OwnerFree = 3u << 30;
constexpr quint32 OwnerIndexMask = (1u << 30) - 1;

struct Entry {
    DatEntry entry;
    qint64 idField = -1;     // file offset of the entry's id
    qint64 offsetField = -1; // of its offset field
};

class Verifier final {
public:
    Verifier(VerifyReport& report, const uchar* data, qint64 length, const DatHeader& header)
        : m_report(report)
        , m_data(data)
        , m_length(length)
        , m_header(header)
        , m_payload(qint64(header.blockSize) - 4)
        , m_first(DatHeader::firstBlockOffset(header.blockSize))
        , m_owner(size_t(header.maxBlocks(length)), 0) {}

    void add(Kind kind, qint64 offset, std::optional<quint32> id, QString message,
             Severity severity = Severity::Error) {
        if (qint64(m_report.findings.size()) >= DatVerifier::MaxFindings) {
            ++m_report.omittedFindings;
            return;
        }
        m_report.findings.push_back({kind, severity, offset, id, std::move(message)});
    }

    [[nodiscard]] quint32 link(qint64 block) const {
        return qFromLittleEndian<quint32>(m_data + block);
    }
    [[nodiscard]] bool blockOk(qint64 block) const {
        return block + m_header.blockSize <= m_length && m_header.onBlockGrid(block);
    }
    [[nodiscard]] size_t indexOf(qint64 block) const {
        return size_t((block - m_first) / m_header.blockSize);
    }

    [[nodiscard]] QString ownerText(quint32 owner) const {
        const quint32 index = owner & OwnerIndexMask;
        switch (owner & ~OwnerIndexMask) {
        case OwnerRecord:
            return Tr::tr("record %1").arg(hexId(m_entries[index].entry.id));
        case OwnerNode:
            return Tr::tr("B-tree node %1").arg(hexOffset(m_nodeOffsets[index]));
        default:
            return Tr::tr("the free list");
        }
    }

    /// Marks a block; false (and a finding) when someone owns it already.
    bool claim(qint64 block, quint32 owner, std::optional<quint32> id) {
        quint32& slot = m_owner[indexOf(block)];
        if (slot != 0) {
            add(Kind::OwnedTwice, block, id,
                Tr::tr("block %1 is owned by %2 and by %3")
                    .arg(hexOffset(block), ownerText(slot), ownerText(owner)));
            return false;
        }
        slot = owner;
        return true;
    }

    /// Walks a chain, claiming its blocks; the blocks in order, or nothing after a finding.
    std::optional<std::vector<qint64>> chain(quint32 start, quint64 size, qint64 startField,
                                             quint32 owner, std::optional<quint32> id,
                                             const QString& what) {
        std::vector<qint64> blocks;
        if (size == 0)
            return blocks;
        const quint64 count = (size + quint64(m_payload) - 1) / quint64(m_payload);
        if (count > quint64(m_owner.size())) {
            add(Kind::ChainBounds, startField, id,
                Tr::tr("%1 is %2 bytes long, more than the file can hold").arg(what).arg(size));
            return std::nullopt;
        }
        blocks.reserve(size_t(count));
        qint64 current = start;
        qint64 namedAt = startField;
        for (quint64 i = 0; i < count; ++i) {
            if (!blockOk(current)) {
                add(Kind::ChainBounds, namedAt, id,
                    Tr::tr("the chain of %1 reaches %2, outside the file or off the block grid")
                        .arg(what, hexOffset(current)));
                return std::nullopt;
            }
            const quint32 existing = m_owner[indexOf(current)];
            if (existing == owner) {
                add(Kind::ChainLoop, namedAt, id,
                    Tr::tr("the chain of %1 loops back to block %2").arg(what, hexOffset(current)));
                return std::nullopt;
            }
            const quint32 next = link(current);
            if ((next & DatHeader::FreeBit) != 0) {
                add(Kind::ChainFreeBlock, current, id,
                    Tr::tr("the chain of %1 runs into block %2, which is tagged free")
                        .arg(what, hexOffset(current)));
                return std::nullopt;
            }
            claim(current, owner, id);
            blocks.push_back(current);
            if (i + 1 == count && next != 0) {
                add(Kind::ChainEnd, current, id,
                    Tr::tr("the chain of %1 goes on past its last block %2 (link %3)")
                        .arg(what, hexOffset(current), hexOffset(next)));
                return std::nullopt;
            }
            if (i + 1 < count && next == 0) {
                add(Kind::ChainEnd, current, id,
                    Tr::tr("the chain of %1 ends after %2 of %3 blocks")
                        .arg(what)
                        .arg(i + 1)
                        .arg(count));
                return std::nullopt;
            }
            namedAt = current;
            current = next;
        }
        return blocks;
    }

    void walkNode(quint32 offset, qint64 referencedAt, int depth, bool isRoot) {
        if (depth > MaxTreeDepth) {
            add(Kind::TreeDepth, referencedAt, std::nullopt,
                Tr::tr("the B-tree is deeper than %1 levels").arg(MaxTreeDepth));
            return;
        }
        if (!m_visited.insert(offset).second) {
            add(Kind::TreeLoop, referencedAt, std::nullopt,
                Tr::tr("B-tree node %1 is reached twice").arg(hexOffset(offset)));
            return;
        }
        const auto index = quint32(m_nodeOffsets.size());
        m_nodeOffsets.push_back(offset);
        const QString what = Tr::tr("B-tree node %1").arg(hexOffset(offset));
        auto blocks =
            chain(offset, BTreeNode::Size, referencedAt, OwnerNode | index, std::nullopt, what);
        if (!blocks)
            return;
        ++m_report.nodes;
        std::array<char, BTreeNode::Size> bytes{};
        qint64 filled = 0;
        for (const qint64 block : *blocks) {
            const qint64 take = qMin(m_payload, BTreeNode::Size - filled);
            std::memcpy(bytes.data() + filled, m_data + block + 4, size_t(take));
            filled += take;
        }
        const auto at = [&](qint64 nodeOffset) {
            return (*blocks)[size_t(nodeOffset / m_payload)] + 4 + nodeOffset % m_payload;
        };
        const auto u32 = [&](qint64 nodeOffset) {
            return qFromLittleEndian<quint32>(bytes.data() + nodeOffset);
        };
        const auto count = qint32(u32(BTreeNode::CountOffset));
        if (count < 0 || count > BTreeNode::MaxEntries) {
            add(Kind::NodeMalformed, at(BTreeNode::CountOffset), std::nullopt,
                Tr::tr("%1 claims %2 entries (at most 61)").arg(what).arg(count));
            return;
        }
        bool leaf = u32(0) == 0;
        if (u32(0) == 0xCDCDCDCDu) {
            add(Kind::LeafSlot, at(0), std::nullopt,
                Tr::tr("%1 has 0xCDCDCDCD in child slot 0 (a DatReaderWriter-written leaf); the "
                       "client would take it for an internal node")
                    .arg(what));
            leaf = true;
        }
        if (!isRoot && count < 30)
            add(Kind::NodeUnderfull, at(BTreeNode::CountOffset), std::nullopt,
                Tr::tr("%1 holds %2 entries, fewer than the 30 of a minimum-degree-31 B-tree")
                    .arg(what)
                    .arg(count),
                Severity::Warning);
        if (!isRoot && count == 0)
            add(Kind::NodeMalformed, at(BTreeNode::CountOffset), std::nullopt,
                Tr::tr("%1 is empty").arg(what));
        if (leaf) {
            if (m_leafDepth == 0)
                m_leafDepth = depth;
            else if (m_leafDepth != depth)
                add(Kind::TreeDepth, referencedAt, std::nullopt,
                    Tr::tr("leaf %1 is at depth %2, other leaves at %3")
                        .arg(hexOffset(offset))
                        .arg(depth)
                        .arg(m_leafDepth));
        }
        for (int i = 0; i <= count; ++i) {
            if (!leaf) {
                const quint32 child = u32(BTreeNode::childSlotOffset(i));
                if (child == 0)
                    add(Kind::NodeMalformed, at(BTreeNode::childSlotOffset(i)), std::nullopt,
                        Tr::tr("internal %1 has no child %2 of %3")
                            .arg(what)
                            .arg(i)
                            .arg(count + 1));
                else
                    walkNode(child, at(BTreeNode::childSlotOffset(i)), depth + 1, false);
            }
            if (i == count)
                break;
            const DatEntry e = BTreeNode::decodeEntry(bytes.data() + BTreeNode::entryOffset(i));
            const qint64 idField = at(BTreeNode::entryOffset(i) + 4);
            if (m_haveLast && e.id <= m_lastId)
                add(Kind::IdOrder, idField, e.id,
                    Tr::tr("id %1 in %2 does not follow %3 in the in-order walk")
                        .arg(hexId(e.id), what, hexId(m_lastId)));
            m_haveLast = true;
            m_lastId = e.id;
            m_entries.push_back({e, idField, at(BTreeNode::entryOffset(i) + 8)});
        }
    }

    void walkRecords() {
        for (size_t i = 0; i < m_entries.size(); ++i) {
            const Entry& e = m_entries[i];
            const QString what = Tr::tr("record %1").arg(hexId(e.entry.id));
            auto blocks = chain(e.entry.offset, e.entry.size, e.offsetField,
                                OwnerRecord | quint32(i), e.entry.id, what);
            m_chainOk.push_back(blocks.has_value());
        }
    }

    void walkFreeList() {
        const DatHeader& h = m_header;
        if (h.freeHead == 0) {
            if (h.freeCount != 0)
                add(Kind::FreeCount, 0x15C, std::nullopt,
                    Tr::tr("the header declares %1 free blocks but no free-list head")
                        .arg(h.freeCount));
            return;
        }
        qint64 block = h.freeHead;
        qint64 namedAt = 0x154;
        qint64 walked = 0;
        qint64 last = 0;
        for (;;) {
            if (!blockOk(block)) {
                add(Kind::FreeList, namedAt, std::nullopt,
                    Tr::tr("a free-list link points at %1, outside the file or off the block grid")
                        .arg(hexOffset(block)));
                return;
            }
            const quint32 existing = m_owner[indexOf(block)];
            if (existing == OwnerFree) {
                add(Kind::FreeList, namedAt, std::nullopt,
                    Tr::tr("the free list loops back to block %1").arg(hexOffset(block)));
                return;
            }
            const quint32 value = link(block);
            if ((value & DatHeader::FreeBit) == 0) {
                add(Kind::FreeList, block, std::nullopt,
                    Tr::tr("block %1 is on the free list but not tagged free")
                        .arg(hexOffset(block)));
                if (existing == 0)
                    m_owner[indexOf(block)] = OwnerFree;
                else
                    claim(block, OwnerFree, std::nullopt);
                return;
            }
            claim(block, OwnerFree, std::nullopt);
            ++walked;
            last = block;
            const quint32 next = value & ~DatHeader::FreeBit;
            if (next == 0)
                break;
            namedAt = block;
            block = next;
        }
        m_report.freeBlocks = walked;
        if (walked != qint64(h.freeCount))
            add(Kind::FreeCount, 0x15C, std::nullopt,
                Tr::tr("the free list has %1 blocks; the header declares %2")
                    .arg(walked)
                    .arg(h.freeCount));
        if (last != qint64(h.freeTail))
            add(Kind::FreeTail, 0x158, std::nullopt,
                Tr::tr("the free list ends at %1; the header names %2 as its tail")
                    .arg(hexOffset(last), hexOffset(h.freeTail)));
    }

    void countOwners() {
        qint64 runStart = -1;
        qint64 runLength = 0;
        const auto flush = [&] {
            if (runLength == 0)
                return;
            add(Kind::Leaked, runStart, std::nullopt,
                runLength == 1
                    ? Tr::tr("block %1 belongs to no record, node or the free list (leaked)")
                          .arg(hexOffset(runStart))
                    : Tr::tr(
                          "%1 blocks from %2 belong to no record, node or the free list (leaked)")
                          .arg(runLength)
                          .arg(hexOffset(runStart)));
            runLength = 0;
        };
        for (size_t i = 0; i < m_owner.size(); ++i) {
            const qint64 block = m_first + qint64(i) * m_header.blockSize;
            const quint32 owner = m_owner[i];
            // Blocks before the client's data start exist only for small block sizes; the
            // client never uses them, so they are not leaks unless someone owns them.
            if (block >= DatHeader::DataStart)
                ++m_report.blocks;
            switch (owner & ~OwnerIndexMask) {
            case OwnerRecord:
                ++m_report.recordBlocks;
                break;
            case OwnerNode:
                ++m_report.nodeBlocks;
                break;
            case OwnerFree:
                break;
            default:
                if (block < DatHeader::DataStart)
                    continue;
                ++m_report.leakedBlocks;
                if (runLength > 0 && runStart + runLength * m_header.blockSize == block) {
                    ++runLength;
                } else {
                    flush();
                    runStart = block;
                    runLength = 1;
                }
                continue;
            }
            flush();
        }
        flush();
    }

    [[nodiscard]] int leafDepth() const { return m_leafDepth; }

    std::vector<Entry> m_entries;
    std::vector<bool> m_chainOk;

private:
    VerifyReport& m_report;
    const uchar* m_data;
    qint64 m_length;
    const DatHeader& m_header;
    qint64 m_payload;
    qint64 m_first;
    std::vector<quint32> m_owner;
    std::vector<quint32> m_nodeOffsets;
    std::unordered_set<quint32> m_visited;
    int m_leafDepth = 0;
    bool m_haveLast = false;
    quint32 m_lastId = 0;
};

// The iteration list: u32 N, then singles (i32 ≥ 0) and runs (−k, start) covering N values.
std::optional<QString> checkIteration(const QByteArray& bytes) {
    if (bytes.size() < 4)
        return Tr::tr("it is %1 bytes, too short for its count").arg(bytes.size());
    const quint32 n = qFromLittleEndian<quint32>(bytes.constData());
    quint64 covered = 0;
    qint64 at = 4;
    while (covered < n) {
        if (at + 4 > bytes.size())
            return Tr::tr("it ends after %1 of %2 iterations").arg(covered).arg(n);
        const qint32 v = qFromLittleEndian<qint32>(bytes.constData() + at);
        at += 4;
        if (v >= 0) {
            ++covered;
            continue;
        }
        if (at + 4 > bytes.size())
            return Tr::tr("a run of %1 iterations has no start").arg(-qint64(v));
        at += 4;
        covered += quint64(-qint64(v));
    }
    if (covered != n)
        return Tr::tr("its runs cover %1 iterations, not the %2 it declares").arg(covered).arg(n);
    if (at != bytes.size())
        return Tr::tr("%1 bytes follow the iteration list").arg(bytes.size() - at);
    return std::nullopt;
}

} // namespace

QString VerifyFinding::kindName(Kind kind) {
    switch (kind) {
    case Kind::Header:
        return u"header"_s;
    case Kind::FileSize:
        return u"file-size"_s;
    case Kind::NodeMalformed:
        return u"node-malformed"_s;
    case Kind::LeafSlot:
        return u"leaf-slot"_s;
    case Kind::IdOrder:
        return u"id-order"_s;
    case Kind::NodeUnderfull:
        return u"node-underfull"_s;
    case Kind::TreeDepth:
        return u"tree-depth"_s;
    case Kind::TreeLoop:
        return u"tree-loop"_s;
    case Kind::ChainBounds:
        return u"chain-bounds"_s;
    case Kind::ChainFreeBlock:
        return u"chain-free-block"_s;
    case Kind::ChainEnd:
        return u"chain-end"_s;
    case Kind::ChainLoop:
        return u"chain-loop"_s;
    case Kind::OwnedTwice:
        return u"owned-twice"_s;
    case Kind::FreeList:
        return u"free-list"_s;
    case Kind::FreeCount:
        return u"free-count"_s;
    case Kind::FreeTail:
        return u"free-tail"_s;
    case Kind::Leaked:
        return u"leaked-block"_s;
    case Kind::Iteration:
        return u"iteration"_s;
    case Kind::Decode:
        return u"decode"_s;
    }
    return u"unknown"_s;
}

qint64 VerifyReport::errorCount() const {
    return std::count_if(findings.begin(), findings.end(),
                         [](const VerifyFinding& f) { return f.severity == Severity::Error; }) +
           omittedFindings;
}

qint64 VerifyReport::warningCount() const {
    return std::count_if(findings.begin(), findings.end(),
                         [](const VerifyFinding& f) { return f.severity == Severity::Warning; });
}

std::vector<VerifyFinding> VerifyReport::findingsOf(VerifyFinding::Kind kind) const {
    std::vector<VerifyFinding> out;
    std::copy_if(findings.begin(), findings.end(), std::back_inserter(out),
                 [kind](const VerifyFinding& f) { return f.kind == kind; });
    return out;
}

Result<VerifyReport> DatVerifier::verify(const QString& path, Options options) {
    VerifyReport report;
    report.path = path;
    auto input = InputFile::open(path, 0); // mapped, not read: no size limit needed
    if (!input)
        return fail(input.error());
    QFile& file = input->file();
    const qint64 length = input->size();
    report.fileLength = length;
    const uchar* data = length > 0 ? file.map(0, length) : nullptr;
    if (length > 0 && data == nullptr)
        return fail(ErrorCode::Io, Tr::tr("cannot map: %1").arg(file.errorString()), -1, path);

    auto decoded = DatHeader::decode(
        QByteArrayView(reinterpret_cast<const char*>(data), qMin<qint64>(length, DatHeader::Size)),
        length);
    if (!decoded) {
        report.findings.push_back({Kind::Header, Severity::Error, decoded.error().offset,
                                   std::nullopt, decoded.error().message});
        return report;
    }
    const DatHeader header = *decoded;
    report.blockSize = header.blockSize;
    Verifier v(report, data, length, header);

    if (header.fileSize < length)
        v.add(Kind::FileSize, 0x148, std::nullopt,
              Tr::tr("the header declares %1 bytes; the file has %2")
                  .arg(header.fileSize)
                  .arg(length),
              Severity::Warning);
    if ((length - DatHeader::DataStart) % header.blockSize != 0 && length > DatHeader::DataStart)
        v.add(Kind::FileSize, length - (length - DatHeader::DataStart) % header.blockSize,
              std::nullopt, Tr::tr("the file ends with a partial block"), Severity::Warning);

    if (header.treeRoot != 0)
        v.walkNode(header.treeRoot, 0x160, 1, true);
    report.entries = qint64(v.m_entries.size());
    v.walkRecords();
    v.walkFreeList();
    v.countOwners();
    report.depth = v.leafDepth();

    // Record contents: the iteration record always, sound records on request.
    std::unique_ptr<DatFile> dat;
    if (auto opened = DatFile::open(path))
        dat = std::move(*opened);
    bool sawIteration = false;
    for (size_t i = 0; i < v.m_entries.size(); ++i) {
        const DatEntry& e = v.m_entries[i].entry;
        const RecordType type = recordTypeOf(e.id);
        const bool isIteration = e.id == IterationId;
        const bool isDecoded = RecordCheck::covers(type);
        if (isIteration)
            sawIteration = true;
        if (!isIteration && !(isDecoded && options.decodeRecords))
            continue;
        if (!v.m_chainOk[i] || !dat)
            continue;
        auto bytes = dat->read(e);
        if (!bytes) {
            v.add(isIteration ? Kind::Iteration : Kind::Decode, bytes.error().offset, e.id,
                  bytes.error().message);
            continue;
        }
        if (isIteration) {
            if (e.version() != 1)
                v.add(
                    Kind::Iteration, v.m_entries[i].idField - 4, e.id,
                    Tr::tr("the iteration record's entry has version %1; the client loads it only "
                           "at version 1")
                        .arg(e.version()));
            if (auto problem = checkIteration(*bytes))
                v.add(Kind::Iteration, dat->fileOffsetOf(e, 0), e.id,
                      Tr::tr("the iteration record is malformed: %1").arg(*problem));
            continue;
        }
        const std::optional<Error> error = RecordCheck::check(type, *bytes);
        if (!error)
            ++*report.decodedCounter(type);
        if (error) {
            const qint64 at = error->offset >= 0 ? dat->fileOffsetOf(e, error->offset) : -1;
            v.add(Kind::Decode, at >= 0 ? at : v.m_entries[i].offsetField, e.id,
                  Tr::tr("%1 %2 does not decode: %3")
                      .arg(recordTypeName(type), hexId(e.id), error->message));
        }
    }
    if (!sawIteration && header.treeRoot != 0)
        v.add(Kind::Iteration, 0x160, IterationId,
              Tr::tr("the dat has no iteration record 0xFFFF0001"));
    return report;
}

} // namespace soundstage
