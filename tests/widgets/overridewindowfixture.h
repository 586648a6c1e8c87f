#pragma once

// What the tests of an applied override file in the main window share: the demo dat in a
// temporary folder, a window with it open whose file dialogs answer `m_chosen`, and applying an
// override file through File → Apply Override File. A test class derives from QObject and this.

#include "core/demo/demodat.h"
#include "fakeprompts.h"
#include "openhelper.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/filemenucontext.h"
#include "widgets/window/mainwindow.h"
#include "widgets/window/overrideactions.h"

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <memory>

namespace soundstage::test {

class OverrideWindowFixture {
protected:
    QTemporaryDir m_dir;
    QString m_dat;
    std::unique_ptr<MainWindow> m_window;
    OverrideActions* m_actions = nullptr;
    QString m_chosen; ///< what the window's file dialogs answer

    DocumentSession* session() const { return m_window->session(); }
    AuditionWorkbench* audition() const { return m_window->audition(); }
    Auditioner* auditioner() const { return audition()->auditioner(); }

    /// For initTestCase: settings in test mode and cleared, the demo dat written.
    [[nodiscard]] bool writeDemo() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        if (!m_dir.isValid())
            return false;
        m_dat = m_dir.filePath(QStringLiteral("demo.dat"));
        return DemoDat::write(m_dat).has_value();
    }

    /// For init: a new window with the demo dat open.
    [[nodiscard]] bool openWindow() {
        m_window = std::make_unique<MainWindow>(std::make_unique<FakePrompts>());
        m_window->fileActions()->setDocumentOptions(
            {m_dir.filePath(QStringLiteral("journal")), true});
        m_actions = m_window->findChild<OverrideActions*>();
        auto* fileMenu = m_window->findChild<FileMenuContext*>();
        if (!m_actions || !fileMenu)
            return false;
        fileMenu->setFileChooser(
            [this](FileMenuContext::Purpose, const QString&) { return m_chosen; });
        m_window->show();
        return openedInWindow(m_window->fileActions(), m_dat);
    }

    /// For cleanup: the window closed without asking about changes.
    void closeWindow() {
        if (m_window && session()->document())
            session()->document()->markSaved();
        m_window.reset();
    }

    bool writeFile(const QString& name, const QByteArray& bytes) {
        QFile f(m_dir.filePath(name));
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    }

    /// Writes `text` as an override file and applies it through File → Apply Override File.
    bool apply(const QByteArray& text, const QString& name = QStringLiteral("mod.txt")) {
        if (!writeFile(name, text))
            return false;
        m_chosen = m_dir.filePath(name);
        m_actions->applyOverrideAction()->trigger();
        QCoreApplication::processEvents();
        return session()->appliedOverride() != nullptr;
    }
};

} // namespace soundstage::test
