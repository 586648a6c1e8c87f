// Override files: parsing (target: a 100,000-line file in at most 100 ms), writing, chances.
#include "core/override/overridechances.h"
#include "core/override/overrideparser.h"
#include "core/override/overridewriter.h"
#include "core/records/soundtypes.h"

#include <benchmark/benchmark.h>

#include <QByteArray>

#include <memory>
#include <utility>
#include <vector>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

// The client's names, as soundstage-cli uses them.
SoundTypeLookup benchSoundTypes() {
    return SoundTypeLookup::client();
}

QByteArray soundName(int code) {
    return soundTypeName(static_cast<quint32>(code)).toUtf8();
}

// A realistic mix: table entries by name and by number, every-table and wave entries, named
// events, comments, one to three alternatives, quoted paths, probabilities.
QByteArray makeFile(int lines) {
    QByteArray out = "!soundstage-override 1\n!volume unit\n!pick uniform\n";
    int written = 3;
    for (int i = 0; written < lines; ++i) {
        const int table = 0x20000001 + i / 205;
        const int sound = i % 205;
        QByteArray line;
        switch (i % 10) {
        case 0:
            line += "# group " + QByteArray::number(i) + "\n";
            [[fallthrough]];
        case 1:
        case 2:
        case 3:
            line += "0x" + QByteArray::number(table, 16) + "/" + soundName(sound) +
                    ", 0.5 = sfx/step" + QByteArray::number(i) + ".ogg, 0.8; 0x0A00" +
                    QByteArray::number(0x1000 + i % 0xE000, 16) + ", 1, 0.25  # note\n";
            break;
        case 4:
        case 5:
            line += "0x" + QByteArray::number(table, 16) + "/0x" + QByteArray::number(sound, 16) +
                    ", 0 = \"sounds/with, comma " + QByteArray::number(i) +
                    ".wav\", 0.5; b.wav, 1, 0.5; c.wav, 0.3\n";
            break;
        case 6:
            line += "wave 0x0A" + QByteArray::number(0x100000 + i, 16) + ", 0.7 = w" +
                    QByteArray::number(i) + ".wav, 1\n";
            break;
        case 7:
            line += "player does thing " + QByteArray::number(i) +
                    ",   200 = knock.au, 0.6, whoosh.au, 0.4\n";
            break;
        default:
            line += "0x" + QByteArray::number(table, 16) + "/" + soundName(sound) + ", 1 =\n";
            break;
        }
        written += static_cast<int>(line.count('\n'));
        out += line;
    }
    return out;
}

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
