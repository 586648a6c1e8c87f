#include "core/document/soundcatalog.h"

#include "core/dat/datfile.h"
#include "core/document/recordscan.h"
#include "core/records/setup.h"

namespace soundstage {

namespace {

constexpr quint32 SetupFirst = 0x02000000, SetupLast = 0x0200FFFF;
constexpr quint32 WaveFirst = 0x0A000000, WaveLast = 0x0A00FFFF;
constexpr quint32 RegionFirst = 0x13000000, RegionLast = 0x1300FFFF;
constexpr quint32 TableFirst = 0x20000000, TableLast = 0x2000FFFF;

} // namespace

Result<SoundCatalog> SoundCatalog::load(const DatFile& dat, ProgressSink* progress) {
    SoundCatalog catalog;
    auto& problems = catalog.m_problems;

    // Every directory walk first, so the progress total is known before records are read.
    auto waves = dat.entries(WaveFirst, WaveLast);
    if (!waves)
        return fail(waves.error());
    auto tables = dat.entries(TableFirst, TableLast);
    if (!tables)
        return fail(tables.error());
    auto regions = dat.entries(RegionFirst, RegionLast);
    if (!regions)
        return fail(regions.error());
    auto setups = dat.entries(SetupFirst, SetupLast);
    if (!setups)
        return fail(setups.error());
    const auto total = static_cast<qint64>(tables->size() + regions->size() + setups->size());
    qint64 done = 0;
    if (ProgressSink::reportAndCheck(progress, done, total))
        return fail(ProgressSink::cancelledError());

    for (const DatEntry& entry : *waves) {
        catalog.m_waves.emplace_hint(catalog.m_waves.end(), entry.id, entry);
        if (entry.id - WaveFirst < WaveBits)
            catalog.m_waveBits.set(entry.id - WaveFirst);
    }

    const bool complete =
        forEachRecord(dat, *tables, problems, progress, done, total,
                      [&](const DatEntry& entry, const QByteArray& bytes) -> std::optional<Error> {
                          auto table = SoundTable::decode(bytes);
                          if (!table)
                              return table.error();
                          catalog.m_tables.emplace(entry.id, std::move(*table));
                          return std::nullopt;
                      }) &&
        forEachRecord(dat, *regions, problems, progress, done, total,
                      [&](const DatEntry& entry, const QByteArray& bytes) -> std::optional<Error> {
                          auto region = RegionDesc::decode(bytes);
                          if (!region)
                              return region.error();
                          catalog.m_regions.emplace(entry.id, std::move(*region));
                          return std::nullopt;
                      }) &&
        forEachRecord(dat, *setups, problems, progress, done, total,
                      [&](const DatEntry& entry, const QByteArray& bytes) -> std::optional<Error> {
                          auto setup = Setup::decode(bytes);
                          if (!setup)
                              return setup.error();
                          catalog.m_setupTables.emplace(entry.id, setup->defaultSoundTable);
                          return std::nullopt;
                      });
    if (!complete)
        return fail(ProgressSink::cancelledError());
    if (progress)
        progress->report(total, total);
    return catalog;
}

const SoundTable* SoundCatalog::table(quint32 id) const {
    const auto found = m_tables.find(id);
    return found == m_tables.end() ? nullptr : &found->second;
}

SoundTable* SoundCatalog::tableForEdit(quint32 id) {
    const auto found = m_tables.find(id);
    return found == m_tables.end() ? nullptr : &found->second;
}

RegionDesc* SoundCatalog::regionForEdit(quint32 id) {
    const auto found = m_regions.find(id);
    return found == m_regions.end() ? nullptr : &found->second;
}

bool SoundCatalog::setSetupTable(quint32 setup, quint32 table) {
    const auto found = m_setupTables.find(setup);
    if (found == m_setupTables.end())
        return false;
    found->second = table;
    return true;
}

std::vector<SoundCatalog::WaveUse> SoundCatalog::usesOfWave(quint32 wave) const {
    std::vector<WaveUse> uses;
    for (const auto& [id, table] : m_tables) {
        for (const SoundTableNode& sound : table.root.children) {
            for (size_t i = 0; i < sound.variants.size(); ++i) {
                if (sound.variants[i].wave == wave)
                    uses.push_back({id, sound.key, static_cast<int>(i)});
            }
        }
    }
    return uses;
}

std::vector<SoundCatalog::TableUse> SoundCatalog::usesOfTable(quint32 table) const {
    std::vector<TableUse> uses;
    for (const auto& [setup, defaultTable] : m_setupTables) {
        if (defaultTable == table)
            uses.push_back({TableUse::Kind::SetupDefault, setup, -1});
    }
    for (const auto& [id, region] : m_regions) {
        if (!region.ambient)
            continue;
        for (size_t i = 0; i < region.ambient->size(); ++i) {
            if ((*region.ambient)[i].soundTable == table)
                uses.push_back({TableUse::Kind::AmbientStb, id, static_cast<int>(i)});
        }
    }
    return uses;
}

} // namespace soundstage
