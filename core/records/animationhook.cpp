#include "core/records/animationhook.h"

#include "core/common/bytewriter.h"
#include "core/common/hexid.h"
#include "core/records/recordreader.h"

#include <QCoreApplication>

#include <array>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::AnimationHook)
};

struct TypeRow {
    QLatin1StringView name;
    qint64 payload; // -1: ReplaceObject, whose size depends on its packed DID
};

// §2.2 of animation-hooks-format.md, indexed by type.
constexpr std::array<TypeRow, HookTypeCount> Types = {{
    {"NoOp"_L1, 0},
    {"Sound"_L1, 4},
    {"SoundTable"_L1, 4},
    {"Attack"_L1, 28},
    {"AnimationDone"_L1, 0},
    {"ReplaceObject"_L1, -1},
    {"Ethereal"_L1, 4},
    {"TransparentPart"_L1, 16},
    {"Luminous"_L1, 12},
    {"LuminousPart"_L1, 16},
    {"Diffuse"_L1, 12},
    {"DiffusePart"_L1, 16},
    {"Scale"_L1, 8},
    {"CreateParticle"_L1, 40},
    {"DestroyParticle"_L1, 4},
    {"StopParticle"_L1, 4},
    {"NoDraw"_L1, 4},
    {"DefaultScript"_L1, 0},
    {"DefaultScriptPart"_L1, 4},
    {"CallPES"_L1, 8},
    {"Transparent"_L1, 12},
    {"SoundTweaked"_L1, 16},
    {"SetOmega"_L1, 12},
    {"TextureVelocity"_L1, 8},
    {"TextureVelocityPart"_L1, 12},
    {"SetLight"_L1, 4},
    {"CreateBlockingParticle"_L1, 40},
}};

qint64 padTo4(qint64 size) {
    return (size + 3) / 4 * 4;
}

// The client's ReplaceObjectHook::UnPack → AnimPartChange::UnPack: a u8 part index, the
// packed GfxObj DID (2 bytes, or 4 when bit 15 of the first u16 is set), then ALIGN_PTR.
// ACE and DRW read a u16 index and no padding; both agree on the 4 bytes of a short DID.
// Returns the payload with its padding as stored.
QByteArray readReplaceObject(ByteReader& in) {
    ByteReader probe = in; // walks the fields to learn the size, then the bytes are taken
    const qint64 start = probe.pos();
    (void)probe.u8();
    const quint16 first = probe.u16();
    if ((first & 0x8000) != 0)
        (void)probe.u16();
    probe.alignTo4();
    if (!probe.ok()) {
        in = probe; // keeps the failure at the field that ran out
        return {};
    }
    return in.take(probe.pos() - start).toByteArray();
}

} // namespace

QString hookTypeName(quint32 type) {
    if (type < HookTypeCount)
        return QString(Types[type].name);
    return u"0x"_s + QString::number(type, 16).toUpper().rightJustified(2, u'0');
}

std::optional<quint32> parseHookType(QStringView text) {
    text = text.trimmed();
    for (quint32 i = 0; i < HookTypeCount; ++i) {
        if (text == Types[i].name)
            return i;
    }
    for (quint32 i = 0; i < HookTypeCount; ++i) {
        if (text.compare(Types[i].name, Qt::CaseInsensitive) == 0)
            return i;
    }
    if (const auto number = parseId(text); number && *number < HookTypeCount)
        return *number;
    return std::nullopt;
}

QString hookDirectionName(HookDirection direction) {
    switch (direction) {
    case HookDirection::Forward:
        return u"forward"_s;
    case HookDirection::Backward:
        return u"backward"_s;
    case HookDirection::Both:
        break;
    }
    return u"both"_s;
}

std::optional<HookDirection> parseHookDirection(QStringView text) {
    for (HookDirection d : {HookDirection::Both, HookDirection::Forward, HookDirection::Backward}) {
        if (text.trimmed().compare(hookDirectionName(d), Qt::CaseInsensitive) == 0)
            return d;
    }
    return std::nullopt;
}

AnimationHook AnimationHook::make(SoundHook hook, HookDirection d) {
    return {quint32(HookType::Sound), d, hook};
}
AnimationHook AnimationHook::make(SoundTableHook hook, HookDirection d) {
    return {quint32(HookType::SoundTable), d, hook};
}
AnimationHook AnimationHook::make(SoundTweakedHook hook, HookDirection d) {
    return {quint32(HookType::SoundTweaked), d, hook};
}
AnimationHook AnimationHook::make(CallPesHook hook, HookDirection d) {
    return {quint32(HookType::CallPES), d, hook};
}
AnimationHook AnimationHook::make(DefaultScriptHook hook, HookDirection d) {
    return {quint32(HookType::DefaultScript), d, hook};
}
AnimationHook AnimationHook::makeOpaque(HookType type, QByteArray payload, HookDirection d) {
    return {quint32(type), d, OpaqueHook{std::move(payload)}};
}

bool AnimationHook::isSound() const {
    return type == quint32(HookType::Sound) || type == quint32(HookType::SoundTable) ||
           type == quint32(HookType::SoundTweaked);
}

qint64 AnimationHook::fixedPayloadSize(quint32 type) {
    return type < HookTypeCount ? Types[type].payload : -1;
}

qint64 AnimationHook::encodedSize() const {
    const qint64 payload = std::visit(
        [](const auto& b) -> qint64 {
            using T = std::decay_t<decltype(b)>;
            if constexpr (std::is_same_v<T, OpaqueHook>)
                return b.payload.size();
            else if constexpr (std::is_same_v<T, DefaultScriptHook>)
                return 0;
            else if constexpr (std::is_same_v<T, SoundTweakedHook>)
                return 16;
            else if constexpr (std::is_same_v<T, CallPesHook>)
                return 8;
            else
                return 4;
        },
        body);
    return HeaderSize + padTo4(payload);
}

AnimationHook AnimationHook::read(RecordReader& reader) {
    ByteReader& in = reader.in();
    AnimationHook hook;
    const qint64 typeOffset = in.pos();
    hook.type = in.u32();
    const qint64 directionOffset = in.pos();
    const qint32 direction = in.i32();
    if (!in.ok())
        return hook;
    if (hook.type >= HookTypeCount) {
        reader.badAt(typeOffset, Tr::tr("unknown hook type %1 (the client knows 0 to %2)")
                                     .arg(hook.type)
                                     .arg(HookTypeCount - 1));
        return hook;
    }
    if (direction != 0 && direction != 1 && direction != -1) {
        reader.badAt(directionOffset,
                     Tr::tr("hook direction %1 is none of 0 (both), 1 (forward), -1 (backward)")
                         .arg(direction));
        return hook;
    }
    hook.direction = static_cast<HookDirection>(direction);
    switch (hook.hookType()) {
    case HookType::Sound:
        hook.body = SoundHook{in.u32()};
        break;
    case HookType::SoundTable:
        hook.body = SoundTableHook{in.u32()};
        break;
    case HookType::SoundTweaked: {
        SoundTweakedHook tweaked;
        tweaked.wave = in.u32();
        tweaked.probability = in.f32();
        tweaked.priority = in.f32();
        tweaked.volume = in.f32();
        hook.body = tweaked;
        break;
    }
    case HookType::CallPES: {
        CallPesHook call;
        call.script = in.u32();
        call.pause = in.f32();
        hook.body = call;
        break;
    }
    case HookType::DefaultScript:
        hook.body = DefaultScriptHook{};
        break;
    case HookType::ReplaceObject:
        hook.body = OpaqueHook{readReplaceObject(in)};
        break;
    default:
        hook.body = OpaqueHook{in.take(Types[hook.type].payload).toByteArray()};
        break;
    }
    return hook;
}

void AnimationHook::write(ByteWriter& out) const {
    out.u32(type);
    out.i32(static_cast<qint32>(direction));
    std::visit(
        [&out](const auto& b) {
            using T = std::decay_t<decltype(b)>;
            if constexpr (std::is_same_v<T, OpaqueHook>) {
                out.bytes(b.payload);
            } else if constexpr (std::is_same_v<T, SoundHook>) {
                out.u32(b.wave);
            } else if constexpr (std::is_same_v<T, SoundTableHook>) {
                out.u32(b.soundType);
            } else if constexpr (std::is_same_v<T, SoundTweakedHook>) {
                out.u32(b.wave);
                out.f32(b.probability);
                out.f32(b.priority);
                out.f32(b.volume);
            } else if constexpr (std::is_same_v<T, CallPesHook>) {
                out.u32(b.script);
                out.f32(b.pause);
            }
        },
        body);
    out.alignTo4();
}

Result<AnimationHook> AnimationHook::decode(QByteArrayView bytes) {
    RecordReader reader(bytes);
    AnimationHook hook = read(reader);
    reader.expectEnd(Tr::tr("hook"));
    if (!reader.ok())
        return fail(reader.error());
    return hook;
}

QByteArray AnimationHook::encode() const {
    ByteWriter out;
    write(out);
    return out.take();
}

} // namespace soundstage
