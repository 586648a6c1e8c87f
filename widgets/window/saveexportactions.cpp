#include "widgets/window/saveexportactions.h"

#include "core/audio/audioimport.h"
#include "core/audio/wavwriter.h"
#include "core/common/atomicfile.h"
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/document/documentlocation.h"
#include "core/document/documentsaver.h"
#include "core/override/overridediff.h"
#include "core/override/overridepreview.h"
#include "core/records/recordjson.h"
#include "core/records/wave.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/userprompts.h"

#include <QAction>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
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

SaveExportActions::SaveExportActions(DocumentSession* session, FileActions* files,
                                     UserPrompts* prompts, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_files(files)
    , m_prompts(prompts)
    , m_save(new QAction(tr("&Save"), this))
    , m_saveAs(new QAction(tr("Save &As…"), this))
    , m_exportTableJson(new QAction(tr("Table as &JSON…"), this))
    , m_exportTableBinary(new QAction(tr("Table as &Binary Record…"), this))
    , m_exportWave(new QAction(tr("Wave as &WAV…"), this))
    , m_exportOverride(new QAction(tr("&Override File…"), this))
    , m_applyOverride(new QAction(tr("Appl&y Override File…"), this))
    , m_clearOverride(new QAction(tr("C&lear Override Preview"), this))
    , m_importWave(new QAction(tr("&Import Sound as New Wave…"), this))
    , m_saveTask(new BackgroundTask(this)) {
    m_save->setObjectName(u"saveAction"_s);
    m_saveAs->setObjectName(u"saveAsAction"_s);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_save->setToolTip(tr("Write the edits into a patched copy of the dat"));
    m_exportOverride->setToolTip(tr("Write the edited sounds as override lines"));
    m_applyOverride->setToolTip(
        tr("Preview an override file on top of the dat (the dat is not changed)"));

    const auto ask = [this](Purpose purpose, const QString& name, auto&& then) {
        const QString path = choose(purpose, suggestion(name));
        if (!path.isEmpty())
            then(path);
    };
    connect(m_save, &QAction::triggered, this, &SaveExportActions::save);
    connect(m_saveAs, &QAction::triggered, this, &SaveExportActions::saveAs);
    connect(m_exportTableJson, &QAction::triggered, this, [this, ask] {
        ask(Purpose::ExportTableJson, hexId(currentTable()) + u".json"_s,
            [this](const QString& p) { exportTableJson(p); });
    });
    connect(m_exportTableBinary, &QAction::triggered, this, [this, ask] {
        ask(Purpose::ExportTableBinary, hexId(currentTable()) + u".bin"_s,
            [this](const QString& p) { exportTableBinary(p); });
    });
    connect(m_exportWave, &QAction::triggered, this, [this, ask] {
        ask(Purpose::ExportWave, hexId(currentWave()) + u".wav"_s,
            [this](const QString& p) { exportWave(p); });
    });
    connect(m_exportOverride, &QAction::triggered, this, [this, ask] {
        const Document* document = m_session->document();
        const QString base = document ? QFileInfo(document->path()).completeBaseName() : QString();
        ask(Purpose::ExportOverride, base + u"-override.txt"_s,
            [this](const QString& p) { exportOverride(p); });
    });
    connect(m_applyOverride, &QAction::triggered, this, [this, ask] {
        ask(Purpose::ApplyOverride, QString(), [this](const QString& p) { applyOverride(p); });
    });
    connect(m_clearOverride, &QAction::triggered, this, &SaveExportActions::clearOverride);
    connect(m_importWave, &QAction::triggered, this, [this, ask] {
        ask(Purpose::ImportSound, QString(), [this](const QString& p) { importWave(p); });
    });

    connect(session, &DocumentSession::navigateRequested, this, &SaveExportActions::onNavigate);
    connect(session, &DocumentSession::documentReplaced, this, [this] {
        if (m_pending && !m_pending->reopening)
            m_pending->documentReplaced = true;
        m_table = 0;
        m_wave = 0;
        updateActions();
    });
    connect(session, &DocumentSession::overrideChanged, this, &SaveExportActions::updateActions);
    connect(session, &DocumentSession::changed, this, [this](const DocumentChange& change) {
        if (change.kind == DocumentChange::Kind::Reset)
            updateActions();
    });
    updateActions();
    files->setSaveHandler([this] { return saveAndWait(); });
    connect(files, &FileActions::openFinished, this, &SaveExportActions::onReopened);
    // A cancelled save may have written its file already: the GUI hears how it really ended.
    m_saveTask->setCancelMode(BackgroundTask::CancelMode::Finish);
}

void SaveExportActions::addTo(QMenu* fileMenu) {
    fileMenu->addSeparator();
    fileMenu->addAction(m_save);
    fileMenu->addAction(m_saveAs);
    QMenu* exportMenu = fileMenu->addMenu(tr("&Export"));
    exportMenu->setObjectName(u"exportMenu"_s);
    exportMenu->addAction(m_exportTableJson);
    exportMenu->addAction(m_exportTableBinary);
    exportMenu->addAction(m_exportWave);
    exportMenu->addSeparator();
    exportMenu->addAction(m_exportOverride);
    fileMenu->addSeparator();
    fileMenu->addAction(m_applyOverride);
    fileMenu->addAction(m_clearOverride);
    fileMenu->addAction(m_importWave);
}

void SaveExportActions::onNavigate(const DocumentLocation& location) {
    if (location.kind == DocumentLocation::Kind::Table)
        m_table = location.id;
    else if (location.kind == DocumentLocation::Kind::Wave)
        m_wave = location.id;
    updateActions();
}

quint32 SaveExportActions::currentTable() const {
    const Document* document = m_session->document();
    if (!document)
        return 0;
    if (document->table(m_table))
        return m_table;
    const auto& tables = document->catalog().tables();
    return tables.empty() ? 0 : tables.begin()->first;
}

quint32 SaveExportActions::currentWave() const {
    const Document* document = m_session->document();
    return document && document->catalog().hasWave(m_wave) ? m_wave : 0;
}

void SaveExportActions::updateActions() {
    const bool open = m_session->document() != nullptr;
    for (QAction* action : {m_save, m_saveAs})
        action->setEnabled(open && !isSaving());
    for (QAction* action : {m_exportOverride, m_applyOverride, m_importWave})
        action->setEnabled(open);
    m_exportTableJson->setEnabled(currentTable() != 0);
    m_exportTableBinary->setEnabled(currentTable() != 0);
    m_exportWave->setEnabled(currentWave() != 0);
    m_clearOverride->setEnabled(m_session->appliedOverride() != nullptr);
}

bool SaveExportActions::report(const Error& error, const QString& title) {
    emit errorReported(error);
    m_prompts->showError(title, error.toString());
    m_session->showStatus(title, 8000);
    return false;
}

bool SaveExportActions::writeFile(const QString& path, const QByteArray& bytes,
                                  const QString& title) {
    if (auto written = AtomicFile::write(path, bytes); !written)
        return report(written.error(), title);
    m_session->showStatus(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

QString SaveExportActions::suggestion(const QString& fileName) const {
    const Document* document = m_session->document();
    const QString folder = document ? QFileInfo(document->path()).absolutePath() : QDir::homePath();
    return fileName.isEmpty() ? folder : QDir(folder).filePath(fileName);
}

QString SaveExportActions::choose(Purpose purpose, const QString& suggested) {
    if (m_chooser)
        return m_chooser(purpose, suggested);
    QWidget* parent = nullptr;
    switch (purpose) {
    case Purpose::SaveDat:
        return QFileDialog::getSaveFileName(parent, tr("Save Patched Copy of the Dat"), suggested,
                                            tr("Dat files (*.dat);;All files (*)"));
    case Purpose::ExportTableJson:
        return QFileDialog::getSaveFileName(parent, tr("Export Table as JSON"), suggested,
                                            tr("JSON files (*.json)"));
    case Purpose::ExportTableBinary:
        return QFileDialog::getSaveFileName(parent, tr("Export Table as Binary Record"), suggested,
                                            tr("Binary records (*.bin);;All files (*)"));
    case Purpose::ExportWave:
        return QFileDialog::getSaveFileName(parent, tr("Export Wave as WAV"), suggested,
                                            tr("WAV files (*.wav)"));
    case Purpose::ExportOverride:
        return QFileDialog::getSaveFileName(parent, tr("Export Override File"), suggested,
                                            tr("Override files (*.txt *.override);;All files (*)"));
    case Purpose::ApplyOverride:
        return QFileDialog::getOpenFileName(parent, tr("Apply Override File"), suggested,
                                            tr("Override files (*.txt *.override);;All files (*)"));
    case Purpose::ImportSound:
        return QFileDialog::getOpenFileName(parent, tr("Import Sound as New Wave"), suggested,
                                            tr("Sounds (*.wav *.ogg *.mp3);;All files (*)"));
    }
    return {};
}

// --- saving ---

QString SaveExportActions::saveTarget(bool askAlways) {
    const Document* document = m_session->document();
    if (!document)
        return {};
    if (!askAlways && m_chosenTargets.contains(canonical(document->path())))
        return document->path();
    return choose(Purpose::SaveDat,
                  suggestion(QFileInfo(document->path()).completeBaseName() + u"-edited.dat"_s));
}

bool SaveExportActions::save() {
    if (isSaving())
        return false;
    const QString path = saveTarget(false);
    return !path.isEmpty() && startSave(path);
}

bool SaveExportActions::saveAs() {
    if (isSaving())
        return false;
    const QString path = saveTarget(true);
    return !path.isEmpty() && startSave(path);
}

bool SaveExportActions::isSaving() const {
    return m_pending.has_value();
}

bool SaveExportActions::startSave(const QString& path) {
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
        return report(job.error().inFile(target), tr("Cannot Save"));
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

void SaveExportActions::onSaveWritten(Result<DatPatcher::Summary> written) {
    if (!m_pending)
        return;
    const QString target = m_pending->target;
    if (!written && written.error().code == ErrorCode::Cancelled) {
        finishSave(false, tr("Save cancelled; nothing was written."));
        return;
    }
    if (!written) {
        report(written.error().inFile(target), tr("Cannot Save"));
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

void SaveExportActions::onReopened(FileActions::OpenOutcome outcome, const QString& path) {
    if (!m_pending || !m_pending->reopening || path != m_pending->target)
        return;
    const QString name = QDir::toNativeSeparators(path);
    finishSave(true, outcome == FileActions::OpenOutcome::Opened
                         ? tr("Saved %1.").arg(name)
                         : tr("Saved %1 (the saved dat was not reopened).").arg(name));
}

void SaveExportActions::finishSave(bool saved, const QString& status) {
    if (!m_pending)
        return;
    const QString target = m_pending->target;
    m_pending.reset();
    if (!status.isEmpty())
        m_session->showStatus(status, 8000);
    updateActions();
    emit saveFinished(saved, target);
}

bool SaveExportActions::saveTo(const QString& path) {
    if (!startSave(path))
        return false;
    QEventLoop loop;
    bool saved = false;
    connect(this, &SaveExportActions::saveFinished, &loop, [&loop, &saved](bool ok) {
        saved = ok;
        loop.quit();
    });
    loop.exec();
    return saved;
}

bool SaveExportActions::saveAndWait() {
    if (isSaving())
        return false;
    const QString path = saveTarget(false);
    return !path.isEmpty() && saveTo(path);
}

// --- exports ---

bool SaveExportActions::exportTableJson(const QString& path) {
    const Document* document = m_session->document();
    const SoundTable* table = document ? document->table(currentTable()) : nullptr;
    if (!table)
        return report(Error{ErrorCode::NotFound, tr("No table to export."), path},
                      tr("Cannot Export"));
    return writeFile(path, QJsonDocument(toJson(*table)).toJson(QJsonDocument::Indented),
                     tr("Cannot Export"));
}

bool SaveExportActions::exportTableBinary(const QString& path) {
    const Document* document = m_session->document();
    const SoundTable* table = document ? document->table(currentTable()) : nullptr;
    if (!table)
        return report(Error{ErrorCode::NotFound, tr("No table to export."), path},
                      tr("Cannot Export"));
    return writeFile(path, table->encode(), tr("Cannot Export"));
}

bool SaveExportActions::exportWave(const QString& path) {
    const Document* document = m_session->document();
    const quint32 id = currentWave();
    const QString title = tr("Cannot Export");
    if (!document || id == 0)
        return report(Error{ErrorCode::NotFound, tr("Select a wave in the browser first."), path},
                      title);
    Wave wave;
    if (const auto pending = document->newWaves().find(id); pending != document->newWaves().end()) {
        wave = pending->second;
    } else {
        auto bytes = document->dat().read(id);
        if (!bytes)
            return report(bytes.error(), title);
        auto decoded = Wave::decode(*bytes);
        if (!decoded)
            return report(decoded.error().inFile(document->path()), title);
        wave = std::move(*decoded);
    }
    if (auto saved = WavWriter::saveWave(path, wave); !saved)
        return report(saved.error().inFile(path), title);
    m_session->showStatus(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool SaveExportActions::exportOverride(const QString& path) {
    const Document* document = m_session->document();
    if (!document)
        return false;
    const OverrideDiff::Changes diff =
        OverrideDiff::diff(document->tablesAsOpened(), document->catalog().tables());
    const QString name = QFileInfo(document->path()).fileName();
    const QByteArray text =
        OverrideDiff::write(diff, name, tr("%1 with the edits made in Soundstage").arg(name));
    if (!writeFile(path, text, tr("Cannot Export")))
        return false;
    m_session->showStatus(tr("Wrote %1: %n sound(s) differ.", nullptr,
                             diff.changedSounds + diff.addedSounds + diff.removedSounds)
                              .arg(QDir::toNativeSeparators(path)));
    return true;
}

// --- override preview ---

bool SaveExportActions::applyOverride(const QString& path) {
    const Document* document = m_session->document();
    if (!document)
        return false;
    auto preview = OverridePreview::load(path, document->catalog().tables(), &document->dat());
    if (!preview)
        return report(preview.error(), tr("Cannot Apply Override File"));
    for (const OverrideDiagnostic& d : preview->file.diagnostics) {
        Error error = d.toError(preview->path);
        if (d.severity == OverrideDiagnostic::Severity::Warning)
            error.message = tr("warning: %1").arg(error.message);
        emit errorReported(error);
    }
    const int touched = static_cast<int>(preview->report.applied.size());
    const int errors = preview->file.errorCount();
    m_session->setAppliedOverride(std::make_shared<const OverridePreview>(std::move(*preview)));
    m_session->showStatus(
        tr("Previewing %1: %n sound(s) overridden", nullptr, touched)
            .arg(QFileInfo(path).fileName()) +
        (errors > 0 ? tr(", %n error(s) in the issue log", nullptr, errors) : QString()) + u'.');
    return true;
}

void SaveExportActions::clearOverride() {
    if (m_session->appliedOverride())
        m_session->setAppliedOverride(nullptr);
}

// --- import ---

std::optional<quint32> SaveExportActions::importWave(const QString& path) {
    Document* document = m_session->document();
    if (!document)
        return std::nullopt;
    const QString title = tr("Cannot Import Sound");
    auto wave = AudioImport::importFile(path, {});
    if (!wave) {
        report(wave.error().inFile(path), title);
        return std::nullopt;
    }
    auto id = document->addNewWave(std::move(*wave));
    if (!id) {
        report(id.error().inFile(path), title);
        return std::nullopt;
    }
    m_session->showStatus(tr("Imported %1 as wave %2 (written by the next save).")
                              .arg(QFileInfo(path).fileName(), hexId(*id)));
    m_session->navigate(DocumentLocation::wave(*id));
    return *id;
}

} // namespace soundstage
