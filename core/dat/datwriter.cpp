#include "core/dat/datwriter.h"

#include "core/common/atomicfile.h"
#include "core/common/bytewriter.h"
#include "core/common/hexid.h"
#include "core/dat/btree.h"

#include <QCoreApplication>
#include <QtEndian>

#include <zlib.h>

#include <optional>

#include <algorithm>
#include <cstring>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::DatWriter" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DatWriter)
};

bool allZero(const QByteArray& bytes) {
    return std::all_of(bytes.begin(), bytes.end(), [](char c) { return c == 0; });
}

Result<QByteArray> compressRecord(quint32 id, const QByteArray& bytes) {
    uLongf bound = compressBound(uLong(bytes.size()));
    QByteArray out(qsizetype(4 + bound), Qt::Uninitialized);
    qToLittleEndian<quint32>(quint32(bytes.size()), out.data());
    const int rc =
        compress2(reinterpret_cast<Bytef*>(out.data() + 4), &bound,
                  reinterpret_cast<const Bytef*>(bytes.constData()), uLong(bytes.size()), 9);
    if (rc != Z_OK)
        return fail(ErrorCode::Decompress,
                    Tr::tr("zlib could not compress record %1 (code %2)").arg(hexId(id)).arg(rc));
    out.truncate(qsizetype(4 + bound));
    return out;
}

} // namespace

DatWriter::DatWriter(DatHeader header)
    : m_header(std::move(header)) {}

void DatWriter::add(const DatEntry& entry, QByteArray bytes) {
    m_records[entry.id] = Pending{entry, std::move(bytes)};
}

void DatWriter::add(quint32 id, QByteArray bytes) {
    DatEntry entry;
    entry.id = id;
    add(entry, std::move(bytes));
}

Result<void> DatWriter::emitFile(const std::function<void(qint64)>& begin,
                                 const std::function<bool(QByteArrayView)>& sink) const {
    const quint32 bs = m_header.blockSize;
    if (bs % 4 != 0 || bs < DatHeader::MinBlockSize || bs > DatHeader::MaxBlockSize)
        return fail(ErrorCode::Usage, Tr::tr("block size %1 is not a multiple of 4 from %2 to %3")
                                          .arg(bs)
                                          .arg(DatHeader::MinBlockSize)
                                          .arg(DatHeader::MaxBlockSize));
    const qint64 payload = qint64(bs) - 4;
    const auto blocksFor = [&](qint64 size) { return (size + payload - 1) / payload; };

    // Stored bytes and entries in id order (std::map order); offsets assigned as we go.
    struct Placed {
        DatEntry entry;
        QByteArray stored;
    };
    std::vector<Placed> placed;
    placed.reserve(m_records.size() + 1);
    qint32 maxIteration = 1;
    for (const auto& [id, pending] : m_records)
        maxIteration = qMax(maxIteration, pending.entry.iteration);
    const auto addPlaced = [&](const DatEntry& entry, const QByteArray& bytes) -> Result<void> {
        Placed p{entry, bytes};
        if (entry.compressed()) {
            auto packed = compressRecord(entry.id, bytes);
            if (!packed)
                return std::unexpected(packed.error());
            p.stored = std::move(*packed);
        }
        p.entry.size = quint32(p.stored.size());
        placed.push_back(std::move(p));
        return {};
    };
    for (const auto& [id, pending] : m_records) {
        if (auto r = addPlaced(pending.entry, pending.bytes); !r)
            return r;
    }
    if (!m_records.contains(IterationId)) {
        DatEntry entry;
        entry.id = IterationId;
        entry.flags = 0x00010000; // the client loads the iteration list only at version 1
        entry.iteration = maxIteration;
        ByteWriter body;
        body.i32(maxIteration);
        body.i32(-maxIteration);
        body.i32(1);
        if (auto r = addPlaced(entry, body.data()); !r)
            return r;
    }

    qint64 cursor = DatHeader::DataStart;
    const qint64 limit = qint64(0x7FFFFFFF);
    for (Placed& p : placed) {
        const qint64 blocks = blocksFor(p.entry.size);
        p.entry.offset = blocks > 0 ? quint32(qMin(cursor, limit)) : 0;
        cursor += blocks * bs;
    }

    BTree tree;
    for (const Placed& p : placed)
        tree.insert(p.entry);
    const qint64 nodeBlocks = blocksFor(BTreeNode::Size);
    for (int i = 0; i < tree.nodeCount(); ++i) {
        tree.node(i).offset = quint32(qMin(cursor, limit));
        cursor += nodeBlocks * bs;
    }

    const qint64 usedEnd = cursor;
    const qint64 target =
        ((usedEnd + MinSpareBlocks * bs + GrowthChunk - 1) / GrowthChunk) * GrowthChunk;
    const qint64 freeCount = (target - usedEnd + bs - 1) / bs;
    const qint64 fileSize = usedEnd + freeCount * bs;
    if (fileSize > limit)
        return fail(ErrorCode::Unsupported,
                    Tr::tr("the dat would be %1 bytes; dats address at most 2 GiB").arg(fileSize));

    DatHeader header = m_header;
    header.magic = DatHeader::Magic;
    if (allZero(header.versionText)) {
        header.versionText = QByteArray(256, '\0');
        const QByteArray text = "\nFile Header Structure Default Constructor v1.3\n"_ba;
        header.versionText.replace(0, text.size(), text);
        header.versionText[255] = 0x1A;
    }
    if (allZero(header.transaction)) {
        header.transaction = QByteArray(64, '\0');
        header.transaction[1] = 0x50;
        header.transaction[2] = 0x4C;
    }
    header.fileSize = quint32(fileSize);
    header.treeRoot = tree.root() >= 0 ? tree.node(tree.root()).offset : 0;
    header.freeCount = quint32(freeCount);
    header.freeHead = freeCount > 0 ? quint32(usedEnd) : 0;
    header.freeTail = freeCount > 0 ? quint32(fileSize - bs) : 0;

    begin(fileSize);
    const auto ioError = [] { return fail(ErrorCode::Io, Tr::tr("writing the dat failed")); };
    QByteArray head = header.encode();
    head.append(DatHeader::DataStart - head.size(), '\0');
    if (!sink(head))
        return ioError();

    QByteArray block(bs, '\0');
    // Writes `bytes` as a chain of consecutive blocks starting at `start`.
    const auto writeChain = [&](qint64 start, QByteArrayView bytes) -> bool {
        const qint64 blocks = blocksFor(bytes.size());
        for (qint64 i = 0; i < blocks; ++i) {
            const qint64 from = i * payload;
            const qint64 count = qMin(payload, bytes.size() - from);
            const quint32 link = i + 1 < blocks ? quint32(start + (i + 1) * bs) : 0;
            qToLittleEndian<quint32>(link, block.data());
            std::memcpy(block.data() + 4, bytes.data() + from, size_t(count));
            if (count < payload)
                std::memset(block.data() + 4 + count, 0, size_t(payload - count));
            if (!sink(block))
                return false;
        }
        return true;
    };
    for (const Placed& p : placed) {
        if (!writeChain(p.entry.offset, p.stored))
            return ioError();
    }
    for (int i = 0; i < tree.nodeCount(); ++i) {
        if (!writeChain(tree.node(i).offset, tree.encodeNode(i).encode()))
            return ioError();
    }
    block.fill('\0');
    for (qint64 i = 0; i < freeCount; ++i) {
        const quint32 next = i + 1 < freeCount ? quint32(usedEnd + (i + 1) * bs) : 0;
        qToLittleEndian<quint32>(next | DatHeader::FreeBit, block.data());
        if (!sink(block))
            return ioError();
    }
    return {};
}

Result<QByteArray> DatWriter::build() const {
    QByteArray out;
    auto r = emitFile([&](qint64 size) { out.reserve(qsizetype(size)); },
                      [&](QByteArrayView piece) {
                          out.append(piece);
                          return true;
                      });
    if (!r)
        return std::unexpected(r.error());
    return out;
}

Result<void> DatWriter::write(const QString& path) const {
    auto created = AtomicFile::create(path);
    if (!created)
        return fail(created.error());
    AtomicFile& file = **created;
    QByteArray buffer;
    constexpr qsizetype Chunk = 1 << 20;
    buffer.reserve(Chunk);
    std::optional<Error> writeError;
    const auto flush = [&] {
        auto written = file.append(buffer);
        buffer.resize(0);
        if (!written)
            writeError = written.error();
        return written.has_value();
    };
    auto r = emitFile([](qint64) {},
                      [&](QByteArrayView piece) {
                          buffer.append(piece);
                          return buffer.size() < Chunk || flush();
                      });
    if (writeError)
        return fail(*writeError);
    if (!r)
        return std::unexpected(r.error().inFile(path));
    if (!flush())
        return fail(*writeError);
    return file.commit();
}

} // namespace soundstage
