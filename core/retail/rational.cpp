#include "core/retail/rational.h"

#include <QtGlobal>

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
    if (d < 0) {
        n = -n;
        d = -d;
    }
    const Int128 g = gcd128(n, d);
    if (g > 1) {
        n /= g;
        d /= g;
    }
    if (n == 0)
        d = 1;
    constexpr Int128 limit = std::numeric_limits<qint64>::max();
    Q_ASSERT(n <= limit && -n <= limit && d <= limit);
    Rational r;
    r.m_num = static_cast<qint64>(n);
    r.m_den = static_cast<qint64>(d);
    return r;
}

QString Rational::toString() const {
    return QString::number(m_num) + u'/' + QString::number(m_den);
}

Rational operator+(const Rational& a, const Rational& b) {
    if (a.m_den == b.m_den)
        return Rational::reduce(static_cast<Int128>(a.m_num) + b.m_num, a.m_den);
    return Rational::reduce(static_cast<Int128>(a.m_num) * b.m_den +
                                static_cast<Int128>(b.m_num) * a.m_den,
                            static_cast<Int128>(a.m_den) * b.m_den);
}

Rational operator-(const Rational& a, const Rational& b) {
    return a + Rational(-b.m_num, b.m_den);
}

Rational operator*(const Rational& a, const Rational& b) {
    return Rational::reduce(static_cast<Int128>(a.m_num) * b.m_num,
                            static_cast<Int128>(a.m_den) * b.m_den);
}

bool operator<(const Rational& a, const Rational& b) {
    return static_cast<Int128>(a.m_num) * b.m_den < static_cast<Int128>(b.m_num) * a.m_den;
}

} // namespace soundstage
