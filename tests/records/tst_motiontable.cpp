#include "core/common/bytewriter.h"
#include "core/records/motioncommand.h"
#include "core/records/motiontable.h"
#include "tests/records/resultcheck.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

// A MotionTable written field by field following §3 of the format reference.
struct Fixture {
    QByteArray bytes;
    qint64 styleDefaultsAt = 0;
    qint64 firstAnimCountAt = 0; // the first cycle's MotionData num_anims byte
    qint64 linksAt = 0;
    qint64 linkTargetsAt = 0;
};

struct Options {
    quint8 cycleFlags = 0x3; // velocity and omega
    quint8 padding = 0;
    quint32 styleDefaults = 1;
    QByteArray trailing;
};

void motionData(ByteWriter& w, quint8 anims, quint8 flags, quint8 padding, quint32 firstAnim) {
    w.u8(anims);
    w.u8(0x2);
    w.u8(flags);
    w.u8(padding);
    for (quint8 i = 0; i < anims; ++i) {
        w.u32(firstAnim + i);
        w.i32(0);
        w.i32(-1);
        w.f32(30.0f);
    }
    if (flags & 1) {
        w.f32(0.0f);
        w.f32(3.1f);
        w.f32(0.0f);
    }
    if (flags & 2) {
        w.f32(0.0f);
        w.f32(0.0f);
        w.f32(1.5f);
    }
}

Fixture build(const Options& o = {}) {
    Fixture f;
    ByteWriter w;
    w.u32(0x09000202);
    w.u32(0x8000003D); // NonCombat
    f.styleDefaultsAt = w.size();
    w.u32(o.styleDefaults);
    for (quint32 i = 0; i < o.styleDefaults; ++i) {
        w.u32(0x8000003D);
        w.u32(0x41000003); // Ready
    }
    w.u32(2); // cycles
    w.u32(0x003D0005);
    f.firstAnimCountAt = w.size();
    motionData(w, 1, o.cycleFlags, o.padding, 0x03000010);
    w.u32(0x003D0007);
    motionData(w, 2, 0, 0, 0x03000020);
    w.u32(1); // modifiers
    w.u32(0x003D000D);
    motionData(w, 1, 0x2, 0, 0x03000030);
    f.linksAt = w.size();
    w.u32(1); // links
    w.u32(0x003D0003);
    f.linkTargetsAt = w.size();
    w.u32(2);
    w.u32(0x45000005);
    motionData(w, 1, 0, 0, 0x03000040);
    w.u32(0x10000062);
    motionData(w, 0, 0, 0, 0);
    w.bytes(o.trailing);
    f.bytes = w.take();
    return f;
}

} // namespace

class TestMotionTable : public QObject {
    Q_OBJECT

private slots:
    void roundTrips_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("velocity and omega") << build().bytes;
        QTest::newRow("no vectors") << build({.cycleFlags = 0}).bytes;
        QTest::newRow("unknown flag bits") << build({.cycleFlags = 0xF1}).bytes;
        QTest::newRow("non-zero padding") << build({.padding = 0x7F}).bytes;
        QTest::newRow("no style defaults") << build({.styleDefaults = 0}).bytes;
    }

    void roundTrips() {
        QFETCH(QByteArray, bytes);
        const auto table = MotionTable::decode(bytes);
        VERIFY_OK(table);
        QCOMPARE(table->encode(), bytes);
    }

    void decodesTheFields() {
        const auto table = MotionTable::decode(build().bytes);
        VERIFY_OK(table);
        QCOMPARE(table->defaultStyle, MotionCommand::NonCombat);
        QCOMPARE(table->styleDefaults.size(), 1u);
        QCOMPARE(table->styleDefaults[0].second, MotionCommand::Ready);
        QCOMPARE(table->cycles.size(), 2u);
        const MotionEntry* walk =
            table->cycle(MotionCommand::NonCombat, MotionCommand::WalkForward);
        QVERIFY(walk != nullptr);
        QCOMPARE(walk->style(), MotionCommand::NonCombat);
        QCOMPARE(walk->motion(), MotionCommand::WalkForward);
        QCOMPARE(walk->data.bitfield, quint8(0x2));
        QCOMPARE(walk->data.anims.size(), 1u);
        QCOMPARE(walk->data.anims[0].animation, 0x03000010u);
        QCOMPARE(walk->data.anims[0].highFrame, -1);
        QCOMPARE(walk->data.anims[0].framerate, 30.0f);
        QVERIFY(walk->data.velocity.has_value());
        QCOMPARE((*walk->data.velocity)[1], 3.1f);
        QCOMPARE((*walk->data.omega)[2], 1.5f);
        QCOMPARE(table->cycles[1].motion(), MotionCommand::RunForward);
        QCOMPARE(table->modifiers[0].motion(), 0x6500000Du); // TurnRight
        QCOMPARE(table->links.size(), 1u);
        QCOMPARE(table->links[0].targets.size(), 2u);
        QCOMPARE(table->links[0].targets[1].first, 0x10000062u);
        const std::vector<quint32> anims{0x03000010, 0x03000020, 0x03000021, 0x03000030,
                                         0x03000040};
        QCOMPARE(table->animationIds(), anims);
    }

    void editsEncode() {
        auto table = MotionTable::decode(build({.cycleFlags = 0}).bytes);
        VERIFY_OK(table);
        table->cycles[0].data.velocity = std::array<float, 3>{1.0f, 2.0f, 3.0f};
        table->cycles[0].data.anims[0].framerate = -30.0f;
        const auto back = MotionTable::decode(table->encode());
        VERIFY_OK(back);
        QCOMPARE(back->cycles[0].data.flags, MotionData::FlagVelocity);
        QCOMPARE(back->cycles[0].data.anims[0].framerate, -30.0f);
        QCOMPARE(back->cycles[0].data.velocity, table->cycles[0].data.velocity);
    }

    void commandNames_data() {
        QTest::addColumn<quint32>("id");
        QTest::addColumn<QString>("name");
        QTest::newRow("Ready") << 0x41000003u << u"Ready"_s;
        QTest::newRow("WalkForward") << 0x45000005u << u"WalkForward"_s;
        QTest::newRow("RunForward") << 0x44000007u << u"RunForward"_s;
        QTest::newRow("AttackHigh1") << 0x10000062u << u"AttackHigh1"_s;
        QTest::newRow("Cheer") << 0x1300004Cu << u"Cheer"_s;
        QTest::newRow("NonCombat") << 0x8000003Du << u"NonCombat"_s;
        QTest::newRow("SwordCombat") << 0x8000003Eu << u"SwordCombat"_s;
        QTest::newRow("unnamed") << 0x41000099u << u"0x41000099"_s;
    }

    void commandNames() {
        QFETCH(quint32, id);
        QFETCH(QString, name);
        QCOMPARE(MotionCommand::name(id), name);
        QCOMPARE(MotionCommand::parse(name), std::optional<quint32>(id));
        QCOMPARE(MotionCommand::parse(name.toLower()), std::optional<quint32>(id));
    }

    void unknownNameIsRefused() { QCOMPARE(MotionCommand::parse(u"Moonwalk"), std::nullopt); }

    void malformed_data() {
        addDecodeErrorColumns();
        const int bad = int(ErrorCode::BadRecord);
        const int cut = int(ErrorCode::Truncated);
        const Fixture f = build();
        QTest::newRow("empty") << QByteArray() << cut << qint64(0) << QString();
        QTest::newRow("style defaults too many")
            << build({.styleDefaults = 100}).bytes.left(f.bytes.size()) << bad << f.styleDefaultsAt
            << u"style default count is 100"_s;
        {
            QByteArray b = f.bytes;
            b[int(f.firstAnimCountAt)] = char(0xFF);
            QTest::newRow("animation count too many")
                << b << bad << f.firstAnimCountAt << u"animation count is 255"_s;
        }
        {
            QByteArray b = f.bytes;
            b[int(f.linkTargetsAt)] = char(0x40);
            QTest::newRow("link targets too many")
                << b << bad << f.linkTargetsAt << u"link target count is 64"_s;
        }
        QTest::newRow("cut in the links")
            << f.bytes.left(int(f.linksAt) + 2) << cut << f.linksAt << QString();
        QTest::newRow("trailing") << build({.trailing = "\1"_ba}).bytes << bad
                                  << qint64(f.bytes.size()) << u"1 trailing bytes"_s;
    }

    void malformed() {
        QFETCH(QByteArray, bytes);
        compareDecodeError(MotionTable::decode(bytes));
    }
};

QTEST_GUILESS_MAIN(TestMotionTable)
#include "tst_motiontable.moc"
