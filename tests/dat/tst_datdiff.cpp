#include "patchfixtures.h"

#include "core/common/hexid.h"
#include "core/dat/datdiff.h"
#include "core/dat/datpatcher.h"
#include "core/dat/datverifier.h"
#include "core/demo/demodat.h"
#include "core/records/animation.h"
#include "core/records/motioncommand.h"
#include "core/records/motiontable.h"
#include "core/records/physicsscript.h"
#include "core/records/physicsscripttable.h"
#include "core/records/regiondesc.h"
#include "core/records/setup.h"
#include "core/records/setupmodel.h"
#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"

#include <QTemporaryDir>
#include <QTest>

#include <charconv>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

namespace {

bool hasChange(const RecordDiff& diff, const QString& path, const QString& before,
               const QString& after) {
    return std::any_of(diff.changes.begin(), diff.changes.end(), [&](const FieldChange& c) {
        return c.path == path && c.before == before && c.after == after;
    });
}

QByteArray listChanges(const RecordDiff& diff) {
    QStringList lines;
    for (const FieldChange& c : diff.changes)
        lines << c.path + u": "_s + c.before + u" -> "_s + c.after;
    return lines.join(u'\n').toLocal8Bit();
}

const RecordDiff* findDiff(const DatDiffResult& result, quint32 id) {
    for (const RecordDiff& d : result.changed)
        if (d.id == id)
            return &d;
    return nullptr;
}

} // namespace

class TestDatDiff : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QString m_demo;
    QString m_patched;

private slots:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        m_demo = m_tmp.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(m_demo).has_value());
        auto demo = DatFile::open(m_demo);
        QVERIFY(demo.has_value());
        const DatFile& dat = **demo;

        DatPatcher patcher;
        // Weapon table: Swoosh2's first variant louder, a sound type added, one removed.
        auto table = SoundTable::decode(*dat.read(DemoDat::WeaponTable));
        QVERIFY(table.has_value());
        const quint32 swoosh2 = *parseSoundType(u"Swoosh2");
        SoundTableNode* node = table->sound(swoosh2);
        QVERIFY(node);
        node->variants[0].volume = 0.25f;
        node->variants.push_back({0x0A000010, 0.5f, 0.5f, 1.0f});
        const quint32 removedType = table->root.children.front().key;
        QVERIFY(removedType != swoosh2);
        table->root.children.erase(table->root.children.begin());
        SoundTableNode added;
        added.key = *parseSoundType(u"Launch");
        added.variants.push_back({0x0A000011, 0.0f, 1.0f, 0.7f});
        table->root.children.push_back(added);
        patcher.setRecord(DemoDat::WeaponTable, table->encode());
        m_removedType = removedType;

        // A wave at another rate and length.
        auto wave = Wave::decode(*dat.read(0x0A000001));
        QVERIFY(wave.has_value());
        wave->format = Wave::pcmFormat(1, 22050, 16);
        wave->data.append(QByteArray(100, '\0'));
        patcher.setRecord(0x0A000001, wave->encode());

        // The region's first ambient sound quieter.
        auto region = RegionDesc::decode(*dat.read(DemoDat::Region));
        QVERIFY(region.has_value() && region->ambient && !region->ambient->empty());
        m_regionVolume = (*region->ambient)[0].sounds.at(0).volume;
        (*region->ambient)[0].sounds[0].volume = 0.125f;
        patcher.setRecord(DemoDat::Region, region->encode());

        // A setup pointing at another table.
        auto setup = Setup::decode(*dat.read(DemoDat::HumanSetup));
        QVERIFY(setup.has_value());
        m_setupTable = setup->defaultSoundTable;
        setup->defaultSoundTable = DemoDat::CreatureTable;
        patcher.setRecord(DemoDat::HumanSetup, setup->encode());

        // A new wave.
        Wave fresh{0x0A000100, Wave::pcmFormat(1, 11025, 16), QByteArray(2000, '\1')};
        patcher.setRecord(0x0A000100, fresh.encode());

        m_patched = m_tmp.filePath(u"patched.dat"_s);
        auto summary = patcher.write(dat, m_patched);
        QVERIFY2(summary.has_value(), why(summary).constData());
        auto report = DatVerifier::verify(m_patched);
        QVERIFY(report.has_value());
        QVERIFY(report->clean());
    }

    void demoVerifiesClean() {
        auto report = DatVerifier::verify(m_demo);
        QVERIFY(report.has_value());
        QVERIFY(report->clean());
        QVERIFY(report->soundTables >= 6);
        QVERIFY(report->waves >= 15);
        QCOMPARE(report->regions, 1);
        QCOMPARE(report->setups, 3);
        QCOMPARE(report->animations, 5);
        QCOMPARE(report->motionTables, 1);
        QCOMPARE(report->physicsScripts, 2);
        QCOMPARE(report->physicsScriptTables, 1);
    }

    void identicalDats() {
        auto a = DatFile::open(m_demo);
        auto b = DatFile::open(m_demo);
        auto result = DatDiff::compare(**a, **b);
        QVERIFY(result.has_value());
        QVERIFY(result->identical());
        QVERIFY(result->unchanged > 20);
    }

    void addedRemovedChanged() {
        auto a = DatFile::open(m_demo);
        auto b = DatFile::open(m_patched);
        auto result = DatDiff::compare(**a, **b);
        QVERIFY2(result.has_value(), why(result).constData());
        QCOMPARE(result->added.size(), size_t(1));
        QCOMPARE(result->added[0].id, 0x0A000100u);
        QVERIFY(result->removed.empty());
        QCOMPARE(result->changed.size(), size_t(4));

        // Reversed, the new wave is removed.
        auto reversed = DatDiff::compare(**b, **a);
        QCOMPARE(reversed->removed.size(), size_t(1));
        QCOMPARE(reversed->removed[0].id, 0x0A000100u);
        QVERIFY(reversed->added.empty());
    }

    void tableChanges() {
        auto a = DatFile::open(m_demo);
        auto b = DatFile::open(m_patched);
        auto result = DatDiff::compare(**a, **b);
        const RecordDiff* d = findDiff(*result, DemoDat::WeaponTable);
        QVERIFY(d);
        const QByteArray text = listChanges(*d);
        QVERIFY2(std::any_of(d->changes.begin(), d->changes.end(),
                             [](const FieldChange& c) {
                                 return c.path == u"sounds.Swoosh2.variants[0].volume"_s &&
                                        c.after == u"0.25"_s;
                             }),
                 text.constData());
        QVERIFY2(std::any_of(d->changes.begin(), d->changes.end(),
                             [](const FieldChange& c) {
                                 return c.path == u"sounds.Swoosh2.variants[2]"_s &&
                                        c.before.isEmpty() && c.after.contains(u"0x0A000010"_s);
                             }),
                 text.constData());
        QVERIFY2(std::any_of(d->changes.begin(), d->changes.end(),
                             [](const FieldChange& c) {
                                 return c.path == u"sounds.Launch"_s && c.before.isEmpty();
                             }),
                 text.constData());
        const QString removedPath = u"sounds."_s + soundTypeName(m_removedType);
        QVERIFY2(std::any_of(d->changes.begin(), d->changes.end(),
                             [&](const FieldChange& c) {
                                 return c.path == removedPath && c.after.isEmpty();
                             }),
                 text.constData());
    }

    void waveRegionSetupChanges() {
        auto a = DatFile::open(m_demo);
        auto b = DatFile::open(m_patched);
        auto result = DatDiff::compare(**a, **b);
        const RecordDiff* wave = findDiff(*result, 0x0A000001);
        QVERIFY(wave);
        QVERIFY2(hasChange(*wave, u"rate"_s, u"11025"_s, u"22050"_s),
                 listChanges(*wave).constData());
        QVERIFY(std::any_of(wave->changes.begin(), wave->changes.end(),
                            [](const FieldChange& c) { return c.path == u"data_size"_s; }));
        QCOMPARE(wave->sizeAfter, wave->sizeBefore + 100);

        const RecordDiff* region = findDiff(*result, DemoDat::Region);
        QVERIFY(region);
        char before[32];
        const auto end = std::to_chars(before, before + 32, m_regionVolume);
        QVERIFY2(hasChange(*region, u"ambient[0].sounds[0].volume"_s,
                           QString::fromLatin1(before, end.ptr - before), u"0.125"_s),
                 listChanges(*region).constData());
        QCOMPARE(region->changes.size(), size_t(1));

        const RecordDiff* setup = findDiff(*result, DemoDat::HumanSetup);
        QVERIFY(setup);
        QVERIFY2(hasChange(*setup, u"default_sound_table"_s, hexId(m_setupTable),
                           hexId(DemoDat::CreatureTable)),
                 listChanges(*setup).constData());
    }

    // Hook records: each edit and the one field change it must produce.
    void hookRecordChanges_data() {
        QTest::addColumn<quint32>("id");
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("was");
        QTest::addColumn<QString>("now");

        Animation a;
        a.id = 0x03000004;
        a.numParts = 1;
        a.frames.resize(13);
        for (AnimFrame& f : a.frames)
            f.parts.resize(1);
        a.frames[8].hooks.push_back(
            AnimationHook::make(SoundTableHook{0x1F}, HookDirection::Forward));
        a.frames[12].hooks.push_back(
            AnimationHook::make(SoundTweakedHook{0x0A000011, 0.5f, 0.9f, 0.8f}));
        a.setHasHooksFlag();
        const QByteArray base = a.encode();
        const auto edited = [&a](auto&& edit) {
            Animation b = a;
            edit(b);
            return b.encode();
        };
        QTest::newRow("tweaked probability") << a.id << base << edited([](Animation& b) {
            b.frames[12].hooks[0].as<SoundTweakedHook>()->probability = 0.25f;
        }) << u"frames[12].hooks[0].probability"_s
                                             << u"0.5"_s << u"0.25"_s;
        QTest::newRow("sound type") << a.id << base << edited([](Animation& b) {
            b.frames[8].hooks[0].as<SoundTableHook>()->soundType = 0x1E;
        }) << u"frames[8].hooks[0].sound"_s
                                    << u"Swoosh2"_s << u"Swoosh1"_s;
        QTest::newRow("direction")
            << a.id << base
            << edited([](Animation& b) { b.frames[8].hooks[0].direction = HookDirection::Both; })
            << u"frames[8].hooks[0].direction"_s << u"forward"_s << u"both"_s;
        QTest::newRow("hook added") << a.id << base << edited([](Animation& b) {
            b.frames[2].hooks.push_back(AnimationHook::make(SoundHook{0x0A000061}));
        }) << u"frames[2].hooks[0]"_s
                                    << QString() << u"Sound both 0x0A000061"_s;
        QTest::newRow("kind changed") << a.id << base << edited([](Animation& b) {
            b.frames[8].hooks[0] = AnimationHook::make(SoundHook{0x0A000010});
        }) << u"frames[8].hooks[0]"_s << u"SoundTable forward Swoosh2"_s
                                      << u"Sound both 0x0A000010"_s;

        MotionTable m;
        m.id = 0x09000001;
        m.defaultStyle = MotionCommand::NonCombat;
        MotionData walk;
        walk.anims.push_back({0x03000002, 0, -1, 30.0f});
        m.cycles.push_back({MotionTable::key(m.defaultStyle, MotionCommand::WalkForward), walk});
        MotionTable faster = m;
        faster.cycles[0].data.anims[0].framerate = 45.0f;
        QTest::newRow("cycle framerate")
            << m.id << m.encode() << faster.encode() << u"cycles.NonCombat/WalkForward.anims"_s
            << u"0x03000002 frames 0..-1 at 30 fps"_s << u"0x03000002 frames 0..-1 at 45 fps"_s;
        MotionTable linked = m;
        linked.links.push_back(
            {MotionTable::key(m.defaultStyle, MotionCommand::Ready), {{0x10000062, walk}}});
        QTest::newRow("link added")
            << m.id << m.encode() << linked.encode() << u"links.NonCombat/Ready->AttackHigh1"_s
            << QString() << u"0x03000002 frames 0..-1 at 30 fps"_s;

        PhysicsScript ps;
        ps.id = 0x33000001;
        ps.entries.push_back({0.5, AnimationHook::make(CallPesHook{0x33000002, 0.25f})});
        PhysicsScript later = ps;
        later.entries[0].hook.as<CallPesHook>()->script = 0x33000003;
        QTest::newRow("script chain")
            << ps.id << ps.encode() << later.encode() << u"entries[0].hook.script"_s
            << u"0x33000002"_s << u"0x33000003"_s;

        PhysicsScriptTable pt;
        pt.id = 0x34000001;
        pt.entries.push_back({0x4B, {{0.0f, 0x33000001}}});
        PhysicsScriptTable other = pt;
        other.entries[0].scripts[0].script = 0x33000002;
        QTest::newRow("script table") << pt.id << pt.encode() << other.encode() << u"entries.0x4B"_s
                                      << u"0x33000001 ≥ 0"_s << u"0x33000002 ≥ 0"_s;

        auto setup = SetupModel::decode(Setup::makeMinimal(0x02000003, 0x20000004).bytes);
        QVERIFY(setup.has_value());
        SetupModel moved = *setup;
        moved.defaultMotionTable = 0x09000001;
        QTest::newRow("setup motion table")
            << setup->id << setup->encode() << moved.encode() << u"default_motion_table"_s
            << u"0x00000000"_s << u"0x09000001"_s;
    }

    void hookRecordChanges() {
        QFETCH(quint32, id);
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(QString, path);
        QFETCH(QString, was);
        QFETCH(QString, now);
        QString note;
        RecordDiff diff;
        diff.changes = DatDiff::compareRecords(id, before, after, &note);
        QVERIFY2(note.isEmpty(), qPrintable(note));
        QCOMPARE(diff.changes.size(), size_t(1));
        QVERIFY2(hasChange(diff, path, was, now), listChanges(diff).constData());
    }

    void undecodableRecordsGetANote() {
        QString note;
        const auto changes = DatDiff::compareRecords(
            0x20000001, "junk"_ba, SoundTable::makeEmpty(0x20000001).encode(), &note);
        QVERIFY(changes.empty());
        QVERIFY(note.contains(u"first"_s));
        QVERIFY(DatDiff::compareRecords(0x01000001, "a"_ba, "b"_ba).empty());
    }

private:
    quint32 m_removedType = 0;
    float m_regionVolume = 0;
    quint32 m_setupTable = 0;
};

QTEST_GUILESS_MAIN(TestDatDiff)
#include "tst_datdiff.moc"
