// Decoding cost of the sound records. Target (issue 2): decode every SoundTable of a dat with
// 1,500 tables in ≤ 30 ms. Run in a Release build: build-rel/bin/bench_records.

#include "core/dat/datfile.h"
#include "core/document/qarun.h"
#include "core/document/soundcatalog.h"
#include "core/records/recordjson.h"
#include "core/records/regiondesc.h"
#include "core/records/soundtable.h"
#include "tests/bench/benchdat.h"
#include "tests/bench/benchfloor.h"

#include <QCryptographicHash>

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

using namespace soundstage;

namespace {

// 1,500 tables shaped like retail ones: one default root record, about 30 sound types with
// 1–4 variants each. Deterministic.
std::vector<QByteArray> makeTables(int count) {
    std::mt19937 random(20261129);
    std::uniform_int_distribution<int> soundCount(24, 36);
    std::uniform_int_distribution<int> variantCount(1, 4);
    std::uniform_int_distribution<quint32> wave(0x0A000000, 0x0A00FFFF);
    std::uniform_real_distribution<float> unit(0.0f, 1.0f);
    std::vector<QByteArray> tables;
    tables.reserve(static_cast<std::size_t>(count));
    for (int t = 0; t < count; ++t) {
        SoundTable table = SoundTable::makeEmpty(0x20000000u + static_cast<quint32>(t));
        const int sounds = soundCount(random);
        for (int s = 0; s < sounds; ++s) {
            SoundTableNode node;
            node.key = static_cast<quint32>(s * 6 + 1);
            const int variants = variantCount(random);
            for (int v = 0; v < variants; ++v)
                node.variants.push_back({wave(random), unit(random), unit(random), unit(random)});
            table.root.children.push_back(std::move(node));
        }
        tables.push_back(table.encode());
    }
    return tables;
}

const std::vector<QByteArray>& tables() {
    static const std::vector<QByteArray> set = makeTables(1500);
    return set;
}

void BM_DecodeSoundTables1500(benchmark::State& state) {
    const auto& set = tables();
    qint64 bytes = 0;
    for (const QByteArray& table : set)
        bytes += table.size();
    for (auto _ : state) {
        std::size_t sounds = 0;
        for (const QByteArray& table : set) {
            auto decoded = SoundTable::decode(table);
            if (!decoded) {
                state.SkipWithError("decode failed");
                return;
            }
            sounds += decoded->root.children.size();
        }
        benchmark::DoNotOptimize(sounds);
    }
    state.SetBytesProcessed(state.iterations() * bytes);
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(set.size()));
}
BENCHMARK(BM_DecodeSoundTables1500)->Unit(benchmark::kMillisecond);

void BM_EncodeSoundTables1500(benchmark::State& state) {
    std::vector<SoundTable> decoded;
    for (const QByteArray& table : tables())
        decoded.push_back(*SoundTable::decode(table));
    for (auto _ : state) {
        qint64 size = 0;
        for (const SoundTable& table : decoded)
            size += table.encode().size();
        benchmark::DoNotOptimize(size);
    }
}
BENCHMARK(BM_EncodeSoundTables1500)->Unit(benchmark::kMillisecond);

void BM_SoundTablesToJson1500(benchmark::State& state) {
    std::vector<SoundTable> decoded;
    for (const QByteArray& table : tables())
        decoded.push_back(*SoundTable::decode(table));
    for (auto _ : state) {
        qsizetype keys = 0;
        for (const SoundTable& table : decoded)
            keys += toJson(table).size();
        benchmark::DoNotOptimize(keys);
    }
}
BENCHMARK(BM_SoundTablesToJson1500)->Unit(benchmark::kMillisecond);

// Every SoundTable of the synthetic retail-shaped dat (1,400 tables), read from the mapped
// file (reading included) and decoded.
void BM_ReadDecodeSynthTables(benchmark::State& state) {
    auto dat = DatFile::open(bench::syntheticDat());
    if (!dat) {
        state.SkipWithError(qPrintable(dat.error().toString()));
        return;
    }
    const auto entries = (*dat)->entries(0x20000000, 0x2000FFFF);
    if (!entries) {
        state.SkipWithError(qPrintable(entries.error().toString()));
        return;
    }
    for (auto _ : state) {
        std::size_t sounds = 0;
        for (const DatEntry& entry : *entries) {
            auto bytes = (*dat)->read(entry);
            if (!bytes) {
                state.SkipWithError(qPrintable(bytes.error().toString()));
                return;
            }
            auto decoded = SoundTable::decode(*bytes);
            if (!decoded) {
                state.SkipWithError(qPrintable(decoded.error().toString()));
                return;
            }
            sounds += decoded->root.children.size();
        }
        benchmark::DoNotOptimize(sounds);
    }
    state.counters["tables"] = double(entries->size());
}
BENCHMARK(BM_ReadDecodeSynthTables)->Unit(benchmark::kMillisecond);

// The fingerprint a QA run finds its dat by (QaRun::soundFingerprint), computed on the GUI
// thread when a dat opens: every table encoded and hashed with the wave ids. Floor: SHA-1 of
// the same encoded bytes, already encoded.
void BM_QaFingerprintSynth(benchmark::State& state) {
    auto dat = DatFile::open(bench::syntheticDat());
    if (!dat) {
        state.SkipWithError(qPrintable(dat.error().toString()));
        return;
    }
    auto catalog = SoundCatalog::load(**dat);
    if (!catalog) {
        state.SkipWithError(qPrintable(catalog.error().toString()));
        return;
    }
    QByteArray encoded;
    for (const auto& [id, table] : catalog->tables())
        encoded += table.encode();
    bench::figureBesideFloor(
        state, [&] { benchmark::DoNotOptimize(QaRun::soundFingerprint(*catalog)); },
        [&] {
            benchmark::DoNotOptimize(QCryptographicHash::hash(encoded, QCryptographicHash::Sha1));
        });
    state.counters["tables"] = double(catalog->tables().size());
    state.counters["waves"] = double(catalog->waves().size());
}
BENCHMARK(BM_QaFingerprintSynth)->Unit(benchmark::kMillisecond);

// Load check: one sound type with 1,000 variants (far beyond retail's 4).
SoundTable bigTable() {
    SoundTable table = SoundTable::makeEmpty(0x20000F00);
    SoundTableNode node;
    node.key = 0x37;
    for (quint32 v = 0; v < 1000; ++v)
        node.variants.push_back({0x0A000000u + v, 0.5f, (v % 10) / 10.0f, 1.0f});
    table.root.children.push_back(std::move(node));
    return table;
}

void BM_Decode1000Variants(benchmark::State& state) {
    const QByteArray bytes = bigTable().encode();
    for (auto _ : state) {
        auto decoded = SoundTable::decode(bytes);
        benchmark::DoNotOptimize(decoded);
    }
    state.counters["bytes"] = double(bytes.size());
}
BENCHMARK(BM_Decode1000Variants)->Unit(benchmark::kMicrosecond);

void BM_Encode1000Variants(benchmark::State& state) {
    const SoundTable table = bigTable();
    for (auto _ : state) {
        QByteArray bytes = table.encode();
        benchmark::DoNotOptimize(bytes);
    }
}
BENCHMARK(BM_Encode1000Variants)->Unit(benchmark::kMicrosecond);

void BM_DecodeRegion(benchmark::State& state) {
    RegionDesc region = RegionDesc::makeMinimal(0x13000000, QStringLiteral("Dereth"));
    for (quint32 s = 0; s < 60; ++s) {
        AmbientStbDesc stb{0x20000100 + s, {}};
        for (quint32 k = 0; k < 6; ++k)
            stb.sounds.push_back({0x46 + k, 0.5f, k % 2 ? 0.2f : 0.0f, 5.0f, 20.0f});
        region.ambient->push_back(stb);
    }
    for (quint32 t = 0; t < 120; ++t)
        region.sceneTypes->push_back({t % 60, {0x12000000 + t, 0x12000100 + t}});
    const QByteArray bytes = region.encode();
    for (auto _ : state) {
        auto decoded = RegionDesc::decode(bytes);
        benchmark::DoNotOptimize(decoded);
    }
}
BENCHMARK(BM_DecodeRegion)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
