#include "core/retail/playgate.h"

#include <cmath>

namespace soundstage {

int PlayGate::count(float probability, FpuModel model) {
    if (!(probability > 0.0f))
        return 0;            // also NaN: k = 0 gives 0 < p, false
    if (probability == 1.0f) // most records: 32767·c rounds to exactly 1 in single precision
        return model == FpuModel::Single ? Outcomes - 1 : Outcomes;
    // k·c < p ⇔ k < p/c up to the rounding of the product: start from the closed form and
    // step to the exact edge of the monotonic predicate (a step or two at most).
    const double estimate = std::ceil(static_cast<double>(probability) / Scale);
    int k = estimate >= Outcomes ? Outcomes : static_cast<int>(estimate);
    while (k > 0 && !passes(k - 1, probability, model))
        --k;
    while (k < Outcomes && passes(k, probability, model))
        ++k;
    return k;
}

} // namespace soundstage
