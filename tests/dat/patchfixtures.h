#pragma once

// Shared fixtures of the patch / verify / diff tests: dats built in code with DatWriter,
// whole-dat snapshots to compare, and raw byte pokes for corruption cases.

#include "core/dat/datfile.h"
#include "core/dat/datwriter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QtEndian>

#include <map>
#include <memory>

namespace soundstage::testing {

// The error text of a failed result (empty for a good one): QVERIFY2 evaluates its message even
// when the check passes.
template <typename T> QByteArray why(const Result<T>& result) {
    return result ? QByteArray() : result.error().toString().toLocal8Bit();
}

inline QByteArray recordBytes(quint32 id, qsizetype size, quint32 salt = 0) {
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char((id * 31u + quint32(i) * 7u + quint32(i >> 8) + salt * 13u) & 0xFF);
    if (size >= 4)
        qToLittleEndian<quint32>(id, bytes.data()); // records start with their id
    return bytes;
}

// Ids spread over three families with gaps so inserts land between existing ids.
inline quint32 fixtureId(int i) {
    switch (i % 3) {
    case 0:
        return 0x01000000u + quint32(i) * 4;
    case 1:
        return 0x06000000u + quint32(i) * 4;
    default:
        return 0x0D000000u + quint32(i) * 4;
    }
}

inline qsizetype fixtureSize(int i) {
    static const qsizetype sizes[] = {16, 1020, 1021, 300, 2041, 77, 4000, 1019};
    return sizes[i % 8];
}

struct Fixture {
    std::map<quint32, QByteArray> records;
    QString path;
};

// A dat of `count` records (plus the iteration record), written to `dir/name`.
inline Fixture writeFixture(const QDir& dir, const QString& name, int count,
                            quint32 blockSize = 1024) {
    Fixture f;
    DatHeader header;
    header.blockSize = blockSize;
    DatWriter writer(header);
    for (int i = 0; i < count; ++i) {
        DatEntry e;
        e.id = fixtureId(i);
        e.flags = 0x00020000u | (i % 5 == 0 ? 0x00010000u : 0u); // versions 2 and 3
        e.date = 1380000000 + i;
        e.iteration = 1 + i % 7;
        const QByteArray bytes = recordBytes(e.id, fixtureSize(i));
        writer.add(e, bytes);
        f.records[e.id] = bytes;
    }
    f.path = dir.filePath(name);
    if (auto r = writer.write(f.path); !r)
        qFatal("fixture: %s", qPrintable(r.error().toString()));
    return f;
}

inline QByteArray fileBytes(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

inline QByteArray sha(const QString& path) {
    return QCryptographicHash::hash(fileBytes(path), QCryptographicHash::Sha256);
}

inline quint32 u32At(const QByteArray& bytes, qint64 offset) {
    return qFromLittleEndian<quint32>(bytes.constData() + offset);
}
inline void putU32(QByteArray& bytes, qint64 offset, quint32 value) {
    qToLittleEndian<quint32>(value, bytes.data() + offset);
}

// Every record of a dat: id → (entry, bytes); empty map and a warning on any failure.
struct Snapshot {
    std::map<quint32, DatEntry> entries;
    std::map<quint32, QByteArray> bytes;
    bool ok = false;
};

inline Snapshot snapshot(const QString& path) {
    Snapshot s;
    auto dat = DatFile::open(path);
    if (!dat) {
        qWarning() << dat.error().toString();
        return s;
    }
    auto entries = (*dat)->entries();
    if (!entries) {
        qWarning() << entries.error().toString();
        return s;
    }
    for (const DatEntry& e : *entries) {
        auto bytes = (*dat)->read(e);
        if (!bytes) {
            qWarning() << bytes.error().toString();
            return s;
        }
        s.entries[e.id] = e;
        s.bytes[e.id] = *bytes;
    }
    s.ok = true;
    return s;
}

// Files in `dir` whose name starts with '.', i.e. temporaries a patch would leave behind.
inline QStringList leftovers(const QDir& dir) {
    return dir.entryList({QStringLiteral(".*")}, QDir::Files | QDir::Hidden | QDir::System);
}

} // namespace soundstage::testing
