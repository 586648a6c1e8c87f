// Document's edits of Animation hooks: the hook fields read and set through value()/setValue()
// (each hook type has only its own fields), merging and undo back to the dat's bytes, sound
// hooks added and removed, every refusal with its reason, the journal, the save through the
// patched-copy writer, and the trigger index of the unsaved edits (its overlay) agreeing with
// the index of the saved dat.
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/document/documentjournal.h"
#include "core/document/documentsaver.h"
#include "core/records/animation.h"
#include "core/records/recordtype.h"
#include "core/triggers/triggerindex.h"
#include "democatalogfixture.h"

#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(soundstage::Field)
Q_DECLARE_METATYPE(soundstage::FieldValue)
Q_DECLARE_METATYPE(soundstage::ErrorCode)

namespace {

constexpr quint32 Walk = DemoDat::WalkAnimation;
constexpr quint32 Attack = DemoDat::AttackAnimation;
constexpr quint32 Cheer = DemoDat::CheerAnimation;
constexpr quint32 Footstep1 = 0x37;
constexpr quint32 HeavySwoosh = 0x0A000011;

FieldRef hook(Field field, quint32 animation, int frame, int position = 0) {
    return {field, animation, static_cast<quint32>(frame), position};
}

/// The dat's own bytes of a record.
QByteArray datBytes(const Document& document, quint32 id) {
    auto bytes = document.dat().read(id);
    return bytes ? *bytes : QByteArray();
}

} // namespace

class TestHookEdits final : public QObject {
    Q_OBJECT

    test::DemoDocument m_demo;

private slots:
    void initTestCase() { QVERIFY(m_demo.write()); }

    void init() {
        const QString error = m_demo.open();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    // Each hook type has its own fields only.
    void hookValues_data() {
        QTest::addColumn<Field>("field");
        QTest::addColumn<quint32>("animation");
        QTest::addColumn<int>("frame");
        QTest::addColumn<bool>("present");
        QTest::addColumn<FieldValue>("expected");
        QTest::newRow("SoundTable type")
            << Field::HookSoundType << Walk << 4 << true << FieldValue(Footstep1);
        QTest::newRow("SoundTable has no wave")
            << Field::HookWave << Walk << 4 << false << FieldValue(0u);
        QTest::newRow("SoundTweaked wave")
            << Field::HookWave << Attack << 12 << true << FieldValue(HeavySwoosh);
        QTest::newRow("SoundTweaked probability")
            << Field::HookProbability << Attack << 12 << true << FieldValue(0.5f);
        QTest::newRow("SoundTweaked volume")
            << Field::HookVolume << Attack << 12 << true << FieldValue(0.8f);
        QTest::newRow("SoundTweaked has no sound type")
            << Field::HookSoundType << Attack << 12 << false << FieldValue(0u);
        QTest::newRow("Sound wave")
            << Field::HookWave << Cheer << 5 << true << FieldValue(0x0A000061u);
        QTest::newRow("Sound has no probability")
            << Field::HookProbability << Cheer << 5 << false << FieldValue(0.0f);
        QTest::newRow("opaque Attack hook")
            << Field::HookWave << Attack << 10 << false << FieldValue(0u);
        QTest::newRow("frame without hooks")
            << Field::HookWave << Attack << 0 << false << FieldValue(0u);
        QTest::newRow("frame past the end")
            << Field::HookWave << Attack << 24 << false << FieldValue(0u);
        QTest::newRow("no such animation")
            << Field::HookWave << 0x0300FFFFu << 0 << false << FieldValue(0u);
    }
    void hookValues() {
        QFETCH(Field, field);
        QFETCH(quint32, animation);
        QFETCH(int, frame);
        QFETCH(bool, present);
        QFETCH(FieldValue, expected);
        const auto value = m_demo.doc->value(hook(field, animation, frame));
        QCOMPARE(value.has_value(), present);
        if (present)
            QVERIFY(*value == expected);
    }

    // Steps of one field merge into one undo step; undo leaves the dat's record, unedited.
    void probabilityMergesAndUndoes() {
        const FieldRef ref = hook(Field::HookProbability, Attack, 12);
        QVERIFY(m_demo.doc->setValue(ref, 0.45f).has_value());
        QVERIFY(m_demo.doc->setValue(ref, 0.4f).has_value());
        QCOMPARE(m_demo.doc->history().count(), 1);
        QCOMPARE(std::get<float>(*m_demo.doc->value(ref)), 0.4f);
        QCOMPARE(m_demo.doc->editedRecords(), std::vector<quint32>{Attack});
        const auto changed = std::ranges::find_if(m_demo.changes, [](const DocumentChange& c) {
            return c.kind == DocumentChange::Kind::ValueChanged;
        });
        QVERIFY(changed != m_demo.changes.end());
        QCOMPARE(changed->record, Attack);
        QVERIFY(isHookField(changed->field.field));
        // the other fields of the hook are untouched
        QCOMPARE(std::get<float>(*m_demo.doc->value(hook(Field::HookVolume, Attack, 12))), 0.8f);
        m_demo.doc->undo();
        QVERIFY(!m_demo.doc->isModified());
        QVERIFY(m_demo.doc->editedRecords().empty());
        QCOMPARE(m_demo.doc->editedAnimation(Attack)->encode(), datBytes(*m_demo.doc, Attack));
        m_demo.doc->redo();
        QCOMPARE(std::get<float>(*m_demo.doc->value(ref)), 0.4f);
    }

    void refusals_data() {
        QTest::addColumn<Field>("field");
        QTest::addColumn<quint32>("animation");
        QTest::addColumn<int>("frame");
        QTest::addColumn<FieldValue>("value");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<QString>("says");
        QTest::newRow("probability above 1")
            << Field::HookProbability << Attack << 12 << FieldValue(1.5f) << ErrorCode::Usage
            << u"not a probability"_s;
        QTest::newRow("probability NaN") << Field::HookProbability << Attack << 12
                                         << FieldValue(std::numeric_limits<float>::quiet_NaN())
                                         << ErrorCode::Usage << u"finite"_s;
        QTest::newRow("negative volume") << Field::HookVolume << Attack << 12 << FieldValue(-1.0f)
                                         << ErrorCode::Usage << u"cannot be negative"_s;
        QTest::newRow("wave 0") << Field::HookWave << Cheer << 5 << FieldValue(0u)
                                << ErrorCode::Usage << u"not a wave id"_s;
        QTest::newRow("a table id as wave")
            << Field::HookWave << Attack << 12 << FieldValue(0x20000001u) << ErrorCode::Usage
            << u"not a wave id"_s;
        QTest::newRow("unknown sound type") << Field::HookSoundType << Walk << 4 << FieldValue(500u)
                                            << ErrorCode::Usage << u"not a sound type"_s;
        QTest::newRow("a number for an id") << Field::HookWave << Cheer << 5 << FieldValue(1.0f)
                                            << ErrorCode::Usage << u"holds an id"_s;
        QTest::newRow("a field the hook lacks")
            << Field::HookProbability << Walk << 4 << FieldValue(0.5f) << ErrorCode::NotFound
            << u"no such value"_s;
    }
    void refusals() {
        QFETCH(Field, field);
        QFETCH(quint32, animation);
        QFETCH(int, frame);
        QFETCH(FieldValue, value);
        QFETCH(ErrorCode, code);
        QFETCH(QString, says);
        auto result = m_demo.doc->setValue(hook(field, animation, frame), value);
        QVERIFY(!result.has_value());
        QCOMPARE(result.error().code, code);
        QVERIFY2(result.error().message.contains(says), qPrintable(result.error().message));
        QCOMPARE(m_demo.doc->history().count(), 0);
        QVERIFY(m_demo.doc->editedRecords().empty());
    }

    // Adding and removing sound hooks; undo gives back the dat's bytes (flags included).
    void insertAndRemoveHooks() {
        const QByteArray original = datBytes(*m_demo.doc, Walk);
        const auto added = AnimationHook::make(SoundTweakedHook{HeavySwoosh, 0.25f, 0.9f, 0.5f},
                                               HookDirection::Forward);
        QVERIFY(m_demo.doc->insertHook(Walk, 6, 0, added).has_value());
        QCOMPARE(m_demo.changes.front().kind, DocumentChange::Kind::HooksChanged);
        QCOMPARE(m_demo.changes.front().record, Walk);
        auto now = m_demo.doc->animation(Walk);
        QVERIFY(now.has_value());
        QCOMPARE(now->frames[6].hooks.size(), std::size_t(1));
        QVERIFY(now->frames[6].hooks[0] == added);
        QVERIFY(now->flags & Animation::FlagHasHooks);
        QCOMPARE(std::get<float>(*m_demo.doc->value(hook(Field::HookProbability, Walk, 6))), 0.25f);

        QVERIFY(m_demo.doc->removeHook(Walk, 4, 0).has_value());
        QVERIFY(m_demo.doc->animation(Walk)->frames[4].hooks.empty());
        QCOMPARE(m_demo.doc->history().count(), 2);
        m_demo.doc->undo();
        m_demo.doc->undo();
        QVERIFY(!m_demo.doc->isModified());
        QCOMPARE(m_demo.doc->animation(Walk)->encode(), original);
    }

    void hookRefusals() {
        // not a sound hook
        auto opaque = m_demo.doc->insertHook(
            Walk, 1, 0, AnimationHook::makeOpaque(HookType::Diffuse, QByteArray(12, '\0')));
        QVERIFY(!opaque && opaque.error().code == ErrorCode::Usage);
        auto attack = m_demo.doc->removeHook(Attack, 10, 0); // the Attack hook
        QVERIFY(!attack && attack.error().code == ErrorCode::Usage);
        QVERIFY(attack.error().message.contains(u"Attack"_s));
        // places that do not exist
        auto frame =
            m_demo.doc->insertHook(Walk, 20, 0, AnimationHook::make(SoundHook{HeavySwoosh}));
        QVERIFY(!frame && frame.error().code == ErrorCode::NotFound);
        QVERIFY(frame.error().message.contains(u"no frame 20"_s));
        auto position =
            m_demo.doc->insertHook(Walk, 4, 2, AnimationHook::make(SoundHook{HeavySwoosh}));
        QVERIFY(!position && position.error().code == ErrorCode::NotFound);
        auto none = m_demo.doc->removeHook(Walk, 5, 0);
        QVERIFY(!none && none.error().code == ErrorCode::NotFound);
        auto missing = m_demo.doc->removeHook(0x0300FFFF, 0, 0);
        QVERIFY(!missing && missing.error().code == ErrorCode::NotFound);
        // a bad value in a new hook
        auto gated = m_demo.doc->insertHook(
            Walk, 5, 0, AnimationHook::make(SoundTweakedHook{HeavySwoosh, 2.0f, 0.9f, 1.0f}));
        QVERIFY(!gated && gated.error().message.contains(u"not a probability"_s));
        QCOMPARE(m_demo.doc->history().count(), 0);
    }

    // The journal keeps edited animations; a new session recovers them as one step.
    void journalRecoversAnimations() {
        QDir(m_demo.dir.filePath(u"journal"_s)).removeRecursively();
        Animation edited;
        {
            auto doc = Document::open(m_demo.path, m_demo.options(true));
            QVERIFY(doc.has_value());
            QVERIFY((*doc)->setValue(hook(Field::HookVolume, Attack, 12), 0.3f).has_value());
            QVERIFY((*doc)->insertHook(Walk, 7, 0, AnimationHook::make(SoundTableHook{0x1F})));
            edited = *(*doc)->animation(Attack);
            auto journal = DocumentJournal::read((*doc)->journalPath());
            QVERIFY(journal.has_value());
            QCOMPARE(journal->animations.size(), std::size_t(2));
            QCOMPARE(journal->animations.at(Attack), edited.encode());
        } // a crash: the journal stays
        auto doc = Document::open(m_demo.path, m_demo.options(true));
        QVERIFY(doc.has_value() && (*doc)->hasJournal());
        auto restored = (*doc)->recoverJournal();
        QVERIFY(restored.has_value());
        QCOMPARE(*restored, 2);
        QCOMPARE(*(*doc)->animation(Attack), edited);
        QCOMPARE((*doc)->animation(Walk)->frames[7].hooks.size(), std::size_t(1));
        (*doc)->undo();
        QVERIFY(!(*doc)->isModified());
        (*doc)->discardJournal();
        (*doc)->markSaved();
    }

    void damagedJournalAnimationIsRefused() {
        JournalContents contents;
        contents.datPath = m_demo.path;
        const QByteArray json = DocumentJournal::encode(contents);
        QByteArray damaged = json;
        damaged.replace("\"animations\": [\n    ]", "\"animations\": [{\"id\": \"0x03000002\", "
                                                    "\"bytes\": \"!!not base64!!\"}]");
        QVERIFY(damaged != json);
        auto decoded = DocumentJournal::decode(damaged);
        QVERIFY(!decoded.has_value());
        QCOMPARE(decoded.error().code, ErrorCode::Parse);
    }

    // The save writes the edited animation; the saved dat reopens with it, and the index of the
    // unsaved edits (overlay) is the index of the saved dat.
    void saveWritesAnimationsAndTheOverlayAgrees() {
        QVERIFY(m_demo.doc->setValue(hook(Field::HookProbability, Attack, 12), 0.0f).has_value());
        QVERIFY(m_demo.doc->setValue(hook(Field::HookSoundType, Walk, 14), 0x1Fu).has_value());
        QVERIFY(m_demo.doc->removeHook(Walk, 4, 0).has_value());
        QVERIFY(m_demo.doc->setValue({Field::SetupTable, DemoDat::HumanoidSetup, 0, 0},
                                     DemoDat::HumanTable));
        const QString target = m_demo.dir.filePath(u"saved.dat"_s);
        auto saved = DocumentSaver::save(*m_demo.doc, target);
        QVERIFY2(saved.has_value(), saved ? "" : qPrintable(saved.error().toString()));

        auto reopened = Document::open(target, m_demo.options());
        QVERIFY(reopened.has_value());
        for (quint32 id : {Attack, Walk})
            QCOMPARE(*(*reopened)->animation(id), *m_demo.doc->animation(id));
        QCOMPARE(*(*reopened)->animation(Cheer), *m_demo.doc->animation(Cheer));

        TriggerIndex::Overlay overlay;
        for (quint32 id : m_demo.doc->editedRecords())
            if (recordTypeOf(id) == RecordType::Animation || recordTypeOf(id) == RecordType::Setup)
                overlay.emplace(id, *DocumentSaver::encodeEdited(*m_demo.doc, id));
        QCOMPARE(overlay.size(), std::size_t(3));
        auto live = TriggerIndex::build(m_demo.doc->dat(), m_demo.doc->catalog(), overlay,
                                        FpuModel::Single);
        auto fromSaved = TriggerIndex::build((*reopened)->dat(), (*reopened)->catalog());
        auto fromDat = TriggerIndex::build(m_demo.doc->dat(), m_demo.doc->catalog());
        QVERIFY(live && fromSaved && fromDat);
        const auto gate = [](const TriggerIndex& index) {
            return index.hooksOfWave(HeavySwoosh).at(0).gateCount;
        };
        QCOMPARE(gate(*fromDat), 16384);
        QCOMPARE(gate(*live), 0);
        QCOMPARE(gate(*fromSaved), 0);
        QVERIFY(live->hooksOfWave(HeavySwoosh).at(0).has(HookVerdict::GatedOff));
        for (quint32 type : {Footstep1, 0x1Fu}) {
            const auto a = live->hooksOfSoundType(type);
            const auto b = fromSaved->hooksOfSoundType(type);
            QCOMPARE(a.size(), b.size());
            for (std::size_t i = 0; i < a.size(); ++i) {
                QVERIFY(a[i].site.hook == b[i].site.hook);
                QCOMPARE(a[i].site.frame, b[i].site.frame);
                QCOMPARE(a[i].verdicts, b[i].verdicts);
                QCOMPARE(a[i].setups, b[i].setups);
            }
        }
        QCOMPARE(live->hooksOfSoundType(Footstep1).size(),
                 fromDat->hooksOfSoundType(Footstep1).size() - 2);
        QCOMPARE(live->setup(DemoDat::HumanoidSetup)->soundTable, DemoDat::HumanTable);
    }
};

QTEST_MAIN(TestHookEdits)
#include "tst_hookedits.moc"
