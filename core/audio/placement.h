#pragma once

namespace soundstage {

/// A point in the world, in metres. Top-down convention: x grows east, y grows north, z up.
/// 2D callers leave z at 0.
struct Vec3 {
    double x = 0.0;
    double y = 0.0;
    double z = 0.0;
};

/// How a playing sound is turned into left/right gains.
enum class PlacementMode {
    /// The retail client: OpenAL distance attenuation off; the volume is attenuated in whole dB
    /// by the retail GetAttenuation (1 inside 5 m, 25/d² beyond, dropped below −50 dB) and
    /// panned by DirectSound's pan law (the far channel down by |pan| dB, at most 15 dB; the
    /// near channel untouched). See retailmix.h.
    Retail,
    /// OpenAL positioning: the source is placed relative to the listener and attenuated by the
    /// chosen distance model (optionally through HRTF when the engine enabled it).
    OpenAl,
    /// No positioning: mono plays equally in both channels, stereo plays left to left and right
    /// to right, scaled by the gain (auditioning a wave).
    Flat,
};

/// OpenAL's clamped distance models (OpenAL 1.1 §3.4). d is clamped to
/// [referenceDistance, maxDistance] before the formula applies.
enum class DistanceModel {
    InverseClamped,  ///< ref / (ref + rolloff·(d − ref))
    LinearClamped,   ///< 1 − rolloff·(d − ref) / (max − ref)
    ExponentClamped, ///< (d / ref)^(−rolloff)
};

/// Where a sound is, where the listener is, and how the engine turns that into gains.
///
/// A value type, copied into the engine on every play()/update(): the engine never keeps a
/// pointer to the caller's data. Only the geometry is listener-relative in effect: moving
/// source and listener by the same offset changes nothing.
struct Placement {
    PlacementMode mode = PlacementMode::Retail;

    Vec3 source;   ///< metres
    Vec3 listener; ///< metres (the retail client's listener is the camera, not the player)
    /// The direction the listener faces, in compass **degrees**: 0 faces north (+y), 90 faces
    /// east (+x), clockwise. Any finite value; it is wrapped.
    double listenerHeadingDegrees = 0.0;

    // --- Retail mode ---
    /// The effect or ambient volume preference (0..1), applied after the distance law as the
    /// retail client does. (The client applies the ambient slider twice on the ambient path;
    /// callers reproduce that by passing its square.)
    double retailPreference = 1.0;
    /// False reproduces SoundFeatures == Mono: no pan at all.
    bool retailStereo = true;

    // --- OpenAl mode ---
    DistanceModel distanceModel = DistanceModel::InverseClamped;
    double referenceDistance = 1.0; ///< metres, ≥ 0
    double maxDistance = 1.0e6;     ///< metres, ≥ 0
    double rolloffFactor = 1.0;     ///< ≥ 0
};

/// What a sound is auditioned with unless the user chose otherwise, in one place for the
/// editor's first-run preferences (Preferences) and `soundstage-cli render`'s option defaults,
/// so a render and an audition of the same placement sound the same: the OpenAL models'
/// distance parameters (reference 5 m: the radius inside which the retail client plays at full
/// volume; beyond 200 m nothing changes) and the output rate OpenAlEngine asks for. HRTF,
/// resampler and voices are OpenAlEngine::Options' defaults, which both use as they are.
struct AuditionDefaults {
    static constexpr double referenceDistance = 5.0; ///< metres
    static constexpr double maxDistance = 200.0;     ///< metres
    static constexpr double rolloffFactor = 1.0;
    static constexpr int sampleRate = 44100; ///< Hz
};

} // namespace soundstage
