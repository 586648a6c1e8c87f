#pragma once

#include "core/records/animationhook.h"

#include <array>
#include <vector>

namespace soundstage {

class ByteReader;
class ByteWriter;
class RecordReader;

/// A Vector3 (velocity, omega, scale, sphere origin): three f32, bit-identical.
std::array<float, 3> readVector3(ByteReader& in);
void writeVector3(ByteWriter& out, const std::array<float, 3>& v);

/// Frame / AFrame, 28 bytes on disk: origin x, y, z, then the quaternion w, x, y, z (w first).
/// Floats are kept bit-identical.
struct Frame {
    static constexpr qint64 Size = 28;
    float x = 0.0f, y = 0.0f, z = 0.0f;
    float qw = 1.0f, qx = 0.0f, qy = 0.0f, qz = 0.0f;

    static Frame read(ByteReader& in);
    void write(ByteWriter& out) const;
    friend bool operator==(const Frame&, const Frame&) = default;
};

/// AnimFrame (§1): one Frame per part, then the frame's hooks. Used by Animation part frames
/// and Setup placement frames.
struct AnimFrame {
    std::vector<Frame> parts;
    std::vector<AnimationHook> hooks;

    /// The smallest encoding of a frame of `numParts` parts (no hooks), for count checks.
    [[nodiscard]] static qint64 minSize(quint32 numParts) { return Frame::Size * numParts + 4; }
    /// Reads `numParts` Frames and the hook list. Failures go to the reader: a hook count the
    /// bytes left cannot hold (offset = the count), and AnimationHook::read's. With `keepParts`
    /// false the part Frames are stepped over (`parts` stays empty), with the same checks.
    static AnimFrame read(RecordReader& reader, quint32 numParts, bool keepParts = true);
    void write(ByteWriter& out) const;
    [[nodiscard]] qint64 encodedSize() const;

    friend bool operator==(const AnimFrame&, const AnimFrame&) = default;
};

} // namespace soundstage
