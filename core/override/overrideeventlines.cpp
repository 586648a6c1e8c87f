#include "core/override/overrideeventlines.h"

#include <algorithm>
#include <bit>
#include <utility>

namespace soundstage {

void OverrideEventLines::prefetch(const OverrideEvent& event) const {
    if (const auto key = packedKey(event); key && !m_slots.empty())
        __builtin_prefetch(&m_slots[slotOf(*key)]);
}

int OverrideEventLines::firstLine(const OverrideEvent& e, int line) {
    if (const auto key = packedKey(e))
        return firstLine(*key, line);
    // Names (and events whose sound could not be resolved) by their text.
    const QString key = e.kind == OverrideEvent::Kind::Named ? e.name : QChar(1) + e.toText();
    const auto it = m_named.constFind(key);
    if (it != m_named.cend())
        return *it;
    m_named.insert(key, line);
    return line;
}

void OverrideEventLines::reserve(qsizetype count) {
    std::size_t capacity = 16;
    while (capacity < static_cast<std::size_t>(count) * 2)
        capacity *= 2;
    if (capacity > m_slots.size())
        rehash(capacity);
}

int OverrideEventLines::firstLine(quint64 key, int line) {
    if ((m_used + 1) * 2 > m_slots.size())
        rehash(std::max<std::size_t>(16, m_slots.size() * 2));
    Slot& slot = find(key);
    if (slot.line == 0) {
        slot = {key, line};
        ++m_used;
    }
    return slot.line;
}

std::size_t OverrideEventLines::slotOf(quint64 key) const {
    // Fibonacci hashing: the product's top bits depend on every bit of the key (its low bits
    // only on the key's low bits, which would leave most tables of a file in a few slots).
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> m_shift);
}

OverrideEventLines::Slot& OverrideEventLines::find(quint64 key) {
    const std::size_t mask = m_slots.size() - 1;
    std::size_t i = slotOf(key);
    while (m_slots[i].line != 0 && m_slots[i].key != key)
        i = (i + 1) & mask;
    return m_slots[i];
}

void OverrideEventLines::rehash(std::size_t capacity) {
    m_shift = 64 - std::countr_zero(capacity);
    std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(capacity));
    for (const Slot& s : old)
        if (s.line != 0)
            find(s.key) = s;
}

} // namespace soundstage
