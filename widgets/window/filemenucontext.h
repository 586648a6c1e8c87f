#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <functional>

namespace soundstage {

class DocumentSession;
class UserPrompts;

/// What the File menu's action groups (SaveActions, ExportActions, OverrideActions) share: the
/// file chooser (QFileDialog, or a test's answers), paths suggested beside the open dat, and how
/// a failure is reported (the prompts, the status bar and errorReported() for the issue log).
/// GUI thread only; `session` and `prompts` must outlive it.
class FileMenuContext final : public QObject {
    Q_OBJECT

public:
    /// What a file is chosen for (the default chooser picks the dialog and filter from it).
    enum class Purpose {
        SaveDat,
        ExportTableJson,
        ExportTableBinary,
        ExportWave,
        ExportOverride,
        ApplyOverride,
        ImportSound,
    };
    /// Returns the chosen path, or empty when cancelled. `suggested` is a full path.
    using FileChooser = std::function<QString(Purpose purpose, const QString& suggested)>;

    FileMenuContext(DocumentSession* session, UserPrompts* prompts, QObject* parent = nullptr);

    [[nodiscard]] DocumentSession* session() const { return m_session; }
    [[nodiscard]] UserPrompts* prompts() const { return m_prompts; }

    /// Tests and scripted runs answer file dialogs here; the default shows QFileDialog.
    void setFileChooser(FileChooser chooser) { m_chooser = std::move(chooser); }
    /// The chosen path for `purpose`, or empty when cancelled; its folder is remembered as the
    /// last folder (DocumentPlaces::rememberChosen()).
    [[nodiscard]] QString choose(Purpose purpose, const QString& suggested);
    /// `fileName` in the folder dialogs start in (DocumentPlaces::startFolder(): the open dat's
    /// folder; for the demo dat or none, the last folder chosen or Documents); the folder itself
    /// when `fileName` is empty.
    [[nodiscard]] QString suggestion(const QString& fileName) const;
    /// Asks for a file for `purpose`, suggesting `fileName` beside the dat, and calls `then`
    /// with it unless the user cancelled.
    void ask(Purpose purpose, const QString& fileName,
             const std::function<void(const QString&)>& then);

    /// Tells of a failure: errorReported(), an error prompt, `title` in the status bar. Returns
    /// false, for `return report(…)`.
    bool report(const Error& error, const QString& title);
    /// Sends `error` to the issue log only (errorReported()): a diagnostic, not a failure.
    void logError(const Error& error) { emit errorReported(error); }
    /// Writes `bytes` to `path` atomically (AtomicFile) and says so in the status bar; reports
    /// under `title` and returns false when it cannot.
    bool writeFile(const QString& path, const QByteArray& bytes, const QString& title);

signals:
    void errorReported(const soundstage::Error& error);

private:
    [[nodiscard]] QString chooseFile(Purpose purpose, const QString& suggested);
    DocumentSession* m_session;
    UserPrompts* m_prompts;
    FileChooser m_chooser;
};

} // namespace soundstage
