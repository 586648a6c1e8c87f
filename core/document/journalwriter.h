#pragma once

#include "core/document/documentjournal.h"

#include <QString>

#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace soundstage {

/// Writes Document journals on a worker thread, newest first: a journal submitted while an
/// older one waits replaces it (only the latest state matters after a crash), so an edit that
/// leaves hundreds of records edited (a bulk edit) returns without waiting for megabytes of
/// JSON. The worker starts with the first submit.
///
/// Threads: submit(), cancel() and flush() are called from the document's owning thread; the
/// contents are values, so the worker shares nothing with the document. A failed write is
/// dropped, as Document drops a failed synchronous one (the journal is a best effort; the next
/// edit writes it again).
class JournalWriter final {
public:
    JournalWriter() = default;
    Q_DISABLE_COPY_MOVE(JournalWriter)
    /// Writes what is pending, then stops the worker.
    ~JournalWriter();

    /// Queues `contents` for `path`, replacing a queued journal not yet written.
    void submit(QString path, JournalContents contents);
    /// Drops a queued journal and waits for a write in progress to end (a journal about to be
    /// removed or written at once must not be overwritten by an older one afterwards).
    void cancel();
    /// Waits until every submitted journal is written.
    void flush();

private:
    void run();

    struct Job {
        QString path;
        JournalContents contents;
    };
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_idle;
    std::optional<Job> m_pending;
    bool m_writing = false;
    bool m_stop = false;
    std::thread m_thread;
};

} // namespace soundstage
