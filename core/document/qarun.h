#pragma once

#include "core/common/error.h"
#include "core/common/progresssink.h"
#include "core/retail/fpumodel.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace soundstage {

class SoundCatalog;

/// A QA pass over the variants of one table or of a whole dat: each variant with its retail
/// verdicts (EventOutcome) and a Pass / Fail mark and note from the tester. The run is kept in
/// a JSON file (under QStandardPaths::AppLocalDataLocation/qa-runs by default; the name is
/// made from the dat path the run was started on), rewritten atomically (AtomicFile) after
/// every mark, so it survives closing or crashing the app; QaRunIndex lists the stored runs and
/// finds a dat's run by its content (soundFingerprint()) or any path it was saved as. Exports
/// CSV and Markdown reports that say what the run was made with (Settings).
///
/// Marks are keyed by (table, sound type, variant index, wave id): rebuilding the run after the
/// dat changed keeps the marks of variants that are still the same.
///
/// Threads: a value with no Qt GUI inside. Not thread-safe, but not tied to a thread either:
/// QaRunPanel builds a new run on a worker thread (build() with a ProgressSink) and hands it to
/// the GUI thread, and exports from a copy on a worker (writeReport()).
class QaRun final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::QaRun)

public:
    enum class Mark { Untested, Pass, Fail };

    struct Item {
        quint32 table = 0;
        quint32 soundType = 0;
        int variant = 0;
        quint32 wave = 0;
        float probability = 0.0f;
        float volume = 0.0f;
        double pick = 0.0; ///< chance, 0..1
        double gate = 0.0;
        double play = 0.0;
        QString exactPlay;    ///< "n/d"
        QStringList verdicts; ///< machine keys ("never chosen", …)
        Mark mark = Mark::Untested;
        QString note;
    };

    /// What a run was made with: stored in its file and written at the head of its reports.
    struct Settings {
        QString datName;     ///< the dat as people name it ("Demo dat", "client_portal.dat")
        QString fingerprint; ///< soundFingerprint() of the dat the run was made on
        FpuModel model = FpuModel::Single; ///< the gate's x87 model of the verdicts
        QString placement;                 ///< the placement model auditions used ("retail")
        std::optional<quint32> seed;       ///< the audition seed; nothing: from the clock
        std::optional<quint32> table;      ///< the table run over; nothing: the whole dat
    };

    /// `storageDirectory` empty: defaultStorageDirectory().
    explicit QaRun(const QString& datPath, const QString& storageDirectory = {});
    /// A stored run file as it was written (items, marks, settings, current row), for QA → Open
    /// Run and the recent runs. Errors: Io (unreadable), BadRecord (not a run file).
    [[nodiscard]] static Result<QaRun> openStored(const QString& file);

    /// A hex SHA-1 over what a run tests: every table's encoded record (with its id) and the ids
    /// of the waves the dat holds. Equal for a dat and an unedited copy of it; a few
    /// milliseconds on a retail dat.
    [[nodiscard]] static QString soundFingerprint(const SoundCatalog& catalog);

    [[nodiscard]] const Settings& settings() const { return m_settings; }
    /// Sets what the run is made with; build() sets the model and the table itself.
    void setSettings(Settings settings) { m_settings = std::move(settings); }

    [[nodiscard]] static QString defaultStorageDirectory();
    /// The JSON file of the run: <dir>/<sha1 of the absolute dat path it was started on>.json.
    [[nodiscard]] QString storageFile() const { return m_file; }
    [[nodiscard]] const QString& datPath() const { return m_datPath; }

    enum class Format { Csv, Markdown };

    /// Lists every variant of `table` (or of every table when empty) with its verdicts under
    /// `model`, then restores the marks the stored run holds for them. Does not save.
    /// `progress` (optional) counts tables; returns false when it was cancelled (the run is then
    /// empty).
    bool build(const SoundCatalog& catalog, std::optional<quint32> table = {},
               FpuModel model = FpuModel::Single, ProgressSink* progress = nullptr);
    /// Reads the stored run. With no items yet it takes the stored items as they are; otherwise
    /// it applies the stored marks to the matching items. A missing file is not an error.
    [[nodiscard]] Result<void> load();
    /// Writes the run atomically.
    [[nodiscard]] Result<void> save() const;

    [[nodiscard]] int count() const { return static_cast<int>(m_items.size()); }
    [[nodiscard]] const Item& item(int index) const {
        return m_items[static_cast<std::size_t>(index)];
    }
    [[nodiscard]] const std::vector<Item>& items() const { return m_items; }
    [[nodiscard]] int current() const { return m_current; }
    void setCurrent(int index);
    bool next();
    bool previous();

    /// Marks an item and saves the run.
    [[nodiscard]] Result<void> mark(int index, Mark mark, const QString& note);
    /// Marks an item without saving (the caller saves, e.g. a copy on a worker thread).
    [[nodiscard]] Result<void> setMark(int index, Mark mark, const QString& note);
    [[nodiscard]] int countMarked(Mark mark) const;

    [[nodiscard]] QString toCsv() const;
    [[nodiscard]] QString toMarkdown() const;
    /// The report as text; nothing when `progress` (optional, counts items) was cancelled.
    [[nodiscard]] std::optional<QString> report(Format format,
                                                ProgressSink* progress = nullptr) const;
    /// Formats the report and writes it to `path` atomically. ErrorCode::Cancelled (and no file
    /// touched) when `progress` was cancelled; Io when it cannot be written.
    [[nodiscard]] Result<void> writeReport(const QString& path, Format format,
                                           ProgressSink* progress = nullptr) const;
    /// Writes `text` as UTF-8 to `path` atomically.
    [[nodiscard]] static Result<void> writeText(const QString& path, const QString& text);

    [[nodiscard]] static QString markKey(Mark mark);
    [[nodiscard]] static QString markLabel(Mark mark);

private:
    QaRun() = default;

    QString m_datPath;
    QString m_file;
    Settings m_settings;
    std::vector<Item> m_items;
    int m_current = 0;
};

} // namespace soundstage
