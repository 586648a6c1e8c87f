#include "core/dat/sourcechains.h"

#include "core/common/hexid.h"

#include <algorithm>
#include <cstring>

namespace soundstage {

Result<std::vector<quint32>> SourceChains::chain(quint32 start, quint64 size,
                                                 const QString& what) const {
    std::vector<quint32> blocks;
    if (size == 0)
        return blocks;
    const qint64 count = blocksFor(qint64(size));
    if (count > header.maxBlocks(length))
        return fail(ErrorCode::OutOfBounds, tr("%1 is longer than the file").arg(what), -1, path);
    blocks.reserve(size_t(count));
    quint32 current = start;
    for (qint64 i = 0; i < count; ++i) {
        if (qint64(current) + header.blockSize > length || !header.onBlockGrid(current))
            return fail(ErrorCode::OutOfBounds,
                        tr("the chain of %1 reaches %2, outside the file or off the grid")
                            .arg(what, hexOffset(current)),
                        i == 0 ? -1 : qint64(blocks.back()), path);
        blocks.push_back(current);
        const quint32 next = link(current);
        if ((next & DatHeader::FreeBit) != 0)
            return fail(ErrorCode::FreeBlockInChain,
                        tr("the chain of %1 runs into block %2, which is tagged free")
                            .arg(what, hexOffset(current)),
                        current, path);
        if (i + 1 == count ? next != 0 : next == 0)
            return fail(next == 0 ? ErrorCode::Truncated : ErrorCode::BadRecord,
                        tr("the chain of %1 does not end at its last block (%2)")
                            .arg(what, hexOffset(current)),
                        current, path);
        current = next;
    }
    // A loop inside `count` blocks would revisit a block; the caller's ownership map or the
    // sort below catches it.
    std::vector<quint32> sorted = blocks;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        return fail(ErrorCode::ChainLoop, tr("the chain of %1 loops").arg(what), -1, path);
    return blocks;
}

bool SourceChains::sameStored(const std::vector<quint32>& blocks, const QByteArray& bytes) const {
    qint64 at = 0;
    for (const quint32 block : blocks) {
        const qint64 take = qMin(payload, bytes.size() - at);
        if (std::memcmp(data + block + 4, bytes.constData() + at, size_t(take)) != 0)
            return false;
        at += take;
    }
    return at == bytes.size();
}

} // namespace soundstage
