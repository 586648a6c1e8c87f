// The editor's background and live loops on the retail-shaped synthetic dat (benchdat.h), in
// the main window as a user meets them (benchwindow.h), each figure beside its floor:
// - the loudness of every wave of the dat (10,000) measured in the background by the session's
//   WaveLoudness (batches on a BackgroundTask, with progress) while the grid's loudness column is
//   shown — floor: libebur128 (measureLoudness) over the same decoded samples alone, on one
//   thread; and the GUI thread's longest stall meanwhile, from a 0 ms QTimer that records the
//   largest gap between two of its ticks (goals: ≤ 10 s, stalls ≤ 50 ms);
// - the live override loop's re-apply of a 1,000-line override file after a save
//   (OverrideActions::reload(): read, parse, check against the dat, apply, every view updated)
//   — floor: parsing the same bytes alone (OverrideParser) (goal: ≤ 50 ms).
// Run offscreen in a Release build; ALSOFT_DRIVERS=null gives the window an output device.
#include "benchdat.h"
#include "benchfloor.h"
#include "benchwindow.h"
#include "core/audio/loudness.h"
#include "core/audio/wavedecoder.h"
#include "core/common/hexid.h"
#include "core/common/progresscounter.h"
#include "core/dat/datfile.h"
#include "core/document/document.h"
#include "core/override/overrideparser.h"
#include "core/override/overridepreview.h"
#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"
#include "stallmeter.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/session/waveloudness.h"
#include "widgets/window/overrideactions.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdio>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

QString g_datPath;

/// One turn of the loudness run: every wave asked for at once (as a table-wide column would),
/// the event loop run until the last batch is in. `meter` ticks meanwhile.
struct LoudnessRun {
    double wallMs = 0.0;
    int batches = 0;            ///< measured() emissions
    qint64 progressTotal = 0;   ///< the largest total the progress counter showed
    qint64 progressUpdates = 0; ///< distinct `done` values the GUI saw
    int errors = 0;
};

LoudnessRun measureAll(WaveLoudness& loudness, const std::vector<quint32>& waves) {
    LoudnessRun run;
    QEventLoop loop;
    const auto batch = QObject::connect(&loudness, &WaveLoudness::measured, &loop, [&] {
        ++run.batches;
        if (!loudness.isBusy())
            loop.quit();
    });
    // Progress, as the window's indicator polls it.
    qint64 lastDone = -1;
    QTimer poll;
    poll.setInterval(10); // as a progress indicator polls: the GUI thread may sleep between
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (const ProgressCounter* p = loudness.task()->progress()) {
            run.progressTotal = std::max(run.progressTotal, p->total());
            if (p->done() != lastDone) {
                lastDone = p->done();
                ++run.progressUpdates;
            }
        }
    });
    poll.start();
    QElapsedTimer clock;
    clock.start();
    for (const quint32 id : waves)
        (void)loudness.wave(id);
    loop.exec();
    run.wallMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    QObject::disconnect(batch);
    for (const quint32 id : waves) {
        const WaveLoudness::Measurement* m = loudness.cachedWave(id);
        if (!m || !m->ok())
            ++run.errors;
    }
    return run;
}

/// The floor: each wave read and decoded outside the clock, then libebur128 over its samples
/// (measureLoudness, the same modes) timed; one thread.
double ebur128Floor(const DatFile& dat, const std::vector<quint32>& waves, double& decodeMs) {
    double ms = 0.0;
    QElapsedTimer decodeClock;
    for (const quint32 id : waves) {
        decodeClock.start();
        auto bytes = dat.read(id);
        if (!bytes)
            continue;
        auto wave = Wave::decode(*bytes);
        if (!wave)
            continue;
        auto pcm = WaveDecoder::decode(*wave);
        decodeMs += static_cast<double>(decodeClock.nsecsElapsed()) / 1e6;
        if (!pcm)
            continue;
        QElapsedTimer clock;
        clock.start();
        benchmark::DoNotOptimize(measureLoudness(**pcm));
        ms += static_cast<double>(clock.nsecsElapsed()) / 1e6;
    }
    return ms;
}

void BM_LoudnessOfEveryWave(benchmark::State& state) {
    auto window = bench::makeWindow();
    if (bench::openInWindow(*window, g_datPath) < 0) {
        state.SkipWithError("the dat did not open");
        return;
    }
    bench::settle(*window);
    DocumentSession* session = window->session();
    const Document* document = session->document();
    std::vector<quint32> waves;
    for (const auto& [id, wave] : document->catalog().waves())
        waves.push_back(id);
    // The grid's loudness column on, on a table's first sound type: a view that asks again
    // after every batch, as the user's would.
    window->tableEditor()->loudnessColumnAction()->trigger();
    const auto& [table, record] = *document->catalog().tables().begin();
    session->navigate(DocumentLocation::sound(table, record.root.children.front().key, 0));
    bench::settle(*window);

    LoudnessRun worst;
    double floorMs = 0.0;
    double decodeMs = 0.0; // reading and decoding the waves, outside the floor
    double maxStall = 0.0;
    double maxCpu = 0.0;
    for (auto _ : state) {
        // One turn (Iterations(1)): the cache starts empty, as after opening the dat.
        bench::StallMeter meter(static_cast<int>(state.range(0)));
        const LoudnessRun run = measureAll(*session->loudness(), waves);
        maxStall = std::max(maxStall, meter.maxGapMs());
        maxCpu = std::max(maxCpu, meter.maxCpuGapMs());
        state.SetIterationTime(run.wallMs / 1000.0);
        worst = run.wallMs > worst.wallMs ? run : worst;
        state.PauseTiming();
        floorMs = std::max(floorMs, ebur128Floor(document->dat(), waves, decodeMs));
        state.ResumeTiming();
    }
    state.counters["waves"] = static_cast<double>(waves.size());
    state.counters["figure_ms"] = worst.wallMs;
    state.counters["floor_ms"] = floorMs;
    state.counters["ratio"] = floorMs > 0.0 ? worst.wallMs / floorMs : 0.0;
    state.counters["decode_ms"] = decodeMs;
    state.counters["max_stall_ms"] = maxStall;
    state.counters["max_cpu_ms"] = maxCpu;
    state.counters["batches"] = worst.batches;
    state.counters["progress_total"] = static_cast<double>(worst.progressTotal);
    state.counters["progress_updates"] = static_cast<double>(worst.progressUpdates);
    state.counters["errors"] = worst.errors;
}
// Arg: the stall meter's timer interval, ms. 0 (the goal's meter) keeps the GUI thread
// spinning, on one of the machine's cores; 1 lets it sleep between ticks.
BENCHMARK(BM_LoudnessOfEveryWave)
    ->Arg(0)
    ->Arg(1)
    ->UseManualTime()
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

/// A 1,000-line override file the synthetic dat accepts without errors: one table entry per
/// line (the dat's tables and sound types, in order), each replacing the list with two of the
/// dat's waves; `probability` differs between the two versions a save alternates.
QByteArray overrideFile(const Document& document, int lines, double probability) {
    QByteArray out = "!soundstage-override 1\n";
    std::vector<quint32> waves;
    for (const auto& [id, wave] : document.catalog().waves())
        waves.push_back(id);
    int written = 1;
    std::size_t w = 0;
    for (const auto& [table, record] : document.catalog().tables()) {
        for (const SoundTableNode& node : record.root.children) {
            if (written >= lines)
                return out;
            const QString line = u"%1/%2, 0 = %3, %4, 1; %5, %4\n"_s.arg(
                hexId(table), soundTypeName(node.key), hexId(waves[w % waves.size()]),
                QString::number(probability), hexId(waves[(w + 1) % waves.size()]));
            out += line.toUtf8();
            ++written;
            w += 2;
        }
    }
    return out;
}

void BM_ReapplyOverride1k(benchmark::State& state) {
    auto window = bench::makeWindow();
    if (bench::openInWindow(*window, g_datPath) < 0) {
        state.SkipWithError("the dat did not open");
        return;
    }
    bench::settle(*window);
    auto* actions = window->findChild<OverrideActions*>();
    const Document* document = window->session()->document();
    const QString path = bench::tempDir().filePath(u"live-override.txt"_s);
    const std::array<QByteArray, 2> versions{overrideFile(*document, 1000, 0.5),
                                             overrideFile(*document, 1000, 0.6)};
    const auto write = [&](const QByteArray& bytes) {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    };
    if (!actions || !write(versions[0]) || !actions->applyOverride(path)) {
        state.SkipWithError("the override did not apply");
        return;
    }
    const auto preview = window->session()->appliedOverride();
    if (!preview || preview->file.errorCount() > 0) {
        state.SkipWithError("the override file has errors");
        return;
    }
    const OverrideParser parser;
    bool applied = true;
    int lines = 0;
    std::size_t touched = 0;
    QObject::connect(actions, &OverrideActions::reloaded,
                     [&](bool ok) { applied = applied && ok; });
    bench::StallMeter meter;
    std::size_t turn = 0;
    double loadMs = 0.0;
    int loads = 0;
    bench::figureBesideFloor(
        state,
        [&] {
            actions->reload();                 // what the watch runs after the save
            QCoreApplication::processEvents(); // views updating on queued signals
        },
        [&] { benchmark::DoNotOptimize(parser.parse(QByteArrayView(versions[turn % 2]))); },
        [&] {
            // The next save: the other version, written outside both clocks; the watcher's
            // own signal is drained here, so it does not run a second reload in the figure.
            ++turn;
            write(versions[turn % 2]);
            QCoreApplication::processEvents();
            // What of the figure is the preview's load (read, parse, check, apply onto a copy
            // of the tables); the rest is the session and the views taking it.
            QElapsedTimer clock;
            clock.start();
            benchmark::DoNotOptimize(
                OverridePreview::load(path, document->catalog().tables(), &document->dat()));
            loadMs += static_cast<double>(clock.nsecsElapsed()) / 1e6;
            ++loads;
        });
    if (const auto now = window->session()->appliedOverride()) {
        lines = static_cast<int>(now->file.entries.size());
        touched = now->report.applied.size();
    }
    if (!applied)
        state.SkipWithError("a re-apply was refused");
    state.counters["load_ms"] = loads > 0 ? loadMs / loads : 0.0;
    state.counters["entries"] = lines;
    state.counters["sounds_touched"] = static_cast<double>(touched);
    state.counters["bytes"] = static_cast<double>(versions[0].size());
}
BENCHMARK(BM_ReapplyOverride1k)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return bench::windowBenchmarkMain(argc, argv, g_datPath);
}
