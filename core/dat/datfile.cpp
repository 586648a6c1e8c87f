// One unit: the reader of the container (header, block chains, B-tree walk and lookup,
// decompression) shares the private Impl whose guards every path goes through; a split would
// expose that state across files.
#include "core/dat/datfile.h"

#include "core/common/hexid.h"
#include "core/common/inputfile.h"
#include "core/common/truncationguard.h"

#include <QCoreApplication>
#include <QtEndian>

#include <sys/stat.h>
#include <zlib.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <unordered_set>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::DatFile" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DatFile)
};

// zlib's deflate cannot expand data by more than ~1032:1; a prefix claiming more is a lie.
constexpr quint64 MaxInflateRatio = 1032;
// No sound record comes near this (retail waves are a few MB, tables a few KB); refuse before
// allocating whatever a prefix claims. README "Limits" states it.
constexpr quint64 MaxInflatedSize = 64ull * 1024 * 1024;

struct Inflated {
    enum Status { Ok, Shorter, Longer, Corrupt } status = Corrupt;
    quint64 produced = 0;
    QString detail;
};

// Inflates a zlib stream into exactly out.size() bytes and says how it went.
Inflated inflateInto(const char* in, quint64 inSize, QByteArray& out) {
    Inflated result;
    z_stream zs{};
    if (inflateInit(&zs) != Z_OK) {
        result.detail = Tr::tr("zlib could not start");
        return result;
    }
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in));
    zs.avail_in = uInt(inSize);
    zs.next_out = reinterpret_cast<Bytef*>(out.data());
    zs.avail_out = uInt(out.size());
    int rc = inflate(&zs, Z_FINISH);
    result.produced = zs.total_out;
    if (rc == Z_STREAM_END) {
        result.status = result.produced == quint64(out.size()) ? Inflated::Ok : Inflated::Shorter;
    } else if (rc == Z_BUF_ERROR && zs.avail_out == 0) {
        // Output is full but the stream did not end: one more byte tells "longer" from "cut".
        char probe = 0;
        zs.next_out = reinterpret_cast<Bytef*>(&probe);
        zs.avail_out = 1;
        rc = inflate(&zs, Z_FINISH);
        if (zs.total_out > quint64(out.size()))
            result.status = Inflated::Longer;
        else
            result.detail = Tr::tr("the stream ends early");
    } else {
        result.detail =
            zs.msg != nullptr ? QString::fromLatin1(zs.msg) : Tr::tr("the stream ends early");
    }
    inflateEnd(&zs);
    return result;
}

// Chains longer than this track visited blocks in a hash set instead of a linear scan.
constexpr qint64 LinearVisitLimit = 64;

// What a chain belongs to, turned into words only when an error needs them.
struct Subject {
    bool node = false;
    quint32 value = 0; // node offset or record id

    [[nodiscard]] QString text() const {
        return node ? Tr::tr("B-tree node %1").arg(hexOffset(value))
                    : Tr::tr("record %1").arg(hexId(value));
    }
};

} // namespace

class DatFile::Impl final {
public:
    Q_DISABLE_COPY_MOVE(Impl)
    Impl() = default;
    ~Impl() {
        if (data != nullptr)
            input->file().unmap(const_cast<uchar*>(data));
    }

    std::optional<InputFile> input;
    const uchar* data = nullptr;
    /// Names the dat if another program shortens it while it is mapped (declared after
    /// `input`, so it unregisters before the mapping goes).
    std::unique_ptr<TruncationGuard> truncationGuard;
    qint64 length = 0;
    /// The file's modification time when it was opened (its descriptor's, so a file renamed
    /// over the path later does not count).
    timespec modified{};
    DatHeader header;
    QString path;
    qint64 payload = 0;   // bytes per block after the link
    qint64 maxBlocks = 0; // whole blocks the file can hold
    qint64 maxNodes = 0;  // B-tree nodes the file can hold
    int maxDepth = 0;     // levels a B-tree of this file's size can have

    [[nodiscard]] Error error(ErrorCode code, const QString& message, qint64 offset) const {
        return Error{code, message, path, offset};
    }

    [[nodiscard]] quint32 linkAt(qint64 block) const {
        return qFromLittleEndian<quint32>(data + block);
    }

    /// Offset sanity for a block start named by the field at `field`.
    [[nodiscard]] std::optional<Error> checkBlockStart(quint32 block, qint64 field,
                                                       Subject what) const {
        if (qint64(block) + header.blockSize > length)
            return error(ErrorCode::OutOfBounds,
                         Tr::tr("%1 starts at %2, outside the file (%3 bytes)")
                             .arg(what.text(), hexOffset(block))
                             .arg(length),
                         field);
        if (!header.onBlockGrid(block))
            return error(ErrorCode::OutOfBounds,
                         Tr::tr("%1 starts at %2, not on the %3-byte block grid")
                             .arg(what.text(), hexOffset(block))
                             .arg(header.blockSize),
                         field);
        return std::nullopt;
    }

    /// Follows the chain of a `size`-byte record starting at `start`, handing each block's
    /// payload to `sink(blockOffset, bytes, count)`. `startField`/`sizeField` are the file
    /// offsets of the fields naming the start and size (for errors).
    template <typename Sink>
    [[nodiscard]] std::optional<Error> walkChain(quint32 start, quint64 size, qint64 startField,
                                                 qint64 sizeField, Subject what,
                                                 Sink&& sink) const {
        if (size == 0)
            return std::nullopt;
        const qint64 blocks = qint64((size + quint64(payload) - 1) / quint64(payload));
        if (blocks > maxBlocks)
            return error(ErrorCode::OutOfBounds,
                         Tr::tr("%1 is %2 bytes long, more than the file can hold (%3 bytes)")
                             .arg(what.text())
                             .arg(size)
                             .arg(length),
                         sizeField);

        std::array<quint32, LinearVisitLimit> recent{};
        std::unordered_set<quint32> seen;
        quint32 current = start;
        qint64 namedAt = startField;
        quint64 remaining = size;
        for (qint64 i = 0; i < blocks; ++i) {
            if (auto e = checkBlockStart(current, namedAt, what))
                return e;
            bool revisit = false;
            if (i < LinearVisitLimit) {
                revisit =
                    std::find(recent.begin(), recent.begin() + i, current) != recent.begin() + i;
                recent[size_t(i)] = current;
            } else {
                if (seen.empty())
                    seen.insert(recent.begin(), recent.end());
                revisit = !seen.insert(current).second;
            }
            if (revisit)
                return error(ErrorCode::ChainLoop,
                             Tr::tr("the block chain of %1 loops back to block %2")
                                 .arg(what.text(), hexOffset(current)),
                             namedAt);
            const quint32 link = linkAt(current);
            if ((link & DatHeader::FreeBit) != 0)
                return error(
                    ErrorCode::FreeBlockInChain,
                    Tr::tr("the block chain of %1 runs into block %2, which is tagged free")
                        .arg(what.text(), hexOffset(current)),
                    current);
            const qint64 take = qint64(qMin<quint64>(remaining, quint64(payload)));
            sink(qint64(current), reinterpret_cast<const char*>(data + current + 4), take);
            remaining -= quint64(take);
            if (i + 1 == blocks) {
                if (link != 0)
                    return error(ErrorCode::BadRecord,
                                 Tr::tr("the block chain of %1 continues past its last block "
                                        "(link %2 where 0 was expected)")
                                     .arg(what.text(), hexOffset(link)),
                                 current);
            } else if (link == 0) {
                return error(ErrorCode::Truncated,
                             Tr::tr("the block chain of %1 ends after %2 of %3 blocks")
                                 .arg(what.text())
                                 .arg(i + 1)
                                 .arg(blocks),
                             current);
            }
            namedAt = current;
            current = link;
        }
        return std::nullopt;
    }

    /// A node read into memory with the blocks it came from (to map node offsets to file ones).
    struct RawNode {
        // Not value-initialised (5 KB of memset per node): loadNode() fills `bytes` whole and
        // the first `blockCount` of `blocks` before anything reads them.
        std::array<char, BTreeNode::Size> bytes;
        std::array<qint64, BTreeNode::Size / 4 + 1> blocks; // enough for 64-byte blocks
        int blockCount = 0;
        quint32 offset = 0;
        int count = 0;
        bool leaf = true;

        [[nodiscard]] qint64 fileOffset(qint64 nodeOffset, qint64 payloadSize) const {
            return blocks[size_t(nodeOffset / payloadSize)] + 4 + nodeOffset % payloadSize;
        }
        [[nodiscard]] quint32 child(int i) const {
            return qFromLittleEndian<quint32>(bytes.data() + BTreeNode::childSlotOffset(i));
        }
        [[nodiscard]] DatEntry entry(int i) const {
            return BTreeNode::decodeEntry(bytes.data() + BTreeNode::entryOffset(i));
        }
        [[nodiscard]] quint32 id(int i) const {
            return qFromLittleEndian<quint32>(bytes.data() + BTreeNode::entryOffset(i) + 4);
        }
    };

    [[nodiscard]] std::optional<Error> loadNode(quint32 offset, qint64 referencedAt,
                                                RawNode& node) const {
        node.offset = offset;
        node.blockCount = 0;
        qint64 filled = 0;
        const Subject what{true, offset};
        if (auto e = walkChain(offset, BTreeNode::Size, referencedAt, referencedAt, what,
                               [&](qint64 block, const char* bytes, qint64 count) {
                                   node.blocks[size_t(node.blockCount++)] = block;
                                   std::memcpy(node.bytes.data() + filled, bytes, size_t(count));
                                   filled += count;
                               }))
            return e;
        const auto count = qFromLittleEndian<qint32>(node.bytes.data() + BTreeNode::CountOffset);
        if (count < 0 || count > BTreeNode::MaxEntries)
            return error(ErrorCode::BadTree,
                         Tr::tr("B-tree node %1 claims %2 entries (at most 61)")
                             .arg(hexOffset(offset))
                             .arg(count),
                         node.fileOffset(BTreeNode::CountOffset, payload));
        node.count = count;
        node.leaf = node.child(0) == 0;
        for (int i = 1; i < count; ++i) {
            if (node.id(i) <= node.id(i - 1))
                return error(ErrorCode::BadTree,
                             Tr::tr("B-tree node %1: id %2 of entry %3 does not follow %4")
                                 .arg(hexOffset(offset), hexId(node.id(i)))
                                 .arg(i)
                                 .arg(hexId(node.id(i - 1))),
                             node.fileOffset(BTreeNode::entryOffset(i) + 4, payload));
        }
        if (!node.leaf) {
            for (int i = 1; i <= count; ++i) {
                if (node.child(i) == 0)
                    return error(ErrorCode::BadTree,
                                 Tr::tr("internal B-tree node %1 has no child %2 of %3")
                                     .arg(hexOffset(offset))
                                     .arg(i)
                                     .arg(count + 1),
                                 node.fileOffset(BTreeNode::childSlotOffset(i), payload));
            }
        }
        return std::nullopt;
    }

    struct Walk {
        quint32 first = 0;
        quint32 last = 0;
        std::vector<DatEntry>* out = nullptr;
        /// One bit per block of the file: is a node starting there walked already? A flat
        /// bitmap (file length / block size / 8 bytes, 128 KiB for 1 GB in 1 KiB blocks) in
        /// place of a hash set: no allocation per node, and none of the small blocks whose
        /// consolidation made every growth of `out` slow.
        std::vector<bool> visited;
        bool haveLast = false;
        quint32 lastId = 0;
    };

    /// How many entries the tree under `root` holds, read from each node's first block alone
    /// (its child slots and count), so that a whole walk reserves its list once instead of
    /// growing it: a list of 80,000 entries grown by doubling is copied about twice over and
    /// touches twice the memory. A hint, never trusted: a node the walk would refuse (outside
    /// the file, off the block grid, a count over 61, deeper than the file allows, more nodes
    /// than the file holds) ends the count with 0, and the walk then says what is wrong. Blocks
    /// too small to hold a node's slots and count (under 256 bytes) are not counted either.
    [[nodiscard]] size_t countEntries(quint32 root) const {
        if (payload < BTreeNode::EntriesOffset)
            return 0;
        qint64 budget = maxNodes;
        size_t total = 0;
        if (!countFrom(root, 1, budget, total))
            return 0;
        // A dat's entries with bytes own a block each, so a larger count is a lie of the tree's.
        return total <= size_t(maxBlocks) ? total : 0;
    }

    [[nodiscard]] bool countFrom(quint32 offset, int depth, qint64& budget, size_t& total) const {
        if (depth > maxDepth || --budget < 0 || qint64(offset) + header.blockSize > length ||
            !header.onBlockGrid(offset))
            return false;
        const uchar* node = data + offset + 4;
        const auto count = qFromLittleEndian<qint32>(node + BTreeNode::CountOffset);
        if (count < 0 || count > BTreeNode::MaxEntries)
            return false;
        total += size_t(count);
        if (qFromLittleEndian<quint32>(node) == 0)
            return true;
        for (int i = 0; i <= count; ++i) {
            if (!countFrom(qFromLittleEndian<quint32>(node + BTreeNode::childSlotOffset(i)),
                           depth + 1, budget, total))
                return false;
        }
        return true;
    }

    [[nodiscard]] std::optional<Error> walkTree(quint32 offset, qint64 referencedAt, int depth,
                                                Walk& walk) const {
        if (depth > maxDepth)
            return error(
                ErrorCode::BadTree,
                Tr::tr("the B-tree is deeper than a file of this size can hold (%1 levels)")
                    .arg(maxDepth),
                referencedAt);
        // Loaded before the revisit check: loadNode() checks that the offset is a block start
        // inside the file, which the bitmap index relies on; a revisited node loaded fine the
        // first time, so the error is the same.
        RawNode node;
        if (auto e = loadNode(offset, referencedAt, node))
            return e;
        const size_t block = size_t(offset / header.blockSize);
        if (block >= walk.visited.size())
            walk.visited.resize(size_t(length / header.blockSize) + 1);
        if (walk.visited[block])
            return error(
                ErrorCode::ChainLoop,
                Tr::tr("B-tree node %1 is reached twice (the tree loops)").arg(hexOffset(offset)),
                referencedAt);
        walk.visited[block] = true;
        for (int i = 0; i <= node.count; ++i) {
            const bool hasLeft = i > 0;
            const bool hasRight = i < node.count;
            if (!node.leaf && (!hasLeft || node.id(i - 1) < walk.last) &&
                (!hasRight || node.id(i) > walk.first)) {
                if (auto e = walkTree(node.child(i),
                                      node.fileOffset(BTreeNode::childSlotOffset(i), payload),
                                      depth + 1, walk))
                    return e;
            }
            if (!hasRight)
                break;
            const quint32 id = node.id(i);
            if (id > walk.last)
                break;
            if (id < walk.first)
                continue;
            if (walk.haveLast && id <= walk.lastId)
                return error(ErrorCode::BadTree,
                             Tr::tr("B-tree node %1: id %2 is out of order (after %3)")
                                 .arg(hexOffset(offset), hexId(id), hexId(walk.lastId)),
                             node.fileOffset(BTreeNode::entryOffset(i) + 4, payload));
            walk.haveLast = true;
            walk.lastId = id;
            walk.out->push_back(node.entry(i));
        }
        return std::nullopt;
    }

    struct Located {
        DatEntry entry;
        qint64 offsetField = -1;
        qint64 sizeField = -1;
    };

    [[nodiscard]] Result<std::optional<Located>> locate(quint32 id) const {
        if (header.treeRoot == 0)
            return std::optional<Located>{};
        std::array<quint32, 64> trail{};
        quint32 offset = header.treeRoot;
        qint64 referencedAt = 0x160;
        for (int depth = 1;; ++depth) {
            if (depth > maxDepth || depth > int(trail.size()))
                return std::unexpected(error(
                    ErrorCode::BadTree,
                    Tr::tr("the B-tree is deeper than a file of this size can hold (%1 levels)")
                        .arg(maxDepth),
                    referencedAt));
            if (std::find(trail.begin(), trail.begin() + depth - 1, offset) !=
                trail.begin() + depth - 1)
                return std::unexpected(
                    error(ErrorCode::ChainLoop,
                          Tr::tr("B-tree node %1 is reached twice (the tree loops)")
                              .arg(hexOffset(offset)),
                          referencedAt));
            trail[size_t(depth - 1)] = offset;
            RawNode node;
            if (auto e = loadNode(offset, referencedAt, node))
                return std::unexpected(*e);
            int lo = 0;
            int hi = node.count;
            while (lo < hi) {
                const int mid = (lo + hi) / 2;
                if (node.id(mid) < id)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            if (lo < node.count && node.id(lo) == id) {
                Located found;
                found.entry = node.entry(lo);
                found.offsetField = node.fileOffset(BTreeNode::entryOffset(lo) + 8, payload);
                found.sizeField = node.fileOffset(BTreeNode::entryOffset(lo) + 12, payload);
                return std::optional<Located>(found);
            }
            if (node.leaf)
                return std::optional<Located>{};
            referencedAt = node.fileOffset(BTreeNode::childSlotOffset(lo), payload);
            offset = node.child(lo);
        }
    }

    /// Where the fields of `entry` sit, looked up again on the error path only.
    [[nodiscard]] Located fieldsOf(const DatEntry& entry) const {
        auto found = locate(entry.id);
        if (found && *found && (*found)->entry == entry)
            return **found;
        return Located{entry};
    }
};

DatFile::~DatFile() = default;

Result<std::unique_ptr<DatFile>> DatFile::open(const QString& path) {
    std::unique_ptr<DatFile> dat(new DatFile);
    dat->m_path = path;
    dat->m_impl = std::make_unique<Impl>();
    Impl& d = *dat->m_impl;
    d.path = path;
    // No size limit here: the mapping costs address space, not memory, and a file above 2 GiB
    // gets the dat-specific message below.
    auto opened = InputFile::open(path, 0);
    if (!opened)
        return fail(opened.error());
    d.input.emplace(std::move(*opened));
    QFile& file = d.input->file();
    d.length = d.input->size();
    if (struct stat atOpening{}; ::fstat(file.handle(), &atOpening) == 0)
        d.modified = atOpening.st_mtim;
    if (d.length < DatHeader::Size) {
        const QByteArray head = file.readAll();
        auto header = DatHeader::decode(head, d.length);
        Q_ASSERT(!header);
        return fail(header.error().inFile(path));
    }
    if (d.length > qint64(0x7FFFFFFF) + 1)
        return fail(ErrorCode::Unsupported,
                    Tr::tr("the file is %1 bytes long; dats address at most 2 GiB").arg(d.length),
                    -1, path);
    d.data = file.map(0, d.length);
    if (d.data == nullptr)
        return fail(ErrorCode::Io, Tr::tr("cannot map the file: %1").arg(file.errorString()), -1,
                    path);
    d.truncationGuard =
        std::make_unique<TruncationGuard>(d.data, size_t(d.length), QFile::encodeName(path));
    auto header = DatHeader::decode(
        QByteArrayView(reinterpret_cast<const char*>(d.data), DatHeader::Size), d.length);
    if (!header)
        return fail(header.error().inFile(path));
    d.header = *header;
    d.payload = qint64(d.header.blockSize) - 4;
    d.maxBlocks = d.header.maxBlocks(d.length);
    const qint64 blocksPerNode = (BTreeNode::Size + d.payload - 1) / d.payload;
    d.maxNodes = qMax<qint64>(1, d.maxBlocks / blocksPerNode);
    // A B-tree whose internal nodes have >= 2 children has >= 2^(depth-1) nodes.
    d.maxDepth = int(std::bit_width(quint64(d.maxNodes)));
    dat->m_header = d.header;
    dat->m_length = d.length;
    return dat;
}

qint64 DatFile::entrySizeFieldOffset(const DatEntry& entry) const {
    return m_impl->fieldsOf(entry).sizeField;
}

const uchar* DatFile::mappedData() const {
    return m_impl->data;
}

int DatFile::handle() const {
    return m_impl->input->file().handle();
}

bool DatFile::wasChanged() const {
    if (wasShortened())
        return true;
    struct stat now {};
    if (::fstat(handle(), &now) != 0)
        return false; // (an open descriptor answers fstat; nothing to tell otherwise)
    return now.st_size != m_length || now.st_mtim.tv_sec != m_impl->modified.tv_sec ||
           now.st_mtim.tv_nsec != m_impl->modified.tv_nsec;
}

bool DatFile::wasShortened() const {
    if (m_impl->truncationGuard->wasShortened())
        return true;
    struct stat now {};
    return ::fstat(handle(), &now) == 0 && now.st_size < m_length;
}

Result<std::optional<DatEntry>> DatFile::find(quint32 id) const {
    auto found = m_impl->locate(id);
    if (!found)
        return std::unexpected(found.error());
    if (!*found)
        return std::optional<DatEntry>{};
    return std::optional<DatEntry>((*found)->entry);
}

Result<std::vector<DatEntry>> DatFile::entries(quint32 first, quint32 last) const {
    std::vector<DatEntry> out;
    if (m_header.treeRoot == 0 || first > last)
        return out;
    Impl::Walk walk;
    walk.first = first;
    walk.last = last;
    walk.out = &out;
    if (first == 0 && last == 0xFFFFFFFF)
        out.reserve(m_impl->countEntries(m_header.treeRoot));
    if (auto e = m_impl->walkTree(m_header.treeRoot, 0x160, 1, walk))
        return fail(*e);
    return out;
}

Result<QByteArray> DatFile::readStored(const DatEntry& entry) const {
    const Impl& d = *m_impl;
    const Subject what{false, entry.id};
    // Check size and start before allocating, naming the entry's fields when they are at fault.
    const qint64 blocks =
        qint64((quint64(entry.size) + quint64(d.payload) - 1) / quint64(d.payload));
    const bool badSize = blocks > d.maxBlocks;
    const bool badStart = entry.size != 0 && d.checkBlockStart(entry.offset, -1, what).has_value();
    Impl::Located fields{entry};
    if (badSize || badStart)
        fields = d.fieldsOf(entry);

    // The whole chain is checked before the claimed size is allocated: a corrupted size that
    // still fits the file costs one walk over the links, not an allocation of that size.
    if (auto e = d.walkChain(entry.offset, entry.size, fields.offsetField, fields.sizeField, what,
                             [](qint64, const char*, qint64) {}))
        return fail(*e);
    QByteArray out(qsizetype(entry.size), Qt::Uninitialized);
    qint64 filled = 0;
    if (auto e = d.walkChain(entry.offset, entry.size, fields.offsetField, fields.sizeField, what,
                             [&](qint64, const char* bytes, qint64 count) {
                                 std::memcpy(out.data() + filled, bytes, size_t(count));
                                 filled += count;
                             }))
        return fail(*e);
    return out;
}

Result<QByteArray> DatFile::read(const DatEntry& entry) const {
    auto stored = readStored(entry);
    if (!stored || !entry.compressed())
        return stored;
    const Impl& d = *m_impl;
    const qint64 prefixAt =
        entry.size > 0 ? fileOffsetOf(DatEntry{0, entry.id, entry.offset, entry.size, 0, 0}, 0)
                       : -1;
    if (stored->size() < 4)
        return fail(
            d.error(ErrorCode::Decompress,
                    Tr::tr("compressed record %1 is %2 bytes, too short for its size prefix")
                        .arg(hexId(entry.id))
                        .arg(stored->size()),
                    prefixAt));
    const quint64 declared = qFromLittleEndian<quint32>(stored->constData());
    const quint64 packed = quint64(stored->size() - 4);
    if (declared > MaxInflatedSize)
        return fail(
            d.error(ErrorCode::Decompress,
                    Tr::tr("compressed record %1 claims %2 bytes; records are inflated only "
                           "up to %3 bytes")
                        .arg(hexId(entry.id))
                        .arg(declared)
                        .arg(MaxInflatedSize),
                    prefixAt));
    if (declared > MaxInflateRatio * qMax<quint64>(packed, 1))
        return fail(d.error(ErrorCode::Decompress,
                            Tr::tr("compressed record %1 claims %2 bytes from %3 stored bytes, "
                                   "more than zlib can produce")
                                .arg(hexId(entry.id))
                                .arg(declared)
                                .arg(packed),
                            prefixAt));
    QByteArray out(qsizetype(declared), Qt::Uninitialized);
    const Inflated inflated = inflateInto(stored->constData() + 4, packed, out);
    if (inflated.status == Inflated::Ok)
        return out;
    QString message;
    if (inflated.status == Inflated::Shorter)
        message =
            Tr::tr("compressed record %1 inflates to %2 bytes, not the %3 its prefix declares")
                .arg(hexId(entry.id))
                .arg(inflated.produced)
                .arg(declared);
    else if (inflated.status == Inflated::Longer)
        message =
            Tr::tr("compressed record %1 inflates to more than the %2 bytes its prefix declares")
                .arg(hexId(entry.id))
                .arg(declared);
    else
        message = Tr::tr("compressed record %1 is not a valid zlib stream (%2)")
                      .arg(hexId(entry.id), inflated.detail);
    return fail(d.error(ErrorCode::Decompress, message, prefixAt));
}

Result<QByteArray> DatFile::read(quint32 id) const {
    auto entry = find(id);
    if (!entry)
        return std::unexpected(entry.error());
    if (!*entry)
        return fail(ErrorCode::NotFound, Tr::tr("no record %1 in the dat").arg(hexId(id)), -1,
                    m_path);
    return read(**entry);
}

qint64 DatFile::fileOffsetOf(const DatEntry& entry, qint64 recordOffset) const {
    const Impl& d = *m_impl;
    if (entry.compressed() || recordOffset < 0 || recordOffset >= qint64(entry.size))
        return -1;
    const qint64 index = recordOffset / d.payload;
    quint32 block = entry.offset;
    for (qint64 i = 0;; ++i) {
        if (d.checkBlockStart(block, -1, {}))
            return -1;
        if (i == index)
            return qint64(block) + 4 + recordOffset % d.payload;
        const quint32 link = d.linkAt(block);
        if (link == 0 || (link & DatHeader::FreeBit) != 0)
            return -1;
        block = link;
    }
}

Result<BTreeNode> DatFile::readNode(quint32 offset, qint64 referencedAt) const {
    Impl::RawNode raw;
    if (auto e = m_impl->loadNode(offset, referencedAt, raw))
        return fail(*e);
    BTreeNode node;
    node.entries.reserve(size_t(raw.count));
    for (int i = 0; i < raw.count; ++i)
        node.entries.push_back(raw.entry(i));
    if (!raw.leaf) {
        node.children.reserve(size_t(raw.count + 1));
        for (int i = 0; i <= raw.count; ++i)
            node.children.push_back(raw.child(i));
    }
    return node;
}

Result<std::vector<quint32>> DatFile::freeBlocks() const {
    const Impl& d = *m_impl;
    std::vector<quint32> blocks;
    if (m_header.freeHead == 0 && m_header.freeCount == 0)
        return blocks;
    const qint64 first = DatHeader::firstBlockOffset(m_header.blockSize);
    std::vector<bool> seen(size_t(d.maxBlocks), false);
    blocks.reserve(size_t(qMin<qint64>(m_header.freeCount, d.maxBlocks)));
    quint32 block = m_header.freeHead;
    qint64 namedAt = 0x154;
    for (;;) {
        if (qint64(blocks.size()) >= qint64(m_header.freeCount))
            return fail(
                d.error(ErrorCode::BadHeader,
                        Tr::tr("the free list is longer than the %1 blocks the header declares")
                            .arg(m_header.freeCount),
                        0x15C));
        if (auto e = d.checkBlockStart(block, namedAt, Subject{true, block}))
            return fail(d.error(e->code,
                                Tr::tr("a free-list link points at %1, outside the file or "
                                       "off the block grid")
                                    .arg(hexOffset(block)),
                                e->offset));
        const auto index = size_t((qint64(block) - first) / m_header.blockSize);
        if (seen[index])
            return fail(d.error(
                ErrorCode::ChainLoop,
                Tr::tr("the free list loops back to block %1").arg(hexOffset(block)), namedAt));
        seen[index] = true;
        blocks.push_back(block);
        const quint32 link = d.linkAt(block);
        if ((link & DatHeader::FreeBit) == 0)
            return fail(d.error(
                ErrorCode::BadRecord,
                Tr::tr("block %1 is on the free list but not tagged free").arg(hexOffset(block)),
                block));
        const quint32 next = link & ~DatHeader::FreeBit;
        if (next == 0)
            break;
        namedAt = block;
        block = next;
    }
    if (qint64(blocks.size()) != qint64(m_header.freeCount))
        return fail(d.error(ErrorCode::BadHeader,
                            Tr::tr("the free list has %1 blocks; the header declares %2")
                                .arg(blocks.size())
                                .arg(m_header.freeCount),
                            0x15C));
    if (blocks.back() != m_header.freeTail)
        return fail(d.error(ErrorCode::BadHeader,
                            Tr::tr("the free list ends at %1; the header names %2 as its tail")
                                .arg(hexOffset(blocks.back()), hexOffset(m_header.freeTail)),
                            0x158));
    return blocks;
}

Result<int> DatFile::treeDepth() const {
    if (m_header.treeRoot == 0)
        return 0;
    quint32 offset = m_header.treeRoot;
    qint64 referencedAt = 0x160;
    for (int depth = 1;; ++depth) {
        if (depth > m_impl->maxDepth)
            return fail(
                m_impl->error(ErrorCode::BadTree,
                              Tr::tr("the B-tree is deeper than a file of this size can hold "
                                     "(%1 levels)")
                                  .arg(m_impl->maxDepth),
                              referencedAt));
        Impl::RawNode raw;
        if (auto e = m_impl->loadNode(offset, referencedAt, raw))
            return fail(*e);
        if (raw.leaf)
            return depth;
        referencedAt = raw.fileOffset(BTreeNode::childSlotOffset(0), m_impl->payload);
        offset = raw.child(0);
    }
}

} // namespace soundstage
