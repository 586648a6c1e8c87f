// Patching and verifying dats: one table patched into a ~1 GB dat against copying the file
// (target: within 1.5×), and verify of an 80,000-entry dat (target: ≤ 300 ms).
// Run from a Release build: build-rel/bin/bench_patch

#include "benchdat.h"
#include "core/dat/datfile.h"
#include "core/dat/datpatcher.h"
#include "core/dat/datverifier.h"
#include "core/dat/datwriter.h"
#include "core/records/setup.h"
#include "core/records/soundtable.h"
#include "core/records/wave.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>

#include <fcntl.h>
#include <unistd.h>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

using bench::pattern;
using bench::tempDir;

QByteArray table(quint32 id, int sounds) {
    SoundTable t = SoundTable::makeEmpty(id);
    for (int s = 0; s < sounds; ++s) {
        SoundTableNode node;
        node.key = quint32(s + 1);
        node.variants.push_back({0x0A000000u + quint32(s), 0.0f, 1.0f, 0.8f});
        t.root.children.push_back(node);
    }
    return t.encode();
}

QByteArray wave(quint32 id, qsizetype dataSize) {
    return Wave{id, Wave::pcmFormat(1, 22050, 16), pattern(dataSize, char(id))}.encode();
}

// ~1 GB and 80,000 entries, like the retail portal: 10,000 waves of 100 KiB, 1,500 tables,
// and 68,500 other records of 300 bytes.
const QString& dat1g() {
    static const QString path = [] {
        const QString p = tempDir().filePath(u"1g.dat"_s);
        DatWriter writer;
        const QByteArray big = pattern(100 * 1024, 9);
        for (quint32 i = 0; i < 10000; ++i)
            writer.add(0x0A000000u + i, big); // bytes only; verify is not run on this one
        for (quint32 i = 0; i < 1500; ++i)
            writer.add(0x20000000u + i, table(0x20000000u + i, 8));
        const QByteArray small = pattern(300, 3);
        for (quint32 i = 0; i < 68500; ++i)
            writer.add(0x01000000u + i, small);
        if (auto r = writer.write(p); !r)
            std::fprintf(stderr, "%s\n", qPrintable(r.error().toString()));
        return p;
    }();
    return path;
}

// 80,000 entries whose sound records all decode: 20,000 waves (1–8 KiB), 1,500 tables,
// 10 setups, the rest other records of 48 bytes to 3 KB.
const QString& dat80k() {
    static const QString path = [] {
        const QString p = tempDir().filePath(u"80k.dat"_s);
        DatWriter writer;
        const std::array<QByteArray, 4> others = {pattern(48, 1), pattern(300, 2), pattern(1500, 4),
                                                  pattern(3000, 5)};
        for (quint32 i = 0; i < 20000; ++i)
            writer.add(0x0A000000u + i, wave(0x0A000000u + i, 1024 * (1 + i % 8)));
        for (quint32 i = 0; i < 1500; ++i)
            writer.add(0x20000000u + i, table(0x20000000u + i, 1 + int(i % 20)));
        // i % 4 == 1 lands in the Setup range, which verify decodes in full: real setups there.
        for (quint32 i = 0; i < 58500; ++i) {
            const quint32 id = (0x01000000u << (i % 4)) + i;
            writer.add(id, i % 4 == 1 ? Setup::makeMinimal(id, 0x20000000u + i % 1500).bytes
                                      : others[i % others.size()]);
        }
        if (auto r = writer.write(p); !r)
            std::fprintf(stderr, "%s\n", qPrintable(r.error().toString()));
        return p;
    }();
    return path;
}

bool copyFile(const QString& from, const QString& to, bool sync) {
    const int in = ::open(QFile::encodeName(from).constData(), O_RDONLY);
    const int out = ::open(QFile::encodeName(to).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    bool ok = in >= 0 && out >= 0;
    const qint64 size = QFileInfo(from).size();
    for (qint64 done = 0; ok && done < size;) {
        const ssize_t n = ::copy_file_range(in, nullptr, out, nullptr, size_t(size - done), 0);
        ok = n > 0;
        done += n;
    }
    if (ok && sync)
        ok = ::fsync(out) == 0;
    if (in >= 0)
        ::close(in);
    if (out >= 0)
        ::close(out);
    return ok;
}

// The baseline: copy_file_range of the whole file, flushed to disk like the patch is.
void BM_CopyFile1GB(benchmark::State& state) {
    const QString& source = dat1g();
    const QString target = tempDir().filePath(u"copy.dat"_s);
    const bool sync = state.range(0) != 0;
    for (auto _ : state) {
        if (!copyFile(source, target, sync)) {
            state.SkipWithError("copy failed");
            return;
        }
        state.PauseTiming();
        QFile::remove(target);
        state.ResumeTiming();
    }
    state.counters["MiB"] = double(QFileInfo(source).size()) / (1024.0 * 1024.0);
}
BENCHMARK(BM_CopyFile1GB)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond)->Iterations(3);

// One SoundTable replaced (bigger than before, so its blocks change) in a patched copy.
void BM_PatchOneTable1GB(benchmark::State& state) {
    auto dat = DatFile::open(dat1g());
    if (!dat) {
        state.SkipWithError(qPrintable(dat.error().toString()));
        return;
    }
    const QString target = tempDir().filePath(u"patched.dat"_s);
    DatPatcher patcher;
    DatPatcher::Options options;
    options.checkOwnership = state.range(0) != 0;
    patcher.setOptions(options);
    patcher.setRecord(0x20000123, table(0x20000123, 40));
    QString method;
    for (auto _ : state) {
        auto summary = patcher.write(**dat, target);
        if (!summary) {
            state.SkipWithError(qPrintable(summary.error().toString()));
            return;
        }
        method = summary->copyMethod;
        state.PauseTiming();
        QFile::remove(target);
        state.ResumeTiming();
    }
    state.SetLabel(method.toStdString());
}
BENCHMARK(BM_PatchOneTable1GB)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_Verify80k(benchmark::State& state) {
    const QString& path = dat80k();
    DatVerifier::Options options;
    options.decodeRecords = state.range(0) != 0;
    qint64 entries = 0;
    bool clean = false;
    for (auto _ : state) {
        auto report = DatVerifier::verify(path, options);
        if (!report) {
            state.SkipWithError(qPrintable(report.error().toString()));
            return;
        }
        entries = report->entries;
        clean = report->clean();
    }
    state.counters["entries"] = double(entries);
    state.counters["clean"] = clean ? 1 : 0;
}
BENCHMARK(BM_Verify80k)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
