#include "core/retail/openaldistance.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage {

double OpenAlDistance::gain(OpenAlDistanceModel model, double distanceMetres,
                            const OpenAlDistanceParameters& p) {
    const double ref = p.referenceDistance;
    const double d = std::min(std::max(distanceMetres, ref), p.maxDistance);
    switch (model) {
    case OpenAlDistanceModel::InverseClamped: {
        const double denominator = ref + p.rolloffFactor * (d - ref);
        return denominator > 0.0 ? ref / denominator : 1.0;
    }
    case OpenAlDistanceModel::LinearClamped: {
        if (!(p.maxDistance > ref))
            return 1.0;
        return std::max(0.0, 1.0 - p.rolloffFactor * (d - ref) / (p.maxDistance - ref));
    }
    case OpenAlDistanceModel::ExponentClamped:
        if (!(ref > 0.0))
            return 1.0;
        return std::pow(d / ref, -p.rolloffFactor);
    }
    return 1.0;
}

double OpenAlDistance::gainToDb(double gain) {
    return 20.0 * std::log10(gain);
}

QString OpenAlDistance::modelKey(OpenAlDistanceModel model) {
    switch (model) {
    case OpenAlDistanceModel::InverseClamped:
        return u"inverse-clamped"_s;
    case OpenAlDistanceModel::LinearClamped:
        return u"linear-clamped"_s;
    case OpenAlDistanceModel::ExponentClamped:
        return u"exponent-clamped"_s;
    }
    return {};
}

} // namespace soundstage
