#pragma once

#include <QByteArray>

#include <vector>

namespace soundstage {

/// Deterministic synthesis of the demo dat's waves. Every generator returns mono (or, for
/// `wind`, interleaved stereo) float samples in [-1, 1] at the given rate; the same arguments
/// always give the same samples on every machine (own PRNG, no global state).
class WaveSynth final {
public:
    using Samples = std::vector<float>;

    static Samples footstep(int rate, int variant);
    static Samples swoosh(int rate, bool heavy);
    static Samples chime(int rate);
    static Samples bell(int rate);
    static Samples windStereo(int rate, double seconds);
    static Samples stream(int rate, double seconds);
    static Samples waterfall(int rate, double seconds);
    static Samples doorCreak(int rate);
    static Samples doorSlam(int rate);
    static Samples grunt(int rate);
    static Samples deathGroan(int rate);
    static Samples click(int rate);
    static Samples fanfare(int rate);
    static Samples crickets(int rate, double seconds);
    static Samples birdChirp(int rate);
    static Samples fizzle(int rate);
    static Samples hum(int rate, double seconds);

    /// Scales so that the largest magnitude is `peak`.
    static void normalize(Samples& samples, float peak = 0.8f);
    /// Little-endian signed 16-bit PCM bytes.
    static QByteArray toPcm16(const Samples& samples);
    /// Unsigned 8-bit PCM bytes (128 = silence).
    static QByteArray toPcm8(const Samples& samples);
};

} // namespace soundstage
