#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>

namespace soundstage {

/// A Setup record (DID 0x02…), of which Soundstage reads and edits one field: the default
/// SoundTable, stored as the second-to-last dword (§6 of ac-dat-format.md; the last five dwords
/// are the default animation, script, motion table, sound table and script table). All other
/// bytes are kept verbatim. This lenient shortcut is what the document edits; SetupModel
/// (setupmodel.h) reads the whole layout, placement hooks and all five defaults, exactly.
struct Setup {
    static constexpr qint64 MinSize = 12; ///< id + the last two dwords

    quint32 id = 0;
    quint32 defaultSoundTable = 0;
    QByteArray bytes; ///< the whole record as read; encode() patches the id and sound table dwords

    /// Needs at least MinSize bytes (ErrorCode::Truncated, offset = the record size otherwise).
    /// The parts in between are not parsed.
    [[nodiscard]] static Result<Setup> decode(QByteArrayView bytes);
    /// `bytes` with the first dword set to `id` and the second-to-last to `defaultSoundTable`.
    /// An empty or too short `bytes` (a Setup built by hand) is first replaced by makeMinimal's.
    [[nodiscard]] QByteArray encode() const;

    /// A small structurally valid Setup (for tests and the demo dat): flags 0, no parts, no
    /// holding locations, connection points, placement frames, cylinder spheres or spheres,
    /// height 1.8 m, radius 0.5 m, step up/down 0.5 m, sorting and selection spheres centred at
    /// (0, 0, 0.9) with radius 1, no lights, then the five default DIDs (animation, script and
    /// motion table 0, `defaultSoundTable`, physics script table 0).
    [[nodiscard]] static Setup makeMinimal(quint32 id, quint32 defaultSoundTable);

    friend bool operator==(const Setup&, const Setup&) = default;
};

} // namespace soundstage
