#pragma once

#include "core/common/progresssink.h"
#include "core/records/regiondesc.h"
#include "core/records/soundtable.h"
#include "core/retail/ambientpicker.h"
#include "core/retail/attenuation.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/rollsimulator.h"

#include <functional>
#include <map>
#include <vector>

namespace soundstage {

/// A land cell contributing ambient sound (Ambient::AddSound), relative to the listener.
struct AmbientCell {
    double distanceMetres = 0.0;
    /// Direction octant (CalcDir): 0 = within √200 m ("in the viewer's block"), 1 N, 2 S, 3 E,
    /// 4 W, 5 NW, 6 SW, 7 NE, 8 SE. Values outside 0…8 are treated as 0.
    int octant = 0;
    /// false: the cell uses another STB. It only adds to the total weight (the "crossfade").
    bool sameStb = true;
};

/// Settings of one ambient simulation.
struct AmbientConfig {
    quint32 seed = 1;      ///< Random::Seed(seed) and srand(seed), as RollSimulator
    double seconds = 60.0; ///< simulated time span [0, seconds)
    FpuModel model = FpuModel::Single;
    std::vector<AmbientCell> cells; ///< empty: one cell at the listener (weight 1, octant 0)
    WaveExists waveExists;          ///< empty: every wave exists
    VolumePreferences preferences;
    quint64 maxEvents = 1'000'000; ///< the timeline stops (truncated) after this many events
    /// Optional; counts simulated milliseconds (of `seconds`), checked every 4,096 events. Not
    /// owned; must outlive simulate().
    ProgressSink* progress = nullptr;
    /// By sound type: sound types whose events an AmbientPicker picks instead of the retail
    /// picker (an override file previewed on top of the dat). Empty: the retail client alone.
    std::map<quint32, AmbientPicker> pickers;
};

/// One due time of one ambient sound.
struct AmbientEvent {
    double timeSeconds = 0.0;
    int soundIndex = 0; ///< index into AmbientStbDesc::sounds
    quint32 soundType = 0;
    bool continuous = false;
    bool chancePassed = true; ///< intermittent: RollDice(0,1) ≤ play_chance (always true else)
    RollResult result = RollResult::NoRecords; ///< from pick and gate (NoRecords: not rolled,
                                               ///< or the table has no such sound type)
    int variantIndex = -1;
    quint32 wave = 0; ///< 0 for a silent variant, or a picker's variant standing for a local file
    bool picked = false; ///< the sound type's AmbientPicker chose it (not the retail picker)
    double volume = 0.0; ///< linear: desc volume, or the continuous current volume
    int octant = 0;      ///< 0 for continuous sounds ("from centre")
    double bearingRadians = 0.0; ///< compass bearing of the source (0 = north), intermittent
    double distanceMetres = 0.0;
    Attenuation attenuation; ///< ambient route at that distance and volume

    [[nodiscard]] bool played() const { return result == RollResult::Played; }
};

/// Expected and simulated rates of one ambient sound.
struct AmbientSoundRate {
    int soundIndex = 0;
    quint32 soundType = 0;
    bool continuous = false;
    bool inTable = false;             ///< the STB's table has this sound type
    bool picked = false;              ///< an AmbientPicker picks its events (AmbientConfig)
    double weightShare = 0.0;         ///< count / total of the cell weights
    double playChance = 0.0;          ///< intermittent: base_chance · share
    double currentVolume = 0.0;       ///< continuous: volume · share
    bool loudEnough = false;          ///< continuous: current volume ≥ 0.03
    double meanIntervalSeconds = 0.0; ///< min_rate (continuous) or E[RollDice(min, max)]
    /// Exact chance that a due time goes on to the pick: #{iy : RollDice(0,1) ≤ play_chance} /
    /// 2147483562 for intermittent sounds; 1/1 for a loud-enough continuous sound, else 0/1.
    Rational triggerChance;
    /// exact Σ play of the sound type's records (1 − silence); an AmbientPicker's own otherwise
    Rational heardChance;
    double expectedEventsPerMinute = 0.0; ///< due times per minute = 60 / mean interval
    /// expectedEventsPerMinute · triggerChance · heardChance: exact closed form given the mean
    /// interval (renewal rate; the first due time is at 0, so short spans show one extra).
    double expectedPlaysPerMinute = 0.0;
    qint64 simulatedEvents = 0;
    qint64 simulatedPlays = 0;
};

struct AmbientSchedule {
    std::vector<AmbientEvent> events;    ///< in time order (ties: sound index)
    std::vector<AmbientSoundRate> rates; ///< one per AmbientSoundDesc
    double seconds = 0.0;
    bool truncated = false;        ///< maxEvents reached before `seconds`
    bool intervalsClamped = false; ///< some interval was below 1 ms and was raised to 1 ms
    /// AmbientConfig::progress was cancelled: the events stop early (a prefix of the full run).
    bool cancelled = false;

    /// Simulates the Ambient scheduler for one STB. All sounds are first due at 0; a continuous
    /// sound is re-triggered every min_rate while its current volume is ≥ 0.03; an intermittent
    /// sound rolls RollDice(0,1) ≤ play_chance, and when it plays draws (in this order, our
    /// reading — the client's draw order inside Ambient::PlaySound is not documented) the
    /// direction RollDice(0, n−1), the distance r (min + (max−min)·r²), the heading offset
    /// RollDice(−π/16, π/16), then the pick and the gate; finally it is re-queued at
    /// now + RollDice(min_rate, max_rate). Deterministic for a seed. Pure.
    [[nodiscard]] static AmbientSchedule
    simulate(const AmbientStbDesc& stb, const SoundTable& table, const AmbientConfig& config);

    /// The cell weight: 1 under 20 m, 400/d² up to 120 m, 0 beyond.
    [[nodiscard]] static double cellWeight(double distanceMetres);
};

} // namespace soundstage
