#include "core/common/bytewriter.h"
#include "core/records/setup.h"
#include "core/records/setupmodel.h"
#include "tests/records/resultcheck.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

struct Fixture {
    QByteArray bytes;
    qint64 placementsAt = 0;
    qint64 hookCountAt = 0;
    qint64 hookAt = 0;
    qint64 lightsAt = 0;
};

struct Options {
    quint32 flags = 0xB; // parent, default scale, physics BSP
    quint32 parts = 2;
    quint32 hookType = 0x02;
    quint32 lights = 1;
    QByteArray trailing;
};

void frame(ByteWriter& w, float seed) {
    for (int i = 0; i < 7; ++i)
        w.f32(seed + float(i));
}

// §5 of the format reference, every list non-empty.
Fixture build(const Options& o = {}) {
    Fixture f;
    ByteWriter w;
    w.u32(0x02000172);
    w.u32(o.flags);
    w.u32(o.parts);
    for (quint32 p = 0; p < o.parts; ++p)
        w.u32(0x01000100 + p);
    if (o.flags & 1) {
        for (quint32 p = 0; p < o.parts; ++p)
            w.u32(p == 0 ? 0xFFFFFFFF : 0);
    }
    if (o.flags & 2) {
        for (quint32 p = 0; p < o.parts; ++p) {
            w.f32(1.0f);
            w.f32(1.0f);
            w.f32(1.5f);
        }
    }
    w.u32(1); // holding locations
    w.u32(1);
    w.i32(-1);
    frame(w, 10.0f);
    w.u32(0); // connection points
    f.placementsAt = w.size();
    w.u32(1);
    w.u32(0); // Default
    for (quint32 p = 0; p < o.parts; ++p)
        frame(w, float(p));
    f.hookCountAt = w.size();
    w.u32(1);
    f.hookAt = w.size();
    w.u32(o.hookType);
    w.i32(0);
    w.u32(0x0A000001);
    w.u32(1); // cylinder spheres
    for (float v : {0.0f, 0.0f, 0.0f, 0.5f, 1.8f})
        w.f32(v);
    w.u32(1); // spheres
    for (float v : {0.0f, -0.1475f, 0.439f, 0.439f})
        w.f32(v);
    for (float v : {0.878f, 0.5269661f, 0.3612f, 0.3612f})
        w.f32(v);
    for (int s = 0; s < 2; ++s) {
        for (float v : {0.0f, 0.0f, 0.9f, 1.0f})
            w.f32(v);
    }
    f.lightsAt = w.size();
    w.u32(o.lights);
    for (quint32 l = 0; l < o.lights; ++l) {
        w.u32(0);
        frame(w, 20.0f);
        w.u32(0xFFFFE0C0);
        w.f32(1.0f);
        w.f32(4.0f);
        w.u32(0xCDCDCDCD); // retail's garbage cone angle, kept bit for bit
    }
    w.u32(0x03000010);
    w.u32(0x33000001);
    w.u32(0x09000001);
    w.u32(0x20000004);
    w.u32(0x34000001);
    w.bytes(o.trailing);
    f.bytes = w.take();
    return f;
}

} // namespace

class TestSetupModel : public QObject {
    Q_OBJECT

private slots:
    void roundTrips_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("every part") << build().bytes;
        QTest::newRow("no parents or scales") << build({.flags = 0x8}).bytes;
        QTest::newRow("no parts") << build({.parts = 0}).bytes;
        QTest::newRow("opaque hook") << build({.hookType = 0x0E}).bytes;
        QTest::newRow("no lights") << build({.lights = 0}).bytes;
        QTest::newRow("minimal") << Setup::makeMinimal(0x02000001, 0x20000001).bytes;
    }

    void roundTrips() {
        QFETCH(QByteArray, bytes);
        const auto setup = SetupModel::decode(bytes);
        VERIFY_OK(setup);
        QCOMPARE(setup->encode(), bytes);
        // The lenient Setup agrees on the default sound table.
        QCOMPARE(Setup::decode(bytes)->defaultSoundTable, setup->defaultSoundTable);
    }

    void decodesTheFields() {
        const auto s = SetupModel::decode(build().bytes);
        VERIFY_OK(s);
        QCOMPARE(s->parts, (std::vector<quint32>{0x01000100, 0x01000101}));
        QCOMPARE(s->parents, (std::vector<quint32>{0xFFFFFFFF, 0}));
        QCOMPARE(s->defaultScales[1][2], 1.5f);
        QCOMPARE(s->holdingLocations[0].part, -1);
        QCOMPARE(s->placements.size(), 1u);
        QCOMPARE(s->placements[0].frame.parts.size(), 2u);
        QCOMPARE(s->hookCount(), 1);
        QCOMPARE(s->placements[0].frame.hooks[0].as<SoundTableHook>()->soundType, 0x0A000001u);
        QCOMPARE(s->cylSpheres[0].height, 1.8f);
        QCOMPARE(s->spheres[0].origin[1], -0.1475f);
        QCOMPARE(s->radius, 0.5269661f);
        QCOMPARE(s->lights[0].color, 0xFFFFE0C0u);
        QCOMPARE(s->defaultAnimation, 0x03000010u);
        QCOMPARE(s->defaultScript, 0x33000001u);
        QCOMPARE(s->defaultMotionTable, 0x09000001u);
        QCOMPARE(s->defaultSoundTable, 0x20000004u);
        QCOMPARE(s->defaultScriptTable, 0x34000001u);
    }

    void malformed_data() {
        addDecodeErrorColumns();
        const int bad = int(ErrorCode::BadRecord);
        const int cut = int(ErrorCode::Truncated);
        const Fixture f = build();
        QTest::newRow("empty") << QByteArray() << cut << qint64(0) << QString();
        QTest::newRow("part count too large") << build({.parts = 100000}).bytes.left(f.bytes.size())
                                              << bad << qint64(8) << u"part count is 100000"_s;
        {
            QByteArray b = f.bytes;
            b[int(f.hookCountAt)] = char(0x70);
            QTest::newRow("hook count too large")
                << b << bad << f.hookCountAt << u"hook count is 112"_s;
        }
        QTest::newRow("unknown hook") << build({.hookType = 0x40}).bytes << bad << f.hookAt
                                      << u"Setup 0x02000172: unknown hook type 64"_s;
        QTest::newRow("lights too many") << build({.lights = 3}).bytes.left(f.bytes.size()) << bad
                                         << f.lightsAt << u"light count is 3"_s;
        QTest::newRow("default ids cut")
            << f.bytes.left(f.bytes.size() - 2) << cut << qint64(f.bytes.size() - 4) << QString();
        QTest::newRow("trailing") << build({.trailing = "\0\0\0\0"_ba}).bytes << bad
                                  << qint64(f.bytes.size()) << u"4 trailing bytes"_s;
        // The lenient Setup's 12-byte shortcut is not a whole Setup.
        QTest::newRow("twelve bytes") << QByteArray(12, '\0') << cut << qint64(12) << QString();
    }

    void malformed() {
        QFETCH(QByteArray, bytes);
        compareDecodeError(SetupModel::decode(bytes));
    }
};

QTEST_GUILESS_MAIN(TestSetupModel)
#include "tst_setupmodel.moc"
