#include "widgets/window/startupprobe.h"

#include "core/common/atomicfile.h"
#include "widgets/window/fileactions.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>

namespace soundstage {

StartupProbe* StartupProbe::fromEnvironment(QObject* parent, FileActions* fileActions) {
    const QString path = qEnvironmentVariable("SOUNDSTAGE_STARTUP_PROBE");
    if (path.isEmpty())
        return nullptr;
    return new StartupProbe(path, fileActions, parent);
}

StartupProbe::StartupProbe(const QString& reportPath, FileActions* fileActions, QObject* parent)
    : QObject(parent)
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
    const auto written = AtomicFile::write(m_reportPath, m_report);
    QCoreApplication::exit(written ? 0 : 1);
}

} // namespace soundstage
