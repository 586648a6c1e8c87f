#pragma once

#include "core/common/progresssink.h"
#include "core/records/soundtable.h"
#include "core/retail/eventoutcome.h"

#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace soundstage {

/// One list's outcome in a reachability report: the client's pick, by EventOutcome's rules and
/// with its VariantOutcome records, but viewed in the report's storage instead of owned, so a
/// report over thousands of tables allocates once rather than once per list.
/// (EventOutcome::compute over the same list gives the same records and counts.)
struct ReachOutcome {
    /// The list's records, in the ReachReport's storage: valid while that report lives.
    std::span<const VariantOutcome> variants;
    qint64 heardCount = 0; ///< Σ playCount, of VariantOutcome::PlayOutcomes

    /// 1 − Σ play, reduced.
    [[nodiscard]] Rational silence() const { return EventOutcome::silenceOf(heardCount); }
    /// Σ play, reduced.
    [[nodiscard]] Rational heard() const { return EventOutcome::heardOf(heardCount); }
};

/// The retail-safe fix of one list in a report, formed on demand: the list's records with a copy
/// of its last record appended. Empty when nothing is suggested. Its interface is the one of the
/// std::optional<std::vector<SoundVariant>> it stands for, so a report keeps no list per
/// suggestion (and its sounds need no destructor).
struct ReachSuggestion {
    /// The list's records, in the ReachReport's storage; empty when nothing is suggested.
    std::span<const VariantOutcome> list;

    [[nodiscard]] bool has_value() const { return !list.empty(); }
    explicit operator bool() const { return has_value(); }
    /// The suggested list (allocates; call only when has_value()).
    [[nodiscard]] std::vector<SoundVariant> operator*() const;
    /// The suggested list's length and the record appended, without forming the list.
    [[nodiscard]] std::size_t size() const { return list.size() + 1; }
    [[nodiscard]] const SoundVariant& appended() const { return list.back().variant; }
};

/// One sound type of a table in a reachability report.
struct SoundReach {
    quint32 soundType = 0;
    /// True for a second (third…) child with a sound type already present: the client never
    /// inserts it, so none of its records is ever heard (each carries ShadowedSoundType).
    bool shadowed = false;
    /// Records of this list that can never be heard (see Reachability::isUnheard).
    int unheard = 0;
    ReachOutcome outcome;
    /// The retail-safe fix, not applied: the list with a copy of its last record appended, so the
    /// formerly-last record becomes choosable and every original record gets 1/N. Present only
    /// when N ≥ 2 and the last record's wave is heard through no other record.
    ReachSuggestion suggestion;
};

struct TableReach {
    quint32 tableId = 0;
    /// In the table's child order; in the ReachReport's storage (valid while it lives).
    std::span<const SoundReach> sounds;
    int variants = 0;
    int unheard = 0;
};

/// Reachability of every record of one table or many: what the retail client can ever play.
///
/// The report owns the storage its TableReach and SoundReach views point into: it moves (the
/// views stay valid) but does not copy.
struct ReachReport {
    FpuModel model = FpuModel::Single;
    std::vector<TableReach> tables;
    int variants = 0;                    ///< records looked at (root records are not counted)
    int unheard = 0;                     ///< records that can never be heard
    std::vector<quint32> affectedTables; ///< tables with at least one unheard record, ascending
    /// True when `progress` was cancelled: the report then covers only the tables before it.
    bool cancelled = false;

    ReachReport() = default;
    ReachReport(ReachReport&&) noexcept = default;
    ReachReport& operator=(ReachReport&&) noexcept = default;
    ReachReport(const ReachReport&) = delete;
    ReachReport& operator=(const ReachReport&) = delete;
    ~ReachReport() = default;

    /// Builds the report. Tables are analysed in the order given; `waveExists` (optional) tells
    /// which wave ids the dat holds; `progress` (optional) counts tables. Pure; safe to call
    /// from any thread (`waveExists` is called on the calling thread, once per record with a
    /// non-zero wave, a table's records at a time before their outcomes, so that the lookups
    /// overlap). Cost: one pass of lookups per record (pick counts memoised per list length,
    /// gate counts per distinct probability); allocations per block of records, not per list
    /// (and per list longer than 16 records, whose duplicates are found by sorting).
    [[nodiscard]] static ReachReport analyse(std::span<const SoundTable> tables, FpuModel model,
                                             const WaveExists& waveExists = {},
                                             ProgressSink* progress = nullptr);

private:
    /// Frees a block of records allocated raw (records need no destructor).
    struct FreeRecords {
        void operator()(VariantOutcome* records) const;
    };

    std::vector<SoundReach> m_sounds; ///< every table's sounds, table after table
    /// Every list's records, list after list, in blocks that never move (RecordBlock records
    /// each, or one list's when longer).
    std::vector<std::unique_ptr<VariantOutcome[], FreeRecords>> m_recordBlocks;
};

namespace Reachability {
/// A record is unheard when its play chance is 0 (never chosen, gated off, silent record or
/// missing wave) and no other record of the same list that names the same non-zero wave is
/// heard. (A list already padded with a repeat of an earlier record is therefore fine.)
[[nodiscard]] bool isUnheard(std::span<const VariantOutcome> list, int index);
/// The same over an outcome; for one whose chances another pick rule states (statedPick: an
/// override file's list), by its play chances.
[[nodiscard]] bool isUnheard(const EventOutcome& outcome, int index);
/// Whether a list (its outcome) needs the "make every variant reachable" fix.
[[nodiscard]] bool needsSuggestion(std::span<const VariantOutcome> list);
/// The "make every variant reachable" list for `variants` (whose outcome is `list`), or nothing
/// when not needed.
[[nodiscard]] std::optional<std::vector<SoundVariant>>
suggestReachable(std::span<const SoundVariant> variants, std::span<const VariantOutcome> list);
[[nodiscard]] std::optional<std::vector<SoundVariant>>
suggestReachable(const std::vector<SoundVariant>& variants, const EventOutcome& outcome);
} // namespace Reachability

} // namespace soundstage
