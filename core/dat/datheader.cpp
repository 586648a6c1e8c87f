#include "core/dat/datheader.h"

#include "core/common/bytereader.h"
#include "core/common/bytewriter.h"
#include "core/common/hexid.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::DatHeader" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DatHeader)
};

// Field offsets inside the file (absolute), for error messages.
constexpr qint64 OffMagic = 0x140;
constexpr qint64 OffBlockSize = 0x144;
constexpr qint64 OffFileSize = 0x148;
constexpr qint64 OffFreeHead = 0x154;
constexpr qint64 OffFreeTail = 0x158;
constexpr qint64 OffFreeCount = 0x15C;
constexpr qint64 OffTreeRoot = 0x160;

quint32 u32At(QByteArrayView bytes, qint64 offset) {
    ByteReader reader(bytes.sliced(offset, 4));
    return reader.u32();
}

} // namespace

qint64 DatHeader::firstBlockOffset(quint32 blockSize) {
    if (blockSize == 0)
        return DataStart;
    // The client anchors the grid at 1024; the first grid offset clear of the header is the
    // earliest block a reader can accept (512 for DRW-written 256-byte-block dats).
    const qint64 bs = blockSize;
    return DataStart - ((DataStart - Size) / bs) * bs;
}

bool DatHeader::onBlockGrid(qint64 offset) const {
    if (blockSize == 0)
        return false;
    return offset >= firstBlockOffset(blockSize) && (offset - DataStart) % blockSize == 0;
}

qint64 DatHeader::maxBlocks(qint64 fileLength) const {
    const qint64 first = firstBlockOffset(blockSize);
    if (blockSize == 0 || fileLength <= first)
        return 0;
    return (fileLength - first) / blockSize;
}

Result<DatHeader> DatHeader::decode(QByteArrayView bytes, qint64 fileLength) {
    const qint64 available = qMin<qint64>(bytes.size(), fileLength);
    // A pre-2013 dat has its (shorter) header at 0x12C; say so even when the file is too short
    // for an EoR header or carries something else at 0x140.
    const bool legacyMagic =
        available >= LegacyInfoOffset + 4 && u32At(bytes, LegacyInfoOffset) == Magic;
    if (available < Size) {
        if (legacyMagic && (available < InfoOffset + 4 || u32At(bytes, InfoOffset) != Magic))
            return fail(ErrorCode::LegacyFormat,
                        Tr::tr("this is a pre-2013 dat (header at 0x12C); only the end-of-retail "
                               "layout is supported"),
                        LegacyInfoOffset);
        return fail(ErrorCode::Truncated,
                    Tr::tr("the file is %1 bytes long, shorter than the %2-byte dat header")
                        .arg(fileLength)
                        .arg(Size),
                    available);
    }

    ByteReader reader(bytes.first(Size));
    DatHeader h;
    h.versionText = reader.take(256).toByteArray();
    h.transaction = reader.take(64).toByteArray();
    h.magic = reader.u32();
    h.blockSize = reader.u32();
    h.fileSize = reader.u32();
    h.dataSet = reader.u32();
    h.dataSubset = reader.u32();
    h.freeHead = reader.u32();
    h.freeTail = reader.u32();
    h.freeCount = reader.u32();
    h.treeRoot = reader.u32();
    h.youngLru = reader.u32();
    h.oldLru = reader.u32();
    h.useLru = reader.u32();
    h.masterMapId = reader.u32();
    h.enginePackVersion = reader.u32();
    h.gamePackVersion = reader.u32();
    h.versionGuid = reader.take(16).toByteArray();
    h.versionMinor = reader.u32();
    if (!reader.ok())
        return fail(ErrorCode::Truncated, reader.failure()->message, reader.failure()->offset);

    if (h.magic != Magic) {
        if (legacyMagic)
            return fail(ErrorCode::LegacyFormat,
                        Tr::tr("this is a pre-2013 dat (header at 0x12C); only the end-of-retail "
                               "layout is supported"),
                        LegacyInfoOffset);
        return fail(ErrorCode::BadMagic,
                    Tr::tr("not an Asheron's Call dat: magic is %1, expected 0x00005442")
                        .arg(hexId(h.magic)),
                    OffMagic);
    }

    if (h.blockSize % 4 != 0 || h.blockSize < MinBlockSize || h.blockSize > MaxBlockSize)
        return fail(ErrorCode::BadHeader,
                    Tr::tr("block size %1 is not sane (a multiple of 4 from %2 to %3 expected)")
                        .arg(h.blockSize)
                        .arg(MinBlockSize)
                        .arg(MaxBlockSize),
                    OffBlockSize);
    if (firstBlockOffset(h.blockSize) + h.blockSize > fileLength)
        return fail(ErrorCode::BadHeader,
                    Tr::tr("block size %1 does not fit a file of %2 bytes")
                        .arg(h.blockSize)
                        .arg(fileLength),
                    OffBlockSize);

    // A declared size beyond the real length means the file was cut short. A smaller one is
    // tolerated: the client only uses it to know where to grow the file, and every offset is
    // checked against the real length anyway.
    if (h.fileSize > fileLength)
        return fail(ErrorCode::Truncated,
                    Tr::tr("the header declares %1 bytes but the file has only %2 (truncated?)")
                        .arg(h.fileSize)
                        .arg(fileLength),
                    OffFileSize);

    const auto checkBlock = [&](quint32 value, qint64 field,
                                const QString& what) -> std::optional<Error> {
        if (value == 0)
            return std::nullopt;
        if (qint64(value) + h.blockSize > fileLength)
            return Error{ErrorCode::OutOfBounds,
                         Tr::tr("%1 %2 lies outside the file (%3 bytes)")
                             .arg(what, hexOffset(value))
                             .arg(fileLength),
                         {},
                         field};
        if (!h.onBlockGrid(value))
            return Error{ErrorCode::OutOfBounds,
                         Tr::tr("%1 %2 is not on the %3-byte block grid")
                             .arg(what, hexOffset(value))
                             .arg(h.blockSize),
                         {},
                         field};
        return std::nullopt;
    };
    if (auto e = checkBlock(h.treeRoot, OffTreeRoot, Tr::tr("the B-tree root")))
        return fail(*e);
    if (auto e = checkBlock(h.freeHead, OffFreeHead, Tr::tr("the free-list head")))
        return fail(*e);
    if (auto e = checkBlock(h.freeTail, OffFreeTail, Tr::tr("the free-list tail")))
        return fail(*e);
    if (h.freeCount > h.maxBlocks(fileLength))
        return fail(ErrorCode::BadHeader,
                    Tr::tr("free block count %1 is more than the file holds (%2 blocks)")
                        .arg(h.freeCount)
                        .arg(h.maxBlocks(fileLength)),
                    OffFreeCount);
    if (h.freeCount > 0 && (h.freeHead == 0 || h.freeTail == 0))
        return fail(ErrorCode::BadHeader,
                    Tr::tr("%1 free blocks are declared but the free list has no head or tail")
                        .arg(h.freeCount),
                    h.freeHead == 0 ? OffFreeHead : OffFreeTail);
    return h;
}

QByteArray DatHeader::encode() const {
    ByteWriter w;
    w.bytes(versionText.left(256));
    w.zeros(256 - qMin<qint64>(256, versionText.size()));
    w.bytes(transaction.left(64));
    w.zeros(64 - qMin<qint64>(64, transaction.size()));
    w.u32(magic);
    w.u32(blockSize);
    w.u32(fileSize);
    w.u32(dataSet);
    w.u32(dataSubset);
    w.u32(freeHead);
    w.u32(freeTail);
    w.u32(freeCount);
    w.u32(treeRoot);
    w.u32(youngLru);
    w.u32(oldLru);
    w.u32(useLru);
    w.u32(masterMapId);
    w.u32(enginePackVersion);
    w.u32(gamePackVersion);
    w.bytes(versionGuid.left(16));
    w.zeros(16 - qMin<qint64>(16, versionGuid.size()));
    w.u32(versionMinor);
    return w.take();
}

} // namespace soundstage
