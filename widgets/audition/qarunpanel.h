#pragma once

#include "core/document/qarun.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QLineEdit;
class QTableView;
class QThreadPool;

namespace soundstage {

class Auditioner;
class BackgroundTask;
class ProgressIndicator;
class QaRunTableModel;
class SoundCatalog;

/// "Audition all": steps through the variants of a QaRun, playing each as it becomes current.
/// N next, P previous, Space replays (while the list has focus), Pass / Fail buttons (or
/// keys 1 / 2) with a note; every mark is saved at once (QaRun). Exports CSV or Markdown.
///
/// A whole-dat run (tens of thousands of variants) is built, and every report is written, on a
/// worker thread (BackgroundTask, from a copy of the catalog or of the run) with progress and
/// Cancel in the panel; the list is a model-backed view, so a long run costs the GUI nothing.
/// GUI thread only; the auditioner must outlive the panel.
class QaRunPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QaRunPanel)

public:
    explicit QaRunPanel(Auditioner& auditioner, QWidget* parent = nullptr);
    ~QaRunPanel() override;

    /// Starts (or resumes) the run of `datPath` over `table` (every table when empty).
    /// `storageDirectory` empty: QaRun's default. One table is built at once (run() is ready on
    /// return); the whole dat is built in the background from a copy of `catalog`, and run()
    /// keeps the previous run until the new one arrives (runReady()) — or stays as it was when
    /// that is cancelled (cancelled()).
    void start(const SoundCatalog& catalog, const QString& datPath,
               std::optional<quint32> table = {}, FpuModel model = FpuModel::Single,
               const QString& storageDirectory = {});
    [[nodiscard]] QaRun* run() const { return m_run.get(); }
    /// Building a whole-dat run in the background.
    [[nodiscard]] BackgroundTask* buildTask() const { return m_buildTask; }
    /// Writing a report in the background.
    [[nodiscard]] BackgroundTask* exportTask() const { return m_exportTask; }
    /// Saving a large run after a mark (runs up to SaveAtOnceLimit variants save at once).
    [[nodiscard]] BackgroundTask* saveTask() const { return m_saveTask; }
    static constexpr int SaveAtOnceLimit = 5000;
    [[nodiscard]] ProgressIndicator* progressIndicator() const { return m_progress; }

    void goTo(int index, bool play = true);
    void next();
    void previous();
    void replay();
    void markCurrent(QaRun::Mark mark);
    /// Asks for a file and writes the report; `markdown` false: CSV.
    void exportReport(bool markdown);
    /// Writes the report of the current run to `path` in the background (from a copy of the
    /// run); message() says how it ended, then reportWritten().
    void exportReportTo(const QString& path, bool markdown);

signals:
    void message(const QString& text);
    /// A run built by start() is the current one.
    void runReady();
    /// A report export ended; `error` empty when written (Cancelled when cancelled).
    void reportWritten(const QString& path, const std::optional<soundstage::Error>& error);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Which background save is the latest (see saveRun()).
    struct SaveOrder {
        std::atomic<quint64> latest{0};
    };

    void adopt(std::unique_ptr<QaRun> run);
    void saveRun();
    void refreshRow(int row);
    void refreshSummary();

    Auditioner& m_auditioner;
    std::unique_ptr<QaRun> m_run;
    QLabel* m_summary;
    QaRunTableModel* m_model;
    QTableView* m_table;
    QLineEdit* m_note;
    BackgroundTask* m_buildTask;
    BackgroundTask* m_exportTask;
    QThreadPool* m_savePool; ///< one thread: saves run in order
    BackgroundTask* m_saveTask;
    std::shared_ptr<SaveOrder> m_saveOrder;
    ProgressIndicator* m_progress;
    QString m_exportPath; ///< of the export running
};

} // namespace soundstage
