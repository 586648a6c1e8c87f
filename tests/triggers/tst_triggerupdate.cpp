// TriggerIndex::update and refresh: after an edit of one record (or of a table) the index
// answers exactly as one built from scratch over the edited dat — every hook by sound type, by
// wave and by record with its verdicts, gates, motions and setups, every script chain and note.
// The edited dats are the demo dat patched with DatPatcher, as Save writes them.
#include "core/common/bytewriter.h"
#include "core/dat/datfile.h"
#include "core/dat/datpatcher.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "core/records/animation.h"
#include "core/records/motiontable.h"
#include "core/records/physicsscript.h"
#include "core/records/setupmodel.h"
#include "core/records/soundtable.h"
#include "core/triggers/triggerindex.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <set>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 NewAnimation = 0x03000077;

QString hookText(const TriggerHook& h) {
    ByteWriter bytes;
    h.site.hook.write(bytes);
    QString text = u"%1:%2:%3:%4 %5 v%6 g%7 setups"_s.arg(h.site.record, 0, 16)
                       .arg(h.site.frame)
                       .arg(h.site.time)
                       .arg(h.site.position)
                       .arg(QString::fromLatin1(bytes.take().toHex()))
                       .arg(h.verdicts)
                       .arg(h.gateCount);
    for (quint32 s : h.setups)
        text += u" %1"_s.arg(s, 0, 16);
    text += u" motions"_s;
    for (const MotionPlay& m : h.motions)
        text += u" %1/%2/%3/%4/%5/%6:%7:%8:%9"_s.arg(m.motionTable, 0, 16)
                    .arg(m.style, 0, 16)
                    .arg(m.command, 0, 16)
                    .arg(static_cast<int>(m.part))
                    .arg(m.from, 0, 16)
                    .arg(m.anim.animation, 0, 16)
                    .arg(m.anim.lowFrame)
                    .arg(m.anim.highFrame)
                    .arg(static_cast<double>(m.anim.framerate));
    return text;
}

/// Everything the index answers about the ids given, as lines of text.
QStringList describe(const TriggerIndex& index, const std::set<quint32>& ids,
                     const std::set<quint32>& soundTypes, const std::set<quint32>& waves) {
    QStringList lines;
    for (const TriggerIndex::Problem& p : index.problems())
        lines << u"problem %1 %2"_s.arg(p.id, 0, 16).arg(static_cast<int>(p.error.code));
    for (const ChainNote& n : index.chainNotes()) {
        QString line = u"chain %1"_s.arg(static_cast<int>(n.kind));
        for (quint32 id : n.chain)
            line += u" %1"_s.arg(id, 0, 16);
        lines << line;
    }
    for (quint32 id : ids) {
        if (const auto* a = index.animation(id))
            lines << u"animation %1 frames %2 hooks %3"_s.arg(id, 0, 16)
                         .arg(a->frameCount)
                         .arg(a->hooks.size());
        if (const auto* s = index.script(id))
            lines << u"script %1 hooks %2"_s.arg(id, 0, 16).arg(s->hooks.size());
        if (index.motionTable(id))
            lines << u"motion table %1 plays %2"_s.arg(id, 0, 16).arg(index.playsIn(id).size());
        if (const auto* s = index.setup(id)) {
            QString line = u"setup %1 %2 %3 %4 %5 %6 scripts"_s.arg(id, 0, 16)
                               .arg(s->motionTable, 0, 16)
                               .arg(s->soundTable, 0, 16)
                               .arg(s->defaultScript, 0, 16)
                               .arg(s->scriptTable, 0, 16)
                               .arg(s->defaultAnimation, 0, 16);
            for (quint32 script : index.scriptsOfSetup(id))
                line += u" %1"_s.arg(script, 0, 16);
            lines << line;
        }
        for (const TriggerHook& h : index.soundHooksOf(id))
            lines << u"of %1: "_s.arg(id, 0, 16) + hookText(h);
        lines << u"plays of %1: %2"_s.arg(id, 0, 16).arg(index.playsOf(id).size());
        QString calls = u"calls of %1:"_s.arg(id, 0, 16);
        for (quint32 script : index.scriptsCalledBy(id))
            calls += u" %1"_s.arg(script, 0, 16);
        lines << calls;
    }
    for (quint32 type : soundTypes)
        for (quint32 table : {0u, DemoDat::HumanoidTable, DemoDat::HumanTable})
            for (const TriggerHook& h : index.hooksOfSoundType(type, table))
                lines << u"sound %1 of %2: "_s.arg(type).arg(table, 0, 16) + hookText(h);
    for (quint32 wave : waves)
        for (const TriggerHook& h : index.hooksOfWave(wave))
            lines << u"wave %1: "_s.arg(wave, 0, 16) + hookText(h);
    for (quint32 table : {DemoDat::HumanoidTable, DemoDat::HumanTable}) {
        QString line = u"types of %1:"_s.arg(table, 0, 16);
        for (quint32 type : index.soundTypesOf(table))
            line += u" %1"_s.arg(type);
        lines << line;
    }
    return lines;
}

struct Opened {
    std::unique_ptr<DatFile> dat;
    SoundCatalog catalog;
};

Opened open(const QString& path) {
    Opened o;
    auto dat = DatFile::open(path);
    if (!dat)
        return o;
    o.dat = std::move(*dat);
    if (auto catalog = SoundCatalog::load(*o.dat))
        o.catalog = std::move(*catalog);
    return o;
}

/// One edit: the record's new bytes (nothing: removed) made from the demo dat's.
struct Edit {
    quint32 id = 0;
    std::function<std::optional<QByteArray>(const DatFile&)> bytes;
};

Animation animationOf(const DatFile& dat, quint32 id) {
    return *Animation::decode(*dat.read(id));
}

} // namespace

Q_DECLARE_METATYPE(Edit)

class TestTriggerUpdate : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;
    Opened m_base;
    std::set<quint32> m_ids, m_soundTypes, m_waves;
    int m_edits = 0;

    void collectKeys(const TriggerIndex& index) {
        for (quint32 id : m_ids)
            for (const TriggerHook& h : index.soundHooksOf(id)) {
                if (const auto* t = h.site.hook.as<SoundTableHook>())
                    m_soundTypes.insert(t->soundType);
                if (const auto* s = h.site.hook.as<SoundHook>())
                    m_waves.insert(s->wave);
                if (const auto* w = h.site.hook.as<SoundTweakedHook>())
                    m_waves.insert(w->wave);
            }
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(m_demo).has_value());
        m_base = open(m_demo);
        QVERIFY(m_base.dat);
        for (const RecordType type :
             {RecordType::Animation, RecordType::MotionTable, RecordType::PhysicsScript,
              RecordType::PhysicsScriptTable, RecordType::Setup}) {
            const auto range = idRangeOf(type);
            const auto entries = m_base.dat->entries(range->first, range->last);
            QVERIFY(entries.has_value());
            for (const DatEntry& e : *entries)
                m_ids.insert(e.id);
        }
        m_ids.insert(NewAnimation);
        QVERIFY(m_ids.size() > 10);
        auto index = TriggerIndex::build(*m_base.dat, m_base.catalog);
        QVERIFY(index);
        collectKeys(*index);
        // and the sound types the edits below introduce
        m_soundTypes.insert(0x3F);
        m_waves.insert(DemoDat::MissingWave);
        QVERIFY(m_soundTypes.size() > 2);
        QVERIFY(!m_waves.empty());
    }

    void updateEqualsRebuild_data() {
        QTest::addColumn<Edit>("edit");
        QTest::addRow("animation: a hook's sound type changed")
            << Edit{DemoDat::WalkAnimation, [](const DatFile& dat) {
                        Animation a = animationOf(dat, DemoDat::WalkAnimation);
                        for (AnimFrame& f : a.frames)
                            for (AnimationHook& h : f.hooks)
                                if (h.as<SoundTableHook>()) {
                                    h = AnimationHook::make(SoundTableHook{0x3F}, h.direction);
                                    return std::optional(a.encode());
                                }
                        return std::optional<QByteArray>();
                    }};
        QTest::addRow("animation: a SoundTweaked hook added on the last frame")
            << Edit{DemoDat::RunAnimation, [](const DatFile& dat) {
                        Animation a = animationOf(dat, DemoDat::RunAnimation);
                        a.frames.back().hooks.push_back(AnimationHook::make(
                            SoundTweakedHook{DemoDat::MissingWave, 0.25f, 0.5f, 0.75f},
                            HookDirection::Forward));
                        a.setHasHooksFlag();
                        return std::optional(a.encode());
                    }};
        QTest::addRow("animation: every hook removed")
            << Edit{DemoDat::AttackAnimation, [](const DatFile& dat) {
                        Animation a = animationOf(dat, DemoDat::AttackAnimation);
                        for (AnimFrame& f : a.frames)
                            f.hooks.clear();
                        a.setHasHooksFlag();
                        return std::optional(a.encode());
                    }};
        QTest::addRow("animation: a new one")
            << Edit{NewAnimation, [](const DatFile& dat) {
                        Animation a = animationOf(dat, DemoDat::CheerAnimation);
                        a.id = NewAnimation;
                        return std::optional(a.encode());
                    }};
        QTest::addRow("animation: undecodable bytes")
            << Edit{DemoDat::CheerAnimation, [](const DatFile& dat) {
                        QByteArray bytes = *dat.read(DemoDat::CheerAnimation);
                        bytes.chop(3);
                        return std::optional(bytes);
                    }};
        QTest::addRow("motion table: every animation played backwards")
            << Edit{DemoDat::HumanoidMotions, [](const DatFile& dat) {
                        MotionTable t = *MotionTable::decode(*dat.read(DemoDat::HumanoidMotions));
                        for (MotionEntry& e : t.cycles)
                            for (AnimData& d : e.data.anims)
                                d.framerate = -d.framerate;
                        return std::optional(t.encode());
                    }};
        QTest::addRow("setup: another sound table, no motion table")
            << Edit{DemoDat::HumanoidSetup, [](const DatFile& dat) {
                        SetupModel s = *SetupModel::decode(*dat.read(DemoDat::HumanoidSetup));
                        s.defaultSoundTable = DemoDat::HumanTable;
                        s.defaultMotionTable = 0;
                        return std::optional(s.encode());
                    }};
        QTest::addRow("script: a hook moved later")
            << Edit{DemoDat::ChimeScript, [](const DatFile& dat) {
                        PhysicsScript s = *PhysicsScript::decode(*dat.read(DemoDat::ChimeScript));
                        if (!s.entries.empty())
                            s.entries.front().startTime += 5.0;
                        return std::optional(s.encode());
                    }};
    }
    void updateEqualsRebuild() {
        QFETCH(Edit, edit);
        const std::optional<QByteArray> bytes = edit.bytes(*m_base.dat);
        QVERIFY(bytes.has_value());

        DatPatcher patch;
        patch.setRecord(edit.id, *bytes);
        const QString path = m_dir.filePath(u"edited-%1.dat"_s.arg(++m_edits));
        QVERIFY(patch.write(*m_base.dat, path).has_value());
        const Opened edited = open(path);
        QVERIFY(edited.dat);
        auto rebuilt = TriggerIndex::build(*edited.dat, edited.catalog);
        QVERIFY(rebuilt);

        auto updated = TriggerIndex::build(*m_base.dat, m_base.catalog);
        QVERIFY(updated);
        const QStringList before = describe(*updated, m_ids, m_soundTypes, m_waves);
        QVERIFY(updated->update(edit.id, QByteArrayView(*bytes), edited.catalog).has_value());
        const QStringList after = describe(*updated, m_ids, m_soundTypes, m_waves);
        QCOMPARE(after, describe(*rebuilt, m_ids, m_soundTypes, m_waves));
        QVERIFY(after != before); // the edit shows

        // and back: the original bytes (or the removal of a new record) restore the index
        const auto original = m_base.dat->read(edit.id);
        QVERIFY(updated
                    ->update(edit.id,
                             original ? std::optional<QByteArrayView>(*original) : std::nullopt,
                             m_base.catalog)
                    .has_value());
        QCOMPARE(describe(*updated, m_ids, m_soundTypes, m_waves), before);
    }

    void aBrokenRecordIsItsProblem() {
        auto index = TriggerIndex::build(*m_base.dat, m_base.catalog);
        QVERIFY(index && index->problems().empty());
        QVERIFY(index->update(DemoDat::ChimeScript, QByteArrayView("\x01\x00", 2), m_base.catalog)
                    .has_value());
        QCOMPARE(index->problems().size(), std::size_t(1));
        QCOMPARE(index->problems().front().id, DemoDat::ChimeScript);
        QCOMPARE(index->problems().front().error.code, ErrorCode::Truncated);
        QVERIFY(!index->script(DemoDat::ChimeScript));
        QVERIFY(index->animation(DemoDat::WalkAnimation)); // the rest stays usable
    }

    void refusesOtherRecords_data() {
        QTest::addColumn<quint32>("id");
        QTest::addRow("sound table") << DemoDat::HumanoidTable;
        QTest::addRow("wave") << quint32(0x0A000001);
        QTest::addRow("region") << DemoDat::Region;
    }
    void refusesOtherRecords() {
        QFETCH(quint32, id);
        auto index = TriggerIndex::build(*m_base.dat, m_base.catalog);
        QVERIFY(index);
        const QStringList before = describe(*index, m_ids, m_soundTypes, m_waves);
        const auto refused = index->update(id, QByteArrayView("abcd", 4), m_base.catalog);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, ErrorCode::Usage);
        QVERIFY(refused.error().message.contains(u"0x%1"_s.arg(id, 8, 16, QChar(u'0')),
                                                 Qt::CaseInsensitive));
        QCOMPARE(describe(*index, m_ids, m_soundTypes, m_waves), before);
    }

    void refreshFollowsATableEdit() {
        // the humanoid table loses its sound types: its hooks become "no table has this sound"
        SoundTable table = m_base.catalog.tables().at(DemoDat::HumanoidTable);
        QVERIFY(!table.root.children.empty());
        table.root.children.resize(1);
        DatPatcher patch;
        patch.setRecord(DemoDat::HumanoidTable, table.encode());
        const QString path = m_dir.filePath(u"table-edited.dat"_s);
        QVERIFY(patch.write(*m_base.dat, path).has_value());
        const Opened edited = open(path);
        QVERIFY(edited.dat);
        auto rebuilt = TriggerIndex::build(*edited.dat, edited.catalog);
        QVERIFY(rebuilt);
        auto index = TriggerIndex::build(*m_base.dat, m_base.catalog);
        QVERIFY(index);
        const QStringList before = describe(*index, m_ids, m_soundTypes, m_waves);
        index->refresh(edited.catalog);
        const QStringList after = describe(*index, m_ids, m_soundTypes, m_waves);
        QCOMPARE(after, describe(*rebuilt, m_ids, m_soundTypes, m_waves));
        QVERIFY(after != before);
    }
};

QTEST_GUILESS_MAIN(TestTriggerUpdate)
#include "tst_triggerupdate.moc"
