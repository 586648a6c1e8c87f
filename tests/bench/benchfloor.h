#pragma once
// Figure beside floor: a benchmark row that times the feature (the framework's loop) and, in
// the same run, the bare work the feature cannot avoid, and prints both and their ratio as
// counters (floor_ms, ratio). Interleaved: one floor run after every figure run, so load on
// the machine falls on both alike.

#include <benchmark/benchmark.h>

#include <chrono>
#include <utility>

namespace soundstage::bench {

/// Runs `figure` under the benchmark's timing and `floor` beside it, untimed by the framework.
/// Both are called once per iteration; their costs are measured with the same clock. `after`
/// runs after each figure run, timed by neither (to free what the figure made, say).
template <typename Figure, typename Floor, typename After>
void figureBesideFloor(benchmark::State& state, Figure&& figure, Floor&& floor, After&& after) {
    using Clock = std::chrono::steady_clock;
    Clock::duration figureTime{};
    Clock::duration floorTime{};
    for (auto _ : state) {
        const auto start = Clock::now();
        figure();
        figureTime += Clock::now() - start;
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
}

template <typename Figure, typename Floor>
void figureBesideFloor(benchmark::State& state, Figure&& figure, Floor&& floor) {
    figureBesideFloor(state, std::forward<Figure>(figure), std::forward<Floor>(floor), [] {});
}

} // namespace soundstage::bench
