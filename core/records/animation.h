#pragma once

#include "core/common/error.h"
#include "core/records/animframe.h"

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace soundstage {

/// An Animation record (DID 0x03…, §1 of animation-hooks-format.md): flags, the part count,
/// optional root-motion frames and one AnimFrame per frame, each with its hooks. Frame k is
/// the k-th entry of `frames` (0-based); a hook belongs to the frame whose list holds it.
struct Animation {
    static constexpr quint32 FlagPosFrames = 0x1; ///< posFrames present
    static constexpr quint32 FlagHasHooks = 0x2;  ///< set by the client's packer when any hook

    quint32 id = 0;
    /// Stored as read and written back as is: FlagPosFrames says whether `posFrames` is
    /// written (keep them in step), FlagHasHooks is the caller's (setHasHooksFlag()), unknown
    /// bits are preserved.
    quint32 flags = 0;
    quint32 numParts = 0;
    std::vector<Frame> posFrames; ///< one per frame when FlagPosFrames, else empty
    std::vector<AnimFrame> frames;

    /// Hooks in all frames.
    [[nodiscard]] qsizetype hookCount() const;
    /// Sets FlagHasHooks when any frame has a hook and clears it otherwise, as the client's
    /// CAnimation::Pack does (call it after adding the first or removing the last hook).
    void setHasHooksFlag();

    /// Whether decode() keeps the part frames (and posFrames) or only steps over them.
    enum class PartFrames { Keep, Skip };

    /// Decodes the exact layout. Errors carry the record offset: ErrorCode::Truncated when the
    /// bytes end inside a field; ErrorCode::BadRecord for a frame or hook count the bytes left
    /// cannot hold (offset = the count, checked before anything is allocated), an unknown hook
    /// type or a direction outside {0, 1, −1} (offset = that field), bytes left over (offset = the
    /// first extra byte).
    ///
    /// With PartFrames::Skip the frames keep their hooks but no part Frames, and posFrames stays
    /// empty: for readers that want what fires when (the trigger index), where the part frames
    /// are nearly all of a retail animation's bytes. The same bytes are checked and every error
    /// is the same, at the same offset; such an animation is not for encode().
    [[nodiscard]] static Result<Animation> decode(QByteArrayView bytes,
                                                  PartFrames parts = PartFrames::Keep);
    /// An unedited decoded animation gives back its bytes. Every frame must hold `numParts`
    /// part Frames and, with FlagPosFrames, `posFrames` one per frame (the caller's to keep;
    /// without the flag `posFrames` is not written).
    [[nodiscard]] QByteArray encode() const;

    friend bool operator==(const Animation&, const Animation&) = default;
};

} // namespace soundstage
