#pragma once

#include "core/retail/fpumodel.h"
#include "core/retail/rational.h"

#include <array>
#include <bit>
#include <cstdint>

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

    /// count() memoised per distinct float for one pass over many records (a dat's records share
    /// a handful of probabilities): a direct-mapped table on the float's bits, where a collision
    /// only means recomputing. Not thread-safe: one per pass. Lives on the stack (2 KiB).
    class Memo final {
    public:
        explicit Memo(FpuModel model)
            : m_model(model) {
            m_counts.fill(-1);
        }
        [[nodiscard]] int count(float probability) {
            const auto bits = std::bit_cast<std::uint32_t>(probability);
            // the mantissa's high bits vary most between the probabilities a designer types
            const std::size_t slot = ((bits >> 12) ^ (bits >> 20)) % Slots;
            if (m_counts[slot] < 0 || m_bits[slot] != bits) {
                m_bits[slot] = bits;
                m_counts[slot] = PlayGate::count(probability, m_model);
            }
            return m_counts[slot];
        }

    private:
        static constexpr std::size_t Slots = 256;
        FpuModel m_model;
        std::array<std::uint32_t, Slots> m_bits{};
        std::array<int, Slots> m_counts{};
    };
};

} // namespace soundstage
