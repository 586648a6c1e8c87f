#pragma once

#include "core/common/progresssink.h"
#include "core/records/soundtable.h"
#include "core/retail/eventoutcome.h"

#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace soundstage {

/// One sound type of a table in a reachability report.
struct SoundReach {
    quint32 soundType = 0;
    /// True for a second (third…) child with a sound type already present: the client never
    /// inserts it, so none of its records is ever heard (each carries ShadowedSoundType).
    bool shadowed = false;
    EventOutcome outcome;
    /// Records of this list that can never be heard (see Reachability::isUnheard).
    int unheard = 0;
    /// The retail-safe fix, not applied: the list with a copy of its last record appended, so the
    /// formerly-last record becomes choosable and every original record gets 1/N. Present only
    /// when N ≥ 2 and the last record's wave is heard through no other record.
    std::optional<std::vector<SoundVariant>> suggestion;
};

struct TableReach {
    quint32 tableId = 0;
    std::vector<SoundReach> sounds; ///< in the table's child order
    int variants = 0;
    int unheard = 0;
};

/// Reachability of every record of one table or many: what the retail client can ever play.
struct ReachReport {
    FpuModel model = FpuModel::Single;
    std::vector<TableReach> tables;
    int variants = 0;                    ///< records looked at (root records are not counted)
    int unheard = 0;                     ///< records that can never be heard
    std::vector<quint32> affectedTables; ///< tables with at least one unheard record, ascending
    /// True when `progress` was cancelled: the report then covers only the tables before it.
    bool cancelled = false;

    /// The outcome of one sound type (a table's consulted child) computed by another rule —
    /// an override file's list under its `!pick` mode — or nothing for the client's pick.
    using SoundOutcome =
        std::function<std::optional<EventOutcome>(quint32 table, const SoundTableNode& sound)>;

    /// Builds the report. Tables are analysed in the order given; `waveExists` (optional) tells
    /// which wave ids the dat holds; `progress` (optional) counts tables; `outcomeOf`
    /// (optional) replaces the outcome of the sound types it answers for (they get no
    /// suggestion). Pure; safe to call from any thread (the callbacks are called on the calling
    /// thread).
    [[nodiscard]] static ReachReport analyse(std::span<const SoundTable> tables, FpuModel model,
                                             const WaveExists& waveExists = {},
                                             ProgressSink* progress = nullptr,
                                             const SoundOutcome& outcomeOf = {});
};

namespace Reachability {
/// A record is unheard when its play chance is 0 (never chosen, gated off, silent record or
/// missing wave) and no other record of the same list that names the same non-zero wave is
/// heard. (A list already padded with a repeat of an earlier record is therefore fine.)
[[nodiscard]] bool isUnheard(const EventOutcome& outcome, int index);
/// The "make every variant reachable" list for `variants`, or nothing when not needed.
[[nodiscard]] std::optional<std::vector<SoundVariant>>
suggestReachable(const std::vector<SoundVariant>& variants, const EventOutcome& outcome);
} // namespace Reachability

} // namespace soundstage
