// Override files: parsing (goal: a 100,000-line file in at most 15 ms and 4× a bare split of
// its bytes, issue #18; a file this large is read in two parts at once, so its CPU time over
// both threads is printed beside: figure_cpu_ms, cpu_ratio), writing, chances.
#include "core/override/overridechances.h"
#include "core/override/overrideparser.h"
#include "core/override/overridewriter.h"
#include "core/records/soundtypes.h"
#include "tests/bench/benchfloor.h"
#include "tests/bench/overridefile.h"

#include <benchmark/benchmark.h>

#include <QByteArray>

#include <cstdint>
#include <map>
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

/// The benchmark file of `lines` lines, made once per size.
const QByteArray& fileOf(int lines) {
    static std::map<int, QByteArray> made;
    auto it = made.find(lines);
    if (it == made.end())
        it = made.emplace(lines, lines == 100'000 ? file100k() : makeFile(lines)).first;
    return it->second;
}

// The floor of parsing (issue #18): one pass over the bytes splitting lines and fields — each
// line's fields (between `,` `;` `=`, up to a `#`) found and trimmed of spaces, their offsets
// written to a reused array. No decoding, no checks, no numbers, no model.
struct BareField {
    std::uint32_t begin, end;
};

// Aligned to a cache line: where the linker happens to put it otherwise moved the floor by 15 %.
__attribute__((noinline, aligned(64))) size_t bareSplit(const QByteArray& bytes,
                                                        std::vector<BareField>& fields) {
    const char* p = bytes.constData();
    const auto n = static_cast<std::uint32_t>(bytes.size());
    size_t count = 0;
    std::uint32_t i = 0;
    while (i < n) {
        std::uint32_t begin = i;
        bool comment = false;
        for (; i < n && p[i] != '\n'; ++i) {
            const char c = p[i];
            if (comment)
                continue;
            if (c == ',' || c == ';' || c == '=' || c == '#') {
                std::uint32_t b = begin;
                std::uint32_t e = i;
                while (b < e && p[b] == ' ')
                    ++b;
                while (e > b && p[e - 1] == ' ')
                    --e;
                if (count == fields.size())
                    fields.resize(fields.size() * 2 + 16);
                fields[count++] = {b, e};
                begin = i + 1;
                comment = c == '#';
            }
        }
        ++i;
    }
    return count;
}

// Parsing beside the floor: the parsed file is freed outside both timings. The argument is the
// file's line count (the goal's row: 100,000; the others for scaling).
void BM_ParseOverride(benchmark::State& state) {
    const auto lines = static_cast<int>(state.range(0));
    const QByteArray& bytes = fileOf(lines);
    const OverrideParser parser(benchSoundTypes());
    std::unique_ptr<OverrideFile> file;
    std::vector<BareField> fields;
    size_t entries = 0;
    size_t split = 0;
    bool errors = false;
    bench::figureBesideFloor(
        state, [&] { file = std::make_unique<OverrideFile>(parser.parse(bytes)); },
        [&] { split = bareSplit(bytes, fields); },
        [&] {
            entries = file->entries.size();
            errors = errors || file->hasErrors();
            file.reset();
        });
    if (errors)
        state.SkipWithError("the benchmark file has errors");
    benchmark::DoNotOptimize(split);
    state.counters["lines"] = lines;
    state.counters["entries"] = static_cast<double>(entries);
    state.counters["floor_fields"] = static_cast<double>(split);
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * bytes.size());
}
BENCHMARK(BM_ParseOverride)->Arg(25'000)->Arg(50'000)->Arg(100'000)->Unit(benchmark::kMillisecond);

// The streaming parse `override check` uses (OverrideParser::parseEach): each entry is handed
// to a sink that only counts it, so no model is built; beside the same floor.
void BM_ParseEachOverride100k(benchmark::State& state) {
    const QByteArray& bytes = file100k();
    const OverrideParser parser(benchSoundTypes());
    std::vector<BareField> fields;
    qsizetype entries = 0;
    size_t split = 0;
    bool errors = false;
    bench::figureBesideFloor(
        state,
        [&] {
            entries = 0;
            const OverrideFile file = parser.parseEach(bytes, [&](OverrideEntry&&) { ++entries; });
            errors = errors || file.hasErrors();
        },
        [&] { split = bareSplit(bytes, fields); });
    if (errors)
        state.SkipWithError("the benchmark file has errors");
    benchmark::DoNotOptimize(split);
    state.counters["entries"] = static_cast<double>(entries);
}
BENCHMARK(BM_ParseEachOverride100k)->Unit(benchmark::kMillisecond);

// A hostile file: 100,000 table events whose numbers (table and sound type as one 60-bit key)
// step by a Fibonacci number, so that an unseeded golden-ratio hash put them in one run of
// slots (4 s). Parsed without the client's sound-type names, so that its unknown numbers give
// no warnings and the figure is the reading and the table's; beside the same split of its own
// bytes.
void BM_ParseCollidingEvents100k(benchmark::State& state) {
    static const QByteArray bytes = [] {
        QByteArray out;
        for (quint64 i = 0, key = 0; i < 100'000; ++i, key += 514229) {
            out += "0x" + QByteArray::number(0x20000000 | ((key >> 32) & 0xFFFFFF), 16) + "/0x" +
                   QByteArray::number(quint32(key), 16) + ", 0 = a.wav, 1\n";
        }
        return out;
    }();
    const OverrideParser parser{SoundTypeLookup()};
    std::unique_ptr<OverrideFile> file;
    std::vector<BareField> fields;
    size_t split = 0;
    bool problems = false;
    bench::figureBesideFloor(
        state, [&] { file = std::make_unique<OverrideFile>(parser.parse(bytes)); },
        [&] { split = bareSplit(bytes, fields); },
        [&] {
            problems = problems || !file->diagnostics.empty();
            file.reset();
        });
    if (problems)
        state.SkipWithError("the colliding file has diagnostics");
    benchmark::DoNotOptimize(split);
}
BENCHMARK(BM_ParseCollidingEvents100k)->Unit(benchmark::kMillisecond);

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
