#include "patchfixtures.h"

#include "core/common/bytewriter.h"
#include "core/dat/datfile.h"
#include "core/dat/datverifier.h"
#include "core/dat/datwriter.h"
#include "core/records/motiontable.h"
#include "core/records/physicsscript.h"
#include "core/records/physicsscripttable.h"
#include "core/records/setup.h"
#include "core/records/soundtable.h"
#include "core/records/wave.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

using Kind = VerifyFinding::Kind;

namespace {

// File offset of byte `rel` of the node (or record) whose first block is `start`.
qint64 chainOffset(const QByteArray& file, quint32 start, qint64 rel, qint64 blockSize = 1024) {
    const qint64 payload = blockSize - 4;
    qint64 block = start;
    for (qint64 i = rel / payload; i > 0; --i)
        block = u32At(file, block);
    return block + 4 + rel % payload;
}

qint64 entryField(const QByteArray& file, quint32 node, int entry, int field) {
    return chainOffset(file, node, 252 + 24 * entry + field);
}

// The first leaf on the leftmost path.
quint32 firstLeaf(const QByteArray& file) {
    quint32 node = u32At(file, 0x160);
    while (u32At(file, node + 4) != 0)
        node = u32At(file, node + 4);
    return node;
}

QByteArray describe(const VerifyReport& report) {
    QStringList lines;
    for (const VerifyFinding& f : report.findings)
        lines << VerifyFinding::kindName(f.kind) + u" @0x"_s + QString::number(f.offset, 16) +
                     u": "_s + f.message;
    return lines.join(u"\n"_s).toLocal8Bit();
}

} // namespace

class TestDatVerifier : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QByteArray m_clean; // a 3-level dat of 5000 records
    QByteArray m_small; // 40 records, one leaf

    Result<VerifyReport> verifyBytes(const QByteArray& bytes, const QString& name) {
        const QString path = QDir(m_tmp.path()).filePath(name);
        if (!writeBytes(path, bytes))
            return fail(ErrorCode::Io, u"cannot write fixture"_s);
        return DatVerifier::verify(path);
    }

private slots:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        const QDir dir(m_tmp.path());
        m_clean = fileBytes(writeFixture(dir, u"clean.dat"_s, 5000).path);
        m_small = fileBytes(writeFixture(dir, u"small.dat"_s, 40).path);
    }

    void cleanDat() {
        auto report = verifyBytes(m_clean, u"clean-check.dat"_s);
        QVERIFY2(report.has_value(), why(report).constData());
        QVERIFY2(report->findings.empty(), describe(*report).constData());
        QVERIFY(report->clean());
        QCOMPARE(report->entries, 5001);
        QCOMPARE(report->depth, 3);
        QCOMPARE(report->leakedBlocks, 0);
        QCOMPARE(report->blocks, report->recordBlocks + report->nodeBlocks + report->freeBlocks);
        QCOMPARE(report->blocks, (qint64(m_clean.size()) - 1024) / 1024);
        QCOMPARE(report->freeBlocks, qint64(u32At(m_clean, 0x15C)));
        QCOMPARE(report->nodeBlocks, report->nodes * 2);
    }

    void soundRecordsDecode() {
        DatWriter writer;
        writer.add(0x20000001, SoundTable::makeEmpty(0x20000001).encode());
        Wave wave;
        wave.id = 0x0A000001;
        wave.format = Wave::pcmFormat(1, 22050, 16);
        wave.data = QByteArray(400, '\0');
        writer.add(0x0A000001, wave.encode());
        writer.add(0x02000001, Setup::makeMinimal(0x02000001, 0x20000001).encode());
        writer.add(0x20000002, "not a table"_ba);
        auto built = writer.build();
        QVERIFY(built.has_value());
        auto report = verifyBytes(*built, u"sound.dat"_s);
        QVERIFY(report.has_value());
        QCOMPARE(report->soundTables, 1);
        QCOMPARE(report->waves, 1);
        QCOMPARE(report->setups, 1);
        const auto decode = report->findingsOf(Kind::Decode);
        QCOMPARE(decode.size(), size_t(1));
        QCOMPARE(decode[0].id, std::optional<quint32>(0x20000002));
        QVERIFY(!report->clean());
    }

    // A broken hook record is one finding naming its id and the file offset of the bad field;
    // every other record still decodes and counts.
    void hookRecordsDecode() {
        DatWriter writer;
        const auto animation = [](quint32 id, quint32 hookType) {
            ByteWriter w;
            w.u32(id);
            w.u32(0x2); // has hooks
            w.u32(1);   // parts
            w.u32(1);   // frames
            w.zeros(28);
            w.u32(1);
            w.u32(hookType); // at offset 48
            w.i32(0);
            w.u32(0x25);
            return w.take();
        };
        writer.add(0x03000001, animation(0x03000001, 0x02));
        writer.add(0x03000002, animation(0x03000002, 0x40)); // unknown hook type
        MotionTable motions;
        motions.id = 0x09000001;
        writer.add(motions.id, motions.encode());
        PhysicsScript script;
        script.id = 0x33000001;
        script.entries.push_back({0.5, AnimationHook::make(SoundHook{0x0A000001})});
        writer.add(script.id, script.encode());
        PhysicsScriptTable scripts;
        scripts.id = 0x34000001;
        scripts.entries.push_back({0x4B, {{0.0f, script.id}}});
        writer.add(scripts.id, scripts.encode());
        // A Setup of at least 12 bytes that is not a whole Setup: the lenient reader accepts
        // it, verify does not.
        writer.add(0x02000001, QByteArray(16, '\0'));
        auto built = writer.build();
        QVERIFY(built.has_value());
        auto report = verifyBytes(*built, u"hooks.dat"_s);
        QVERIFY(report.has_value());
        QCOMPARE(report->animations, 1);
        QCOMPARE(report->motionTables, 1);
        QCOMPARE(report->physicsScripts, 1);
        QCOMPARE(report->physicsScriptTables, 1);
        QCOMPARE(report->setups, 0);
        const auto decode = report->findingsOf(Kind::Decode);
        QCOMPARE(decode.size(), size_t(2));
        QCOMPARE(decode[0].id, std::optional<quint32>(0x02000001));
        QCOMPARE(decode[1].id, std::optional<quint32>(0x03000002));
        QVERIFY2(decode[1].message.contains(u"unknown hook type 64"),
                 qPrintable(decode[1].message));
        auto dat = DatFile::open(QDir(m_tmp.path()).filePath(u"hooks.dat"_s));
        QVERIFY(dat.has_value());
        const auto entry = (*dat)->find(0x03000002);
        QVERIFY(entry.has_value() && entry->has_value());
        QCOMPARE(decode[1].offset, (*dat)->fileOffsetOf(**entry, 48));
    }

    // Each corruption, the finding kind it must produce and the offset it must name.
    void corruption_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("kind");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<bool>("error");

        {
            // Drop the last free block from the list: it belongs to nothing any more.
            QByteArray b = m_small;
            const quint32 tail = u32At(b, 0x158);
            const quint32 count = u32At(b, 0x15C);
            const quint32 before = tail - 1024; // DatWriter's free blocks are consecutive
            putU32(b, before, 0x80000000u);
            putU32(b, 0x158, before);
            putU32(b, 0x15C, count - 1);
            QTest::newRow("leaked block") << b << int(Kind::Leaked) << qint64(tail) << true;
        }
        {
            // Two entries share a block.
            QByteArray b = m_small;
            const quint32 leaf = u32At(b, 0x160);
            const quint32 shared = u32At(b, entryField(b, leaf, 0, 8));
            putU32(b, entryField(b, leaf, 5, 8), shared);
            putU32(b, entryField(b, leaf, 5, 12), 16);
            QTest::newRow("block owned twice")
                << b << int(Kind::OwnedTwice) << qint64(shared) << true;
        }
        {
            QByteArray b = m_small;
            putU32(b, 0x15C, u32At(b, 0x15C) + 1);
            QTest::newRow("free count") << b << int(Kind::FreeCount) << qint64(0x15C) << true;
        }
        {
            QByteArray b = m_small;
            putU32(b, 0x158, u32At(b, 0x158) - 1024);
            QTest::newRow("free tail") << b << int(Kind::FreeTail) << qint64(0x158) << true;
        }
        {
            QByteArray b = m_small;
            const quint32 head = u32At(b, 0x154);
            const quint32 second = u32At(b, head) & 0x7FFFFFFFu;
            putU32(b, second, u32At(b, second) & 0x7FFFFFFFu);
            QTest::newRow("untagged free block")
                << b << int(Kind::FreeList) << qint64(second) << true;
        }
        {
            QByteArray b = m_small;
            const quint32 head = u32At(b, 0x154);
            putU32(b, head, head | 0x80000000u);
            QTest::newRow("free list loops") << b << int(Kind::FreeList) << qint64(head) << true;
        }
        {
            // Swap the ids of entries 3 and 4 of the first leaf of the 3-level tree.
            QByteArray b = m_clean;
            const quint32 leaf = firstLeaf(b);
            const qint64 id3 = entryField(b, leaf, 3, 4);
            const qint64 id4 = entryField(b, leaf, 4, 4);
            const quint32 a = u32At(b, id3);
            putU32(b, id3, u32At(b, id4));
            putU32(b, id4, a);
            QTest::newRow("ids out of order") << b << int(Kind::IdOrder) << id4 << true;
        }
        {
            // A leaf entry larger than its parent's separator: the walk meets the separator.
            QByteArray b = m_clean;
            const quint32 root = u32At(b, 0x160);
            const quint32 middle = u32At(b, root + 4);
            const quint32 leaf = u32At(b, middle + 4);
            const int n = int(u32At(b, chainOffset(b, leaf, 248)));
            putU32(b, entryField(b, leaf, n - 1, 4), 0x7FFFFFFF);
            QTest::newRow("id beyond its parent's key")
                << b << int(Kind::IdOrder) << entryField(b, middle, 0, 4) << true;
        }
        {
            QByteArray b = m_small;
            const quint32 leaf = u32At(b, 0x160);
            const qint64 at = chainOffset(b, leaf, 248);
            putU32(b, at, 62);
            QTest::newRow("node count over 61") << b << int(Kind::NodeMalformed) << at << true;
        }
        {
            QByteArray b = m_small;
            const quint32 leaf = u32At(b, 0x160);
            putU32(b, leaf + 4, 0xCDCDCDCDu);
            QTest::newRow("DRW leaf slot") << b << int(Kind::LeafSlot) << qint64(leaf + 4) << true;
        }
        {
            // An inner node's child slot names the root.
            QByteArray b = m_clean;
            const quint32 root = u32At(b, 0x160);
            const quint32 middle = u32At(b, root + 4);
            putU32(b, middle + 8, root);
            QTest::newRow("tree loop") << b << int(Kind::TreeLoop) << qint64(middle + 8) << true;
        }
        {
            // Entry 2 of the small dat is 4000 bytes (4 blocks); cut its chain after block 1.
            QByteArray b = m_small;
            const quint32 leaf = u32At(b, 0x160);
            const quint32 start = u32At(b, entryField(b, leaf, 2, 8));
            QCOMPARE(u32At(b, entryField(b, leaf, 2, 12)), 4000u);
            putU32(b, start, 0);
            QTest::newRow("chain ends early") << b << int(Kind::ChainEnd) << qint64(start) << true;
        }
        {
            // Entry 0 is 16 bytes (1 block); make its block link on into another block.
            QByteArray b = m_small;
            const quint32 leaf = u32At(b, 0x160);
            const quint32 start = u32At(b, entryField(b, leaf, 0, 8));
            putU32(b, start, start + 1024);
            QTest::newRow("chain goes on") << b << int(Kind::ChainEnd) << qint64(start) << true;
        }
        {
            QByteArray b = m_small;
            const quint32 leaf = u32At(b, 0x160);
            const quint32 head = u32At(b, 0x154);
            putU32(b, entryField(b, leaf, 2, 8), head);
            QTest::newRow("chain into a free block")
                << b << int(Kind::ChainFreeBlock) << qint64(head) << true;
        }
        {
            QByteArray b = m_small;
            const quint32 leaf = u32At(b, 0x160);
            const qint64 field = entryField(b, leaf, 2, 8);
            putU32(b, field, quint32(b.size()) + 4096);
            QTest::newRow("chain out of bounds") << b << int(Kind::ChainBounds) << field << true;
        }
        {
            // The iteration record is the last entry (0xFFFF0001 sorts last).
            QByteArray b = m_small;
            const quint32 leaf = u32At(b, 0x160);
            const int n = int(u32At(b, chainOffset(b, leaf, 248)));
            const qint64 flags = entryField(b, leaf, n - 1, 0);
            QCOMPARE(u32At(b, flags + 4), 0xFFFF0001u);
            putU32(b, flags, 0x00020000);
            QTest::newRow("iteration version") << b << int(Kind::Iteration) << flags << true;
        }
        {
            QByteArray b = m_small;
            putU32(b, 0x140, 0x1234);
            QTest::newRow("bad magic") << b << int(Kind::Header) << qint64(0x140) << true;
        }
        {
            // One entry fewer in a non-root leaf: under the B-tree minimum (a warning) and its
            // record's blocks leak (an error, checked by the leaked-block row).
            QByteArray b = m_clean;
            const quint32 leaf = firstLeaf(b);
            const qint64 at = chainOffset(b, leaf, 248);
            QCOMPARE(u32At(b, at), 30u);
            putU32(b, at, 29);
            QTest::newRow("underfull node") << b << int(Kind::NodeUnderfull) << at << false;
        }
    }

    void corruption() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, kind);
        QFETCH(qint64, offset);
        QFETCH(bool, error);
        auto report = verifyBytes(bytes, u"corrupt.dat"_s);
        QVERIFY2(report.has_value(), why(report).constData());
        const auto found = report->findingsOf(Kind(kind));
        QVERIFY2(!found.empty(), describe(*report).constData());
        const QByteArray message = QByteArray("expected offset 0x") +
                                   QByteArray::number(offset, 16) + '\n' + describe(*report);
        QVERIFY2(std::any_of(found.begin(), found.end(),
                             [&](const VerifyFinding& f) { return f.offset == offset; }),
                 message.constData());
        QCOMPARE(found[0].severity,
                 error ? VerifyFinding::Severity::Error : VerifyFinding::Severity::Warning);
        QVERIFY(!report->clean());
    }

    void unreadableFile() {
        auto report = DatVerifier::verify(QDir(m_tmp.path()).filePath(u"missing.dat"_s));
        QVERIFY(!report.has_value());
        QCOMPARE(report.error().code, ErrorCode::Io);
    }
};

QTEST_GUILESS_MAIN(TestDatVerifier)
#include "tst_datverifier.moc"
