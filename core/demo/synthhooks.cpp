#include "core/demo/synthhooks.h"

#include "core/common/bytewriter.h"
#include "core/records/animation.h"
#include "core/records/motioncommand.h"
#include "core/records/motiontable.h"
#include "core/records/physicsscript.h"
#include "core/records/physicsscripttable.h"
#include "core/records/soundtypes.h"

#include <algorithm>

namespace soundstage {

namespace {

constexpr quint32 Parts = 17;
constexpr quint32 AnimationBase = 0x03000000;
constexpr quint32 ScriptBase = 0x33000000;

HookDirection direction(SynthRng& rng) {
    const double d = rng.unit();
    return d < 0.7   ? HookDirection::Both
           : d < 0.9 ? HookDirection::Forward
                     : HookDirection::Backward;
}

quint32 waveId(SynthRng& rng, int waves) {
    return 0x0A000000u + quint32(rng.range(1, std::max(1, waves)));
}

// A hook of `type` with a plausible body; opaque payloads are pool bytes, except ReplaceObject
// which needs its short packed DID (u8 part, u16 offset, one byte of padding).
AnimationHook hookOf(SynthRng& rng, quint32 type, const QByteArray& pool,
                     const SynthHooks::Counts& counts, int waves) {
    const HookDirection d = direction(rng);
    switch (static_cast<HookType>(type)) {
    case HookType::Sound:
        return AnimationHook::make(SoundHook{waveId(rng, waves)}, d);
    case HookType::SoundTable:
        return AnimationHook::make(SoundTableHook{quint32(rng.range(1, SoundTypeCount - 1))}, d);
    case HookType::SoundTweaked: {
        const float probability = rng.chance(0.7) ? 1.0f : float(rng.range(0, 20)) / 20.0f;
        return AnimationHook::make(SoundTweakedHook{waveId(rng, waves), probability, 0.9f,
                                                    float(rng.range(30, 100)) / 100.0f},
                                   d);
    }
    case HookType::CallPES:
        return AnimationHook::make(
            CallPesHook{ScriptBase +
                            quint32(rng.range(1, int(std::max<qint64>(1, counts.scripts)))),
                        float(rng.range(0, 10)) / 10.0f},
            d);
    case HookType::DefaultScript:
        return AnimationHook::make(DefaultScriptHook{}, d);
    case HookType::ReplaceObject: {
        QByteArray payload(4, '\0');
        payload[0] = char(rng.range(0, int(Parts) - 1));
        payload[1] = char(rng.range(0, 255));
        payload[2] = char(rng.range(0, 0x3F));
        return AnimationHook::makeOpaque(HookType::ReplaceObject, payload, d);
    }
    default: {
        const qint64 size = AnimationHook::fixedPayloadSize(type);
        const qint64 at = qint64(rng.next() % quint64(pool.size() - size));
        return AnimationHook::makeOpaque(static_cast<HookType>(type), pool.mid(at, size), d);
    }
    }
}

// Animation frames: mostly SoundTable (footsteps, swooshes), then particles, then the rest.
quint32 animationHookType(SynthRng& rng) {
    const double t = rng.unit();
    if (t < 0.35)
        return quint32(HookType::SoundTable);
    if (t < 0.40)
        return quint32(HookType::Sound);
    if (t < 0.45)
        return quint32(HookType::SoundTweaked);
    if (t < 0.60)
        return quint32(HookType::CreateParticle);
    return quint32(rng.range(0, int(HookTypeCount) - 1));
}

// Scripts: particles above all, some sounds and chains.
quint32 scriptHookType(SynthRng& rng) {
    const double t = rng.unit();
    if (t < 0.40)
        return quint32(HookType::CreateParticle);
    if (t < 0.60)
        return quint32(HookType::SoundTable);
    if (t < 0.70)
        return quint32(HookType::Sound);
    if (t < 0.80)
        return quint32(HookType::CallPES);
    return quint32(rng.range(0, int(HookTypeCount) - 1));
}

MotionData motionData(SynthRng& rng, const SynthHooks::Counts& counts) {
    MotionData data;
    const int anims = rng.chance(0.85) ? 1 : 2;
    for (int i = 0; i < anims; ++i) {
        AnimData anim;
        anim.animation =
            AnimationBase + quint32(rng.range(1, int(std::max<qint64>(1, counts.animations))));
        anim.framerate = float(rng.range(20, 40)) * (rng.chance(0.1) ? -1.0f : 1.0f);
        data.anims.push_back(anim);
    }
    if (rng.chance(0.3))
        data.velocity = std::array<float, 3>{0.0f, float(rng.range(1, 12)), 0.0f};
    return data;
}

} // namespace

SynthHooks::Counts SynthHooks::countsFor(qint64 others) {
    Counts c;
    c.animations = std::min<qint64>(others * 132 / 1000, 0xFFFF);
    c.motionTables = std::min<qint64>(c.animations / 10, 0xFFFF);
    c.scripts = std::min<qint64>(others * 586 / 10000, 0xFFFF);
    c.scriptTables = c.scripts / 27;
    return c;
}

QByteArray SynthHooks::animation(SynthRng& rng, quint32 id, const QByteArray& pool,
                                 const Counts& counts, int waves, qint64& hooks) {
    const quint32 frames = quint32(rng.range(40, 60));
    // About 1.5 hooks per animation, on random frames (several may share one).
    std::vector<std::vector<AnimationHook>> byFrame(frames);
    const int count = rng.range(0, 3);
    for (int i = 0; i < count; ++i)
        byFrame[std::size_t(rng.range(0, int(frames) - 1))].push_back(
            hookOf(rng, animationHookType(rng), pool, counts, waves));
    hooks += count;
    const bool positions = rng.chance(0.5);
    ByteWriter out;
    out.u32(id);
    out.u32((positions ? Animation::FlagPosFrames : 0) | (count > 0 ? Animation::FlagHasHooks : 0));
    out.u32(Parts);
    out.u32(frames);
    const qint64 frameBytes = Frame::Size * Parts;
    const auto slice = [&] {
        const qint64 at = qint64(rng.next() % quint64(pool.size() - frameBytes)) & ~qint64(3);
        return QByteArrayView(pool).sliced(at, frameBytes);
    };
    if (positions) {
        for (quint32 k = 0; k < frames; ++k)
            out.bytes(slice().first(Frame::Size));
    }
    for (quint32 k = 0; k < frames; ++k) {
        out.bytes(slice());
        out.u32(quint32(byFrame[k].size()));
        for (const AnimationHook& hook : byFrame[k])
            hook.write(out);
    }
    return out.take();
}

QByteArray SynthHooks::motionTable(SynthRng& rng, quint32 id, const Counts& counts) {
    MotionTable table;
    table.id = id;
    const quint32 style = MotionCommand::NonCombat;
    table.defaultStyle = style;
    table.styleDefaults = {{style, MotionCommand::Ready}};
    const quint32 cycles[] = {MotionCommand::Ready,
                              MotionCommand::WalkForward,
                              MotionCommand::RunForward,
                              0x41000012,
                              0x41000013,
                              0x40000011};
    const int n = rng.range(3, int(std::size(cycles)));
    for (int i = 0; i < n; ++i)
        table.cycles.push_back({MotionTable::key(style, cycles[i]), motionData(rng, counts)});
    if (rng.chance(0.5))
        table.modifiers.push_back({MotionTable::key(style, 0x6500000D), motionData(rng, counts)});
    const quint32 actions[] = {0x10000062, 0x10000063, 0x10000064, 0x1300004C, 0x13000087};
    MotionLink link;
    link.key = MotionTable::key(style, MotionCommand::Ready);
    const int targets = rng.range(1, int(std::size(actions)));
    for (int i = 0; i < targets; ++i)
        link.targets.emplace_back(actions[i], motionData(rng, counts));
    table.links.push_back(std::move(link));
    return table.encode();
}

QByteArray SynthHooks::script(SynthRng& rng, quint32 id, const QByteArray& pool,
                              const Counts& counts, int waves, qint64& hooks) {
    PhysicsScript script;
    script.id = id;
    const int count = rng.range(1, 2);
    for (int i = 0; i < count; ++i)
        script.entries.push_back({double(rng.range(0, 20)) / 10.0,
                                  hookOf(rng, scriptHookType(rng), pool, counts, waves)});
    hooks += count;
    return script.encode();
}

QByteArray SynthHooks::scriptTable(SynthRng& rng, quint32 id, const Counts& counts) {
    PhysicsScriptTable table;
    table.id = id;
    const int entries = rng.range(2, 6);
    for (int i = 0; i < entries; ++i) {
        PhysicsScriptTableEntry entry;
        entry.playScript = quint32(0x40 + i * 3);
        const int scripts = rng.range(1, 3);
        for (int s = 0; s < scripts; ++s)
            entry.scripts.push_back(
                {float(s) / float(scripts),
                 ScriptBase + quint32(rng.range(1, int(std::max<qint64>(1, counts.scripts))))});
        table.entries.push_back(std::move(entry));
    }
    return table.encode();
}

} // namespace soundstage
