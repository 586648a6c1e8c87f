#include "core/override/overrideeventlines.h"

#include <QHashFunctions>

#include <algorithm>
#include <utility>

namespace soundstage {

void OverrideEventLines::prefetch(const OverrideEvent& event) const {
    if (const auto key = packedKey(event))
        prefetch(*key);
}

void OverrideEventLines::prefetch(quint64 key) const {
    if (!m_slots.empty())
        __builtin_prefetch(&m_slots[slotOf(key)]);
}

int OverrideEventLines::firstLine(const OverrideEvent& e, int line) {
    if (const auto key = packedKey(e))
        return firstLine(*key, line);
    // Names (and events whose sound could not be resolved) by their text.
    return firstNamedLine(e.kind == OverrideEvent::Kind::Named ? e.name : QChar(1) + e.toText(),
                          line);
}

int OverrideEventLines::firstNamedLine(const QString& key, int line) {
    if ((m_names.size() + 1) * 10 > m_nameSlots.size() * 7)
        rehashNames(std::max<std::size_t>(64, m_nameSlots.size() * 2));
    // Seeded as QHash seeds it (at random per process): names chosen to share a slot cannot
    // be made in advance to make the probes long.
    const quint64 hash = qHash(QStringView(key), QHashSeed::globalSeed());
    const std::size_t i = nameSlotOf(hash, &key);
    if (m_nameSlots[i].line != 0)
        return int(m_nameSlots[i].line);
    m_nameSlots[i] = {hash, quint32(line), quint32(m_names.size())};
    m_names.push_back(m_copyNames ? QString(key.constData(), key.size()) : key);
    return line;
}

std::size_t OverrideEventLines::nameSlotOf(quint64 hash, const QString* key) const {
    const std::size_t mask = m_nameSlots.size() - 1;
    std::size_t i = hash & mask;
    for (; m_nameSlots[i].line != 0; i = (i + 1) & mask) {
        if (key && m_nameSlots[i].hash == hash && m_names[m_nameSlots[i].name] == *key)
            break;
    }
    return i;
}

void OverrideEventLines::rehashNames(std::size_t capacity) {
    const std::vector<NameSlot> old = std::exchange(m_nameSlots, std::vector<NameSlot>(capacity));
    for (const NameSlot& s : old)
        if (s.line != 0)
            m_nameSlots[nameSlotOf(s.hash, nullptr)] = s;
}

void OverrideEventLines::reserve(qsizetype count) {
    // Not a power of two: slotOf() scales the hash to any size, so the table is no larger than
    // the load it is sized for.
    const std::size_t capacity = std::max<std::size_t>(16, std::size_t(count) * 10 / 7 + 1);
    if (capacity > m_slots.size())
        rehash(capacity);
}

int OverrideEventLines::firstLine(quint64 key, int line) {
    if (full())
        rehash(std::max<std::size_t>(16, m_slots.size() * 2));
    Slot& slot = find(key);
    if (slot.line == 0) {
        slot.key = key;
        slot.line = quint32(line);
        ++m_used;
    }
    return int(slot.line);
}

std::size_t OverrideEventLines::slotOf(quint64 key) const {
    // Mixed as QHash mixes an integer key, with the seed QHash draws at random per process:
    // keys that share slots cannot be chosen in advance. (The golden ratio's multiply, fixed,
    // let a file of 100,000 table events whose numbers step by a Fibonacci number fill one
    // run of slots: 4 s to check instead of 0.06 s; a multiplier drawn at random still let
    // such a run of numbers cluster, 36 steps a lookup.) The top 32 bits of the mix, read as
    // a fraction of 2^32, times the size pick the slot (a table holds far fewer than 2^32).
    const quint64 mixed = qHash(key, m_seed);
    return static_cast<std::size_t>(((mixed >> 32) * quint64(m_slots.size())) >> 32);
}

OverrideEventLines::Slot& OverrideEventLines::find(quint64 key) {
    const std::size_t size = m_slots.size();
    std::size_t i = slotOf(key);
    for (; m_slots[i].line != 0 && m_slots[i].key != key; ++m_probes)
        i = i + 1 == size ? 0 : i + 1;
    return m_slots[i];
}

void OverrideEventLines::rehash(std::size_t capacity) {
    std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(capacity));
    for (const Slot& s : old)
        if (s.line != 0)
            find(s.key) = s;
}

} // namespace soundstage
