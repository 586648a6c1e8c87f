#include "widgets/window/fileactions.h"

#include "core/common/atomicfile.h"
#include "core/common/progressslice.h"
#include "core/demo/demodat.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentplaces.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/standardkey.h"
#include "widgets/window/userprompts.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

#include <utility>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

const QString RecentKey = u"recentFiles"_s;
constexpr int MaxRecent = 10;

} // namespace

FileActions::FileActions(DocumentSession* session, UserPrompts* prompts, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_prompts(prompts)
    , m_openTask(new BackgroundTask(this))
    , m_open(new QAction(tr("&Open…"), this))
    , m_openDemo(new QAction(tr("Open &Demo Dat"), this))
    , m_quit(new QAction(tr("&Quit"), this))
    , m_recent(new QMenu(tr("Open &Recent"))) {
    m_open->setObjectName(u"openAction"_s);
    m_open->setShortcuts(standardKeyOr(QKeySequence::Open, Qt::CTRL | Qt::Key_O));
    m_quit->setShortcuts(standardKeyOr(QKeySequence::Quit, Qt::CTRL | Qt::Key_Q));
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_open, &QAction::triggered, this, [this] {
        const Document* open = m_session->document();
        const QString path =
            m_prompts->askOpenFile(DocumentPlaces::startFolder(open ? open->path() : QString()));
        DocumentPlaces::rememberChosen(path);
        if (!path.isEmpty())
            openPath(path);
    });
    connect(m_openDemo, &QAction::triggered, this, &FileActions::openDemo);
    connect(m_quit, &QAction::triggered, qApp, &QApplication::closeAllWindows);
    connect(this, &QObject::destroyed, m_recent, &QObject::deleteLater);
    connect(m_openTask, &BackgroundTask::cancelled, this, [this] {
        const QString path = m_openingPath;
        m_openingPath.clear();
        m_session->showStatus(tr("Opening %1 cancelled.").arg(DocumentPlaces::displayName(path)));
        emit openFinished(OpenOutcome::Cancelled, path);
    });
    rebuildRecentMenu();
}

FileActions::~FileActions() {
    // Stop a worker still loading before the rest of the window goes; its result is dropped.
    delete m_openTask;
}

bool FileActions::confirmClose() {
    const Document* document = m_session->document();
    if (!document || !document->isModified())
        return true;
    const auto answer = m_prompts->askCloseWithChanges(
        DocumentPlaces::displayName(document->path()), bool(m_saveHandler));
    if (answer == UserPrompts::CloseAnswer::Cancel)
        return false;
    if (answer == UserPrompts::CloseAnswer::Save && m_saveHandler)
        return m_saveHandler();
    // Discarding on purpose: the journal goes too (a crash would have kept it).
    m_session->document()->markSaved();
    return true;
}

void FileActions::openPath(const QString& path) {
    m_keepingEdits = false;
    startOpen(path, {});
}

void FileActions::reopenKeepingEdits() {
    Document* document = m_session->document();
    if (document == nullptr)
        return;
    document->flushJournal();
    const QString path = document->path();
    startOpen(path, {});
    m_keepingEdits = m_options.journal;
}

void FileActions::startOpen(const QString& path, std::function<Result<void>()> prepare) {
    const Document::Options options = m_options;
    m_openTask->start(
        tr("Opening %1…").arg(DocumentPlaces::displayName(path)),
        [path, options, prepare = std::move(prepare)](ProgressSink& progress) {
            if (prepare) {
                if (auto prepared = prepare(); !prepared)
                    return Loaded{std::unexpected(prepared.error()), nullptr};
            }
            // Decoding the records is the larger part; the browser's rows follow. The findings
            // and the rest come after the window shows the dat (the views compute them).
            ProgressSlice loading(&progress, 0, 800, 1000);
            Loaded loaded{Document::open(path, options, &loading), nullptr};
            if (loaded.document) {
                ProgressSlice deriving(&progress, 800, 200, 1000);
                loaded.digest = std::make_unique<DocumentDigest>(
                    DocumentDigest::compute(**loaded.document, &deriving));
            }
            return loaded;
        },
        [this, path](Loaded opened) {
            m_openingPath.clear();
            const OpenOutcome outcome = finishOpen(path, std::move(opened));
            emit openFinished(outcome, path);
        });
    m_openingPath = path;
}

void FileActions::cancelOpen() {
    m_openTask->cancel();
}

bool FileActions::isOpening() const {
    return m_openTask->isRunning();
}

FileActions::OpenOutcome FileActions::finishOpen(const QString& path, Loaded opened) {
    const bool keepingEdits = std::exchange(m_keepingEdits, false);
    // A dat that fails to open leaves the current document untouched, without a question.
    if (!opened.document && opened.document.error().code == ErrorCode::Cancelled)
        return OpenOutcome::Cancelled;
    if (!opened.document) {
        const Error error = opened.document.error().inFile(path);
        emit errorReported(error);
        m_prompts->showError(tr("Cannot Open Dat"),
                             tr("%1 could not be opened:\n%2")
                                 .arg(QDir::toNativeSeparators(path), error.toString()));
        m_session->showStatus(tr("Could not open %1").arg(DocumentPlaces::displayName(path)), 8000);
        return OpenOutcome::Failed;
    }
    // Reopened keeping the edits: they are in the journal, which the new document recovers.
    if (!keepingEdits && !confirmClose())
        return OpenOutcome::Declined;
    m_session->setDocument(std::move(*opened.document), std::move(opened.digest));
    Document* document = m_session->document();
    const QString name = DocumentPlaces::displayName(path);
    if (document->hasJournal()) {
        if (keepingEdits || m_prompts->askRecoverJournal(name)) {
            auto recovered = document->recoverJournal();
            if (!recovered) {
                emit errorReported(recovered.error());
                m_prompts->showError(tr("Cannot Recover Edits"), recovered.error().toString());
            } else {
                m_session->showStatus(
                    tr("Recovered unsaved edits of %n record(s).", nullptr, *recovered));
            }
        } else {
            document->discardJournal();
        }
    }
    addRecent(QFileInfo(path).absoluteFilePath());
    m_session->showStatus(tr("Opened %1: %2 sound tables, %3 waves.")
                              .arg(name)
                              .arg(document->catalog().tables().size())
                              .arg(document->catalog().waves().size()));
    return OpenOutcome::Opened;
}

void FileActions::openDemo() {
    // The demo is built (its waves synthesised) and compared with the cached copy on the
    // opening's worker, not before the window can paint.
    const QString path = DocumentPlaces::demoDatPath();
    m_keepingEdits = false;
    startOpen(path, [path]() -> Result<void> {
        auto bytes = DemoDat::build();
        if (!bytes)
            return std::unexpected(bytes.error());
        QDir().mkpath(QFileInfo(path).absolutePath());
        // Rewrite only when it differs, so the file (and the journal keyed by it) stays stable.
        QFile existing(path);
        const bool same = existing.open(QIODevice::ReadOnly) && existing.readAll() == *bytes;
        existing.close();
        if (same)
            return {};
        if (auto written = AtomicFile::write(path, *bytes); !written) {
            return std::unexpected(
                Error{ErrorCode::Io,
                      tr("Cannot write the demo dat: %1").arg(written.error().message), path});
        }
        return {};
    });
}

QStringList FileActions::recentFiles() const {
    return QSettings().value(RecentKey).toStringList();
}

void FileActions::addRecent(const QString& path) {
    QStringList recent = recentFiles();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > MaxRecent)
        recent.removeLast();
    QSettings().setValue(RecentKey, recent);
    rebuildRecentMenu();
}

void FileActions::rebuildRecentMenu() {
    m_recent->clear();
    const QStringList recent = recentFiles();
    for (int i = 0; i < recent.size(); ++i) {
        const QString& path = recent[i];
        // The demo's cache path is no place of the user's: it is listed by its name.
        const QString shown = DocumentPlaces::isDemoDat(path) ? DocumentPlaces::displayName(path)
                                                              : QDir::toNativeSeparators(path);
        QAction* action = m_recent->addAction(tr("&%1 %2").arg(i + 1).arg(shown));
        connect(action, &QAction::triggered, this, [this, path] { openPath(path); });
    }
    if (recent.isEmpty())
        m_recent->addAction(tr("No recent files"))->setEnabled(false);
    else {
        m_recent->addSeparator();
        connect(m_recent->addAction(tr("Clear Menu")), &QAction::triggered, this, [this] {
            QSettings().remove(RecentKey);
            rebuildRecentMenu();
        });
    }
}

} // namespace soundstage
