#include "core/retail/rational.h"

#include <QtGlobal>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {
// Binary gcd: reports over thousands of tables reduce many fractions, and division is slow.
quint64 gcd64(quint64 a, quint64 b) {
    if (a == 0)
        return b;
    if (b == 0)
        return a;
    const int shift = __builtin_ctzll(a | b);
    a >>= __builtin_ctzll(a);
    do {
        b >>= __builtin_ctzll(b);
        if (a > b) {
            const quint64 t = a;
            a = b;
            b = t;
        }
        b -= a;
    } while (b != 0);
    return a << shift;
}

Int128 gcd128(Int128 a, Int128 b) {
    if (a < 0)
        a = -a;
    if (b < 0)
        b = -b;
    constexpr Int128 fits = static_cast<Int128>(1) << 64;
    if (a < fits && b < fits)
        return gcd64(static_cast<quint64>(a), static_cast<quint64>(b));
    while (b != 0) {
        const Int128 t = a % b;
        a = b;
        b = t;
    }
    return a;
}
} // namespace

Rational::Rational(qint64 numerator, qint64 denominator) {
    *this = reduce(numerator, denominator);
}

Rational Rational::reduce(Int128 n, Int128 d) {
    Q_ASSERT(d != 0);
    const std::optional<Rational> r = checked(n, d);
    Q_ASSERT(r); // the retail model's fractions always fit (see the class comment)
    return r.value_or(Rational());
}

Rational Rational::reduce64(Int128 n, Int128 d) {
    // 64-bit path: 128-bit division is a slow library call
    const bool negative = n < 0;
    auto un = static_cast<quint64>(negative ? -n : n);
    auto ud = static_cast<quint64>(d);
    const quint64 g = gcd64(un, ud);
    if (g > 1) {
        un /= g;
        ud /= g;
    }
    Rational r;
    r.m_num = negative ? -static_cast<qint64>(un) : static_cast<qint64>(un);
    r.m_den = un == 0 ? 1 : static_cast<qint64>(ud);
    return r;
}

std::optional<Rational> Rational::checked(Int128 n, Int128 d) {
    if (d == 0)
        return std::nullopt;
    if (d < 0) {
        n = -n;
        d = -d;
    }
    // The common case: reports reduce millions of fractions within 64 bits.
    constexpr Int128 fits = static_cast<Int128>(1) << 63;
    if ((n < 0 ? -n : n) < fits && d < fits)
        return reduce64(n, d);
    const Int128 g = gcd128(n, d);
    if (g > 1) {
        n /= g;
        d /= g;
    }
    if (n == 0)
        d = 1;
    constexpr Int128 limit = std::numeric_limits<qint64>::max();
    if (n > limit || -n > limit || d > limit)
        return std::nullopt;
    Rational r;
    r.m_num = static_cast<qint64>(n);
    r.m_den = static_cast<qint64>(d);
    return r;
}

// Products of two 64-bit values fit 127 bits, and a sum of two such products 128: no overflow
// before checked() decides whether the reduced result fits.
std::optional<Rational> Rational::checkedSum(const Rational& a, const Rational& b) {
    return checked(static_cast<Int128>(a.m_num) * b.m_den + static_cast<Int128>(b.m_num) * a.m_den,
                   static_cast<Int128>(a.m_den) * b.m_den);
}

std::optional<Rational> Rational::checkedDifference(const Rational& a, const Rational& b) {
    return checked(static_cast<Int128>(a.m_num) * b.m_den - static_cast<Int128>(b.m_num) * a.m_den,
                   static_cast<Int128>(a.m_den) * b.m_den);
}

std::optional<Rational> Rational::checkedProduct(const Rational& a, const Rational& b) {
    return checked(static_cast<Int128>(a.m_num) * b.m_num, static_cast<Int128>(a.m_den) * b.m_den);
}

Rational Rational::overPowerOfTwo(qint64 n, int exponent) {
    Rational r;
    if (n == 0)
        return r;
    const quint64 magnitude = n < 0 ? 0 - static_cast<quint64>(n) : static_cast<quint64>(n);
    const int shift = std::min(__builtin_ctzll(magnitude), exponent);
    r.m_num = n / (qint64(1) << shift);
    r.m_den = qint64(1) << (exponent - shift);
    return r;
}

QString Rational::toString() const {
    return QString::number(m_num) + u'/' + QString::number(m_den);
}

Rational operator+(const Rational& a, const Rational& b) {
    // An integer plus a reduced fraction is already reduced: gcd(k·d + n, d) = gcd(n, d) = 1.
    if (a.m_den == 1 || b.m_den == 1) {
        const Rational& f = a.m_den == 1 ? b : a;
        const Rational& k = a.m_den == 1 ? a : b;
        Rational r;
        r.m_num = k.m_num * f.m_den + f.m_num;
        r.m_den = r.m_num == 0 ? 1 : f.m_den;
        return r;
    }
    if (a.m_den == b.m_den)
        return Rational::reduce(static_cast<Int128>(a.m_num) + b.m_num, a.m_den);
    // Over the least common denominator: the model's fractions all divide 2147483562·32768, so
    // this stays within 64 bits where the plain cross product would not.
    const auto g =
        static_cast<qint64>(gcd64(static_cast<quint64>(a.m_den), static_cast<quint64>(b.m_den)));
    const Int128 den = static_cast<Int128>(a.m_den / g) * b.m_den;
    return Rational::reduce(static_cast<Int128>(a.m_num) * (b.m_den / g) +
                                static_cast<Int128>(b.m_num) * (a.m_den / g),
                            den);
    return Rational::reduce(static_cast<Int128>(a.m_num) * b.m_den +
                                static_cast<Int128>(b.m_num) * a.m_den,
                            static_cast<Int128>(a.m_den) * b.m_den);
}

Rational operator-(const Rational& a, const Rational& b) {
    return a + Rational(-b.m_num, b.m_den);
}

Rational operator*(const Rational& a, const Rational& b) {
    if (a.m_num == 0 || b.m_num == 0)
        return Rational();
    if (a.m_den == 1 && a.m_num == 1)
        return b;
    if (b.m_den == 1 && b.m_num == 1)
        return a;
    return Rational::reduce(static_cast<Int128>(a.m_num) * b.m_num,
                            static_cast<Int128>(a.m_den) * b.m_den);
}

bool operator<(const Rational& a, const Rational& b) {
    return static_cast<Int128>(a.m_num) * b.m_den < static_cast<Int128>(b.m_num) * a.m_den;
}

} // namespace soundstage
