#pragma once

#include "core/retail/crtrandom.h"
#include "core/retail/rational.h"
#include "core/retail/retailrandom.h"
#include "core/retail/rollsimulator.h"

#include <functional>

namespace soundstage {

// A picker that stands in for the client's (VariantPicker, then PlayGate) for one sound type:
// what an override file's `!pick` rule gives the ambient schedule (AmbientConfig::pickers) and
// a motion's SoundTable hooks (MotionRequest::pickers). Its own header, so that users of one of
// them need not include the other.

/// One event's pick and gate, made by an AmbientPicker.
struct AmbientPick {
    int variant = -1; ///< index into the sound type's variant list; -1 when none was chosen
    /// Played, GatedOut, SilentRecord (a silent variant chosen) or NoRecords (nothing chosen).
    /// A Played variant whose wave is not 0 and that the dat lacks (AmbientConfig::waveExists)
    /// becomes MissingWave in the schedule; a Played variant with wave 0 stands for a sound of
    /// the picker's own (an override's local file) and stays Played.
    RollResult result = RollResult::NoRecords;
};

/// Picks and gates the events of one sound type in place of the retail client's picker
/// (VariantPicker, then PlayGate): an override file's list under its `!pick` rule
/// (OverrideAmbient builds them). The sound type's variant list in the table given to
/// simulate() is the list the picker's indices point into.
struct AmbientPicker {
    /// Draws from the simulation's generators, on the simulation's thread; must not keep state
    /// between calls beyond the generators (a simulation is deterministic for its seed).
    std::function<AmbientPick(RetailRandom&, CrtRandom&)> pick;
    Rational heardChance; ///< chance an event that reaches the pick is heard (1 − silence)
};

} // namespace soundstage
