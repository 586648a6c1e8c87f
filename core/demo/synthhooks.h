#pragma once

#include "core/demo/synthrng.h"

#include <QByteArray>

namespace soundstage {

/// The records of the synthetic dat (synthdat.h) that fire sounds, at retail scale and shape:
/// Animations of 17 parts and 40–60 frames with hooks of all 27 types (SoundTable the most
/// common, then CreateParticle), MotionTables whose cycles, modifiers and links play those
/// animations, PhysicsScripts (CreateParticle, SoundTable, Sound, CallPES chains, …) and
/// PhysicsScriptTables naming them. Ids count up from each range's first id + 1. Part frames
/// are slices of the caller's noise pool (their floats are arbitrary but stable). Every
/// record decodes exactly with its core/records reader.
class SynthHooks final {
public:
    SynthHooks() = delete;

    struct Counts {
        qint64 animations = 0;
        qint64 motionTables = 0;
        qint64 scripts = 0;
        qint64 scriptTables = 0;
        [[nodiscard]] qint64 total() const {
            return animations + motionTables + scripts + scriptTables;
        }
    };
    /// How many of each a dat with `others` entries beyond tables, waves and the region holds
    /// (79,694 entries: about 9,000 animations, 900 motion tables, 4,000 scripts, 150 tables).
    [[nodiscard]] static Counts countsFor(qint64 others);

    /// One Animation; `hooks` is increased by the hooks it holds. `pool` needs ≥ 17 × 28 bytes.
    [[nodiscard]] static QByteArray animation(SynthRng& rng, quint32 id, const QByteArray& pool,
                                              const Counts& counts, int waves, qint64& hooks);
    [[nodiscard]] static QByteArray motionTable(SynthRng& rng, quint32 id, const Counts& counts);
    [[nodiscard]] static QByteArray script(SynthRng& rng, quint32 id, const QByteArray& pool,
                                           const Counts& counts, int waves, qint64& hooks);
    [[nodiscard]] static QByteArray scriptTable(SynthRng& rng, quint32 id, const Counts& counts);
};

} // namespace soundstage
