#pragma once

#include <QString>

#include <limits>

namespace soundstage {

/// OpenAL's clamped distance models (OpenAL 1.1 specification §3.4), for comparing the retail
/// curve with what a 3-D engine would do. Distances in metres, gains linear.
enum class OpenAlDistanceModel {
    InverseClamped,  ///< ref / (ref + rolloff·(d − ref))
    LinearClamped,   ///< 1 − rolloff·(d − ref) / (max − ref), not below 0
    ExponentClamped, ///< (d / ref)^(−rolloff)
};

struct OpenAlDistanceParameters {
    double referenceDistance = 1.0;                         ///< AL_REFERENCE_DISTANCE
    double maxDistance = std::numeric_limits<float>::max(); ///< AL_MAX_DISTANCE
    double rolloffFactor = 1.0;                             ///< AL_ROLLOFF_FACTOR
};

namespace OpenAlDistance {
/// The model's gain at `distanceMetres`: d is first clamped to [ref, max]. Degenerate
/// parameters (ref ≤ 0 for the exponent model, max ≤ ref for the linear one, a zero
/// denominator) give gain 1, as an engine that skips attenuation would.
[[nodiscard]] double gain(OpenAlDistanceModel model, double distanceMetres,
                          const OpenAlDistanceParameters& parameters = {});
/// 20·log10(gain); −infinity for gain 0.
[[nodiscard]] double gainToDb(double gain);
/// "inverse-clamped", "linear-clamped", "exponent-clamped".
[[nodiscard]] QString modelKey(OpenAlDistanceModel model);
} // namespace OpenAlDistance

} // namespace soundstage
