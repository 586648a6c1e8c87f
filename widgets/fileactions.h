#pragma once

#include "core/common/error.h"
#include "core/document/document.h"

#include <QObject>
#include <QStringList>

#include <functional>

class QAction;
class QMenu;

namespace soundstage {

class DocumentSession;
class UserPrompts;

/// The File menu's behaviour: open (dialog, recent files, command line, drop), the built-in
/// demo dat, journal recovery when a dat is opened, and the question before closing a document
/// with changes. Errors never leave the window unusable: they go to the prompts and to
/// errorReported() (the issue log).
class FileActions final : public QObject {
    Q_OBJECT

public:
    FileActions(DocumentSession* session, UserPrompts* prompts, QObject* parent = nullptr);

    QAction* openAction() const { return m_open; }
    QAction* openDemoAction() const { return m_openDemo; }
    QAction* quitAction() const { return m_quit; }
    QMenu* recentMenu() const { return m_recent; }

    /// Journal options for documents opened from here (tests point them at a temporary dir).
    void setDocumentOptions(const Document::Options& options) { m_options = options; }

    /// What "Save" in the close question does (SaveExportActions::save); without one the
    /// question offers only Discard and Cancel. Returns whether the document was saved.
    void setSaveHandler(std::function<bool()> save) { m_saveHandler = std::move(save); }

    /// Opens a dat (asking first when the current one has changes). False when not opened.
    bool openPath(const QString& path);
    /// Writes the demo dat into the cache directory (when missing or outdated) and opens it.
    bool openDemo();
    /// True when the current document may be closed (no changes, or the user agreed).
    bool confirmClose();
    [[nodiscard]] QStringList recentFiles() const;

signals:
    void errorReported(const soundstage::Error& error);

private:
    void addRecent(const QString& path);
    void rebuildRecentMenu();

    DocumentSession* m_session;
    UserPrompts* m_prompts;
    Document::Options m_options;
    std::function<bool()> m_saveHandler;
    QAction* m_open;
    QAction* m_openDemo;
    QAction* m_quit;
    QMenu* m_recent;
};

} // namespace soundstage
