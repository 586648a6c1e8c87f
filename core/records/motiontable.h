#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>

#include <array>
#include <optional>
#include <vector>

namespace soundstage {

/// AnimData (16 bytes): one animation a motion plays.
struct AnimData {
    quint32 animation = 0;   ///< Animation DID (0x03…)
    qint32 lowFrame = 0;     ///< first frame
    qint32 highFrame = -1;   ///< last frame, inclusive; −1 = the animation's last frame
    float framerate = 30.0f; ///< frames per second; negative plays in reverse
    friend bool operator==(const AnimData&, const AnimData&) = default;
};

/// MotionData: what a cycle, modifier or link plays.
struct MotionData {
    static constexpr quint8 FlagVelocity = 0x1;
    static constexpr quint8 FlagOmega = 0x2;

    quint8 bitfield = 0; ///< bit 0 clears modifiers, bit 1 only from the style default
    /// Stored as read; encode() sets FlagVelocity / FlagOmega from `velocity` / `omega` and
    /// keeps the other bits.
    quint8 flags = 0;
    quint8 padding = 0; ///< the alignment byte, kept for byte-identical re-encoding
    std::vector<AnimData> anims;
    std::optional<std::array<float, 3>> velocity; ///< metres per second
    std::optional<std::array<float, 3>> omega;    ///< radians per second
    friend bool operator==(const MotionData&, const MotionData&) = default;
};

/// A cycle or modifier: its key and MotionData.
struct MotionEntry {
    quint32 key = 0; ///< (style << 16) | (motion & 0xFFFFFF), see style() / motion()
    MotionData data;

    /// 0x80000000 | (key >> 16): the stance the key belongs to.
    [[nodiscard]] quint32 style() const;
    /// The full command id whose low 16 bits are the key's (MotionCommand::fromIndex()).
    [[nodiscard]] quint32 motion() const;
    friend bool operator==(const MotionEntry&, const MotionEntry&) = default;
};

/// The link transitions out of one (style, substate): target motion → MotionData.
struct MotionLink {
    quint32 key = 0; ///< outer key (style << 16) | (from & 0xFFFFFF); style << 16 = from any
    std::vector<std::pair<quint32, MotionData>> targets; ///< full 32-bit target motion
    friend bool operator==(const MotionLink&, const MotionLink&) = default;
};

/// A MotionTable record (DID 0x09…, §3 of animation-hooks-format.md). Lists keep file order.
struct MotionTable {
    quint32 id = 0;
    quint32 defaultStyle = 0;                               ///< a stance (0x80…)
    std::vector<std::pair<quint32, quint32>> styleDefaults; ///< style → default substate
    std::vector<MotionEntry> cycles;
    std::vector<MotionEntry> modifiers;
    std::vector<MotionLink> links;

    /// The cycle for (style, substate) by the client's key, or nullptr.
    [[nodiscard]] const MotionEntry* cycle(quint32 style, quint32 substate) const;
    /// Every Animation DID named in cycles, modifiers and links, in file order, with repeats.
    [[nodiscard]] std::vector<quint32> animationIds() const;

    /// The client's cycle / modifier / link outer key.
    [[nodiscard]] static quint32 key(quint32 style, quint32 motion) {
        return (style << 16) | (motion & 0xFFFFFF);
    }

    /// Errors carry the record offset: ErrorCode::Truncated inside a field; ErrorCode::BadRecord
    /// for a count the bytes cannot hold (offset = the count) or bytes left over.
    [[nodiscard]] static Result<MotionTable> decode(QByteArrayView bytes);
    /// An unedited decoded table gives back its bytes.
    [[nodiscard]] QByteArray encode() const;

    friend bool operator==(const MotionTable&, const MotionTable&) = default;
};

} // namespace soundstage
