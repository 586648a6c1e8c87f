// The editor's startup as a user meets it (issue 18): from the moment the process is started to
// its first painted window, and to the window painted with the dat's browser ("ready"), on the
// demo dat and on the synthetic dat. Timed through the editor's startup probe
// (SOUNDSTAGE_STARTUP_PROBE, widgets/window/startupprobe.h), which writes both moments and quits.
// The floor, interleaved with each run: this program as `bench_startup --bare-window`, a
// bare Qt Widgets process that shows a main window with a menu bar and a label and reports its
// first paint the same way. Both run on the platform QT_QPA_PLATFORM names (bench.sh: offscreen)
// with one settings folder for all runs (the demo dat's cache is made by an untimed first run).
// Links Qt Widgets alone, so the floor loads no more than a Qt window needs. Run in a Release
// build: the editor is taken from this program's folder (SOUNDSTAGE_BENCH_EDITOR overrides).
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTimer>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

extern char** environ;

namespace {

/// The settings folder and the report of every run (removed at exit).
QTemporaryDir& tempDir() {
    static QTemporaryDir dir;
    return dir;
}

qint64 nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

std::string besideSelf(const char* name) {
    const QString self = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath();
    return QFileInfo(self).dir().filePath(QString::fromLatin1(name)).toStdString();
}

std::string editorPath() {
    if (const char* given = std::getenv("SOUNDSTAGE_BENCH_EDITOR"); given && *given)
        return given;
    return besideSelf("soundstage");
}

std::string reportPath() {
    return tempDir().filePath(QStringLiteral("startup-report")).toStdString();
}

/// The environment of every run: this one, with the settings, data and cache folders in the
/// benchmark's temporary folder and the report named.
std::vector<std::string> runEnvironment() {
    const std::string home = tempDir().filePath(QStringLiteral("home")).toStdString();
    const auto replaced = [](const std::string& entry) {
        for (const char* name : {"HOME=", "XDG_CONFIG_HOME=", "XDG_DATA_HOME=", "XDG_CACHE_HOME=",
                                 "SOUNDSTAGE_STARTUP_PROBE="})
            if (entry.rfind(name, 0) == 0)
                return true;
        return false;
    };
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e)
        if (!replaced(*e))
            env.emplace_back(*e);
    env.push_back("HOME=" + home);
    env.push_back("XDG_CONFIG_HOME=" + home + "/config");
    env.push_back("XDG_DATA_HOME=" + home + "/data");
    env.push_back("XDG_CACHE_HOME=" + home + "/cache");
    env.push_back("SOUNDSTAGE_STARTUP_PROBE=" + reportPath());
    return env;
}

/// The moments one run reported, in ms after its start; nullopt when it failed.
struct Startup {
    double paintedMs = 0.0;
    double readyMs = 0.0; ///< 0 for the bare window, which opens nothing
};

std::optional<Startup> runProbed(const std::vector<std::string>& argv) {
    QFile::remove(QString::fromStdString(reportPath()));
    std::vector<std::string> env = runEnvironment();
    std::vector<char*> args, envp;
    for (const std::string& a : argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    for (const std::string& e : env)
        envp.push_back(const_cast<char*>(e.c_str()));
    envp.push_back(nullptr);
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&files, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const qint64 start = nowNs();
    const int spawned = posix_spawn(&pid, args[0], &files, nullptr, args.data(), envp.data());
    posix_spawn_file_actions_destroy(&files);
    if (spawned != 0)
        return std::nullopt;
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return std::nullopt;
    QFile report(QString::fromStdString(reportPath()));
    if (!report.open(QIODevice::ReadOnly))
        return std::nullopt;
    Startup startup;
    bool painted = false;
    for (const QByteArray& line : report.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() != 2)
            continue;
        const double ms = static_cast<double>(fields[1].toLongLong() - start) / 1e6;
        if (fields[0] == "painted") {
            startup.paintedMs = ms;
            painted = true;
        } else if (fields[0] == "ready") {
            startup.readyMs = ms;
        } else {
            return std::nullopt; // "failed": the dat did not open
        }
    }
    if (!painted)
        return std::nullopt;
    return startup;
}

/// One row: the editor started with `arguments` (none: the demo dat), beside the bare window.
/// The iteration time is the editor's time to ready; painted_ms, ready_ms, floor_ms (the bare
/// window's first paint) and the ratios of both to the floor are counters.
void startupBesideBareWindow(benchmark::State& state, const std::vector<std::string>& arguments) {
    std::vector<std::string> editor{editorPath()};
    editor.insert(editor.end(), arguments.begin(), arguments.end());
    const std::vector<std::string> bare{besideSelf("bench_startup"), "--bare-window"};
    if (!runProbed(editor)) // untimed: makes the demo dat's cache and the settings
        return state.SkipWithError("the editor did not start, open and report");
    double painted = 0.0, ready = 0.0, floor = 0.0;
    for (auto _ : state) {
        const auto figure = runProbed(editor);
        const auto bareRun = runProbed(bare);
        if (!figure || figure->readyMs <= 0.0 || !bareRun)
            return state.SkipWithError("a process did not start or report");
        state.SetIterationTime(figure->readyMs / 1000.0);
        painted += figure->paintedMs;
        ready += figure->readyMs;
        floor += bareRun->paintedMs;
    }
    const double n = static_cast<double>(state.iterations());
    state.counters["painted_ms"] = painted / n;
    state.counters["figure_ms"] = painted / n; // what "ratio" compares with the floor
    state.counters["ready_ms"] = ready / n;
    state.counters["floor_ms"] = floor / n;
    state.counters["ratio"] = floor > 0.0 ? painted / floor : 0.0;
    state.counters["ready_ratio"] = floor > 0.0 ? ready / floor : 0.0;
}

void BM_StartupDemo(benchmark::State& state) {
    startupBesideBareWindow(state, {});
}
BENCHMARK(BM_StartupDemo)->UseManualTime()->Iterations(7)->Unit(benchmark::kMillisecond);

/// On the dat SOUNDSTAGE_BENCH_DAT names (bench.sh's synthetic dat); skipped without one.
void BM_StartupSynth(benchmark::State& state) {
    const char* dat = std::getenv("SOUNDSTAGE_BENCH_DAT");
    if (!dat || !*dat)
        return state.SkipWithError("SOUNDSTAGE_BENCH_DAT names no dat (packaging/bench.sh does)");
    startupBesideBareWindow(state, {dat});
}
BENCHMARK(BM_StartupSynth)->UseManualTime()->Iterations(7)->Unit(benchmark::kMillisecond);

/// The floor's process: a main window with a menu bar and a label, its first paint reported
/// as the editor's probe reports it, then quit.
int bareWindow(int argc, char** argv) {
    QApplication app(argc, argv);
    QMainWindow window;
    window.menuBar()->addMenu(QStringLiteral("File"));
    window.setCentralWidget(new QLabel(QStringLiteral("bare")));
    window.resize(1280, 720);
    struct FirstPaint : QObject {
        bool eventFilter(QObject* watched, QEvent* event) override {
            if (event->type() == QEvent::Paint && watched->isWidgetType() && !seen) {
                seen = true;
                stamp = nowNs();
                QTimer::singleShot(0, qApp, &QCoreApplication::quit);
            }
            return false;
        }
        bool seen = false;
        qint64 stamp = 0;
    } probe;
    app.installEventFilter(&probe);
    window.show();
    app.exec();
    QFile report(qEnvironmentVariable("SOUNDSTAGE_STARTUP_PROBE"));
    if (!probe.seen || !report.open(QIODevice::WriteOnly))
        return 1;
    report.write("painted " + QByteArray::number(probe.stamp) + '\n');
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::string(argv[1]) == "--bare-window")
        return bareWindow(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
