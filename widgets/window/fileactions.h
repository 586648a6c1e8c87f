#pragma once

#include "core/common/error.h"
#include "core/document/document.h"

#include <QObject>
#include <QStringList>

#include <functional>

class QAction;
class QMenu;

namespace soundstage {

class BackgroundTask;
class DocumentSession;
struct DocumentDigest;
class UserPrompts;

/// The File menu's behaviour: open (dialog, recent files, command line, drop), the built-in
/// demo dat, journal recovery when a dat is opened, and the question before closing a document
/// with changes. Errors never leave the window unusable: they go to the prompts and to
/// errorReported() (the issue log).
///
/// Opening runs in the background (openTask(), shown by the window's ProgressIndicator): the
/// Document — DatFile mapped, catalog decoded — and its DocumentDigest (the browser's rows) are
/// built on a worker thread and handed to the GUI thread when complete; only then
/// is the close question asked and the session's document replaced. Until then the current document
/// stays open and editable, and cancelling (or a dat that fails to open) leaves it as it was. GUI
/// thread only.
class FileActions final : public QObject {
    Q_OBJECT

public:
    /// How an opening ended (openFinished()).
    enum class OpenOutcome {
        Opened,    ///< the dat is the session's document now
        Failed,    ///< it could not be opened (reported to the prompts and errorReported())
        Cancelled, ///< cancelled while loading (cancelOpen(), the Cancel button, another open)
        Declined,  ///< loaded, but the user kept the current document with its changes
    };
    Q_ENUM(OpenOutcome)

    FileActions(DocumentSession* session, UserPrompts* prompts, QObject* parent = nullptr);
    ~FileActions() override;

    QAction* openAction() const { return m_open; }
    QAction* openDemoAction() const { return m_openDemo; }
    QAction* quitAction() const { return m_quit; }
    QMenu* recentMenu() const { return m_recent; }

    /// Journal options for documents opened from here (tests point them at a temporary dir).
    void setDocumentOptions(const Document::Options& options) { m_options = options; }

    /// What "Save" in the close question does (SaveActions::saveAndWait); without one the
    /// question offers only Discard and Cancel. Returns whether the document was saved.
    void setSaveHandler(std::function<bool()> save) { m_saveHandler = std::move(save); }

    /// Starts opening a dat in the background (cancelling an opening under way); openFinished()
    /// says how it ended. Asks about the current document's changes once the new one is loaded.
    void openPath(const QString& path);
    /// Cancels an opening under way (nothing when none).
    void cancelOpen();
    [[nodiscard]] bool isOpening() const;
    /// The background opening, for a ProgressIndicator.
    [[nodiscard]] BackgroundTask* openTask() const { return m_openTask; }
    /// Starts opening the demo dat: on the opening's worker it is built, written into the cache
    /// directory when missing or outdated, and opened; openFinished() says how it ended (Failed,
    /// reported, when the demo could not be written).
    void openDemo();
    /// True when the current document may be closed (no changes, or the user agreed).
    bool confirmClose();
    /// Opens the current dat again, keeping its unsaved edits: they go to the journal, and the
    /// new document recovers them without a question (the user asked for this). For a dat
    /// another program shortened (DatFile::wasShortened()). Without a journal (switched off)
    /// it asks about the changes as an opening does.
    void reopenKeepingEdits();
    [[nodiscard]] QStringList recentFiles() const;

signals:
    void errorReported(const soundstage::Error& error);
    /// An opening started by openPath() ended.
    void openFinished(soundstage::FileActions::OpenOutcome outcome, const QString& path);

private:
    struct Loaded {
        Result<std::unique_ptr<Document>> document;
        std::unique_ptr<DocumentDigest> digest;
    };
    /// openPath(), with `prepare` run first on the worker (its error fails the opening).
    void startOpen(const QString& path, std::function<Result<void>()> prepare);
    OpenOutcome finishOpen(const QString& path, Loaded opened);
    void addRecent(const QString& path);
    void rebuildRecentMenu();

    DocumentSession* m_session;
    UserPrompts* m_prompts;
    Document::Options m_options;
    std::function<bool()> m_saveHandler;
    BackgroundTask* m_openTask;
    QString m_openingPath;
    bool m_keepingEdits = false; ///< the opening under way is reopenKeepingEdits()'s
    QAction* m_open;
    QAction* m_openDemo;
    QAction* m_quit;
    QMenu* m_recent;
};

} // namespace soundstage
