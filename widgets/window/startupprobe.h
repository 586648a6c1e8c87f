#pragma once
// The editor's startup, timed for the benchmarks (issue 18): how long from process start to
// the first painted window, and to the window painted with the opened dat's browser.

#include <QObject>
#include <QString>

#include <chrono>

class QWidget;

namespace soundstage {

class FileActions;

/// Watches the window's paints and the first opening. When the environment variable
/// SOUNDSTAGE_STARTUP_PROBE names a file, it writes there the moment of the first paint of any
/// widget (`painted NS`) and of the first paint after the first dat opened (`ready NS`, or
/// `failed NS` when the opening did not succeed: then the paint is its error dialog's, which
/// the quit closes), each as steady_clock nanoseconds, the clock a benchmark reads before it
/// starts the process; then it closes the window as a user would (its layout is kept for the
/// next start) and the application ends with status 0, or 1 when the file cannot be written.
/// The probe is a child of the window. Unset, nothing is made and nothing changes.
class StartupProbe : public QObject {
    Q_OBJECT
public:
    /// The probe the environment asks for, or none.
    static StartupProbe* fromEnvironment(QWidget* window, FileActions* fileActions);

    StartupProbe(const QString& reportPath, FileActions* fileActions, QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void stamp(const char* what);
    void finish();

    QString m_reportPath;
    QByteArray m_report;
    bool m_painted = false;
    bool m_opened = false; ///< the first opening finished (the paints after it count)
    bool m_openSucceeded = false;
    bool m_done = false;
};

} // namespace soundstage
