#include "core/retail/reachability.h"

#include "core/retail/variantpicker.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <type_traits>

namespace soundstage {

namespace {

// Lists up to this length find a record's heard twin pairwise; longer ones (editors allow
// thousands of records) look it up among the sorted waves of the heard records.
constexpr std::size_t SmallList = 16;
// Records per storage block of a report (40 KiB: written while it stays in cache).
constexpr std::size_t RecordBlock = 1024;

/// Reachability::needsSuggestion for a list of two or more, with whether its last record is
/// unheard already known.
bool suggestsFix(const VariantOutcome& last, bool lastUnheard) {
    // Gated-off, silent or missing records stay unheard when chosen: appending does not help.
    return last.has(Verdict::NeverChosen) && lastUnheard && !last.has(Verdict::GatedOff) &&
           !last.has(Verdict::SilentRecord) && !last.has(Verdict::MissingWave);
}

/// The records of a list that are unheard (Reachability::isUnheard), and whether its last one
/// is among them.
struct UnheardCount {
    int count = 0;
    bool last = false;
};

/// Counts the unheard records of `list`, with `heardWaves` as scratch.
UnheardCount countUnheard(std::span<const VariantOutcome> list, std::vector<quint32>& heardWaves) {
    UnheardCount unheard;
    if (list.size() <= SmallList) {
        for (const VariantOutcome& v : list) {
            // A heard record is never unheard, and one that shares its wave with no other record
            // (no DuplicateWave verdict) has no heard twin: only the rest needs the search.
            unheard.last = v.playCount() == 0 && (!v.has(Verdict::DuplicateWave) ||
                                                  Reachability::isUnheard(list, v.index));
            unheard.count += unheard.last ? 1 : 0;
        }
        return unheard;
    }
    heardWaves.clear();
    for (const VariantOutcome& v : list)
        if (v.playCount() != 0)
            heardWaves.push_back(v.variant.wave);
    std::ranges::sort(heardWaves);
    for (const VariantOutcome& v : list) {
        // a heard record has a wave the dat holds, so a silent or missing one has no heard twin
        unheard.last =
            v.playCount() == 0 && (v.variant.wave == 0 || v.has(Verdict::MissingWave) ||
                                   !std::ranges::binary_search(heardWaves, v.variant.wave));
        unheard.count += unheard.last ? 1 : 0;
    }
    return unheard;
}

/// Marks the sounds of one table whose key an earlier child already has.
void markShadowed(std::span<SoundReach> sounds,
                  std::vector<std::pair<quint32, std::size_t>>& keys) {
    // Tables list their sound types in ascending order as a rule: one pass proves there is no
    // repeat; otherwise sort instead of a quadratic search (tables have dozens of children).
    if (std::ranges::adjacent_find(sounds, std::greater_equal{}, &SoundReach::soundType) ==
        sounds.end())
        return;
    keys.clear();
    for (std::size_t c = 0; c < sounds.size(); ++c)
        keys.emplace_back(sounds[c].soundType, c);
    std::ranges::sort(keys);
    for (std::size_t k = 1; k < keys.size(); ++k)
        if (keys[k].first == keys[k - 1].first)
            sounds[keys[k].second].shadowed = true;
}

} // namespace

bool Reachability::isUnheard(std::span<const VariantOutcome> list, int index) {
    const VariantOutcome& v = list[static_cast<std::size_t>(index)];
    if (v.playCount() != 0)
        return false;
    if (v.variant.wave == 0 || v.has(Verdict::MissingWave))
        return true;
    return std::none_of(list.begin(), list.end(), [&](const VariantOutcome& o) {
        return o.index != index && o.variant.wave == v.variant.wave && o.playCount() != 0;
    });
}

bool Reachability::isUnheard(const EventOutcome& outcome, int index) {
    if (!outcome.statedPick)
        return isUnheard(std::span<const VariantOutcome>(outcome.variants), index);
    // A list picked by another rule (an override's) states its chances; its counts are the
    // client's gate only.
    const auto i = static_cast<std::size_t>(index);
    if (outcome.playChance(i) > 0)
        return false;
    const VariantOutcome& v = outcome.variants[i];
    if (v.variant.wave == 0 || v.has(Verdict::MissingWave))
        return true;
    for (std::size_t k = 0; k < outcome.variants.size(); ++k) {
        if (k != i && outcome.variants[k].variant.wave == v.variant.wave &&
            outcome.playChance(k) > 0)
            return false;
    }
    return true;
}

bool Reachability::needsSuggestion(std::span<const VariantOutcome> list) {
    return list.size() >= 2 &&
           suggestsFix(list.back(), isUnheard(list, static_cast<int>(list.size()) - 1));
}

std::optional<std::vector<SoundVariant>>
Reachability::suggestReachable(std::span<const SoundVariant> variants,
                               std::span<const VariantOutcome> list) {
    if (!needsSuggestion(list))
        return std::nullopt;
    std::vector<SoundVariant> fixed;
    fixed.reserve(variants.size() + 1);
    fixed.assign(variants.begin(), variants.end());
    fixed.push_back(variants.back());
    return fixed;
}

std::vector<SoundVariant> ReachSuggestion::operator*() const {
    std::vector<SoundVariant> fixed;
    fixed.reserve(size());
    for (const VariantOutcome& v : list)
        fixed.push_back(v.variant);
    fixed.push_back(appended());
    return fixed;
}

std::optional<std::vector<SoundVariant>>
Reachability::suggestReachable(const std::vector<SoundVariant>& variants,
                               const EventOutcome& outcome) {
    return suggestReachable(std::span<const SoundVariant>(variants),
                            std::span<const VariantOutcome>(outcome.variants));
}

void ReachReport::FreeRecords::operator()(VariantOutcome* records) const {
    static_assert(std::is_trivially_destructible_v<VariantOutcome>,
                  "a block of records is freed without destroying them");
    ::operator delete(records);
}

ReachReport ReachReport::analyse(std::span<const SoundTable> tables, FpuModel model,
                                 const WaveExists& waveExists, ProgressSink* progress) {
    ReachReport report;
    report.model = model;
    // Every sound has its slot in one array that never moves (the views point into it); its
    // size is in the tables' own headers. The records go into blocks, carved list by list, so
    // sizing them does not read every list twice, and a fresh block is written while in cache.
    std::size_t soundCount = 0;
    for (const SoundTable& table : tables)
        soundCount += table.root.children.size();
    report.tables.reserve(tables.size());
    report.m_sounds.reserve(soundCount);
    std::span<VariantOutcome> freeRecords;
    const auto take = [&](std::size_t n) {
        if (n > freeRecords.size()) {
            const std::size_t size = std::max(n, RecordBlock);
            // Raw storage, not value-initialised records: computeInto constructs every record,
            // so zeroing a block first would write each record twice (VariantOutcome is
            // trivially destructible: FreeRecords only frees the memory).
            report.m_recordBlocks.emplace_back(
                static_cast<VariantOutcome*>(::operator new(size * sizeof(VariantOutcome))));
            freeRecords = std::span(report.m_recordBlocks.back().get(), size);
        }
        const std::span<VariantOutcome> records = freeRecords.first(n);
        freeRecords = freeRecords.subspan(n);
        return records;
    };

    // Pick counts depend only on the list length (index = length); gate counts only on the
    // float probability.
    std::vector<std::shared_ptr<const std::vector<qint64>>> picksByLength;
    const auto picksFor = [&](std::size_t n) -> std::span<const qint64> {
        if (n >= picksByLength.size())
            picksByLength.resize(n + 1);
        if (!picksByLength[n])
            picksByLength[n] = VariantPicker::memoisedCounts(static_cast<quint32>(n), model);
        return *picksByLength[n];
    };
    PlayGate::Memo gates(model);

    std::vector<std::pair<quint32, std::size_t>> keys; // scratch, reused across tables
    std::vector<quint32> heardWaves;                   // scratch, reused across lists
    std::vector<quint8> missing;                       // scratch, one table's wave answers
    const auto total = static_cast<qint64>(tables.size());
    for (const SoundTable& table : tables) {
        if (ProgressSink::reportAndCheck(progress, static_cast<qint64>(report.tables.size()),
                                         total)) {
            report.cancelled = true;
            break;
        }
        // Sizes and sums are kept in locals: the stores into the report's arrays could alias
        // the vectors' own ends as far as the compiler knows, so it would reload them.
        const std::span<const SoundTableNode> children = table.root.children;
        const std::size_t firstSound = report.m_sounds.size();
        for (const SoundTableNode& node : children)
            report.m_sounds.emplace_back().soundType = node.key;
        const std::span<SoundReach> sounds(report.m_sounds.data() + firstSound, children.size());
        markShadowed(sounds, keys);
        // The whole table's wave lookups first, in a loop of their own: interleaved with the
        // rest of each record's work, every lookup's cache misses came one after the other.
        missing.clear();
        if (waveExists)
            for (const SoundTableNode& node : children)
                EventOutcome::appendMissingWaves(node.variants, waveExists, missing);
        std::size_t firstRecord = 0; // of the table's, in `missing`
        int tableVariants = 0;
        int tableUnheard = 0;
        for (std::size_t c = 0; c < sounds.size(); ++c) {
            const std::span<const SoundVariant> list = children[c].variants;
            SoundReach& s = sounds[c];
            const std::span<VariantOutcome> records = take(list.size());
            const std::span<const quint8> listMissing =
                missing.empty() ? std::span<const quint8>()
                                : std::span(missing).subspan(firstRecord, list.size());
            firstRecord += list.size();
            const qint64 heard =
                EventOutcome::computeInto(list, picksFor(list.size()), gates, listMissing, records);
            s.outcome.variants = records;
            if (s.shadowed) {
                for (VariantOutcome& v : records)
                    v.verdicts |= static_cast<quint32>(Verdict::ShadowedSoundType);
            } else {
                s.outcome.heardCount = heard;
            }
            const UnheardCount unheard = countUnheard(records, heardWaves);
            s.unheard = unheard.count;
            if (!s.shadowed && records.size() >= 2 && suggestsFix(records.back(), unheard.last))
                s.suggestion.list = records;
            tableVariants += static_cast<int>(list.size());
            tableUnheard += s.unheard;
        }
        TableReach& t = report.tables.emplace_back();
        t.tableId = table.id;
        t.sounds = sounds;
        t.variants = tableVariants;
        t.unheard = tableUnheard;
        report.variants += tableVariants;
        report.unheard += tableUnheard;
        if (tableUnheard > 0)
            report.affectedTables.push_back(table.id);
    }
    // tables usually come in ascending id order, and then so does the list already
    if (std::ranges::adjacent_find(report.affectedTables, std::greater_equal{}) !=
        report.affectedTables.end()) {
        std::ranges::sort(report.affectedTables);
        const auto [first, last] = std::ranges::unique(report.affectedTables);
        report.affectedTables.erase(first, last);
    }
    if (progress && !report.cancelled)
        progress->report(total, total);
    return report;
}

} // namespace soundstage
