#pragma once

#include "core/common/error.h"
#include "core/dat/datheader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QtEndian>

#include <vector>

namespace soundstage {

/// Read-only view of a mapped source dat for walking block chains, for DatPatcher (the DatFile
/// reader does not hand out block lists). The caller owns the mapping and keeps it for the
/// view's life. Not thread-safe; a plain value.
struct SourceChains {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DatPatcher)

public:
    const uchar* data = nullptr;
    qint64 length = 0;
    DatHeader header;
    qint64 payload = 0; ///< record bytes per block (the block size less its 4-byte link)
    QString path;

    [[nodiscard]] quint32 link(quint32 block) const {
        return qFromLittleEndian<quint32>(data + block);
    }
    [[nodiscard]] qint64 blocksFor(qint64 size) const { return (size + payload - 1) / payload; }

    /// The blocks of a `size`-byte chain from `start`, checked like the client reads it: inside
    /// the file and on the grid, no block tagged free, ending exactly at its last block, no
    /// block twice. Errors name `what` and the offset (OutOfBounds, FreeBlockInChain,
    /// Truncated, BadRecord, ChainLoop).
    [[nodiscard]] Result<std::vector<quint32>> chain(quint32 start, quint64 size,
                                                     const QString& what) const;
    /// Whether `blocks` hold exactly `bytes` (after each block's link).
    [[nodiscard]] bool sameStored(const std::vector<quint32>& blocks,
                                  const QByteArray& bytes) const;
};

} // namespace soundstage
