#pragma once

#include "core/common/error.h"
#include "core/dat/datentry.h"
#include "core/dat/datheader.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <map>

namespace soundstage {

/// Writes a complete new dat in the retail layout: records in block chains, a B-tree of
/// minimum degree 31 (leaves with child slot 0 = 0, internal nodes with n+1 children), a free
/// list of tagged blocks linked the client's way, the iteration record, and a valid header.
///
/// Layout: header, zeros to 1024 (the client's data start), the records in id order as block
/// chains (last link 0, stale tail bytes zero), the B-tree nodes, then free blocks up to the
/// next whole MiB (at least MinSpareBlocks of them), each linked `next | 0x80000000`, the last
/// `0x80000000`. Records of 0 bytes get no blocks and offset 0.
/// Header: magic, fileSize, freeHead/Tail/Count and treeRoot are computed; an all-zero version
/// text becomes the client's "\nFile Header Structure Default Constructor v1.3\n" + 0x1A at
/// [255], an all-zero transaction record becomes the "no transaction" record (00 50 4C 00);
/// every other field is kept as given.
/// Records are held as implicitly shared QByteArrays (adding the same buffer many times costs
/// its memory once); write() streams the file, so the whole file is never held in memory.
class DatWriter final {
public:
    static constexpr quint32 IterationId = 0xFFFF0001;
    static constexpr qint64 MinSpareBlocks = 64;
    static constexpr qint64 GrowthChunk = 1024 * 1024;

    /// `header` supplies block size, data set and version fields; layout fields are computed.
    explicit DatWriter(DatHeader header = {});

    /// Adds or replaces a record. `entry.id` is the key; offset and size are computed (and the
    /// bytes compressed with zlib when `entry.compressed()`).
    void add(const DatEntry& entry, QByteArray bytes);
    void add(quint32 id, QByteArray bytes);

    [[nodiscard]] qsizetype count() const { return static_cast<qsizetype>(m_records.size()); }

    /// The whole file. Adds an iteration record 0xFFFF0001 (entry version 1, flags 0x00010000,
    /// body `N, −N, 1` with N = the highest entry iteration, at least 1) when none was added.
    /// Fails (Usage) for an insane block size, (Unsupported) past 2 GiB, (Decompress) when zlib
    /// fails.
    [[nodiscard]] Result<QByteArray> build() const;
    /// The same bytes written atomically (AtomicFile: written aside unnamed, flushed, put in
    /// place); Io errors name the path.
    [[nodiscard]] Result<void> write(const QString& path) const;

private:
    /// Lays the file out, calls `begin(fileSize)` once, then `sink` with consecutive pieces;
    /// a sink returning false stops with an Io error.
    [[nodiscard]] Result<void> emitFile(const std::function<void(qint64)>& begin,
                                        const std::function<bool(QByteArrayView)>& sink) const;

    struct Pending {
        DatEntry entry;
        QByteArray bytes;
    };
    DatHeader m_header;
    std::map<quint32, Pending> m_records;
};

} // namespace soundstage
