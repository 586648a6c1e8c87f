// Auditioning from the editor: click on a variant to first sound (decode through the cache and
// start on the engine; cold = first click on that wave, cached = every later click), a listener
// drag step with a playing source (readout + PlaybackEngine::update + repaint), an odds chart
// rebuild with a 10,000-event roll, and an ambient timeline of 10 minutes. Loopback OpenAL, so
// no sound card is needed; the engine work is what a live device would also do. Run offscreen in
// a Release build. And the longest stall of the GUI thread when a ~60 s local MP3 of an override
// plays for the first time: decoded on the GUI thread at the click (how the editor did it before
// LocalFileDecoder) against the window's path now (Transport: decoded on a worker, started when
// ready, the waveform drawn), measured with a 1 ms heartbeat timer.
#include "core/audio/openalengine.h"
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "widgets/audition/ambientview.h"
#include "widgets/audition/auditioner.h"
#include "widgets/audition/listenerview.h"
#include "widgets/audition/oddschart.h"
#include "widgets/audition/transport.h"
#include "widgets/audition/waveformview.h"
#include "widgets/session/soundlist.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <benchmark/benchmark.h>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

std::unique_ptr<DatFile> g_dat;
std::optional<SoundCatalog> g_catalog;
QString g_mp3; ///< 60 s, stereo, 44.1 kHz, 128 kb/s (sox + lame), or empty

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

/// The longest gap between ticks of a 1 ms timer while `body` runs and until `done()` (or 10 s),
/// then 200 ms more for the views to settle; in milliseconds.
template <typename Body, typename Done> double longestGap(Body body, Done done) {
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    qint64 worst = 0;
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(1);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        worst = std::max(worst, now - last);
        last = now;
    });
    heartbeat.start();
    QCoreApplication::processEvents();
    last = clock.nsecsElapsed();
    body();
    while (!done() && clock.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    QEventLoop settle;
    QTimer::singleShot(200, &settle, &QEventLoop::quit);
    settle.exec();
    worst = std::max(worst, clock.nsecsElapsed() - last);
    return static_cast<double>(worst) / 1e6;
}

/// The noise floor of the two rows below: the same heartbeat for 500 ms with nothing to do (on a
/// loaded machine the scheduler alone makes gaps).
void BM_IdleHeartbeatGap(benchmark::State& state) {
    double worst = 0;
    for (auto _ : state) {
        QElapsedTimer clock;
        const double gap =
            longestGap([&] { clock.start(); }, [&] { return clock.elapsed() >= 300; });
        worst = std::max(worst, gap);
        state.SetIterationTime(gap / 1000.0);
    }
    state.counters["max_stall_ms"] = worst;
}
BENCHMARK(BM_IdleHeartbeatGap)->UseManualTime()->Iterations(5)->Unit(benchmark::kMillisecond);

/// Before: the click decodes the file on the GUI thread (Decode::Wait: what variantSound did for
/// every local file), then plays it and draws it.
void BM_FirstLocalMp3StallBlocking(benchmark::State& state) {
    if (g_mp3.isEmpty()) {
        state.SkipWithError("sox or lame missing: no MP3 fixture");
        return;
    }
    OpenAlEngine engine(loopback());
    WaveformView waveform;
    waveform.resize(800, 200);
    double worst = 0;
    for (auto _ : state) {
        Auditioner auditioner(engine); // cold: nothing decoded yet
        bool played = false;
        const double gap = longestGap(
            [&] {
                auto sound = auditioner.variantSound(
                    SoundVariant{}, g_mp3, Auditioner::Choice::Roll, Auditioner::Decode::Wait);
                if (sound) {
                    waveform.setBuffer(sound->pcm);
                    auditioner.playSound(*sound, 1.0);
                    played = true;
                }
            },
            [&] { return played; });
        engine.stopAll();
        worst = std::max(worst, gap);
        state.SetIterationTime(gap / 1000.0);
    }
    state.counters["max_stall_ms"] = worst;
}
BENCHMARK(BM_FirstLocalMp3StallBlocking)
    ->UseManualTime()
    ->Iterations(5)
    ->Unit(benchmark::kMillisecond);

/// Now: Play in the transport with the file not decoded yet (the worker decodes it, the sound
/// starts when it is ready, the waveform is drawn when it arrives).
void BM_FirstLocalMp3StallTransport(benchmark::State& state) {
    if (g_mp3.isEmpty()) {
        state.SkipWithError("sox or lame missing: no MP3 fixture");
        return;
    }
    OpenAlEngine engine(loopback());
    double worst = 0;
    double toSound = 0;
    double guiAfterDecode = 0;
    for (auto _ : state) {
        Auditioner auditioner(engine); // cold: nothing decoded yet
        WaveformView waveform;
        waveform.resize(800, 200);
        // Connected before the transport's: from the decoded file to the sound started and its
        // waveform drawn (the worker made the waveform's peaks and had the engine convert and
        // upload the audio, so this is O(1) in the file's length).
        QElapsedTimer afterDecode;
        QObject::connect(&auditioner, &Auditioner::fileDecoded, [&] { afterDecode.start(); });
        Transport transport(auditioner, &waveform);
        SoundList list;
        list.exists = true;
        list.variants = {SoundVariant{}};
        list.localFiles = {g_mp3};
        QElapsedTimer clock;
        qint64 startedAt = -1;
        QObject::connect(&auditioner, &Auditioner::pendingStarted, [&] {
            startedAt = clock.elapsed();
            guiAfterDecode = static_cast<double>(afterDecode.nsecsElapsed()) / 1e6;
        });
        const double gap = longestGap(
            [&] {
                clock.start();
                transport.setSoundList(list, 0, u"bench"_s, {});
                transport.playSelected(false);
            },
            [&] { return startedAt >= 0; });
        engine.stopAll();
        worst = std::max(worst, gap);
        toSound = static_cast<double>(startedAt);
        state.SetIterationTime(gap / 1000.0);
    }
    state.counters["max_stall_ms"] = worst;
    state.counters["click_to_sound_ms"] = toSound;
    state.counters["gui_after_decode_ms"] = guiAfterDecode;
}
BENCHMARK(BM_FirstLocalMp3StallTransport)
    ->UseManualTime()
    ->Iterations(5)
    ->Unit(benchmark::kMillisecond);

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
    if (!QStandardPaths::findExecutable(u"sox"_s).isEmpty() &&
        !QStandardPaths::findExecutable(u"lame"_s).isEmpty()) {
        const QString wav = dir.filePath(u"long.wav"_s);
        const QString mp3 = dir.filePath(u"long.mp3"_s);
        if (QProcess::execute(u"sox"_s, {u"-n"_s, u"-r"_s, u"44100"_s, u"-c"_s, u"2"_s, u"-b"_s,
                                         u"16"_s, wav, u"synth"_s, u"60"_s, u"pinknoise"_s}) == 0 &&
            QProcess::execute(u"lame"_s, {u"--quiet"_s, u"-b"_s, u"128"_s, wav, mp3}) == 0)
            g_mp3 = mp3;
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    g_catalog.reset();
    g_dat.reset();
    return 0;
}
