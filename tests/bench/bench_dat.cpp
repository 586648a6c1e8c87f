// The dat container: open + enumerate a retail-sized dat, and resident memory for a 1 GB dat.
// Run from a Release build: build-rel/bin/bench_dat

#include "core/dat/datfile.h"
#include "core/dat/datwriter.h"
#include "core/document/soundcatalog.h"
#include "tests/bench/barewalk.h"
#include "tests/bench/benchdat.h"
#include "tests/bench/benchfloor.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <fcntl.h>
#include <unistd.h>

#include <cstdint>
#include <cstring>

#include <array>
#include <cstdio>
#include <cstring>
#include <memory>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

using bench::pattern;
using bench::tempDir;

// 80,000 entries (the retail portal has 79,694) with record sizes from 48 bytes to 3 KB,
// written once per run. Buffers are shared, so generating costs little memory.
const QString& dat80k() {
    static const QString path = [] {
        const QString p = tempDir().filePath(u"80k.dat"_s);
        const std::array<QByteArray, 5> sizes = {pattern(48, 1), pattern(300, 2), pattern(900, 3),
                                                 pattern(1500, 4), pattern(3000, 5)};
        DatWriter writer;
        for (quint32 i = 0; i < 80000; ++i) {
            const quint32 id = (i % 8 < 3 ? 0x0A000000u : (0x01000000u << (i % 4))) + i;
            writer.add(id, sizes[i % sizes.size()]);
        }
        if (auto r = writer.write(p); !r)
            std::fprintf(stderr, "%s\n", qPrintable(r.error().toString()));
        return p;
    }();
    return path;
}

// ~1 GB: 10,000 records of 100 KiB (one shared buffer).
const QString& dat1g() {
    static const QString path = [] {
        const QString p = tempDir().filePath(u"1g.dat"_s);
        const QByteArray record = pattern(100 * 1024, 9);
        DatWriter writer;
        for (quint32 i = 0; i < 10000; ++i)
            writer.add(0x0A000000u + i, record);
        if (auto r = writer.write(p); !r)
            std::fprintf(stderr, "%s\n", qPrintable(r.error().toString()));
        return p;
    }();
    return path;
}

using bench::resetPeak;
using bench::statusKiB;

using bench::bareOpenEnumerate;

// Opens a dat and lists every entry (the B-tree walk), once per iteration, beside the floor.
void openEnumerate(benchmark::State& state, const QString& path) {
    size_t count = 0;
    size_t floorCount = 0;
    const QByteArray nativePath = QFile::encodeName(path);
    bool failed = false;
    bench::figureBesideFloor(
        state,
        [&] {
            auto dat = DatFile::open(path);
            if (!dat) {
                failed = true;
                return;
            }
            auto entries = (*dat)->entries();
            if (!entries) {
                failed = true;
                return;
            }
            count = entries->size();
            benchmark::DoNotOptimize(entries->data());
        },
        [&] { floorCount = bareOpenEnumerate(nativePath.constData()); });
    if (failed || count != floorCount)
        state.SkipWithError("the dat did not open, or the floor counted other entries");
    state.counters["entries"] = double(count);
}

// The synthetic retail-shaped dat (79,694 entries; 1 GB under bench.sh); the argument is how
// many quarters of its content (bench.sh makes the ¼ and ½ ones, for the scaling rows).
void BM_OpenEnumerateSynth(benchmark::State& state) {
    const QString dat = bench::syntheticDatAtScale(static_cast<int>(state.range(0)));
    if (dat.isEmpty())
        return state.SkipWithError("no dat of this scale (bench.sh makes them)");
    openEnumerate(state, dat);
}
BENCHMARK(BM_OpenEnumerateSynth)->Arg(1)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

// What the editor does first: open the dat and load the sound catalog (every SoundTable, the
// region, the setups' tables, the wave index). Peak RSS growth over the whole run.
void BM_CatalogLoadSynth(benchmark::State& state) {
    const QString& path = bench::syntheticDat();
    const bool reset = resetPeak();
    const long before = statusKiB("VmRSS");
    size_t tables = 0;
    for (auto _ : state) {
        auto dat = DatFile::open(path);
        if (!dat) {
            state.SkipWithError(qPrintable(dat.error().toString()));
            return;
        }
        auto catalog = SoundCatalog::load(**dat);
        if (!catalog) {
            state.SkipWithError(qPrintable(catalog.error().toString()));
            return;
        }
        tables = catalog->tables().size();
        benchmark::DoNotOptimize(catalog->tables());
    }
    const long peak = statusKiB("VmHWM");
    state.counters["tables"] = double(tables);
    state.counters["dat_MiB"] = double(QFileInfo(path).size()) / (1024.0 * 1024.0);
    state.counters["peak_rss_MiB"] = reset ? double(peak) / 1024.0 : -1.0;
    state.counters["peak_growth_MiB"] = reset ? double(peak - before) / 1024.0 : -1.0;
}
BENCHMARK(BM_CatalogLoadSynth)->Unit(benchmark::kMillisecond);

void BM_OpenEnumerate80k(benchmark::State& state) {
    openEnumerate(state, dat80k());
}
BENCHMARK(BM_OpenEnumerate80k)->Unit(benchmark::kMillisecond);

void BM_LookupEach80k(benchmark::State& state) {
    auto dat = DatFile::open(dat80k());
    if (!dat) {
        state.SkipWithError(qPrintable(dat.error().toString()));
        return;
    }
    const auto entries = *(*dat)->entries();
    size_t i = 0;
    for (auto _ : state) {
        auto found = (*dat)->find(entries[i++ % entries.size()].id);
        benchmark::DoNotOptimize(found);
    }
}
BENCHMARK(BM_LookupEach80k);

// Peak resident memory of open + enumerate + reading a few records of a ~1 GB dat.
// With SOUNDSTAGE_BENCH_DAT (bench.sh), the 1 GB synthetic dat, else a generated 1 GB file.
void BM_PeakResident1GB(benchmark::State& state) {
    const QString& path = bench::syntheticDatGiven() ? bench::syntheticDat() : dat1g();
    const qint64 size = QFileInfo(path).size();
    const bool reset = resetPeak();
    const long before = statusKiB("VmRSS");
    for (auto _ : state) {
        auto dat = DatFile::open(path);
        if (!dat) {
            state.SkipWithError(qPrintable(dat.error().toString()));
            return;
        }
        auto entries = (*dat)->entries();
        if (!entries) {
            state.SkipWithError(qPrintable(entries.error().toString()));
            return;
        }
        for (size_t i = 0; i < entries->size(); i += entries->size() / 8) {
            auto bytes = (*dat)->read((*entries)[i]);
            benchmark::DoNotOptimize(bytes);
        }
    }
    const long peak = statusKiB("VmHWM");
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    state.counters["dat_MiB"] = double(size) / (1024.0 * 1024.0);
    state.counters["peak_rss_MiB"] = reset ? double(peak) / 1024.0 : -1.0;
    state.counters["rss_before_MiB"] = double(before) / 1024.0;
    state.counters["peak_growth_MiB"] = reset ? double(peak - before) / 1024.0 : -1.0;
    state.counters["ru_maxrss_MiB"] = double(usage.ru_maxrss) / 1024.0; // whole process life
}
BENCHMARK(BM_PeakResident1GB)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

BENCHMARK_MAIN();
