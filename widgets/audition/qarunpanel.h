#pragma once

#include "core/document/documentlocation.h"
#include "core/document/qarun.h"
#include "core/document/qarunindex.h"
#include "widgets/session/documentsession.h" // DocumentLocation as a signal argument

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

/// "Audition all": steps through the variants of a QaRun, playing each as it becomes current
/// and asking the editor to show it (locationRequested()). N next, P previous, Space replays
/// (while the list has focus), Pass / Fail buttons (or keys 1 / 2) with a note; every mark is
/// saved at once (QaRun) and recorded in the folder's QaRunIndex. Exports CSV or Markdown.
///
/// Runs are documents: resume() brings back the run of a dat when it is opened again (by its
/// content or any path it was saved as) on the row where it stopped, datSaved() keeps the run
/// with a dat saved under another name, openRun() opens any stored run file, recentRuns() lists
/// them.
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
    /// The same with what the run records of itself (`settings.model` is the gate model; the
    /// table comes from `table`).
    void start(const SoundCatalog& catalog, const QString& datPath, std::optional<quint32> table,
               QaRun::Settings settings, const QString& storageDirectory = {});
    /// Brings back the stored run of the dat at `datPath` whose sounds have `fingerprint`
    /// (QaRun::soundFingerprint), rebuilt against `catalog` with its marks, on its current row;
    /// true when there was one (a whole-dat run arrives with runReady()). Without one the panel
    /// shows no run. `storageDirectory` empty: QaRun's default (and it stays the panel's folder).
    bool resume(const SoundCatalog& catalog, const QString& datPath, const QString& fingerprint,
                const QString& storageDirectory = {});
    /// The dat shown is being replaced and its fingerprint is still being computed: the panel
    /// shows no run until resume() is called for the new one (a whole-dat build under way is
    /// cancelled). The run shown goes on with a saved copy as after a resume() that found none.
    void suspend();
    /// The dat was saved as `path` and reopened with `fingerprint`: the run that was showing
    /// before the reopening goes on with it (found by that path and content from now on).
    void datSaved(const SoundCatalog& catalog, const QString& path, const QString& fingerprint);
    /// Opens a stored run file (QA → Open Run…) as it was stored; false (after message()) when it
    /// cannot be read.
    bool openRun(const QString& file);
    /// The stored runs of the panel's folder, the most recently saved first.
    [[nodiscard]] std::vector<QaRunIndex::Entry> recentRuns(int count = 8) const;
    /// The folder runs are stored in (QaRun's default unless start() or resume() named one).
    [[nodiscard]] QString storageDirectory() const;
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
    /// The run stepped to a variant: the editor should show it.
    void locationRequested(const soundstage::DocumentLocation& location);
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
    /// Builds `run` against `catalog` over its own scope and model (at once for a table, in the
    /// background for the whole dat) and adopts it.
    void buildAndAdopt(const SoundCatalog& catalog, std::unique_ptr<QaRun> run,
                       std::optional<int> current = {});
    void clearRun();
    void saveRun();
    /// Records the run in the folder's index (its counts, and the dat it is used with now).
    void recordInIndex();
    void record(const QaRun& run);
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
    QString m_storageDirectory;
    std::optional<QaRunIndex> m_index; ///< the folder's index as last read or written
    QString m_datPath;                 ///< the dat the panel's run is used with now
    QString m_fingerprint;             ///< its sounds' fingerprint
    QString m_previousRunFile; ///< the run shown before resume() found none (see datSaved())
};

} // namespace soundstage
