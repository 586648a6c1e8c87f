#pragma once

#include "core/audio/pcmbuffer.h"

#include <QtGlobal>

#include <memory>
#include <utility>
#include <vector>

namespace soundstage {

class WaveformPeaks;
/// Shared like the PcmBuffer it summarises: immutable, safe to hand to any thread.
using WaveformPeaksPtr = std::shared_ptr<const WaveformPeaks>;

/// The min/max of a buffer's first two channels per block of BlockFrames frames: what
/// WaveformView draws a long buffer from, so that showing (or resizing) it costs a pass over
/// frames / BlockFrames blocks instead of over every sample. Built once, where the buffer is
/// decoded (any thread; LocalFileDecoder does it on its worker); immutable after that.
class WaveformPeaks final {
public:
    static constexpr int BlockFrames = 256;

    /// Scans `buffer` once (time proportional to its length).
    [[nodiscard]] static WaveformPeaksPtr compute(const PcmBuffer& buffer);

    /// Lanes summarised: min(2, channels).
    [[nodiscard]] int lanes() const { return static_cast<int>(m_blocks.size()); }
    /// Frames of the summarised buffer.
    [[nodiscard]] qint64 frames() const { return m_frames; }
    /// Blocks per lane: ceil(frames / BlockFrames).
    [[nodiscard]] qint64 blocks() const {
        return m_blocks.empty() ? 0 : static_cast<qint64>(m_blocks.front().size());
    }

    /// Min/max of `lane` over `columns` columns, column c covering the frames
    /// [frames·c/columns, frames·(c+1)/columns) widened to whole blocks (so a column may reach
    /// up to one block, BlockFrames frames, into each neighbour). Empty for a lane out of range,
    /// columns ≤ 0 or no frames.
    [[nodiscard]] std::vector<std::pair<float, float>> columns(int lane, int columns) const;

private:
    qint64 m_frames = 0;
    std::vector<std::vector<std::pair<float, float>>> m_blocks; ///< per lane, per block: min, max
};

} // namespace soundstage
