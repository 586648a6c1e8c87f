#pragma once

#include "core/override/overridefile.h"

#include <optional>
#include <vector>

namespace soundstage {

/// The effective chance that each alternative of an override entry plays when its event fires,
/// under one of the file's `!pick` modes:
///
/// - uniform: each of N alternatives is chosen with 1/N, then plays with its probability;
/// - retail: the Asheron's Call client (core/retail/README.md §2–§4): index = trunc((N−1)·u) with
///   u ≤ 0.99999988, so with N ≥ 2 each of the first N−1 is chosen with 1/(N−1) and the last
///   never; then the gate `crt_rand()·c < p` over the 32768 values of crt_rand();
/// - weighted: chosen in proportion to probability (p_i / Σp), then always plays.
///
/// Chances are plain probabilities in 0..1. Exact fractions are given where they are cheap:
/// retail always; uniform and weighted when the probabilities are short decimals (their shortest
/// decimal text is taken as exact). A silent alternative (wave 0x0) counts as silence.
class OverrideChances final {
public:
    OverrideChances() = delete;

    /// How the x87 unit forms `crt_rand()·c` in the retail gate (core/retail/README.md §3a).
    enum class GateModel {
        Single, ///< product rounded to a 32-bit float (Direct3D's FPU mode; the default)
        Double, ///< product exact
    };

    /// A reduced fraction numerator/denominator (denominator > 0).
    struct Fraction {
        quint64 numerator = 0;
        quint64 denominator = 1;
        [[nodiscard]] double toDouble() const {
            return static_cast<double>(numerator) / static_cast<double>(denominator);
        }
        friend bool operator==(const Fraction&, const Fraction&) = default;
    };

    enum class Verdict {
        Plays,        ///< has a chance to be heard
        NeverChosen,  ///< retail: the last of N ≥ 2 alternatives
        GatedOff,     ///< probability ≤ 0 (or weight 0)
        SilentRecord, ///< wave 0x00000000: chosen, but plays silence
    };

    struct Alternative {
        double pick = 0;               ///< chance this alternative is chosen
        double gate = 0;               ///< chance it then plays
        double chance = 0;             ///< pick · gate
        std::optional<Fraction> exact; ///< `chance` as an exact fraction, when known
        Verdict verdict = Verdict::Plays;
    };

    struct Entry {
        std::vector<Alternative> alternatives; ///< in the entry's order
        double silence = 1;                    ///< chance nothing is heard
        std::optional<Fraction> exactSilence;
    };

    [[nodiscard]] static Entry compute(const OverrideEntry& entry, OverrideFile::PickMode mode,
                                       GateModel gate = GateModel::Single);

    /// The retail gate as a count: #{k in 0..32767 : k·c < p}; the gate chance is count/32768.
    [[nodiscard]] static quint32 retailGateCount(float probability,
                                                 GateModel gate = GateModel::Single);
};

} // namespace soundstage
