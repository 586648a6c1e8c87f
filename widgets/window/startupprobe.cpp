#include "widgets/window/startupprobe.h"

#include "core/common/atomicfile.h"
#include "widgets/window/fileactions.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace soundstage {

StartupProbe* StartupProbe::fromEnvironment(QWidget* window, FileActions* fileActions) {
    const QString path = qEnvironmentVariable("SOUNDSTAGE_STARTUP_PROBE");
    if (path.isEmpty())
        return nullptr;
    return new StartupProbe(path, fileActions, window);
}

StartupProbe::StartupProbe(const QString& reportPath, FileActions* fileActions, QWidget* window)
    : QObject(window)
    , m_reportPath(reportPath) {
    qApp->installEventFilter(this);
    connect(fileActions, &FileActions::openFinished, this,
            [this](FileActions::OpenOutcome outcome, const QString&) {
                if (m_opened)
                    return;
                m_opened = true;
                m_openSucceeded = outcome == FileActions::OpenOutcome::Opened;
            });
    // A failed opening reports its error before its dialog waits for the user (and before
    // openFinished): the dialog's paint is the "failed" one.
    connect(fileActions, &FileActions::errorReported, this, [this] {
        if (m_opened)
            return;
        m_opened = true;
        m_openSucceeded = false;
    });
}

bool StartupProbe::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::Paint || !watched->isWidgetType() || m_done)
        return false;
    if (!m_painted) {
        stamp("painted");
        m_painted = true;
    }
    if (m_opened) {
        // Opened before the first paint, that paint is the ready one too.
        stamp(m_openSucceeded ? "ready" : "failed");
        m_done = true;
        // After this paint pass is done, not inside it.
        QTimer::singleShot(0, this, &StartupProbe::finish);
    }
    return false;
}

void StartupProbe::stamp(const char* what) {
    const auto now = std::chrono::steady_clock::now().time_since_epoch();
    m_report +=
        QByteArray(what) + ' ' +
        QByteArray::number(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()) +
        '\n';
}

void StartupProbe::finish() {
    qApp->removeEventFilter(this);
    if (!AtomicFile::write(m_reportPath, m_report)) {
        QCoreApplication::exit(1);
        return;
    }
    // As a user quits: the window closes, keeping its layout for the next start (which then
    // starts as most starts do). With an error dialog up it is left by quitting.
    auto* window = qobject_cast<QWidget*>(parent());
    if (!m_openSucceeded || !window || !window->close())
        QCoreApplication::exit(0);
}

} // namespace soundstage
