#include "core/demo/wavesynth.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace soundstage {

namespace {

constexpr double TwoPi = 2.0 * std::numbers::pi;

/// xorshift32: tiny, fast and identical everywhere, which is all the demo needs.
class Noise {
public:
    explicit Noise(quint32 seed)
        : m_state(seed == 0 ? 0x9E3779B9u : seed) {}
    double next() // uniform in [-1, 1)
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 17;
        m_state ^= m_state << 5;
        return static_cast<double>(m_state) / 2147483648.0 - 1.0;
    }

private:
    quint32 m_state;
};

/// RBJ band-pass biquad (constant 0 dB peak gain) whose centre may change per sample.
class BandPass {
public:
    double process(double x, double centreHz, double q, int rate) {
        const double w = TwoPi * centreHz / rate;
        const double alpha = std::sin(w) / (2.0 * q);
        const double a0 = 1.0 + alpha;
        const double b0 = alpha / a0;
        const double b2 = -alpha / a0;
        const double a1 = -2.0 * std::cos(w) / a0;
        const double a2 = (1.0 - alpha) / a0;
        const double y = b0 * x + b2 * m_x2 - a1 * m_y1 - a2 * m_y2;
        m_x2 = m_x1;
        m_x1 = x;
        m_y2 = m_y1;
        m_y1 = y;
        return y;
    }

private:
    double m_x1 = 0, m_x2 = 0, m_y1 = 0, m_y2 = 0;
};

/// One-pole low-pass.
class LowPass {
public:
    double process(double x, double cutoffHz, int rate) {
        const double a = 1.0 - std::exp(-TwoPi * cutoffHz / rate);
        m_y += a * (x - m_y);
        return m_y;
    }

private:
    double m_y = 0;
};

int frameCount(int rate, double seconds) {
    return static_cast<int>(std::lround(rate * seconds));
}

/// Fast attack, exponential decay.
double percussive(double t, double attack, double decay) {
    if (t < attack)
        return t / attack;
    return std::exp(-(t - attack) / decay);
}

/// A glottal-ish pulse train through two formants: the demo's voice.
WaveSynth::Samples voice(int rate, double seconds, double pitchStart, double pitchEnd, double f1,
                         double f2, quint32 seed) {
    WaveSynth::Samples out(frameCount(rate, seconds));
    BandPass formant1, formant2;
    Noise breath(seed);
    double phase = 0;
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const double progress = t / seconds;
        const double pitch = pitchStart + (pitchEnd - pitchStart) * progress;
        phase += pitch / rate;
        phase -= std::floor(phase);
        const double pulse = std::pow(1.0 - phase, 6.0) + 0.05 * breath.next();
        const double y =
            formant1.process(pulse, f1, 5.0, rate) + 0.6 * formant2.process(pulse, f2, 6.0, rate);
        const double envelope = std::sin(std::numbers::pi * std::min(1.0, progress * 1.1));
        out[i] = static_cast<float>(y * envelope);
    }
    return out;
}

} // namespace

WaveSynth::Samples WaveSynth::footstep(int rate, int variant) {
    Samples out(frameCount(rate, 0.16 + 0.02 * (variant % 2)));
    Noise noise(1000u + static_cast<quint32>(variant) * 7919u);
    LowPass grit;
    const double cutoff = 500.0 + 150.0 * variant;
    const double thumpHz = 80.0 + 9.0 * variant;
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const double crunch = grit.process(noise.next(), cutoff, rate) * percussive(t, 0.002, 0.03);
        const double thump = std::sin(TwoPi * thumpHz * t) * percussive(t, 0.004, 0.04);
        out[i] = static_cast<float>(2.5 * crunch + 0.7 * thump);
    }
    normalize(out, 0.7f);
    return out;
}

WaveSynth::Samples WaveSynth::swoosh(int rate, bool heavy) {
    const double seconds = heavy ? 0.55 : 0.38;
    Samples out(frameCount(rate, seconds));
    Noise noise(heavy ? 77u : 42u);
    BandPass band;
    for (size_t i = 0; i < out.size(); ++i) {
        const double progress = static_cast<double>(i) / static_cast<double>(out.size());
        // The blade passes: the band rises, peaks two thirds through, and falls back.
        const double sweep = std::sin(std::numbers::pi * std::pow(progress, 0.8));
        const double centre = (heavy ? 250.0 : 400.0) + (heavy ? 1600.0 : 3200.0) * sweep;
        const double envelope = std::pow(std::sin(std::numbers::pi * progress), 2.0);
        out[i] = static_cast<float>(band.process(noise.next(), centre, 2.5, rate) * envelope);
    }
    normalize(out);
    return out;
}

namespace {
WaveSynth::Samples partials(int rate, double seconds, double base,
                            std::initializer_list<std::pair<double, double>> ratiosAndDecays) {
    WaveSynth::Samples out(frameCount(rate, seconds));
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        double y = 0;
        double weight = 1.0;
        for (const auto& [ratio, decay] : ratiosAndDecays) {
            y += weight * std::sin(TwoPi * base * ratio * t) * percussive(t, 0.003, decay);
            weight *= 0.7;
        }
        out[i] = static_cast<float>(y);
    }
    return out;
}
} // namespace

WaveSynth::Samples WaveSynth::chime(int rate) {
    Samples out = partials(rate, 1.8, 880.0, {{1.0, 0.9}, {2.76, 0.5}, {5.40, 0.3}, {8.93, 0.15}});
    normalize(out, 0.6f);
    return out;
}

WaveSynth::Samples WaveSynth::bell(int rate) {
    Samples out =
        partials(rate, 2.2, 392.0, {{1.0, 1.2}, {2.0, 0.8}, {2.4, 0.6}, {3.0, 0.4}, {4.2, 0.25}});
    normalize(out, 0.6f);
    return out;
}

WaveSynth::Samples WaveSynth::windStereo(int rate, double seconds) {
    const int frames = frameCount(rate, seconds);
    Samples out(static_cast<size_t>(frames) * 2);
    Noise left(11u), right(13u);
    BandPass bandLeft, bandRight;
    for (int i = 0; i < frames; ++i) {
        const double t = static_cast<double>(i) / rate;
        const double gust =
            0.55 + 0.45 * std::sin(TwoPi * 0.23 * t) * std::sin(TwoPi * 0.07 * t + 1.0);
        const double centre = 300.0 + 500.0 * gust;
        const double fade = std::min({1.0, t / 0.5, (seconds - t) / 0.5});
        out[2 * i] =
            static_cast<float>(bandLeft.process(left.next(), centre, 1.2, rate) * gust * fade);
        out[2 * i + 1] = static_cast<float>(
            bandRight.process(right.next(), centre * 1.1, 1.2, rate) * gust * fade);
    }
    normalize(out, 0.6f);
    return out;
}

WaveSynth::Samples WaveSynth::stream(int rate, double seconds) {
    Samples out(frameCount(rate, seconds));
    Noise bed(21u), drops(23u);
    LowPass soft;
    // Bubbles: short rising sine blips at pseudo-random times over a soft hiss.
    double bubbleStart = -1, bubbleHz = 0;
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        if (drops.next() > 0.9965) {
            bubbleStart = t;
            bubbleHz = 500.0 + 400.0 * (drops.next() + 1.0);
        }
        double y = 0.25 * soft.process(bed.next(), 1800.0, rate);
        const double age = t - bubbleStart;
        if (bubbleStart >= 0 && age < 0.03) {
            const double hz = bubbleHz * (1.0 + 12.0 * age);
            y += 0.5 * std::sin(TwoPi * hz * age) * (1.0 - age / 0.03);
        }
        out[i] = static_cast<float>(y);
    }
    normalize(out, 0.6f);
    return out;
}

WaveSynth::Samples WaveSynth::waterfall(int rate, double seconds) {
    Samples out(frameCount(rate, seconds));
    Noise roar(31u);
    LowPass body, rumble;
    for (size_t i = 0; i < out.size(); ++i) {
        const double x = roar.next();
        out[i] = static_cast<float>(body.process(x, 2500.0, rate) +
                                    2.0 * rumble.process(x, 120.0, rate));
    }
    normalize(out, 0.7f);
    return out;
}

WaveSynth::Samples WaveSynth::doorCreak(int rate) {
    Samples out(frameCount(rate, 1.3));
    Noise jitter(41u);
    BandPass wood, squeal;
    double phase = 0;
    for (size_t i = 0; i < out.size(); ++i) {
        const double progress = static_cast<double>(i) / static_cast<double>(out.size());
        // Stick-slip: the hinge's pulse rate wanders as the door swings.
        const double pitch =
            70.0 + 110.0 * std::sin(std::numbers::pi * progress) + 25.0 * jitter.next();
        phase += pitch / rate;
        double pulse = 0;
        if (phase >= 1.0) {
            phase -= 1.0;
            pulse = 1.0;
        }
        const double y =
            wood.process(pulse, 900.0, 8.0, rate) + 0.5 * squeal.process(pulse, 2300.0, 12.0, rate);
        out[i] = static_cast<float>(y * std::sin(std::numbers::pi * progress));
    }
    normalize(out, 0.7f);
    return out;
}

WaveSynth::Samples WaveSynth::doorSlam(int rate) {
    Samples out(frameCount(rate, 0.6));
    Noise crack(51u);
    LowPass body;
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const double boom = std::sin(TwoPi * 68.0 * t) * percussive(t, 0.002, 0.15);
        const double hit = body.process(crack.next(), 1500.0, rate) * percussive(t, 0.001, 0.02);
        out[i] = static_cast<float>(boom + 3.0 * hit);
    }
    normalize(out, 0.85f);
    return out;
}

WaveSynth::Samples WaveSynth::grunt(int rate) {
    Samples out = voice(rate, 0.4, 120.0, 95.0, 600.0, 1000.0, 61u);
    normalize(out, 0.8f);
    return out;
}

WaveSynth::Samples WaveSynth::deathGroan(int rate) {
    Samples out = voice(rate, 1.2, 140.0, 65.0, 500.0, 800.0, 67u);
    normalize(out, 0.8f);
    return out;
}

WaveSynth::Samples WaveSynth::click(int rate) {
    Samples out(frameCount(rate, 0.035));
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        out[i] = static_cast<float>(std::sin(TwoPi * 2000.0 * t) * percussive(t, 0.0005, 0.006));
    }
    normalize(out, 0.7f);
    return out;
}

WaveSynth::Samples WaveSynth::fanfare(int rate) {
    const double notes[] = {523.25, 659.25, 783.99, 1046.5};
    const double noteLength = 0.16;
    Samples out(frameCount(rate, noteLength * 3 + 0.5));
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const int note = std::min(3, static_cast<int>(t / noteLength));
        const double local = t - note * noteLength;
        const double f = notes[note];
        // A bright, square-ish tone: odd harmonics.
        const double y = std::sin(TwoPi * f * t) + std::sin(TwoPi * 3 * f * t) / 3.0 +
                         std::sin(TwoPi * 5 * f * t) / 5.0;
        out[i] = static_cast<float>(y * percussive(local, 0.005, note == 3 ? 0.25 : 0.08));
    }
    normalize(out, 0.6f);
    return out;
}

WaveSynth::Samples WaveSynth::crickets(int rate, double seconds) {
    Samples out(frameCount(rate, seconds));
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const double burst = std::fmod(t, 0.55) < 0.22 ? 1.0 : 0.0;
        const double pulses = std::max(0.0, std::sin(TwoPi * 30.0 * t));
        out[i] = static_cast<float>(std::sin(TwoPi * 4400.0 * t) * pulses * burst);
    }
    normalize(out, 0.4f);
    return out;
}

WaveSynth::Samples WaveSynth::birdChirp(int rate) {
    Samples out(frameCount(rate, 0.6));
    double phase = 0;
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const double local = std::fmod(t, 0.2);
        const double hz = 4200.0 - 1800.0 * (local / 0.08);
        phase += std::max(hz, 2000.0) / rate;
        const double gate = local < 0.08 ? std::sin(std::numbers::pi * local / 0.08) : 0.0;
        out[i] = static_cast<float>(std::sin(TwoPi * phase) * gate);
    }
    normalize(out, 0.5f);
    return out;
}

WaveSynth::Samples WaveSynth::fizzle(int rate) {
    Samples out(frameCount(rate, 0.5));
    Noise hiss(71u);
    BandPass band;
    for (size_t i = 0; i < out.size(); ++i) {
        const double progress = static_cast<double>(i) / static_cast<double>(out.size());
        const double centre = 3000.0 - 2400.0 * progress;
        out[i] =
            static_cast<float>(band.process(hiss.next(), centre, 3.0, rate) * (1.0 - progress));
    }
    normalize(out, 0.6f);
    return out;
}

WaveSynth::Samples WaveSynth::hum(int rate, double seconds) {
    Samples out(frameCount(rate, seconds));
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / rate;
        const double tremolo = 0.75 + 0.25 * std::sin(TwoPi * 6.0 * t);
        const double fade = std::min({1.0, t / 0.2, (seconds - t) / 0.3});
        out[i] = static_cast<float>(
            (std::sin(TwoPi * 110.0 * t) + 0.6 * std::sin(TwoPi * 165.0 * t)) * tremolo * fade);
    }
    normalize(out, 0.6f);
    return out;
}

void WaveSynth::normalize(Samples& samples, float peak) {
    float largest = 0;
    for (float s : samples)
        largest = std::max(largest, std::abs(s));
    if (largest <= 0)
        return;
    const float scale = peak / largest;
    for (float& s : samples)
        s *= scale;
}

QByteArray WaveSynth::toPcm16(const Samples& samples) {
    QByteArray bytes(static_cast<qsizetype>(samples.size()) * 2, '\0');
    for (size_t i = 0; i < samples.size(); ++i) {
        const auto value =
            static_cast<qint16>(std::lround(std::clamp(samples[i], -1.0f, 1.0f) * 32767.0f));
        bytes[static_cast<qsizetype>(2 * i)] = static_cast<char>(value & 0xFF);
        bytes[static_cast<qsizetype>(2 * i + 1)] = static_cast<char>((value >> 8) & 0xFF);
    }
    return bytes;
}

QByteArray WaveSynth::toPcm8(const Samples& samples) {
    QByteArray bytes(static_cast<qsizetype>(samples.size()), '\0');
    for (size_t i = 0; i < samples.size(); ++i) {
        const long value = 128 + std::lround(std::clamp(samples[i], -1.0f, 1.0f) * 127.0f);
        bytes[static_cast<qsizetype>(i)] = static_cast<char>(static_cast<quint8>(value));
    }
    return bytes;
}

} // namespace soundstage
