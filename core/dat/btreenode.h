#pragma once

#include "core/dat/datentry.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QtEndian>

#include <vector>

namespace soundstage {

/// One B-tree node (BTNode, 1716 bytes) as values: 62 child slots, a count and 61 entries.
///
/// In memory a leaf has no children and an internal node exactly entries.size() + 1 (file
/// offsets of the children's first blocks). On disk a leaf's slots are all 0 (the client's leaf
/// test is slot 0 == 0) and an internal node's slots beyond n+1 are 0 as well.
struct BTreeNode {
    static constexpr qint64 Size = 1716;
    static constexpr int MaxEntries = 61;
    static constexpr int MaxChildren = 62;
    static constexpr qint64 CountOffset = 248;   ///< i32 NumEntries_ inside the node
    static constexpr qint64 EntriesOffset = 252; ///< first BTEntry inside the node

    std::vector<DatEntry> entries;
    std::vector<quint32> children;

    [[nodiscard]] bool isLeaf() const { return children.empty(); }

    /// Node-relative offset of slot `i` / of entry `i`.
    [[nodiscard]] static constexpr qint64 childSlotOffset(int i) { return 4 * qint64(i); }
    [[nodiscard]] static constexpr qint64 entryOffset(int i) {
        return EntriesOffset + DatEntry::Size * qint64(i);
    }

    /// The 1716 bytes. Precondition: entries.size() <= 61, children empty or entries.size()+1.
    [[nodiscard]] QByteArray encode() const;

    /// Reads one 24-byte entry (no checks; `bytes` must hold 24 bytes). Inline: the B-tree walk
    /// calls it for every entry of the dat, and on a little-endian host it is six plain loads.
    [[nodiscard]] static DatEntry decodeEntry(const char* bytes) {
        DatEntry e;
        e.flags = qFromLittleEndian<quint32>(bytes);
        e.id = qFromLittleEndian<quint32>(bytes + 4);
        e.offset = qFromLittleEndian<quint32>(bytes + 8);
        e.size = qFromLittleEndian<quint32>(bytes + 12);
        e.date = qFromLittleEndian<qint32>(bytes + 16);
        e.iteration = qFromLittleEndian<qint32>(bytes + 20);
        return e;
    }
    /// Writes one 24-byte entry.
    static void encodeEntry(const DatEntry& entry, char* out);
};

} // namespace soundstage
