#include "core/retail/playgate.h"

namespace soundstage {

bool PlayGate::passes(int k, float probability, FpuModel model) {
    // k (15 bits) times a float (24 bits) is exact in a double, so one float cast is the single
    // rounding the x87 performs in single-precision mode.
    const double exact = static_cast<double>(k) * static_cast<double>(Scale);
    const double product =
        model == FpuModel::Single ? static_cast<double>(static_cast<float>(exact)) : exact;
    return product < static_cast<double>(probability);
}

int PlayGate::count(float probability, FpuModel model) {
    int lo = 0;        // passes(k) holds for every k < lo
    int hi = Outcomes; // fails for every k ≥ hi
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        if (passes(mid, probability, model))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

} // namespace soundstage
