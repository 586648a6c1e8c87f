#pragma once

#include "core/records/soundtable.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace soundstage {

/// Tells whether the dat holds a wave id; an empty function means "every wave exists".
using WaveLookup = std::function<bool(quint32 waveId)>;

/// Why a variant is never heard or looks suspicious (bit flags; same meaning and order as the
/// retail model's verdicts).
enum class VariantVerdict : quint32 {
    None = 0,
    NeverChosen = 1u << 0,   ///< pick chance 0: the last record of a list of N ≥ 2
    GatedOff = 1u << 1,      ///< gate chance 0: probability ≤ 0 (or not a number)
    SilentRecord = 1u << 2,  ///< wave id 0: choosing it chooses silence
    MissingWave = 1u << 3,   ///< the dat does not hold the wave: nothing plays
    DuplicateWave = 1u << 4, ///< another record of the same list names the same wave
};

[[nodiscard]] constexpr bool hasVerdict(quint32 verdicts, VariantVerdict v) {
    return (verdicts & static_cast<quint32>(v)) != 0;
}

/// One variant's part in one event of its sound type (core/retail/README.md §2–§4). Chances are
/// 0 … 1; `gateCount` is out of 32768.
struct VariantOdds {
    double pick = 0.0;
    double gate = 0.0;
    int gateCount = 0;
    double play = 0.0;
    quint32 verdicts = 0; ///< VariantVerdict flags
};

/// Computes the odds of a variant list. The editor asks through this interface so the retail
/// model (core/retail) can be plugged in; FallbackOdds is a small self-contained version.
class OddsCalculator {
public:
    Q_DISABLE_COPY_MOVE(OddsCalculator)
    OddsCalculator() = default;
    virtual ~OddsCalculator() = default;

    /// One entry per variant, in order. Thread-safe implementations only.
    [[nodiscard]] virtual std::vector<VariantOdds>
    compute(const std::vector<SoundVariant>& variants, const WaveLookup& waveExists) const = 0;
};

/// The retail model in a few lines: pick 1/(N−1) for all but the last of N ≥ 2 (1 for N = 1),
/// the gate counted exactly over the 32768 crt_rand() values with the product rounded to a
/// float (the `single` FPU model), play = pick · gate for a record whose wave plays.
class FallbackOdds final : public OddsCalculator {
public:
    [[nodiscard]] std::vector<VariantOdds> compute(const std::vector<SoundVariant>& variants,
                                                   const WaveLookup& waveExists) const override;

    /// #{k in 0 … 32767 : float(k · 3.051851e-05f) < p}.
    [[nodiscard]] static int gateCount(float probability);
};

/// Words for people about verdicts and odds.
class OddsText final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OddsText)

public:
    /// Short labels ("never chosen", "silent record", …) of the flags set.
    [[nodiscard]] static QStringList verdictLabels(quint32 verdicts);
    /// A sentence or two explaining what a user hears from this variant and why.
    [[nodiscard]] static QString explain(const VariantOdds& odds, int variantCount);
    /// "12.5 %", with more digits for tiny non-zero values.
    [[nodiscard]] static QString percent(double chance);
};

/// True when a list of N ≥ 2 ends in a record that no earlier record repeats: the client never
/// plays it, and nothing else plays it in its place (the retail-safe fix repeats it at the end).
[[nodiscard]] bool lastVariantLost(const std::vector<SoundVariant>& variants);

/// The union of the cheap verdicts (a lost last variant — see lastVariantLost() — silent record,
/// missing wave) over every sound type of a table: what the browser marks. No gate arithmetic.
[[nodiscard]] quint32 tableVerdictSummary(const SoundTable& table, const WaveLookup& waveExists);

} // namespace soundstage
