#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace soundstage {

/// 128-bit intermediate for exact products (a GCC/Clang extension).
__extension__ typedef __int128 Int128;

/// An exact non-negative-denominator fraction in lowest terms, for the retail model's chances.
///
/// Numerator and denominator are 64-bit; products and sums are formed in 128 bits and reduced
/// by their gcd. Every chance the retail model forms (pick counts over 2147483562 times gate
/// counts over 32768, and sums of those) fits. Results that would not fit after reduction are a
/// programming error (Q_ASSERT); they do not occur for the model's inputs.
class Rational final {
public:
    constexpr Rational() = default;
    /// n/d, reduced. d must not be 0.
    Rational(qint64 numerator, qint64 denominator);
    static Rational fromInt(qint64 n) {
        Rational r;
        r.m_num = n;
        return r;
    }
    /// n / 2^exponent (0 ≤ exponent ≤ 62), reduced by shifting instead of a gcd.
    static Rational overPowerOfTwo(qint64 n, int exponent);

    [[nodiscard]] qint64 numerator() const { return m_num; }
    [[nodiscard]] qint64 denominator() const { return m_den; }
    [[nodiscard]] double toDouble() const {
        return static_cast<double>(m_num) / static_cast<double>(m_den);
    }
    [[nodiscard]] bool isZero() const { return m_num == 0; }
    /// "n/d" (always with the slash: "0/1", "1/1").
    [[nodiscard]] QString toString() const;

    /// n/d reduced, or nothing when d is 0 or the reduced fraction does not fit 64 bits. For
    /// fractions the retail model does not bound (an override file's decimal probabilities).
    [[nodiscard]] static std::optional<Rational> checked(Int128 n, Int128 d);
    /// a + b, a − b, a · b, or nothing when the result does not fit (see checked()).
    [[nodiscard]] static std::optional<Rational> checkedSum(const Rational& a, const Rational& b);
    [[nodiscard]] static std::optional<Rational> checkedDifference(const Rational& a,
                                                                   const Rational& b);
    [[nodiscard]] static std::optional<Rational> checkedProduct(const Rational& a,
                                                                const Rational& b);

    friend Rational operator+(const Rational& a, const Rational& b);
    friend Rational operator-(const Rational& a, const Rational& b);
    friend Rational operator*(const Rational& a, const Rational& b);
    friend bool operator==(const Rational&, const Rational&) = default;
    friend bool operator<(const Rational& a, const Rational& b);

private:
    static Rational reduce(Int128 n, Int128 d);
    /// reduce() for d > 0 and |n|, d < 2^63.
    static Rational reduce64(Int128 n, Int128 d);

    qint64 m_num = 0;
    qint64 m_den = 1;
};

} // namespace soundstage
