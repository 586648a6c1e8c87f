// soundstage-cli as a whole process, as QA scripts and CI pipelines run it, beside the bare
// process of the same work (issue 18): `list DAT --type all` against a process that maps the
// dat and walks its B-tree in plain C (this program run as `bench_cli --bare-walk DAT`),
// `reach DAT` against `info DAT`, `reach DAT --json` against the text (time and bytes),
// `override check` of a 100,000-line file against `wc -l`, and `info DAT` (the CLI's startup)
// against the bare walk process. Each row times the process from spawn to exit, interleaved
// with its floor (figure_ms, floor_ms, ratio; benchfloor.h); output goes to a file, whose size is
// counted. Scaling rows: the list and reach rows on the dats named by SOUNDSTAGE_BENCH_DAT_QUARTER
// and SOUNDSTAGE_BENCH_DAT_HALF (bench.sh writes them with `synth --bytes` at ¼ and ½ of the full
// one), skipped without them. Run in a Release build: soundstage-cli is taken from this program's
// folder (SOUNDSTAGE_BENCH_CLI overrides).
#include "tests/bench/barewalk.h"
#include "tests/bench/benchdat.h"
#include "tests/bench/benchfloor.h"
#include "tests/bench/overridefile.h"

#include <benchmark/benchmark.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <spawn.h>
#include <sys/wait.h>

#include <cstdio>
#include <string>
#include <vector>

extern char** environ;

using namespace soundstage;

namespace {

std::string cliPath() {
    if (const char* given = std::getenv("SOUNDSTAGE_BENCH_CLI"); given && *given)
        return given;
    const QString self = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath();
    return QFileInfo(self).dir().filePath(QStringLiteral("soundstage-cli")).toStdString();
}

std::string selfPath() {
    return QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath().toStdString();
}

std::string outputPath() {
    return bench::tempDir().filePath(QStringLiteral("stdout")).toStdString();
}

/// Runs `argv` with stdout into the output file (truncated) and stderr to /dev/null; returns the
/// exit status, or -1 when it could not be started or was killed.
int run(const std::vector<std::string>& argv) {
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 1, outputPath().c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    posix_spawn_file_actions_addopen(&files, 2, "/dev/null", O_WRONLY, 0);
    std::vector<char*> args;
    for (const std::string& a : argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, args[0], &files, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    if (spawned != 0)
        return -1;
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
        return -1;
    return WEXITSTATUS(status);
}

qint64 outputBytes() {
    return QFileInfo(QString::fromStdString(outputPath())).size();
}

/// The dat of a scaling row: 4 = the full synthetic dat, 2 and 1 = its half and quarter.
std::string datOf(benchmark::State& state) {
    return bench::syntheticDatAtScale(static_cast<int>(state.range(0))).toLocal8Bit().toStdString();
}

/// One row: `figure` beside `floor`, both run as processes, both required to exit 0.
void processBesideFloor(benchmark::State& state, const std::vector<std::string>& figure,
                        const std::vector<std::string>& floor) {
    int figureStatus = 0, floorStatus = 0;
    qint64 figureBytes = 0, floorBytes = 0;
    bench::figureBesideFloor(
        state,
        [&] {
            figureStatus = run(figure);
            figureBytes = outputBytes();
        },
        [&] {
            floorStatus = run(floor);
            floorBytes = outputBytes();
        });
    if (figureStatus != 0 || floorStatus != 0)
        state.SkipWithError("a process failed");
    state.counters["figure_bytes"] = static_cast<double>(figureBytes);
    state.counters["floor_bytes"] = static_cast<double>(floorBytes);
    state.counters["bytes_ratio"] =
        floorBytes > 0 ? static_cast<double>(figureBytes) / static_cast<double>(floorBytes) : 0;
}

void BM_CliListAll(benchmark::State& state) {
    const std::string dat = datOf(state);
    if (dat.empty())
        return state.SkipWithError("no dat of this scale (bench.sh makes them)");
    processBesideFloor(state, {cliPath(), "list", dat, "--type", "all"},
                       {selfPath(), "--bare-walk", dat});
}
BENCHMARK(BM_CliListAll)->Arg(1)->Arg(2)->Arg(4)->Iterations(7)->Unit(benchmark::kMillisecond);

void BM_CliReach(benchmark::State& state) {
    const std::string dat = datOf(state);
    if (dat.empty())
        return state.SkipWithError("no dat of this scale (bench.sh makes them)");
    processBesideFloor(state, {cliPath(), "reach", dat}, {cliPath(), "info", dat});
}
BENCHMARK(BM_CliReach)->Arg(1)->Arg(2)->Arg(4)->Iterations(7)->Unit(benchmark::kMillisecond);

// JSON against the text of the same report: time and bytes (goal: both ≤ 2×).
void BM_CliReachJson(benchmark::State& state) {
    const std::string dat = datOf(state);
    if (dat.empty())
        return state.SkipWithError("no dat of this scale (bench.sh makes them)");
    processBesideFloor(state, {cliPath(), "reach", dat, "--json"}, {cliPath(), "reach", dat});
}
BENCHMARK(BM_CliReachJson)->Arg(4)->Iterations(3)->Unit(benchmark::kMillisecond);

// Startup of the CLI (issue 18): `info DAT`, which reads the header and counts the entries,
// against the bare walk process (the same map and B-tree walk, printing every entry).
void BM_CliInfo(benchmark::State& state) {
    const std::string dat = bench::syntheticDat().toStdString();
    processBesideFloor(state, {cliPath(), "info", dat}, {selfPath(), "--bare-walk", dat});
}
BENCHMARK(BM_CliInfo)->Iterations(15)->Unit(benchmark::kMillisecond);

// The argument is the file's line count (the goal's row: 100,000; the others for scaling).
void BM_CliOverrideCheck(benchmark::State& state) {
    const auto lines = static_cast<int>(state.range(0));
    const QString path = bench::tempDir().filePath(QStringLiteral("%1.override").arg(lines));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bench::makeFile(lines)) < 0)
        return state.SkipWithError("cannot write the override file");
    file.close();
    processBesideFloor(state, {cliPath(), "override", "check", path.toStdString()},
                       {"wc", "-l", path.toStdString()});
}
BENCHMARK(BM_CliOverrideCheck)
    ->Arg(25'000)
    ->Arg(50'000)
    ->Arg(100'000)
    ->Iterations(7)
    ->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    if (argc == 3 && std::string(argv[1]) == "--bare-walk") {
        std::setvbuf(stdout, nullptr, _IOFBF, 1 << 16);
        bench::bareOpenEnumerate(argv[2], stdout);
        return 0;
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
