#pragma once

#include "core/audio/placement.h"

namespace soundstage {

/// What the retail client's SoundManager would do with one sound at one placement:
/// GetAttenuation (whole dB, −50 dB floor) and the stereo pan, and the linear channel gains
/// DirectSound would apply to a 2D buffer with that volume and pan.
struct RetailMix {
    /// False when the client drops the sound (g ≤ 0 or below −50 dB): nothing is heard.
    bool audible = false;
    double distance = 0.0; ///< metres between source and listener (3D)
    int attenuationDb = 0; ///< SetVolume in dB, −50..0 (meaningful when audible)
    /// SetPan in dB, −15..15, DirectSound's sign: negative attenuates the right channel (the
    /// sound is to the left), positive attenuates the left channel.
    int panDb = 0;
    double leftGain = 0.0;  ///< linear amplitude factor for the left output channel
    double rightGain = 0.0; ///< linear amplitude factor for the right output channel
};

/// The retail volume and pan for `placement` at record/message volume `volume` (0..1).
///
/// - g = volume if d < 5 m, else 25·volume/d²; g = min(g, 1); g ×= retailPreference;
///   dropped if g ≤ 0; dB = ceil(log2(g)·6.0206); dropped if dB < −50.
/// - If retailStereo and |int(d)| ≥ 5: Δ = compass bearing from the source to the listener −
///   the listener's heading, wrapped to (−180, 180]; pan = trunc(sin Δ · −15), clamped to ±15.
///   (So a source to the listener's left gives −15: the right channel 15 dB down.)
/// - leftGain/rightGain = 10^(dB/20), the far channel further × 10^(−|pan|/20).
///
/// The geometry fields of `placement` are used whatever its mode. Pure function, any thread.
/// Computed by core/retail (RetailAttenuation::compute, RetailPan::compute); this function only
/// adds the DirectSound channel gains the engine needs.
[[nodiscard]] RetailMix computeRetailMix(const Placement& placement, double volume);

} // namespace soundstage
