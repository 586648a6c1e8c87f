// TriggerIndex::update and refresh: after an edit of one record (or of a table) the index
// answers exactly as one built from scratch over the edited dat — every hook by sound type, by
// wave and by record with its verdicts, gates, motions and setups, every script chain and note.
// The edited dats are the demo dat patched with DatPatcher, as Save writes them.
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
#include "tests/triggers/indexdescription.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <set>

using namespace soundstage;
using namespace Qt::StringLiterals;
using soundstage::test::describe;

namespace {

constexpr quint32 NewAnimation = 0x03000077;

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
        m_ids = test::indexedRecords(*m_base.dat);
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
        QTest::addRow("animation: a Sound hook before the DefaultScript of its frame") << Edit{
            DemoDat::CheerAnimation, [](const DatFile& dat) {
                Animation a = animationOf(dat, DemoDat::CheerAnimation);
                for (AnimFrame& f : a.frames)
                    for (std::size_t h = 0; h < f.hooks.size(); ++h)
                        if (f.hooks[h].hookType() == HookType::DefaultScript) {
                            f.hooks.insert(f.hooks.begin() + qsizetype(h),
                                           AnimationHook::make(SoundHook{DemoDat::MissingWave},
                                                               HookDirection::Both));
                            return std::optional(a.encode());
                        }
                return std::optional<QByteArray>();
            }};
        QTest::addRow("animation: its DefaultScript removed")
            << Edit{DemoDat::CheerAnimation, [](const DatFile& dat) {
                        Animation a = animationOf(dat, DemoDat::CheerAnimation);
                        for (AnimFrame& f : a.frames)
                            std::erase_if(f.hooks, [](const AnimationHook& h) {
                                return h.hookType() == HookType::DefaultScript;
                            });
                        a.setHasHooksFlag();
                        return std::optional(a.encode());
                    }};
        QTest::addRow("animation: a SoundTweaked hook gated off")
            << Edit{DemoDat::AttackAnimation, [](const DatFile& dat) {
                        Animation a = animationOf(dat, DemoDat::AttackAnimation);
                        for (AnimFrame& f : a.frames)
                            for (AnimationHook& h : f.hooks)
                                if (const auto* w = h.as<SoundTweakedHook>()) {
                                    SoundTweakedHook off = *w;
                                    off.probability = 0.0f;
                                    h = AnimationHook::make(off, h.direction);
                                    return std::optional(a.encode());
                                }
                        return std::optional<QByteArray>();
                    }};
        QTest::addRow("animation: a Sound hook's wave missing") << Edit{
            DemoDat::CheerAnimation, [](const DatFile& dat) {
                Animation a = animationOf(dat, DemoDat::CheerAnimation);
                for (AnimFrame& f : a.frames)
                    for (AnimationHook& h : f.hooks)
                        if (h.as<SoundHook>()) {
                            h = AnimationHook::make(SoundHook{DemoDat::MissingWave}, h.direction);
                            return std::optional(a.encode());
                        }
                return std::optional<QByteArray>();
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
        QTest::addRow("script: a second sound hook, first in time")
            << Edit{DemoDat::SparkScript, [](const DatFile& dat) {
                        PhysicsScript s = *PhysicsScript::decode(*dat.read(DemoDat::SparkScript));
                        s.entries.push_back(
                            {-1.0, AnimationHook::make(SoundTableHook{0x3F}, HookDirection::Both)});
                        return std::optional(s.encode());
                    }};
        QTest::addRow("script: its CallPES removed")
            << Edit{DemoDat::SparkScript, [](const DatFile& dat) {
                        PhysicsScript s = *PhysicsScript::decode(*dat.read(DemoDat::SparkScript));
                        std::erase_if(s.entries, [](const PhysicsScriptEntry& e) {
                            return e.hook.hookType() == HookType::CallPES;
                        });
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
        index->refresh(edited.catalog, index->model());
        const QStringList after = describe(*index, m_ids, m_soundTypes, m_waves);
        QCOMPARE(after, describe(*rebuilt, m_ids, m_soundTypes, m_waves));
        QVERIFY(after != before);
    }

    // Thousands of local updates (an edit and its undo, over and over, past the point where the
    // index compacts its unaddressed entries) answer as the first one did.
    void manyLocalUpdatesStayExact() {
        auto index = TriggerIndex::build(*m_base.dat, m_base.catalog);
        QVERIFY(index);
        const QStringList original = describe(*index, m_ids, m_soundTypes, m_waves);
        const QByteArray before = *m_base.dat->read(DemoDat::WalkAnimation);
        Animation walk = animationOf(*m_base.dat, DemoDat::WalkAnimation);
        walk.frames[4].hooks.insert(walk.frames[4].hooks.begin(),
                                    AnimationHook::make(SoundTableHook{0x3F}, HookDirection::Both));
        const QByteArray after = walk.encode();
        QStringList edited;
        for (int i = 0; i < 3001; ++i) {
            QVERIFY(index
                        ->update(DemoDat::WalkAnimation, QByteArrayView(i % 2 ? before : after),
                                 m_base.catalog)
                        .has_value());
            if (i == 0)
                edited = describe(*index, m_ids, m_soundTypes, m_waves);
        }
        QCOMPARE(describe(*index, m_ids, m_soundTypes, m_waves), edited);
        QVERIFY(edited != original);
        QVERIFY(index->update(DemoDat::WalkAnimation, QByteArrayView(before), m_base.catalog)
                    .has_value());
        QCOMPARE(describe(*index, m_ids, m_soundTypes, m_waves), original);
    }

    void refreshFollowsAnotherFpuModel() {
        auto rebuilt = TriggerIndex::build(*m_base.dat, m_base.catalog, FpuModel::Double);
        QVERIFY(rebuilt);
        auto index = TriggerIndex::build(*m_base.dat, m_base.catalog, FpuModel::Single);
        QVERIFY(index);
        index->refresh(m_base.catalog, FpuModel::Double);
        QCOMPARE(index->model(), FpuModel::Double);
        QCOMPARE(describe(*index, m_ids, m_soundTypes, m_waves),
                 describe(*rebuilt, m_ids, m_soundTypes, m_waves));
    }

    // Copies share what edits leave alone (the editor updates a copy on a worker while views
    // read the original): an update of a copy, local or not, never shows in the original.
    void anUpdatedCopyLeavesTheOriginal() {
        auto original = TriggerIndex::build(*m_base.dat, m_base.catalog);
        QVERIFY(original);
        const QStringList before = describe(*original, m_ids, m_soundTypes, m_waves);
        TriggerIndex copy = *original;
        Animation walk = animationOf(*m_base.dat, DemoDat::WalkAnimation);
        walk.frames.front().hooks.push_back(
            AnimationHook::make(SoundTableHook{0x3F}, HookDirection::Both));
        walk.setHasHooksFlag();
        QVERIFY(copy.update(DemoDat::WalkAnimation, QByteArrayView(walk.encode()), m_base.catalog)
                    .has_value());
        MotionTable motions = *MotionTable::decode(*m_base.dat->read(DemoDat::HumanoidMotions));
        motions.cycles.clear();
        QVERIFY(
            copy.update(DemoDat::HumanoidMotions, QByteArrayView(motions.encode()), m_base.catalog)
                .has_value());
        QVERIFY(copy.update(DemoDat::HumanoidSetup, std::nullopt, m_base.catalog).has_value());
        copy.refresh(m_base.catalog, FpuModel::Double);
        QVERIFY(describe(copy, m_ids, m_soundTypes, m_waves) != before);
        QCOMPARE(describe(*original, m_ids, m_soundTypes, m_waves), before);
    }
};

QTEST_GUILESS_MAIN(TestTriggerUpdate)
#include "tst_triggerupdate.moc"
