#include "core/override/overridechances.h"

#include "core/retail/playgate.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

namespace soundstage {

namespace {

/// The value of `value`'s shortest decimal text as a fraction: 0.25 → 1/4. Nothing for
/// negative or non-finite values and for decimals too long for 64 bits.
std::optional<Rational> decimal(double value) {
    if (!(value >= 0) || !std::isfinite(value))
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
    Int128 numerator = std::stoll(digits);
    Int128 denominator = 1;
    constexpr Int128 limit = static_cast<Int128>(1) << 100; // far above 64 bits, far below 128
    for (; exponent > 0; --exponent) {
        numerator *= 10;
        if (numerator > limit)
            return std::nullopt;
    }
    for (; exponent < 0; ++exponent) {
        denominator *= 10;
        if (denominator > limit)
            return std::nullopt;
    }
    return Rational::checked(numerator, denominator);
}

std::optional<Rational> times(const std::optional<Rational>& a, const std::optional<Rational>& b) {
    return a && b ? Rational::checkedProduct(*a, *b) : std::nullopt;
}

std::optional<Rational> plus(const std::optional<Rational>& a, const std::optional<Rational>& b) {
    return a && b ? Rational::checkedSum(*a, *b) : std::nullopt;
}

void mark(VariantOutcome& v, Verdict verdict) {
    v.verdicts |= static_cast<quint32>(verdict);
}

} // namespace

EventOutcome OverrideChances::compute(const OverrideEntry& entry, OverrideFile::PickMode mode,
                                      FpuModel model) {
    EventOutcome result;
    result.model = model;
    result.statedPick = true;
    result.exactStatedSilence = Rational::fromInt(1);
    const size_t n = entry.alternatives.size();
    if (n == 0)
        return result;
    result.variants.resize(n);
    result.stated.resize(n);

    double weightSum = 0;
    std::optional<Rational> exactWeightSum = Rational();
    if (mode == OverrideFile::PickMode::Weighted) {
        for (const OverrideAlternative& a : entry.alternatives) {
            const double weight = std::max(0.0, a.probability);
            weightSum += weight;
            exactWeightSum = plus(exactWeightSum, decimal(weight));
        }
    }

    std::optional<Rational> played = Rational();
    double playedSum = 0;
    const auto count = static_cast<qint64>(n);
    for (size_t i = 0; i < n; ++i) {
        const OverrideAlternative& a = entry.alternatives[i];
        VariantOutcome& v = result.variants[i];
        StatedChance& out = result.stated[i];
        v.index = static_cast<int>(i);
        v.variant.wave = a.isWave() ? a.wave : 0;
        v.variant.probability = static_cast<float>(a.probability);
        v.variant.volume = static_cast<float>(a.volume);
        v.gateCount = PlayGate::count(static_cast<float>(a.probability), model);
        const double p = std::clamp(a.probability, 0.0, 1.0);
        bool neverChosen = false;
        switch (mode) {
        case OverrideFile::PickMode::Uniform:
            out.pick = 1.0 / static_cast<double>(n);
            out.gate = p;
            out.exact = times(decimal(p), Rational(1, count));
            break;
        case OverrideFile::PickMode::Retail: {
            neverChosen = n >= 2 && i == n - 1;
            const qint64 choices = n >= 2 ? count - 1 : 1;
            out.pick = neverChosen ? 0.0 : 1.0 / static_cast<double>(choices);
            out.gate = static_cast<double>(v.gateCount) / PlayGate::Outcomes;
            out.exact = neverChosen ? Rational()
                                    : Rational::checked(v.gateCount, static_cast<Int128>(choices) *
                                                                         PlayGate::Outcomes);
            break;
        }
        case OverrideFile::PickMode::Weighted: {
            out.pick = weightSum > 0 ? std::max(0.0, a.probability) / weightSum : 0.0;
            out.gate = 1;
            const auto w = decimal(std::max(0.0, a.probability));
            if (exactWeightSum && w && !exactWeightSum->isZero()) {
                out.exact =
                    times(w, Rational(exactWeightSum->denominator(), exactWeightSum->numerator()));
            } else if (weightSum == 0) {
                out.exact = Rational();
            }
            break;
        }
        }
        out.chance = out.pick * out.gate;
        const bool gatedOff =
            out.gate <= 0 || (mode == OverrideFile::PickMode::Weighted && out.pick <= 0);
        const bool silent = a.isWave() && a.wave == 0;
        if (neverChosen)
            mark(v, Verdict::NeverChosen);
        else if (gatedOff)
            mark(v, Verdict::GatedOff);
        else if (silent)
            mark(v, Verdict::SilentRecord);
        // A silent alternative is chosen, but its share is the event's silence.
        if (!silent) {
            playedSum += out.chance;
            played = plus(played, out.exact);
        }
    }
    result.statedSilence = std::max(0.0, 1.0 - playedSum);
    result.exactStatedSilence = played && !(Rational::fromInt(1) < *played)
                                    ? Rational::checkedDifference(Rational::fromInt(1), *played)
                                    : std::nullopt;
    if (result.exactStatedSilence)
        result.statedSilence = result.exactStatedSilence->toDouble();
    return result;
}

} // namespace soundstage
