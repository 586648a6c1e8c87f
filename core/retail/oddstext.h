#pragma once

#include "core/retail/eventoutcome.h"

#include <QCoreApplication>
#include <QString>

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
    /// "12.5 %", with more digits for tiny non-zero values.
    [[nodiscard]] static QString percent(double chance);
};

} // namespace soundstage
