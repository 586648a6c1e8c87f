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

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QThreadPool>

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

} // namespace soundstage::bench
