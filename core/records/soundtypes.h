#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace soundstage {

/// The SoundType enum of the retail client (§7 of ac-dat-format.md): the keys of SoundTable
/// children and of ambient sounds. Values 0x00–0xCC are named; anything else is a value the
/// client never uses (stored as u32, so the editor keeps it).
inline constexpr quint32 SoundTypeCount = 205; ///< client NUM_SOUND_TYPES = 0xCD

/// True for 0 … SoundTypeCount − 1.
[[nodiscard]] constexpr bool isKnownSoundType(quint32 value) {
    return value < SoundTypeCount;
}

/// The name as the client's enum spells it (without the `Sound_` prefix, typos kept:
/// 0x63 is "BreatheFlaem"). Unknown values give a hex fallback "0xNN" (upper case, at least two
/// digits), which parseSoundType() reads back to the same value.
[[nodiscard]] QString soundTypeName(quint32 value);

/// All 205 names in value order (index = value).
[[nodiscard]] QStringList soundTypeNames();

/// Reads a sound type as users type it: a name (exact first, then case-insensitive), a decimal
/// code ("31") or hex ("0x1F"). Numbers are accepted even when they are outside the named range
/// (any u32); names must be known. Surrounding white space is ignored.
[[nodiscard]] std::optional<quint32> parseSoundType(QStringView text);

} // namespace soundstage
