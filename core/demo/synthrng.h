#pragma once

#include <QtGlobal>

namespace soundstage {

/// splitmix64 for the synthetic dat: tiny, fast, and the same on every platform (std::
/// distributions are not). Not thread-safe; one per generator.
class SynthRng final {
public:
    explicit SynthRng(quint64 seed)
        : m_state(seed) {}
    quint64 next() {
        quint64 z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    double unit() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }   // [0, 1)
    int range(int lo, int hi) { return lo + int(next() % quint64(hi - lo + 1)); } // [lo, hi]
    bool chance(double p) { return unit() < p; }

private:
    quint64 m_state;
};

} // namespace soundstage
