#pragma once

#include "core/common/error.h"
#include "core/common/progresssink.h"
#include "core/dat/datentry.h"
#include "core/records/regiondesc.h"
#include "core/records/soundtable.h"

#include <QCoreApplication>

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
class SoundCatalog final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::SoundCatalog)

public:
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

    [[nodiscard]] const std::map<quint32, SoundTable>& tables() const { return m_tables; }
    [[nodiscard]] const std::map<quint32, DatEntry>& waves() const { return m_waves; }
    [[nodiscard]] const std::map<quint32, RegionDesc>& regions() const { return m_regions; }
    /// Setup id → its default SoundTable id (0 when it has none).
    [[nodiscard]] const std::map<quint32, quint32>& setupTables() const { return m_setupTables; }
    [[nodiscard]] const std::vector<Problem>& problems() const { return m_problems; }

    /// Whether the dat (or a pending import) has wave `id`. O(1) for ids in the wave range (a
    /// bit per id): views ask it for every variant of thousands of tables at once.
    [[nodiscard]] bool hasWave(quint32 id) const {
        if (id - WaveFirst < WaveBits)
            return m_waveBits.test(id - WaveFirst);
        return m_waves.contains(id);
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
    void addWaveEntry(const DatEntry& entry) {
        m_waves.insert_or_assign(entry.id, entry);
        if (entry.id - WaveFirst < WaveBits)
            m_waveBits.set(entry.id - WaveFirst);
    }
    void removeWaveEntry(quint32 id) {
        m_waves.erase(id);
        if (id - WaveFirst < WaveBits)
            m_waveBits.reset(id - WaveFirst);
    }

private:
    std::map<quint32, SoundTable> m_tables;
    static constexpr quint32 WaveFirst = 0x0A000000;
    static constexpr quint32 WaveBits = 0x10000; ///< the wave range 0x0A000000–0x0A00FFFF
    std::map<quint32, DatEntry> m_waves;
    std::bitset<WaveBits> m_waveBits; ///< which ids of the wave range m_waves holds
    std::map<quint32, RegionDesc> m_regions;
    std::map<quint32, quint32> m_setupTables;
    std::vector<Problem> m_problems;
};

} // namespace soundstage
