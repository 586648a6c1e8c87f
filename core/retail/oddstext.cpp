#include "core/retail/oddstext.h"

#include <QLocale>
#include <QStringList>

#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

/// Below this, a chance without its exact value is the round-off of 1 − Σ (about 1e-16 per
/// term), not a chance: the override's stated chances, summed in doubles.
constexpr double RoundOff = 1e-12;
/// Below this share (0.001 %), percent() says "< 0.001 %".
constexpr double Tiny = 1e-5;

bool isZero(double chance, const std::optional<Rational>& exact) {
    return exact ? exact->numerator() == 0 : std::abs(chance) < RoundOff;
}

} // namespace

bool OddsText::isTiny(double chance, const std::optional<Rational>& exact) {
    return !isZero(chance, exact) && chance < Tiny;
}

QString OddsText::percent(double chance, const std::optional<Rational>& exact) {
    const QLocale locale;
    if (isZero(chance, exact))
        return tr("0 %");
    if (isTiny(chance, exact))
        return tr("< %1 %").arg(locale.toString(Tiny * 100.0, 'g', 1));
    const double p = chance * 100.0;
    if (p < 0.01)
        return tr("%1 %").arg(locale.toString(p, 'g', 3));
    // Enough decimals that a chance just below 100 % never shows as exactly 100 %.
    int decimals = p < 10.0 ? 2 : 1;
    while (decimals < 6 && p < 100.0 &&
           std::round(p * std::pow(10.0, decimals)) >= 100.0 * std::pow(10.0, decimals))
        ++decimals;
    return tr("%1 %").arg(locale.toString(p, 'f', decimals));
}

QString OddsText::exactText(const Rational& chance) {
    const QLocale locale;
    return tr("exactly %1/%2")
        .arg(locale.toString(chance.numerator()), locale.toString(chance.denominator()));
}

QString OddsText::explain(const EventOutcome& outcome, std::size_t index) {
    const VariantOutcome& v = outcome.variants[index];
    const int variantCount = static_cast<int>(outcome.variants.size());
    QStringList parts;
    if (v.has(Verdict::NeverChosen)) {
        parts << tr("Never chosen: the retail client picks among the first %1 of these %2 "
                    "variants only, so the last one is never played. \"Make every variant "
                    "reachable\" repeats it at the end.")
                     .arg(variantCount - 1)
                     .arg(variantCount);
    } else {
        parts << tr("Chosen in %1 of events.")
                     .arg(percent(outcome.pickChance(index), outcome.exactPick(index)));
    }
    if (v.has(Verdict::GatedOff))
        parts << tr("Gated off: a probability of 0 or less never passes the play gate.");
    else
        parts << tr("Once chosen, it passes the play gate %1 of the time (%2 of 32768 rolls).")
                     .arg(percent(outcome.gateChance(index), outcome.exactGate(index)))
                     .arg(v.gateCount);
    if (v.has(Verdict::SilentRecord))
        parts << tr("Silent record: wave 0 means choosing it plays nothing.");
    if (v.has(Verdict::MissingWave))
        parts << tr("Missing wave: the dat does not hold this wave, so nothing plays.");
    if (v.has(Verdict::DuplicateWave))
        parts << tr("Another variant of this sound names the same wave.");
    parts << tr("Heard in %1 of events.")
                 .arg(percent(outcome.playChance(index), outcome.exactPlay(index)));
    if (const auto exact = outcome.exactPlay(index);
        exact && isTiny(outcome.playChance(index), exact))
        parts << tr("(Heard %1.)").arg(exactText(*exact));
    return parts.join(u' ');
}

} // namespace soundstage
