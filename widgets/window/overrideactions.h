#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace soundstage {

class DocumentSession;
class FileMenuContext;

/// File ▸ Apply Override File and Clear Override Preview: an override file previewed on top of
/// the dat, read-only (kept in DocumentSession::appliedOverride(); the dat is not changed). The
/// file's diagnostics go to the issue log through the FileMenuContext.
/// GUI thread only; `context` must outlive it.
class OverrideActions final : public QObject {
    Q_OBJECT

public:
    explicit OverrideActions(FileMenuContext* context, QObject* parent = nullptr);

    /// Adds Apply Override File and Clear Override Preview to a File menu.
    void addTo(QMenu* fileMenu);

    QAction* applyOverrideAction() const { return m_applyOverride; }
    QAction* clearOverrideAction() const { return m_clearOverride; }

    /// Loads and previews `path`; false (after reporting) when it cannot be read at all.
    bool applyOverride(const QString& path);
    void clearOverride();

private:
    void updateActions();

    FileMenuContext* m_context;
    DocumentSession* m_session;
    QAction* m_applyOverride;
    QAction* m_clearOverride;
};

} // namespace soundstage
