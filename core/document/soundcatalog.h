#pragma once

#include "core/common/error.h"
#include "core/common/progresssink.h"
#include "core/dat/datentry.h"
#include "core/records/regiondesc.h"
#include "core/records/soundtable.h"

#include <QCoreApplication>

#include <atomic>
#include <bitset>
#include <map>
#include <optional>
#include <vector>

namespace soundstage {

class DatFile;

/// Everything sound-related in a dat, decoded once: the SoundTables, the wave entries (not their
/// samples), the regions' ambient parts and the Setups' default tables, with "where used" links
/// between them. Records that fail to decode do not stop the load: they are listed in
/// problems() (load warnings for an issue log) and left out.
///
/// A value with shared data: a copy costs two atomic operations, not the copy of thousands of
/// tables, and the copies share what they hold until one of them is changed — the first change
/// of a shared catalog copies the data on the changing thread (copy on write). So work on another
/// thread takes a copy of the document's catalog and reads it while the GUI thread goes on
/// editing its own. Several threads may read copies of one catalog at once; each copy belongs to
/// one thread. References and pointers that the accessors return stay valid until this catalog
/// is changed or destroyed (a change may move its data: fetch them again after it).
class SoundCatalog final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::SoundCatalog)

public:
    SoundCatalog();
    /// Shares `other`'s data (no copy of it).
    SoundCatalog(const SoundCatalog& other);
    SoundCatalog& operator=(const SoundCatalog& other);
    ~SoundCatalog();

    /// A record that could not be decoded.
    struct Problem {
        quint32 id = 0;
        Error error;
    };

    /// Where a wave is used: one variant of one sound type of one table.
    struct WaveUse {
        quint32 table = 0;
        quint32 soundType = 0;
        int variant = 0;
    };

    /// Where a table is used: as a Setup's default table, or as an ambient STB of a region.
    struct TableUse {
        enum class Kind { SetupDefault, AmbientStb };
        Kind kind = Kind::SetupDefault;
        quint32 record = 0; ///< the Setup or RegionDesc id
        int stbIndex = -1;  ///< for AmbientStb: its index in the region's SoundDesc
    };

    /// Decodes every SoundTable, RegionDesc and Setup of the dat and lists its waves.
    /// Fails only when the dat's directory itself cannot be walked, or with
    /// ErrorCode::Cancelled when `progress` (optional; units: records decoded) is cancelled.
    /// Runs on any thread (DatFile is thread-safe); the catalog it returns is a value that may
    /// then be moved to, and used on, another thread.
    [[nodiscard]] static Result<SoundCatalog> load(const DatFile& dat,
                                                   ProgressSink* progress = nullptr);

    [[nodiscard]] const std::map<quint32, SoundTable>& tables() const { return m_shared->tables; }
    [[nodiscard]] const std::map<quint32, DatEntry>& waves() const { return m_shared->waves; }
    [[nodiscard]] const std::map<quint32, RegionDesc>& regions() const { return m_shared->regions; }
    /// Setup id → its default SoundTable id (0 when it has none).
    [[nodiscard]] const std::map<quint32, quint32>& setupTables() const {
        return m_shared->setupTables;
    }
    [[nodiscard]] const std::vector<Problem>& problems() const { return m_shared->problems; }
    /// Whether another catalog shares this one's data (it was copied, and neither copy has been
    /// changed since): the next change copies it first.
    [[nodiscard]] bool isShared() const;

    /// Whether the dat (or a pending import) has wave `id`. O(1) for ids in the wave range (a
    /// bit per id): views ask it for every variant of thousands of tables at once.
    [[nodiscard]] bool hasWave(quint32 id) const {
        if (id - WaveFirst < WaveBits)
            return m_shared->waveBits.test(id - WaveFirst);
        return m_shared->waves.contains(id);
    }
    [[nodiscard]] const SoundTable* table(quint32 id) const;

    [[nodiscard]] std::vector<WaveUse> usesOfWave(quint32 wave) const;
    [[nodiscard]] std::vector<TableUse> usesOfTable(quint32 table) const;

    // Editing, for Document (core/document/document.h), which owns the edited catalog and keeps
    // undo history and journal consistent. Nothing else should change a loaded catalog.
    /// The table to change in place, or nullptr when absent.
    [[nodiscard]] SoundTable* tableForEdit(quint32 id);
    /// The region to change in place, or nullptr when absent.
    [[nodiscard]] RegionDesc* regionForEdit(quint32 id);
    /// Sets a Setup's default table; false when the Setup is not in the catalog.
    bool setSetupTable(quint32 setup, quint32 table);
    /// Lists a wave that is not in the dat yet (a pending import), or takes it out again.
    void addWaveEntry(const DatEntry& entry);
    void removeWaveEntry(quint32 id);

private:
    static constexpr quint32 WaveFirst = 0x0A000000;
    static constexpr quint32 WaveBits = 0x10000; ///< the wave range 0x0A000000–0x0A00FFFF
    static constexpr quint32 WaveLast = WaveFirst + WaveBits - 1;
    /// What the copies of one catalog share, with the count of those copies.
    struct Shared {
        std::map<quint32, SoundTable> tables;
        std::map<quint32, DatEntry> waves;
        std::bitset<WaveBits> waveBits; ///< which ids of the wave range `waves` holds
        std::map<quint32, RegionDesc> regions;
        std::map<quint32, quint32> setupTables;
        std::vector<Problem> problems;
        /// Catalogs holding this: a copy increments it; letting go decrements it (release), and
        /// a change reads it (acquire), so what another thread read of a copy it let go of
        /// happens before this thread changes the data in place.
        std::atomic<int> holders{1};
    };
    /// The data to change, copied first when another catalog shares it.
    Shared& forEdit();
    void letGo();

    Shared* m_shared;
};

} // namespace soundstage
