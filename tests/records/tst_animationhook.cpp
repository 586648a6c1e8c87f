#include "core/common/bytewriter.h"
#include "core/records/animationhook.h"
#include "core/retail/playgate.h"
#include "tests/records/resultcheck.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

// Payload sizes of §2.2 of animation-hooks-format.md, written out again here (not taken from
// the decoder), for every type with a fixed payload.
struct Sized {
    quint32 type;
    int payload;
};
constexpr Sized FixedSizes[] = {
    {0x00, 0},  {0x01, 4},  {0x02, 4},  {0x03, 28}, {0x04, 0},  {0x06, 4},  {0x07, 16},
    {0x08, 12}, {0x09, 16}, {0x0A, 12}, {0x0B, 16}, {0x0C, 8},  {0x0D, 40}, {0x0E, 4},
    {0x0F, 4},  {0x10, 4},  {0x11, 0},  {0x12, 4},  {0x13, 8},  {0x14, 12}, {0x15, 16},
    {0x16, 12}, {0x17, 8},  {0x18, 12}, {0x19, 4},  {0x1A, 40},
};

QByteArray hookBytes(quint32 type, qint32 direction, const QByteArray& payload) {
    ByteWriter w;
    w.u32(type);
    w.i32(direction);
    w.bytes(payload);
    return w.take();
}

// Distinct non-zero payload bytes, so a misplaced byte shows.
QByteArray pattern(int size) {
    QByteArray bytes(size, '\0');
    for (int i = 0; i < size; ++i)
        bytes[i] = char(0x11 + i);
    return bytes;
}

} // namespace

class TestAnimationHook : public QObject {
    Q_OBJECT

private slots:
    void everyTypeRoundTrips_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<quint32>("type");
        for (const Sized& row : FixedSizes) {
            for (qint32 direction : {0, 1, -1}) {
                QTest::addRow("%s %d", qPrintable(hookTypeName(row.type)), direction)
                    << hookBytes(row.type, direction, pattern(row.payload)) << row.type;
            }
        }
        // ReplaceObject (client layout): u8 part, packed DID short (2) or long (4), pad to 4.
        QTest::newRow("ReplaceObject short")
            << hookBytes(0x05, 0, QByteArray("\x03\x34\x12\x00", 4)) << 0x05u;
        QTest::newRow("ReplaceObject long")
            << hookBytes(0x05, 1, QByteArray("\x03\x01\x80\x78\x56\x00\x00\x00", 8)) << 0x05u;
        QTest::newRow("ReplaceObject odd padding")
            << hookBytes(0x05, -1, QByteArray("\x03\x34\x12\xEE", 4)) << 0x05u;
    }

    void everyTypeRoundTrips() {
        QFETCH(QByteArray, bytes);
        QFETCH(quint32, type);
        const auto hook = AnimationHook::decode(bytes);
        VERIFY_OK(hook);
        QCOMPARE(hook->type, type);
        QCOMPARE(hook->encodedSize(), bytes.size());
        QCOMPARE(hook->encode(), bytes);
        QCOMPARE(hook->isSound(), type == 0x01 || type == 0x02 || type == 0x15);
    }

    void soundHooksDecodeTheirFields() {
        ByteWriter w;
        w.u32(0x15);
        w.i32(1);
        w.u32(0x0A000123);
        w.f32(0.5f);  // probability: the second dword (§2.4)
        w.f32(0.25f); // priority
        w.f32(0.8f);  // volume
        const auto tweaked = AnimationHook::decode(w.data());
        VERIFY_OK(tweaked);
        QCOMPARE(tweaked->direction, HookDirection::Forward);
        const SoundTweakedHook* t = tweaked->as<SoundTweakedHook>();
        QVERIFY(t != nullptr);
        QCOMPARE(t->wave, 0x0A000123u);
        QCOMPARE(t->probability, 0.5f);
        QCOMPARE(t->priority, 0.25f);
        QCOMPARE(t->volume, 0.8f);

        const auto table = AnimationHook::decode(hookBytes(0x02, -1, "\x1F\0\0\0"_ba));
        VERIFY_OK(table);
        QCOMPARE(table->direction, HookDirection::Backward);
        QCOMPARE(table->as<SoundTableHook>()->soundType, 0x1Fu);

        const auto sound = AnimationHook::decode(hookBytes(0x01, 0, "\x05\0\0\x0A"_ba));
        VERIFY_OK(sound);
        QCOMPARE(sound->as<SoundHook>()->wave, 0x0A000005u);

        ByteWriter c;
        c.u32(0x13);
        c.i32(0);
        c.u32(0x33000002);
        c.f32(1.5f);
        const auto call = AnimationHook::decode(c.data());
        VERIFY_OK(call);
        QCOMPARE(call->as<CallPesHook>()->script, 0x33000002u);
        QCOMPARE(call->as<CallPesHook>()->pause, 1.5f);

        const auto script = AnimationHook::decode(hookBytes(0x11, 0, {}));
        VERIFY_OK(script);
        QVERIFY(script->as<DefaultScriptHook>() != nullptr);

        const auto particle = AnimationHook::decode(hookBytes(0x0D, 0, pattern(40)));
        VERIFY_OK(particle);
        QCOMPARE(particle->as<OpaqueHook>()->payload, pattern(40));
    }

    // The stored float goes to the retail gate as it is: 0.5 passes crt_rand() values
    // 0 … 16383 (0.5 / 3.051851e-05 = 16383.5), under either FPU model.
    void tweakedProbabilityFeedsTheRetailGate() {
        const auto hook = AnimationHook::decode(
            AnimationHook::make(SoundTweakedHook{0x0A000011, 0.5f, 0.9f, 0.8f}).encode());
        VERIFY_OK(hook);
        const float probability = hook->as<SoundTweakedHook>()->probability;
        QCOMPARE(PlayGate::count(probability, FpuModel::Single), 16384);
        QCOMPARE(PlayGate::count(probability, FpuModel::Double), 16384);
    }

    void editedHooksEncode() {
        auto hook = AnimationHook::make(SoundTweakedHook{0x0A000001, 0.5f, 0.9f, 1.0f},
                                        HookDirection::Backward);
        hook.as<SoundTweakedHook>()->probability = 0.25f;
        const auto back = AnimationHook::decode(hook.encode());
        VERIFY_OK(back);
        QCOMPARE(*back, hook);
        QCOMPARE(back->as<SoundTweakedHook>()->probability, 0.25f);

        // A hand-built opaque payload that is not a multiple of 4 is padded with zeros.
        const auto odd = AnimationHook::makeOpaque(HookType::ReplaceObject, "\x01\x02\x00"_ba);
        QCOMPARE(odd.encode(), hookBytes(0x05, 0, "\x01\x02\x00\x00"_ba));
    }

    void names() {
        QCOMPARE(hookTypeName(0x15), u"SoundTweaked"_s);
        QCOMPARE(hookTypeName(0x1A), u"CreateBlockingParticle"_s);
        QCOMPARE(hookTypeName(27), u"0x1B"_s);
        for (quint32 type = 0; type < HookTypeCount; ++type)
            QCOMPARE(parseHookType(hookTypeName(type)), std::optional<quint32>(type));
        QCOMPARE(parseHookType(u"soundtable"), std::optional<quint32>(2));
        QCOMPARE(parseHookType(u"0x1B"), std::nullopt);
        QCOMPARE(parseHookDirection(u"Backward"), std::optional(HookDirection::Backward));
        QCOMPARE(hookDirectionName(HookDirection::Both), u"both"_s);
        QCOMPARE(parseHookDirection(u"sideways"), std::nullopt);
    }

    void malformed_data() {
        addDecodeErrorColumns();
        const int bad = int(ErrorCode::BadRecord);
        const int cut = int(ErrorCode::Truncated);
        QTest::newRow("empty") << QByteArray() << cut << qint64(0) << QString();
        QTest::newRow("no direction") << "\x02\0\0\0"_ba << cut << qint64(4) << QString();
        QTest::newRow("unknown type 27")
            << hookBytes(27, 0, {}) << bad << qint64(0) << u"unknown hook type 27"_s;
        QTest::newRow("unknown type huge")
            << hookBytes(0xFFFFFFFF, 0, {}) << bad << qint64(0) << u"unknown hook type"_s;
        QTest::newRow("direction 2")
            << hookBytes(0x02, 2, pattern(4)) << bad << qint64(4) << u"hook direction 2"_s;
        QTest::newRow("direction -2 (the client's in-memory default)")
            << hookBytes(0x02, -2, pattern(4)) << bad << qint64(4) << u"hook direction -2"_s;
        QTest::newRow("sound cut")
            << hookBytes(0x01, 0, "\x01\x02"_ba) << cut << qint64(8) << QString();
        QTest::newRow("tweaked cut")
            << hookBytes(0x15, 0, pattern(12)) << cut << qint64(20) << QString();
        QTest::newRow("particle cut")
            << hookBytes(0x0D, 0, pattern(39)) << cut << qint64(8) << QString();
        QTest::newRow("replace object long cut")
            << hookBytes(0x05, 0, "\x03\x01\x80"_ba) << cut << qint64(11) << QString();
        QTest::newRow("replace object no padding")
            << hookBytes(0x05, 0, "\x03\x34\x12"_ba) << cut << qint64(11) << QString();
        QTest::newRow("trailing") << hookBytes(0x11, 0, "\0\0\0\0"_ba) << bad << qint64(8)
                                  << u"4 trailing bytes after the hook"_s;
    }

    void malformed() {
        QFETCH(QByteArray, bytes);
        compareDecodeError(AnimationHook::decode(bytes));
    }
};

QTEST_GUILESS_MAIN(TestAnimationHook)
#include "tst_animationhook.moc"
