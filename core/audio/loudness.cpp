#include "core/audio/loudness.h"

#include <QCoreApplication>

#include <ebur128.h>

#include <cmath>
#include <limits>
#include <memory>

namespace soundstage {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::Loudness)
};

constexpr double MinusInfinity = -std::numeric_limits<double>::infinity();
// Frames handed to libebur128 per call; bounded so a long sound needs no second copy.
constexpr qint64 ChunkFrames = 16384;

struct StateDeleter {
    void operator()(ebur128_state* state) const { ebur128_destroy(&state); }
};
using State = std::unique_ptr<ebur128_state, StateDeleter>;

double decibels(double linear) {
    return linear > 0.0 ? 20.0 * std::log10(linear) : MinusInfinity;
}

// libebur128 reports "no value" as −HUGE_VAL (and a silent range as 0 LU); both become −inf.
double finiteOrMinusInfinity(double value) {
    return std::isfinite(value) ? value : MinusInfinity;
}

} // namespace

Result<Loudness> measureLoudness(const PcmBuffer& pcm) {
    const auto channels = static_cast<unsigned>(pcm.channels());
    const auto rate = static_cast<unsigned long>(pcm.sampleRate());
    Loudness result;
    result.seconds = pcm.seconds();
    const qint64 frames = pcm.frames();
    // libebur128 completes its first 400 ms block after four of its 100 ms steps of
    // (rate + 5) / 10 frames each: at 11025 Hz that is 4412 frames, not 4410.
    const qint64 blockFrames = 4 * ((static_cast<qint64>(rate) + 5) / 10);
    result.shortClip = frames < blockFrames;

    State state(ebur128_init(channels, rate,
                             EBUR128_MODE_I | EBUR128_MODE_LRA | EBUR128_MODE_SAMPLE_PEAK |
                                 EBUR128_MODE_TRUE_PEAK));
    if (!state)
        return fail(ErrorCode::Unsupported,
                    Tr::tr("cannot measure the loudness of %1 channel(s) at %2 Hz")
                        .arg(channels)
                        .arg(rate));
    if (channels == 1)
        ebur128_set_channel(state.get(), 0, EBUR128_DUAL_MONO);

    const std::span<const float> samples = pcm.samples();
    for (qint64 first = 0; first < frames; first += ChunkFrames) {
        const qint64 count = std::min(ChunkFrames, frames - first);
        const float* chunk = samples.data() + first * pcm.channels();
        if (ebur128_add_frames_float(state.get(), chunk, static_cast<size_t>(count)) !=
            EBUR128_SUCCESS)
            return fail(ErrorCode::Unsupported, Tr::tr("libebur128 refused the samples"));
    }

    double value = MinusInfinity;
    if (frames == 0) {
        result.integrated = MinusInfinity;
    } else if (result.shortClip) {
        // The whole sound as one ungated window (see the header).
        const auto windowMs = static_cast<unsigned long>(
            std::max<qint64>(1, frames * 1000 / static_cast<qint64>(rate)));
        result.integrated =
            ebur128_loudness_window(state.get(), windowMs, &value) == EBUR128_SUCCESS
                ? finiteOrMinusInfinity(value)
                : MinusInfinity;
    } else {
        result.integrated = ebur128_loudness_global(state.get(), &value) == EBUR128_SUCCESS
                                ? finiteOrMinusInfinity(value)
                                : MinusInfinity;
    }
    // Loudness range is defined over 3 s short-term windows (EBU Tech 3342).
    result.range = MinusInfinity;
    if (result.seconds >= 3.0 && std::isfinite(result.integrated) &&
        ebur128_loudness_range(state.get(), &value) == EBUR128_SUCCESS && std::isfinite(value))
        result.range = value;

    double truePeak = 0.0;
    double samplePeak = 0.0;
    for (unsigned c = 0; c < channels; ++c) {
        double peak = 0.0;
        if (ebur128_true_peak(state.get(), c, &peak) == EBUR128_SUCCESS)
            truePeak = std::max(truePeak, peak);
        if (ebur128_sample_peak(state.get(), c, &peak) == EBUR128_SUCCESS)
            samplePeak = std::max(samplePeak, peak);
    }
    // The oversampled peak can never be below the samples themselves.
    result.truePeak = decibels(std::max(truePeak, samplePeak));
    result.samplePeak = decibels(samplePeak);
    return result;
}

double withGain(double loudnessOrPeak, double gain) {
    if (!(gain > 0.0) || !std::isfinite(loudnessOrPeak))
        return MinusInfinity;
    return loudnessOrPeak + 20.0 * std::log10(gain);
}

} // namespace soundstage
