#pragma once

#include "core/records/animationhook.h"
#include "core/records/motiontable.h"

#include <algorithm>
#include <cmath>

namespace soundstage {

/// The frames an AnimData plays and when each frame's hooks fire, by the client's rules
/// (animation-hooks-format.md §2.5, CSequence::update_internal and AnimSequenceNode):
/// - high_frame < 0 means the last frame; both ends are clamped to frameCount − 1, and a low
///   above high makes high = low;
/// - forward (framerate > 0): frame k fires for low ≤ k < high at (k + 1 − low) / framerate
///   into each pass, high_frame never fires;
/// - backward (framerate < 0): frame k fires for low < k ≤ high at (high + 1 − k) / |framerate|,
///   low_frame never fires;
/// - one pass lasts (high − low + 1) / |framerate| seconds; framerate 0 never advances.
/// A hook runs when its direction is Both or matches the play's. Pure value, thread-safe.
struct FrameRange {
    int low = 0;
    int high = -1; ///< high < low only for an animation without frames
    float framerate = 0.0f;

    [[nodiscard]] static FrameRange of(const AnimData& anim, int frameCount) {
        FrameRange r;
        r.framerate = anim.framerate;
        if (frameCount <= 0)
            return r; // nothing to play: low 0, high −1
        const int last = frameCount - 1;
        r.high = anim.highFrame < 0 ? last : std::min(anim.highFrame, last);
        r.low = std::clamp(anim.lowFrame, 0, last);
        if (r.low > r.high)
            r.high = r.low;
        return r;
    }

    [[nodiscard]] bool empty() const { return high < low; }
    /// +1 forward, −1 backward, 0 stalled.
    [[nodiscard]] int direction() const { return framerate > 0.0f ? 1 : framerate < 0.0f ? -1 : 0; }
    /// Seconds one pass takes; 0 when it never advances.
    [[nodiscard]] double duration() const {
        if (empty() || direction() == 0)
            return 0.0;
        return double(high - low + 1) / std::abs(double(framerate));
    }
    /// Whether a hook of `direction` on `frame` runs in this play.
    [[nodiscard]] bool fires(int frame, HookDirection hookDirection) const {
        const int d = direction();
        if (d == 0 || empty())
            return false;
        if (hookDirection != HookDirection::Both && static_cast<int>(hookDirection) != d)
            return false;
        return d > 0 ? frame >= low && frame < high : frame > low && frame <= high;
    }
    /// Seconds into a pass at which `frame` fires (only meaningful when fires()).
    [[nodiscard]] double fireTime(int frame) const {
        const double rate = std::abs(double(framerate));
        return direction() > 0 ? double(frame + 1 - low) / rate : double(high + 1 - frame) / rate;
    }
};

} // namespace soundstage
