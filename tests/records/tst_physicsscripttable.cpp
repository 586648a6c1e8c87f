#include "core/common/bytewriter.h"
#include "core/records/physicsscripttable.h"
#include "tests/records/resultcheck.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

struct Fixture {
    QByteArray bytes;
    qint64 countAt = 0;
    qint64 secondScriptsAt = 0;
};

// §4 of the format reference, shaped like retail 0x34000004's SwapHealth_Yellow_To_Red entry.
Fixture build(quint32 count = 2, const QByteArray& trailing = {}) {
    Fixture f;
    ByteWriter w;
    w.u32(0x34000004);
    f.countAt = w.size();
    w.u32(count);
    w.u32(0xA5);
    w.u32(1);
    w.f32(0.0f);
    w.u32(0x3300125E);
    w.u32(0x4B);
    f.secondScriptsAt = w.size();
    w.u32(3);
    w.f32(0.0f);
    w.u32(0x3300018F);
    w.f32(0.5f);
    w.u32(0x33000190);
    w.f32(1.0f);
    w.u32(0x33000191);
    w.bytes(trailing);
    f.bytes = w.take();
    return f;
}

} // namespace

class TestPhysicsScriptTable : public QObject {
    Q_OBJECT

private slots:
    void roundTrips() {
        const QByteArray bytes = build().bytes;
        const auto table = PhysicsScriptTable::decode(bytes);
        VERIFY_OK(table);
        QCOMPARE(table->entries.size(), 2u);
        QCOMPARE(table->entries[1].playScript, 0x4Bu);
        QCOMPARE(table->entries[1].scripts.size(), 3u);
        QCOMPARE(table->entries[1].scripts[1], (ScriptAndMod{0.5f, 0x33000190}));
        QCOMPARE(table->encode(), bytes);
    }

    void getScriptPicksTheFirstModAtLeastTheRequest_data() {
        QTest::addColumn<float>("mod");
        QTest::addColumn<quint32>("script");
        QTest::newRow("0") << 0.0f << 0x3300018Fu;
        QTest::newRow("0.25") << 0.25f << 0x33000190u;
        QTest::newRow("0.5") << 0.5f << 0x33000190u;
        QTest::newRow("0.75") << 0.75f << 0x33000191u;
        QTest::newRow("above every mod") << 1.5f << 0u;
    }

    void getScriptPicksTheFirstModAtLeastTheRequest() {
        QFETCH(float, mod);
        QFETCH(quint32, script);
        const auto table = PhysicsScriptTable::decode(build().bytes);
        VERIFY_OK(table);
        QCOMPARE(table->script(0x4B, mod), script);
        QCOMPARE(table->script(0x99, mod), 0u);
        const std::vector<quint32> all{0x3300125E, 0x3300018F, 0x33000190, 0x33000191};
        QCOMPARE(table->scriptIds(), all);
    }

    void malformed_data() {
        addDecodeErrorColumns();
        const int bad = int(ErrorCode::BadRecord);
        const int cut = int(ErrorCode::Truncated);
        const Fixture f = build();
        QTest::newRow("empty") << QByteArray() << cut << qint64(0) << QString();
        QTest::newRow("count too large")
            << build(50).bytes << bad << f.countAt << u"script type count is 50"_s;
        QTest::newRow("scripts too many") << f.bytes.left(f.bytes.size() - 8) << bad
                                          << f.secondScriptsAt << u"script count is 3"_s;
        QTest::newRow("cut in a count")
            << f.bytes.left(int(f.secondScriptsAt) + 2) << cut << f.secondScriptsAt << QString();
        QTest::newRow("trailing") << build(2, "\0\0"_ba).bytes << bad << qint64(f.bytes.size())
                                  << u"2 trailing bytes"_s;
    }

    void malformed() {
        QFETCH(QByteArray, bytes);
        compareDecodeError(PhysicsScriptTable::decode(bytes));
    }
};

QTEST_GUILESS_MAIN(TestPhysicsScriptTable)
#include "tst_physicsscripttable.moc"
