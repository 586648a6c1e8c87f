#pragma once

#include <QObject>
#include <QString>

class QFileSystemWatcher;

namespace soundstage {

class DocumentSession;

/// Tells when another program writes to the open dat (a game update rewriting it in place while
/// the editor has it open): as soon as the file is seen changed (a file watcher; its size or
/// modification time, DatFile::wasChanged()), and when a read past a new end found zeros there
/// (TruncationGuard::shortenedNotifier(), once the program installed
/// TruncationGuard::readZerosOnTruncatedInput()). Once per document; a dat replaced by another
/// file (renamed over it) is not a change: the open one stays whole.
class DatChangeWatch final : public QObject {
    Q_OBJECT

public:
    explicit DatChangeWatch(DocumentSession* session, QObject* parent = nullptr);

    /// Looks now (the watchers call it; a test may too).
    void check();

signals:
    /// The open dat, at `path`, was changed by another program; `shortened`: made shorter
    /// (DatFile::wasShortened(): what is read past its new end reads as zeros).
    void changed(const QString& path, bool shortened);

private:
    void watchDocument();

    DocumentSession* m_session;
    QFileSystemWatcher* m_files;
    bool m_told = false; ///< changed() was emitted for the open document
};

} // namespace soundstage
