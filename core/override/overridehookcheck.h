#pragma once

#include "core/common/error.h"
#include "core/override/overridefile.h"
#include "core/triggers/triggerindex.h"

#include <functional>
#include <vector>

namespace soundstage {

class DatFile;
struct Animation;
struct PhysicsScript;

/// Checks the hook lines of an override file (`anim 0x03000514:4`, `script 0x33000010@0.5`)
/// against the records they name, as errors at the line and column concerned:
///
/// - the record is missing or does not decode (at the event);
/// - the frame is past the animation's last frame, or the place has no sound hook (at the
///   event);
/// - `[N]` is past the place's sound hooks, or is missing where the place has several (at the
///   event: the line must say which one);
/// - what the hook's kind cannot take: a SoundTable hook fires a sound type (`= sound:NAME`,
///   not a source; at the source); a Sound or SoundTweaked hook plays a wave (not
///   `sound:NAME`; at it); a Sound hook has no volume or probability of its own (a volume other
///   than full, at the volume; a probability other than 1, at the probability).
///
/// Pure apart from the lookup; results in file order, for OverrideDatCheck::merge.
class OverrideHookCheck final {
public:
    OverrideHookCheck() = delete;

    /// One record's sound hooks as the check needs them.
    struct Record {
        bool script = false; ///< a PhysicsScript (hooks by start time) rather than an Animation
        int frameCount = 0;  ///< an Animation's frames
        std::vector<HookSite> soundHooks; ///< in frame (start time) and list order
    };
    /// The record with this id; ErrorCode::NotFound when there is none, another error when it
    /// does not decode.
    using Lookup = std::function<Result<Record>(quint32 id)>;

    [[nodiscard]] static std::vector<OverrideDiagnostic> check(const OverrideFile& file,
                                                               const Lookup& lookup);
    /// The sound hooks of a decoded record, as the dat lookup gives them.
    [[nodiscard]] static Record recordOf(const Animation& animation);
    [[nodiscard]] static Record recordOf(const PhysicsScript& script);
    /// A lookup reading `dat` (Animations without their part frames). The dat must outlive it.
    [[nodiscard]] static Lookup datLookup(const DatFile& dat);
    /// A lookup reading `index`'s records: in the editor the ones its session holds (the
    /// document's edited Animations over the dat's), the source the Triggers panel and the
    /// motion read, so `[N]` counts the hooks as they are now. A record the index could not
    /// decode gives its problem; one it does not hold, ErrorCode::NotFound. The index must
    /// outlive the lookup.
    [[nodiscard]] static Lookup indexLookup(const TriggerIndex& index);
    /// Where `site` stands among the sound hooks of its place in `hooks` (its record's hooks, in
    /// any order): its ordinal by list position, and how many sound hooks the place holds — what
    /// OverrideApply::Report::hook() takes.
    [[nodiscard]] static std::pair<int, int> ordinalOf(const std::vector<HookSite>& hooks,
                                                       const HookSite& site);
    /// The sound hooks of one place (`frame`, or `time` when `frame` < 0) of a record.
    [[nodiscard]] static std::vector<const HookSite*> soundHooksAt(const Record& record, int frame,
                                                                   double time);
};

} // namespace soundstage
