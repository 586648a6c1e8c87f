#include "core/common/bytereader.h"
#include "core/common/bytewriter.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestByteReader : public QObject {
    Q_OBJECT

private slots:
    void readsLittleEndianValues() {
        ByteWriter w;
        w.u8(0xAB);
        w.u16(0x1234);
        w.u32(0xDEADBEEF);
        w.i32(-7);
        w.f32(0.7f);
        w.f64(-2.5);
        ByteReader r(w.data());
        QCOMPARE(r.u8(), quint8(0xAB));
        QCOMPARE(r.u16(), quint16(0x1234));
        QCOMPARE(r.u32(), 0xDEADBEEFu);
        QCOMPARE(r.i32(), -7);
        QCOMPARE(r.f32(), 0.7f);
        QCOMPARE(r.f64(), -2.5);
        QVERIFY(r.ok());
        QVERIFY(r.atEnd());
    }

    void readPastEndFailsAtItsOffsetAndSticks() {
        const QByteArray bytes("\x01\x02\x03", 3);
        ByteReader r(bytes, 0x100);
        QCOMPARE(r.u16(), quint16(0x0201));
        QCOMPARE(r.u32(), 0u);
        QVERIFY(!r.ok());
        QCOMPARE(r.failure()->offset, 0x102);
        QVERIFY(r.failure()->message.contains(u"needs 4 bytes"));
        QCOMPARE(r.u8(), quint8(0)); // sticky: later reads do nothing
        QCOMPARE(r.failure()->offset, 0x102);
        QCOMPARE(r.remaining(), 0);
    }

    void expectCountRefusesCountsTheBytesCannotHold() {
        ByteWriter w;
        w.zeros(64);
        ByteReader r(w.data());
        QVERIFY(r.expectCount(4, 16, u"records"_s));
        QVERIFY(!r.expectCount(5, 16, u"records"_s));
        QVERIFY(r.failure()->message.contains(u"records is 5"));
        ByteReader huge(w.data());
        QVERIFY(!huge.expectCount(0xFFFFFFFFull, 16, u"records"_s));
    }

    void pstringRoundTripsWithPadding_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("encodedSize");
        QTest::newRow("empty") << QString() << 4;
        QTest::newRow("two") << u"ab"_s << 4;
        QTest::newRow("three") << u"abc"_s << 8;
        QTest::newRow("Dereth") << u"Dereth"_s << 8;
        QTest::newRow("latin1") << QString::fromLatin1("caf\xe9") << 8;
    }

    void pstringRoundTripsWithPadding() {
        QFETCH(QString, text);
        QFETCH(int, encodedSize);
        ByteWriter w;
        w.pstring(text);
        QCOMPARE(w.size(), encodedSize);
        w.u32(0x11223344);
        ByteReader r(w.data());
        QCOMPARE(r.pstring(), text);
        QCOMPARE(r.u32(), 0x11223344u);
        QVERIFY(r.ok());
    }

    void pstringLongerThanBytesFails() {
        ByteWriter w;
        w.u16(100);
        w.zeros(10);
        ByteReader r(w.data());
        QVERIFY(r.pstring().isEmpty());
        QVERIFY(!r.ok());
        QCOMPARE(r.failure()->offset, 2);
    }

    void takeAndAlign() {
        const QByteArray bytes("abcdefgh", 8);
        ByteReader r(bytes);
        QCOMPARE(r.take(3), QByteArrayView("abc"));
        r.alignTo4();
        QCOMPARE(r.pos(), 4);
        QCOMPARE(r.take(4), QByteArrayView("efgh"));
        QVERIFY(r.take(1).isEmpty());
        QVERIFY(!r.ok());
    }
};

QTEST_GUILESS_MAIN(TestByteReader)
#include "tst_bytereader.moc"
