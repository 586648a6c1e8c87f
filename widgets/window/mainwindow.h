#pragma once

#include "widgets/window/docklayout.h"
#include "widgets/window/userprompts.h"

#include <QMainWindow>

#include <memory>

class QStackedWidget;

namespace soundstage {

class AuditionWorkbench;
class BrowserDock;
class BulkActions;
class DocumentSession;
class FileActions;
class IssueLogDock;
class ProgressIndicator;
class RecordPanel;
class ExportActions;
class ExternalEditActions;
class FileMenuContext;
class OverrideActions;
class OverrideBypassAction;
class SaveActions;
class TableEditor;
class TriggersDock;
class UndoActions;

/// The editor window. It only assembles: the session, docks, the centre editor and the action
/// handlers (FileActions, UndoActions, the editor's own actions) are made here and wired
/// together; behaviour lives in them. `prompts` answers questions (dialogs by default).
class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(std::unique_ptr<UserPrompts> prompts = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] DocumentSession* session() const { return m_session; }
    [[nodiscard]] FileActions* fileActions() const { return m_fileActions; }
    [[nodiscard]] UndoActions* undoActions() const { return m_undoActions; }
    [[nodiscard]] BulkActions* bulkActions() const { return m_bulkActions; }
    [[nodiscard]] ExternalEditActions* externalEditActions() const { return m_externalEdit; }
    [[nodiscard]] ExportActions* exportActions() const { return m_exportActions; }
    [[nodiscard]] BrowserDock* browser() const { return m_browser; }
    [[nodiscard]] IssueLogDock* issueLog() const { return m_issueLog; }
    [[nodiscard]] TriggersDock* triggers() const { return m_triggers; }
    [[nodiscard]] TableEditor* tableEditor() const { return m_tableEditor; }
    /// Audition ▸ Bypass Override Preview (also on the editor's override banner).
    [[nodiscard]] QAction* bypassOverrideAction() const;
    [[nodiscard]] RecordPanel* recordPanel() const { return m_recordPanel; }
    [[nodiscard]] AuditionWorkbench* audition() const { return m_audition; }
    /// The docks' default places and sizes (View → Reset Layout applies them again).
    [[nodiscard]] DockLayout& dockLayout() { return m_dockLayout; }
    [[nodiscard]] QAction* resetLayoutAction() const { return m_resetLayout; }
    /// The status bar's progress and Cancel for opening a dat.
    [[nodiscard]] ProgressIndicator* openProgress() const { return m_openProgress; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildMenus();
    void updateTitle();
    void restoreLayout();

    std::unique_ptr<UserPrompts> m_prompts;
    DocumentSession* m_session;
    FileActions* m_fileActions;
    FileMenuContext* m_fileMenu = nullptr;
    SaveActions* m_saveActions = nullptr;
    ExportActions* m_exportActions = nullptr;
    OverrideActions* m_overrideActions = nullptr;
    BulkActions* m_bulkActions = nullptr;
    ExternalEditActions* m_externalEdit = nullptr;
    bool m_closeAfterSave = false;
    UndoActions* m_undoActions;
    BrowserDock* m_browser;
    IssueLogDock* m_issueLog;
    TriggersDock* m_triggers;
    OverrideBypassAction* m_bypassOverride;
    TableEditor* m_tableEditor;
    RecordPanel* m_recordPanel;
    QStackedWidget* m_centre;
    AuditionWorkbench* m_audition;
    ProgressIndicator* m_openProgress = nullptr;
    DockLayout m_dockLayout;
    QAction* m_resetLayout = nullptr;
    /// The default layout waits for the window's first show: only then does a windowing system
    /// give the window its real size, which the dock sizes are shares of.
    bool m_layoutOnShow = false;
};

} // namespace soundstage
