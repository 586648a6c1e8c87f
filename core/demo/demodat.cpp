#include "core/demo/demodat.h"

#include "core/common/bytewriter.h"
#include "core/dat/datwriter.h"
#include "core/demo/wavesynth.h"
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

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// Wave ids of the demo, grouped by what they sound like.
enum DemoWave : quint32 {
    StepDirt1 = 0x0A000001,
    StepDirt2 = 0x0A000002,
    StepDirt3 = 0x0A000003,
    StepDirt4 = 0x0A000004,
    SwordSwoosh = 0x0A000010,
    HeavySwoosh = 0x0A000011,
    Chime = 0x0A000020,
    Bell = 0x0A000021,
    Wind = 0x0A000030,
    Stream = 0x0A000031,
    Waterfall = 0x0A000032,
    DoorCreak = 0x0A000040,
    DoorSlam = 0x0A000041,
    Grunt = 0x0A000050,
    DeathGroan = 0x0A000051,
    Click = 0x0A000060,
    Fanfare = 0x0A000061,
    Crickets = 0x0A000070,
    BirdChirp = 0x0A000071,
    Fizzle = 0x0A000072,
    LifestoneHum = 0x0A000073,
};

constexpr qint32 DemoDate = 1379030400; // 2013-09-13, the end-of-retail client's build month

QByteArray pcmFormat(quint16 channels, quint32 rate, quint16 bits) {
    ByteWriter w;
    const quint16 blockAlign = static_cast<quint16>(channels * bits / 8);
    w.u16(Wave::FormatPcm);
    w.u16(channels);
    w.u32(rate);
    w.u32(rate * blockAlign);
    w.u16(blockAlign);
    w.u16(bits);
    w.u16(0); // cbSize
    return w.take();
}

Wave pcm16(quint32 id, int rate, const WaveSynth::Samples& samples, quint16 channels = 1) {
    return Wave{id, pcmFormat(channels, static_cast<quint32>(rate), 16),
                WaveSynth::toPcm16(samples)};
}

std::vector<Wave> demoWaves() {
    std::vector<Wave> waves;
    const std::array steps{StepDirt1, StepDirt2, StepDirt3, StepDirt4};
    for (int i = 0; i < 4; ++i)
        waves.push_back(pcm16(steps[static_cast<size_t>(i)], 11025, WaveSynth::footstep(11025, i)));
    waves.push_back(pcm16(SwordSwoosh, 22050, WaveSynth::swoosh(22050, false)));
    waves.push_back(pcm16(HeavySwoosh, 22050, WaveSynth::swoosh(22050, true)));
    waves.push_back(pcm16(Chime, 22050, WaveSynth::chime(22050)));
    waves.push_back(pcm16(Bell, 22050, WaveSynth::bell(22050)));
    waves.push_back(pcm16(Wind, 22050, WaveSynth::windStereo(22050, 4.0), 2));
    waves.push_back(pcm16(Stream, 22050, WaveSynth::stream(22050, 3.0)));
    waves.push_back(pcm16(Waterfall, 11025, WaveSynth::waterfall(11025, 3.0)));
    waves.push_back(pcm16(DoorCreak, 11025, WaveSynth::doorCreak(11025)));
    waves.push_back(pcm16(DoorSlam, 11025, WaveSynth::doorSlam(11025)));
    waves.push_back(
        Wave{Grunt, pcmFormat(1, 11025, 8), WaveSynth::toPcm8(WaveSynth::grunt(11025))});
    waves.push_back(pcm16(DeathGroan, 11025, WaveSynth::deathGroan(11025)));
    waves.push_back(pcm16(Click, 22050, WaveSynth::click(22050)));
    waves.push_back(pcm16(Fanfare, 22050, WaveSynth::fanfare(22050)));
    waves.push_back(pcm16(Crickets, 22050, WaveSynth::crickets(22050, 3.0)));
    waves.push_back(pcm16(BirdChirp, 22050, WaveSynth::birdChirp(22050)));
    waves.push_back(pcm16(Fizzle, 11025, WaveSynth::fizzle(11025)));
    waves.push_back(pcm16(LifestoneHum, 11025, WaveSynth::hum(11025, 2.0)));
    return waves;
}

/// One sound type of a table: its SoundType name and variants.
struct DemoSound {
    const char16_t* type;
    std::vector<SoundVariant> variants;
};

SoundVariant v(quint32 wave, float priority, float probability, float volume) {
    return SoundVariant{wave, priority, probability, volume};
}

SoundTable table(quint32 id, const std::vector<DemoSound>& sounds) {
    SoundTable result = SoundTable::makeEmpty(id);
    for (const DemoSound& sound : sounds) {
        const auto type = parseSoundType(QStringView(sound.type));
        Q_ASSERT(type.has_value());
        result.root.children.push_back(SoundTableNode{type.value_or(0), sound.variants, {}});
    }
    return result;
}

std::vector<SoundTable> demoTables() {
    return {
        // A player-like table: single variants, a four-variant footstep list (its fourth step is
        // never chosen), and the retail Swoosh2 shape.
        table(DemoDat::HumanTable,
              {{u"Footstep1",
                {v(StepDirt1, 0.5f, 1.0f, 0.6f), v(StepDirt2, 0.5f, 1.0f, 0.6f),
                 v(StepDirt3, 0.5f, 1.0f, 0.6f), v(StepDirt4, 0.5f, 1.0f, 0.6f)}},
               {u"Swoosh1", {v(SwordSwoosh, 0.5f, 1.0f, 0.9f)}},
               {u"Wound1", {v(Grunt, 0.6f, 0.5f, 1.0f)}},
               {u"Death1", {v(DeathGroan, 0.9f, 1.0f, 1.0f)}},
               {u"Open", {v(DoorCreak, 0.3f, 1.0f, 0.8f)}},
               {u"CloseSlam", {v(DoorSlam, 0.3f, 1.0f, 1.0f)}},
               {u"LifestoneOn", {v(LifestoneHum, 0.2f, 1.0f, 0.7f)}},
               {u"Fizzle", {v(Fizzle, 0.4f, 1.0f, 0.8f)}}}),
        // The interface: a record naming wave 0 (a silent record) and a rare bell.
        table(DemoDat::InterfaceTable,
              {{u"UI_ButtonPress", {v(Click, 0.0f, 1.0f, 1.0f)}},
               {u"SkillUp", {v(Fanfare, 0.7f, 1.0f, 1.0f)}},
               {u"UI_GeneralError", {v(0, 0.0f, 1.0f, 1.0f)}},
               {u"UI_Bell", {v(Bell, 0.0f, 0.25f, 0.8f), v(Chime, 0.0f, 1.0f, 0.8f)}}}),
        // A creature: a grunt heard one time in three, a wound gated off, an attack naming a wave
        // the dat does not hold.
        table(DemoDat::CreatureTable,
              {{u"Grunt1", {v(Grunt, 0.5f, 0.3f, 1.0f)}},
               {u"Wound1", {v(Grunt, 0.6f, 0.0f, 1.0f)}},
               {u"Attack1",
                {v(DemoDat::MissingWave, 0.5f, 1.0f, 1.0f), v(HeavySwoosh, 0.5f, 1.0f, 1.0f),
                 v(SwordSwoosh, 0.5f, 1.0f, 1.0f)}},
               {u"Death1", {v(DeathGroan, 0.9f, 1.0f, 0.9f)}}}),
        // The retail weapon table's shape: Swoosh2 with two records, the second never chosen.
        table(DemoDat::WeaponTable,
              {{u"Swoosh1", {v(SwordSwoosh, 0.5f, 1.0f, 0.9f)}},
               {u"Swoosh2", {v(SwordSwoosh, 0.5f, 1.0f, 0.9f), v(HeavySwoosh, 0.5f, 1.0f, 0.9f)}},
               {u"Swoosh3", {v(HeavySwoosh, 0.5f, 1.0f, 1.0f)}}}),
        // What the humanoid's hooks play: footsteps, the retail Swoosh2 shape, a fizzle.
        table(DemoDat::HumanoidTable,
              {{u"Footstep1", {v(StepDirt1, 0.5f, 1.0f, 0.5f), v(StepDirt2, 0.5f, 1.0f, 0.5f)}},
               {u"Swoosh2", {v(SwordSwoosh, 0.5f, 1.0f, 0.9f), v(HeavySwoosh, 0.5f, 1.0f, 0.9f)}},
               {u"Fizzle", {v(Fizzle, 0.4f, 1.0f, 0.8f)}}}),
        table(DemoDat::GrasslandAmbience,
              {{u"Ambient1", {v(Crickets, 0.0f, 1.0f, 1.0f)}},
               {u"Ambient2", {v(BirdChirp, 0.0f, 1.0f, 1.0f), v(Chime, 0.0f, 1.0f, 1.0f)}},
               {u"Ambient3", {v(Wind, 0.0f, 0.8f, 1.0f)}}}),
        table(DemoDat::CoastAmbience, {{u"Ambient1", {v(Stream, 0.0f, 1.0f, 1.0f)}},
                                       {u"Ambient2", {v(Wind, 0.0f, 1.0f, 1.0f)}},
                                       {u"Waterfall", {v(Waterfall, 0.0f, 1.0f, 1.0f)}}}),
        table(DemoDat::DungeonAmbience, {{u"Ambient1", {v(Wind, 0.0f, 1.0f, 0.6f)}},
                                         {u"Ambient2", {v(Bell, 0.0f, 0.2f, 1.0f)}},
                                         {u"Ambient3", {v(DoorCreak, 0.0f, 1.0f, 0.7f)}}}),
    };
}

AmbientSoundDesc ambient(const char16_t* type, float volume, float baseChance, float minRate,
                         float maxRate) {
    return AmbientSoundDesc{parseSoundType(QStringView(type)).value_or(0), volume, baseChance,
                            minRate, maxRate};
}

RegionDesc demoRegion() {
    RegionDesc region = RegionDesc::makeMinimal(DemoDat::Region, u"Dereth"_s);
    region.ambient = std::vector<AmbientStbDesc>{
        {DemoDat::GrasslandAmbience,
         {ambient(u"Ambient1", 0.5f, 0.0f, 3.0f, 3.0f),
          ambient(u"Ambient2", 0.7f, 0.35f, 6.0f, 20.0f),
          ambient(u"Ambient3", 0.4f, 0.1f, 15.0f, 40.0f)}},
        {DemoDat::CoastAmbience,
         {ambient(u"Ambient1", 0.6f, 0.0f, 3.0f, 3.0f),
          ambient(u"Ambient2", 0.5f, 0.25f, 5.0f, 15.0f),
          ambient(u"Waterfall", 0.8f, 0.0f, 3.0f, 3.0f)}},
        {DemoDat::DungeonAmbience,
         {ambient(u"Ambient1", 0.3f, 0.0f, 4.0f, 4.0f),
          ambient(u"Ambient2", 0.6f, 0.1f, 20.0f, 60.0f),
          ambient(u"Ambient3", 0.5f, 0.15f, 10.0f, 30.0f)}},
    };
    region.sceneTypes = std::vector<SceneType>{
        {0, {0x12000001, 0x12000002}},        {1, {0x12000003}}, {2, {0x12000004, 0x12000005}},
        {SceneType::NoAmbient, {0x12000006}}, {0, {0x12000007}},
    };
    region.partsMask |= RegionDesc::PartSound | RegionDesc::PartScene;
    return region;
}

// ---- what fires the sounds: animations, motions, scripts, the humanoid ----------------------

quint32 soundType(const char16_t* name) {
    return parseSoundType(QStringView(name)).value_or(0);
}

AnimationHook tableHook(const char16_t* sound, HookDirection direction = HookDirection::Both) {
    return AnimationHook::make(SoundTableHook{soundType(sound)}, direction);
}

// A payload of `size` bytes counting up from `seed`, for the hooks kept opaque.
AnimationHook opaqueHook(HookType type, int size, char seed) {
    QByteArray payload(size, '\0');
    for (int i = 0; i < size; ++i)
        payload[i] = char(seed + i);
    return AnimationHook::makeOpaque(type, payload);
}

// Parts sway a little from frame to frame; the values only need to be deterministic.
Animation animation(quint32 id, int frames, bool positions,
                    std::vector<std::pair<int, AnimationHook>> hooks) {
    Animation a;
    a.id = id;
    a.numParts = DemoDat::HumanoidParts;
    a.flags = positions ? Animation::FlagPosFrames : 0;
    a.frames.resize(size_t(frames));
    for (int k = 0; k < frames; ++k) {
        for (quint32 p = 0; p < a.numParts; ++p) {
            Frame f;
            f.z = 0.5f * float(p);
            f.qz = float(k % 4) / 16.0f;
            a.frames[size_t(k)].parts.push_back(f);
        }
        if (positions) {
            Frame step;
            step.y = 0.1f;
            a.posFrames.push_back(step);
        }
    }
    for (auto& [frame, hook] : hooks)
        a.frames[size_t(frame)].hooks.push_back(std::move(hook));
    a.setHasHooksFlag();
    return a;
}

std::vector<Animation> demoAnimations() {
    return {
        animation(DemoDat::ReadyAnimation, 8, false,
                  {{2, opaqueHook(HookType::Diffuse, 12, 0x10)}}),
        // Frame 19 is high_frame: a forward play never fires it. Frame 9's Backward hook fires
        // only when a motion plays the walk in reverse (none of the demo's does).
        animation(DemoDat::WalkAnimation, 20, true,
                  {{4, tableHook(u"Footstep1")},
                   {9, tableHook(u"Footstep1", HookDirection::Backward)},
                   {14, tableHook(u"Footstep1", HookDirection::Forward)},
                   {19, tableHook(u"Footstep1", HookDirection::Forward)}}),
        animation(DemoDat::RunAnimation, 16, true,
                  {{0, AnimationHook::makeOpaque(HookType::ReplaceObject, "\x01\x05\x00\x00"_ba)},
                   {3, tableHook(u"Footstep1")},
                   {6, opaqueHook(HookType::TransparentPart, 16, 0x20)},
                   {11, tableHook(u"Footstep1")}}),
        animation(DemoDat::AttackAnimation, 24, false,
                  {{8, tableHook(u"Swoosh2", HookDirection::Forward)},
                   {10, opaqueHook(HookType::Attack, 28, 0x30)},
                   {12, AnimationHook::make(SoundTweakedHook{HeavySwoosh, 0.5f, 0.9f, 0.8f})}}),
        animation(DemoDat::CheerAnimation, 30, false,
                  {{5, AnimationHook::make(SoundHook{Fanfare})},
                   {5, opaqueHook(HookType::CreateParticle, 40, 0x40)},
                   {20, AnimationHook::make(DefaultScriptHook{})}}),
    };
}

MotionData motion(quint32 animation, float framerate) {
    MotionData data;
    data.anims.push_back(AnimData{animation, 0, -1, framerate});
    return data;
}

MotionTable demoMotions() {
    const quint32 style = MotionCommand::NonCombat;
    MotionTable table;
    table.id = DemoDat::HumanoidMotions;
    table.defaultStyle = style;
    table.styleDefaults = {{style, MotionCommand::Ready}};
    MotionData walk = motion(DemoDat::WalkAnimation, 30.0f);
    walk.velocity = std::array<float, 3>{0.0f, 3.12f, 0.0f};
    MotionData run = motion(DemoDat::RunAnimation, 40.0f);
    run.velocity = std::array<float, 3>{0.0f, 11.7f, 0.0f};
    table.cycles = {
        {MotionTable::key(style, MotionCommand::Ready), motion(DemoDat::ReadyAnimation, 30.0f)},
        {MotionTable::key(style, MotionCommand::WalkForward), walk},
        {MotionTable::key(style, MotionCommand::RunForward), run},
    };
    const quint32 attack = MotionCommand::parse(u"AttackHigh1").value_or(0);
    const quint32 cheer = MotionCommand::parse(u"Cheer").value_or(0);
    table.links = {{MotionTable::key(style, MotionCommand::Ready),
                    {{attack, motion(DemoDat::AttackAnimation, 30.0f)},
                     {cheer, motion(DemoDat::CheerAnimation, 30.0f)}}}};
    return table;
}

std::vector<PhysicsScript> demoScripts() {
    PhysicsScript spark;
    spark.id = DemoDat::SparkScript;
    spark.entries = {
        {0.0, opaqueHook(HookType::CreateParticle, 40, 0x50)},
        {0.25, tableHook(u"Fizzle")},
        {0.5, AnimationHook::make(CallPesHook{DemoDat::ChimeScript, 0.25f})},
    };
    PhysicsScript chime;
    chime.id = DemoDat::ChimeScript;
    chime.entries = {
        {0.0, AnimationHook::make(SoundHook{Chime})},
        {1.0, opaqueHook(HookType::StopParticle, 4, 0x01)},
    };
    return {spark, chime};
}

PhysicsScriptTable demoScriptTable() {
    PhysicsScriptTable table;
    table.id = DemoDat::HumanoidScripts;
    table.entries = {{0x4B, {{0.0f, DemoDat::SparkScript}, {1.0f, DemoDat::ChimeScript}}}};
    return table;
}

SetupModel demoHumanoid() {
    SetupModel s;
    s.id = DemoDat::HumanoidSetup;
    for (quint32 p = 0; p < DemoDat::HumanoidParts; ++p)
        s.parts.push_back(0x01000001 + p);
    SetupModel::Placement placement;
    placement.frame.parts.resize(DemoDat::HumanoidParts);
    placement.frame.hooks.push_back(opaqueHook(HookType::SetLight, 4, 0x00));
    s.placements.push_back(placement);
    s.cylSpheres.push_back({{0.0f, 0.0f, 0.0f}, 0.35f, 1.8f});
    s.spheres.push_back({{0.0f, 0.0f, 0.9f}, 0.9f, 0.0f});
    s.height = 1.8f;
    s.radius = 0.35f;
    s.stepUpHeight = 0.4f;
    s.stepDownHeight = 0.4f;
    s.sortingSphere = {{0.0f, 0.0f, 0.9f}, 1.0f, 0.0f};
    s.selectionSphere = {{0.0f, 0.0f, 0.9f}, 1.0f, 0.0f};
    s.defaultAnimation = DemoDat::ReadyAnimation;
    s.defaultScript = DemoDat::ChimeScript;
    s.defaultMotionTable = DemoDat::HumanoidMotions;
    s.defaultSoundTable = DemoDat::HumanoidTable;
    s.defaultScriptTable = DemoDat::HumanoidScripts;
    return s;
}

} // namespace

DatWriter DemoDat::makeWriter() {
    DatHeader header;
    header.dataSet = 1;
    header.enginePackVersion = 110;
    header.versionMinor = 6657;
    DatWriter writer(header);
    auto add = [&writer](quint32 id, QByteArray bytes) {
        DatEntry entry;
        entry.id = id;
        entry.date = DemoDate;
        entry.iteration = 1;
        writer.add(entry, std::move(bytes));
    };
    for (const Wave& wave : demoWaves())
        add(wave.id, wave.encode());
    for (const SoundTable& soundTable : demoTables())
        add(soundTable.id, soundTable.encode());
    add(Region, demoRegion().encode());
    add(HumanSetup, Setup::makeMinimal(HumanSetup, HumanTable).encode());
    add(CreatureSetup, Setup::makeMinimal(CreatureSetup, CreatureTable).encode());
    add(HumanoidSetup, demoHumanoid().encode());
    for (const Animation& animation : demoAnimations())
        add(animation.id, animation.encode());
    add(HumanoidMotions, demoMotions().encode());
    for (const PhysicsScript& script : demoScripts())
        add(script.id, script.encode());
    add(HumanoidScripts, demoScriptTable().encode());
    return writer;
}

} // namespace soundstage
