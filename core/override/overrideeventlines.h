#pragma once

#include "core/override/overrideevent.h"

#include <QHashFunctions>
#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

namespace soundstage {

/// Which line first defined each event of an override file (a file defines an event once).
/// Structured events resolved to numbers are keyed by a packed integer in an open-addressing
/// table (no allocation per key, one cache line per probe: asked once per entry); names, and
/// events whose sound is unknown, by their text, in a second such table of their hashes beside
/// the list of the texts. Both are seeded as QHash is, so a file cannot choose keys that share
/// slots. Not thread-safe; one per parse.
class OverrideEventLines final {
public:
    /// Room for `count` structured events without rehashing.
    void reserve(qsizetype count);
    /// Whether the names kept are copies of their own. For a parse whose entries do not outlive
    /// it (a streaming parse): a name is otherwise a slice of a TextPool block, and keeping it
    /// kept the whole block, with every other string of it, until the end (issue 18: 3 MB for
    /// the named events of a 100,000-line file).
    void setCopyNames(bool copy) { m_copyNames = copy; }
    /// The line `event` was first defined on; records `line` for it the first time (and
    /// returns it).
    int firstLine(const OverrideEvent& event, int line);
    /// Starts loading the slot firstLine() will look at for `event`: the table is far larger
    /// than the caches, so a lookup asked for once the rest of the line is parsed finds its
    /// slot loaded instead of waiting for memory.
    void prefetch(const OverrideEvent& event) const;
    /// firstLine() and prefetch() for a structured event by its packedKey(): for a caller that
    /// kept the key and not the event.
    int firstLine(quint64 key, int line);
    void prefetch(quint64 key) const;
    /// How many slots past the first the lookups of structured events have stepped over so
    /// far (rehashing included): what keys that share slots cost. For the test that keys
    /// chosen to collide do not make the probes long.
    [[nodiscard]] std::size_t probes() const { return m_probes; }
    /// The integer key of a structured event resolved to numbers (one probe of the table, no
    /// allocation); nothing for the others (looked up by their text). Inline: an optional
    /// returned from a call goes through memory and stalls its reader (issue 18).
    [[nodiscard]] static std::optional<quint64> packedKey(const OverrideEvent& e) {
        if (e.kind == OverrideEvent::Kind::Named ||
            !(e.soundType || e.kind == OverrideEvent::Kind::Wave))
            return std::nullopt;
        // (kind, table, sound) or (kind, wave) packed into one integer key.
        const quint64 kind = static_cast<quint64>(e.kind) << 60;
        return e.kind == OverrideEvent::Kind::Wave
                   ? kind | e.wave
                   : kind | (quint64(e.table & 0xFFFFFFF) << 32) | *e.soundType;
    }

private:
    /// 12 bytes, unpadded: a file of 100,000 events fills a table of 1.7 MB instead of 4 MB,
    /// and each of its pages is memory touched for the first time (issue 18: the table's page
    /// faults were a sixth of `override check`).
    struct __attribute__((packed)) Slot {
        quint64 key = 0;
        quint32 line = 0; ///< 0: empty (lines are 1-based)
    };
    static_assert(sizeof(Slot) == 12);
    /// Whether the table holds too many slots in use to take one more (at most 70 % used).
    [[nodiscard]] bool full() const { return (m_used + 1) * 10 > m_slots.size() * 7; }
    int firstNamedLine(const QString& key, int line);
    /// Where `hash` leads in m_nameSlots: the slot holding `key`, else (or with no key) the
    /// first empty one on its path.
    [[nodiscard]] std::size_t nameSlotOf(quint64 hash, const QString* key) const;
    [[nodiscard]] std::size_t slotOf(quint64 key) const;
    Slot& find(quint64 key);
    void rehash(std::size_t capacity);
    void rehashNames(std::size_t capacity);

    std::vector<Slot> m_slots;
    std::size_t m_used = 0;
    std::size_t m_probes = 0;
    /// QHash's seed (random per process, unless QT_HASH_SEED fixes it), read once.
    std::size_t m_seed = QHashSeed::globalSeed();
    /// A text key: its hash, its first line (0: empty slot), its place in m_names. A QHash of
    /// the texts allocated a node per name and rehashed as it grew (issue 18: the tenth of a
    /// file's entries that are named events took a tenth of its parse).
    struct NameSlot {
        quint64 hash = 0;
        quint32 line = 0;
        quint32 name = 0;
    };
    std::vector<NameSlot> m_nameSlots; ///< a power of two, at most 70 % used
    std::vector<QString> m_names;
    bool m_copyNames = false;
};

} // namespace soundstage
