#include "core/retail/reachability.h"

#include "core/retail/variantpicker.h"

#include <algorithm>

namespace soundstage {

bool Reachability::isUnheard(const EventOutcome& outcome, int index) {
    // A list picked by another rule (an override's) states its chances; the counts are the
    // client's pick only.
    const auto heard = [&outcome](std::size_t i) {
        return outcome.statedPick ? outcome.playChance(i) > 0
                                  : outcome.variants[i].playCount() != 0;
    };
    const VariantOutcome& v = outcome.variants[static_cast<std::size_t>(index)];
    if (heard(static_cast<std::size_t>(index)))
        return false;
    if (v.variant.wave == 0 || v.has(Verdict::MissingWave))
        return true;
    for (std::size_t i = 0; i < outcome.variants.size(); ++i) {
        const VariantOutcome& o = outcome.variants[i];
        if (o.index != index && o.variant.wave == v.variant.wave && heard(i))
            return false;
    }
    return true;
}

std::optional<std::vector<SoundVariant>>
Reachability::suggestReachable(const std::vector<SoundVariant>& variants,
                               const EventOutcome& outcome) {
    if (variants.size() < 2)
        return std::nullopt;
    const int last = static_cast<int>(variants.size()) - 1;
    const VariantOutcome& v = outcome.variants[static_cast<std::size_t>(last)];
    if (!v.has(Verdict::NeverChosen) || !isUnheard(outcome, last))
        return std::nullopt;
    // Gated-off, silent or missing records stay unheard when chosen: appending does not help.
    if (v.has(Verdict::GatedOff) || v.has(Verdict::SilentRecord) || v.has(Verdict::MissingWave))
        return std::nullopt;
    std::vector<SoundVariant> fixed = variants;
    fixed.push_back(variants.back());
    return fixed;
}

ReachReport ReachReport::analyse(std::span<const SoundTable> tables, FpuModel model,
                                 const WaveExists& waveExists, ProgressSink* progress,
                                 const SoundOutcome& outcomeOf) {
    ReachReport report;
    report.model = model;
    report.tables.reserve(tables.size());
    // Pick counts depend only on the list length: computed once per length (index = length).
    std::vector<std::optional<std::vector<qint64>>> pickCache;
    const auto picksFor = [&](std::size_t n) -> const std::vector<qint64>& {
        if (n >= pickCache.size())
            pickCache.resize(n + 1);
        if (!pickCache[n])
            pickCache[n] = VariantPicker::counts(static_cast<quint32>(n), model);
        return *pickCache[n];
    };

    std::vector<std::pair<quint32, std::size_t>> keys; // reused across tables
    std::vector<bool> shadowed;
    const auto total = static_cast<qint64>(tables.size());
    for (const SoundTable& table : tables) {
        if (ProgressSink::reportAndCheck(progress, static_cast<qint64>(report.tables.size()),
                                         total)) {
            report.cancelled = true;
            break;
        }
        TableReach t;
        t.tableId = table.id;
        const auto& children = table.root.children;
        t.sounds.reserve(children.size());
        // A child is shadowed when an earlier child has its key (sort instead of a quadratic
        // search: tables have dozens of children and reports cover thousands of tables).
        keys.clear();
        for (std::size_t c = 0; c < children.size(); ++c)
            keys.emplace_back(children[c].key, c);
        std::sort(keys.begin(), keys.end());
        shadowed.assign(children.size(), false);
        for (std::size_t k = 1; k < keys.size(); ++k)
            if (keys[k].first == keys[k - 1].first)
                shadowed[keys[k].second] = true;
        for (std::size_t c = 0; c < children.size(); ++c) {
            const SoundTableNode& node = children[c];
            SoundReach s;
            s.soundType = node.key;
            s.shadowed = shadowed[c];
            std::optional<EventOutcome> stated;
            if (outcomeOf && !shadowed[c])
                stated = outcomeOf(table.id, node);
            s.outcome = stated
                            ? std::move(*stated)
                            : EventOutcome::compute(node.variants, picksFor(node.variants.size()),
                                                    model, waveExists);
            if (s.shadowed) {
                for (VariantOutcome& v : s.outcome.variants)
                    v.verdicts |= static_cast<quint32>(Verdict::ShadowedSoundType);
                s.outcome.heardCount = 0;
            }
            for (std::size_t i = 0; i < s.outcome.variants.size(); ++i)
                if (Reachability::isUnheard(s.outcome, static_cast<int>(i)))
                    ++s.unheard;
            // The retail-safe fix is for the dat's own lists, not for one a caller replaced.
            if (!s.shadowed && !stated)
                s.suggestion = Reachability::suggestReachable(node.variants, s.outcome);
            t.variants += static_cast<int>(node.variants.size());
            t.unheard += s.unheard;
            t.sounds.push_back(std::move(s));
        }
        report.variants += t.variants;
        report.unheard += t.unheard;
        if (t.unheard > 0)
            report.affectedTables.push_back(t.tableId);
        report.tables.push_back(std::move(t));
    }
    std::sort(report.affectedTables.begin(), report.affectedTables.end());
    report.affectedTables.erase(
        std::unique(report.affectedTables.begin(), report.affectedTables.end()),
        report.affectedTables.end());
    if (progress && !report.cancelled)
        progress->report(total, total);
    return report;
}

} // namespace soundstage
