#include "core/dat/btreenode.h"

#include <QtEndian>

namespace soundstage {

QByteArray BTreeNode::encode() const {
    Q_ASSERT(entries.size() <= MaxEntries);
    Q_ASSERT(children.empty() || children.size() == entries.size() + 1);
    QByteArray out(Size, '\0');
    char* p = out.data();
    for (size_t i = 0; i < children.size(); ++i)
        qToLittleEndian<quint32>(children[i], p + childSlotOffset(int(i)));
    qToLittleEndian<qint32>(qint32(entries.size()), p + CountOffset);
    for (size_t i = 0; i < entries.size(); ++i)
        encodeEntry(entries[i], p + entryOffset(int(i)));
    return out;
}

void BTreeNode::encodeEntry(const DatEntry& entry, char* out) {
    qToLittleEndian<quint32>(entry.flags, out);
    qToLittleEndian<quint32>(entry.id, out + 4);
    qToLittleEndian<quint32>(entry.offset, out + 8);
    qToLittleEndian<quint32>(entry.size, out + 12);
    qToLittleEndian<qint32>(entry.date, out + 16);
    qToLittleEndian<qint32>(entry.iteration, out + 20);
}

} // namespace soundstage
