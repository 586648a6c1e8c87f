#include "core/retail/chisquare.h"

#include <cmath>

namespace soundstage {

double ChiSquare::regularizedGammaP(double a, double x) {
    if (x <= 0.0)
        return 0.0;
    const double logPrefix = a * std::log(x) - x - std::lgamma(a);
    if (x < a + 1.0) {
        // series
        double term = 1.0 / a;
        double sum = term;
        for (int n = 1; n < 10000; ++n) {
            term *= x / (a + n);
            sum += term;
            if (std::fabs(term) < std::fabs(sum) * 1e-16)
                break;
        }
        return sum * std::exp(logPrefix);
    }
    // continued fraction for Q (modified Lentz)
    constexpr double tiny = 1e-300;
    double b = x + 1.0 - a;
    double c = 1.0 / tiny;
    double d = 1.0 / b;
    double h = d;
    for (int i = 1; i < 10000; ++i) {
        const double an = -i * (i - a);
        b += 2.0;
        d = an * d + b;
        if (std::fabs(d) < tiny)
            d = tiny;
        c = b + an / c;
        if (std::fabs(c) < tiny)
            c = tiny;
        d = 1.0 / d;
        const double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1.0) < 1e-16)
            break;
    }
    return 1.0 - std::exp(logPrefix) * h;
}

double ChiSquare::survival(double x, int degreesOfFreedom) {
    if (degreesOfFreedom <= 0)
        return x > 0.0 ? 0.0 : 1.0;
    return 1.0 - regularizedGammaP(degreesOfFreedom / 2.0, x / 2.0);
}

double ChiSquare::quantile(double level, int degreesOfFreedom) {
    if (degreesOfFreedom <= 0)
        return 0.0;
    const double k = degreesOfFreedom;
    double lo = 0.0;
    double hi = k + 10.0 * std::sqrt(2.0 * k) + 50.0;
    while (regularizedGammaP(k / 2.0, hi / 2.0) < level)
        hi *= 2.0;
    for (int i = 0; i < 200 && hi - lo > 1e-10 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        if (regularizedGammaP(k / 2.0, mid / 2.0) < level)
            lo = mid;
        else
            hi = mid;
    }
    return 0.5 * (lo + hi);
}

ChiSquareFit ChiSquareFit::compute(std::span<const qint64> observed,
                                   std::span<const double> probability, double level) {
    ChiSquareFit fit;
    fit.level = level;
    double total = 0.0;
    for (const qint64 o : observed)
        total += static_cast<double>(o);
    int categories = 0;
    for (std::size_t i = 0; i < observed.size() && i < probability.size(); ++i) {
        const double expected = probability[i] * total;
        if (probability[i] <= 0.0) {
            if (observed[i] > 0)
                fit.impossibleObserved = true;
            continue;
        }
        ++categories;
        const double diff = static_cast<double>(observed[i]) - expected;
        fit.statistic += diff * diff / expected;
    }
    fit.degreesOfFreedom = categories > 0 ? categories - 1 : 0;
    fit.critical = ChiSquare::quantile(level, fit.degreesOfFreedom);
    fit.pValue =
        fit.impossibleObserved ? 0.0 : ChiSquare::survival(fit.statistic, fit.degreesOfFreedom);
    return fit;
}

} // namespace soundstage
