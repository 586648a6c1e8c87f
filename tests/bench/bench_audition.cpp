// Auditioning from the editor: click on a variant to first sound (decode through the cache and
// start on the engine; cold = first click on that wave, cached = every later click), a listener
// drag step with a playing source (readout + PlaybackEngine::update + repaint), an odds chart
// rebuild with a 10,000-event roll, and an ambient timeline of 10 minutes. Loopback OpenAL, so
// no sound card is needed; the engine work is what a live device would also do. Run offscreen in
// a Release build.
#include "core/audio/openalengine.h"
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "widgets/ambientview.h"
#include "widgets/auditioner.h"
#include "widgets/listenerview.h"
#include "widgets/oddschart.h"

#include <QApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

std::unique_ptr<DatFile> g_dat;
std::optional<SoundCatalog> g_catalog;

OpenAlEngine::Options loopback() {
    OpenAlEngine::Options o;
    o.output = OpenAlEngine::Output::Loopback;
    return o;
}

/// The demo's largest wave (352,830 bytes of 16-bit PCM).
quint32 largestWave() {
    quint32 best = 0;
    quint32 size = 0;
    for (const auto& [id, entry] : g_catalog->waves())
        if (entry.size > size) {
            size = entry.size;
            best = id;
        }
    return best;
}

void BM_ClickToFirstSoundCold(benchmark::State& state) {
    OpenAlEngine engine(loopback());
    const quint32 wave = largestWave();
    for (auto _ : state) {
        Auditioner auditioner(engine);
        auditioner.setDat(g_dat.get());
        const SoundHandle h = auditioner.playWave(wave, 1.0, Placement{});
        benchmark::DoNotOptimize(h);
        state.PauseTiming();
        engine.stopAll();
        state.ResumeTiming();
    }
}
BENCHMARK(BM_ClickToFirstSoundCold)->Unit(benchmark::kMillisecond);

void BM_ClickToFirstSoundCached(benchmark::State& state) {
    OpenAlEngine engine(loopback());
    Auditioner auditioner(engine);
    auditioner.setDat(g_dat.get());
    const quint32 wave = largestWave();
    auditioner.prefetch(wave);
    for (auto _ : state) {
        const SoundHandle h = auditioner.playWave(wave, 1.0, Placement{});
        benchmark::DoNotOptimize(h);
        auditioner.stop(h);
    }
}
BENCHMARK(BM_ClickToFirstSoundCached)->Unit(benchmark::kMicrosecond);

void BM_ListenerDragStep(benchmark::State& state) {
    OpenAlEngine engine(loopback());
    ListenerView view(&engine);
    view.resize(1200, 500);
    Auditioner auditioner(engine);
    auditioner.setDat(g_dat.get());
    const int id = view.addSource(u"s"_s, *auditioner.wave(largestWave()), 1.0, QPointF(0, 10));
    view.playSource(id, true);
    QPixmap target(view.size());
    double x = 0;
    for (auto _ : state) {
        x = x > 50 ? -50 : x + 0.25;
        view.moveSource(id, QPointF(x, 10));
        view.render(&target);
    }
    view.stopAll();
}
BENCHMARK(BM_ListenerDragStep)->Unit(benchmark::kMicrosecond);

void BM_OddsChartRoll(benchmark::State& state) {
    OddsChart chart;
    chart.resize(520, 360);
    const std::vector<SoundVariant> list = {{0x0A000001, 0.5f, 1.0f, 1.0f},
                                            {0x0A000002, 0.5f, 0.5f, 1.0f},
                                            {0x0A000003, 0.5f, 0.25f, 1.0f},
                                            {0x0A000004, 0.5f, 1.0f, 1.0f}};
    for (auto _ : state) {
        chart.setVariants(list, u"bench"_s);
        chart.roll(10'000, 1);
    }
}
BENCHMARK(BM_OddsChartRoll)->Unit(benchmark::kMillisecond);

void BM_AmbientTimeline(benchmark::State& state) {
    AmbientView view(nullptr);
    view.resize(900, 500);
    view.setCatalog(&*g_catalog);
    view.selectStb(DemoDat::Region, 0);
    for (auto _ : state)
        benchmark::DoNotOptimize(view.simulate(42, 600.0));
}
BENCHMARK(BM_AmbientTimeline)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"demo.dat"_s);
    if (!DemoDat::write(path))
        return 1;
    auto dat = DatFile::open(path);
    if (!dat)
        return 1;
    g_dat = std::move(*dat);
    auto catalog = SoundCatalog::load(*g_dat);
    if (!catalog)
        return 1;
    g_catalog = std::move(*catalog);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    g_catalog.reset();
    g_dat.reset();
    return 0;
}
