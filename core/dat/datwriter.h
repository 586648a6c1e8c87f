#pragma once

#include "core/common/error.h"
#include "core/dat/datentry.h"
#include "core/dat/datheader.h"

#include <QByteArray>
#include <QString>

#include <map>

namespace soundstage {

/// Writes a complete new dat in the retail layout: records in block chains, a B-tree of
/// minimum degree 31 (leaves with child slot 0 = 0, internal nodes with n+1 children), a free
/// list of tagged blocks linked the client's way, the iteration record, and a valid header.
class DatWriter final {
public:
    /// `header` supplies block size, data set and version fields; layout fields are computed.
    explicit DatWriter(DatHeader header = {});

    /// Adds or replaces a record. `entry.id` is the key; offset and size are computed (and the
    /// bytes compressed with zlib when `entry.compressed()`).
    void add(const DatEntry& entry, QByteArray bytes);
    void add(quint32 id, QByteArray bytes);

    [[nodiscard]] qsizetype count() const { return static_cast<qsizetype>(m_records.size()); }

    /// The whole file. Adds an iteration record 0xFFFF0001 (version 1) when none was added.
    [[nodiscard]] Result<QByteArray> build() const;
    /// build(), then writes atomically (QSaveFile: written aside, flushed, renamed).
    [[nodiscard]] Result<void> write(const QString& path) const;

private:
    struct Pending {
        DatEntry entry;
        QByteArray bytes;
    };
    DatHeader m_header;
    std::map<quint32, Pending> m_records;
};

} // namespace soundstage
