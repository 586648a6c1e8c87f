#pragma once

#include "core/records/soundtable.h"
#include "core/retail/fpumodel.h"
#include "core/retail/rational.h"

#include <QString>
#include <QStringList>

#include <functional>
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
};

/// Stable machine keys ("never chosen", …) of the flags set in `verdicts`, in flag order.
[[nodiscard]] QStringList verdictKeys(quint32 verdicts);
/// Translated labels of the same, for people.
[[nodiscard]] QStringList verdictLabels(quint32 verdicts);

/// One record's part in one event.
struct VariantOutcome {
    /// Denominator of play counts: every (ran2 output, crt_rand value) pair, 2147483562 · 32768.
    static constexpr qint64 PlayOutcomes = 2147483562LL * 32768LL;

    int index = 0;
    SoundVariant variant;
    qint64 pickCount = 0; ///< ran2 outputs choosing this index (of VariantPicker::Outcomes)
    int gateCount = 0;    ///< crt_rand values passing the gate (of PlayGate::Outcomes)
    quint32 verdicts = 0; ///< Verdict flags

    [[nodiscard]] bool has(Verdict v) const { return (verdicts & static_cast<quint32>(v)) != 0; }

    /// Whether choosing the record can sound at all: it has a wave the dat holds (else the client
    /// has no buffer and does not even roll the gate) and its list is consulted (not shadowed).
    [[nodiscard]] bool playable() const {
        return (verdicts & (static_cast<quint32>(Verdict::SilentRecord) |
                            static_cast<quint32>(Verdict::MissingWave) |
                            static_cast<quint32>(Verdict::ShadowedSoundType))) == 0;
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
struct EventOutcome {
    FpuModel model = FpuModel::Single;
    std::vector<VariantOutcome> variants;
    qint64 heardCount = 0; ///< Σ playCount, of VariantOutcome::PlayOutcomes

    /// 1 − Σ play, reduced.
    [[nodiscard]] Rational silence() const;
    /// Σ play, reduced.
    [[nodiscard]] Rational heard() const;

    /// Computes the outcome of one event over a record list (a sound type's child node).
    /// Every input is valid: an empty list gives silence 1.
    [[nodiscard]] static EventOutcome compute(const std::vector<SoundVariant>& variants,
                                              FpuModel model, const WaveExists& waveExists = {});
    /// The same with the pick counts already known (VariantPicker::counts(variants.size())),
    /// so reports over many lists compute each list length once.
    [[nodiscard]] static EventOutcome compute(const std::vector<SoundVariant>& variants,
                                              const std::vector<qint64>& pickCounts, FpuModel model,
                                              const WaveExists& waveExists = {});
};

/// The child of the table's root that the client consults for a sound type: the first child
/// with that key (the client refuses to insert a second one). nullptr when absent.
[[nodiscard]] const SoundTableNode* findSoundNode(const SoundTable& table, quint32 soundType);

} // namespace soundstage
