#pragma once

#include "core/common/error.h"
#include "core/dat/datentry.h"
#include "core/dat/datheader.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace soundstage {

/// A dat file opened read-only, memory-mapped and lazy: open() reads the header only; records
/// and B-tree nodes are read when asked for. Every method is const and safe to call from
/// several threads at once. All failures come back as Error values naming the file and the
/// byte offset; malformed input never crashes, loops or allocates more than the file holds.
class DatFile final {
public:
    Q_DISABLE_COPY_MOVE(DatFile)
    ~DatFile();

    [[nodiscard]] static Result<std::unique_ptr<DatFile>> open(const QString& path);

    [[nodiscard]] const QString& path() const { return m_path; }
    [[nodiscard]] const DatHeader& header() const { return m_header; }
    [[nodiscard]] qint64 fileLength() const { return m_length; }

    /// B-tree lookup by id; nothing when absent.
    [[nodiscard]] Result<std::optional<DatEntry>> find(quint32 id) const;
    /// Entries with first <= id <= last, ascending (in-order walk pruned by key).
    [[nodiscard]] Result<std::vector<DatEntry>> entries(quint32 first = 0,
                                                        quint32 last = 0xFFFFFFFF) const;

    /// The record's bytes as stored (following its block chain).
    [[nodiscard]] Result<QByteArray> readStored(const DatEntry& entry) const;
    /// The record's bytes, inflated when the entry is compressed.
    [[nodiscard]] Result<QByteArray> read(const DatEntry& entry) const;
    /// find() then read(); NotFound when the id is absent.
    [[nodiscard]] Result<QByteArray> read(quint32 id) const;

    /// The file offset of byte `recordOffset` of an uncompressed record (for messages that name
    /// where in the file a decode problem sits); -1 when it cannot be mapped.
    [[nodiscard]] qint64 fileOffsetOf(const DatEntry& entry, qint64 recordOffset) const;

private:
    DatFile() = default;
    class Impl;
    std::unique_ptr<Impl> m_impl;
    QString m_path;
    DatHeader m_header;
    qint64 m_length = 0;
};

} // namespace soundstage
