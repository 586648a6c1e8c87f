#include "core/document/soundcatalog.h"

#include "core/dat/datfile.h"
#include "core/document/recordscan.h"
#include "core/records/setup.h"

namespace soundstage {

namespace {

constexpr quint32 SetupFirst = 0x02000000, SetupLast = 0x0200FFFF;
constexpr quint32 RegionFirst = 0x13000000, RegionLast = 0x1300FFFF;
constexpr quint32 TableFirst = 0x20000000, TableLast = 0x2000FFFF;

} // namespace

SoundCatalog::SoundCatalog()
    : m_shared(new Shared) {}

SoundCatalog::SoundCatalog(const SoundCatalog& other)
    : m_shared(other.m_shared) {
    // Relaxed: the copy is made on a thread that already sees the data (it holds `other`).
    m_shared->holders.fetch_add(1, std::memory_order_relaxed);
}

SoundCatalog& SoundCatalog::operator=(const SoundCatalog& other) {
    if (other.m_shared == m_shared)
        return *this;
    other.m_shared->holders.fetch_add(1, std::memory_order_relaxed);
    letGo();
    m_shared = other.m_shared;
    return *this;
}

SoundCatalog::~SoundCatalog() {
    letGo();
}

void SoundCatalog::letGo() {
    // The last one out frees the data; it must see every other holder's reads finished first.
    if (m_shared->holders.fetch_sub(1, std::memory_order_acq_rel) == 1)
        delete m_shared;
}

bool SoundCatalog::isShared() const {
    return m_shared->holders.load(std::memory_order_acquire) != 1;
}

SoundCatalog::Shared& SoundCatalog::forEdit() {
    if (isShared()) {
        // The other holders keep the data as it was; this catalog goes on with its own copy.
        auto* copy = new Shared;
        copy->tables = m_shared->tables;
        copy->waves = m_shared->waves;
        copy->waveBits = m_shared->waveBits;
        copy->regions = m_shared->regions;
        copy->setupTables = m_shared->setupTables;
        copy->problems = m_shared->problems;
        letGo();
        m_shared = copy;
    }
    return *m_shared;
}

Result<SoundCatalog> SoundCatalog::load(const DatFile& dat, ProgressSink* progress) {
    SoundCatalog catalog;
    Shared& data = *catalog.m_shared; // not shared yet: filled in place
    auto& problems = data.problems;

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
        data.waves.emplace_hint(data.waves.end(), entry.id, entry);
        if (entry.id - WaveFirst < WaveBits)
            data.waveBits.set(entry.id - WaveFirst);
    }

    const bool complete =
        forEachRecord(dat, *tables, problems, progress, done, total,
                      [&](const DatEntry& entry, const QByteArray& bytes) -> std::optional<Error> {
                          auto table = SoundTable::decode(bytes);
                          if (!table)
                              return table.error();
                          data.tables.emplace(entry.id, std::move(*table));
                          return std::nullopt;
                      }) &&
        forEachRecord(dat, *regions, problems, progress, done, total,
                      [&](const DatEntry& entry, const QByteArray& bytes) -> std::optional<Error> {
                          auto region = RegionDesc::decode(bytes);
                          if (!region)
                              return region.error();
                          data.regions.emplace(entry.id, std::move(*region));
                          return std::nullopt;
                      }) &&
        forEachRecord(dat, *setups, problems, progress, done, total,
                      [&](const DatEntry& entry, const QByteArray& bytes) -> std::optional<Error> {
                          auto setup = Setup::decode(bytes);
                          if (!setup)
                              return setup.error();
                          data.setupTables.emplace(entry.id, setup->defaultSoundTable);
                          return std::nullopt;
                      });
    if (!complete)
        return fail(ProgressSink::cancelledError());
    if (progress)
        progress->report(total, total);
    return catalog;
}

const SoundTable* SoundCatalog::table(quint32 id) const {
    const auto found = m_shared->tables.find(id);
    return found == m_shared->tables.end() ? nullptr : &found->second;
}

SoundTable* SoundCatalog::tableForEdit(quint32 id) {
    if (!m_shared->tables.contains(id))
        return nullptr; // nothing changes: no copy
    return &forEdit().tables.find(id)->second;
}

RegionDesc* SoundCatalog::regionForEdit(quint32 id) {
    if (!m_shared->regions.contains(id))
        return nullptr;
    return &forEdit().regions.find(id)->second;
}

bool SoundCatalog::setSetupTable(quint32 setup, quint32 table) {
    if (!m_shared->setupTables.contains(setup))
        return false;
    forEdit().setupTables.find(setup)->second = table;
    return true;
}

void SoundCatalog::addWaveEntry(const DatEntry& entry) {
    Shared& data = forEdit();
    data.waves.insert_or_assign(entry.id, entry);
    if (entry.id - WaveFirst < WaveBits)
        data.waveBits.set(entry.id - WaveFirst);
}

void SoundCatalog::removeWaveEntry(quint32 id) {
    Shared& data = forEdit();
    data.waves.erase(id);
    if (id - WaveFirst < WaveBits)
        data.waveBits.reset(id - WaveFirst);
}

std::vector<SoundCatalog::WaveUse> SoundCatalog::usesOfWave(quint32 wave) const {
    std::vector<WaveUse> uses;
    for (const auto& [id, table] : m_shared->tables) {
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
    for (const auto& [setup, defaultTable] : m_shared->setupTables) {
        if (defaultTable == table)
            uses.push_back({TableUse::Kind::SetupDefault, setup, -1});
    }
    for (const auto& [id, region] : m_shared->regions) {
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
