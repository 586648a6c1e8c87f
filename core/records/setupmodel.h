#pragma once

#include "core/common/error.h"
#include "core/records/animframe.h"

#include <QByteArray>
#include <QByteArrayView>

#include <array>
#include <vector>

namespace soundstage {

/// A Setup record (DID 0x02…) parsed in full (§5 of animation-hooks-format.md), down to the
/// hooks of its placement frames and the five default DIDs. The lenient `Setup` (setup.h) is
/// what the document uses to read and edit the default SoundTable of any record of at least
/// 12 bytes; SetupModel is the exact reader: verify and show use it, and the trigger index
/// needs its motion table and placement hooks. Floats are kept bit-identical.
struct SetupModel {
    static constexpr quint32 FlagHasParent = 0x1;
    static constexpr quint32 FlagHasDefaultScale = 0x2;

    /// A holding location or connection point (36 bytes).
    struct Location {
        quint32 key = 0;
        qint32 part = 0;
        Frame frame;
        friend bool operator==(const Location&, const Location&) = default;
    };
    struct Placement {
        quint32 key = 0; ///< Placement enum (0 = Default)
        AnimFrame frame; ///< one Frame per part, with hooks
        friend bool operator==(const Placement&, const Placement&) = default;
    };
    /// A sphere or cylinder sphere; `height` only for cylinder spheres.
    struct Sphere {
        std::array<float, 3> origin{};
        float radius = 0.0f;
        float height = 0.0f;
        friend bool operator==(const Sphere&, const Sphere&) = default;
    };
    struct Light {
        quint32 type = 0; ///< ACE/DRW: the dictionary key; client: LIGHTINFO::type
        Frame frame;
        quint32 color = 0; ///< ARGB
        float intensity = 0.0f;
        float falloff = 0.0f;
        float coneAngle = 0.0f;
        friend bool operator==(const Light&, const Light&) = default;
    };

    quint32 id = 0;
    quint32 flags = 0;            ///< written as stored; parents / scales follow FlagHas*
    std::vector<quint32> parts;   ///< GfxObj DIDs
    std::vector<quint32> parents; ///< one per part with FlagHasParent (0xFFFFFFFF = none)
    std::vector<std::array<float, 3>> defaultScales; ///< one per part with FlagHasDefaultScale
    std::vector<Location> holdingLocations;
    std::vector<Location> connectionPoints;
    std::vector<Placement> placements;
    std::vector<Sphere> cylSpheres;
    std::vector<Sphere> spheres; ///< height unused
    float height = 0.0f, radius = 0.0f, stepUpHeight = 0.0f, stepDownHeight = 0.0f;
    Sphere sortingSphere;   ///< height unused
    Sphere selectionSphere; ///< height unused
    std::vector<Light> lights;
    quint32 defaultAnimation = 0;   ///< 0x03… or 0
    quint32 defaultScript = 0;      ///< 0x33…, played when the object is created
    quint32 defaultMotionTable = 0; ///< 0x09…
    quint32 defaultSoundTable = 0;  ///< 0x20…
    quint32 defaultScriptTable = 0; ///< 0x34…

    /// Hooks in all placement frames.
    [[nodiscard]] qsizetype hookCount() const;

    /// Errors carry the record offset: ErrorCode::Truncated inside a field; ErrorCode::BadRecord
    /// for a count the bytes cannot hold (offset = the count), the hook errors of
    /// AnimationHook::read, bytes left over (offset = the first extra byte).
    [[nodiscard]] static Result<SetupModel> decode(QByteArrayView bytes);
    /// An unedited decoded setup gives back its bytes. `parents` / `defaultScales` are written
    /// only with their flag, and every placement frame must hold one Frame per part.
    [[nodiscard]] QByteArray encode() const;

    friend bool operator==(const SetupModel&, const SetupModel&) = default;
};

} // namespace soundstage
