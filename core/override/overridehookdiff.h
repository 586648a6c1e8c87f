#pragma once

#include "core/common/error.h"
#include "core/override/overrideapply.h"
#include "core/override/overridediff.h"
#include "core/override/overridehookcheck.h"
#include "core/override/soundtypelookup.h"

#include <map>

namespace soundstage {

class DatFile;

/// Hook lines that turn the sound hooks of one set of Animations and PhysicsScripts (a dat as
/// shipped) into another's (the same dat edited): the hook half of OverrideDiff, and the inverse
/// of the hook lines' apply (applied()).
///
/// Per record and place (an Animation frame, a script start time) the sound hooks are compared
/// in order. Where both sides hold as many, each hook that differs becomes a line: a SoundTable
/// hook's sound type `= sound:NAME`; a Sound hook's wave `= 0x0A…, 1`; a SoundTweaked hook's
/// wave, volume and probability `= 0x0A…, volume, probability` with its priority as the line's
/// priority. `[N]` is written where the place has several sound hooks. Where the edited side
/// holds fewer and they are the original's in order, the missing ones become silenced lines.
/// What the language cannot say goes to `notes`: a hook whose kind or direction changed, hooks
/// added or reordered at a place, a record added or removed, a volume or probability outside
/// 0..1 (written clamped). Pure; thread-safe.
class OverrideHookDiff final {
public:
    OverrideHookDiff() = delete;

    using Records = std::map<quint32, OverrideHookCheck::Record>;

    /// Appends the lines (made in code, line 0) and notes to `into` and counts them in
    /// `into.changedHooks` / `into.silencedHooks`.
    static void diff(const Records& original, const Records& edited, OverrideDiff::Changes& into,
                     const SoundTypeLookup& soundTypes = SoundTypeLookup::client());

    /// The Animations and PhysicsScripts whose bytes differ between two dats (or that only one
    /// holds), decoded on each side that holds them. Errors: a directory that cannot be walked,
    /// a record that cannot be read or decoded (with its id and offset).
    [[nodiscard]] static Result<std::pair<Records, Records>> changedRecords(const DatFile& original,
                                                                            const DatFile& edited);

    /// What a hook line makes of a hook in the dat's terms: a SoundTable hook's sound type, a
    /// Sound hook's wave, a SoundTweaked hook's wave, volume, probability and priority. A local
    /// file has no wave id: the hook's wave stays. A change the hook's kind cannot take, or a
    /// silencing one, leaves the hook as it is (silencing removes it; that is the caller's).
    [[nodiscard]] static AnimationHook applied(const AnimationHook& hook,
                                               const OverrideApply::HookChange& change);
};

} // namespace soundstage
