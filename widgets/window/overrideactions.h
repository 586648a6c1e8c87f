#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QAction;
class QFileSystemWatcher;
class QMenu;
class QTimer;

namespace soundstage {

class DocumentSession;
class FileMenuContext;
class TriggerIndex;

/// File ▸ Apply Override File and Clear Override Preview: an override file previewed on top of
/// the dat, read-only (kept in DocumentSession::appliedOverride(); the dat is not changed). The
/// applied file's diagnostics are in the issue log (it shows the applied preview's).
///
/// The live loop: the applied file is watched (QFileSystemWatcher on it and its folder, so an
/// editor that saves by writing a new file and renaming it over the old one is followed too).
/// Saved again, it is re-applied ReloadDelayMs after the last change — the selection stays, and
/// the marks, the odds and what plays follow. A save that cannot be read, or that has errors,
/// leaves the last good version applied and puts its errors in the issue log at their line and
/// column.
///
/// The hook lines (`anim 0x03…:F[N]`, `script 0x33…@T[N]`) are checked against the records the
/// session holds — the document's edited Animations, through its trigger index — not the dat's:
/// after an edit inserts or removes a hook, the applied file is checked again when the index
/// holds the edit, so the messages and marks count `[N]` as the document does.
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

    /// The file the live loop watches (the applied one), or empty.
    [[nodiscard]] const QString& watchedFile() const { return m_watched; }
    /// How long after a change of the watched file it is re-applied (a save often comes as
    /// several writes).
    static constexpr int ReloadDelayMs = 200;
    /// Reads the watched file again and re-applies it when it changed and has no errors: what
    /// the watch runs ReloadDelayMs after a change (bench_liveloops times it); emits reloaded().
    void reload();
    /// reload() even when the file's bytes did not change: a local file it plays was replaced.
    void reapply();

signals:
    /// The watched file was read again: `applied` when the new version is now previewed, false
    /// when the last good version stays (unreadable, or errors in the issue log).
    void reloaded(bool applied);

private:
    void updateActions();
    /// The session's index when it holds the document's records as they are now, else null.
    [[nodiscard]] std::shared_ptr<const TriggerIndex> currentRecords() const;
    void recheckHooks();
    void watch(const QString& path);
    void unwatch();
    void onWatchedChanged();
    /// Logs `errors` unless they are what the last reload logged.
    void logOnce(const QList<Error>& errors);
    /// SHA-1 of the file's bytes (empty when unreadable).
    [[nodiscard]] static QByteArray fingerprint(const QString& path);

    FileMenuContext* m_context;
    DocumentSession* m_session;
    QAction* m_applyOverride;
    QAction* m_clearOverride;
    QFileSystemWatcher* m_watcher;
    QTimer* m_reload;
    QString m_watched;
    QByteArray m_watchedHash;   ///< of the version last read
    QStringList m_loggedErrors; ///< of the last reload, so a save that changes nothing adds none
};

} // namespace soundstage
