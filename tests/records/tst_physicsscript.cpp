#include "core/common/bytewriter.h"
#include "core/records/physicsscript.h"
#include "tests/records/resultcheck.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

struct Fixture {
    QByteArray bytes;
    qint64 countAt = 0;
    qint64 secondHookAt = 0;
};

struct Options {
    quint32 count = 3;
    quint32 secondHookType = 0x13;
    QByteArray trailing;
};

// §4 of the format reference: id, count, count × (f64 start time, hook).
Fixture build(const Options& o = {}) {
    Fixture f;
    ByteWriter w;
    w.u32(0x33000007);
    f.countAt = w.size();
    w.u32(o.count);
    w.f64(0.0); // CreateParticle (the retail 0x33000007's first hook)
    w.u32(0x0D);
    w.i32(0);
    for (int i = 0; i < 10; ++i)
        w.u32(0x32000000u + quint32(i));
    w.f64(0.25);
    f.secondHookAt = w.size();
    w.u32(o.secondHookType); // CallPES 0x33000008 after up to 0.5 s
    w.i32(0);
    w.u32(0x33000008);
    w.f32(0.5f);
    w.f64(1.0); // SoundTable Swoosh2, direction ignored in scripts but kept
    w.u32(0x02);
    w.i32(-1);
    w.u32(0x1F);
    w.bytes(o.trailing);
    f.bytes = w.take();
    return f;
}

} // namespace

class TestPhysicsScript : public QObject {
    Q_OBJECT

private slots:
    void roundTrips() {
        const QByteArray bytes = build().bytes;
        const auto script = PhysicsScript::decode(bytes);
        VERIFY_OK(script);
        QCOMPARE(script->id, 0x33000007u);
        QCOMPARE(script->entries.size(), 3u);
        QCOMPARE(script->entries[0].hook.hookType(), HookType::CreateParticle);
        QCOMPARE(script->entries[1].startTime, 0.25);
        QCOMPARE(script->entries[1].hook.as<CallPesHook>()->script, 0x33000008u);
        QCOMPARE(script->entries[2].hook.as<SoundTableHook>()->soundType, 0x1Fu);
        QCOMPARE(script->entries[2].hook.direction, HookDirection::Backward);
        QCOMPARE(script->encode(), bytes);
    }

    void emptyScript() {
        const QByteArray bytes("\x01\x00\x00\x33\x00\x00\x00\x00", 8);
        const auto script = PhysicsScript::decode(bytes);
        VERIFY_OK(script);
        QVERIFY(script->entries.empty());
        QCOMPARE(script->encode(), bytes);
    }

    void editsEncode() {
        auto script = PhysicsScript::decode(build().bytes);
        VERIFY_OK(script);
        script->entries.push_back({2.0, AnimationHook::make(SoundHook{0x0A000003})});
        const auto back = PhysicsScript::decode(script->encode());
        VERIFY_OK(back);
        QCOMPARE(*back, *script);
    }

    void malformed_data() {
        addDecodeErrorColumns();
        const int bad = int(ErrorCode::BadRecord);
        const int cut = int(ErrorCode::Truncated);
        const Fixture f = build();
        QTest::newRow("empty") << QByteArray() << cut << qint64(0) << QString();
        QTest::newRow("count too large")
            << build({.count = 9}).bytes << bad << f.countAt << u"script entry count is 9"_s;
        QTest::newRow("unknown hook")
            << build({.secondHookType = 99}).bytes << bad << f.secondHookAt
            << u"PhysicsScript 0x33000007: unknown hook type 99"_s;
        QTest::newRow("cut in a start time")
            << f.bytes.left(int(f.secondHookAt) - 4) << cut << f.secondHookAt - 8 << QString();
        QTest::newRow("trailing") << build({.trailing = "\0\0\0\0"_ba}).bytes << bad
                                  << qint64(f.bytes.size()) << u"4 trailing bytes"_s;
    }

    void malformed() {
        QFETCH(QByteArray, bytes);
        compareDecodeError(PhysicsScript::decode(bytes));
    }
};

QTEST_GUILESS_MAIN(TestPhysicsScript)
#include "tst_physicsscript.moc"
