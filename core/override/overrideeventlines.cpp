#include "core/override/overrideeventlines.h"

#include <algorithm>
#include <utility>

namespace soundstage {

int OverrideEventLines::firstLine(const OverrideEvent& e, int line) {
    if (e.kind == OverrideEvent::Kind::Named ||
        !(e.soundType || e.kind == OverrideEvent::Kind::Wave)) {
        // Names (and events whose sound could not be resolved) by their text.
        const QString key = e.kind == OverrideEvent::Kind::Named ? e.name : QChar(1) + e.toText();
        const auto it = m_named.constFind(key);
        if (it != m_named.cend())
            return *it;
        m_named.insert(key, line);
        return line;
    }
    // (kind, table, sound) or (kind, wave) packed into one integer key.
    const quint64 kind = static_cast<quint64>(e.kind) << 60;
    const quint64 key = e.kind == OverrideEvent::Kind::Wave
                            ? kind | e.wave
                            : kind | (quint64(e.table & 0xFFFFFFF) << 32) | *e.soundType;
    return firstLine(key, line);
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

OverrideEventLines::Slot& OverrideEventLines::find(quint64 key) {
    const std::size_t mask = m_slots.size() - 1;
    // Fibonacci hashing spreads the packed (table, sound) keys over the slots
    std::size_t i = static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 20) & mask;
    while (m_slots[i].line != 0 && m_slots[i].key != key)
        i = (i + 1) & mask;
    return m_slots[i];
}

void OverrideEventLines::rehash(std::size_t capacity) {
    std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(capacity));
    for (const Slot& s : old)
        if (s.line != 0)
            find(s.key) = s;
}

} // namespace soundstage
