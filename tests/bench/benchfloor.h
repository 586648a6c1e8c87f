#pragma once
// Figure beside floor: a benchmark row that times the feature (the framework's loop) and, in
// the same run, the bare work the feature cannot avoid, and prints both and their ratio as
// counters (floor_ms, ratio), the figure's CPU time over all its threads beside (figure_cpu_ms,
// cpu_ratio). Interleaved: one floor run after every figure run, so load on the machine falls
// on both alike.

#include <benchmark/benchmark.h>

#include <chrono>
#include <ctime>
#include <utility>

namespace soundstage::bench {

/// CPU time of the whole process, every thread, in seconds.
inline double processCpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

/// Runs `figure` under the benchmark's timing and `floor` beside it, untimed by the framework.
/// Both are called once per iteration; their costs are measured with the same clock. `after`
/// runs after each figure run, timed by neither (to free what the figure made, say).
/// The figure's CPU time, all of the process's threads together, is printed beside its wall
/// time (figure_cpu_ms, cpu_ratio): work spread over threads shows as CPU time above the wall
/// time.
template <typename Figure, typename Floor, typename After>
void figureBesideFloor(benchmark::State& state, Figure&& figure, Floor&& floor, After&& after) {
    using Clock = std::chrono::steady_clock;
    Clock::duration figureTime{};
    Clock::duration floorTime{};
    double figureCpuSeconds = 0;
    for (auto _ : state) {
        const double cpuStart = processCpuSeconds();
        const auto start = Clock::now();
        figure();
        figureTime += Clock::now() - start;
        figureCpuSeconds += processCpuSeconds() - cpuStart;
        state.PauseTiming();
        after();
        const auto floorStart = Clock::now();
        floor();
        floorTime += Clock::now() - floorStart;
        state.ResumeTiming();
    }
    const double iterations = double(state.iterations());
    const double figureMs =
        std::chrono::duration<double, std::milli>(figureTime).count() / iterations;
    const double floorMs =
        std::chrono::duration<double, std::milli>(floorTime).count() / iterations;
    state.counters["figure_ms"] = figureMs;
    state.counters["floor_ms"] = floorMs;
    state.counters["ratio"] = floorMs > 0.0 ? figureMs / floorMs : 0.0;
    const double figureCpuMs = figureCpuSeconds * 1000.0 / iterations;
    state.counters["figure_cpu_ms"] = figureCpuMs;
    state.counters["cpu_ratio"] = floorMs > 0.0 ? figureCpuMs / floorMs : 0.0;
}

template <typename Figure, typename Floor>
void figureBesideFloor(benchmark::State& state, Figure&& figure, Floor&& floor) {
    figureBesideFloor(state, std::forward<Figure>(figure), std::forward<Floor>(floor), [] {});
}

} // namespace soundstage::bench
