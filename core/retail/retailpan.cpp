#include "core/retail/retailpan.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace soundstage {

RetailPan RetailPan::fromBearing(double bearingDegrees, double distanceMetres, bool stereo) {
    RetailPan pan;
    if (!stereo || !std::isfinite(distanceMetres) || std::trunc(std::fabs(distanceMetres)) < 5.0 ||
        !std::isfinite(bearingDegrees))
        return pan;
    // Δ toward the left is the negated rightward bearing: sin(−b)·−15 = 15·sin(b).
    const double delta = -bearingDegrees * std::numbers::pi / 180.0;
    const int value = static_cast<int>(std::sin(delta) * -15.0);
    pan.panDb = std::clamp(value, -15, 15);
    pan.applied = pan.panDb != 0;
    return pan;
}

RetailPan RetailPan::compute(const WorldPoint& source, const WorldPoint& listener,
                             double listenerHeadingDegrees, bool stereo) {
    const double dx = source.x - listener.x;
    const double dy = source.y - listener.y;
    const double dz = source.z - listener.z;
    const double distance = std::sqrt(dx * dx + dy * dy + dz * dz);
    double bearing = 0.0;
    if (dx != 0.0 || dy != 0.0) {
        bearing = std::atan2(dx, dy) * 180.0 / std::numbers::pi - listenerHeadingDegrees;
        bearing = std::remainder(bearing, 360.0); // wrapped to [−180, 180]
    }
    return fromBearing(bearing, distance, stereo);
}

} // namespace soundstage
