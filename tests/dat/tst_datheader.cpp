#include "core/dat/datheader.h"

#include <QTest>
#include <QtEndian>

#include <functional>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

// The error text of a failed result (an empty string for a good one): QVERIFY2 evaluates its
// message even when the check passes.
template <typename T> QByteArray why(const soundstage::Result<T>& result) {
    return result ? QByteArray() : result.error().toString().toLocal8Bit();
}

quint32 u32At(const QByteArray& bytes, qint64 offset) {
    return qFromLittleEndian<quint32>(bytes.constData() + offset);
}

void putU32(QByteArray& bytes, qint64 offset, quint32 value) {
    qToLittleEndian<quint32>(value, bytes.data() + offset);
}

// A plausible header for a file of `length` bytes, built byte by byte (not through encode()).
QByteArray rawHeader(quint32 length) {
    QByteArray bytes(DatHeader::Size, '\0');
    putU32(bytes, 0x140, 0x5442);
    putU32(bytes, 0x144, 1024);
    putU32(bytes, 0x148, length);
    putU32(bytes, 0x14C, 1);
    putU32(bytes, 0x154, 1024 + 8 * 1024); // free head
    putU32(bytes, 0x158, length - 1024);   // free tail
    putU32(bytes, 0x15C, 10);
    putU32(bytes, 0x160, 1024); // root
    return bytes;
}

} // namespace

class TestDatHeader : public QObject {
    Q_OBJECT

private slots:
    void encodePutsFieldsAtTheirOffsets() {
        DatHeader h;
        h.versionText = "hello"_ba;
        h.transaction = QByteArray("\x00\x50\x4C\x00", 4);
        h.blockSize = 256;
        h.fileSize = 0x123400;
        h.dataSet = 2;
        h.dataSubset = 0x69466948;
        h.freeHead = 0x1000;
        h.freeTail = 0x2000;
        h.freeCount = 77;
        h.treeRoot = 0x400;
        h.youngLru = 5;
        h.oldLru = 6;
        h.useLru = 1;
        h.masterMapId = 0x25000000;
        h.enginePackVersion = 110;
        h.gamePackVersion = 9;
        h.versionGuid = QByteArray(16, '\x7F');
        h.versionMinor = 6657;
        const QByteArray bytes = h.encode();
        QCOMPARE(bytes.size(), 400);
        QCOMPARE(bytes.left(5), "hello"_ba);
        QCOMPARE(bytes.at(5), '\0');
        QCOMPARE(bytes.mid(0x100, 4), QByteArray("\x00\x50\x4C\x00", 4));
        QCOMPARE(u32At(bytes, 0x140), 0x5442u);
        QCOMPARE(u32At(bytes, 0x144), 256u);
        QCOMPARE(u32At(bytes, 0x148), 0x123400u);
        QCOMPARE(u32At(bytes, 0x14C), 2u);
        QCOMPARE(u32At(bytes, 0x150), 0x69466948u);
        QCOMPARE(u32At(bytes, 0x154), 0x1000u);
        QCOMPARE(u32At(bytes, 0x158), 0x2000u);
        QCOMPARE(u32At(bytes, 0x15C), 77u);
        QCOMPARE(u32At(bytes, 0x160), 0x400u);
        QCOMPARE(u32At(bytes, 0x164), 5u);
        QCOMPARE(u32At(bytes, 0x168), 6u);
        QCOMPARE(u32At(bytes, 0x16C), 1u);
        QCOMPARE(u32At(bytes, 0x170), 0x25000000u);
        QCOMPARE(u32At(bytes, 0x174), 110u);
        QCOMPARE(u32At(bytes, 0x178), 9u);
        QCOMPARE(bytes.mid(0x17C, 16), QByteArray(16, '\x7F'));
        QCOMPARE(u32At(bytes, 0x18C), 6657u);
    }

    void decodeReadsWhatEncodeWrote() {
        DatHeader h;
        h.versionText = QByteArray(256, 'v');
        h.transaction = QByteArray(64, 't');
        h.fileSize = 1024 * 1024;
        h.freeHead = 1024 * 20;
        h.freeTail = 1024 * 1023;
        h.freeCount = 1000;
        h.treeRoot = 1024 * 3;
        h.masterMapId = 42;
        h.versionGuid = QByteArray(16, 'g');
        h.versionMinor = 3;
        auto decoded = DatHeader::decode(h.encode(), h.fileSize);
        QVERIFY2(decoded.has_value(), why(decoded).constData());
        QCOMPARE(decoded->versionText, h.versionText);
        QCOMPARE(decoded->transaction, h.transaction);
        QCOMPARE(decoded->fileSize, h.fileSize);
        QCOMPARE(decoded->freeHead, h.freeHead);
        QCOMPARE(decoded->freeTail, h.freeTail);
        QCOMPARE(decoded->freeCount, h.freeCount);
        QCOMPARE(decoded->treeRoot, h.treeRoot);
        QCOMPARE(decoded->masterMapId, 42u);
        QCOMPARE(decoded->versionGuid, h.versionGuid);
        QCOMPARE(decoded->versionMinor, 3u);
        QCOMPARE(decoded->encode(), h.encode());
    }

    void declaredSizeSmallerThanTheFileIsTolerated() {
        const QByteArray bytes = rawHeader(64 * 1024);
        auto decoded = DatHeader::decode(bytes, 128 * 1024);
        QVERIFY2(decoded.has_value(), why(decoded).constData());
        QCOMPARE(decoded->fileSize, 64u * 1024);
    }

    void blockGrid() {
        QCOMPARE(DatHeader::firstBlockOffset(1024), 1024);
        QCOMPARE(DatHeader::firstBlockOffset(256), 512);
        QCOMPARE(DatHeader::firstBlockOffset(64), 448);
        DatHeader h;
        h.blockSize = 256;
        QVERIFY(h.onBlockGrid(512));
        QVERIFY(h.onBlockGrid(1024 + 256 * 7));
        QVERIFY(!h.onBlockGrid(256));
        QVERIFY(!h.onBlockGrid(1024 + 100));
        QCOMPARE(h.maxBlocks(512 + 256 * 10 + 17), 10);
    }

    void rejectsBadHeaders_data() {
        QTest::addColumn<std::function<void(QByteArray&, qint64&)>>("corrupt");
        QTest::addColumn<int>("code");
        QTest::addColumn<qint64>("offset");
        using C = std::function<void(QByteArray&, qint64&)>;
        const auto code = [](ErrorCode c) { return int(c); };

        QTest::newRow("shorter than the header") << C([](QByteArray& b, qint64& len) {
            b.truncate(300);
            len = 300;
        }) << code(ErrorCode::Truncated) << qint64(300);
        QTest::newRow("empty file") << C([](QByteArray& b, qint64& len) {
            b.clear();
            len = 0;
        }) << code(ErrorCode::Truncated)
                                    << qint64(0);
        QTest::newRow("wrong magic") << C([](QByteArray& b, qint64&) { putU32(b, 0x140, 0x4254); })
                                     << code(ErrorCode::BadMagic) << qint64(0x140);
        QTest::newRow("legacy layout") << C([](QByteArray& b, qint64&) {
            putU32(b, 0x140, 0);
            putU32(b, 0x12C, 0x5442);
        }) << code(ErrorCode::LegacyFormat)
                                       << qint64(0x12C);
        QTest::newRow("legacy layout, short file") << C([](QByteArray& b, qint64& len) {
            putU32(b, 0x12C, 0x5442);
            b.truncate(0x130);
            len = 0x130;
        }) << code(ErrorCode::LegacyFormat) << qint64(0x12C);
        QTest::newRow("block size not a multiple of 4")
            << C([](QByteArray& b, qint64&) { putU32(b, 0x144, 1022); })
            << code(ErrorCode::BadHeader) << qint64(0x144);
        QTest::newRow("block size too small")
            << C([](QByteArray& b, qint64&) { putU32(b, 0x144, 32); }) << code(ErrorCode::BadHeader)
            << qint64(0x144);
        QTest::newRow("block size zero") << C([](QByteArray& b, qint64&) { putU32(b, 0x144, 0); })
                                         << code(ErrorCode::BadHeader) << qint64(0x144);
        QTest::newRow("block size too large")
            << C([](QByteArray& b, qint64&) { putU32(b, 0x144, 0x20000); })
            << code(ErrorCode::BadHeader) << qint64(0x144);
        QTest::newRow("block size larger than the file") << C([](QByteArray& b, qint64& len) {
            putU32(b, 0x144, 65536);
            putU32(b, 0x148, 4096);
            len = 4096;
        }) << code(ErrorCode::BadHeader) << qint64(0x144);
        QTest::newRow("declared size beyond the file")
            << C([](QByteArray& b, qint64&) { putU32(b, 0x148, 0x7FFFFFFF); })
            << code(ErrorCode::Truncated) << qint64(0x148);
        QTest::newRow("root outside the file")
            << C([](QByteArray& b, qint64& len) { putU32(b, 0x160, quint32(len)); })
            << code(ErrorCode::OutOfBounds) << qint64(0x160);
        QTest::newRow("root off the grid")
            << C([](QByteArray& b, qint64&) { putU32(b, 0x160, 1024 + 512); })
            << code(ErrorCode::OutOfBounds) << qint64(0x160);
        QTest::newRow("root inside the header")
            << C([](QByteArray& b, qint64&) { putU32(b, 0x160, 16); })
            << code(ErrorCode::OutOfBounds) << qint64(0x160);
        QTest::newRow("free head outside the file")
            << C([](QByteArray& b, qint64&) { putU32(b, 0x154, 0xFFFFFC00); })
            << code(ErrorCode::OutOfBounds) << qint64(0x154);
        QTest::newRow("free tail off the grid")
            << C([](QByteArray& b, qint64&) { putU32(b, 0x158, 1024 * 5 + 4); })
            << code(ErrorCode::OutOfBounds) << qint64(0x158);
        QTest::newRow("free count beyond the file")
            << C([](QByteArray& b, qint64&) { putU32(b, 0x15C, 1000000); })
            << code(ErrorCode::BadHeader) << qint64(0x15C);
        QTest::newRow("free blocks but no head")
            << C([](QByteArray& b, qint64&) { putU32(b, 0x154, 0); }) << code(ErrorCode::BadHeader)
            << qint64(0x154);
    }

    void rejectsBadHeaders() {
        QFETCH(std::function<void(QByteArray&, qint64&)>, corrupt);
        QFETCH(int, code);
        QFETCH(qint64, offset);
        qint64 length = 64 * 1024;
        QByteArray bytes = rawHeader(quint32(length));
        QVERIFY(DatHeader::decode(bytes, length).has_value()); // the baseline is good
        corrupt(bytes, length);
        auto decoded = DatHeader::decode(bytes, length);
        QVERIFY(!decoded.has_value());
        QCOMPARE(int(decoded.error().code), code);
        QCOMPARE(decoded.error().offset, offset);
        QVERIFY(!decoded.error().message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDatHeader)
#include "tst_datheader.moc"
