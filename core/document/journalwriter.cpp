#include "core/document/journalwriter.h"

namespace soundstage {

JournalWriter::~JournalWriter() {
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void JournalWriter::submit(QString path, JournalContents contents) {
    {
        std::lock_guard lock(m_mutex);
        m_pending = Job{std::move(path), std::move(contents)};
        if (!m_thread.joinable())
            m_thread = std::thread([this] { run(); });
    }
    m_wake.notify_all();
}

void JournalWriter::cancel() {
    std::unique_lock lock(m_mutex);
    m_pending.reset();
    m_idle.wait(lock, [this] { return !m_writing; });
}

void JournalWriter::flush() {
    std::unique_lock lock(m_mutex);
    m_idle.wait(lock, [this] { return !m_writing && !m_pending; });
}

void JournalWriter::run() {
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_stop || m_pending; });
        // Stopping still writes what is pending: it is the document's last state.
        if (!m_pending)
            return;
        Job job = std::move(*m_pending);
        m_pending.reset();
        m_writing = true;
        lock.unlock();
        (void)DocumentJournal::write(job.path, job.contents);
        lock.lock();
        m_writing = false;
        m_idle.notify_all();
    }
}

} // namespace soundstage
