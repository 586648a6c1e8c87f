#pragma once

#include "core/override/overridechances.h"
#include "core/override/overrideentry.h"
#include "core/override/overridefile.h"
#include "core/retail/chisquare.h"
#include "core/retail/crtrandom.h"
#include "core/retail/retailrandom.h"
#include "core/retail/rollsimulator.h"

#include <vector>

namespace soundstage {

/// Rolls events of one override entry the way a client reading the file would, under the
/// file's `!pick` mode — the seeded counterpart of OverrideChances, for "Roll and play" and the
/// odds chart of a previewed override:
///
/// - retail: exactly the client (RollSimulator's draws): one Random (ran2) draw picks
///   `trunc((N−1)·u)` (VariantPicker), then, for an alternative with a sound, one crt_rand()
///   draw rolls the gate (PlayGate). Same seed and list → the same sequence as RollSimulator.
/// - uniform: one ran2 draw u picks `trunc(N·u)`, a second ran2 draw v plays it when v < p.
/// - weighted: one ran2 draw u picks the first alternative whose running sum of weights
///   (probabilities, negatives as 0) exceeds u·Σw; it always plays. Σw = 0 draws nothing.
/// A silent alternative (dat wave 0x0) is chosen like any other but plays nothing and rolls no
/// gate. No alternatives: nothing is drawn.
///
/// The generators are passed in, so a caller may keep one stream across lists (the transport
/// does). Plain value type; step() is const and thread-safe on distinct generators.
class OverrideRoller final {
public:
    enum class Outcome {
        Played,        ///< an alternative with a sound was chosen and passed its gate
        GatedOut,      ///< chosen, but the gate roll failed
        SilentRecord,  ///< a silent alternative (wave 0x0) was chosen
        NothingChosen, ///< no alternatives, or (weighted) every weight is 0
    };

    struct Step {
        int index = -1; ///< the chosen alternative, -1 when none
        Outcome result = Outcome::NothingChosen;
    };

    OverrideRoller(const OverrideEntry& entry, OverrideFile::PickMode mode,
                   FpuModel model = FpuModel::Single);

    [[nodiscard]] int size() const { return static_cast<int>(m_probability.size()); }
    [[nodiscard]] OverrideFile::PickMode mode() const { return m_mode; }

    /// One event. Draws from `random` (and, in retail mode, `crt`) as described above.
    [[nodiscard]] Step step(RetailRandom& random, CrtRandom& crt) const;

    /// Many events from a seed (Random::Seed(seed) and srand(seed), as RollSimulation seeds).
    struct Simulation {
        quint32 seed = 0;
        quint64 events = 0;
        std::vector<qint64> played; ///< per alternative
        qint64 silent = 0;          ///< gated out, silent alternative, nothing chosen
        EventOutcome exact;         ///< OverrideChances::compute() of the entry
        /// Against `exact` (each alternative's chance of being heard, then silence), at 99.9 %.
        ChiSquareFit fit;
    };
    [[nodiscard]] Simulation simulate(quint64 events, quint32 seed) const;

private:
    OverrideEntry m_entry; ///< kept for OverrideChances in simulate()
    OverrideFile::PickMode m_mode;
    FpuModel m_model;
    std::vector<double> m_probability;
    std::vector<bool> m_silent;
    std::vector<qint32> m_boundaries; ///< retail: VariantPicker::boundaries
    std::vector<int> m_gateCount;     ///< retail: PlayGate::count
    std::vector<double> m_cumulative; ///< weighted: running sums of the weights
};

/// A step's result in the words of the client's roll (RollResult; rollResultKey() names it):
/// NothingChosen is NoRecords.
[[nodiscard]] RollResult rollResultOf(OverrideRoller::Outcome outcome);

} // namespace soundstage
