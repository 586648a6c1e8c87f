#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "core/records/animation.h"
#include "core/records/motioncommand.h"
#include "core/records/motiontable.h"
#include "core/records/physicsscript.h"
#include "core/records/physicsscripttable.h"
#include "core/records/recordtype.h"
#include "core/records/setup.h"
#include "core/records/setupmodel.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <set>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestDemoDat : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<DatFile> m_dat;

    static double rms16(const Wave& wave) {
        const qsizetype samples = wave.data.size() / 2;
        double sum = 0;
        for (qsizetype i = 0; i < samples; ++i) {
            const auto s = static_cast<qint16>(static_cast<quint8>(wave.data[2 * i]) |
                                               (static_cast<quint8>(wave.data[2 * i + 1]) << 8));
            sum += double(s) * s;
        }
        return samples ? std::sqrt(sum / samples) / 32768.0 : 0.0;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(u"demo.dat"_s);
        auto written = DemoDat::write(path);
        QVERIFY2(written.has_value(), qPrintable(written ? QString() : written.error().toString()));
        auto dat = DatFile::open(path);
        QVERIFY2(dat.has_value(), qPrintable(dat ? QString() : dat.error().toString()));
        m_dat = std::move(*dat);
    }

    void isDeterministic() {
        auto first = DemoDat::build();
        auto second = DemoDat::build();
        QVERIFY(first && second);
        QCOMPARE(first->size(), second->size());
        QVERIFY(*first == *second);
    }

    void holdsTheAdvertisedRecords() {
        auto entries = m_dat->entries();
        QVERIFY(entries.has_value());
        std::map<RecordType, int> counts;
        for (const DatEntry& entry : *entries)
            ++counts[recordTypeOf(entry.id)];
        QVERIFY(counts[RecordType::Wave] >= 15);
        QVERIFY(counts[RecordType::SoundTable] >= 6);
        QCOMPARE(counts[RecordType::Region], 1);
        QCOMPARE(counts[RecordType::Setup], 3);
        QCOMPARE(counts[RecordType::Animation], 5);
        QCOMPARE(counts[RecordType::MotionTable], 1);
        QCOMPARE(counts[RecordType::PhysicsScript], 2);
        QCOMPARE(counts[RecordType::PhysicsScriptTable], 1);
        QVERIFY(m_dat->find(0xFFFF0001).value().has_value()); // the iteration record
    }

    void wavesCoverTheFormatsAndAreAudible() {
        auto entries = m_dat->entries(0x0A000000, 0x0A00FFFF);
        QVERIFY(entries.has_value());
        std::set<quint32> rates;
        bool eightBit = false, stereo = false;
        for (const DatEntry& entry : *entries) {
            auto wave = Wave::decode(m_dat->read(entry).value());
            QVERIFY(wave.has_value());
            QCOMPARE(wave->formatTag(), Wave::FormatPcm);
            QCOMPARE(wave->format.size(), 18);
            rates.insert(wave->sampleRate());
            eightBit |= wave->bitsPerSample() == 8;
            stereo |= wave->channels() == 2;
            QVERIFY2(wave->seconds() > 0.02 && wave->seconds() < 5.0,
                     qPrintable(hexIdText(entry.id)));
            if (wave->bitsPerSample() == 16)
                QVERIFY2(rms16(*wave) > 0.02, qPrintable(hexIdText(entry.id)));
        }
        QVERIFY(rates.contains(11025));
        QVERIFY(rates.contains(22050));
        QVERIFY(eightBit);
        QVERIFY(stereo);
    }

    void tablesHaveTheRetailShapes() {
        auto catalog = SoundCatalog::load(*m_dat);
        QVERIFY(catalog.has_value());
        QVERIFY(catalog->problems().empty());
        const SoundTable* weapon = catalog->table(DemoDat::WeaponTable);
        QVERIFY(weapon);
        const SoundTableNode* swoosh2 = weapon->sound(parseSoundType(u"Swoosh2").value());
        QVERIFY(swoosh2);
        QCOMPARE(swoosh2->variants.size(), size_t(2));
        const SoundTableNode* steps =
            catalog->table(DemoDat::HumanTable)->sound(parseSoundType(u"Footstep1").value());
        QVERIFY(steps);
        QCOMPARE(steps->variants.size(), size_t(4));

        bool zeroProbability = false, belowOne = false, silent = false, missing = false;
        for (const auto& [id, table] : catalog->tables()) {
            QCOMPARE(table.root.variants.size(), size_t(1)); // the retail default root record
            for (const SoundTableNode& sound : table.root.children) {
                for (const SoundVariant& v : sound.variants) {
                    zeroProbability |= v.probability == 0.0f;
                    belowOne |= v.probability > 0.0f && v.probability < 1.0f;
                    silent |= v.wave == 0;
                    missing |= v.wave != 0 && !catalog->hasWave(v.wave);
                }
            }
        }
        QVERIFY(zeroProbability);
        QVERIFY(belowOne);
        QVERIFY(silent);
        QVERIFY(missing);
        QVERIFY(!catalog->hasWave(DemoDat::MissingWave));
    }

    void regionAndSetupsLinkToDemoTables() {
        auto catalog = SoundCatalog::load(*m_dat);
        QVERIFY(catalog.has_value());
        const RegionDesc& region = catalog->regions().at(DemoDat::Region);
        QVERIFY(region.ambient.has_value());
        QVERIFY(region.ambient->size() >= 3);
        bool continuous = false, intermittent = false;
        for (const AmbientStbDesc& stb : *region.ambient) {
            QVERIFY(catalog->table(stb.soundTable));
            for (const AmbientSoundDesc& sound : stb.sounds) {
                continuous |= sound.continuous();
                intermittent |= !sound.continuous();
            }
        }
        QVERIFY(continuous && intermittent);
        QVERIFY(region.sceneTypes.has_value());
        for (const SceneType& scene : *region.sceneTypes)
            QVERIFY(scene.stbIndex == SceneType::NoAmbient ||
                    scene.stbIndex < region.ambient->size());
        QCOMPARE(catalog->setupTables().size(), size_t(3));
        for (const auto& [setup, table] : catalog->setupTables())
            QVERIFY(catalog->table(table));
        QCOMPARE(catalog->usesOfTable(DemoDat::HumanTable).size(), size_t(1));
    }

    void humanoidSetupNamesItsTables() {
        const auto setup = SetupModel::decode(*m_dat->read(DemoDat::HumanoidSetup));
        QVERIFY2(setup.has_value(), qPrintable(why(setup)));
        QCOMPARE(setup->parts.size(), size_t(DemoDat::HumanoidParts));
        QCOMPARE(setup->defaultAnimation, DemoDat::ReadyAnimation);
        QCOMPARE(setup->defaultScript, DemoDat::ChimeScript);
        QCOMPARE(setup->defaultMotionTable, DemoDat::HumanoidMotions);
        QCOMPARE(setup->defaultSoundTable, DemoDat::HumanoidTable);
        QCOMPARE(setup->defaultScriptTable, DemoDat::HumanoidScripts);
        QCOMPARE(setup->hookCount(), 1);
        QCOMPARE(setup->placements[0].frame.hooks[0].hookType(), HookType::SetLight);
        // The lenient reader the document uses sees the same table.
        QCOMPARE(Setup::decode(*m_dat->read(DemoDat::HumanoidSetup))->defaultSoundTable,
                 DemoDat::HumanoidTable);
        const auto table = SoundTable::decode(*m_dat->read(DemoDat::HumanoidTable));
        QVERIFY(table.has_value());
        for (const char16_t* sound : {u"Footstep1", u"Swoosh2", u"Fizzle"})
            QVERIFY(table->sound(*parseSoundType(QStringView(sound))) != nullptr);
        QCOMPARE(table->sound(*parseSoundType(u"Swoosh2"))->variants.size(), size_t(2));
    }

    void motionTablePlaysTheAnimations() {
        const auto table = MotionTable::decode(*m_dat->read(DemoDat::HumanoidMotions));
        QVERIFY2(table.has_value(), qPrintable(why(table)));
        const quint32 style = MotionCommand::NonCombat;
        QCOMPARE(table->defaultStyle, style);
        const struct {
            quint32 motion;
            quint32 animation;
            float framerate;
        } cycles[] = {{MotionCommand::Ready, DemoDat::ReadyAnimation, 30.0f},
                      {MotionCommand::WalkForward, DemoDat::WalkAnimation, 30.0f},
                      {MotionCommand::RunForward, DemoDat::RunAnimation, 40.0f}};
        for (const auto& c : cycles) {
            const MotionEntry* entry = table->cycle(style, c.motion);
            QVERIFY(entry != nullptr);
            QCOMPARE(entry->data.anims.size(), size_t(1));
            QCOMPARE(entry->data.anims[0].animation, c.animation);
            QCOMPARE(entry->data.anims[0].lowFrame, 0);
            QCOMPARE(entry->data.anims[0].highFrame, -1);
            QCOMPARE(entry->data.anims[0].framerate, c.framerate);
        }
        QVERIFY(table->cycle(style, MotionCommand::WalkForward)->data.velocity.has_value());
        QCOMPARE(table->links.size(), size_t(1));
        QCOMPARE(table->links[0].key, MotionTable::key(style, MotionCommand::Ready));
        QCOMPARE(table->links[0].targets.size(), size_t(2));
        QCOMPARE(MotionCommand::name(table->links[0].targets[0].first), u"AttackHigh1"_s);
        QCOMPARE(table->links[0].targets[0].second.anims[0].animation, DemoDat::AttackAnimation);
        QCOMPARE(MotionCommand::name(table->links[0].targets[1].first), u"Cheer"_s);
        QCOMPARE(table->links[0].targets[1].second.anims[0].animation, DemoDat::CheerAnimation);
    }

    void animationsCarryTheAdvertisedHooks() {
        const quint32 footstep = *parseSoundType(u"Footstep1");
        const auto walk = Animation::decode(*m_dat->read(DemoDat::WalkAnimation));
        QVERIFY2(walk.has_value(), qPrintable(why(walk)));
        QCOMPARE(walk->frames.size(), size_t(20));
        QCOMPARE(walk->numParts, DemoDat::HumanoidParts);
        QCOMPARE(walk->posFrames.size(), size_t(20));
        QCOMPARE(walk->flags, Animation::FlagPosFrames | Animation::FlagHasHooks);
        const struct {
            int frame;
            HookDirection direction;
        } steps[] = {{4, HookDirection::Both},
                     {9, HookDirection::Backward},
                     {14, HookDirection::Forward},
                     {19, HookDirection::Forward}}; // the last frame: never fires forward
        QCOMPARE(walk->hookCount(), 4);
        for (const auto& step : steps) {
            const auto& hooks = walk->frames[size_t(step.frame)].hooks;
            QCOMPARE(hooks.size(), size_t(1));
            QCOMPARE(hooks[0].as<SoundTableHook>()->soundType, footstep);
            QCOMPARE(hooks[0].direction, step.direction);
        }

        const auto attack = Animation::decode(*m_dat->read(DemoDat::AttackAnimation));
        QVERIFY(attack.has_value());
        QCOMPARE(attack->frames[8].hooks[0].as<SoundTableHook>()->soundType,
                 *parseSoundType(u"Swoosh2"));
        QCOMPARE(attack->frames[10].hooks[0].hookType(), HookType::Attack);
        const SoundTweakedHook* tweaked = attack->frames[12].hooks[0].as<SoundTweakedHook>();
        QVERIFY(tweaked != nullptr);
        QCOMPARE(tweaked->probability, 0.5f);
        QCOMPARE(tweaked->volume, 0.8f);
        QVERIFY(m_dat->find(tweaked->wave).value().has_value());

        const auto cheer = Animation::decode(*m_dat->read(DemoDat::CheerAnimation));
        QVERIFY(cheer.has_value());
        const SoundHook* sound = cheer->frames[5].hooks[0].as<SoundHook>();
        QVERIFY(sound != nullptr);
        QVERIFY(m_dat->find(sound->wave).value().has_value());
        QCOMPARE(cheer->frames[20].hooks[0].hookType(), HookType::DefaultScript);

        // Non-sound hooks of several types, so skipping is exercised.
        std::set<quint32> types;
        for (quint32 id : {DemoDat::ReadyAnimation, DemoDat::WalkAnimation, DemoDat::RunAnimation,
                           DemoDat::AttackAnimation, DemoDat::CheerAnimation}) {
            const auto animation = Animation::decode(*m_dat->read(id));
            QVERIFY(animation.has_value());
            QCOMPARE(animation->encode(), *m_dat->read(id));
            for (const AnimFrame& frame : animation->frames) {
                for (const AnimationHook& hook : frame.hooks) {
                    if (!hook.isSound())
                        types.insert(hook.type);
                }
            }
        }
        QCOMPARE(types.size(), size_t(6));
    }

    void scriptsChainToASound() {
        const auto spark = PhysicsScript::decode(*m_dat->read(DemoDat::SparkScript));
        QVERIFY2(spark.has_value(), qPrintable(why(spark)));
        QCOMPARE(spark->entries.size(), size_t(3));
        QCOMPARE(spark->entries[1].startTime, 0.25);
        QCOMPARE(spark->entries[1].hook.as<SoundTableHook>()->soundType,
                 *parseSoundType(u"Fizzle"));
        const CallPesHook* call = spark->entries[2].hook.as<CallPesHook>();
        QVERIFY(call != nullptr);
        QCOMPARE(call->script, DemoDat::ChimeScript);
        const auto chime = PhysicsScript::decode(*m_dat->read(DemoDat::ChimeScript));
        QVERIFY(chime.has_value());
        QVERIFY(chime->entries[0].hook.as<SoundHook>() != nullptr);
        const auto table = PhysicsScriptTable::decode(*m_dat->read(DemoDat::HumanoidScripts));
        QVERIFY(table.has_value());
        QCOMPARE(table->script(0x4B, 0.0f), DemoDat::SparkScript);
        QCOMPARE(table->script(0x4B, 0.5f), DemoDat::ChimeScript);
    }

private:
    template <typename T> static QString why(const Result<T>& result) {
        return result ? QString() : result.error().toString();
    }
    static QString hexIdText(quint32 id) { return QString::number(id, 16); }
};

QTEST_GUILESS_MAIN(TestDemoDat)
#include "tst_demodat.moc"
