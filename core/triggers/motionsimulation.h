#pragma once

#include "core/common/error.h"
#include "core/records/motiontable.h"
#include "core/records/soundtable.h"
#include "core/retail/ambientpicker.h"
#include "core/retail/fpumodel.h"

#include <QString>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace soundstage {

class SoundCatalog;
class TriggerIndex;
struct OverridePreview;

/// What to play: a setup's motion, for how long, with which seed.
struct MotionRequest {
    quint32 setup = 0;
    quint32 command = 0;          ///< a MotionCommand (WalkForward, AttackHigh1, …)
    std::optional<quint32> style; ///< a stance; the motion table's default style when unset
    double seconds = 10.0;        ///< simulated time, > 0
    quint32 seed = 1;             ///< Random::Seed(seed) and srand(seed)
    FpuModel model = FpuModel::Single;
    /// An override file previewed (OverrideAmbient builds both for the setup's default table):
    /// the table its SoundTable hooks play from instead of the dat's, and pickers by sound type
    /// that pick and gate in place of the client (the file's `!pick` rule, drawing from the same
    /// generators). A picked variant with wave 0 that the picker plays is a local file: Played.
    /// Both empty: the dat and the client alone.
    std::optional<SoundTable> soundTable;
    std::map<quint32, AmbientPicker> pickers;
    /// An override file previewed, played as the editor plays it: when `soundTable` is unset its
    /// lines for the setup's default table become `soundTable` and `pickers` (OverrideAmbient);
    /// its hook lines (OverrideApply::HookChange) change the hooks they name when they fire; and
    /// every dat wave about to play goes through its `wave` lines (OverridePlay, Choice::Roll,
    /// drawing from the motion's generators after the firing's own draws). Null: none.
    std::shared_ptr<const OverridePreview> preview;
};

/// One sound hook firing and what it did.
struct MotionSoundEvent {
    enum class Outcome {
        Played,       ///< a wave plays
        SilentGate,   ///< the gate roll failed
        NoTable,      ///< the setup has no default SoundTable (or the dat lacks it): no draw
        NotInTable,   ///< the table has no variants for the sound type: no draw
        SilentRecord, ///< the chosen variant names wave 0 (no gate roll)
        MissingWave,  ///< the wave is not in the dat (a table variant: no gate roll)
        Silenced,     ///< an override line silences the hook or its wave (a hook line: no draw)
    };
    double time = 0.0; ///< seconds from the start of the motion
    quint32 animation = 0;
    int frame = 0;
    quint32 hookType = 0;  ///< HookType: Sound, SoundTable or SoundTweaked
    quint32 soundType = 0; ///< SoundTable hooks
    int variant = -1;      ///< the chosen variant index (SoundTable hooks that drew)
    quint32 wave = 0;
    float volume = 0.0f;  ///< what it plays at: the variant's, the hook's, or 1 (Sound)
    int gateRoll = -1;    ///< the crt rand() value, -1 when none was drawn
    qint32 pickState = 0; ///< the ran2 output of the pick, 0 when none was drawn
    Outcome outcome = Outcome::Played;
    QString file;      ///< an override's local file that plays instead of `wave` (absolute)
    double gain = 1.0; ///< an override `wave` line's gain, on top of `volume`
    int hookLine = 0;  ///< the override hook line that changed the hook; 0 when none did
    int waveLine = 0;  ///< the override `wave` line that replaced the wave; 0 when none did
    /// A hook of a PhysicsScript the motion started: the script (then `animation` is 0 and
    /// `frame` −1), the hook's start time in it, and the start (MotionSimulation::scripts).
    quint32 script = 0;
    double scriptTime = 0.0;
    int start = -1; ///< index in MotionSimulation::scripts; −1 for an animation frame's hook

    [[nodiscard]] bool inScript() const { return script != 0; }
};

/// A PhysicsScript a motion started, and the hook that started it.
struct MotionScriptStart {
    enum class Outcome {
        Started, ///< it runs from `time`
        Missing, ///< the dat has no such script (or it does not decode): nothing runs
        Cycle,   ///< it is already starting at this instant on the chain that calls it: cut
    };
    quint32 script = 0;
    double time = 0.0;    ///< when it starts (the hook's firing time plus `delay`), seconds
    double delay = 0.0;   ///< CallPES: the random delay drawn, 0 when none was drawn
    quint32 hookType = 0; ///< HookType::CallPES or HookType::DefaultScript
    /// The starting hook: an animation frame (`record` 0x03…, `frame`), or a script hook
    /// (`record` 0x33…, `frame` −1, `at` its start time in that script); `firedAt` when it fired.
    quint32 record = 0;
    int frame = -1;
    double at = 0.0;
    double firedAt = 0.0;
    int parent = -1; ///< the start that runs the calling script; −1 when an animation called
    Outcome outcome = Outcome::Started;
};

/// "started", "missing script", "cycle: cut".
[[nodiscard]] QString scriptStartOutcomeKey(MotionScriptStart::Outcome outcome);

/// "played", "silent: gate", "silent: no table", "silent: not in table", "silent: silent
/// record", "silent: missing wave", "silent: override".
[[nodiscard]] QString motionOutcomeKey(MotionSoundEvent::Outcome outcome);

/// Plays a setup's motion as the client would and lists every sound its hooks make.
///
/// The motion: the cycle of (style, command) in the setup's default motion table (WalkBackwards,
/// TurnLeft and SideStepLeft through the client's adjust_motion, see motionDerivation()). Its
/// AnimData list plays in order and the last one loops. A command without a cycle is an action:
/// the link from the style's default substate to it plays once (the link "from any" when there
/// is none), then the default substate's cycle loops. Timing per FrameRange (frame k fires at
/// (k + 1 − low) / framerate into a forward pass; high_frame never fires forward, low_frame never
/// backward; direction filter). Links into the cycle and modifiers are not played.
///
/// Scripts: a CallPES hook (an animation's or a script's) starts its PhysicsScript, a
/// DefaultScript hook the setup's default script (the client's play_default_script). The hooks
/// of a started script fire at start + their start time (the client's ScriptManager, sorted
/// by start time, direction ignored), their CallPES and DefaultScript hooks start further
/// scripts, and their sound hooks are events like a frame's (`script`, `start`). CallPES's
/// pause: below PauseEpsilon the script starts when the hook fires; otherwise after a delay
/// of RollDice(0, pause) drawn from the ran2 generator when the hook fires (the client's
/// CPhysicsObj::CallPES; ACE draws the same bound). Every start is its own run: a script the
/// looped animation starts again while it still runs runs twice, overlapping, as the client's
/// ScriptManager keeps a list. A script that starts itself (directly or through others) runs
/// again whenever time has passed; a start that would repeat a script already starting at the
/// same instant on its own chain is cut (Outcome::Cycle), so a chain without time never loops.
/// At one instant, a frame's hooks fire before the script hooks due then, and scripts in the
/// order they started. The setup's default script that the client plays when the object is
/// created is not part of a motion.
///
/// Draws, with one RetailRandom seeded Random::Seed(seed) and one CrtRandom srand(seed) shared
/// by all firings in time order: a SoundTable hook draws one ran2 output for the pick
/// (VariantPicker) and, when the chosen variant has a wave the dat holds, one crt rand() for the
/// gate (PlayGate), as RollSimulator does; a SoundTweaked hook one crt rand(); a Sound hook
/// nothing; a CallPES hook with a pause ≥ PauseEpsilon one ran2 output (its delay); a
/// DefaultScript hook nothing. Same request, same events, on any machine. Default pairings only
/// (the setup's default tables). Pure; any thread.
class MotionSimulation final {
public:
    /// At most this many events, animation passes and script starts; beyond, `truncated` is set.
    static constexpr std::size_t MaxEvents = 1'000'000;
    static constexpr std::size_t MaxPasses = 1'000'000;
    static constexpr std::size_t MaxScriptStarts = 100'000;
    /// The client's PhysicsGlobals::EPSILON: a CallPES pause below it draws no delay.
    static constexpr double PauseEpsilon = 0.0002;

    quint32 setup = 0;
    quint32 motionTable = 0;
    quint32 soundTable = 0;
    quint32 style = 0;
    quint32 command = 0;
    std::vector<AnimData> once; ///< played once first (effective framerates)
    AnimData loop;              ///< then looped
    std::vector<MotionSoundEvent> events;
    std::vector<MotionScriptStart> scripts; ///< every start, in firing order
    bool truncated = false;
    bool stalled = false; ///< the looped animation never advances (framerate 0, or no frames)

    /// Errors: ErrorCode::NotFound for a setup, motion table or motion the dat lacks;
    /// ErrorCode::Usage for seconds ≤ 0 or not finite.
    [[nodiscard]] static Result<MotionSimulation>
    run(const TriggerIndex& index, const SoundCatalog& catalog, const MotionRequest& request);
};

} // namespace soundstage
