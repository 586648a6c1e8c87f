#include "widgets/audition/waveformpeaks.h"

#include <algorithm>

namespace soundstage {

WaveformPeaksPtr WaveformPeaks::compute(const PcmBuffer& buffer) {
    auto peaks = std::make_shared<WaveformPeaks>();
    const qint64 frames = buffer.frames();
    const int channels = buffer.channels();
    const int lanes = std::min(2, channels);
    const qint64 blocks = (frames + BlockFrames - 1) / BlockFrames;
    peaks->m_frames = frames;
    peaks->m_blocks.assign(
        static_cast<std::size_t>(lanes),
        std::vector<std::pair<float, float>>(static_cast<std::size_t>(blocks), {1.0f, -1.0f}));
    const std::span<const float> samples = buffer.samples();
    for (qint64 b = 0; b < blocks; ++b) {
        const qint64 last = std::min(frames, (b + 1) * BlockFrames);
        for (int lane = 0; lane < lanes; ++lane) {
            float lo = 1.0f;
            float hi = -1.0f;
            for (qint64 f = b * BlockFrames; f < last; ++f) {
                const float v = samples[static_cast<std::size_t>(f * channels + lane)];
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
            peaks->m_blocks[static_cast<std::size_t>(lane)][static_cast<std::size_t>(b)] = {lo, hi};
        }
    }
    return peaks;
}

std::vector<std::pair<float, float>> WaveformPeaks::columns(int lane, int columns) const {
    std::vector<std::pair<float, float>> out;
    if (columns <= 0 || m_frames == 0 || lane < 0 || lane >= lanes())
        return out;
    const auto& blocks = m_blocks[static_cast<std::size_t>(lane)];
    const qint64 count = static_cast<qint64>(blocks.size());
    out.reserve(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c) {
        const qint64 first = m_frames * c / columns;
        const qint64 last = std::max(first + 1, m_frames * (c + 1) / columns);
        const qint64 firstBlock = std::min(count - 1, first / BlockFrames);
        const qint64 lastBlock = std::min(count, (last + BlockFrames - 1) / BlockFrames);
        float lo = 1.0f;
        float hi = -1.0f;
        for (qint64 b = firstBlock; b < lastBlock; ++b) {
            lo = std::min(lo, blocks[static_cast<std::size_t>(b)].first);
            hi = std::max(hi, blocks[static_cast<std::size_t>(b)].second);
        }
        out.emplace_back(lo, hi);
    }
    return out;
}

} // namespace soundstage
