#include "widgets/window/saveactions.h"

#include "core/document/documentsaver.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentplaces.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/standardkey.h"
#include "widgets/window/filemenucontext.h"

#include <QAction>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

QString canonical(const QString& path) {
    const QFileInfo info(path);
    const QString c = info.canonicalFilePath();
    return c.isEmpty() ? info.absoluteFilePath() : c;
}

} // namespace

SaveActions::SaveActions(FileMenuContext* context, FileActions* files, QObject* parent)
    : QObject(parent)
    , m_context(context)
    , m_session(context->session())
    , m_files(files)
    , m_save(new QAction(tr("&Save"), this))
    , m_saveAs(new QAction(tr("Save &As…"), this))
    , m_saveTask(new BackgroundTask(this)) {
    m_save->setObjectName(u"saveAction"_s);
    m_saveAs->setObjectName(u"saveAsAction"_s);
    m_save->setShortcuts(standardKeyOr(QKeySequence::Save, Qt::CTRL | Qt::Key_S));
    m_saveAs->setShortcuts(standardKeyOr(QKeySequence::SaveAs, Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_save->setToolTip(tr("Write the edits into a patched copy of the dat"));
    connect(m_save, &QAction::triggered, this, &SaveActions::save);
    connect(m_saveAs, &QAction::triggered, this, &SaveActions::saveAs);
    connect(m_session, &DocumentSession::documentReplaced, this, [this] {
        if (m_pending && !m_pending->reopening)
            m_pending->documentReplaced = true;
        updateActions();
    });
    updateActions();
    files->setSaveHandler([this] { return saveAndWait(); });
    connect(files, &FileActions::openFinished, this, &SaveActions::onReopened);
    // A cancelled save may have written its file already: the GUI hears how it really ended.
    m_saveTask->setCancelMode(BackgroundTask::CancelMode::Finish);
}

void SaveActions::addTo(QMenu* fileMenu) {
    fileMenu->addAction(m_save);
    fileMenu->addAction(m_saveAs);
}

void SaveActions::updateActions() {
    const bool open = m_session->document() != nullptr;
    for (QAction* action : {m_save, m_saveAs})
        action->setEnabled(open && !isSaving());
}

QString SaveActions::saveTarget(bool askAlways) {
    const Document* document = m_session->document();
    if (!document)
        return {};
    if (!askAlways && m_chosenTargets.contains(canonical(document->path())))
        return document->path();
    const QString folder = m_context->suggestion({});
    return m_context->choose(
        FileMenuContext::Purpose::SaveDat,
        QDir(folder).filePath(DocumentPlaces::savedCopyName(document->path(), folder)));
}

bool SaveActions::save() {
    if (isSaving())
        return false;
    const QString path = saveTarget(false);
    return !path.isEmpty() && startSave(path);
}

bool SaveActions::saveAs() {
    if (isSaving())
        return false;
    const QString path = saveTarget(true);
    return !path.isEmpty() && startSave(path);
}

bool SaveActions::isSaving() const {
    return m_pending.has_value();
}

bool SaveActions::startSave(const QString& path) {
    const Document* document = m_session->document();
    if (!document)
        return false;
    if (isSaving()) {
        m_session->showStatus(tr("A save is under way."));
        return false;
    }
    const QString target = QFileInfo(path).absoluteFilePath();
    // The edits are encoded here (milliseconds); the copy of the dat (seconds) runs on a worker.
    auto job = DocumentSaver::prepare(*document, target);
    if (!job)
        return m_context->report(job.error().inFile(target), tr("Cannot Save"));
    m_pending = PendingSave{target, job->revision};
    m_saveTask->start(
        tr("Saving %1…").arg(QFileInfo(target).fileName()),
        [job = std::move(*job)](ProgressSink& progress) {
            return DocumentSaver::run(job, &progress);
        },
        [this](Result<DatPatcher::Summary> written) { onSaveWritten(std::move(written)); });
    updateActions();
    return true;
}

void SaveActions::onSaveWritten(Result<DatPatcher::Summary> written) {
    if (!m_pending)
        return;
    const QString target = m_pending->target;
    if (!written && written.error().code == ErrorCode::Cancelled) {
        finishSave(false, tr("Save cancelled; nothing was written."));
        return;
    }
    if (!written) {
        m_context->report(written.error().inFile(target), tr("Cannot Save"));
        finishSave(false, {});
        return;
    }
    m_chosenTargets.insert(canonical(target));
    const QString name = QDir::toNativeSeparators(target);
    Document* document = m_session->document();
    if (m_pending->documentReplaced || !document) {
        finishSave(true, tr("Saved %1.").arg(name));
        return;
    }
    if (document->revision() != m_pending->revision) {
        finishSave(true, tr("Saved %1. Edits made while it was saving are not in it: save again "
                            "to include them.")
                             .arg(name));
        return;
    }
    document->markSaved();
    if (m_files->isOpening()) {
        // The user is opening another dat: that one wins, the saved one is not reopened.
        finishSave(true, tr("Saved %1.").arg(name));
        return;
    }
    // The saved dat becomes the document: new waves are ordinary waves there, and the next Save
    // patches it.
    m_pending->reopening = true;
    m_files->openPath(target);
}

void SaveActions::onReopened(FileActions::OpenOutcome outcome, const QString& path) {
    if (!m_pending || !m_pending->reopening || path != m_pending->target)
        return;
    const QString name = QDir::toNativeSeparators(path);
    finishSave(true, outcome == FileActions::OpenOutcome::Opened
                         ? tr("Saved %1.").arg(name)
                         : tr("Saved %1 (the saved dat was not reopened).").arg(name));
}

void SaveActions::finishSave(bool saved, const QString& status) {
    if (!m_pending)
        return;
    const QString target = m_pending->target;
    m_pending.reset();
    if (!status.isEmpty())
        m_session->showStatus(status, 8000);
    updateActions();
    emit saveFinished(saved, target);
}

bool SaveActions::saveTo(const QString& path) {
    if (!startSave(path))
        return false;
    QEventLoop loop;
    bool saved = false;
    connect(this, &SaveActions::saveFinished, &loop, [&loop, &saved](bool ok) {
        saved = ok;
        loop.quit();
    });
    loop.exec();
    return saved;
}

bool SaveActions::saveAndWait() {
    if (isSaving())
        return false;
    const QString path = saveTarget(false);
    return !path.isEmpty() && saveTo(path);
}

} // namespace soundstage
