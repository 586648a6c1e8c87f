#include "core/common/bytewriter.h"
#include "core/records/setup.h"
#include "tests/records/resultcheck.h"

#include <QTest>
#include <QtEndian>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestSetup : public QObject {
    Q_OBJECT

private slots:
    void readsSecondToLastDword() {
        ByteWriter w;
        w.u32(0x02000001);
        w.zeros(37 * 4);   // whatever sits in the middle
        w.u32(0x03000010); // default animation
        w.u32(0x33000020); // default script
        w.u32(0x09000030); // default motion table
        w.u32(0x20000040); // default sound table
        w.u32(0x34000050); // default script table
        const QByteArray bytes = w.take();
        const auto setup = Setup::decode(bytes);
        VERIFY_OK(setup);
        QCOMPARE(setup->id, 0x02000001u);
        QCOMPARE(setup->defaultSoundTable, 0x20000040u);
        QCOMPARE(setup->encode(), bytes);
    }

    void encodePatchesOnlyTheSoundTable() {
        ByteWriter w;
        w.u32(0x02000002);
        w.u32(0xAAAAAAAA);
        w.u32(0x20000001);
        w.u32(0xBBBBBBBB);
        const QByteArray bytes = w.take();
        auto setup = Setup::decode(bytes);
        VERIFY_OK(setup);
        setup->defaultSoundTable = 0x200000A8;
        const QByteArray out = setup->encode();
        QCOMPARE(out.size(), bytes.size());
        QCOMPARE(out.left(8), bytes.left(8));
        QCOMPARE(out.mid(8, 4), QByteArray("\xA8\x00\x00\x20", 4));
        QCOMPARE(out.mid(12), bytes.mid(12));
    }

    void minimalSizeIsAccepted() {
        const QByteArray bytes("\x01\x00\x00\x02\x40\x00\x00\x20\x00\x00\x00\x00", 12);
        const auto setup = Setup::decode(bytes);
        VERIFY_OK(setup);
        QCOMPARE(setup->id, 0x02000001u);
        QCOMPARE(setup->defaultSoundTable, 0x20000040u);
    }

    void rejectsShortRecords_data() {
        QTest::addColumn<int>("size");
        for (int size : {0, 4, 8, 11})
            QTest::addRow("%d bytes", size) << size;
    }

    void rejectsShortRecords() {
        QFETCH(int, size);
        const auto setup = Setup::decode(QByteArray(size, '\x01'));
        QVERIFY(!setup.has_value());
        QCOMPARE(setup.error().code, ErrorCode::Truncated);
        QCOMPARE(setup.error().offset, qint64(size));
        QVERIFY(setup.error().message.contains(u"at least 12 bytes"));
    }

    void makeMinimalIsAStructurallyValidSetup() {
        const Setup setup = Setup::makeMinimal(0x02000123, 0x20000007);
        // Walk the layout of §6 independently: id, flags, parts, 3 empty i32-counted lists,
        // 2 empty u32-counted lists, 4 floats, 2 spheres, lights, 5 DIDs.
        const QByteArray& b = setup.bytes;
        QCOMPARE(b.size(), 4 * (3 + 3 + 2 + 4 + 8 + 1 + 5));
        const auto dword = [&](int index) {
            return qFromLittleEndian<quint32>(b.constData() + 4 * index);
        };
        QCOMPARE(dword(0), 0x02000123u);
        QCOMPARE(dword(1), 0u); // flags
        QCOMPARE(dword(2), 0u); // parts
        for (int i = 3; i < 8; ++i)
            QCOMPARE(dword(i), 0u); // list counts
        QCOMPARE(dword(20), 0u);    // lights
        QCOMPARE(dword(24), 0x20000007u);
        QCOMPARE(dword(25), 0u);
        const auto back = Setup::decode(b);
        VERIFY_OK(back);
        QCOMPARE(*back, setup);
        QCOMPARE(back->encode(), b);
    }

    void handBuiltSetupEncodesMinimal() {
        Setup setup;
        setup.id = 0x02000009;
        setup.defaultSoundTable = 0x20000002;
        QCOMPARE(setup.encode(), Setup::makeMinimal(0x02000009, 0x20000002).bytes);
    }

    void encodePatchesTheId() {
        auto setup = Setup::makeMinimal(0x02000001, 0x20000001);
        setup.id = 0x02000002;
        const auto back = Setup::decode(setup.encode());
        VERIFY_OK(back);
        QCOMPARE(back->id, 0x02000002u);
    }
};

QTEST_GUILESS_MAIN(TestSetup)
#include "tst_setup.moc"
