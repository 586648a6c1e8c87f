#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>

namespace soundstage {

/// The 400-byte dat file header (DiskHeaderBlock_t); the file information sits at 0x140.
struct DatHeader {
    static constexpr qint64 Size = 0x190;
    static constexpr qint64 InfoOffset = 0x140;
    static constexpr qint64 LegacyInfoOffset = 0x12C; ///< pre-2013 layout, recognised and refused
    static constexpr quint32 Magic = 0x5442;

    QByteArray versionText = QByteArray(256, '\0'); ///< 0x000, kept verbatim
    QByteArray transaction = QByteArray(64, '\0');  ///< 0x100, kept verbatim
    quint32 magic = Magic;
    quint32 blockSize = 1024; ///< bytes per block including the 4-byte link
    quint32 fileSize = 0;
    quint32 dataSet = 1;      ///< 1 portal, 2 cell, 3 local
    quint32 dataSubset = 0;
    quint32 freeHead = 0;
    quint32 freeTail = 0;
    quint32 freeCount = 0;
    quint32 treeRoot = 0;
    quint32 youngLru = 0;
    quint32 oldLru = 0;
    quint32 useLru = 0;
    quint32 masterMapId = 0;
    quint32 enginePackVersion = 110;
    quint32 gamePackVersion = 0;
    QByteArray versionGuid = QByteArray(16, '\0');
    quint32 versionMinor = 0;

    /// Parses and sanity-checks the header of a file of `fileLength` bytes (magic, block size,
    /// declared size, root and free offsets). Errors carry the offset of the offending field.
    [[nodiscard]] static Result<DatHeader> decode(QByteArrayView bytes, qint64 fileLength);
    [[nodiscard]] QByteArray encode() const;
};

} // namespace soundstage
