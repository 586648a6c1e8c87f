#pragma once
// The main window of the benchmarks that meet the editor as a user does (bench_editor,
// bench_liveloops): made offscreen, a dat opened through File → Open, the event loop run until
// the background work an opening started is done.
#include "../widgets/fakeprompts.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/issuelogdock.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/sessiontriggerindex.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"

#include "benchdat.h"

#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QStandardPaths>
#include <QThreadPool>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>

namespace soundstage::bench {

inline std::unique_ptr<MainWindow> makeWindow() {
    auto window = std::make_unique<MainWindow>(std::make_unique<FakePrompts>());
    window->fileActions()->setDocumentOptions({{}, false});
    window->resize(1400, 900);
    window->show();
    QCoreApplication::processEvents();
    return window;
}

/// Opens `path` through File → Open's path (background worker, then every view updates) and
/// runs the event loop until it is done; the time until the browser is populated, in ms.
inline double openInWindow(MainWindow& window, const QString& path) {
    QEventLoop loop;
    bool opened = false;
    const auto connection =
        QObject::connect(window.fileActions(), &FileActions::openFinished, &loop,
                         [&](FileActions::OpenOutcome outcome, const QString&) {
                             opened = outcome == FileActions::OpenOutcome::Opened;
                             loop.quit();
                         });
    QElapsedTimer clock;
    clock.start();
    window.fileActions()->openPath(path);
    loop.exec();
    const double ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    QObject::disconnect(connection);
    const BrowserModel* model = window.browser()->model();
    if (!opened || model->totalCount(BrowserModel::Tables) == 0)
        return -1.0;
    return ms;
}

/// Whether the window still works in the background on what an opening started: the issue
/// log's findings, the trigger index, the QA run's lookup, or anything on the workers' pool
/// (freeing the document before, measuring loudness).
inline bool windowBusy(MainWindow& window) {
    return window.issueLog()->isChecking() || window.session()->triggers()->task()->isRunning() ||
           window.audition()->isFindingQaRun() || BackgroundTask::pool()->activeThreadCount() > 0;
}

/// Runs the event loop until that work is done: each timed opening starts on a window at rest,
/// as a user's does (not while the opening before still builds its trigger index).
inline void settle(MainWindow& window) {
    do {
        BackgroundTask::pool()->waitForDone();
        QCoreApplication::processEvents();
    } while (windowBusy(window));
}

/// The offscreen platform warns on every dock relayout; the benchmark's output stays readable.
inline void quietOffscreen(QtMsgType type, const QMessageLogContext& context,
                           const QString& message) {
    if (message.contains(QStringLiteral("propagateSizeHints")))
        return;
    std::fputs(qPrintable(qFormatLogMessage(type, context, message) + u'\n'), stderr);
}

/// The main() of a window benchmark: offscreen, the null OpenAL driver unless one is named,
/// test-mode settings, the synthetic dat (its path in `datPath`), then the registered rows.
inline int windowBenchmarkMain(int argc, char** argv, QString& datPath) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("ALSOFT_DRIVERS"))
        qputenv("ALSOFT_DRIVERS", "null");
    qInstallMessageHandler(quietOffscreen);
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the window's settings stay out of the user's
    // packaging/bench.sh passes its 1 GB retail-shaped synthetic dat (79,694 entries, 1,400
    // tables, 10,000 waves); run alone, a 96 MB one with the same counts is generated.
    datPath = syntheticDat();
    if (!QFileInfo::exists(datPath))
        return 1;
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace soundstage::bench
