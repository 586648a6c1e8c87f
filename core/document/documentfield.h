#pragma once

#include <QtGlobal>

#include <variant>

namespace soundstage {

/// Every scalar the editor can change, described once. The enum value doubles as the merge id
/// of the generic ChangeValue command: consecutive changes of the same field of the same place
/// merge into one undo step (typing into a cell, stepping a spin box).
enum class Field : int {
    VariantWave = 1,    ///< SoundVariant::wave (u32 id, 0 = silence)
    VariantPriority,    ///< SoundVariant::priority (float, ≥ 0)
    VariantProbability, ///< SoundVariant::probability (float, 0 … 1)
    VariantVolume,      ///< SoundVariant::volume (float, linear, ≥ 0)
    AmbientTable,       ///< AmbientStbDesc::soundTable (u32 SoundTable id)
    AmbientSoundType,   ///< AmbientSoundDesc::soundType (u32)
    AmbientVolume,      ///< AmbientSoundDesc::volume (float, linear)
    AmbientBaseChance,  ///< AmbientSoundDesc::baseChance (float, 0 … 1; 0 = continuous)
    AmbientMinRate,     ///< AmbientSoundDesc::minRate (float, seconds)
    AmbientMaxRate,     ///< AmbientSoundDesc::maxRate (float, seconds)
    SetupTable,         ///< Setup::defaultSoundTable (u32 SoundTable id, 0 = none)
    HookWave,           ///< Sound / SoundTweaked hook: the wave (u32 Wave id, never 0)
    HookSoundType,      ///< SoundTable hook: the sound type (u32, a SoundType the client knows)
    HookProbability,    ///< SoundTweaked hook: the gate probability (float, 0 … 1)
    HookVolume,         ///< SoundTweaked hook: the volume (float, linear, ≥ 0)
};

/// True for the fields of an Animation's hook (FieldRef: `record` = Animation id, `key` =
/// frame, `index` = the hook's position in the frame's hook list).
[[nodiscard]] constexpr bool isHookField(Field field) {
    return field == Field::HookWave || field == Field::HookSoundType ||
           field == Field::HookProbability || field == Field::HookVolume;
}

/// True for the fields holding a record id (u32); the others hold a 32-bit float.
[[nodiscard]] constexpr bool isIdField(Field field) {
    return field == Field::VariantWave || field == Field::AmbientTable ||
           field == Field::AmbientSoundType || field == Field::SetupTable ||
           field == Field::HookWave || field == Field::HookSoundType;
}

/// True for the fields of a region's ambient STBs (FieldRef::record is the RegionDesc id).
[[nodiscard]] constexpr bool isAmbientField(Field field) {
    return field >= Field::AmbientTable && field <= Field::AmbientMaxRate;
}

/// A value of a Field: an id/sound type (u32) or a float, kept bit-exact.
using FieldValue = std::variant<quint32, float>;

/// Where a field lives.
/// - Variant fields: `record` = SoundTable id, `key` = sound type, `index` = variant index.
/// - Ambient fields: `record` = RegionDesc id, `key` = STB index, `index` = ambient sound index
///   (unused for AmbientTable).
/// - SetupTable: `record` = Setup id.
/// - Hook fields: `record` = Animation id, `key` = frame, `index` = position in its hook list.
struct FieldRef {
    Field field = Field::VariantProbability;
    quint32 record = 0;
    quint32 key = 0;
    int index = 0;

    friend bool operator==(const FieldRef&, const FieldRef&) = default;
};

} // namespace soundstage
