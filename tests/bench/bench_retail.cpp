// Retail model benchmarks: emulated rolls per second, and the reachability report of a dat the
// size of the retail portal's sound part (1,500 tables). Run in a Release build.
#include "core/retail/ambientschedule.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/playgate.h"
#include "core/retail/reachability.h"
#include "core/retail/rollsimulator.h"
#include "core/retail/variantpicker.h"
#include "tests/bench/benchfloor.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <bit>
#include <malloc.h>
#include <unordered_map>
#include <unordered_set>
#include <vector>

using namespace soundstage;

namespace {

// A report freed at the top of the heap is handed back to the system (glibc trims it), and the
// next one faults the same pages in again: about 380 page faults a report, on whichever
// reachability row runs first in the process (5x its floor there, 2x in the others). The rows
// measure a report's work, so the heap is kept, from before main() on.
const bool heapKept = [] {
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    return true;
}();

} // namespace

namespace {

std::vector<SoundVariant> fourVariants() {
    return {{0x0A000001, 0.0f, 0.5f, 1.0f},
            {0x0A000002, 0.0f, 1.0f, 1.0f},
            {0x0A000003, 0.0f, 0.25f, 1.0f},
            {0x0A000004, 0.0f, 1.0f, 1.0f}};
}

// `count` tables (1,500 by default) shaped like retail ones: 20–52 sound types, mostly one
// record, some lists of 2–5, a few probabilities below 1, zero waves and missing waves.
std::vector<SoundTable> syntheticTables(quint32 count = 1500) {
    std::vector<SoundTable> tables;
    quint32 state = 12345;
    const auto next = [&state]() {
        state = state * 1664525u + 1013904223u;
        return state >> 8;
    };
    for (quint32 t = 0; t < count; ++t) {
        SoundTable table;
        table.id = 0x20000001 + t;
        table.root.variants = {SoundVariant{}};
        const quint32 sounds = 20 + next() % 33;
        for (quint32 s = 0; s < sounds; ++s) {
            SoundTableNode node;
            node.key = 1 + s;
            const quint32 r = next() % 100;
            const quint32 n = r < 80 ? 1 : r < 92 ? 2 : r < 97 ? 3 : 5;
            for (quint32 i = 0; i < n; ++i) {
                SoundVariant v;
                v.wave = next() % 50 == 0 ? 0 : 0x0A000000 + next() % 4000;
                v.probability = next() % 10 == 0 ? static_cast<float>(next() % 100) / 100.0f : 1.0f;
                v.priority = 0.5f;
                node.variants.push_back(v);
            }
            table.root.children.push_back(std::move(node));
        }
        tables.push_back(std::move(table));
    }
    return tables;
}

void BM_EmulatedRolls(benchmark::State& state) {
    const auto model = state.range(0) == 0 ? FpuModel::Single : FpuModel::Double;
    RollSimulator sim(fourVariants(), 1, model);
    std::vector<qint64> played(4, 0);
    qint64 silent = 0;
    constexpr quint64 batch = 1'000'000;
    for (auto _ : state) {
        sim.run(batch, played, silent);
        benchmark::DoNotOptimize(played.data());
        benchmark::DoNotOptimize(silent);
    }
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * batch);
    state.SetLabel(model == FpuModel::Single ? "single" : "double");
}
BENCHMARK(BM_EmulatedRolls)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// Calibration: the bare generator, to compare machines.
void BM_Ran2Only(benchmark::State& state) {
    RetailRandom random(1);
    constexpr int batch = 1'000'000;
    for (auto _ : state) {
        qint32 x = 0;
        for (int i = 0; i < batch; ++i)
            x ^= random.nextState();
        benchmark::DoNotOptimize(x);
    }
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * batch);
}
BENCHMARK(BM_Ran2Only)->Unit(benchmark::kMillisecond);

// Load check (issue 9): the exact outcome of one event over a list of 1,000 variants.
void BM_Outcome1000Variants(benchmark::State& state) {
    std::vector<SoundVariant> variants;
    for (quint32 v = 0; v < 1000; ++v)
        variants.push_back({0x0A000000u + v, 0.5f, float(v % 10) / 10.0f, 1.0f});
    qint64 heard = 0;
    for (auto _ : state) {
        const EventOutcome outcome = EventOutcome::compute(variants, FpuModel::Single);
        heard = outcome.heardCount;
        benchmark::DoNotOptimize(heard);
    }
    state.counters["variants"] = double(variants.size());
}
BENCHMARK(BM_Outcome1000Variants)->Unit(benchmark::kMicrosecond);

// Beside it, the floor: the bare work a report cannot avoid, one pass over every record that
// reads its pick count (prepared per list length), looks up its gate count (prepared per
// distinct probability) and asks the caller whether its wave exists, summing the heard counts
// and storing nothing.
// The argument is the number of tables: 1,500 for the goal's row, fewer for the scaling rows.
void BM_ReachabilityReport(benchmark::State& state) {
    const std::vector<SoundTable> tables = syntheticTables(static_cast<quint32>(state.range(0)));
    // the wave ids of the dat, as a caller would collect them once from its listing
    std::unordered_set<quint32> waves;
    for (quint32 w = 0; w < 3900; ++w)
        waves.insert(0x0A000000 + w); // ids ≥ 0x0A000F3C are "missing"
    const WaveExists exists = [&waves](quint32 id) { return waves.count(id) > 0; };

    std::vector<std::vector<qint64>> picks;
    std::unordered_map<quint32, int> gates;
    for (const SoundTable& table : tables)
        for (const SoundTableNode& node : table.root.children) {
            const std::size_t n = node.variants.size();
            if (picks.size() <= n)
                picks.resize(n + 1);
            if (picks[n].size() != n)
                picks[n] = VariantPicker::counts(static_cast<quint32>(n), FpuModel::Single);
            for (const SoundVariant& v : node.variants)
                gates.emplace(std::bit_cast<quint32>(v.probability),
                              PlayGate::count(v.probability, FpuModel::Single));
        }

    int variants = 0;
    qint64 floorHeard = 0;
    bench::figureBesideFloor(
        state,
        [&] {
            const ReachReport report = ReachReport::analyse(tables, FpuModel::Single, exists);
            variants = report.variants;
            benchmark::DoNotOptimize(report.unheard);
        },
        [&] {
            qint64 heard = 0;
            for (const SoundTable& table : tables)
                for (const SoundTableNode& node : table.root.children) {
                    const std::vector<qint64>& pick = picks[node.variants.size()];
                    for (std::size_t i = 0; i < node.variants.size(); ++i) {
                        const SoundVariant& v = node.variants[i];
                        const int gate = gates.find(std::bit_cast<quint32>(v.probability))->second;
                        if (v.wave != 0 && exists(v.wave))
                            heard += pick[i] * gate;
                    }
                }
            floorHeard = heard;
            benchmark::DoNotOptimize(floorHeard);
        });
    state.counters["variants"] = variants;
    state.counters["tables"] = static_cast<double>(tables.size());
}
BENCHMARK(BM_ReachabilityReport)->Arg(375)->Arg(750)->Arg(1500)->Unit(benchmark::kMillisecond);

void BM_PickCounts(benchmark::State& state) {
    const auto n = static_cast<quint32>(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(VariantPicker::counts(n, FpuModel::Single));
}
BENCHMARK(BM_PickCounts)->Arg(2)->Arg(4)->Arg(16)->Unit(benchmark::kMicrosecond);

void BM_GateCount(benchmark::State& state) {
    float p = 0.0f;
    for (auto _ : state) {
        benchmark::DoNotOptimize(PlayGate::count(p, FpuModel::Single));
        p = p >= 1.0f ? 0.0f : p + 0.001f;
    }
}
BENCHMARK(BM_GateCount);

void BM_AmbientHour(benchmark::State& state) {
    SoundTable table;
    table.id = 0x20000010;
    table.root.children = {{70, {{0x0A000001, 0, 1, 1}, {0x0A000002, 0, 1, 1}}, {}},
                           {78, {{0x0A000005, 0, 1, 1}}, {}}};
    AmbientStbDesc stb;
    stb.soundTable = table.id;
    stb.sounds = {{70, 0.5f, 0.2f, 10.0f, 30.0f}, {78, 0.8f, 0.0f, 4.0f, 4.0f}};
    AmbientConfig config;
    config.seconds = 3600.0;
    for (auto _ : state)
        benchmark::DoNotOptimize(AmbientSchedule::simulate(stb, table, config).events.size());
}
BENCHMARK(BM_AmbientHour)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
