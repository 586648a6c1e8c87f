#pragma once

#include <QObject>
#include <QString>

class QFileSystemWatcher;

namespace soundstage {

class DocumentSession;

/// Tells when another program shortens the open dat (a game update rewriting it in place while
/// the editor has it open): as soon as the file is seen shorter (a file watcher), and when a
/// read past its new end found zeros there (TruncationGuard::shortenedNotifier(), once the
/// program installed TruncationGuard::readZerosOnTruncatedInput()). Once per document; a dat
/// replaced by another file (renamed over it) is not shortened: the open one stays whole.
class ShortenedDatWatch final : public QObject {
    Q_OBJECT

public:
    explicit ShortenedDatWatch(DocumentSession* session, QObject* parent = nullptr);

    /// Looks now (the watchers call it; a test may too).
    void check();

signals:
    /// The open dat, at `path`, was found shortened (DatFile::wasShortened()).
    void shortened(const QString& path);

private:
    void watchDocument();

    DocumentSession* m_session;
    QFileSystemWatcher* m_files;
    bool m_told = false; ///< shortened() was emitted for the open document
};

} // namespace soundstage
