#pragma once

#include <QString>

#include <optional>
#include <span>

namespace soundstage {

/// A sound the server asks for with the Sound game message (0xF750: object, sound type, f32
/// volume). The message's volume replaces the SoundTable record's volume; the client still picks
/// a variant from the object's table and rolls its gate (retail-model.md §5).
struct ServerRoute {
    quint32 soundType = 0;
    /// Plain English: what makes the server send it. Marked for translation in context
    /// "soundstage::ServerRoutes" (the editor shows it translated; the CLI prints it as is).
    const char* trigger = "";
    std::optional<float> volume; ///< the volume the server sends, when one is known
};

/// The sounds the server is known to send, from the seed research in
/// shared/reference/retail-sound-behaviour.md §1 (wire layout, retail handler) and §3 (ACE's
/// GameMessageSound send sites): hits (HitFlesh1 at 0.5), wounds, wield/unwield, pick-up/drop,
/// locks, lifestones, traps, spell resist/expire, mana depleted, projectile Collision, trait
/// raises. ACE is an emulator, so this is what a server does, not a retail capture; emote- and
/// weenie-authored sounds (any type) cannot be listed from the dat. Static data, thread-safe.
class ServerRoutes final {
public:
    ServerRoutes() = delete;

    /// Every known route, in sound type order.
    [[nodiscard]] static std::span<const ServerRoute> all();
    /// The routes of one sound type (empty when none is known).
    [[nodiscard]] static std::span<const ServerRoute> of(quint32 soundType);
};

} // namespace soundstage
