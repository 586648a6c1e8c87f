#include "core/dat/blockallocator.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <utility>

namespace soundstage {

BlockAllocator::BlockAllocator(Storage& storage, const DatHeader& header, qint64 length,
                               const std::vector<quint32>& freeBlocks, Options options)
    : m_storage(storage)
    , m_options(std::move(options))
    , m_blockSize(header.blockSize)
    , m_free(freeBlocks.begin(), freeBlocks.end())
    , m_freeTail(header.freeTail)
    , m_fileEnd(growthStart(header, length)) {}

qint64 BlockAllocator::growthStart(const DatHeader& header, qint64 length) {
    const qint64 bs = header.blockSize;
    const qint64 firstBlock = DatHeader::firstBlockOffset(header.blockSize);
    qint64 end = qMax<qint64>(length, header.fileSize);
    if (end < firstBlock)
        end = firstBlock;
    // Up to the grid: a file whose length is off it ends in a partial block nobody owns.
    if ((end - DatHeader::DataStart) % bs != 0)
        end += bs - ((end - DatHeader::DataStart) % bs + bs) % bs;
    return end;
}

qint64 BlockAllocator::blocksFor(qint64 bytes) const {
    const qint64 payload = m_blockSize - 4;
    return (bytes + payload - 1) / payload;
}

Result<void> BlockAllocator::writeLink(quint32 block, quint32 value) {
    char raw[4];
    qToLittleEndian<quint32>(value, raw);
    return m_storage.write(raw, 4, block);
}

Result<void> BlockAllocator::append(const std::vector<quint32>& blocks) {
    if (!m_free.empty()) {
        if (auto r = writeLink(m_freeTail, blocks.front() | DatHeader::FreeBit); !r)
            return r;
    }
    m_free.insert(m_free.end(), blocks.begin(), blocks.end());
    m_freeTail = blocks.back();
    return {};
}

Result<void> BlockAllocator::release(const std::vector<quint32>& blocks) {
    if (blocks.empty())
        return {};
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const quint32 next = i + 1 < blocks.size() ? blocks[i + 1] : 0;
        if (auto r = writeLink(blocks[i], next | DatHeader::FreeBit); !r)
            return r;
    }
    return append(blocks);
}

Result<void> BlockAllocator::ensureFree(qint64 count) {
    const qint64 wanted = count + m_options.spareBlocks;
    if (freeCount() >= wanted)
        return {};
    const qint64 bs = m_blockSize;
    const qint64 missing = wanted - freeCount();
    const qint64 steps = (missing * bs + m_options.growthStep - 1) / m_options.growthStep;
    // A growth step smaller than a block still adds whole blocks.
    const qint64 added = qMax(missing, steps * m_options.growthStep / bs);
    const qint64 newEnd = m_fileEnd + added * bs;
    if (newEnd > m_options.maxFileEnd)
        return fail(ErrorCode::Unsupported,
                    tr("the dat would grow to %1 bytes; dats address at most 2 GiB").arg(newEnd),
                    -1, m_options.path);
    if (auto r = m_storage.resize(newEnd); !r)
        return r;
    std::vector<quint32> fresh;
    fresh.reserve(static_cast<std::size_t>(added));
    // The zero-filled, tagged blocks, written a chunk at a time (a large import may add many
    // MiB).
    const qint64 perChunk = qMax<qint64>(1, m_options.growthStep / bs);
    QByteArray links(static_cast<qsizetype>(qMin(added, perChunk) * bs), '\0');
    for (qint64 first = 0; first < added; first += perChunk) {
        const qint64 chunk = qMin(perChunk, added - first);
        for (qint64 i = 0; i < chunk; ++i) {
            const auto block = static_cast<quint32>(m_fileEnd + (first + i) * bs);
            const quint32 next = first + i + 1 < added ? static_cast<quint32>(block + bs) : 0;
            qToLittleEndian<quint32>(next | DatHeader::FreeBit, links.data() + i * bs);
            fresh.push_back(block);
        }
        if (auto r = m_storage.write(links.constData(), chunk * bs, m_fileEnd + first * bs); !r)
            return r;
    }
    if (auto r = append(fresh); !r)
        return r;
    m_fileEnd = newEnd;
    return {};
}

Result<std::vector<quint32>> BlockAllocator::allocate(qint64 count) {
    if (count < 0)
        return fail(ErrorCode::Usage, tr("cannot allocate %1 blocks").arg(count), -1,
                    m_options.path);
    if (auto r = ensureFree(count); !r)
        return std::unexpected(r.error());
    const auto taken = m_free.begin() + static_cast<std::ptrdiff_t>(count);
    std::vector<quint32> blocks(m_free.begin(), taken);
    m_free.erase(m_free.begin(), taken);
    if (m_free.empty())
        m_freeTail = 0;
    return blocks;
}

Result<void> BlockAllocator::writeChain(const std::vector<quint32>& blocks,
                                        const QByteArray& bytes) {
    const qint64 payload = m_blockSize - 4;
    if (blocksFor(bytes.size()) != static_cast<qint64>(blocks.size()))
        return fail(
            ErrorCode::Usage,
            tr("%1 bytes do not fill a chain of %2 blocks").arg(bytes.size()).arg(blocks.size()),
            -1, m_options.path);
    QByteArray block(static_cast<qsizetype>(m_blockSize), '\0');
    qint64 at = 0;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const qint64 take = qMin<qint64>(payload, bytes.size() - at);
        qToLittleEndian<quint32>(i + 1 < blocks.size() ? blocks[i + 1] : 0, block.data());
        std::memcpy(block.data() + 4, bytes.constData() + at, static_cast<std::size_t>(take));
        if (take < payload)
            std::memset(block.data() + 4 + take, 0, static_cast<std::size_t>(payload - take));
        if (auto r = m_storage.write(block.constData(), m_blockSize, blocks[i]); !r)
            return r;
        at += take;
    }
    return {};
}

} // namespace soundstage
