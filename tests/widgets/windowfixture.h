#pragma once

// The window tests' common steps: a demo dat in a temporary folder, a main window on it that
// answers with FakePrompts, the event loop run until the layout settles, a translation loaded.
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "fakeprompts.h"
#include "openhelper.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

namespace soundstage::test {

/// For initTestCase(): test-mode settings and the demo dat written into `dir`; its path, or
/// empty when it could not be written.
inline QString writeDemoDat(const QTemporaryDir& dir) {
    QStandardPaths::setTestModeEnabled(true);
    if (!dir.isValid())
        return {};
    const QString path = dir.filePath(QStringLiteral("demo.dat"));
    return DemoDat::write(path).has_value() ? path : QString();
}

/// Runs the event loop a few turns: layouts, dock separators and queued replots happen there.
inline void settle() {
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

/// Whether documents the window opens keep a crash journal (tests of other things skip it).
enum class Journal { Kept, None };

/// A first run's main window (no saved layout) of `size` (default: as it chooses) with its
/// journal (if `journal` keeps one) in `dir`, shown, with `dat` opened and the layout settled;
/// null when that failed.
inline std::unique_ptr<MainWindow> openedWindow(const QTemporaryDir& dir, const QString& dat,
                                                QSize size = {}, Journal journal = Journal::Kept) {
    QSettings().remove(QStringLiteral("window"));
    auto window = std::make_unique<MainWindow>(std::make_unique<FakePrompts>());
    window->fileActions()->setDocumentOptions(
        {dir.filePath(QStringLiteral("journal")), journal == Journal::Kept});
    if (size.isValid())
        window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()) || !openedInWindow(window->fileActions(), dat))
        return nullptr;
    settle();
    return window;
}

/// For cleanup(): closes `window` (if any) without asking about its unsaved edits, which are
/// the test's own.
inline void closeWindow(std::unique_ptr<MainWindow>& window) {
    if (window && window->session()->document())
        window->session()->document()->markSaved();
    window.reset();
}

/// Loads Soundstage's translation for `language` from the build tree into `translator` and
/// installs it; false when there is none.
inline bool installTranslation(QTranslator& translator, const QString& language) {
    if (!translator.load(QStringLiteral("soundstage_") + language,
                         QStringLiteral(SOUNDSTAGE_BIN_DIR "/../share/soundstage/translations")))
        return false;
    return QCoreApplication::installTranslator(&translator);
}

} // namespace soundstage::test
