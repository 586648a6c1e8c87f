#include "widgets/session/datchangewatch.h"

#include "core/common/truncationguard.h"
#include "core/dat/datfile.h"
#include "widgets/session/documentsession.h"

#include <QFile>
#include <QFileSystemWatcher>
#include <QSocketNotifier>

namespace soundstage {

DatChangeWatch::DatChangeWatch(DocumentSession* session, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_files(new QFileSystemWatcher(this)) {
    connect(m_session, &DocumentSession::documentReplaced, this, &DatChangeWatch::watchDocument);
    connect(m_files, &QFileSystemWatcher::fileChanged, this, [this](const QString& path) {
        // Replaced by a rename, the path is no longer watched: watch the new file.
        if (!m_files->files().contains(path) && QFile::exists(path))
            m_files->addPath(path);
        check();
    });
    if (const int fd = TruncationGuard::shortenedNotifier(); fd >= 0) {
        auto* reads = new QSocketNotifier(fd, QSocketNotifier::Read, this);
        connect(reads, &QSocketNotifier::activated, this, [this] {
            TruncationGuard::takeShortenedNotifications();
            check();
        });
    }
    watchDocument();
}

void DatChangeWatch::check() {
    const Document* document = m_session->document();
    if (m_told || document == nullptr || !document->dat().wasChanged())
        return;
    m_told = true;
    emit changed(document->path(), document->dat().wasShortened());
}

void DatChangeWatch::watchDocument() {
    if (!m_files->files().isEmpty())
        m_files->removePaths(m_files->files());
    m_told = false;
    if (const Document* document = m_session->document()) {
        m_files->addPath(document->path());
        check();
    }
}

} // namespace soundstage
