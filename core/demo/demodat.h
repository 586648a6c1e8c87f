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
/// ambient sound tables and scene types, and Setups whose default table is a demo table (two
/// minimal ones and the humanoid below).
///
/// What fires the sounds: a humanoid Setup (HumanoidSetup, three parts, a placement hook)
/// whose default tables are HumanoidTable (Footstep1, Swoosh2 in the retail shape, Fizzle) and
/// HumanoidMotions, a MotionTable with the NonCombat cycles Ready, WalkForward and RunForward
/// and links from Ready to AttackHigh1 and Cheer. Their Animations carry SoundTable hooks
/// (Footstep1 on the walk and run frames, also Backward and on WalkForward's last frame, which
/// a forward play never fires; Swoosh2 on the attack), a SoundTweaked hook (probability 0.5)
/// and a Sound hook, next to non-sound hooks of several types (Attack, ReplaceObject,
/// TransparentPart, Diffuse, CreateParticle, DefaultScript). PhysicsScript SparkScript has a
/// SoundTable hook and a CallPES to ChimeScript (a Sound hook), which is also the humanoid's
/// default script; HumanoidScripts maps PlayScript 0x4B to both.
///
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

    static constexpr quint32 HumanoidSetup = 0x02000003;
    static constexpr quint32 HumanoidTable = 0x20000004;
    static constexpr quint32 HumanoidMotions = 0x09000001;
    static constexpr quint32 ReadyAnimation = 0x03000001;  ///< 8 frames
    static constexpr quint32 WalkAnimation = 0x03000002;   ///< 20 frames, position frames
    static constexpr quint32 RunAnimation = 0x03000003;    ///< 16 frames
    static constexpr quint32 AttackAnimation = 0x03000004; ///< 24 frames
    static constexpr quint32 CheerAnimation = 0x03000005;  ///< 30 frames
    static constexpr quint32 SparkScript = 0x33000001;
    static constexpr quint32 ChimeScript = 0x33000002;
    static constexpr quint32 HumanoidScripts = 0x34000001;
    static constexpr quint32 HumanoidParts = 3;

    /// A writer holding every demo record, ready to build() or write() the file.
    [[nodiscard]] static DatWriter makeWriter();
    [[nodiscard]] static Result<QByteArray> build() { return makeWriter().build(); }
    /// Writes the demo dat atomically to `path`.
    [[nodiscard]] static Result<void> write(const QString& path) {
        return makeWriter().write(path);
    }
};

} // namespace soundstage
