// Trigger index and motion simulation on the synthetic dat (SOUNDSTAGE_BENCH_DAT, else a
// generated one). Targets (issue 16): build the whole index ≤ 150 ms, `triggers` for one table
// ≤ 5 ms once built, one 60 s motion simulation ≤ 1 ms. Run in a Release build.

#include "core/dat/datfile.h"
#include "core/document/soundcatalog.h"
#include "core/records/animation.h"
#include "core/records/motioncommand.h"
#include "core/records/motiontable.h"
#include "core/records/recordtype.h"
#include "core/triggers/motionsimulation.h"
#include "core/triggers/soundroutes.h"
#include "core/triggers/triggerindex.h"
#include "tests/bench/benchdat.h"
#include "tests/bench/benchfloor.h"
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
    // The floor: reading every record the index reads (the five types), bytes touched once.
    std::vector<DatEntry> records;
    for (RecordType type :
         {RecordType::Animation, RecordType::MotionTable, RecordType::PhysicsScript,
          RecordType::PhysicsScriptTable, RecordType::Setup}) {
        const auto range = idRangeOf(type);
        if (auto entries = f->dat->entries(range->first, range->last))
            records.insert(records.end(), entries->begin(), entries->end());
    }
    bool built = true;
    std::optional<Result<TriggerIndex>> index; // freed outside both timings, as the editor does
    bench::figureBesideFloor(
        state,
        [&] {
            index = TriggerIndex::build(*f->dat, f->catalog);
            built = built && index->has_value();
        },
        [&] {
            qint64 bytes = 0;
            for (const DatEntry& e : records)
                if (auto read = f->dat->read(e))
                    bytes += read->size();
            benchmark::DoNotOptimize(bytes);
        },
        [&] { index.reset(); });
    if (!built)
        state.SkipWithError("build failed");
    state.counters["goal_ms"] = 150;
    state.counters["records"] = double(records.size());
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

/// The animation with the most sound hooks, its bytes and the same with its first sound hook
/// edited (a SoundTweaked probability halved, a SoundTable hook's sound type, a Sound hook's
/// wave): what an edit in the Triggers panel hands the index.
struct HookEdit {
    quint32 id = 0;
    QByteArray original, edited;
};

std::optional<HookEdit> hookEdit(const Fixture& f) {
    quint32 chosen = 0;
    std::size_t most = 0;
    const auto range = idRangeOf(RecordType::Animation);
    const auto entries = f.dat->entries(range->first, range->last);
    if (!entries)
        return std::nullopt;
    for (const DatEntry& e : *entries)
        if (const std::size_t n = f.index->soundHooksOf(e.id).size(); n > most)
            chosen = e.id, most = n;
    auto bytes = f.dat->read(chosen);
    if (!bytes)
        return std::nullopt;
    auto animation = Animation::decode(*bytes);
    if (!animation)
        return std::nullopt;
    for (AnimFrame& frame : animation->frames)
        for (AnimationHook& hook : frame.hooks) {
            if (!hook.isSound())
                continue;
            if (const auto* w = hook.as<SoundTweakedHook>()) {
                SoundTweakedHook half = *w;
                half.probability /= 2;
                hook = AnimationHook::make(half, hook.direction);
            } else if (const auto* t = hook.as<SoundTableHook>()) {
                hook = AnimationHook::make(SoundTableHook{t->soundType + 1}, hook.direction);
            } else if (const auto* sound = hook.as<SoundHook>()) {
                hook = AnimationHook::make(SoundHook{sound->wave + 1}, hook.direction);
            }
            return HookEdit{chosen, *bytes, animation->encode()};
        }
    return std::nullopt;
}

// TriggerIndex::update after an edit of one hook's value (local: the record decoded, its hooks
// addressed and judged again), edit and its undo in turn, beside the floor: decoding the
// record as the index does (hooks kept, part frames skipped).
void BM_UpdateAfterHookEdit(benchmark::State& state) {
    Fixture* f = fixture();
    const std::optional<HookEdit> edit = f->index ? hookEdit(*f) : std::nullopt;
    if (!edit) {
        state.SkipWithError("no animation with sound hooks");
        return;
    }
    TriggerIndex index = *f->index;
    bool editedNext = true, updated = true;
    bench::figureBesideFloor(
        state,
        [&] {
            const QByteArray& bytes = editedNext ? edit->edited : edit->original;
            editedNext = !editedNext;
            updated = updated && index.update(edit->id, QByteArrayView(bytes), f->catalog);
        },
        [&] {
            auto decoded = Animation::decode(edit->edited, Animation::PartFrames::Skip);
            benchmark::DoNotOptimize(decoded);
        });
    if (!updated)
        state.SkipWithError("update failed");
    state.counters["sound_hooks"] = double(index.soundHooksOf(edit->id).size());
}
BENCHMARK(BM_UpdateAfterHookEdit)->Unit(benchmark::kMicrosecond);

// The same as the editor runs it (SessionTriggerIndex, on a worker): the views keep reading the
// previous index, so the update is applied to a copy of it, which shares the records and links
// a hook edit leaves alone. The copy is freed outside the timing (the editor frees it on a
// worker too). Compare with BM_BuildTriggerIndexSynth: what every edit cost before.
void BM_UpdateCopyAfterHookEdit(benchmark::State& state) {
    Fixture* f = fixture();
    const std::optional<HookEdit> edit = f->index ? hookEdit(*f) : std::nullopt;
    if (!edit) {
        state.SkipWithError("no animation with sound hooks");
        return;
    }
    std::optional<TriggerIndex> next;
    bool updated = true;
    for (auto _ : state) {
        next.emplace(*f->index);
        updated = updated && next->update(edit->id, QByteArrayView(edit->edited), f->catalog);
        state.PauseTiming();
        next.reset();
        state.ResumeTiming();
    }
    if (!updated)
        state.SkipWithError("update failed");
}
BENCHMARK(BM_UpdateCopyAfterHookEdit)->Unit(benchmark::kMillisecond);

// An edit that changes what links the index (a motion table: every cycle's framerate negated):
// the links and verdicts derived again from the records held, no record read but the edited.
void BM_UpdateAfterMotionTableEdit(benchmark::State& state) {
    Fixture* f = fixture();
    if (!f->index || f->index->setups().empty()) {
        state.SkipWithError("no index");
        return;
    }
    const quint32 id = f->index->setups().begin()->second.motionTable;
    const auto bytes = f->dat->read(id);
    auto table = MotionTable::decode(bytes ? QByteArrayView(*bytes) : QByteArrayView());
    if (!bytes || !table) {
        state.SkipWithError("no motion table");
        return;
    }
    for (MotionEntry& e : table->cycles)
        for (AnimData& d : e.data.anims)
            d.framerate = -d.framerate;
    const QByteArray edited = table->encode();
    TriggerIndex index = *f->index;
    bool editedNext = true, updated = true;
    for (auto _ : state) {
        updated =
            updated && index.update(id, QByteArrayView(editedNext ? edited : *bytes), f->catalog);
        editedNext = !editedNext;
    }
    if (!updated)
        state.SkipWithError("update failed");
}
BENCHMARK(BM_UpdateAfterMotionTableEdit)->Unit(benchmark::kMillisecond);

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
