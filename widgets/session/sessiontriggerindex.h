#pragma once

#include "core/triggers/triggerindex.h"

#include <QObject>

#include <memory>
#include <set>

class QTimer;

namespace soundstage {

class BackgroundTask;
class DocumentSession;
struct DocumentChange;

/// The trigger index of the session's document (who fires each sound: core/triggers), for
/// every view that shows or plays triggers. Built on a worker (BackgroundTask, with a copy of
/// the catalog, which shares its data, and the shared dat) when a document is opened or reset,
/// with the document's unsaved Animation and Setup edits overlaid on the dat's records
/// (TriggerIndex::Overlay), so the index is the one of the dat as it would be saved.
///
/// Shortly after every other change that can alter it, it is brought up to date from the
/// previous index, not built again: on a worker, a copy of it (which shares what edits leave
/// alone) takes each edited record's bytes (TriggerIndex::update — local for an edit of a
/// hook's value or of a frame's sound hooks) and derives again what a table's sound types, an
/// imported wave or the FPU model of the gate counts change (TriggerIndex::refresh).
///
/// The index is immutable and shared: a view may keep it while it works. After a change the
/// previous index stays readable until the new one is ready (isCurrent() is false meanwhile;
/// positions of hooks in it may be stale then, so editors wait). GUI thread only.
class SessionTriggerIndex final : public QObject {
    Q_OBJECT

public:
    explicit SessionTriggerIndex(DocumentSession* session);
    ~SessionTriggerIndex() override;

    /// The latest index, or nullptr (no document, or its first build has not finished, or it
    /// failed: see error()).
    [[nodiscard]] std::shared_ptr<const TriggerIndex> index() const { return m_index; }
    /// True when index() is the one of the document's current state.
    [[nodiscard]] bool isCurrent() const { return m_index && m_current; }
    /// True when index()'s records — animations and their hooks, motion tables, setups — are
    /// the document's as they are now; what it derives from the rest may still wait for the
    /// rebuild (gate counts after an FPU model change, a wave's verdicts after an import, a
    /// table's sound types). What plays a motion (it reads the tables and waves from the
    /// document itself) needs only this.
    [[nodiscard]] bool hasCurrentRecords() const { return m_index && m_recordsCurrent; }
    /// Why the last build failed (empty when it did not).
    [[nodiscard]] const QString& error() const { return m_error; }
    /// The worker that builds it.
    [[nodiscard]] BackgroundTask* task() const { return m_task; }

signals:
    /// index() was replaced (a new build finished, or the document went away).
    void indexChanged();
    /// A build for the current state started: what is shown is about to change.
    void updating();

private:
    void onChanged(const DocumentChange& change);
    /// What the timer starts after a burst of changes: rebuild() or updateLocally().
    void bringUpToDate();
    void rebuild();
    void updateLocally();
    /// Makes `made` the index (or its error the error()) and tells the views.
    void install(Result<TriggerIndex> made);

    DocumentSession* m_session;
    BackgroundTask* m_task;
    QTimer* m_rebuildTimer;
    std::shared_ptr<const TriggerIndex> m_index;
    bool m_current = false;
    bool m_recordsCurrent = false;
    /// A change of the records came after the running (or last) build started.
    bool m_recordsPending = false;
    /// The document was reset: only a build from the dat brings the index up to date.
    bool m_rebuildPending = false;
    /// Records whose bytes changed since the running (or last) update started, and those the
    /// running update takes along (sent again if it is cancelled by the next one).
    std::set<quint32> m_editedPending, m_editedInFlight;
    /// The same for what derive() alone changes (table sound types, waves, the FPU model).
    bool m_derivePending = false, m_deriveInFlight = false;
    QString m_error;
};

} // namespace soundstage
