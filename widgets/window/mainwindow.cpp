#include "widgets/window/mainwindow.h"

#include "widgets/audition/auditionworkbench.h"
#include "widgets/audition/transport.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/issuelogdock.h"
#include "widgets/editor/recordpanel.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/triggersdock.h"
#include "widgets/session/datchangewatch.h"
#include "widgets/session/documentplaces.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/overridebypassaction.h"
#include "widgets/session/standardkey.h"
#include "widgets/window/bulkactions.h"
#include "widgets/window/exportactions.h"
#include "widgets/window/externaleditactions.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/filemenucontext.h"
#include "widgets/window/helpactions.h"
#include "widgets/window/overrideactions.h"
#include "widgets/window/progressindicator.h"
#include "widgets/window/saveactions.h"
#include "widgets/window/undoactions.h"
#include "widgets/window/userprompts.h"

#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

#include <utility>

using namespace Qt::StringLiterals;

namespace soundstage {

QAction* MainWindow::bypassOverrideAction() const {
    return m_bypassOverride;
}

MainWindow::MainWindow(std::unique_ptr<UserPrompts> prompts, QWidget* parent)
    : QMainWindow(parent)
    , m_prompts(prompts ? std::move(prompts) : std::make_unique<DialogPrompts>(this))
    , m_session(new DocumentSession(this))
    , m_fileActions(new FileActions(m_session, m_prompts.get(), this))
    , m_undoActions(new UndoActions(m_session, this))
    , m_browser(new BrowserDock(m_session, this))
    , m_issueLog(new IssueLogDock(m_session, this))
    , m_triggers(new TriggersDock(m_session, this))
    , m_bypassOverride(new OverrideBypassAction(m_session, this))
    , m_tableEditor(new TableEditor(m_session, m_bypassOverride))
    , m_recordPanel(new RecordPanel(m_session))
    , m_centre(new QStackedWidget(this))
    , m_audition(new AuditionWorkbench(this, m_session, m_tableEditor, m_browser))
    , m_dockLayout(this) {
    setObjectName(u"mainWindow"_s);
    setAcceptDrops(true);
    m_centre->addWidget(m_tableEditor);
    m_centre->addWidget(m_recordPanel);
    // A wave's page plays it through the transport, which follows the browser's selection.
    m_recordPanel->setWaveActions({m_audition->transport()->playAction(),
                                   m_audition->transport()->loopAction(),
                                   m_audition->transport()->stopAllAction()});
    setCentralWidget(m_centre);
    connect(m_session, &DocumentSession::navigateRequested, this,
            [this](const DocumentLocation& location) {
                if (location.kind == DocumentLocation::Kind::Table)
                    m_centre->setCurrentWidget(m_tableEditor);
                else if (m_recordPanel->showLocation(location))
                    m_centre->setCurrentWidget(m_recordPanel);
            });
    connect(m_session, &DocumentSession::documentReplaced, this,
            [this] { m_centre->setCurrentWidget(m_tableEditor); });
    m_dockLayout.add(m_browser, DockLayout::Place::Left);
    m_dockLayout.add(m_issueLog, DockLayout::Place::Bottom);
    m_audition->placeDocks(m_dockLayout);
    m_dockLayout.add(m_triggers, DockLayout::Place::Bottom);
    connect(m_browser, &BrowserDock::triggersRequested, this,
            [this](const DocumentLocation& location) {
                m_session->navigate(location);
                m_triggers->show();
                m_triggers->raise();
            });
    statusBar()->showMessage(tr("Ready"));
    // Opening or saving a dat shows its progress and Cancel here.
    m_openProgress = new ProgressIndicator(this);
    m_openProgress->setObjectName(u"openProgress"_s);
    m_openProgress->watch(m_fileActions->openTask());
    // Left of the audio status (added by the workbench), which so stays in its place.
    statusBar()->insertPermanentWidget(0, m_openProgress);

    buildMenus();

    connect(m_session, &DocumentSession::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_session, &DocumentSession::documentReplaced, this, &MainWindow::updateTitle);
    connect(m_session, &DocumentSession::changed, this, [this](const DocumentChange& change) {
        if (change.kind == DocumentChange::Kind::ModifiedChanged)
            updateTitle();
    });
    connect(m_fileActions, &FileActions::errorReported, m_issueLog, &IssueLogDock::addError);
    // Another program wrote to the open dat (a game update?): offer to open it again.
    auto* datChange = new DatChangeWatch(m_session, this);
    connect(datChange, &DatChangeWatch::changed, this, [this](const QString& path, bool shortened) {
        const QString name = DocumentPlaces::displayName(path);
        m_session->showStatus(shortened ? tr("%1 was shortened by another program").arg(name)
                                        : tr("%1 was changed by another program").arg(name),
                              0);
        if (m_prompts->askReopenChangedDat(name, shortened))
            m_fileActions->reopenKeepingEdits();
    });
    updateTitle();
    restoreLayout();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_fileActions->openAction());
    file->addMenu(m_fileActions->recentMenu());
    file->addAction(m_fileActions->openDemoAction());
    // Save, Save As, Export, Apply Override File, Import Sound: three groups sharing one file
    // chooser and error report (widgets/window/filemenucontext.h).
    m_fileMenu = new FileMenuContext(m_session, m_prompts.get(), this);
    connect(m_fileMenu, &FileMenuContext::errorReported, m_issueLog, &IssueLogDock::addError);
    m_saveActions = new SaveActions(m_fileMenu, m_fileActions, this);
    // A QA run belongs to the dat's content: it goes on with the saved copy.
    connect(m_saveActions, &SaveActions::saveFinished, this,
            [this](bool saved, const QString& path) {
                if (saved)
                    m_audition->noteSaved(path);
            });
    m_exportActions = new ExportActions(m_fileMenu, this);
    m_overrideActions = new OverrideActions(m_fileMenu, this);
    file->addSeparator();
    m_saveActions->addTo(file);
    m_exportActions->addTo(file);
    file->addSeparator();
    m_overrideActions->addTo(file);
    file->addAction(m_exportActions->importWaveAction());
    m_openProgress->watch(m_saveActions->saveTask());
    file->addSeparator();
    file->addAction(m_fileActions->quitAction());

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoActions->undoAction());
    edit->addAction(m_undoActions->redoAction());
    edit->addSeparator();
    TableEditor* t = m_tableEditor;
    for (QAction* action : {t->addVariantAction(), t->duplicateVariantAction(),
                            t->removeVariantAction(), t->moveUpAction(), t->moveDownAction()})
        edit->addAction(action);
    edit->addSeparator();
    edit->addAction(t->makeReachableAction());
    edit->addSeparator();
    m_bulkActions = new BulkActions(m_session, t, m_browser, this);
    m_bulkActions->addTo(edit);
    edit->addSeparator();
    m_externalEdit = new ExternalEditActions(m_fileMenu, m_exportActions, this);
    edit->addAction(m_externalEdit->editAction());
    // A local sound of the applied override replaced by an edit: apply the file again, so the
    // views and what plays read the new sound.
    connect(m_externalEdit, &ExternalEditActions::localFileReplaced, m_overrideActions,
            &OverrideActions::reapply);
    edit->addSeparator();
    edit->addAction(t->addSoundTypeAction());
    edit->addAction(t->removeSoundTypeAction());

    QMenu* go = menuBar()->addMenu(tr("&Go"));
    go->addAction(t->goToWaveAction());
    QAction* filter = go->addAction(tr("&Filter Browser"));
    filter->setShortcuts(standardKeyOr(QKeySequence::Find, Qt::CTRL | Qt::Key_F));
    connect(filter, &QAction::triggered, this, [this] {
        m_browser->show();
        m_browser->raise();
        m_browser->filterEdit()->setFocus();
        m_browser->filterEdit()->selectAll();
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_browser->toggleViewAction());
    view->addAction(m_issueLog->toggleViewAction());
    view->addAction(m_triggers->toggleViewAction());
    m_resetLayout = new QAction(tr("&Reset Layout"), this);
    m_resetLayout->setObjectName(u"resetLayout"_s);
    m_resetLayout->setToolTip(tr("Put every panel back in its place, at the size that suits "
                                 "the window"));
    connect(m_resetLayout, &QAction::triggered, this, [this] { m_dockLayout.apply(); });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    m_audition->addMenus(menuBar(), help->menuAction(), edit, view, m_bypassOverride);
    (new HelpActions(this, this))->addTo(help);
    // After the audition docks' toggles the workbench adds.
    view->addSeparator();
    view->addAction(m_tableEditor->loudnessColumnAction());
    view->addSeparator();
    view->addAction(m_resetLayout);

    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(u"mainToolBar"_s);
    toolbar->addAction(m_fileActions->openAction());
    toolbar->addSeparator();
    toolbar->addAction(m_undoActions->undoAction());
    toolbar->addAction(m_undoActions->redoAction());
}

void MainWindow::updateTitle() {
    const Document* document = m_session->document();
    if (!document) {
        setWindowTitle(tr("Soundstage"));
        setWindowModified(false);
        return;
    }
    setWindowTitle(tr("%1[*] — Soundstage").arg(DocumentPlaces::displayName(document->path())));
    setWindowFilePath(document->path());
    setWindowModified(document->isModified());
}

void MainWindow::restoreLayout() {
    QSettings settings;
    if (!restoreGeometry(settings.value(u"window/geometry"_s).toByteArray())) {
        // First run: a laptop's screen (up to 1600×900) is all needed, so the window takes it
        // whole (maximised, which a window manager fits inside its frame); a bigger screen gets
        // most of it, centred.
        const QRect available = screen()->availableGeometry();
        if (available.width() <= 1600 || available.height() <= 900) {
            setGeometry(available);
            setWindowState(windowState() | Qt::WindowMaximized);
        } else {
            resize(available.size() * 0.85);
            move(available.center() - rect().center());
        }
    }
    if (!restoreState(settings.value(u"window/state"_s).toByteArray())) {
        m_dockLayout.apply();
        m_layoutOnShow = true;
    }
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    // The first run's docks were placed in the constructor; their sizes follow the size the
    // window shows at (maximised, say), once it has it.
    if (std::exchange(m_layoutOnShow, false))
        QMetaObject::invokeMethod(
            this, [this] { m_dockLayout.resizeToWindow(); }, Qt::QueuedConnection);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (m_saveActions->isSaving()) {
        // A save the user started finishes first (Cancel in the status bar stops it); the window
        // closes after it, asking about changes made meanwhile as usual.
        event->ignore();
        if (!m_closeAfterSave) {
            m_closeAfterSave = true;
            statusBar()->showMessage(tr("Closing when the save is done…"));
            connect(
                m_saveActions, &SaveActions::saveFinished, this,
                [this] {
                    if (std::exchange(m_closeAfterSave, false))
                        close();
                },
                Qt::SingleShotConnection);
        }
        return;
    }
    if (!m_fileActions->confirmClose()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(u"window/geometry"_s, saveGeometry());
    settings.setValue(u"window/state"_s, saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.front().isLocalFile())
        return;
    event->acceptProposedAction();
    const QString path = urls.front().toLocalFile();
    // Opening runs in the background: its dialogs (changes, errors) come after the drop returned.
    m_fileActions->openPath(path);
}

} // namespace soundstage
