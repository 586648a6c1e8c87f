#include "widgets/window/externaleditactions.h"

#include "core/audio/audioimport.h"
#include "core/audio/wavedecoder.h"
#include "core/audio/waveformat.h"
#include "core/audio/wavwriter.h"
#include "core/common/hexid.h"
#include "core/document/document.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/preferences.h"
#include "widgets/window/exportactions.h"
#include "widgets/window/filemenucontext.h"

#include <QAction>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace soundstage {

ExternalEditActions::ExternalEditActions(FileMenuContext* context, ExportActions* exports,
                                         QObject* parent)
    : QObject(parent)
    , m_context(context)
    , m_session(context->session())
    , m_exports(exports)
    , m_edit(new QAction(tr("Edit Wave in E&xternal Editor"), this)) {
    m_edit->setObjectName(u"editWaveExternally"_s);
    m_edit->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_edit->setToolTip(tr("Open the selected wave in your audio editor; each save there comes "
                          "back as an edit (Preferences: External editor)"));
    connect(m_edit, &QAction::triggered, this, [this] { edit(m_exports->currentWave()); });
    // Enabled exactly when there is a wave to export: ExportActions owns that answer.
    QAction* exportWave = m_exports->exportWaveAction();
    const auto follow = [this, exportWave] { m_edit->setEnabled(exportWave->isEnabled()); };
    connect(exportWave, &QAction::changed, this, follow);
    follow();

    m_settle.setSingleShot(true);
    m_settle.setInterval(SettleMs);
    connect(&m_settle, &QTimer::timeout, this, &ExternalEditActions::readBackChanged);
    const auto changed = [this] { m_settle.start(); };
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, changed);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, changed);
    // Edits belong to the document they were started in.
    connect(m_session, &DocumentSession::documentReplaced, this, &ExternalEditActions::forgetAll);
}

QString ExternalEditActions::fileOf(quint32 wave) const {
    for (const auto& [path, watched] : m_files)
        if (watched.original == wave)
            return path;
    return {};
}

ExternalEditActions::Command ExternalEditActions::editorCommand(const QString& preference,
                                                                const QString& file,
                                                                const QString& audacity) {
    const QString line = preference.trimmed();
    if (line.isEmpty())
        return audacity.isEmpty() ? Command{} : Command{audacity, {file}};
    QStringList words = QProcess::splitCommand(line);
    if (words.isEmpty())
        return {};
    const QString program = words.takeFirst();
    bool placed = false;
    for (QString& word : words)
        if (word.contains(u"%f"_s)) {
            word.replace(u"%f"_s, file);
            placed = true;
        }
    if (!placed)
        words.append(file);
    return {program, words};
}

bool ExternalEditActions::edit(quint32 wave) {
    const QString title = tr("Cannot Edit Externally");
    const Document* document = m_session->document();
    if (!document || wave == 0)
        return m_context->report(
            Error{ErrorCode::NotFound,
                  tr("Select a wave in the browser, or a variant naming one, first.")},
            title);
    if (!m_dir.isValid())
        return m_context->report(
            Error{ErrorCode::Io, tr("Cannot make a temporary folder: %1").arg(m_dir.errorString())},
            title);
    QString path = fileOf(wave);
    if (path.isEmpty()) {
        path = m_dir.filePath(u"wave-%1.wav"_s.arg(hexId(wave)));
        if (auto written = writeWaveFile(wave, path); !written)
            return m_context->report(written.error(), title);
        const QFileInfo info(path);
        m_files[path] = Watched{wave, 0, info.lastModified(), info.size()};
        m_watcher.addPath(path);
        if (!m_watcher.directories().contains(m_dir.path()))
            m_watcher.addPath(m_dir.path());
    }
    if (!startEditor(path))
        return false;
    m_session->showStatus(tr("Editing wave %1 in %2: each save there comes back as an edit.")
                              .arg(hexId(wave), QDir::toNativeSeparators(path)),
                          10000);
    return true;
}

Result<void> ExternalEditActions::writeWaveFile(quint32 wave, const QString& path) const {
    auto record = m_session->document()->waveRecord(wave);
    if (!record)
        return fail(record.error());
    // PCM and float as stored; a codec (MS-ADPCM, MP3) as 16-bit PCM, which every editor reads.
    const quint16 tag = record->formatTag();
    if (tag == WaveFormat::TagPcm || tag == WaveFormat::TagIeeeFloat)
        return WavWriter::saveWave(path, *record);
    auto decoder = WaveDecoder::open(*record);
    if (!decoder)
        return fail(decoder.error());
    auto frames = WavWriter::savePcm16(path, **decoder);
    if (!frames)
        return fail(frames.error());
    return {};
}

bool ExternalEditActions::startEditor(const QString& path) {
    const QString preference = Preferences::load(QSettings()).externalEditor;
    const Command command =
        editorCommand(preference, path, QStandardPaths::findExecutable(u"audacity"_s));
    const QString title = tr("Cannot Start the External Editor");
    if (command.program.isEmpty()) {
        if (!preference.trimmed().isEmpty())
            return m_context->report(
                Error{ErrorCode::Usage, tr("The external editor preference \"%1\" names no "
                                           "program.")
                                            .arg(preference)},
                title);
        if (QDesktopServices::openUrl(QUrl::fromLocalFile(path)))
            return true;
        return m_context->report(
            Error{ErrorCode::NotFound,
                  tr("Audacity is not installed and the desktop has no application for WAV "
                     "files: name an editor under Preferences ▸ External editor."),
                  path},
            title);
    }
    if (QProcess::startDetached(command.program, command.arguments))
        return true;
    return m_context->report(Error{ErrorCode::NotFound,
                                   tr("\"%1\" could not be started (is it installed and on the "
                                      "PATH?). Preferences ▸ External editor names the program.")
                                       .arg(command.program),
                                   path},
                             title);
}

void ExternalEditActions::readBackChanged() {
    for (auto& [path, watched] : m_files) {
        // An editor that saves by renaming a new file into place drops it from the watcher.
        if (QFileInfo::exists(path) && !m_watcher.files().contains(path))
            m_watcher.addPath(path);
        readBack(path, watched);
    }
}

void ExternalEditActions::readBack(const QString& path, Watched& watched) {
    const QFileInfo info(path);
    if (!info.exists() || (info.lastModified() == watched.modified && info.size() == watched.size))
        return; // mid-rename, or nothing new
    watched.modified = info.lastModified();
    watched.size = info.size();
    Document* document = m_session->document();
    if (!document)
        return;
    auto wave = AudioImport::importFile(path, {});
    if (!wave) {
        const Error error = wave.error().inFile(path);
        m_session->showStatus(tr("The external editor's save of wave %1 does not read (%2); "
                                 "waiting for its next save.")
                                  .arg(hexId(watched.original), error.message),
                              10000);
        m_context->logError(error);
        return;
    }
    // The wave the last save made, while it is still in the document (not undone); else the
    // one the edit started from.
    const bool chained = watched.current != 0 && document->newWaves().contains(watched.current) &&
                         !document->catalog().usesOfWave(watched.current).empty();
    const quint32 from = chained ? watched.current : watched.original;
    auto replaced = document->replaceWaveWithNew(from, std::move(*wave));
    if (!replaced) {
        m_context->logError(replaced.error().inFile(path));
        m_session->showStatus(replaced.error().message, 10000);
        return;
    }
    watched.current = replaced->id;
    m_session->showStatus(tr("Wave %1 from the external editor is now wave %2 in %n variant(s); "
                             "Undo takes it back.",
                             nullptr, replaced->variants)
                              .arg(hexId(watched.original), hexId(replaced->id)),
                          10000);
}

void ExternalEditActions::forgetAll() {
    m_settle.stop();
    const QStringList watched = m_watcher.files() + m_watcher.directories();
    if (!watched.isEmpty())
        m_watcher.removePaths(watched);
    for (const auto& [path, unused] : m_files)
        QFile::remove(path);
    m_files.clear();
}

} // namespace soundstage
