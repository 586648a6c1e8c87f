#include "core/dat/btree.h"
#include "core/dat/datfile.h"
#include "core/dat/datwriter.h"

#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <set>
#include <thread>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

// The error text of a failed result (an empty string for a good one): QVERIFY2 evaluates its
// message even when the check passes.
template <typename T> QByteArray why(const soundstage::Result<T>& result) {
    return result ? QByteArray() : result.error().toString().toLocal8Bit();
}

constexpr quint32 IterationId = 0xFFFF0001;

quint32 u32At(const QByteArray& bytes, qint64 offset) {
    return qFromLittleEndian<quint32>(bytes.constData() + offset);
}

// Deterministic record content; sizes chosen to hit block boundaries.
QByteArray recordBytes(quint32 id, qsizetype size) {
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char((id * 31u + quint32(i) * 7u + quint32(i >> 8)) & 0xFF);
    return bytes;
}

qsizetype sizeFor(int i) {
    static const qsizetype sizes[] = {16, 1, 1019, 1020, 1021, 5000, 252, 253, 0, 2041, 77};
    return sizes[i % 11];
}

quint32 idFor(int i) {
    // Two id families with gaps, like Waves and SoundTables.
    return i % 2 == 0 ? 0x0A000000u + quint32(i) * 3 : 0x20000000u + quint32(i) * 5;
}

struct Expected {
    DatEntry entry;
    QByteArray bytes;
};

std::unique_ptr<DatFile> openBytes(QTemporaryDir& dir, const QByteArray& bytes,
                                   const QString& name = u"test.dat"_s) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        return nullptr;
    f.close();
    auto dat = DatFile::open(path);
    if (!dat) {
        qWarning() << dat.error().toString();
        return nullptr;
    }
    return std::move(*dat);
}

// Checks the B-tree invariants on disk and returns the depth (levels).
struct TreeCheck {
    const DatFile* dat = nullptr;
    const QByteArray* file = nullptr;
    std::set<int> leafDepths;
    qint64 entries = 0;
    qint64 nodes = 0;
    bool ok = true;
    QString why;

    void failWith(const QString& text) {
        if (ok)
            why = text;
        ok = false;
    }

    void visit(quint32 offset, int depth, bool isRoot, qint64 lo, qint64 hi) {
        auto node = dat->readNode(offset);
        if (!node) {
            failWith(node.error().toString());
            return;
        }
        ++nodes;
        const auto n = qsizetype(node->entries.size());
        entries += n;
        if (n > 61 || (!isRoot && n < 30))
            failWith(u"node %1 has %2 entries"_s.arg(offset).arg(n));
        for (const DatEntry& e : node->entries) {
            if (qint64(e.id) <= lo || qint64(e.id) >= hi)
                failWith(u"key %1 outside its parent's range"_s.arg(e.id));
        }
        // Child slot i as stored, found by following the node's own block links.
        const auto slotAt = [&](int i) {
            const qint64 payload = qint64(dat->header().blockSize) - 4;
            qint64 block = offset;
            for (qint64 b = (4 * i) / payload; b > 0; --b)
                block = u32At(*file, block);
            return u32At(*file, block + 4 + (4 * i) % payload);
        };
        if (node->isLeaf()) {
            leafDepths.insert(depth);
            for (int i = 0; i < 62; ++i) {
                if (slotAt(i) != 0)
                    failWith(u"leaf %1 slot %2 is not 0"_s.arg(offset).arg(i));
            }
            return;
        }
        if (qsizetype(node->children.size()) != n + 1)
            failWith(u"internal node %1 has %2 children"_s.arg(offset).arg(node->children.size()));
        for (int i = 0; i < 62; ++i) {
            const quint32 slot = slotAt(i);
            if (i <= n && slot == 0)
                failWith(u"internal node %1 child %2 is 0"_s.arg(offset).arg(i));
            if (i > n && slot != 0)
                failWith(u"internal node %1 unused slot %2 is not 0"_s.arg(offset).arg(i));
        }
        for (qsizetype i = 0; i <= n && ok; ++i) {
            const qint64 childLo = i == 0 ? lo : qint64(node->entries[size_t(i - 1)].id);
            const qint64 childHi = i == n ? hi : qint64(node->entries[size_t(i)].id);
            visit(node->children[size_t(i)], depth + 1, false, childLo, childHi);
        }
    }
};

} // namespace

class TestDatWriter : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void roundTrip_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("blockSize");
        QTest::addColumn<int>("compressEvery");
        QTest::addColumn<int>("depth");
        // Entries in the tree = count + the iteration record.
        QTest::newRow("iteration record only") << 0 << 1024 << 0 << 1;
        QTest::newRow("1 entry") << 1 << 1024 << 0 << 1;
        QTest::newRow("61 entries, one full node") << 60 << 1024 << 0 << 1;
        QTest::newRow("62 entries, first split") << 61 << 1024 << 0 << 2;
        QTest::newRow("1000 entries") << 999 << 1024 << 0 << 2;
        // 5000 > 61 + 62*61 = 3843 (most a two-level tree holds) and < 59581 (fewest a
        // four-level tree with min degree 31 holds): exactly three levels.
        QTest::newRow("5000 entries, three levels") << 4999 << 1024 << 0 << 3;
        QTest::newRow("5000 entries, 256-byte blocks") << 4999 << 256 << 0 << 3;
        QTest::newRow("compressed records") << 300 << 1024 << 3 << 2;
        QTest::newRow("64-byte blocks") << 200 << 64 << 5 << 2;
    }

    void roundTrip() {
        QFETCH(int, count);
        QFETCH(int, blockSize);
        QFETCH(int, compressEvery);
        QFETCH(int, depth);

        DatHeader header;
        header.blockSize = quint32(blockSize);
        header.dataSet = 1;
        header.masterMapId = 0x25000002;
        header.versionMinor = 6657;
        DatWriter writer(header);
        std::vector<Expected> expected;
        for (int i = 0; i < count; ++i) {
            DatEntry e;
            e.id = idFor(i);
            e.flags = (i % 7 == 0 ? 0x00030000u : 0x00020000u);
            if (compressEvery > 0 && i % compressEvery == 0)
                e.flags |= 1u;
            e.date = 1380000000 + i;
            e.iteration = 1 + i % 9;
            const QByteArray bytes = recordBytes(e.id, sizeFor(i));
            writer.add(e, bytes);
            expected.push_back({e, bytes});
        }
        QCOMPARE(writer.count(), count);
        auto built = writer.build();
        QVERIFY2(built.has_value(), why(built).constData());
        const QByteArray file = *built;
        auto dat = openBytes(m_dir, file, u"roundtrip.dat"_s);
        QVERIFY(dat);

        // Header.
        const DatHeader& h = dat->header();
        QCOMPARE(h.blockSize, quint32(blockSize));
        QCOMPARE(qint64(h.fileSize), qint64(file.size()));
        QCOMPARE(u32At(file, 0x148), quint32(file.size()));
        QCOMPARE(file.size() % (1024 * 1024), 0);
        QCOMPARE(h.masterMapId, 0x25000002u);
        QCOMPARE(h.versionMinor, 6657u);
        QVERIFY(file.startsWith("\nFile Header Structure Default Constructor v1.3\n"));
        QCOMPARE(file.at(255), '\x1A');
        QCOMPARE(file.mid(0x100, 4), QByteArray("\x00\x50\x4C\x00", 4));
        QCOMPARE(u32At(file, 0x140), 0x5442u);

        // Every entry, in order, with its metadata and bytes.
        auto all = dat->entries();
        QVERIFY2(all.has_value(), why(all).constData());
        QCOMPARE(qsizetype(all->size()), qsizetype(count + 1));
        // The walk reserved the list once, from the nodes' counts (blocks of 256 bytes and more
        // hold a node's slots and count in its first block), not grown by doubling.
        if (blockSize >= 256)
            QCOMPARE(all->capacity(), all->size());
        std::sort(expected.begin(), expected.end(),
                  [](const Expected& a, const Expected& b) { return a.entry.id < b.entry.id; });
        for (qsizetype i = 0; i < count; ++i) {
            const DatEntry& got = (*all)[size_t(i)];
            const Expected& want = expected[size_t(i)];
            QCOMPARE(got.id, want.entry.id);
            QCOMPARE(got.flags, want.entry.flags);
            QCOMPARE(got.date, want.entry.date);
            QCOMPARE(got.iteration, want.entry.iteration);
            auto bytes = dat->read(got);
            QVERIFY2(bytes.has_value(), why(bytes).constData());
            QCOMPARE(*bytes, want.bytes);
            auto stored = dat->readStored(got);
            QVERIFY(stored.has_value());
            QCOMPARE(qint64(stored->size()), qint64(got.size));
            if (got.compressed()) {
                // Check the stored form with zlib directly: u32 size + zlib stream.
                QCOMPARE(u32At(*stored, 0), quint32(want.bytes.size()));
                QByteArray inflated(want.bytes.size() + 1, '\0');
                uLongf outLen = uLongf(inflated.size());
                QCOMPARE(uncompress(reinterpret_cast<Bytef*>(inflated.data()), &outLen,
                                    reinterpret_cast<const Bytef*>(stored->constData() + 4),
                                    uLong(stored->size() - 4)),
                         Z_OK);
                QCOMPARE(inflated.left(qsizetype(outLen)), want.bytes);
            } else {
                QCOMPARE(*stored, want.bytes);
                // Block accounting: exactly ceil(size / payload) blocks in the chain.
                if (got.size > 0) {
                    qint64 blocks = 0;
                    for (quint32 b = got.offset; b != 0; b = u32At(file, b))
                        ++blocks;
                    QCOMPARE(blocks, (qint64(got.size) + blockSize - 5) / (blockSize - 4));
                }
            }
            auto found = dat->find(want.entry.id);
            QVERIFY(found.has_value() && found->has_value());
            QCOMPARE(**found, got);
            auto missing = dat->find(want.entry.id + 1);
            QVERIFY(missing.has_value());
            QVERIFY(!missing->has_value());
        }

        // The iteration record (always the largest id).
        const DatEntry iter = all->back();
        QCOMPARE(iter.id, IterationId);
        QCOMPARE(iter.version(), quint16(1));
        QVERIFY(!iter.compressed());
        const qint32 n = count == 0 ? 1 : std::max(1, std::min(count, 9));
        auto body = dat->read(IterationId);
        QVERIFY(body.has_value());
        QCOMPARE(body->size(), 12);
        QCOMPARE(qint32(u32At(*body, 0)), n);
        QCOMPARE(qint32(u32At(*body, 4)), -n);
        QCOMPARE(qint32(u32At(*body, 8)), 1);

        // Tree shape.
        TreeCheck check{dat.get(), &file};
        check.visit(h.treeRoot, 1, true, -1, qint64(1) << 33);
        QVERIFY2(check.ok, qPrintable(check.why));
        QCOMPARE(check.entries, qint64(count + 1));
        QCOMPARE(check.leafDepths.size(), size_t(1));
        QCOMPARE(*check.leafDepths.begin(), depth);
        auto measured = dat->treeDepth();
        QVERIFY(measured.has_value());
        QCOMPARE(*measured, depth);

        // Free list: head → tail, tagged, last link 0x80000000, count and tail as declared.
        qint64 freeBlocks = 0;
        quint32 block = h.freeHead;
        quint32 last = 0;
        std::set<quint32> freeSet;
        while (block != 0 && freeBlocks <= qint64(h.freeCount)) {
            QVERIFY(qint64(block) + blockSize <= file.size());
            QCOMPARE((qint64(block) - 1024) % blockSize, 0);
            const quint32 link = u32At(file, block);
            QVERIFY2((link & 0x80000000u) != 0, "free block without the free tag");
            freeSet.insert(block);
            ++freeBlocks;
            last = block;
            block = link & 0x7FFFFFFFu;
        }
        QCOMPARE(freeBlocks, qint64(h.freeCount));
        auto listed = dat->freeBlocks();
        QVERIFY2(listed.has_value(), why(listed).constData());
        QCOMPARE(std::set<quint32>(listed->begin(), listed->end()), freeSet);
        QCOMPARE(listed->front(), h.freeHead);
        QVERIFY(freeBlocks >= 64);
        QCOMPARE(last, h.freeTail);
        QCOMPARE(u32At(file, last), 0x80000000u);
        // Every block of the file is either a record block, a node block or free.
        const qint64 totalBlocks = (file.size() - 1024) / blockSize;
        QCOMPARE((file.size() - 1024) % blockSize, 0);
        qint64 recordBlocks = 0;
        for (const DatEntry& e : *all)
            recordBlocks += (qint64(e.size) + blockSize - 5) / (blockSize - 4);
        const qint64 nodeBlocks = check.nodes * ((1716 + blockSize - 5) / (blockSize - 4));
        QCOMPARE(recordBlocks + nodeBlocks + freeBlocks, totalBlocks);
        // No record block is on the free list.
        for (const DatEntry& e : *all) {
            if (e.size > 0)
                QVERIFY(!freeSet.contains(e.offset));
        }
    }

    void rangeQueries_data() {
        QTest::addColumn<quint32>("first");
        QTest::addColumn<quint32>("last");
        QTest::newRow("everything") << 0u << 0xFFFFFFFFu;
        QTest::newRow("waves") << 0x0A000000u << 0x0A00FFFFu;
        QTest::newRow("sound tables") << 0x20000000u << 0x2000FFFFu;
        QTest::newRow("a few waves") << 0x0A000100u << 0x0A000200u;
        QTest::newRow("one present id") << 0x0A000006u << 0x0A000006u;
        QTest::newRow("one absent id") << 0x0A000007u << 0x0A000007u;
        QTest::newRow("gap between families") << 0x0B000000u << 0x1FFFFFFFu;
        QTest::newRow("reversed") << 0x20000000u << 0x0A000000u;
        QTest::newRow("iteration record") << 0xFFFF0001u << 0xFFFF0001u;
        QTest::newRow("straddling families") << 0x0A001000u << 0x20001000u;
    }

    void rangeQueries() {
        QFETCH(quint32, first);
        QFETCH(quint32, last);
        DatWriter writer;
        for (int i = 0; i < 4999; ++i)
            writer.add(idFor(i), recordBytes(idFor(i), 8));
        auto built = writer.build();
        QVERIFY(built.has_value());
        auto dat = openBytes(m_dir, *built, u"range.dat"_s);
        QVERIFY(dat);
        auto all = dat->entries();
        QVERIFY(all.has_value());
        std::vector<quint32> want;
        for (const DatEntry& e : *all) {
            if (e.id >= first && e.id <= last)
                want.push_back(e.id);
        }
        auto range = dat->entries(first, last);
        QVERIFY(range.has_value());
        std::vector<quint32> got;
        for (const DatEntry& e : *range)
            got.push_back(e.id);
        QCOMPARE(got, want);
    }

    void keepsACallersIterationRecord() {
        DatWriter writer;
        DatEntry iter;
        iter.id = IterationId;
        iter.flags = 0x00010000;
        iter.iteration = 2072;
        const QByteArray body("\x18\x08\x00\x00\xE8\xF7\xFF\xFF\x01\x00\x00\x00", 12);
        writer.add(iter, body);
        writer.add(0x20000001, "table"_ba);
        auto built = writer.build();
        QVERIFY(built.has_value());
        auto dat = openBytes(m_dir, *built, u"iter.dat"_s);
        QVERIFY(dat);
        auto all = dat->entries();
        QVERIFY(all.has_value());
        QCOMPARE(all->size(), size_t(2));
        QCOMPARE(all->back().iteration, 2072);
        QCOMPARE(*dat->read(IterationId), body);
    }

    void replacingARecordKeepsOneEntry() {
        DatWriter writer;
        writer.add(0x0A000001, "old"_ba);
        writer.add(0x0A000001, "new bytes"_ba);
        QCOMPARE(writer.count(), 1);
        auto built = writer.build();
        QVERIFY(built.has_value());
        auto dat = openBytes(m_dir, *built, u"replace.dat"_s);
        QVERIFY(dat);
        QCOMPARE(*dat->read(0x0A000001), "new bytes"_ba);
    }

    void writeIsAtomicAndReadable() {
        DatWriter writer;
        for (int i = 0; i < 300; ++i)
            writer.add(idFor(i), recordBytes(idFor(i), sizeFor(i)));
        const QString path = m_dir.filePath(u"written.dat"_s);
        auto written = writer.write(path);
        QVERIFY2(written.has_value(), why(written).constData());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), *writer.build());
        auto dat = DatFile::open(path);
        QVERIFY(dat.has_value());
        QCOMPARE((*dat)->path(), path);
        QCOMPARE((*dat)->entries()->size(), size_t(301));

        auto bad = writer.write(m_dir.filePath(u"no/such/dir/x.dat"_s));
        QVERIFY(!bad.has_value());
        QCOMPARE(bad.error().code, ErrorCode::Io);
    }

    void refusesAnInsaneBlockSize() {
        DatHeader header;
        header.blockSize = 100 + 2;
        DatWriter writer(header);
        auto built = writer.build();
        QVERIFY(!built.has_value());
        QCOMPARE(built.error().code, ErrorCode::Usage);
    }

    void fileOffsetOfFollowsTheChain() {
        DatWriter writer;
        writer.add(0x0A000001, recordBytes(1, 100));
        writer.add(0x0A000002, recordBytes(2, 5000));
        DatEntry packed;
        packed.id = 0x0A000003;
        packed.flags = 0x00020001;
        writer.add(packed, recordBytes(3, 3000));
        auto built = writer.build();
        QVERIFY(built.has_value());
        const QByteArray file = *built;
        auto dat = openBytes(m_dir, file, u"offsets.dat"_s);
        QVERIFY(dat);
        const DatEntry big = **dat->find(0x0A000002);
        const QByteArray bytes = recordBytes(2, 5000);
        for (qint64 k : {0, 1, 1019, 1020, 1021, 2040, 4999}) {
            const qint64 at = dat->fileOffsetOf(big, k);
            QVERIFY(at > 0);
            QCOMPARE(file.at(at), bytes.at(k));
        }
        QCOMPARE(dat->fileOffsetOf(big, 0), qint64(big.offset) + 4);
        QCOMPARE(dat->fileOffsetOf(big, 5000), qint64(-1));
        QCOMPARE(dat->fileOffsetOf(big, -1), qint64(-1));
        QCOMPARE(dat->fileOffsetOf(**dat->find(0x0A000003), 0), qint64(-1));
        auto notThere = dat->read(0x0A000009);
        QVERIFY(!notThere.has_value());
        QCOMPARE(notThere.error().code, ErrorCode::NotFound);
    }

    void btreeReplacesAndLoads() {
        BTree tree;
        for (quint32 i = 0; i < 3000; ++i) {
            DatEntry e;
            e.id = (i * 2654435761u) ^ 0x5A5A5A5Au; // scrambled order
            e.size = i;
            QVERIFY(tree.insert(e));
        }
        QCOMPARE(tree.size(), 3000);
        DatEntry again;
        again.id = (7u * 2654435761u) ^ 0x5A5A5A5Au;
        again.size = 99999;
        QVERIFY(!tree.insert(again));
        QCOMPARE(tree.size(), 3000);
        QCOMPARE(tree.find(again.id)->size, 99999u);
        const auto list = tree.entries();
        QCOMPARE(qsizetype(list.size()), 3000);
        QVERIFY(std::is_sorted(list.begin(), list.end(),
                               [](const DatEntry& a, const DatEntry& b) { return a.id < b.id; }));

        // Load the tree of a written dat: same entries, nodes clean and placed.
        DatWriter writer;
        for (int i = 0; i < 2500; ++i)
            writer.add(idFor(i), recordBytes(idFor(i), 4));
        auto built = writer.build();
        QVERIFY(built.has_value());
        auto dat = openBytes(m_dir, *built, u"load.dat"_s);
        QVERIFY(dat);
        auto loaded = BTree::load(*dat);
        QVERIFY2(loaded.has_value(), why(loaded).constData());
        QCOMPARE(loaded->size(), 2501);
        QCOMPARE(loaded->depth(), *dat->treeDepth());
        QCOMPARE(loaded->entries(), *dat->entries());
        for (int i = 0; i < loaded->nodeCount(); ++i) {
            QVERIFY(!loaded->node(i).dirty);
            QVERIFY(loaded->node(i).offset != 0);
        }
        QCOMPARE(loaded->node(loaded->root()).offset, dat->header().treeRoot);

        // Patch-style use: insert into the loaded tree; only the nodes on the way get dirty.
        const int before = loaded->nodeCount();
        for (quint32 i = 0; i < 40; ++i) {
            DatEntry e;
            e.id = 0x30000000u + i * 7;
            QVERIFY(loaded->insert(e));
        }
        QCOMPARE(loaded->size(), 2541);
        int clean = 0;
        for (int i = 0; i < loaded->nodeCount(); ++i)
            clean += loaded->node(i).dirty ? 0 : 1;
        QVERIFY(clean > 0 && clean < before);
        const auto patched = loaded->entries();
        QCOMPARE(qsizetype(patched.size()), 2541);
        QVERIFY(std::is_sorted(patched.begin(), patched.end(),
                               [](const DatEntry& a, const DatEntry& b) { return a.id < b.id; }));
        QVERIFY(loaded->find(0x30000000u + 39 * 7).has_value());

        // A loop in a loaded tree is reported at the slot that closes it.
        QByteArray looped = *built;
        const quint32 root = dat->header().treeRoot;
        qToLittleEndian<quint32>(root, looped.data() + root + 4 + 4);
        auto loopedDat = openBytes(m_dir, looped, u"loop.dat"_s);
        QVERIFY(loopedDat);
        auto bad = BTree::load(*loopedDat);
        QVERIFY(!bad.has_value());
        QCOMPARE(bad.error().code, ErrorCode::ChainLoop);
        QCOMPARE(bad.error().offset, qint64(root) + 4 + 4);
    }

    void concurrentReadsAgree() {
        DatWriter writer;
        for (int i = 0; i < 2000; ++i) {
            DatEntry e;
            e.id = idFor(i);
            e.flags = i % 4 == 0 ? 0x00020001u : 0x00020000u;
            writer.add(e, recordBytes(e.id, sizeFor(i)));
        }
        auto built = writer.build();
        QVERIFY(built.has_value());
        auto dat = openBytes(m_dir, *built, u"threads.dat"_s);
        QVERIFY(dat);
        std::atomic<int> mismatches{0};
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([&, t] {
                for (int i = t; i < 2000; i += 2) {
                    auto bytes = dat->read(idFor(i));
                    if (!bytes || *bytes != recordBytes(idFor(i), sizeFor(i)))
                        ++mismatches;
                }
            });
        }
        for (auto& th : threads)
            th.join();
        QCOMPARE(mismatches.load(), 0);
    }
};

QTEST_GUILESS_MAIN(TestDatWriter)
#include "tst_datwriter.moc"
