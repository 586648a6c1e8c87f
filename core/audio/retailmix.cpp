#include "core/audio/retailmix.h"

#include "core/retail/attenuation.h"
#include "core/retail/retailpan.h"

#include <cmath>

namespace soundstage {

namespace {

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
    if (!std::isfinite(d)) // NaN or infinite input drops the sound like g ≤ 0
        return mix;

    // The retail model proper lives in core/retail; this is the engine's one call into it.
    const Attenuation attenuation =
        RetailAttenuation::compute(d, volume, placement.retailPreference);
    if (!attenuation.audible)
        return mix;
    mix.audible = true;
    mix.attenuationDb = attenuation.dB;
    const RetailPan pan = RetailPan::compute(
        WorldPoint{placement.source.x, placement.source.y, placement.source.z},
        WorldPoint{placement.listener.x, placement.listener.y, placement.listener.z},
        placement.listenerHeadingDegrees, placement.retailStereo);
    mix.panDb = pan.panDb;

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
