#include "core/audio/retailmix.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace soundstage {

namespace {

constexpr double kMinDistance = 5.0;         // VOL_MIN_DIST
constexpr double kMinDistanceSquared = 25.0; // VOL_MIN_DIST_SQ
constexpr int kVolumeMinDb = -50;            // VOL_MIN
constexpr double kPanRangeDb = 15.0;
constexpr double kDbPerOctave = 6.0206; // the client's 20·log10(2), as it writes it

double degreesToRadians(double degrees) {
    return degrees * std::numbers::pi / 180.0;
}

// Wrapped to (−180, 180].
double wrapDegrees(double degrees) {
    double wrapped = std::fmod(degrees, 360.0);
    if (wrapped > 180.0)
        wrapped -= 360.0;
    else if (wrapped <= -180.0)
        wrapped += 360.0;
    return wrapped;
}

double dbToAmplitude(double db) {
    return std::pow(10.0, db / 20.0);
}

} // namespace

RetailMix computeRetailMix(const Placement& placement, double volume) {
    RetailMix mix;
    const double dx = placement.source.x - placement.listener.x;
    const double dy = placement.source.y - placement.listener.y;
    const double dz = placement.source.z - placement.listener.z;
    const double d = std::sqrt(dx * dx + dy * dy + dz * dz);
    mix.distance = d;

    double g = d < kMinDistance ? volume : kMinDistanceSquared * volume / (d * d);
    g = std::min(g, 1.0);
    g *= placement.retailPreference;
    if (!(g > 0.0) || !std::isfinite(d)) // NaN from bad input drops the sound like g ≤ 0
        return mix;
    const double db = std::ceil(std::log2(g) * kDbPerOctave);
    if (db < kVolumeMinDb)
        return mix;
    mix.audible = true;
    mix.attenuationDb = static_cast<int>(db);

    if (placement.retailStereo && std::abs(std::trunc(d)) >= kMinDistance) {
        // Position::heading(sound, listener): the compass bearing of the listener seen from the
        // sound (0 = north, clockwise), which makes a source on the left come out negative.
        const double bearing = std::atan2(-dx, -dy) * 180.0 / std::numbers::pi;
        const double delta = wrapDegrees(bearing - placement.listenerHeadingDegrees);
        double pan = std::trunc(std::sin(degreesToRadians(delta)) * -kPanRangeDb);
        pan = std::clamp(pan, -kPanRangeDb, kPanRangeDb);
        mix.panDb = std::isfinite(pan) ? static_cast<int>(pan) : 0;
    }

    const double base = dbToAmplitude(mix.attenuationDb);
    mix.leftGain = base;
    mix.rightGain = base;
    if (mix.panDb < 0)
        mix.rightGain *= dbToAmplitude(mix.panDb);
    else if (mix.panDb > 0)
        mix.leftGain *= dbToAmplitude(-mix.panDb);
    return mix;
}

} // namespace soundstage
