#pragma once

#include "core/retail/eventoutcome.h"
#include "core/retail/rational.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace soundstage {

/// Words for people about odds: percentages and the explanation of one record's part in an
/// event. Verdict flags become words in verdictLabels() (eventoutcome.h) only. Translated
/// (context soundstage::OddsText); any thread.
class OddsText final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OddsText)

public:
    OddsText() = delete;

    /// A sentence or two explaining what a user hears from record `index` of `outcome` and why,
    /// in the client's terms (its pick and gate). `index` must be valid.
    [[nodiscard]] static QString explain(const EventOutcome& outcome, std::size_t index);
    /// "12.5 %" in the user's locale (QLocale(): "12,5 %" in German): one or two decimals, more
    /// only where a chance just below 100 % would otherwise read 100 %; three significant
    /// digits under 0.01 %; "< 0.001 %" for a real chance smaller than that (give the exact
    /// fraction beside it, exactText()). Without `exact`, a value below 1e-12 is the round-off
    /// of a sum (1 − Σ of doubles), not a chance, and reads "0 %"; with it, only a zero does.
    [[nodiscard]] static QString percent(double chance, const std::optional<Rational>& exact = {});
    /// "exactly 1/3,276,800" (reduced, locale digits).
    [[nodiscard]] static QString exactText(const Rational& chance);
    /// Whether percent() shows `chance` as "< 0.001 %" (so its exact value is worth a tooltip).
    [[nodiscard]] static bool isTiny(double chance, const std::optional<Rational>& exact = {});
};

} // namespace soundstage
