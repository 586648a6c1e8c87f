// Trigger index and motion simulation on the synthetic dat (SOUNDSTAGE_BENCH_DAT, else a
// generated one). Targets (issue 16): build the whole index ≤ 150 ms, `triggers` for one table
// ≤ 5 ms once built, one 60 s motion simulation ≤ 1 ms. Run in a Release build.

#include "core/dat/datfile.h"
#include "core/document/soundcatalog.h"
#include "core/records/motioncommand.h"
#include "core/records/recordtype.h"
#include "core/triggers/motionsimulation.h"
#include "core/triggers/soundroutes.h"
#include "core/triggers/triggerindex.h"
#include "tests/bench/benchdat.h"
#include "tests/bench/stallmeter.h"

#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QMetaObject>

#include <thread>

#include <map>
#include <memory>
#include <optional>

using namespace soundstage;

namespace {

struct Fixture {
    std::unique_ptr<DatFile> dat;
    SoundCatalog catalog;
    std::optional<TriggerIndex> index;
};

Fixture* fixture() {
    static Fixture* f = [] {
        auto* made = new Fixture;
        auto dat = DatFile::open(bench::syntheticDat());
        if (!dat)
            return made;
        made->dat = std::move(*dat);
        if (auto catalog = SoundCatalog::load(*made->dat))
            made->catalog = std::move(*catalog);
        if (auto index = TriggerIndex::build(*made->dat, made->catalog))
            made->index = std::move(*index);
        return made;
    }();
    return f;
}

void BM_BuildTriggerIndexSynth(benchmark::State& state) {
    Fixture* f = fixture();
    if (!f->dat) {
        state.SkipWithError("no synthetic dat");
        return;
    }
    for (auto _ : state) {
        auto index = TriggerIndex::build(*f->dat, f->catalog);
        if (!index) {
            state.SkipWithError("build failed");
            return;
        }
        benchmark::DoNotOptimize(index->setups().size());
    }
    state.counters["floor_ms"] = 150;
}
BENCHMARK(BM_BuildTriggerIndexSynth)->Unit(benchmark::kMillisecond);

// The build as the editor runs it: on a worker thread, while the GUI thread's event loop runs a
// 1 ms heartbeat and reads records of the same dat (as the browser and record pages do), so a
// lock or a shared structure the build held would show as a stall. max_stall_ms is the longest
// heartbeat gap (it includes waiting for a core on a loaded machine; stall_cpu_ms is the GUI
// thread's own CPU time in that gap). The worst of the iterations.
void BM_BuildTriggerIndexStall(benchmark::State& state) {
    Fixture* f = fixture();
    if (!f->dat) {
        state.SkipWithError("no synthetic dat");
        return;
    }
    const auto entries = f->dat->entries(0x20000000, 0x2000FFFF);
    if (!entries || entries->empty()) {
        state.SkipWithError("no tables");
        return;
    }
    double worst = 0.0, worstCpu = 0.0;
    for (auto _ : state) {
        bench::StallMeter meter;
        QEventLoop loop;
        std::size_t next = 0;
        QTimer reader; // the GUI's own reads meanwhile
        QObject::connect(&reader, &QTimer::timeout, [&] {
            benchmark::DoNotOptimize(f->dat->read((*entries)[next++ % entries->size()]));
        });
        reader.start(2);
        const QElapsedTimer clock = [] {
            QElapsedTimer t;
            t.start();
            return t;
        }();
        bool built = false;
        std::thread worker([&] {
            built = TriggerIndex::build(*f->dat, f->catalog).has_value();
            QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
        });
        loop.exec();
        worker.join();
        state.SetIterationTime(static_cast<double>(clock.nsecsElapsed()) / 1e9);
        if (!built) {
            state.SkipWithError("build failed");
            return;
        }
        worst = std::max(worst, meter.maxGapMs());
        worstCpu = std::max(worstCpu, meter.maxCpuGapMs());
    }
    state.counters["max_stall_ms"] = worst;
    state.counters["stall_cpu_ms"] = worstCpu;
}
BENCHMARK(BM_BuildTriggerIndexStall)->UseManualTime()->Iterations(5)->Unit(benchmark::kMillisecond);

// The editor's update after an edit of one animation (TriggerIndex::update: the record decoded,
// the links and verdicts derived again), beside a whole build.
void BM_UpdateTriggerIndexOneAnimation(benchmark::State& state) {
    Fixture* f = fixture();
    if (!f->index) {
        state.SkipWithError("no index");
        return;
    }
    const auto range = idRangeOf(RecordType::Animation);
    const auto entries = f->dat->entries(range->first, range->last);
    if (!entries || entries->empty()) {
        state.SkipWithError("no animation");
        return;
    }
    const DatEntry& edited = (*entries)[entries->size() / 2];
    const auto bytes = f->dat->read(edited);
    if (!bytes) {
        state.SkipWithError("unreadable animation");
        return;
    }
    TriggerIndex index = *f->index;
    for (auto _ : state) {
        if (!index.update(edited.id, QByteArrayView(*bytes), f->catalog)) {
            state.SkipWithError("update failed");
            return;
        }
        benchmark::DoNotOptimize(index.setups().size());
    }
}
BENCHMARK(BM_UpdateTriggerIndexOneAnimation)->Unit(benchmark::kMillisecond);

// What `triggers DAT TABLE` computes once the index is built: every sound type of the most
// used table, its hooks (narrowed to the table) and routes.
void BM_TriggersOneTable(benchmark::State& state) {
    Fixture* f = fixture();
    if (!f->index || f->index->setups().empty()) {
        state.SkipWithError("no index");
        return;
    }
    std::map<quint32, int> users;
    for (const auto& [id, setup] : f->index->setups())
        ++users[setup.soundTable];
    quint32 table = 0;
    int most = 0;
    for (const auto& [id, count] : users)
        if (id != 0 && count > most)
            table = id, most = count;
    std::size_t hooks = 0;
    for (auto _ : state) {
        hooks = 0;
        for (quint32 sound : f->index->soundTypesOf(table)) {
            hooks += f->index->hooksOfSoundType(sound, table).size();
            hooks += SoundRoutes::of(*f->index, f->catalog, sound, table).size();
        }
        benchmark::DoNotOptimize(hooks);
    }
    state.counters["hooks_and_routes"] = double(hooks);
    state.counters["floor_ms"] = 5;
}
BENCHMARK(BM_TriggersOneTable)->Unit(benchmark::kMillisecond);

// One 60 s simulation of the first setup whose motion table has a cycle with sound hooks.
void BM_MotionSimulation60s(benchmark::State& state) {
    Fixture* f = fixture();
    if (!f->index) {
        state.SkipWithError("no index");
        return;
    }
    std::optional<MotionRequest> chosen;
    for (const auto& [id, setup] : f->index->setups()) {
        const MotionTable* table = f->index->motionTable(setup.motionTable);
        if (!table || !setup.soundTable)
            continue;
        for (const MotionEntry& cycle : table->cycles) {
            if (cycle.data.anims.empty() ||
                f->index->soundHooksOf(cycle.data.anims.back().animation).empty())
                continue;
            chosen = MotionRequest{id, cycle.motion(), cycle.style(), 60.0, 1, FpuModel::Single};
            break;
        }
        if (chosen)
            break;
    }
    if (!chosen) {
        state.SkipWithError("no setup with a sounding cycle");
        return;
    }
    std::size_t events = 0;
    for (auto _ : state) {
        auto sim = MotionSimulation::run(*f->index, f->catalog, *chosen);
        if (!sim) {
            state.SkipWithError("simulation failed");
            return;
        }
        events = sim->events.size();
        benchmark::DoNotOptimize(events);
    }
    state.counters["events"] = double(events);
    state.counters["floor_ms"] = 1;
}
BENCHMARK(BM_MotionSimulation60s)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv); // the event loop of BM_BuildTriggerIndexStall
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
