#pragma once

#include "core/common/error.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace soundstage {

class QaRun;

/// The list of stored QA runs in one folder (index.json beside the run files): for each run,
/// its file, the dat's name, every path and every content fingerprint (QaRun::soundFingerprint)
/// the run has been used with, its scope, counts and when it was last saved. This is what makes
/// a run a document of its own: it comes back when its dat is opened again — under any path it
/// was saved as, or as any copy with the same content — and QA → Recent Runs lists it.
///
/// A missing or unreadable index is an empty one (the runs themselves stay where they are);
/// entries whose run file is gone are dropped on load. Written atomically. Not thread-safe:
/// QaRunPanel uses it on the GUI thread.
class QaRunIndex final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::QaRunIndex)

public:
    struct Entry {
        QString file; ///< the run's JSON file, absolute
        QString datName;
        QStringList datPaths;     ///< absolute, most recent last
        QStringList fingerprints; ///< most recent last
        std::optional<quint32> table;
        QDateTime updated; ///< UTC
        int count = 0;
        int passed = 0;
        int failed = 0;
        int current =
            0; ///< the row the tester was on (kept here: stepping does not rewrite the run)
    };

    /// `directory` empty: QaRun::defaultStorageDirectory().
    explicit QaRunIndex(const QString& directory = {});

    [[nodiscard]] QString indexFile() const { return m_file; }
    /// Reads the index. A missing file is an empty index; a damaged one is an error (and the
    /// index stays empty, so the next save starts it again).
    [[nodiscard]] Result<void> load();
    [[nodiscard]] Result<void> save() const;

    /// The run to resume for a dat: the most recently saved run whose fingerprints hold
    /// `fingerprint`, else the most recent whose paths hold `datPath`; nullptr when none.
    [[nodiscard]] const Entry* find(const QString& datPath, const QString& fingerprint) const;
    /// At most `count` entries, the most recently saved first.
    [[nodiscard]] std::vector<Entry> recent(int count) const;
    [[nodiscard]] const std::vector<Entry>& entries() const { return m_entries; }

    /// Records `run` as saved now: its counts, current row, scope and name, and `datPath` and
    /// `fingerprint` among the ones it is found by (empty ones are not added).
    void record(const QaRun& run, const QString& datPath, const QString& fingerprint);

private:
    QString m_file;
    std::vector<Entry> m_entries;
};

} // namespace soundstage
