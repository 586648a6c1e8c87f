#include "core/audio/resampler.h"

#include <cmath>
#include <numbers>
#include <numeric>
#include <vector>

namespace soundstage {

namespace {
constexpr double Beta = 9.0;
constexpr double ZeroCrossings = 32.0;
constexpr double CutoffFraction = 0.94;
constexpr qint64 MaxTablePhases = 4096;

double besselI0(double x) {
    // Power series; converges fast for the arguments a Kaiser window uses (x ≤ β).
    double sum = 1.0;
    double term = 1.0;
    const double q = x * x / 4.0;
    for (int k = 1; k < 64; ++k) {
        term *= q / (static_cast<double>(k) * k);
        sum += term;
        if (term < sum * 1e-17)
            break;
    }
    return sum;
}

class Kernel final {
public:
    Kernel(qint64 up, qint64 down)
        : m_up(up) {
        const double ratio = static_cast<double>(up) / static_cast<double>(down);
        m_cutoff = CutoffFraction * std::min(1.0, ratio);   // in cycles per input sample × 2
        m_halfWidth = ZeroCrossings / std::min(1.0, ratio); // input samples each side
        m_taps = 2 * static_cast<int>(std::ceil(m_halfWidth));
        m_i0Beta = besselI0(Beta);
        if (up <= MaxTablePhases) {
            m_table.resize(static_cast<size_t>(up * m_taps));
            for (qint64 p = 0; p < up; ++p)
                computePhase(p, m_table.data() + p * m_taps);
        }
    }

    int taps() const { return m_taps; }

    // Weights for output phase p (fraction p/up past input sample i), for input samples
    // i - taps/2 + 1 … i + taps/2.
    const float* phase(qint64 p, std::vector<float>& scratch) const {
        if (!m_table.empty())
            return m_table.data() + p * m_taps;
        scratch.resize(static_cast<size_t>(m_taps));
        computePhase(p, scratch.data());
        return scratch.data();
    }

private:
    void computePhase(qint64 p, float* out) const {
        const double frac = static_cast<double>(p) / static_cast<double>(m_up);
        std::vector<double> w(static_cast<size_t>(m_taps));
        double sum = 0;
        for (int j = 0; j < m_taps; ++j) {
            const double x = frac + (m_taps / 2 - 1) - j; // distance from sample to output time
            w[static_cast<size_t>(j)] = weight(x);
            sum += w[static_cast<size_t>(j)];
        }
        for (int j = 0; j < m_taps; ++j)
            out[j] = static_cast<float>(sum != 0 ? w[static_cast<size_t>(j)] / sum : 0);
    }

    double weight(double x) const {
        const double u = x / m_halfWidth;
        if (std::abs(u) >= 1.0)
            return 0;
        const double t = std::numbers::pi * m_cutoff * x;
        const double sinc = std::abs(t) < 1e-12 ? 1.0 : std::sin(t) / t;
        return m_cutoff * sinc * besselI0(Beta * std::sqrt(1.0 - u * u)) / m_i0Beta;
    }

    qint64 m_up = 1;
    double m_cutoff = 1;
    double m_halfWidth = 1;
    int m_taps = 2;
    double m_i0Beta = 1;
    std::vector<float> m_table;
};
} // namespace

PcmBufferPtr Resampler::resample(const PcmBufferPtr& input, int targetRate) {
    if (!input || targetRate <= 0 || targetRate == input->sampleRate())
        return input;
    const qint64 g = std::gcd(static_cast<qint64>(targetRate), qint64{input->sampleRate()});
    const qint64 up = targetRate / g;
    const qint64 down = input->sampleRate() / g;
    const int channels = input->channels();
    const qint64 inFrames = input->frames();
    const qint64 outFrames = (inFrames * up + down - 1) / down;
    const Kernel kernel(up, down);
    const int taps = kernel.taps();
    const auto in = input->samples();

    std::vector<float> out(static_cast<size_t>(outFrames * channels));
    std::vector<float> scratch;
    std::vector<double> acc(static_cast<size_t>(channels));
    for (qint64 n = 0; n < outFrames; ++n) {
        const qint64 position = n * down; // in units of 1/up input samples
        const qint64 i = position / up;
        const qint64 p = position % up;
        const float* w = kernel.phase(p, scratch);
        std::fill(acc.begin(), acc.end(), 0.0);
        const qint64 first = i - taps / 2 + 1;
        const qint64 jStart = std::max<qint64>(0, -first);
        const qint64 jEnd = std::min<qint64>(taps, inFrames - first);
        for (qint64 j = jStart; j < jEnd; ++j) {
            const float* frame = in.data() + (first + j) * channels;
            for (int c = 0; c < channels; ++c)
                acc[static_cast<size_t>(c)] += static_cast<double>(w[j]) * frame[c];
        }
        for (int c = 0; c < channels; ++c)
            out[static_cast<size_t>(n * channels + c)] =
                static_cast<float>(acc[static_cast<size_t>(c)]);
    }
    return PcmBuffer::make(std::move(out), targetRate, channels);
}

PcmBufferPtr Resampler::mixToMono(const PcmBufferPtr& input) {
    if (!input || input->channels() == 1)
        return input;
    const int channels = input->channels();
    const qint64 frames = input->frames();
    const auto in = input->samples();
    std::vector<float> out(static_cast<size_t>(frames));
    for (qint64 f = 0; f < frames; ++f) {
        double sum = 0;
        for (int c = 0; c < channels; ++c)
            sum += in[static_cast<size_t>(f * channels + c)];
        out[static_cast<size_t>(f)] = static_cast<float>(sum / channels);
    }
    return PcmBuffer::make(std::move(out), input->sampleRate(), 1);
}

} // namespace soundstage
