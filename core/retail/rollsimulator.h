#pragma once

#include "core/common/progresssink.h"
#include "core/records/soundtable.h"
#include "core/retail/chisquare.h"
#include "core/retail/crtrandom.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/retailrandom.h"

#include <vector>

namespace soundstage {

/// How a simulated event chooses its record.
enum class PickerKind {
    Retail,         ///< the client: uniform index trunc((N−1)·RollDice(0,1)), then the gate
    CumulativeWalk, ///< the common port mistake (e.g. a CDF walk over the probabilities used as
                    ///< weights, no gate) — for comparison only
};

enum class RollResult {
    Played,       ///< a record with a wave was chosen and passed the gate
    GatedOut,     ///< chosen, but the gate roll failed
    SilentRecord, ///< wave id 0 chosen (no gate roll: the client has no buffer)
    MissingWave,  ///< a wave the dat does not hold chosen (no gate roll)
    NoRecords,    ///< the list is empty: no random number is drawn at all
    FellThrough,  ///< CumulativeWalk only: the roll passed the end of the cumulative sum
};

/// Stable key ("played", "gated out", …) for JSON and traces.
[[nodiscard]] QString rollResultKey(RollResult result);

/// One simulated event.
struct RollStep {
    int index = -1;       ///< chosen record, -1 when none
    int gateRoll = -1;    ///< the crt_rand() value rolled for the gate, -1 when none was rolled
    qint32 pickState = 0; ///< the ran2 integer output used for the pick (0 when none)
    RollResult result = RollResult::NoRecords;
};

/// Emulates events of one sound type with the client's generators.
///
/// Seeding (our decision; the client seeds Random from time(0) and never calls srand, so the
/// CRT starts at 1): one user seed S gives `Random::Seed(S)` for the pick and `srand(S)` for the
/// gate. Same seed, same list, same model → the same sequence, on any machine.
/// Per event: N = 0 draws nothing; otherwise one ran2 draw picks the index (also for N = 1, as
/// the client calls RollDice before looking at N), and one crt_rand() draw rolls the gate only
/// when the chosen record has a buffer (a non-zero wave the dat holds).
/// Value type, not thread-safe; ≥ 50 million events per second on one core.
class RollSimulator final {
public:
    RollSimulator(const std::vector<SoundVariant>& variants, quint32 seed, FpuModel model,
                  const WaveExists& waveExists = {}, PickerKind picker = PickerKind::Retail);

    /// Simulates one event.
    RollStep step() {
        RollStep s;
        const auto n = static_cast<int>(m_gateCount.size());
        if (n == 0)
            return s;
        s.pickState = m_random.nextState();
        if (m_picker == PickerKind::Retail) {
            int i = 0;
            while (i < n - 1 && s.pickState >= m_boundaries[static_cast<std::size_t>(i)])
                ++i;
            s.index = i;
        } else {
            s.index = cumulativeIndex(RetailRandom::toUnit(s.pickState));
            if (s.index < 0) {
                s.result = RollResult::FellThrough;
                return s;
            }
        }
        const auto idx = static_cast<std::size_t>(s.index);
        if (m_buffer[idx] != Buffer::Present) {
            s.result = m_buffer[idx] == Buffer::Silent ? RollResult::SilentRecord
                                                       : RollResult::MissingWave;
            return s;
        }
        if (m_picker == PickerKind::CumulativeWalk) {
            s.result = RollResult::Played;
            return s;
        }
        s.gateRoll = m_crt.rand();
        s.result = s.gateRoll < m_gateCount[idx] ? RollResult::Played : RollResult::GatedOut;
        return s;
    }

    /// Runs `events` events, adding to played (per record) and silent counts.
    void run(quint64 events, std::vector<qint64>& played, qint64& silent);

    [[nodiscard]] const RetailRandom& random() const { return m_random; }
    [[nodiscard]] const CrtRandom& crt() const { return m_crt; }

private:
    enum class Buffer : quint8 { Present, Silent, Missing };
    [[nodiscard]] int cumulativeIndex(double u) const;

    RetailRandom m_random;
    CrtRandom m_crt;
    PickerKind m_picker;
    std::vector<qint32> m_boundaries;
    std::vector<int> m_gateCount;
    std::vector<Buffer> m_buffer;
    std::vector<float> m_probability;
};

/// The result of simulating many events: counts, the exact expectation and the fit.
struct RollSimulation {
    quint32 seed = 0;
    quint64 events = 0;
    FpuModel model = FpuModel::Single;
    PickerKind picker = PickerKind::Retail;
    std::vector<qint64> played; ///< per record index
    qint64 silent = 0;          ///< everything else (gated out, silent or missing, fell through)
    EventOutcome exact;         ///< the retail model's exact chances for the same list
    /// Against `exact` (categories: each record's play chance, then silence), at 99.9 %.
    ChiSquareFit fit;
    std::vector<RollStep> trace; ///< the first `traceLimit` events, when asked for
    /// True when `progress` was cancelled: `events` then counts the events simulated before
    /// (a prefix of the same sequence), and the fit covers those.
    bool cancelled = false;

    /// Simulates `events` events. `progress` (optional) counts events and is checked between
    /// chunks of 2^20 events (a few milliseconds each). Pure; any thread.
    [[nodiscard]] static RollSimulation simulate(const std::vector<SoundVariant>& variants,
                                                 quint64 events, quint32 seed, FpuModel model,
                                                 const WaveExists& waveExists = {},
                                                 PickerKind picker = PickerKind::Retail,
                                                 quint64 traceLimit = 0,
                                                 ProgressSink* progress = nullptr);
};

} // namespace soundstage
