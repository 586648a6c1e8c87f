#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace soundstage {

class SoundCatalog;
class TriggerIndex;

/// One way a sound type of a table reaches the sound system, with the volume it plays at — the
/// "Routes" line of a sound type (retail-model.md §8 lists the six routes; cut-scene media are
/// outside the dat's tables and not listed).
struct SoundRoute {
    enum class Kind {
        Hook,      ///< SoundTable hooks of animations and scripts: the record's volume
        Server,    ///< the Sound message 0xF750: the message's volume replaces the record's
        Ambient,   ///< a region's ambient descriptor: the descriptor's volume
        Interface, ///< the UI SoundTable, resolved by the client at run time
    };
    Kind kind = Kind::Hook;
    QString what;                ///< plain English: what fires it
    std::optional<float> volume; ///< a fixed volume when the route has one
    QString volumeSource;        ///< "record", "message", "descriptor"
    quint32 record = 0;          ///< Ambient: the RegionDesc; Hook: 0
    int stbIndex = -1;           ///< Ambient: the descriptor's ambient table index
    int count = 0;               ///< Hook: how many hooks (default pairings) fire it
};

/// "hook", "server", "ambient", "interface".
[[nodiscard]] QString soundRouteKindName(SoundRoute::Kind kind);

/// Collects the routes of a sound type: the index's hooks (narrowed to setups using `table`
/// when it is non-zero), the server sends of ServerRoutes, the catalog's ambient descriptors
/// naming (`table`, the sound type) — any table when 0 — and, for the UI_ sound types, the
/// interface route, whose table id the client resolves at run time and so is not known from
/// the dat. Pure; any thread, given the index and catalog are not being changed.
class SoundRoutes final {
public:
    SoundRoutes() = delete;
    [[nodiscard]] static std::vector<SoundRoute> of(const TriggerIndex& index,
                                                    const SoundCatalog& catalog, quint32 soundType,
                                                    quint32 table = 0);
};

} // namespace soundstage
