#pragma once

#include <QtGlobal>

#include <span>

namespace soundstage {

/// Pearson's chi-square goodness of fit of observed counts against exact probabilities.
struct ChiSquareFit {
    double statistic = 0.0;
    int degreesOfFreedom = 0; ///< categories with a positive expected count, minus one
    double critical = 0.0;    ///< the chi-square quantile at `level` for those degrees
    double level = 0.999;
    double pValue = 1.0; ///< P(χ² ≥ statistic) under the exact distribution
    /// A category with expected probability 0 was observed: the model is plainly wrong.
    bool impossibleObserved = false;

    /// statistic ≤ critical and nothing impossible was observed.
    [[nodiscard]] bool consistent() const { return !impossibleObserved && statistic <= critical; }

    /// observed[i] against probability[i] (same length; probabilities summing to 1) for a total
    /// of Σ observed draws. Categories with probability 0 contribute no degree of freedom.
    [[nodiscard]] static ChiSquareFit compute(std::span<const qint64> observed,
                                              std::span<const double> probability,
                                              double level = 0.999);
};

namespace ChiSquare {
/// Regularized lower incomplete gamma P(a, x) (a > 0, x ≥ 0).
[[nodiscard]] double regularizedGammaP(double a, double x);
/// P(χ²_k ≥ x).
[[nodiscard]] double survival(double x, int degreesOfFreedom);
/// The x with P(χ²_k ≤ x) = level (bisection on the exact CDF, to 1e-10 relative), k ≥ 1.
[[nodiscard]] double quantile(double level, int degreesOfFreedom);
} // namespace ChiSquare

} // namespace soundstage
