#include "widgets/window/overrideactions.h"

#include "core/common/inputfile.h"
#include "core/override/overridepreview.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/sessiontriggerindex.h"
#include "widgets/window/filemenucontext.h"

#include <QAction>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMenu>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;

namespace soundstage {

OverrideActions::OverrideActions(FileMenuContext* context, QObject* parent)
    : QObject(parent)
    , m_context(context)
    , m_session(context->session())
    , m_applyOverride(new QAction(tr("Appl&y Override File…"), this))
    , m_clearOverride(new QAction(tr("C&lear Override Preview"), this))
    , m_watcher(new QFileSystemWatcher(this))
    , m_reload(new QTimer(this)) {
    m_reload->setSingleShot(true);
    m_reload->setInterval(ReloadDelayMs);
    connect(m_reload, &QTimer::timeout, this, &OverrideActions::reload);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &OverrideActions::onWatchedChanged);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this,
            &OverrideActions::onWatchedChanged);
    m_applyOverride->setToolTip(
        tr("Preview an override file on top of the dat (the dat is not changed)"));
    connect(m_applyOverride, &QAction::triggered, this, [this] {
        m_context->ask(FileMenuContext::Purpose::ApplyOverride, QString(),
                       [this](const QString& p) { applyOverride(p); });
    });
    connect(m_clearOverride, &QAction::triggered, this, &OverrideActions::clearOverride);
    connect(m_session, &DocumentSession::documentReplaced, this, &OverrideActions::updateActions);
    // An edit inserted or removed a hook: the hook lines' `[N]` are checked again against the
    // records as they are now, once the index holds them.
    connect(m_session->triggers(), &SessionTriggerIndex::indexChanged, this,
            &OverrideActions::recheckHooks);
    connect(m_session, &DocumentSession::overrideChanged, this, [this] {
        // Cleared (by the user, or with the document it belonged to): nothing to follow.
        if (!m_session->appliedOverride())
            unwatch();
        updateActions();
    });
    updateActions();
}

void OverrideActions::addTo(QMenu* fileMenu) {
    fileMenu->addAction(m_applyOverride);
    fileMenu->addAction(m_clearOverride);
}

std::shared_ptr<const TriggerIndex> OverrideActions::currentRecords() const {
    const SessionTriggerIndex* triggers = m_session->triggers();
    return triggers->hasCurrentRecords() ? triggers->index() : nullptr;
}

void OverrideActions::recheckHooks() {
    const std::shared_ptr<const OverridePreview> applied = m_session->appliedOverride();
    const std::shared_ptr<const TriggerIndex> index = currentRecords();
    if (!applied || !index)
        return;
    auto rechecked = std::make_shared<OverridePreview>(*applied);
    if (!rechecked->checkHooks(OverrideHookCheck::indexLookup(*index)))
        return;
    // The same file, checked anew: a bypassed preview stays bypassed.
    const bool bypassed = m_session->isOverrideBypassed();
    m_session->setAppliedOverride(std::move(rechecked));
    m_session->setOverrideBypassed(bypassed);
}

void OverrideActions::updateActions() {
    m_applyOverride->setEnabled(m_session->document() != nullptr);
    m_clearOverride->setEnabled(m_session->appliedOverride() != nullptr);
}

bool OverrideActions::applyOverride(const QString& path) {
    const Document* document = m_session->document();
    if (!document)
        return false;
    const std::shared_ptr<const TriggerIndex> index = currentRecords();
    auto preview = OverridePreview::load(path, document->catalog().tables(), &document->dat(),
                                         index ? OverrideHookCheck::indexLookup(*index)
                                               : OverrideHookCheck::Lookup());
    if (!preview)
        return m_context->report(preview.error(), tr("Cannot Apply Override File"));
    // The file's diagnostics are the issue log's to show (from the applied preview), at their
    // own severity.
    const int touched = static_cast<int>(preview->report.applied.size());
    const int errors = preview->file.errorCount();
    const int warnings = preview->file.warningCount();
    const QString applied = preview->path;
    m_session->setAppliedOverride(std::make_shared<const OverridePreview>(std::move(*preview)));
    watch(applied);
    m_session->showStatus(
        tr("Previewing %1: %n sound(s) overridden", nullptr, touched)
            .arg(QFileInfo(path).fileName()) +
        (errors > 0 ? tr(", %n error(s) in the issue log", nullptr, errors) : QString()) +
        (warnings > 0 ? tr(", %n warning(s) in the issue log", nullptr, warnings) : QString()) +
        u'.');
    return true;
}

void OverrideActions::clearOverride() {
    unwatch();
    if (m_session->appliedOverride())
        m_session->setAppliedOverride(nullptr);
}

void OverrideActions::watch(const QString& path) {
    unwatch();
    m_watched = QFileInfo(path).absoluteFilePath();
    m_watcher->addPath(m_watched);
    m_watcher->addPath(QFileInfo(m_watched).absolutePath());
    m_watchedHash = fingerprint(m_watched);
}

void OverrideActions::unwatch() {
    m_reload->stop();
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    m_watched.clear();
    m_watchedHash.clear();
    m_loggedErrors.clear();
}

void OverrideActions::onWatchedChanged() {
    if (m_watched.isEmpty())
        return;
    // Saved by renaming a new file over it, the watch went with the old file: follow the name.
    const bool exists = QFileInfo::exists(m_watched);
    if (exists && !m_watcher->files().contains(m_watched))
        m_watcher->addPath(m_watched);
    m_reload->start();
}

QByteArray OverrideActions::fingerprint(const QString& path) {
    auto bytes = InputFile::readAll(path, InputFile::MaxOverrideBytes);
    return bytes ? QCryptographicHash::hash(*bytes, QCryptographicHash::Sha1) : QByteArray();
}

void OverrideActions::logOnce(const QList<Error>& errors) {
    QStringList texts;
    for (const Error& e : errors)
        texts << e.toString();
    if (texts == m_loggedErrors)
        return;
    m_loggedErrors = texts;
    for (const Error& e : errors)
        m_context->logError(e);
}

void OverrideActions::reapply() {
    m_watchedHash.clear();
    reload();
}

void OverrideActions::reload() {
    const Document* document = m_session->document();
    // Gone for a moment while an editor saves: its reappearance is a change of its folder.
    if (m_watched.isEmpty() || !document || !QFileInfo::exists(m_watched))
        return;
    const QByteArray hash = fingerprint(m_watched);
    if (!hash.isEmpty() && hash == m_watchedHash)
        return; // another file of the folder changed, or the same bytes were written again
    const QString name = QFileInfo(m_watched).fileName();
    const std::shared_ptr<const TriggerIndex> index = currentRecords();
    auto preview = OverridePreview::load(m_watched, document->catalog().tables(), &document->dat(),
                                         index ? OverrideHookCheck::indexLookup(*index)
                                               : OverrideHookCheck::Lookup());
    if (!preview) {
        Error error = preview.error();
        error.message = tr("%1 (the last good version stays applied)").arg(error.message);
        logOnce({error});
        m_session->showStatus(tr("Cannot re-apply %1: %2").arg(name, preview.error().message),
                              8000);
        emit reloaded(false);
        return;
    }
    m_watchedHash = hash;
    // A version with errors is not applied: the issue log shows the applied (last good)
    // preview's diagnostics, so this version's errors go to it as window errors.
    QList<Error> errors;
    for (const OverrideDiagnostic& d : preview->file.diagnostics) {
        if (d.severity == OverrideDiagnostic::Severity::Error)
            errors << d.toError(preview->path);
    }
    if (!errors.isEmpty()) {
        logOnce(errors);
        m_session->showStatus(tr("%1 has %n error(s) (in the issue log): the last good version "
                                 "stays applied.",
                                 nullptr, static_cast<int>(errors.size()))
                                  .arg(name),
                              8000);
        emit reloaded(false);
        return;
    }
    // Applied, its diagnostics are the issue log's to show (from the applied preview); the
    // errors of a version not applied were logged above.
    m_loggedErrors.clear();
    const int touched = static_cast<int>(preview->report.applied.size());
    m_session->setAppliedOverride(std::make_shared<const OverridePreview>(std::move(*preview)));
    m_session->showStatus(tr("Re-applied %1: %n sound(s) overridden.", nullptr, touched).arg(name));
    emit reloaded(true);
}

} // namespace soundstage
