#include "core/demo/synthdat.h"

#include "core/dat/datwriter.h"
#include "core/demo/synthhooks.h"
#include "core/demo/synthrng.h"
#include "core/records/regiondesc.h"
#include "core/records/setup.h"
#include "core/records/setupmodel.h"
#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <vector>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

constexpr qint32 SynthDate = 1379030400; // same date as the demo dat: the bytes never vary
constexpr qint64 PoolSize = qint64(16) << 20;
constexpr quint32 MaxInRange = 0xFFFF; // ids per 16-bit DID range (0x..000001 … 0x..00FFFF)

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::SynthDat" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::SynthDat)
};

using Rng = SynthRng;

QByteArray noisePool(quint64 seed) {
    QByteArray pool(PoolSize, Qt::Uninitialized);
    Rng rng(seed ^ 0xA5A5A5A5u);
    auto* out = reinterpret_cast<quint64*>(pool.data());
    for (qint64 i = 0; i < PoolSize / 8; ++i)
        out[i] = rng.next();
    return pool;
}

// A slice of the pool that shares its bytes (no copy); the pool outlives the writer.
QByteArray slice(const QByteArray& pool, qint64 offset, qint64 size) {
    offset = std::min(offset, PoolSize - size);
    return QByteArray::fromRawData(pool.constData() + offset, size);
}

quint32 soundType(const char16_t* name) {
    return parseSoundType(QStringView(name)).value_or(0);
}

struct Filler {
    quint32 base;     // first id of the range
    quint32 capacity; // ids available in the range
    double share;     // of the filler entries
    double weight;    // relative mean size
};

// Retail-like mix: textures carry most of the bytes, GfxObjs are most numerous.
// Animations and MotionTables are real records (synthhooks.h), not filler.
constexpr std::array<Filler, 8> FillerTypes = {{
    {0x01000000, MaxInRange, 0.38, 1.0},  // GfxObj
    {0x04000000, MaxInRange, 0.04, 0.6},  // Palette
    {0x05000000, 0xFFFFFF, 0.13, 0.03},   // SurfaceTexture
    {0x06000000, 0x1FFFFFF, 0.26, 14.0},  // Texture (RenderSurface)
    {0x08000000, MaxInRange, 0.11, 0.02}, // Surface
    {0x0D000000, MaxInRange, 0.04, 3.0},  // Environment
    {0x10000000, MaxInRange, 0.02, 1.0},  // Clothing
    {0x12000000, MaxInRange, 0.02, 0.3},  // Scene
}};
constexpr std::size_t TextureFiller = 3;

SoundVariant makeVariant(Rng& rng, int waves) {
    SoundVariant v;
    const double w = rng.unit();
    if (w < 0.01)
        v.wave = 0; // a silent record
    else if (w < 0.015 && waves < int(MaxInRange) - 1)
        v.wave = 0x0A000000u + quint32(waves) + 1 + quint32(rng.range(0, 15)); // not in the dat
    else
        v.wave = 0x0A000000u + quint32(rng.range(1, std::max(1, waves)));
    v.priority = float(rng.range(0, 10)) / 10.0f;
    const double p = rng.unit();
    v.probability = p < 0.02 ? 0.0f : p < 0.12 ? float(rng.range(1, 19)) / 20.0f : 1.0f;
    v.volume = rng.chance(0.6) ? 1.0f : float(rng.range(30, 99)) / 100.0f;
    return v;
}

SoundTable makeTable(Rng& rng, quint32 id, int waves, bool ambient) {
    SoundTable table = SoundTable::makeEmpty(id);
    std::vector<quint32> types(SoundTypeCount - 1);
    std::iota(types.begin(), types.end(), 1u);
    const int count = ambient ? rng.range(4, 8) : rng.range(20, 40);
    if (ambient) {
        types = {soundType(u"Ambient1"), soundType(u"Ambient2"), soundType(u"Ambient3"),
                 soundType(u"Ambient4"), soundType(u"Ambient5"), soundType(u"Ambient6"),
                 soundType(u"Ambient7"), soundType(u"Ambient8")};
    } else {
        for (int i = 0; i < count; ++i) // partial Fisher–Yates: `count` distinct types
            std::swap(types[std::size_t(i)],
                      types[std::size_t(rng.range(i, int(types.size()) - 1))]);
    }
    types.resize(std::size_t(count));
    std::sort(types.begin(), types.end());
    for (quint32 type : types) {
        SoundTableNode child;
        child.key = type;
        const double n = rng.unit();
        const int variants = n < 0.6 ? 1 : n < 0.8 ? 2 : n < 0.9 ? 3 : 4;
        for (int i = 0; i < variants; ++i)
            child.variants.push_back(makeVariant(rng, waves));
        if (variants >= 2 && rng.chance(0.1)) // the retail-safe fix: last repeats the first
            child.variants.back() = child.variants.front();
        table.root.children.push_back(std::move(child));
    }
    return table;
}

} // namespace

Result<SynthDat::Summary> SynthDat::write(const QString& path, const Params& params) {
    const qint64 fixed = qint64(params.tables) + params.waves + 2; // + region + iteration
    if (params.tables < 0 || params.waves < 0 || params.entries < fixed)
        return fail(ErrorCode::Usage,
                    Tr::tr("%1 entries cannot hold %2 tables, %3 waves, the region and the "
                           "iteration record")
                        .arg(params.entries)
                        .arg(params.tables)
                        .arg(params.waves));
    if (params.tables > int(MaxInRange) || params.waves > int(MaxInRange) - 16)
        return fail(ErrorCode::Usage, Tr::tr("at most %1 tables and %2 waves fit their id ranges")
                                          .arg(MaxInRange)
                                          .arg(MaxInRange - 16));
    if (params.bytes > MaxBytes)
        return fail(ErrorCode::Usage, Tr::tr("%1 bytes is more than the container's limit of %2")
                                          .arg(params.bytes)
                                          .arg(MaxBytes));
    const qint64 others = params.entries - fixed;
    const qint64 setups = std::min<qint64>(others / 12, MaxInRange);
    const SynthHooks::Counts hooked = SynthHooks::countsFor(others);
    const qint64 fillers = others - setups - hooked.total();
    if (fillers > qint64(FillerTypes[TextureFiller].capacity))
        return fail(ErrorCode::Usage, Tr::tr("%1 entries is too many").arg(params.entries));

    Rng rng(params.seed);
    const QByteArray pool = noisePool(params.seed);
    DatHeader header;
    header.dataSet = 1;
    header.enginePackVersion = 110;
    header.versionMinor = 6657;
    DatWriter writer(header);
    qint64 payload = 0;
    auto add = [&writer, &payload](quint32 id, QByteArray bytes) {
        DatEntry entry;
        entry.id = id;
        entry.date = SynthDate;
        entry.iteration = 1;
        payload += bytes.size();
        writer.add(entry, std::move(bytes));
    };
    Summary summary;

    // Waves: 70 % at 11025 Hz; 60 % under 0.5 s, 30 % up to 1.5 s, 10 % up to 3 s.
    for (int i = 1; i <= params.waves; ++i) {
        const quint32 rate = rng.chance(0.7) ? 11025 : 22050;
        const double d = rng.unit();
        const double seconds = d < 0.6   ? 0.1 + 0.4 * rng.unit()
                               : d < 0.9 ? 0.5 + 1.0 * rng.unit()
                                         : 1.5 + 1.5 * rng.unit();
        const qint64 size = qint64(seconds * rate) * 2;
        Wave wave;
        wave.id = 0x0A000000u + quint32(i);
        wave.format = Wave::pcmFormat(1, rate, 16);
        wave.data = slice(pool, qint64(rng.next() % quint64(PoolSize)) & ~qint64(1), size);
        add(wave.id, wave.encode());
    }
    summary.waves = params.waves;

    // Tables: the first few are ambient tables the region names.
    const int ambientTables = std::min(params.tables, 24);
    for (int i = 1; i <= params.tables; ++i) {
        const SoundTable table =
            makeTable(rng, 0x20000000u + quint32(i), params.waves, i <= ambientTables);
        for (const SoundTableNode& child : table.root.children)
            summary.variants += qint64(child.variants.size());
        add(table.id, table.encode());
    }
    summary.tables = params.tables;

    RegionDesc region = RegionDesc::makeMinimal(0x13000000, u"Dereth"_s);
    std::vector<AmbientStbDesc> stbs;
    std::vector<SceneType> scenes;
    for (int k = 0; k < ambientTables; ++k) {
        AmbientStbDesc stb;
        stb.soundTable = 0x20000001u + quint32(k);
        const int sounds = rng.range(2, 4);
        for (int s = 0; s < sounds; ++s) {
            AmbientSoundDesc sound;
            sound.soundType = soundType(u"Ambient1") + quint32(s);
            sound.volume = float(rng.range(30, 90)) / 100.0f;
            const bool continuous = s == 0 && rng.chance(0.5);
            sound.baseChance = continuous ? 0.0f : float(rng.range(5, 40)) / 100.0f;
            sound.minRate = continuous ? 3.0f : float(rng.range(5, 20));
            sound.maxRate = continuous ? 3.0f : sound.minRate + float(rng.range(5, 40));
            stb.sounds.push_back(sound);
        }
        stbs.push_back(std::move(stb));
        scenes.push_back(
            SceneType{quint32(k), {0x12000001u + quint32(2 * k), 0x12000002u + quint32(2 * k)}});
    }
    scenes.push_back(SceneType{SceneType::NoAmbient, {0x12000001u + quint32(2 * ambientTables)}});
    region.ambient = std::move(stbs);
    region.sceneTypes = std::move(scenes);
    region.partsMask |= RegionDesc::PartSound | RegionDesc::PartScene;
    add(region.id, region.encode());

    // Setups: three in four have a default table, two in three a motion table (and so the
    // animations it plays), one in five a physics script table.
    const auto pick = [&rng](quint32 base, qint64 count, double chance) {
        return count > 0 && rng.chance(chance) ? base + quint32(rng.range(1, int(count))) : 0u;
    };
    for (qint64 i = 1; i <= setups; ++i) {
        const quint32 table = pick(0x20000000u, params.tables, 0.75);
        const quint32 id = 0x02000000u + quint32(i);
        auto setup = SetupModel::decode(Setup::makeMinimal(id, table).bytes);
        Q_ASSERT(setup.has_value());
        setup->defaultMotionTable = pick(0x09000000u, hooked.motionTables, 0.67);
        setup->defaultAnimation = pick(0x03000000u, hooked.animations, 0.67);
        setup->defaultScriptTable = pick(0x34000000u, hooked.scriptTables, 0.2);
        add(id, setup->encode());
    }
    summary.setups = int(setups);

    for (qint64 i = 1; i <= hooked.animations; ++i)
        add(0x03000000u + quint32(i), SynthHooks::animation(rng, 0x03000000u + quint32(i), pool,
                                                            hooked, params.waves, summary.hooks));
    for (qint64 i = 1; i <= hooked.motionTables; ++i)
        add(0x09000000u + quint32(i),
            SynthHooks::motionTable(rng, 0x09000000u + quint32(i), hooked));
    for (qint64 i = 1; i <= hooked.scripts; ++i)
        add(0x33000000u + quint32(i), SynthHooks::script(rng, 0x33000000u + quint32(i), pool,
                                                         hooked, params.waves, summary.hooks));
    for (qint64 i = 1; i <= hooked.scriptTables; ++i)
        add(0x34000000u + quint32(i),
            SynthHooks::scriptTable(rng, 0x34000000u + quint32(i), hooked));
    summary.animations = int(hooked.animations);
    summary.motionTables = int(hooked.motionTables);
    summary.physicsScripts = int(hooked.scripts);
    summary.physicsScriptTables = int(hooked.scriptTables);

    // Filler: counts by share (overflow of the 16-bit ranges goes to textures), sizes by weight
    // scaled so the whole file comes to about params.bytes.
    std::array<qint64, FillerTypes.size()> counts{};
    qint64 assigned = 0;
    for (std::size_t t = 0; t < FillerTypes.size(); ++t) {
        counts[t] = std::min<qint64>(qint64(double(fillers) * FillerTypes[t].share),
                                     FillerTypes[t].capacity);
        assigned += counts[t];
    }
    counts[TextureFiller] += fillers - assigned;
    std::vector<float> raw;
    raw.reserve(std::size_t(fillers));
    double rawSum = 0;
    for (std::size_t t = 0; t < FillerTypes.size(); ++t) {
        for (qint64 i = 0; i < counts[t]; ++i) {
            const double u = rng.unit();
            const double r = FillerTypes[t].weight * (0.2 + 2.4 * u * u);
            raw.push_back(float(r));
            rawSum += r;
        }
    }
    // Room the container takes itself: 4 of every blockSize bytes are links; B-tree nodes.
    const double linkShare = 4.0 / double(header.blockSize);
    const qint64 treeBytes = (params.entries / 40 + 1) * 2 * header.blockSize;
    const qint64 budget = std::max<qint64>(0, qint64(double(params.bytes) * (1.0 - linkShare)) -
                                                  treeBytes - payload - DatWriter::GrowthChunk / 2);
    const double scale = rawSum > 0 ? double(budget) / rawSum : 0.0;
    std::size_t k = 0;
    for (std::size_t t = 0; t < FillerTypes.size(); ++t) {
        for (qint64 i = 0; i < counts[t]; ++i, ++k) {
            const qint64 size = std::clamp<qint64>(qint64(double(raw[k]) * scale), 16, PoolSize);
            add(FillerTypes[t].base + quint32(i) + 1,
                slice(pool, qint64(rng.next() % quint64(PoolSize)), size));
        }
    }

    if (auto written = writer.write(path); !written)
        return fail(written.error());
    summary.entries = writer.count() + 1; // the writer adds the iteration record
    QFile file(path);
    summary.fileSize = file.size();
    return summary;
}

} // namespace soundstage
