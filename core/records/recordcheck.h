#pragma once

#include "core/common/error.h"
#include "core/records/recordtype.h"

#include <QByteArrayView>

#include <optional>

namespace soundstage {

/// The record types Soundstage decodes exactly, and checking one record with its reader: used
/// by verify. SoundTable, Wave, Region (its sound part), Setup (in full, SetupModel),
/// Animation, MotionTable, PhysicsScript and PhysicsScriptTable. Thread-safe, stateless.
class RecordCheck final {
public:
    RecordCheck() = delete;

    [[nodiscard]] static bool covers(RecordType type);
    /// The reader's error (with the record offset), or nothing when the record decodes.
    /// Types not covered always pass.
    [[nodiscard]] static std::optional<Error> check(RecordType type, QByteArrayView bytes);
};

} // namespace soundstage
