#pragma once

#include "core/records/soundtable.h"
#include "core/retail/eventoutcome.h"

#include <vector>

namespace soundstage {

// The verdicts that need no gate arithmetic, for marking many lists at once (the browser, the
// validator). Pure functions, thread-safe (`waveExists` is called on the calling thread).

/// True when a list of N ≥ 2 ends in a record that no earlier record repeats: the client never
/// plays it, and nothing else plays it in its place (the retail-safe fix repeats it at the end).
[[nodiscard]] bool lastVariantLost(const std::vector<SoundVariant>& variants);

/// The union of the cheap verdicts over every sound type of a table, as Verdict flags:
/// NeverChosen for a lost last variant (lastVariantLost()), SilentRecord, MissingWave.
[[nodiscard]] quint32 tableVerdictSummary(const SoundTable& table, const WaveExists& waveExists);

} // namespace soundstage
