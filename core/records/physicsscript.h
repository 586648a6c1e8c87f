#pragma once

#include "core/common/error.h"
#include "core/records/animationhook.h"

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace soundstage {

/// One entry of a PhysicsScript: a hook run `startTime` seconds after the script starts.
struct PhysicsScriptEntry {
    double startTime = 0.0; ///< seconds, f64 on disk
    AnimationHook hook;     ///< direction is ignored at run time
    friend bool operator==(const PhysicsScriptEntry&, const PhysicsScriptEntry&) = default;
};

/// A PhysicsScript record (DID 0x33…, §4 of animation-hooks-format.md): timed hooks. Entries
/// stay in file order (the client sorts them by start time after loading; so must a player).
struct PhysicsScript {
    static constexpr qint64 MinEntrySize = 8 + AnimationHook::HeaderSize;

    quint32 id = 0;
    std::vector<PhysicsScriptEntry> entries;

    /// Errors carry the record offset: ErrorCode::Truncated inside a field; ErrorCode::BadRecord
    /// for an entry count the bytes cannot hold (offset = the count), the hook errors of
    /// AnimationHook::read, bytes left over (offset = the first extra byte).
    [[nodiscard]] static Result<PhysicsScript> decode(QByteArrayView bytes);
    /// An unedited decoded script gives back its bytes.
    [[nodiscard]] QByteArray encode() const;

    friend bool operator==(const PhysicsScript&, const PhysicsScript&) = default;
};

} // namespace soundstage
