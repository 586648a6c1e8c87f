#pragma once

#include <QtGlobal>

#include <array>

namespace soundstage {

/// The retail client's `Random` (acclient 0x0042C4C0 rand, 0x0042C450 Seed, 0x0042C600
/// RollDice): Numerical Recipes "ran2", L'Ecuyer's two combined Lehmer streams with a 32-entry
/// Bays–Durham shuffle table. Exact: the integer state follows the client bit for bit.
///
/// `rand()` returns a double (the reference values have 17 significant digits, which a
/// float cannot carry): `iy · 4.656613057391769e-10`, clamped to at most 0.99999988 (NR's
/// 1 − 1.2e-7, a double constant). Where the client forms further products on the x87 (the
/// variant pick), use lastState() and VariantPicker, which apply the FPU model.
///
/// Plain value type, not thread-safe; copy it to fork a stream.
class RetailRandom final {
public:
    static constexpr qint32 Modulus1 = 2147483563;
    static constexpr qint32 Modulus2 = 2147483399;
    static constexpr qint32 MaxState = Modulus1 - 1;       ///< iy ∈ [1, MaxState]
    static constexpr double Scale = 4.656613057391769e-10; ///< 1 / Modulus1
    static constexpr double MaxOutput = 0.99999988;

    /// Seeded with 1 (what Seed(0) also gives).
    RetailRandom() { seed(1); }
    explicit RetailRandom(quint32 seed) { this->seed(seed); }

    /// Random::Seed: seed 0 becomes 1; stream 2 starts at the seed; stream 1 runs 40 steps from
    /// the seed (8 warm-up, then 32 filling the table from the top). Seeds above 0x7FFFFFFF are
    /// taken modulo 2^31 (the client's seed is a signed int; negative seeds are not modelled).
    void seed(quint32 seed);

    /// Advances and returns the new integer output iy ∈ [1, 2147483562].
    qint32 nextState() {
        m_s1 = lehmer<40014, 53668, 12211, Modulus1>(m_s1);
        m_s2 = lehmer<40692, 52774, 3791, Modulus2>(m_s2);
        const int j = m_iy / 67108862;
        m_iy = m_table[static_cast<std::size_t>(j)] - m_s2;
        m_table[static_cast<std::size_t>(j)] = m_s1;
        if (m_iy < 1)
            m_iy += MaxState;
        return m_iy;
    }

    /// The last integer output (after seed(): the table's first entry, not yet an output).
    [[nodiscard]] qint32 lastState() const { return m_iy; }

    /// Random::rand(): the next value in (0, 0.99999988].
    double rand() { return toUnit(nextState()); }

    /// The double the client's rand() makes of an integer output.
    static double toUnit(qint32 iy) {
        const double r = static_cast<double>(iy) * Scale;
        return r > MaxOutput ? MaxOutput : r;
    }

    /// RollDice(float lo, float hi): lo when equal; swapped when hi < lo; else
    /// rand()·(hi − lo) + lo, evaluated in double precision.
    double rollDice(float lo, float hi);
    /// RollDice(int lo, int hi): lo + trunc(rand()·(hi − lo + 1)) after the same swap.
    int rollDice(int lo, int hi);

    friend bool operator==(const RetailRandom&, const RetailRandom&) = default;

private:
    template <qint32 A, qint32 Q, qint32 R, qint32 M> static qint32 lehmer(qint32 s) {
        // Schrage's method: A·s mod M without overflowing 32 bits.
        const qint32 k = s / Q;
        s = A * (s - k * Q) - k * R;
        return s < 0 ? s + M : s;
    }

    qint32 m_s1 = 1;
    qint32 m_s2 = 1;
    qint32 m_iy = 0;
    std::array<qint32, 32> m_table{};
};

} // namespace soundstage
