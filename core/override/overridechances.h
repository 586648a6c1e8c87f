#pragma once

#include "core/override/overridefile.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/fpumodel.h"

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

    /// The outcome of one event of `entry` under `mode`, with the retail gate formed as `model`
    /// rounds it: `stated` holds the chances (EventOutcome::statedPick), the verdicts say which
    /// alternatives never sound — at most one of NeverChosen (retail: the last of N ≥ 2),
    /// GatedOff (probability ≤ 0, or weight 0) and SilentRecord (wave 0x0) each — and each
    /// VariantOutcome's gateCount is the client's gate count of its probability under `model`.
    /// `variants` of the outcome are the alternatives as records (wave 0 for a local file).
    /// Pure; any thread.
    [[nodiscard]] static EventOutcome compute(const OverrideEntry& entry,
                                              OverrideFile::PickMode mode,
                                              FpuModel model = FpuModel::Single);
};

} // namespace soundstage
