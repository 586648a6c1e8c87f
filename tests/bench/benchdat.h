#pragma once
// The dat the benchmarks run on: the synthetic retail-shaped dat named by the environment
// variable SOUNDSTAGE_BENCH_DAT (packaging/bench.sh generates a 1 GB one with
// `soundstage-cli synth` and caches it), else a smaller one generated once per run into a
// temporary directory (retail entry and table counts, 96 MB).

#include "core/demo/synthdat.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

namespace soundstage::bench {

/// A temporary folder for the fixtures of one benchmark run (removed at exit).
inline QTemporaryDir& tempDir() {
    static QTemporaryDir dir;
    return dir;
}

/// `size` bytes of a repeating pattern (record payloads of the generated dats).
inline QByteArray pattern(qsizetype size, char seed) {
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char(seed + i * 7);
    return bytes;
}

inline const QString& syntheticDat() {
    static const QString path = [] {
        if (const char* given = std::getenv("SOUNDSTAGE_BENCH_DAT"); given && *given)
            return QString::fromLocal8Bit(given);
        static QTemporaryDir dir;
        const QString p = dir.filePath(QStringLiteral("synth.dat"));
        SynthDat::Params params;
        params.bytes = qint64(96) << 20;
        if (auto r = SynthDat::write(p, params); !r)
            std::fprintf(stderr, "%s\n", qPrintable(r.error().toString()));
        return p;
    }();
    return path;
}

/// True when SOUNDSTAGE_BENCH_DAT names the dat (then it is the 1 GB one of bench.sh).
/// The synthetic dat at `quarters` quarters of its content (1, 2 or 4: bench.sh makes the ¼ and
/// ½ ones, SOUNDSTAGE_BENCH_DAT_QUARTER and _HALF); empty when there is none of that scale.
inline QString syntheticDatAtScale(int quarters) {
    if (quarters == 4)
        return syntheticDat();
    const char* variable = quarters == 1   ? "SOUNDSTAGE_BENCH_DAT_QUARTER"
                           : quarters == 2 ? "SOUNDSTAGE_BENCH_DAT_HALF"
                                           : nullptr;
    const char* given = variable ? std::getenv(variable) : nullptr;
    return given && *given ? QString::fromLocal8Bit(given) : QString();
}

inline bool syntheticDatGiven() {
    const char* given = std::getenv("SOUNDSTAGE_BENCH_DAT");
    return given && *given;
}

/// A field of /proc/self/status in KiB (VmHWM, VmRSS), -1 if unavailable.
inline long statusKiB(const char* field) {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray key = QByteArray(field) + ':';
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith(key))
            return line.mid(key.size()).trimmed().split(' ').first().toLong();
    }
    return -1;
}

/// Resets the peak-RSS mark (Linux ≥ 4.0), so VmHWM afterwards covers only what follows.
inline bool resetPeak() {
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

} // namespace soundstage::bench
