#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <optional>
#include <variant>

namespace soundstage {

class ByteWriter;
class RecordReader;

/// The 27 hook types of the retail client (§2.2 of animation-hooks-format.md), by their
/// DatReaderWriter/ACE names. The value is the u32 stored in the hook header.
enum class HookType : quint32 {
    NoOp = 0x00,
    Sound = 0x01,
    SoundTable = 0x02,
    Attack = 0x03,
    AnimationDone = 0x04,
    ReplaceObject = 0x05,
    Ethereal = 0x06,
    TransparentPart = 0x07,
    Luminous = 0x08,
    LuminousPart = 0x09,
    Diffuse = 0x0A,
    DiffusePart = 0x0B,
    Scale = 0x0C,
    CreateParticle = 0x0D,
    DestroyParticle = 0x0E,
    StopParticle = 0x0F,
    NoDraw = 0x10,
    DefaultScript = 0x11,
    DefaultScriptPart = 0x12,
    CallPES = 0x13,
    Transparent = 0x14,
    SoundTweaked = 0x15,
    SetOmega = 0x16,
    TextureVelocity = 0x17,
    TextureVelocityPart = 0x18,
    SetLight = 0x19,
    CreateBlockingParticle = 0x1A,
};
inline constexpr quint32 HookTypeCount = 27;

/// "SoundTable", "CreateParticle", …; values outside 0–26 give "0xNN".
[[nodiscard]] QString hookTypeName(quint32 type);
/// The inverse of hookTypeName() (exact, then case-insensitive; "0x15" and "21" are read too).
[[nodiscard]] std::optional<quint32> parseHookType(QStringView text);

/// The playback direction a hook fires in (§2.1): Both = 0, Forward = 1, Backward = −1.
/// The client runs a hook when its direction is Both or equals the sign of the effective
/// framerate; PhysicsScripts ignore it.
enum class HookDirection : qint32 { Both = 0, Forward = 1, Backward = -1 };
/// "both", "forward", "backward" (the JSON words).
[[nodiscard]] QString hookDirectionName(HookDirection direction);
[[nodiscard]] std::optional<HookDirection> parseHookDirection(QStringView text);

/// Sound (0x01): plays a wave directly at the effect volume, no probability roll.
struct SoundHook {
    quint32 wave = 0; ///< full Wave DID (0x0A…)
    friend bool operator==(const SoundHook&, const SoundHook&) = default;
};

/// SoundTable (0x02): plays a sound type from the object's installed SoundTable (pick, gate,
/// the variant's volume).
struct SoundTableHook {
    quint32 soundType = 0; ///< SoundType enum (soundtypes.h)
    friend bool operator==(const SoundTableHook&, const SoundTableHook&) = default;
};

/// SoundTweaked (0x15). On disk: wave, probability, priority, volume — in that order (§2.4;
/// ACE, DRW and bzr swap the two floats' names). `probability` is the 32-bit float the
/// client's PlayProbability gate compares against (feed it to PlayGate as is); `volume`
/// replaces the effect volume; `priority` is never read by the client. Floats are kept
/// bit-identical.
struct SoundTweakedHook {
    quint32 wave = 0;
    float probability = 1.0f;
    float priority = 0.9f;
    float volume = 1.0f;
    friend bool operator==(const SoundTweakedHook&, const SoundTweakedHook&) = default;
};

/// CallPES (0x13): starts another PhysicsScript after up to `pause` seconds.
struct CallPesHook {
    quint32 script = 0; ///< PhysicsScript DID (0x33…)
    float pause = 0.0f; ///< seconds (the upper bound of a random delay)
    friend bool operator==(const CallPesHook&, const CallPesHook&) = default;
};

/// DefaultScript (0x11): plays the object's default script; no payload.
struct DefaultScriptHook {
    friend bool operator==(const DefaultScriptHook&, const DefaultScriptHook&) = default;
};

/// Any other hook type: its payload bytes as stored, including the alignment padding after
/// it (so an unedited hook re-encodes byte for byte).
struct OpaqueHook {
    QByteArray payload;
    friend bool operator==(const OpaqueHook&, const OpaqueHook&) = default;
};

/// One animation hook: the 8-byte header (type, direction) and a payload, padded to 4 bytes.
/// Used by Animation frames, Setup placement frames and PhysicsScript entries.
struct AnimationHook {
    static constexpr qint64 HeaderSize = 8;

    using Body = std::variant<OpaqueHook, SoundHook, SoundTableHook, SoundTweakedHook, CallPesHook,
                              DefaultScriptHook>;

    quint32 type = 0; ///< a HookType value; encode() writes it as stored
    HookDirection direction = HookDirection::Both;
    Body body; ///< decoded for types 0x01, 0x02, 0x15, 0x13, 0x11; OpaqueHook otherwise

    /// A hook of a fully decoded type (the type follows the body).
    [[nodiscard]] static AnimationHook make(SoundHook hook, HookDirection d = HookDirection::Both);
    [[nodiscard]] static AnimationHook make(SoundTableHook hook,
                                            HookDirection d = HookDirection::Both);
    [[nodiscard]] static AnimationHook make(SoundTweakedHook hook,
                                            HookDirection d = HookDirection::Both);
    [[nodiscard]] static AnimationHook make(CallPesHook hook,
                                            HookDirection d = HookDirection::Both);
    [[nodiscard]] static AnimationHook make(DefaultScriptHook hook,
                                            HookDirection d = HookDirection::Both);
    /// Any type with its payload bytes (padding to 4 is added by encode() when missing).
    [[nodiscard]] static AnimationHook makeOpaque(HookType type, QByteArray payload,
                                                  HookDirection d = HookDirection::Both);

    [[nodiscard]] HookType hookType() const { return static_cast<HookType>(type); }
    /// Sound, SoundTable or SoundTweaked: the hooks that make a sound.
    [[nodiscard]] bool isSound() const;
    /// The decoded body of one kind, or nullptr (editable in place).
    template <typename T> [[nodiscard]] const T* as() const { return std::get_if<T>(&body); }
    template <typename T> [[nodiscard]] T* as() { return std::get_if<T>(&body); }

    /// Bytes encode() writes: header, payload, padding to 4.
    [[nodiscard]] qint64 encodedSize() const;

    /// The payload size of a hook type whose payload is fixed (all but ReplaceObject), or -1.
    [[nodiscard]] static qint64 fixedPayloadSize(quint32 type);

    /// Reads one hook at the reader's position, which must be 4-aligned from the record start
    /// (it always is: every element before a hook is a multiple of 4). Failures go to the
    /// reader with record offsets: an unknown type (offset = the type), a direction outside
    /// {0, 1, −1} (offset = the direction), truncation. ReplaceObject is skipped by the
    /// client's rule (u8 part index, packed GfxObj DID, align to 4).
    static AnimationHook read(RecordReader& reader);
    /// Writes header, payload and the zero padding to the next multiple of 4 of `out`.
    void write(ByteWriter& out) const;

    /// A lone hook (for tests and editors): the bytes must hold exactly one hook.
    [[nodiscard]] static Result<AnimationHook> decode(QByteArrayView bytes);
    [[nodiscard]] QByteArray encode() const;

    friend bool operator==(const AnimationHook&, const AnimationHook&) = default;
};

} // namespace soundstage
