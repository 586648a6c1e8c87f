#include "core/override/overridechances.h"

#include "core/retail/playgate.h"

#include <algorithm>
#include <charconv>
#include <numeric>
#include <string>

namespace soundstage {

namespace {

using Fraction = OverrideChances::Fraction;
using Verdict = OverrideChances::Verdict;

// Every value crt_rand() can return (core/retail/README.md §3).
constexpr quint32 gateValues = PlayGate::Outcomes;

std::optional<quint64> multiply(quint64 a, quint64 b) {
    quint64 product = 0;
    if (__builtin_mul_overflow(a, b, &product))
        return std::nullopt;
    return product;
}

std::optional<Fraction> reduced(quint64 numerator, quint64 denominator) {
    if (denominator == 0)
        return std::nullopt;
    const quint64 divisor = std::gcd(numerator, denominator);
    return Fraction{numerator / divisor, denominator / divisor};
}

std::optional<Fraction> subtract(Fraction a, Fraction b) {
    const quint64 divisor = std::gcd(a.denominator, b.denominator);
    const auto denominator = multiply(a.denominator / divisor, b.denominator);
    const auto left = multiply(a.numerator, b.denominator / divisor);
    const auto right = multiply(b.numerator, a.denominator / divisor);
    if (!denominator || !left || !right || *left < *right)
        return std::nullopt;
    return reduced(*left - *right, *denominator);
}

std::optional<Fraction> add(Fraction a, Fraction b) {
    const quint64 divisor = std::gcd(a.denominator, b.denominator);
    const auto denominator = multiply(a.denominator / divisor, b.denominator);
    const auto left = multiply(a.numerator, b.denominator / divisor);
    const auto right = multiply(b.numerator, a.denominator / divisor);
    quint64 sum = 0;
    if (!denominator || !left || !right || __builtin_add_overflow(*left, *right, &sum))
        return std::nullopt;
    return reduced(sum, *denominator);
}

/// The value of `value`'s shortest decimal text as a fraction: 0.25 → 1/4.
std::optional<Fraction> decimal(double value) {
    if (!(value >= 0))
        return std::nullopt;
    char buffer[64];
    const auto [end, ec] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
    if (ec != std::errc())
        return std::nullopt;
    // d.ddddde±XX
    const std::string text(buffer, end);
    const auto e = text.find('e');
    std::string digits;
    for (size_t i = 0; i < e; ++i) {
        if (text[i] != '.')
            digits += text[i];
    }
    int exponent = std::stoi(text.substr(e + 1)) - (static_cast<int>(digits.size()) - 1);
    if (digits.size() > 18)
        return std::nullopt;
    quint64 numerator = std::stoull(digits);
    quint64 denominator = 1;
    for (; exponent > 0; --exponent) {
        const auto next = multiply(numerator, 10);
        if (!next)
            return std::nullopt;
        numerator = *next;
    }
    for (; exponent < 0; ++exponent) {
        const auto next = multiply(denominator, 10);
        if (!next)
            return std::nullopt;
        denominator = *next;
    }
    return reduced(numerator, denominator);
}

std::optional<Fraction> times(std::optional<Fraction> a, Fraction b) {
    if (!a)
        return std::nullopt;
    const quint64 g1 = std::gcd(a->numerator, b.denominator);
    const quint64 g2 = std::gcd(b.numerator, a->denominator);
    const auto numerator = multiply(a->numerator / g1, b.numerator / g2);
    const auto denominator = multiply(a->denominator / g2, b.denominator / g1);
    if (!numerator || !denominator)
        return std::nullopt;
    return reduced(*numerator, *denominator);
}

} // namespace

quint32 OverrideChances::retailGateCount(float probability, GateModel gate) {
    // The client's gate lives in core/retail (PlayGate); the override module only names it.
    return static_cast<quint32>(PlayGate::count(
        probability, gate == GateModel::Single ? FpuModel::Single : FpuModel::Double));
}

OverrideChances::Entry OverrideChances::compute(const OverrideEntry& entry,
                                                OverrideFile::PickMode mode, GateModel gate) {
    Entry result;
    const size_t n = entry.alternatives.size();
    result.exactSilence = Fraction{1, 1};
    if (n == 0)
        return result;
    result.alternatives.resize(n);

    double weightSum = 0;
    std::optional<Fraction> exactWeightSum = Fraction{0, 1};
    if (mode == OverrideFile::PickMode::Weighted) {
        for (const OverrideAlternative& a : entry.alternatives) {
            const double weight = std::max(0.0, a.probability);
            weightSum += weight;
            const auto w = decimal(weight);
            exactWeightSum = (exactWeightSum && w) ? add(*exactWeightSum, *w) : std::nullopt;
        }
    }

    std::optional<Fraction> played = Fraction{0, 1};
    double playedSum = 0;
    for (size_t i = 0; i < n; ++i) {
        const OverrideAlternative& a = entry.alternatives[i];
        Alternative& out = result.alternatives[i];
        const double p = std::clamp(a.probability, 0.0, 1.0);
        switch (mode) {
        case OverrideFile::PickMode::Uniform:
            out.pick = 1.0 / static_cast<double>(n);
            out.gate = p;
            out.exact = times(decimal(p), Fraction{1, n});
            break;
        case OverrideFile::PickMode::Retail: {
            const bool neverChosen = n >= 2 && i == n - 1;
            const quint64 choices = n >= 2 ? n - 1 : 1;
            out.pick = neverChosen ? 0.0 : 1.0 / static_cast<double>(choices);
            const quint32 count = retailGateCount(static_cast<float>(a.probability), gate);
            out.gate = static_cast<double>(count) / gateValues;
            out.exact = neverChosen ? Fraction{0, 1} : reduced(count, choices * gateValues);
            if (neverChosen)
                out.verdict = Verdict::NeverChosen;
            break;
        }
        case OverrideFile::PickMode::Weighted: {
            out.pick = weightSum > 0 ? std::max(0.0, a.probability) / weightSum : 0.0;
            out.gate = 1;
            const auto w = decimal(std::max(0.0, a.probability));
            if (exactWeightSum && w && exactWeightSum->numerator > 0) {
                out.exact =
                    times(*w, Fraction{exactWeightSum->denominator, exactWeightSum->numerator});
            } else if (weightSum == 0) {
                out.exact = Fraction{0, 1};
            }
            break;
        }
        }
        out.chance = out.pick * out.gate;
        if (out.verdict == Verdict::Plays && out.gate <= 0)
            out.verdict = Verdict::GatedOff;
        if (out.verdict == Verdict::Plays && mode == OverrideFile::PickMode::Weighted &&
            out.pick <= 0)
            out.verdict = Verdict::GatedOff;
        const bool silent = a.isWave() && a.wave == 0;
        if (silent && out.verdict == Verdict::Plays)
            out.verdict = Verdict::SilentRecord;
        if (!silent) {
            playedSum += out.chance;
            played = (played && out.exact) ? add(*played, *out.exact) : std::nullopt;
        }
    }
    result.silence = std::max(0.0, 1.0 - playedSum);
    result.exactSilence = played ? subtract(Fraction{1, 1}, *played) : std::nullopt;
    if (result.exactSilence)
        result.silence = result.exactSilence->toDouble();
    return result;
}

} // namespace soundstage
