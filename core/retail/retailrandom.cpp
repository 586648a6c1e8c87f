#include "core/retail/retailrandom.h"

#include <utility>

namespace soundstage {

void RetailRandom::seed(quint32 seed) {
    qint32 s = static_cast<qint32>(seed & 0x7FFFFFFFu);
    if (s == 0)
        s = 1;
    m_s1 = s;
    m_s2 = s;
    for (int j = 32 + 7; j >= 0; --j) {
        m_s1 = lehmer<40014, 53668, 12211, Modulus1>(m_s1);
        if (j < 32)
            m_table[static_cast<std::size_t>(j)] = m_s1;
    }
    m_iy = m_table[0];
}

double RetailRandom::rollDice(float lo, float hi) {
    if (lo == hi)
        return lo;
    if (hi < lo)
        std::swap(lo, hi);
    return rand() * (static_cast<double>(hi) - static_cast<double>(lo)) + static_cast<double>(lo);
}

int RetailRandom::rollDice(int lo, int hi) {
    if (hi < lo)
        std::swap(lo, hi);
    const double span = static_cast<double>(hi) - static_cast<double>(lo) + 1.0;
    return lo + static_cast<int>(rand() * span);
}

} // namespace soundstage
