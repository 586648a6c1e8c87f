#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace soundstage {

/// One script choice of a PhysicsScriptTable entry.
struct ScriptAndMod {
    float mod = 0.0f;   ///< the entry is chosen for a requested mod ≤ this (first match wins)
    quint32 script = 0; ///< PhysicsScript DID (0x33…)
    friend bool operator==(const ScriptAndMod&, const ScriptAndMod&) = default;
};

/// The scripts a PlayScript type maps to.
struct PhysicsScriptTableEntry {
    quint32 playScript = 0; ///< PlayScript enum value (0x4B SwapHealth_Yellow_To_Red, …)
    std::vector<ScriptAndMod> scripts;
    friend bool operator==(const PhysicsScriptTableEntry&,
                           const PhysicsScriptTableEntry&) = default;
};

/// A PhysicsScriptTable record (DID 0x34…, §4 of animation-hooks-format.md), entries in file
/// order.
struct PhysicsScriptTable {
    quint32 id = 0;
    std::vector<PhysicsScriptTableEntry> entries;

    /// The client's GetScript(mod): the first script whose mod ≥ `mod`, or 0.
    [[nodiscard]] quint32 script(quint32 playScript, float mod) const;
    /// Every script DID named, in file order, with repeats.
    [[nodiscard]] std::vector<quint32> scriptIds() const;

    /// Errors carry the record offset: ErrorCode::Truncated inside a field; ErrorCode::BadRecord
    /// for a count the bytes cannot hold (offset = the count) or bytes left over.
    [[nodiscard]] static Result<PhysicsScriptTable> decode(QByteArrayView bytes);
    /// An unedited decoded table gives back its bytes.
    [[nodiscard]] QByteArray encode() const;

    friend bool operator==(const PhysicsScriptTable&, const PhysicsScriptTable&) = default;
};

} // namespace soundstage
