// Override files: parsing (target: a 100,000-line file in at most 100 ms), writing, chances.
#include "core/override/overridechances.h"
#include "core/override/overrideparser.h"
#include "core/override/overridewriter.h"
#include "core/records/soundtypes.h"
#include "tests/bench/overridefile.h"

#include <benchmark/benchmark.h>

#include <QByteArray>

#include <memory>
#include <utility>
#include <vector>

using namespace soundstage;
using namespace Qt::StringLiterals;
using bench::benchSoundTypes;
using bench::makeFile;

namespace {

const QByteArray& file100k() {
    static const QByteArray bytes = makeFile(100'000);
    return bytes;
}

// Parsing only: the parsed file is freed outside the timed region.
void BM_ParseOverride100k(benchmark::State& state) {
    const QByteArray& bytes = file100k();
    const OverrideParser parser(benchSoundTypes());
    size_t entries = 0;
    for (auto _ : state) {
        auto file = std::make_unique<OverrideFile>(parser.parse(bytes));
        state.PauseTiming();
        entries = file->entries.size();
        if (file->hasErrors())
            state.SkipWithError("the benchmark file has errors");
        file.reset();
        state.ResumeTiming();
    }
    state.counters["lines"] = 100'000;
    state.counters["entries"] = static_cast<double>(entries);
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * bytes.size());
}
BENCHMARK(BM_ParseOverride100k)->Unit(benchmark::kMillisecond);

// Parsing and freeing the result, as a one-shot `override check` does.
void BM_ParseAndFreeOverride100k(benchmark::State& state) {
    const QByteArray& bytes = file100k();
    const OverrideParser parser(benchSoundTypes());
    for (auto _ : state) {
        const OverrideFile file = parser.parse(bytes);
        benchmark::DoNotOptimize(file.entries.data());
    }
}
BENCHMARK(BM_ParseAndFreeOverride100k)->Unit(benchmark::kMillisecond);

void BM_WriteOverride100k(benchmark::State& state) {
    const OverrideFile file = OverrideParser(benchSoundTypes()).parse(file100k());
    for (auto _ : state) {
        const QByteArray text = OverrideWriter::writeUtf8(file);
        benchmark::DoNotOptimize(text.data());
    }
}
BENCHMARK(BM_WriteOverride100k)->Unit(benchmark::kMillisecond);

void BM_RetailChances100k(benchmark::State& state) {
    const OverrideFile file = OverrideParser(benchSoundTypes()).parse(file100k());
    for (auto _ : state) {
        double silence = 0;
        for (const OverrideEntry& entry : file.entries)
            silence +=
                OverrideChances::compute(entry, OverrideFile::PickMode::Retail).silenceChance();
        benchmark::DoNotOptimize(silence);
    }
}
BENCHMARK(BM_RetailChances100k)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
