#pragma once

#include "core/common/error.h"

#include <QString>

namespace soundstage {

/// A deterministic synthetic dat shaped like the retail portal dat, for benchmarks and load
/// checks: SoundTables of realistic shape (about 30 sound types each, 1–4 variants, mostly
/// probability 1 with some below 1 and some 0, some lists whose last variant repeats an earlier
/// one — the retail-safe "last of N" fix —, a few records naming wave 0 or a wave the dat lacks),
/// PCM waves of realistic lengths (16-bit mono at 11025 / 22050 Hz, 0.1–3 s, mostly short,
/// samples are cheap deterministic noise), a RegionDesc 0x13000000 whose ambient STBs name the
/// first tables, Setups (0x02…) of which most have a default table and many a motion table, the
/// records that fire sounds at retail scale (synthhooks.h: with the default parameters about
/// 9,000 Animations of 17 parts and 40–60 frames, 900 MotionTables, 4,000 PhysicsScripts and
/// 150 PhysicsScriptTables, some 18,000 hooks of all 27 types), and filler records of other
/// types in their retail id ranges (GfxObj 0x01…, Palette 0x04…, SurfaceTexture 0x05…,
/// Texture 0x06…, Surface 0x08…, Environment 0x0D…, Scene 0x12…, Clothing 0x10…) carrying
/// the rest of the byte budget. Every record of a type verify decodes decodes exactly.
/// The same parameters always give the same bytes.
class SynthDat final {
public:
    struct Params {
        qint64 entries = 79694;         ///< B-tree entries in total, the iteration record included
        int tables = 1400;              ///< SoundTables (0x20000001…)
        int waves = 10000;              ///< Wave records (0x0A000001…)
        qint64 bytes = qint64(1) << 30; ///< approximate file size
        quint64 seed = 1;
    };
    /// What was written.
    struct Summary {
        qint64 entries = 0;
        int tables = 0;
        int waves = 0;
        int setups = 0;
        int animations = 0;
        int motionTables = 0;
        int physicsScripts = 0;
        int physicsScriptTables = 0;
        qint64 hooks = 0; ///< in animations and physics scripts
        qint64 variants = 0;
        qint64 fileSize = 0;
    };

    /// Largest accepted `bytes` (the container's 2 GiB limit, less room for its own structures).
    static constexpr qint64 MaxBytes = (qint64(2) << 30) - (qint64(64) << 20);

    /// Writes the dat to `path` atomically. Fails with ErrorCode::Usage when the parameters
    /// cannot be honoured (fewer entries than tables + waves + region + iteration record, more
    /// than 65,535 tables or waves in their id ranges, `bytes` above MaxBytes) and with the
    /// writer's Io error otherwise. When `bytes` is less than the waves, tables and setups take,
    /// filler records shrink to 16 bytes each and the file comes out larger than asked. Memory: the
    /// waves (≈ 20 KB each on average) and animations (≈ 25 KB) are held once; the filler
    /// records share one 16 MiB noise buffer, so a 1 GB dat needs about 500 MB and never the
    /// file twice.
    [[nodiscard]] static Result<Summary> write(const QString& path, const Params& params);
    [[nodiscard]] static Result<Summary> write(const QString& path) {
        return write(path, Params{});
    }
};

} // namespace soundstage
