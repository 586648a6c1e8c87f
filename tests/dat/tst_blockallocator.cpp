// The free-list block allocator on its own, over a file in memory: allocation from the head of
// the free list (in its order, not contiguous), the spare margin, growth at the end in whole
// steps (on the grid, tagged, linked from the old tail, written in chunks), released chains
// appended after the tail, chains written with their links and zeroed rest, growth past what a
// dat addresses refused, and every failure of the file passed back.
#include "core/dat/blockallocator.h"

#include <QTest>
#include <QtEndian>

#include <optional>
#include <vector>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Bs = 256; // the smallest retail block size: firstBlockOffset() is 512
constexpr quint32 Free = DatHeader::FreeBit;
constexpr char Fill = '\xAA'; // bytes the allocator never wrote

/// A file in memory: writes past its length are refused (the allocator must grow first), and
/// a write or resize can be made to fail.
class MemoryStorage final : public BlockAllocator::Storage {
public:
    explicit MemoryStorage(qint64 length)
        : image(static_cast<qsizetype>(length), Fill) {}

    Result<void> write(const char* bytes, qint64 count, qint64 offset) override {
        ++writes;
        if (failWrite && writes == *failWrite)
            return fail(ErrorCode::Io, u"simulated write failure"_s, offset);
        if (offset < 0 || offset + count > image.size())
            return fail(ErrorCode::OutOfBounds, u"write past the end"_s, offset);
        std::memcpy(image.data() + offset, bytes, static_cast<std::size_t>(count));
        return {};
    }
    Result<void> resize(qint64 length) override {
        ++resizes;
        if (failResize)
            return fail(ErrorCode::Io, u"simulated resize failure"_s);
        image.resize(static_cast<qsizetype>(length), '\0');
        return {};
    }

    [[nodiscard]] quint32 link(qint64 block) const {
        return qFromLittleEndian<quint32>(image.constData() + block);
    }

    QByteArray image;
    int writes = 0;
    int resizes = 0;
    std::optional<int> failWrite; ///< the n-th write (1-based) fails
    bool failResize = false;
};

DatHeader header(quint32 freeTail = 0, quint32 fileSize = 0) {
    DatHeader h;
    h.blockSize = Bs;
    h.freeTail = freeTail;
    h.fileSize = fileSize;
    return h;
}

BlockAllocator::Options options(qint64 spare, qint64 growthStep = 4 * Bs) {
    BlockAllocator::Options o;
    o.spareBlocks = spare;
    o.growthStep = growthStep;
    o.path = u"out.dat"_s;
    return o;
}

} // namespace

class TestBlockAllocator final : public QObject {
    Q_OBJECT

private slots:
    void growthStartsOnTheGrid_data() {
        QTest::addColumn<qint64>("length");
        QTest::addColumn<quint32>("fileSize");
        QTest::addColumn<qint64>("start");
        QTest::newRow("empty file: the first block") << qint64(0) << 0u << qint64(512);
        QTest::newRow("on the grid") << qint64(1024) << 0u << qint64(1024);
        QTest::newRow("partial last block: rounded up") << qint64(1100) << 0u << qint64(1280);
        QTest::newRow("below the data start, off the grid") << qint64(700) << 0u << qint64(768);
        QTest::newRow("fileSize past the length: bytes there are kept")
            << qint64(1024) << 2048u << qint64(2048);
        QTest::newRow("length past fileSize: those bytes are kept")
            << qint64(3072) << 1024u << qint64(3072);
    }
    void growthStartsOnTheGrid() {
        QFETCH(qint64, length);
        QFETCH(quint32, fileSize);
        QFETCH(qint64, start);
        QCOMPARE(BlockAllocator::growthStart(header(0, fileSize), length), start);
        MemoryStorage storage(length);
        const BlockAllocator blocks(storage, header(0, fileSize), length, {}, options(0));
        QCOMPARE(blocks.fileEnd(), start);
    }

    void blocksForPayload_data() {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<qint64>("count");
        QTest::newRow("nothing") << qint64(0) << qint64(0);
        QTest::newRow("one byte") << qint64(1) << qint64(1);
        QTest::newRow("one full payload") << qint64(Bs - 4) << qint64(1);
        QTest::newRow("one byte more") << qint64(Bs - 3) << qint64(2);
        QTest::newRow("three payloads") << qint64(3 * (Bs - 4)) << qint64(3);
    }
    void blocksForPayload() {
        QFETCH(qint64, bytes);
        QFETCH(qint64, count);
        MemoryStorage storage(2048);
        const BlockAllocator blocks(storage, header(), 2048, {}, options(0));
        QCOMPARE(blocks.blocksFor(bytes), count);
    }

    void allocatesFromTheHeadInListOrder() {
        // Free blocks need not be contiguous nor sorted: the list's order is the order taken.
        MemoryStorage storage(2304);
        const QByteArray before = storage.image;
        BlockAllocator blocks(storage, header(2048, 2304), 2304, {1536, 768, 2048}, options(0));
        const auto taken = blocks.allocate(2);
        QVERIFY(taken);
        QCOMPARE(*taken, (std::vector<quint32>{1536, 768}));
        QCOMPARE(blocks.freeCount(), 1);
        QCOMPARE(blocks.freeHead(), 2048u);
        QCOMPARE(blocks.freeTail(), 2048u);
        QCOMPARE(blocks.fileEnd(), 2304);
        // Taking blocks writes nothing: their links are written with the chain.
        QCOMPARE(storage.writes, 0);
        QCOMPARE(storage.resizes, 0);
        QCOMPARE(storage.image, before);
    }

    void takingEveryFreeBlockEmptiesTheList() {
        MemoryStorage storage(2304);
        BlockAllocator blocks(storage, header(2048, 2304), 2304, {1536, 768, 2048}, options(0));
        const auto taken = blocks.allocate(3);
        QVERIFY(taken);
        QCOMPARE(taken->size(), std::size_t(3));
        QCOMPARE(blocks.freeCount(), 0);
        QCOMPARE(blocks.freeHead(), 0u);
        QCOMPARE(blocks.freeTail(), 0u);
        QCOMPARE(storage.resizes, 0);
    }

    void nothingTakenStillKeepsTheMargin() {
        MemoryStorage storage(1024);
        BlockAllocator blocks(storage, header(768, 1024), 1024, {512, 768}, options(2));
        const auto none = blocks.allocate(0);
        QVERIFY(none);
        QVERIFY(none->empty());
        QCOMPARE(storage.resizes, 0);
        QCOMPARE(blocks.freeCount(), 2);

        BlockAllocator shortOfMargin(storage, header(768, 1024), 1024, {512, 768}, options(3));
        QVERIFY(shortOfMargin.allocate(0));
        QCOMPARE(storage.resizes, 1);
        QCOMPARE(shortOfMargin.freeCount(), 6); // one growth step of four blocks
    }

    void negativeCountIsRefused() {
        MemoryStorage storage(1024);
        BlockAllocator blocks(storage, header(), 1024, {}, options(0));
        const auto taken = blocks.allocate(-1);
        QVERIFY(!taken);
        QCOMPARE(taken.error().code, ErrorCode::Usage);
        QCOMPARE(taken.error().file, u"out.dat"_s);
        QCOMPARE(storage.resizes, 0);
    }

    void growsAtTheEndWhenTheMarginIsShort() {
        // Three free blocks, two wanted plus a margin of two: one growth step (four blocks) is
        // appended at the end, tagged and linked from the old tail.
        MemoryStorage storage(1280);
        BlockAllocator blocks(storage, header(1024, 1280), 1280, {512, 768, 1024}, options(2));
        const auto taken = blocks.allocate(2);
        QVERIFY(taken);
        QCOMPARE(*taken, (std::vector<quint32>{512, 768}));
        QCOMPARE(storage.resizes, 1);
        QCOMPARE(blocks.fileEnd(), 1280 + 4 * Bs);
        QCOMPARE(storage.image.size(), 1280 + 4 * Bs);
        QCOMPARE(storage.link(1024), 1280u | Free); // the old tail, linked to the new blocks
        QCOMPARE(storage.link(1280), 1536u | Free);
        QCOMPARE(storage.link(1536), 1792u | Free);
        QCOMPARE(storage.link(1792), 2048u | Free);
        QCOMPARE(storage.link(2048), Free); // the last
        // The new blocks are zero-filled after their links.
        for (qint64 at = 1280; at < storage.image.size(); at += Bs)
            QCOMPARE(storage.image.mid(at + 4, Bs - 4), QByteArray(Bs - 4, '\0'));
        QCOMPARE(blocks.freeCount(), 5);
        QCOMPARE(blocks.freeHead(), 1024u);
        QCOMPARE(blocks.freeTail(), 2048u);
    }

    void growsAnEmptyListWithoutATailLink() {
        MemoryStorage storage(1024);
        const QByteArray before = storage.image;
        BlockAllocator blocks(storage, header(0, 1024), 1024, {}, options(0));
        const auto taken = blocks.allocate(1);
        QVERIFY(taken);
        QCOMPARE(*taken, std::vector<quint32>{1024});
        // One chunk written (the new blocks); nothing before the old end touched.
        QCOMPARE(storage.writes, 1);
        QCOMPARE(storage.image.left(1024), before);
        QCOMPARE(blocks.freeCount(), 3);
        QCOMPARE(blocks.freeHead(), 1280u);
        QCOMPARE(blocks.freeTail(), 1792u);
    }

    void growthIsInWholeStepsWrittenInChunks_data() {
        QTest::addColumn<qint64>("growthStep");
        QTest::addColumn<qint64>("wanted");
        QTest::addColumn<qint64>("added");
        QTest::addColumn<int>("chunks");
        QTest::newRow("one step covers it") << qint64(4 * Bs) << qint64(3) << qint64(4) << 1;
        QTest::newRow("exactly one step") << qint64(4 * Bs) << qint64(4) << qint64(4) << 1;
        QTest::newRow("two steps") << qint64(4 * Bs) << qint64(5) << qint64(8) << 2;
        QTest::newRow("steps of two blocks") << qint64(2 * Bs) << qint64(5) << qint64(6) << 3;
        QTest::newRow("a step smaller than a block: whole blocks")
            << qint64(100) << qint64(3) << qint64(3) << 3;
    }
    void growthIsInWholeStepsWrittenInChunks() {
        QFETCH(qint64, growthStep);
        QFETCH(qint64, wanted);
        QFETCH(qint64, added);
        QFETCH(int, chunks);
        MemoryStorage storage(1024);
        BlockAllocator blocks(storage, header(0, 1024), 1024, {}, options(0, growthStep));
        QVERIFY(blocks.ensureFree(wanted));
        QCOMPARE(blocks.freeCount(), added);
        QCOMPARE(blocks.fileEnd(), 1024 + added * Bs);
        QCOMPARE(storage.writes, chunks);
        // One chain through every new block, in file order.
        for (qint64 i = 0; i < added; ++i) {
            const qint64 block = 1024 + i * Bs;
            const quint32 next = i + 1 < added ? quint32(block + Bs) : 0u;
            QCOMPARE(storage.link(block), next | Free);
        }
        // Enough already: nothing more.
        QVERIFY(blocks.ensureFree(wanted));
        QCOMPARE(storage.resizes, 1);
    }

    void releasedChainsFollowTheTail() {
        MemoryStorage storage(2304);
        BlockAllocator blocks(storage, header(1536, 2304), 2304, {1536}, options(0));
        QVERIFY(blocks.release({1280, 768}));
        QCOMPARE(storage.link(1280), 768u | Free);
        QCOMPARE(storage.link(768), Free);
        QCOMPARE(storage.link(1536), 1280u | Free); // the old tail
        QCOMPARE(blocks.freeCount(), 3);
        QCOMPARE(blocks.freeHead(), 1536u);
        QCOMPARE(blocks.freeTail(), 768u);
        // First in, first out: the released blocks come back after the older free one.
        const auto taken = blocks.allocate(3);
        QVERIFY(taken);
        QCOMPARE(*taken, (std::vector<quint32>{1536, 1280, 768}));
    }

    void releaseOntoAnEmptyListStartsIt() {
        MemoryStorage storage(2304);
        const QByteArray before = storage.image;
        BlockAllocator blocks(storage, header(0, 2304), 2304, {}, options(0));
        QVERIFY(blocks.release({}));
        QCOMPARE(storage.writes, 0);
        QVERIFY(blocks.release({2048}));
        QCOMPARE(storage.writes, 1); // no old tail to link
        QCOMPARE(storage.link(2048), Free);
        QCOMPARE(storage.image.left(2048), before.left(2048));
        QCOMPARE(blocks.freeHead(), 2048u);
        QCOMPARE(blocks.freeTail(), 2048u);
    }

    void chainsCarryLinksAndAZeroedRest() {
        MemoryStorage storage(2304);
        BlockAllocator blocks(storage, header(0, 2304), 2304, {}, options(0));
        QByteArray bytes(2 * (Bs - 4) + 96, Qt::Uninitialized);
        for (qsizetype i = 0; i < bytes.size(); ++i)
            bytes[i] = char(i % 251);
        const std::vector<quint32> chain{2048, 768, 1280};
        QVERIFY(blocks.writeChain(chain, bytes));
        QCOMPARE(storage.link(2048), 768u);
        QCOMPARE(storage.link(768), 1280u);
        QCOMPARE(storage.link(1280), 0u);
        QCOMPARE(storage.image.mid(2048 + 4, Bs - 4), bytes.mid(0, Bs - 4));
        QCOMPARE(storage.image.mid(768 + 4, Bs - 4), bytes.mid(Bs - 4, Bs - 4));
        QCOMPARE(storage.image.mid(1280 + 4, 96), bytes.mid(2 * (Bs - 4)));
        QCOMPARE(storage.image.mid(1280 + 4 + 96, Bs - 4 - 96), QByteArray(Bs - 4 - 96, '\0'));
        // Blocks outside the chain are untouched.
        QCOMPARE(storage.image.mid(1024, Bs), QByteArray(Bs, Fill));

        const int writes = storage.writes;
        QVERIFY(blocks.writeChain({}, {}));
        QCOMPARE(storage.writes, writes);
    }

    void chainOfTheWrongLengthIsRefused_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<qint64>("bytes");
        QTest::newRow("too few blocks") << 1 << qint64(Bs);
        QTest::newRow("too many blocks") << 3 << qint64(Bs);
        QTest::newRow("blocks for no bytes") << 1 << qint64(0);
    }
    void chainOfTheWrongLengthIsRefused() {
        QFETCH(int, count);
        QFETCH(qint64, bytes);
        MemoryStorage storage(2304);
        BlockAllocator blocks(storage, header(0, 2304), 2304, {}, options(0));
        std::vector<quint32> chain;
        for (int i = 0; i < count; ++i)
            chain.push_back(quint32(1024 + i * Bs));
        const auto written = blocks.writeChain(chain, QByteArray(qsizetype(bytes), 'x'));
        QVERIFY(!written);
        QCOMPARE(written.error().code, ErrorCode::Usage);
        QCOMPARE(storage.writes, 0);
    }

    void growthPastTwoGigabytesIsRefused() {
        // A header claiming a file just under 2 GiB: one more step would pass what 31-bit
        // offsets address. Nothing is resized or written, the state stays.
        const quint32 nearEnd = 0x7FFFFF00;
        MemoryStorage storage(2048);
        BlockAllocator blocks(storage, header(0, nearEnd), 2048, {}, options(0));
        QCOMPARE(blocks.fileEnd(), qint64(nearEnd));
        const auto taken = blocks.allocate(1);
        QVERIFY(!taken);
        QCOMPARE(taken.error().code, ErrorCode::Unsupported);
        QCOMPARE(taken.error().file, u"out.dat"_s);
        QVERIFY(taken.error().message.contains(u"2 GiB"_s));
        QCOMPARE(storage.resizes, 0);
        QCOMPARE(storage.writes, 0);
        QCOMPARE(blocks.freeCount(), 0);
        QCOMPARE(blocks.fileEnd(), qint64(nearEnd));
    }

    void growthUpToTheLimitIsAllowed() {
        MemoryStorage storage(1024);
        BlockAllocator::Options o = options(0);
        o.maxFileEnd = 1024 + 4 * Bs;
        BlockAllocator blocks(storage, header(0, 1024), 1024, {}, o);
        QVERIFY(blocks.ensureFree(4));
        QCOMPARE(blocks.fileEnd(), o.maxFileEnd);
        const auto more = blocks.ensureFree(5);
        QVERIFY(!more);
        QCOMPARE(more.error().code, ErrorCode::Unsupported);
        QCOMPARE(blocks.freeCount(), 4);
    }

    void fileFailuresComeBack_data() {
        QTest::addColumn<bool>("failResize");
        QTest::addColumn<int>("failWrite");
        QTest::addColumn<ErrorCode>("code");
        QTest::newRow("resize") << true << 0 << ErrorCode::Io;
        QTest::newRow("the first chunk") << false << 1 << ErrorCode::Io;
        QTest::newRow("the second chunk") << false << 2 << ErrorCode::Io;
        QTest::newRow("the old tail's link") << false << 3 << ErrorCode::Io;
    }
    void fileFailuresComeBack() {
        QFETCH(bool, failResize);
        QFETCH(int, failWrite);
        QFETCH(ErrorCode, code);
        MemoryStorage storage(1024);
        storage.failResize = failResize;
        if (failWrite > 0)
            storage.failWrite = failWrite;
        // Steps of two blocks, five wanted and one free: two chunks, then the old tail's link.
        BlockAllocator blocks(storage, header(768, 1024), 1024, {768}, options(0, 2 * Bs));
        const auto taken = blocks.allocate(5);
        QVERIFY(!taken);
        QCOMPARE(taken.error().code, code);
        QVERIFY(taken.error().message.contains(u"simulated"_s));
    }

    void releaseFailuresComeBack() {
        MemoryStorage storage(2304);
        storage.failWrite = 2;
        BlockAllocator blocks(storage, header(1536, 2304), 2304, {1536}, options(0));
        const auto released = blocks.release({1280, 768});
        QVERIFY(!released);
        QCOMPARE(released.error().code, ErrorCode::Io);

        MemoryStorage chainStorage(2304);
        chainStorage.failWrite = 1;
        BlockAllocator chainBlocks(chainStorage, header(0, 2304), 2304, {}, options(0));
        QVERIFY(!chainBlocks.writeChain({1024}, QByteArray(10, 'x')));
    }
};

QTEST_GUILESS_MAIN(TestBlockAllocator)
#include "tst_blockallocator.moc"
