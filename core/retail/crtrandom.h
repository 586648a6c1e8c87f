#pragma once

#include <QtGlobal>

namespace soundstage {

/// The Microsoft C runtime's rand()/srand(): state = state·214013 + 2531011 (mod 2^32),
/// result (state >> 16) & 0x7FFF ∈ [0, 32767]. Default seed 1. Plain value type.
class CrtRandom final {
public:
    static constexpr int Max = 32767;

    CrtRandom() = default;
    explicit CrtRandom(quint32 seed)
        : m_state(seed) {}

    void srand(quint32 seed) { m_state = seed; }

    int rand() {
        m_state = m_state * 214013u + 2531011u;
        return static_cast<int>((m_state >> 16) & 0x7FFFu);
    }

    [[nodiscard]] quint32 state() const { return m_state; }

    friend bool operator==(const CrtRandom&, const CrtRandom&) = default;

private:
    quint32 m_state = 1;
};

} // namespace soundstage
