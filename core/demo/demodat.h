#pragma once

#include "core/common/error.h"
#include "core/dat/datwriter.h"

#include <QByteArray>
#include <QString>

namespace soundstage {

/// The built-in demo dat: a real dat in the retail format that exercises the whole product —
/// synthesized waves (PCM 16-bit mono at 11025 and 22050 Hz, one 8-bit, one stereo),
/// SoundTables shaped like retail ones (single variants, a two-variant Swoosh2 whose second
/// variant is never chosen, a four-variant footstep list, probabilities below 1 and of 0, a
/// record naming wave 0 and one naming a wave the dat lacks), a RegionDesc 0x13000000 with
/// ambient sound tables and scene types, and two Setups whose default table is a demo table.
/// The bytes are identical on every build and machine.
class DemoDat final {
public:
    static constexpr quint32 HumanTable = 0x20000001;
    static constexpr quint32 InterfaceTable = 0x20000002;
    static constexpr quint32 CreatureTable = 0x20000003;
    static constexpr quint32 WeaponTable = 0x200000A8;
    static constexpr quint32 GrasslandAmbience = 0x20000010;
    static constexpr quint32 CoastAmbience = 0x20000011;
    static constexpr quint32 DungeonAmbience = 0x20000012;
    static constexpr quint32 Region = 0x13000000;
    static constexpr quint32 HumanSetup = 0x02000001;
    static constexpr quint32 CreatureSetup = 0x02000002;
    static constexpr quint32 MissingWave = 0x0A00FFFF; ///< named by a table, not in the dat

    /// A writer holding every demo record, ready to build() or write() the file.
    [[nodiscard]] static DatWriter makeWriter();
    [[nodiscard]] static Result<QByteArray> build() { return makeWriter().build(); }
    /// Writes the demo dat atomically to `path`.
    [[nodiscard]] static Result<void> write(const QString& path) {
        return makeWriter().write(path);
    }
};

} // namespace soundstage
