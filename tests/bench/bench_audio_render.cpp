// Loopback render throughput: 64 simultaneous looping voices mixed offline by OpenAlEngine.
// The default resampler is Linear; Cubic and Sinc rows show what quality costs.
// "x_realtime" is seconds of audio rendered per second of wall time, "x_realtime_cpu" per second
// of the rendering thread's CPU time (target ≥ 50× on one core).
#include "core/audio/openalengine.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <numbers>

using namespace soundstage;

namespace {

constexpr int kOutputRate = 44100;
constexpr int kVoices = 64;
constexpr qint64 kFramesPerIteration = kOutputRate; // one second of audio

double threadCpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

// Retail-like waves: mono, 1–2 s, at the given rate, each a different pitch.
std::vector<PcmBufferPtr> makeWaves(int rate) {
    std::vector<PcmBufferPtr> waves;
    for (int i = 0; i < 8; ++i) {
        const auto frames = static_cast<size_t>(rate * (1.0 + i / 8.0));
        std::vector<float> samples(frames);
        const double frequency = 110.0 * (i + 1);
        for (size_t f = 0; f < frames; ++f)
            samples[f] = static_cast<float>(
                0.3 * std::sin(2.0 * std::numbers::pi * frequency * double(f) / rate));
        waves.push_back(PcmBuffer::make(std::move(samples), rate, 1));
    }
    return waves;
}

void renderVoices(benchmark::State& state, PlacementMode mode, int waveRate,
                  OpenAlEngine::Resampler resampler, int voices = kVoices) {
    OpenAlEngine::Options options;
    options.output = OpenAlEngine::Output::Loopback;
    options.sampleRate = kOutputRate;
    options.resampler = resampler;
    options.maxVoices = std::max(options.maxVoices, voices); // the default pool is 128
    OpenAlEngine engine(options);
    if (!engine.hasOutput()) {
        state.SkipWithError(engine.status().toUtf8().constData());
        return;
    }
    const std::vector<PcmBufferPtr> waves = makeWaves(waveRate);
    for (int i = 0; i < voices; ++i) {
        Placement p;
        p.mode = mode;
        const double angle = 2.0 * std::numbers::pi * i / voices;
        const double distance = 3.0 + i % kVoices; // 3..66 m: every voice audible in retail mode
        p.source = {distance * std::cos(angle), distance * std::sin(angle), 0.0};
        p.maxDistance = 200.0;
        if (engine.play(waves[static_cast<size_t>(i) % waves.size()], p, 1.0, true) == 0) {
            state.SkipWithError("a voice did not start");
            return;
        }
    }
    const double cpuStart = threadCpuSeconds();
    for (auto _ : state) {
        std::vector<float> out = engine.render(kFramesPerIteration);
        benchmark::DoNotOptimize(out.data());
    }
    const double cpuSeconds = threadCpuSeconds() - cpuStart;
    const double audioSeconds =
        double(state.iterations()) * double(kFramesPerIteration) / kOutputRate;
    // The loopback mixes in the calling thread: its CPU time is the cost on one core, whatever
    // else the machine is doing (the wall-clock rate below suffers on a busy machine).
    state.counters["x_realtime_cpu"] = cpuSeconds > 0.0 ? audioSeconds / cpuSeconds : 0.0;
    state.counters["x_realtime"] =
        benchmark::Counter(double(state.iterations()) * double(kFramesPerIteration) / kOutputRate,
                           benchmark::Counter::kIsRate);
    state.counters["voices"] = engine.playingCount();
}

void BM_Render64_Retail_22k_Cubic(benchmark::State& state) {
    renderVoices(state, PlacementMode::Retail, 22050, OpenAlEngine::Resampler::Cubic);
}
void BM_Render64_Retail_11k_Linear(benchmark::State& state) {
    renderVoices(state, PlacementMode::Retail, 11025, OpenAlEngine::Resampler::Linear);
}
void BM_Render64_Retail_44k(benchmark::State& state) {
    renderVoices(state, PlacementMode::Retail, 44100, OpenAlEngine::Resampler::Linear);
}
void BM_Render64_Retail_22k_Linear(benchmark::State& state) {
    renderVoices(state, PlacementMode::Retail, 22050, OpenAlEngine::Resampler::Linear);
}
void BM_Render64_Retail_22k_Sinc(benchmark::State& state) {
    renderVoices(state, PlacementMode::Retail, 22050, OpenAlEngine::Resampler::Sinc);
}
// Load check (issue 9): 256 simultaneous sources, the most OpenAL Soft mixes by default.
void BM_Render256_Retail_22k_Linear(benchmark::State& state) {
    renderVoices(state, PlacementMode::Retail, 22050, OpenAlEngine::Resampler::Linear, 256);
}
void BM_Render64_OpenAl_22k_Linear(benchmark::State& state) {
    renderVoices(state, PlacementMode::OpenAl, 22050, OpenAlEngine::Resampler::Linear);
}

} // namespace

BENCHMARK(BM_Render64_Retail_22k_Cubic)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Render64_Retail_11k_Linear)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Render64_Retail_44k)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Render64_Retail_22k_Linear)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Render64_Retail_22k_Sinc)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Render64_OpenAl_22k_Linear)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Render256_Retail_22k_Linear)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
