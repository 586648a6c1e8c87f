// Malformed dats: a good dat written by DatWriter, corrupted at known offsets. Each case checks
// the error code and the exact file offset named, and that every operation stays safe.

#include "core/dat/datfile.h"
#include "core/dat/datwriter.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <functional>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 BlockSize = 1024;
constexpr quint32 SmallId = 0x0A000001;  // 100 bytes, one block
constexpr quint32 LongId = 0x0A000002;   // 3000 bytes, three blocks
constexpr quint32 PackedId = 0x0A000003; // compressed
constexpr qsizetype PackedSize = 6000;

quint32 u32At(const QByteArray& bytes, qint64 offset) {
    return qFromLittleEndian<quint32>(bytes.constData() + offset);
}

void putU32(QByteArray& bytes, qint64 offset, quint32 value) {
    qToLittleEndian<quint32>(value, bytes.data() + offset);
}

QByteArray content(quint32 seed, qsizetype size) {
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char((seed * 13u + quint32(i / 16)) & 0xFF); // compressible runs
    return bytes;
}

// Facts about the good dat, found by reading the good file's bytes directly (not through the
// code under test), so the expected offsets are independent of DatFile.
struct Layout {
    QByteArray file;
    quint32 root = 0;
    quint32 leaf = 0; // first child of the root
    quint32 freeHead = 0;
    quint32 longStart = 0; // first block of LongId
    quint32 packedStart = 0;

    [[nodiscard]] qint64 rootSlot(int i) const { return qint64(root) + 4 + 4 * i; }
    [[nodiscard]] qint64 leafCount() const { return qint64(leaf) + 4 + 248; }
    // Leaf entries 0..31 sit in the node's first 1020-byte payload.
    [[nodiscard]] qint64 leafEntry(int i) const { return qint64(leaf) + 4 + 252 + 24 * i; }
};

Layout goodDat() {
    DatHeader header;
    header.blockSize = BlockSize;
    DatWriter writer(header);
    writer.add(SmallId, content(1, 100));
    writer.add(LongId, content(2, 3000));
    DatEntry packed;
    packed.id = PackedId;
    packed.flags = 0x00020001;
    writer.add(packed, content(3, PackedSize));
    for (quint32 i = 0; i < 200; ++i)
        writer.add(0x20000000 + i, content(i, 40));
    Layout l;
    l.file = *writer.build();
    l.root = u32At(l.file, 0x160);
    l.freeHead = u32At(l.file, 0x154);
    l.leaf = u32At(l.file, l.root + 4);
    // Records are written in id order from 1024: SmallId (1 block), LongId (3), PackedId.
    l.longStart = 1024 + BlockSize;
    l.packedStart = 1024 + 4 * BlockSize;
    return l;
}

enum class Op { Open, Enumerate, Find, Read, FreeList };

} // namespace

Q_DECLARE_METATYPE(Op)

class TestDatMalformed : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Layout m_good;
    int m_serial = 0;

    QString store(const QByteArray& bytes) {
        const QString path = m_dir.filePath(u"case%1.dat"_s.arg(++m_serial));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(bytes);
        return path;
    }

    // Runs every operation; none may crash or hang. Returns the first error of `op`.
    static std::optional<Error> exercise(const QString& path, Op op, quint32 id) {
        auto dat = DatFile::open(path);
        if (!dat)
            return dat.error();
        const DatFile& d = **dat;
        std::optional<Error> found;
        const auto note = [&](Op which, const Error& e) {
            if (which == op && !found)
                found = e;
        };
        auto all = d.entries();
        if (!all)
            note(Op::Enumerate, all.error());
        auto one = d.find(id);
        if (!one)
            note(Op::Find, one.error());
        auto bytes = d.read(id);
        if (!bytes)
            note(Op::Read, bytes.error());
        if (all) {
            for (const DatEntry& e : *all) {
                (void)d.read(e);
                (void)d.fileOffsetOf(e, 5);
            }
        }
        auto free = d.freeBlocks();
        if (!free)
            note(Op::FreeList, free.error());
        (void)d.entries(0x20000010, 0x20000020);
        (void)d.treeDepth();
        return found;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_good = goodDat();
        // Sanity of the assumed layout, on raw bytes.
        QCOMPARE(u32At(m_good.file, m_good.longStart), m_good.longStart + BlockSize);
        QCOMPARE(u32At(m_good.file, m_good.longStart + 2 * BlockSize), 0u);
        QCOMPARE(u32At(m_good.file, m_good.leafEntry(0) + 4), SmallId);
        QCOMPARE(u32At(m_good.file, m_good.leafEntry(1) + 4), LongId);
        QCOMPARE(u32At(m_good.file, m_good.leafEntry(1) + 8), m_good.longStart);
        QCOMPARE(u32At(m_good.file, m_good.leafEntry(2) + 8), m_good.packedStart);
        QCOMPARE(u32At(m_good.file, m_good.packedStart + 4), quint32(PackedSize));
        QVERIFY(u32At(m_good.file, m_good.root + 4) != 0); // root is internal
        QVERIFY(!exercise(store(m_good.file), Op::Enumerate, LongId).has_value());
    }

    void reportsWhatAndWhere_data() {
        QTest::addColumn<std::function<void(QByteArray&, const Layout&)>>("corrupt");
        QTest::addColumn<Op>("op");
        QTest::addColumn<quint32>("id");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<std::function<qint64(const Layout&)>>("where");
        using C = std::function<void(QByteArray&, const Layout&)>;
        using W = std::function<qint64(const Layout&)>;
        const auto at = [](qint64 offset) { return W([offset](const Layout&) { return offset; }); };

        QTest::newRow("truncated inside the header")
            << C([](QByteArray& b, const Layout&) { b.truncate(399); }) << Op::Open << SmallId
            << ErrorCode::Truncated << at(399);
        QTest::newRow("truncated body")
            << C([](QByteArray& b, const Layout&) { b.truncate(b.size() / 2); }) << Op::Open
            << SmallId << ErrorCode::Truncated << at(0x148);
        QTest::newRow("wrong magic")
            << C([](QByteArray& b, const Layout&) { putU32(b, 0x140, 0xDEADBEEF); }) << Op::Open
            << SmallId << ErrorCode::BadMagic << at(0x140);
        QTest::newRow("legacy layout") << C([](QByteArray& b, const Layout&) {
            b.replace(0x12C, 0x64, QByteArray(0x64, '\0'));
            putU32(b, 0x12C, 0x5442);
            putU32(b, 0x130, 1024);
        }) << Op::Open << SmallId << ErrorCode::LegacyFormat
                                       << at(0x12C);
        QTest::newRow("block size not a multiple of 4")
            << C([](QByteArray& b, const Layout&) { putU32(b, 0x144, 1023); }) << Op::Open
            << SmallId << ErrorCode::BadHeader << at(0x144);
        QTest::newRow("block size over 64 KiB")
            << C([](QByteArray& b, const Layout&) { putU32(b, 0x144, 1 << 20); }) << Op::Open
            << SmallId << ErrorCode::BadHeader << at(0x144);
        QTest::newRow("root outside the file")
            << C([](QByteArray& b, const Layout&) { putU32(b, 0x160, 0x7FFFFC00); }) << Op::Open
            << SmallId << ErrorCode::OutOfBounds << at(0x160);
        QTest::newRow("free head outside the file")
            << C([](QByteArray& b, const Layout&) { putU32(b, 0x154, 0x40000000); }) << Op::Open
            << SmallId << ErrorCode::OutOfBounds << at(0x154);
        QTest::newRow("child slot outside the file")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.rootSlot(1), 0x7FFFFC00); })
            << Op::Enumerate << SmallId << ErrorCode::OutOfBounds
            << W([](const Layout& l) { return l.rootSlot(1); });
        QTest::newRow("child slot off the grid")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.rootSlot(0), l.leaf + 8); })
            << Op::Find << SmallId << ErrorCode::OutOfBounds
            << W([](const Layout& l) { return l.rootSlot(0); });
        QTest::newRow("record offset outside the file")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.leafEntry(1) + 8, 0x7FFFFC00); })
            << Op::Read << LongId << ErrorCode::OutOfBounds
            << W([](const Layout& l) { return l.leafEntry(1) + 8; });
        QTest::newRow("record offset off the grid")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.leafEntry(0) + 8, 1024 + 2); })
            << Op::Read << SmallId << ErrorCode::OutOfBounds
            << W([](const Layout& l) { return l.leafEntry(0) + 8; });
        QTest::newRow("chain loops")
            << C([](QByteArray& b, const Layout& l) {
                   putU32(b, l.longStart + BlockSize, l.longStart); // block 2 → block 1
               })
            << Op::Read << LongId << ErrorCode::ChainLoop
            << W([](const Layout& l) { return qint64(l.longStart + BlockSize); });
        QTest::newRow("chain loops on itself")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.longStart, l.longStart); })
            << Op::Read << LongId << ErrorCode::ChainLoop
            << W([](const Layout& l) { return qint64(l.longStart); });
        QTest::newRow("chain runs into a free block")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.longStart, l.freeHead); })
            << Op::Read << LongId << ErrorCode::FreeBlockInChain
            << W([](const Layout& l) { return qint64(l.freeHead); });
        QTest::newRow("chain ends early")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.longStart + BlockSize, 0); })
            << Op::Read << LongId << ErrorCode::Truncated
            << W([](const Layout& l) { return qint64(l.longStart + BlockSize); });
        QTest::newRow("chain goes on past its last block") << C([](QByteArray& b, const Layout& l) {
            putU32(b, l.longStart + 2 * BlockSize, l.freeHead);
        }) << Op::Read << LongId << ErrorCode::BadRecord << W([](const Layout& l) {
            return qint64(l.longStart + 2 * BlockSize);
        });
        QTest::newRow("entry count over 61")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.leafCount(), 62); })
            << Op::Enumerate << SmallId << ErrorCode::BadTree
            << W([](const Layout& l) { return l.leafCount(); });
        QTest::newRow("negative entry count")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.leafCount(), 0xFFFFFFFF); })
            << Op::Find << SmallId << ErrorCode::BadTree
            << W([](const Layout& l) { return l.leafCount(); });
        QTest::newRow("ids not ascending")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.leafEntry(1) + 4, 0x01000000); })
            << Op::Enumerate << SmallId << ErrorCode::BadTree
            << W([](const Layout& l) { return l.leafEntry(1) + 4; });
        QTest::newRow("B-tree loops back to the root")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.rootSlot(1), l.root); })
            << Op::Enumerate << SmallId << ErrorCode::ChainLoop
            << W([](const Layout& l) { return l.rootSlot(1); });
        QTest::newRow("B-tree loops, found by lookup")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.rootSlot(0), l.root); })
            << Op::Find << SmallId << ErrorCode::ChainLoop
            << W([](const Layout& l) { return l.rootSlot(0); });
        QTest::newRow("leaf turned into a node pointing at its parent")
            << C([](QByteArray& b, const Layout& l) {
                   for (int i = 0; i < 62; ++i)
                       putU32(b, qint64(l.leaf) + 4 + 4 * i, l.root);
               })
            << Op::Find << quint32(0x0A000000) << ErrorCode::ChainLoop
            << W([](const Layout& l) { return qint64(l.leaf) + 4; });
        // A B-tree of depth d has at least 2^(d-1) nodes; in a 1 MiB dat of 1024-byte blocks
        // (1023 blocks, 511 two-block nodes) that bounds the depth at 9 levels. A chain of 12
        // one-child nodes hung under the root's first slot goes deeper; the slot naming the
        // tenth level (chain node 8, named by chain node 7's slot 0) is reported.
        QTest::newRow("B-tree deeper than the file can hold")
            << C([](QByteArray& b, const Layout& l) {
                   const auto nodeAt = [&](int k) { return l.freeHead + 2 * k * BlockSize; };
                   for (int k = 0; k < 12; ++k) {
                       const quint32 node = nodeAt(k);
                       b.replace(node, 2 * BlockSize, QByteArray(2 * BlockSize, '\0'));
                       putU32(b, node, node + BlockSize);  // block link
                       putU32(b, node + 4, nodeAt(k + 1)); // child slot 0
                       putU32(b, node + 4 + 248, 0);       // no entries
                   }
                   putU32(b, nodeAt(11) + 4, 0); // the last one is a leaf
                   putU32(b, l.rootSlot(0), nodeAt(0));
               })
            << Op::Enumerate << SmallId << ErrorCode::BadTree
            << W([](const Layout& l) { return qint64(l.freeHead + 2 * 7 * BlockSize) + 4; });
        QTest::newRow("record longer than the file")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.leafEntry(1) + 12, 0x7FFFFFF0); })
            << Op::Read << LongId << ErrorCode::OutOfBounds
            << W([](const Layout& l) { return l.leafEntry(1) + 12; });
        QTest::newRow("free list loops")
            << C([](QByteArray& b, const Layout& l) {
                   putU32(b, l.freeHead + BlockSize, l.freeHead | 0x80000000u);
               })
            << Op::FreeList << SmallId << ErrorCode::ChainLoop
            << W([](const Layout& l) { return qint64(l.freeHead + BlockSize); });
        QTest::newRow("free block not tagged")
            << C([](QByteArray& b, const Layout& l) {
                   putU32(b, l.freeHead, l.freeHead + BlockSize);
               })
            << Op::FreeList << SmallId << ErrorCode::BadRecord
            << W([](const Layout& l) { return qint64(l.freeHead); });
        QTest::newRow("free link outside the file")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.freeHead, 0xFFFFFC00u); })
            << Op::FreeList << SmallId << ErrorCode::OutOfBounds
            << W([](const Layout& l) { return qint64(l.freeHead); });
        QTest::newRow("free count below the list")
            << C([](QByteArray& b, const Layout&) { putU32(b, 0x15C, u32At(b, 0x15C) - 1); })
            << Op::FreeList << SmallId << ErrorCode::BadHeader << at(0x15C);
        QTest::newRow("free count above the list")
            << C([](QByteArray& b, const Layout&) { putU32(b, 0x15C, u32At(b, 0x15C) + 1); })
            << Op::FreeList << SmallId << ErrorCode::BadHeader << at(0x15C);
        QTest::newRow("free tail not the list's end")
            << C([](QByteArray& b, const Layout& l) { putU32(b, 0x158, l.freeHead); })
            << Op::FreeList << SmallId << ErrorCode::BadHeader << at(0x158);
        QTest::newRow("zlib stream shorter than its prefix says")
            << C([](QByteArray& b, const Layout& l) {
                   putU32(b, l.packedStart + 4, PackedSize + 100);
               })
            << Op::Read << PackedId << ErrorCode::Decompress
            << W([](const Layout& l) { return qint64(l.packedStart) + 4; });
        QTest::newRow("zlib stream longer than its prefix says")
            << C([](QByteArray& b, const Layout& l) {
                   putU32(b, l.packedStart + 4, PackedSize - 100);
               })
            << Op::Read << PackedId << ErrorCode::Decompress
            << W([](const Layout& l) { return qint64(l.packedStart) + 4; });
        QTest::newRow("zlib prefix absurd")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.packedStart + 4, 0xFFFFFFF0); })
            << Op::Read << PackedId << ErrorCode::Decompress
            << W([](const Layout& l) { return qint64(l.packedStart) + 4; });
        QTest::newRow("zlib stream corrupt")
            << C([](QByteArray& b, const Layout& l) { putU32(b, l.packedStart + 8, 0xFFFFFFFF); })
            << Op::Read << PackedId << ErrorCode::Decompress
            << W([](const Layout& l) { return qint64(l.packedStart) + 4; });
    }

    void reportsWhatAndWhere() {
        QFETCH(std::function<void(QByteArray&, const Layout&)>, corrupt);
        QFETCH(Op, op);
        QFETCH(quint32, id);
        QFETCH(ErrorCode, code);
        QFETCH(std::function<qint64(const Layout&)>, where);
        QByteArray bytes = m_good.file;
        corrupt(bytes, m_good);
        const QString path = store(bytes);
        const auto error = exercise(path, op, id);
        QVERIFY2(error.has_value(), "the corruption went unnoticed");
        QVERIFY2(error->code == code, qPrintable(error->toString()));
        QCOMPARE(error->offset, where(m_good));
        QCOMPARE(error->file, path);
        QVERIFY(!error->message.isEmpty());
    }

    void missingFileIsAnIoError() {
        auto dat = DatFile::open(m_dir.filePath(u"absent.dat"_s));
        QVERIFY(!dat.has_value());
        QCOMPARE(dat.error().code, ErrorCode::Io);
    }

    // Random damage anywhere in the file: never a crash or a hang.
    void survivesRandomDamage() {
        QRandomGenerator rng(20261129);
        for (int round = 0; round < 300; ++round) {
            QByteArray bytes = m_good.file;
            const int flips = 1 + int(rng.bounded(8));
            for (int i = 0; i < flips; ++i) {
                // Mostly in the used area (header, records, nodes), sometimes anywhere.
                const qint64 limit = rng.bounded(4) == 0 ? bytes.size() : 16 * 1024 + 400;
                const qint64 at = qint64(rng.bounded(quint64(limit)));
                if (rng.bounded(2) == 0)
                    bytes[at] = char(rng.bounded(256));
                else if (at + 4 <= bytes.size())
                    putU32(bytes, at, rng.generate());
            }
            (void)exercise(store(bytes), Op::Read, LongId);
            QFile::remove(m_dir.filePath(u"case%1.dat"_s.arg(m_serial)));
        }
    }
};

QTEST_GUILESS_MAIN(TestDatMalformed)
#include "tst_datmalformed.moc"
