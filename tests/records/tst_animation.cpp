#include "core/common/bytewriter.h"
#include "core/records/animation.h"
#include "tests/records/resultcheck.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

// An Animation written field by field following §1 of the format reference (not the encoder),
// remembering where the fields of interest sit.
struct Fixture {
    QByteArray bytes;
    qint64 frameCountAt = 0;
    qint64 secondHookCountAt = 0; // frame 1's hook count
    qint64 secondHookAt = 0;      // frame 1's first hook
};

struct Options {
    quint32 flags = 0x3;
    quint32 parts = 2;
    quint32 frames = 3;
    quint32 secondHookType = 0x15;
    qint32 secondHookDirection = 1;
    QByteArray trailing;
};

void frame(ByteWriter& w, quint32 parts, float seed) {
    for (quint32 p = 0; p < parts; ++p) {
        for (int i = 0; i < 7; ++i)
            w.f32(seed + float(p) + float(i) / 8.0f);
    }
}

Fixture build(const Options& o = {}) {
    Fixture f;
    ByteWriter w;
    w.u32(0x03000514);
    w.u32(o.flags);
    w.u32(o.parts);
    f.frameCountAt = w.size();
    w.u32(o.frames);
    if (o.flags & 1) {
        for (quint32 k = 0; k < o.frames; ++k)
            frame(w, 1, 100.0f + float(k));
    }
    for (quint32 k = 0; k < o.frames; ++k) {
        frame(w, o.parts, float(k));
        if (k == 0) {
            w.u32(2);
            w.u32(0x02); // SoundTable, Forward, Death1 (the retail 0x03000514 frame 0 hook)
            w.i32(1);
            w.u32(0x0F);
            w.u32(0x05); // ReplaceObject with a long packed DID: 8 payload bytes
            w.i32(0);
            w.bytes("\x02\x01\x80\x34\x12\x00\x00\x00"_ba);
        } else if (k == 1) {
            f.secondHookCountAt = w.size();
            w.u32(1);
            f.secondHookAt = w.size();
            w.u32(o.secondHookType);
            w.i32(o.secondHookDirection);
            w.u32(0x0A000001);
            w.f32(0.5f);
            w.f32(0.9f);
            w.f32(1.0f);
        } else {
            w.u32(0);
        }
    }
    w.bytes(o.trailing);
    f.bytes = w.take();
    return f;
}

} // namespace

class TestAnimation : public QObject {
    Q_OBJECT

private slots:
    void roundTrips_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("frames");
        QTest::addColumn<int>("hooks");
        QTest::newRow("pos frames and hooks") << build().bytes << 3 << 3;
        QTest::newRow("no pos frames") << build({.flags = 0x2}).bytes << 3 << 3;
        QTest::newRow("unknown flag bits kept") << build({.flags = 0xF0000003}).bytes << 3 << 3;
        QTest::newRow("17 parts") << build({.parts = 17}).bytes << 3 << 3;
        QTest::newRow("no parts") << build({.parts = 0}).bytes << 3 << 3;
        QTest::newRow("no frames") << build({.flags = 0x1, .frames = 0}).bytes << 0 << 0;
        QTest::newRow("only the first frame") << build({.frames = 1}).bytes << 1 << 2;
    }

    void roundTrips() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, frames);
        QFETCH(int, hooks);
        const auto animation = Animation::decode(bytes);
        VERIFY_OK(animation);
        QCOMPARE(int(animation->frames.size()), frames);
        QCOMPARE(int(animation->hookCount()), hooks);
        QCOMPARE(animation->encode(), bytes);
    }

    void decodesTheFields() {
        const auto animation = Animation::decode(build().bytes);
        VERIFY_OK(animation);
        QCOMPARE(animation->id, 0x03000514u);
        QCOMPARE(animation->numParts, 2u);
        QCOMPARE(animation->posFrames.size(), 3u);
        QCOMPARE(animation->posFrames[2].x, 102.0f);
        QCOMPARE(animation->frames[1].parts[1].qw, 1.0f + 1.0f + 3.0f / 8.0f);
        const AnimationHook& first = animation->frames[0].hooks[0];
        QCOMPARE(first.direction, HookDirection::Forward);
        QCOMPARE(first.as<SoundTableHook>()->soundType, 0x0Fu);
        QCOMPARE(animation->frames[0].hooks[1].as<OpaqueHook>()->payload.size(), 8);
        QCOMPARE(animation->frames[1].hooks[0].as<SoundTweakedHook>()->probability, 0.5f);
    }

    void editsEncode() {
        auto animation = Animation::decode(build({.flags = 0}).bytes);
        VERIFY_OK(animation);
        animation->frames[2].hooks.push_back(
            AnimationHook::make(SoundHook{0x0A000002}, HookDirection::Both));
        animation->setHasHooksFlag();
        QCOMPARE(animation->flags, Animation::FlagHasHooks);
        const auto back = Animation::decode(animation->encode());
        VERIFY_OK(back);
        QCOMPARE(*back, *animation);
        for (AnimFrame& f : animation->frames)
            f.hooks.clear();
        animation->setHasHooksFlag();
        QCOMPARE(animation->flags, 0u);
    }

    void malformed_data() {
        addDecodeErrorColumns();
        const int bad = int(ErrorCode::BadRecord);
        const int cut = int(ErrorCode::Truncated);
        const Fixture f = build();
        QTest::newRow("empty") << QByteArray() << cut << qint64(0) << QString();
        QTest::newRow("header cut") << f.bytes.left(10) << cut << qint64(8) << QString();
        QTest::newRow("frame count too large") << build({.frames = 1000}).bytes.left(f.bytes.size())
                                               << bad << f.frameCountAt << u"frame count is 1000"_s;
        {
            QByteArray b = f.bytes;
            b[int(f.secondHookCountAt)] = char(0xFF);
            QTest::newRow("hook count too large")
                << b << bad << f.secondHookCountAt << u"hook count is 255"_s;
        }
        QTest::newRow("unknown hook type")
            << build({.secondHookType = 0x30}).bytes << bad << f.secondHookAt
            << u"Animation 0x03000514: unknown hook type 48"_s;
        QTest::newRow("direction 5") << build({.secondHookDirection = 5}).bytes << bad
                                     << f.secondHookAt + 4 << u"hook direction 5"_s;
        QTest::newRow("trailing bytes") << build({.trailing = "\0\0\0\0\0"_ba}).bytes << bad
                                        << qint64(f.bytes.size()) << u"5 trailing bytes"_s;
        // The last frame (2 parts of 28 bytes and a hook count) is reported where it starts.
        QTest::newRow("cut in the last frame")
            << f.bytes.left(f.bytes.size() - 6) << cut << qint64(f.bytes.size() - 60) << QString();
        // One frame: 16 header + 28 pos frame + 56 parts + 4 count + 12 SoundTable hook, then
        // ReplaceObject's header at 116 and payload at 124; its long DID's second half at 127.
        QTest::newRow("cut in a hook")
            << build({.frames = 1}).bytes.left(128) << cut << qint64(127) << QString();
    }

    void malformed() {
        QFETCH(QByteArray, bytes);
        compareDecodeError(Animation::decode(bytes));
    }
};

QTEST_GUILESS_MAIN(TestAnimation)
#include "tst_animation.moc"
