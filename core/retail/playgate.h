#pragma once

#include "core/retail/fpumodel.h"
#include "core/retail/rational.h"

namespace soundstage {

/// SoundManager::PlayProbability (acclient 0x005500E0): a chosen record plays only if
/// `crt_rand() · c < probability`, with c = 3.051851e-05 stored as a 32-bit float (just below
/// 1/32767) and the record's 32-bit float probability.
///
/// The product is formed on the x87: with FpuModel::Single it is rounded to a float (so
/// 32767·c becomes exactly 1.0 and p = 1.0 fails for k = 32767), with FpuModel::Double it is
/// exact. The chance is the count of k ∈ [0, 32767] that pass, over 32768. Because k·c is
/// monotonic in k, k passes exactly when k < count(p): count() is a binary search.
/// p ≤ 0 and NaN never pass. Pure functions, thread-safe.
class PlayGate final {
public:
    static constexpr float Scale = 3.051851e-05f;
    static constexpr int Outcomes = 32768;

    /// Whether crt_rand() value k ∈ [0, 32767] lets a record of probability p play.
    [[nodiscard]] static bool passes(int k, float probability, FpuModel model) {
        // k (15 bits) times a float (24 bits) is exact in a double, so one float cast is the
        // single rounding the x87 performs in single-precision mode.
        const double exact = static_cast<double>(k) * static_cast<double>(Scale);
        const double product =
            model == FpuModel::Single ? static_cast<double>(static_cast<float>(exact)) : exact;
        return product < static_cast<double>(probability);
    }
    /// #{k ∈ [0, 32767] : passes(k)} ∈ [0, 32768].
    [[nodiscard]] static int count(float probability, FpuModel model);
    /// count / 32768, reduced.
    [[nodiscard]] static Rational chance(float probability, FpuModel model) {
        return Rational::overPowerOfTwo(count(probability, model), 15);
    }
};

} // namespace soundstage
