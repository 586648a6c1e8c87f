#pragma once

#include "core/records/soundtable.h"
#include "core/retail/fpumodel.h"
#include "core/retail/playgate.h"
#include "core/retail/rational.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace soundstage {

/// Tells whether the dat holds a wave id. An empty function means "assume every wave exists".
using WaveExists = std::function<bool(quint32 waveId)>;

/// Why a variant is never heard, or is suspicious. Bit flags.
enum class Verdict : quint32 {
    None = 0,
    NeverChosen = 1u << 0,       ///< pick chance 0 (the last record of a list of N ≥ 2)
    GatedOff = 1u << 1,          ///< gate count 0 (probability ≤ 0, or NaN)
    SilentRecord = 1u << 2,      ///< wave id 0: choosing it chooses silence
    MissingWave = 1u << 3,       ///< the dat does not hold the wave: nothing plays
    DuplicateWave = 1u << 4,     ///< another record of the same list names the same wave
    ShadowedSoundType = 1u << 5, ///< a second child with the same sound type: never consulted
    MissingFile = 1u << 6,       ///< an override's local file does not exist: nothing plays
};

[[nodiscard]] constexpr bool hasVerdict(quint32 verdicts, Verdict v) {
    return (verdicts & static_cast<quint32>(v)) != 0;
}

/// Stable machine keys ("never chosen", …) of the flags set in `verdicts`, in flag order.
[[nodiscard]] QStringList verdictKeys(quint32 verdicts);
/// Translated labels of the same, for people. The one place verdict flags become words.
[[nodiscard]] QStringList verdictLabels(quint32 verdicts);

/// The chances of one record when its list is picked by a rule other than the client's (an
/// override file's `!pick uniform|weighted|retail`, see OverrideChances): plain probabilities,
/// and pick · gate as an exact fraction where the rule gives one cheaply. Like
/// VariantOutcome's pick() · gate(), `chance` is not zeroed for a record that plays nothing;
/// EventOutcome::playChance() is.
struct StatedChance {
    double pick = 0;               ///< chance the record is chosen
    double gate = 0;               ///< chance it then passes its gate
    double chance = 0;             ///< pick · gate
    std::optional<Rational> exact; ///< `chance` exactly, when known
};

/// One record's part in one event.
struct VariantOutcome {
    /// Denominator of play counts: every (ran2 output, crt_rand value) pair, 2147483562 · 32768.
    static constexpr qint64 PlayOutcomes = 2147483562LL * 32768LL;

    int index = 0;
    SoundVariant variant;
    qint64 pickCount = 0; ///< ran2 outputs choosing this index (of VariantPicker::Outcomes)
    int gateCount = 0;    ///< crt_rand values passing the gate (of PlayGate::Outcomes)
    quint32 verdicts = 0; ///< Verdict flags

    [[nodiscard]] bool has(Verdict v) const { return hasVerdict(verdicts, v); }

    /// Whether choosing the record can sound at all: it has a wave the dat holds (else the client
    /// has no buffer and does not even roll the gate), or a local file that exists, and its list
    /// is consulted (not shadowed).
    [[nodiscard]] bool playable() const {
        return (verdicts & (static_cast<quint32>(Verdict::SilentRecord) |
                            static_cast<quint32>(Verdict::MissingWave) |
                            static_cast<quint32>(Verdict::ShadowedSoundType) |
                            static_cast<quint32>(Verdict::MissingFile))) == 0;
    }
    /// (ran2 output, crt_rand value) pairs that make this record heard, of PlayOutcomes.
    [[nodiscard]] qint64 playCount() const { return playable() ? pickCount * gateCount : 0; }

    /// pickCount / 2147483562, reduced (exact fractions are formed on demand, so reports over
    /// thousands of tables do no gcd work until something is printed).
    [[nodiscard]] Rational pick() const;
    /// gateCount / 32768, reduced.
    [[nodiscard]] Rational gate() const;
    /// Chance this record is heard: pick · gate when playable(), else 0.
    [[nodiscard]] Rational play() const;
};

/// What one event of a sound type does: per record pick, gate and play chances, and silence.
///
/// The one odds type every view and report uses. A dat list is picked by the client (compute():
/// exact counts). A list picked by another rule (an override file's `!pick` mode) carries its
/// chances in `stated`, one per record; the counts then hold only the client's gate count of
/// each record under `model` (pickCount 0, heardCount 0). The chance accessors below answer for
/// either, so a view shows both the same way.
struct EventOutcome {
    FpuModel model = FpuModel::Single;
    std::vector<VariantOutcome> variants;
    qint64 heardCount = 0; ///< Σ playCount, of VariantOutcome::PlayOutcomes
    /// Empty for the client's pick; else one per record (same order as `variants`).
    std::vector<StatedChance> stated;
    /// With `stated`: the chance nothing is heard, and exactly when known.
    double statedSilence = 1;
    std::optional<Rational> exactStatedSilence;
    /// Whether the chances are stated by another pick rule (see `stated`); an empty list picked
    /// by such a rule says so too.
    bool statedPick = false;

    /// 1 − Σ play, reduced (the client's pick).
    [[nodiscard]] Rational silence() const { return silenceOf(heardCount); }
    /// Σ play, reduced (the client's pick).
    [[nodiscard]] Rational heard() const { return heardOf(heardCount); }
    /// The same from a heard count (of VariantOutcome::PlayOutcomes), for views that keep the
    /// count without an EventOutcome (ReachOutcome).
    [[nodiscard]] static Rational silenceOf(qint64 heardCount);
    [[nodiscard]] static Rational heardOf(qint64 heardCount);

    /// Chance record `i` is chosen, is let through the gate once chosen, and is heard, under
    /// whichever pick made the outcome. `i` must be a valid index.
    [[nodiscard]] double pickChance(std::size_t i) const;
    [[nodiscard]] double gateChance(std::size_t i) const;
    [[nodiscard]] double playChance(std::size_t i) const;
    /// The play chance of record `i` exactly, when known (always for the client's pick).
    [[nodiscard]] std::optional<Rational> exactPlay(std::size_t i) const;
    /// The pick and gate chances of record `i` and the silence exactly, when known (always for
    /// the client's pick; a stated pick knows its silence at most).
    [[nodiscard]] std::optional<Rational> exactPick(std::size_t i) const;
    [[nodiscard]] std::optional<Rational> exactGate(std::size_t i) const;
    [[nodiscard]] std::optional<Rational> exactSilence() const;
    /// Chance an event is silent.
    [[nodiscard]] double silenceChance() const;
    /// Adds a verdict found outside the pick (a missing wave or local file of an override's
    /// list): when it makes record `i` unplayable, its play chance becomes 0 and silence grows.
    /// (compute() finds missing waves itself; this is for stated outcomes.)
    void addVerdict(std::size_t i, Verdict verdict);

    /// Computes the outcome of one event over a record list (a sound type's child node).
    /// Every input is valid: an empty list gives silence 1.
    [[nodiscard]] static EventOutcome compute(const std::vector<SoundVariant>& variants,
                                              FpuModel model, const WaveExists& waveExists = {});
    /// The same with the pick counts already known (VariantPicker::counts(variants.size())),
    /// so reports over many lists compute each list length once.
    [[nodiscard]] static EventOutcome compute(const std::vector<SoundVariant>& variants,
                                              const std::vector<qint64>& pickCounts, FpuModel model,
                                              const WaveExists& waveExists = {});
    /// What compute() does per record, written into `out` (one slot per record) instead of a
    /// new outcome, for reports that keep every list's records in one array: no allocation for
    /// lists of up to 16 records. Each record is constructed in its slot, so `out` may also be
    /// raw storage that holds no records yet. `gates` (whose model is the outcome's) memoises
    /// the gate counts over the pass. `missing` has one flag per record, as appendMissingWaves()
    /// writes them, or is empty when every wave exists. Returns Σ playCount (the outcome's
    /// heardCount). Inline: a report calls it once per list, mostly of one record, where an
    /// out-of-line call (five spans, six saved registers) cost as much as the record's work.
    static inline qint64 computeInto(std::span<const SoundVariant> variants,
                                     std::span<const qint64> pickCounts, PlayGate::Memo& gates,
                                     std::span<const quint8> missing,
                                     std::span<VariantOutcome> out);
    /// Appends one flag per record of `variants` for computeInto: 1 when its wave is not 0 and
    /// `waveExists` (which must not be empty) says the dat lacks it. The caller's lookups are
    /// asked apart from the rest of the work so that, many records at a time, they overlap (a
    /// lookup is typically a hash probe that misses the cache).
    static void appendMissingWaves(std::span<const SoundVariant> variants,
                                   const WaveExists& waveExists, std::vector<quint8>& missing) {
        for (const SoundVariant& v : variants)
            missing.push_back(v.wave != 0 && !waveExists(v.wave) ? 1 : 0);
    }
    /// Lists up to this length look for duplicate waves pairwise; longer ones (editors allow
    /// thousands of records) sort the wave ids instead of a quadratic search.
    static constexpr std::size_t PairwiseDuplicates = 16;
    /// Sets DuplicateWave on every record of `variants` whose non-zero wave another one names,
    /// by sorting (for lists longer than PairwiseDuplicates).
    static void markDuplicateWaves(std::span<VariantOutcome> variants);
};

qint64 EventOutcome::computeInto(std::span<const SoundVariant> variants,
                                 std::span<const qint64> picks, PlayGate::Memo& gates,
                                 std::span<const quint8> missing, std::span<VariantOutcome> out) {
    const std::size_t n = variants.size();
    Q_ASSERT(picks.size() == n && out.size() == n && (missing.empty() || missing.size() == n));
    qint64 heard = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const SoundVariant& variant = variants[i];
        const qint64 pick = picks[i];
        const int gate = gates.count(variant.probability);
        quint32 verdicts = 0;
        if (pick == 0)
            verdicts |= static_cast<quint32>(Verdict::NeverChosen);
        if (gate == 0)
            verdicts |= static_cast<quint32>(Verdict::GatedOff);
        const quint32 wave = variant.wave;
        if (wave == 0)
            verdicts |= static_cast<quint32>(Verdict::SilentRecord);
        else if (!missing.empty() && missing[i] != 0)
            verdicts |= static_cast<quint32>(Verdict::MissingWave);
        if (wave != 0 && n > 1 && n <= PairwiseDuplicates) {
            for (std::size_t j = 0; j < n; ++j)
                if (j != i && variants[j].wave == wave) {
                    verdicts |= static_cast<quint32>(Verdict::DuplicateWave);
                    break;
                }
        }
        // constructed, not assigned: `out` may be storage that holds no records yet
        const VariantOutcome& v = *std::construct_at(
            &out[i], VariantOutcome{static_cast<int>(i), variant, pick, gate, verdicts});
        heard += v.playCount();
    }
    if (n > PairwiseDuplicates)
        markDuplicateWaves(out);
    return heard;
}

/// One gated item on its own: always chosen, heard when the gate `crt_rand() · c < p` passes
/// under `model` (PlayGate) and its wave plays. For sounds the client rolls without a pick, e.g.
/// an animation hook with its own probability. Verdicts as for a record of a list of one.
[[nodiscard]] VariantOutcome gatedItemOutcome(const SoundVariant& item, FpuModel model,
                                              const WaveExists& waveExists = {});

/// The child of the table's root that the client consults for a sound type: the first child
/// with that key (the client refuses to insert a second one). nullptr when absent.
[[nodiscard]] const SoundTableNode* findSoundNode(const SoundTable& table, quint32 soundType);

} // namespace soundstage
