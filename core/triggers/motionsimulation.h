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
};

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
/// backward; direction filter). Links into the cycle, modifiers and the scripts a hook starts
/// (CallPES, DefaultScript) are not played.
///
/// Draws, with one RetailRandom seeded Random::Seed(seed) and one CrtRandom srand(seed) shared
/// by all firings in time order: a SoundTable hook draws one ran2 output for the pick
/// (VariantPicker) and, when the chosen variant has a wave the dat holds, one crt rand() for the
/// gate (PlayGate), as RollSimulator does; a SoundTweaked hook one crt rand(); a Sound hook
/// nothing. Same request, same events, on any machine. Default pairings only (the setup's
/// default tables). Pure; any thread.
class MotionSimulation final {
public:
    /// At most this many events and animation passes; beyond, `truncated` is set.
    static constexpr std::size_t MaxEvents = 1'000'000;
    static constexpr std::size_t MaxPasses = 1'000'000;

    quint32 setup = 0;
    quint32 motionTable = 0;
    quint32 soundTable = 0;
    quint32 style = 0;
    quint32 command = 0;
    std::vector<AnimData> once; ///< played once first (effective framerates)
    AnimData loop;              ///< then looped
    std::vector<MotionSoundEvent> events;
    bool truncated = false;
    bool stalled = false; ///< the looped animation never advances (framerate 0, or no frames)

    /// Errors: ErrorCode::NotFound for a setup, motion table or motion the dat lacks;
    /// ErrorCode::Usage for seconds ≤ 0 or not finite.
    [[nodiscard]] static Result<MotionSimulation>
    run(const TriggerIndex& index, const SoundCatalog& catalog, const MotionRequest& request);
};

} // namespace soundstage
