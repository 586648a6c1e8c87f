#include "widgets/window/externaleditactions.h"

#include "core/audio/audiofileio.h"
#include "core/audio/audioimport.h"
#include "core/audio/vorbisbaker.h"
#include "core/audio/wavedecoder.h"
#include "core/audio/waveformat.h"
#include "core/audio/wavwriter.h"
#include "core/common/hexid.h"
#include "core/document/document.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/preferences.h"
#include "widgets/window/exportactions.h"
#include "widgets/window/filemenucontext.h"
#include "widgets/window/userprompts.h"

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
    m_edit->setToolTip(tr("Open the selected wave (or the local file the applied override plays "
                          "for it) in your audio editor; each save there comes back as an edit "
                          "(Preferences: External editor)"));
    connect(m_edit, &QAction::triggered, this, [this] {
        if (const QString local = currentLocalFile(); !local.isEmpty())
            editLocalFile(local);
        else
            edit(m_exports->currentWave());
    });
    // Enabled when there is a wave to export (ExportActions owns that answer) or a local file
    // playing for the selection (the session owns that one).
    connect(m_exports->exportWaveAction(), &QAction::changed, this,
            &ExternalEditActions::updateEnabled);
    connect(m_session, &DocumentSession::currentLocationChanged, this,
            &ExternalEditActions::updateEnabled);
    connect(m_session, &DocumentSession::overrideChanged, this,
            &ExternalEditActions::updateEnabled);
    updateEnabled();

    m_settle.setSingleShot(true);
    m_settle.setInterval(SettleMs);
    connect(&m_settle, &QTimer::timeout, this, &ExternalEditActions::readBackChanged);
    const auto changed = [this] { m_settle.start(); };
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, changed);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, changed);
    // Edits belong to the document they were started in.
    connect(m_session, &DocumentSession::documentReplaced, this, &ExternalEditActions::forgetAll);
}

void ExternalEditActions::updateEnabled() {
    m_edit->setEnabled(m_exports->exportWaveAction()->isEnabled() || !currentLocalFile().isEmpty());
}

QString ExternalEditActions::currentLocalFile() const {
    return m_session->localFileAt(m_session->currentLocation());
}

QString ExternalEditActions::fileOf(quint32 wave) const {
    for (const auto& [path, watched] : m_files)
        if (watched.local.isEmpty() && watched.original == wave)
            return path;
    return {};
}

QString ExternalEditActions::fileOfLocal(const QString& file) const {
    for (const auto& [path, watched] : m_files)
        if (watched.local == file)
            return path;
    return {};
}

void ExternalEditActions::watch(const QString& path, const Watched& watched) {
    const QFileInfo info(path);
    Watched& entry = m_files[path] = watched;
    entry.modified = info.lastModified();
    entry.size = info.size();
    m_watcher.addPath(path);
    if (!m_watcher.directories().contains(m_dir.path()))
        m_watcher.addPath(m_dir.path());
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
    if (!m_session->document() || wave == 0)
        return m_context->report(
            Error{ErrorCode::NotFound,
                  tr("Select a wave in the browser, or a variant naming one, first.")},
            tr("Cannot Edit Externally"));
    return startEdit(
        fileOf(wave), u"wave-%1.wav"_s.arg(hexId(wave)),
        [this, wave](const QString& path) { return writeWaveFile(wave, path); },
        Watched{.original = wave},
        tr("Editing wave %1 in %2: each save there comes back as an edit.").arg(hexId(wave)));
}

bool ExternalEditActions::editLocalFile(const QString& file) {
    // Named after the file, and its folder's hash: two step.ogg of two folders stay apart.
    const QFileInfo info(file);
    return startEdit(
        fileOfLocal(file),
        u"local-%1-%2.wav"_s.arg(info.completeBaseName(),
                                 hexId(static_cast<quint32>(qHash(info.path())))),
        [file](const QString& path) { return writeLocalCopy(file, path); }, Watched{.local = file},
        tr("Editing %1 in %2: Soundstage asks before a save there replaces the file.")
            .arg(QDir::toNativeSeparators(file)));
}

bool ExternalEditActions::startEdit(const QString& watchedPath, const QString& fileName,
                                    const std::function<Result<void>(const QString&)>& write,
                                    const Watched& watched, const QString& status) {
    const QString title = tr("Cannot Edit Externally");
    if (!m_dir.isValid())
        return m_context->report(
            Error{ErrorCode::Io, tr("Cannot make a temporary folder: %1").arg(m_dir.errorString())},
            title);
    QString path = watchedPath;
    if (path.isEmpty()) {
        path = m_dir.filePath(fileName);
        if (auto written = write(path); !written)
            return m_context->report(written.error(), title);
        watch(path, watched);
    }
    if (!startEditor(path))
        return false;
    m_session->showStatus(status.arg(QDir::toNativeSeparators(path)), 10000);
    return true;
}

Result<void> ExternalEditActions::writeLocalCopy(const QString& file, const QString& path) {
    auto bytes = AudioFileIo::read(file);
    if (!bytes)
        return fail(bytes.error());
    if (AudioImport::sniff(*bytes) == AudioImport::Kind::Wav) // as it is: its width, rate, chunks
        return AudioFileIo::writeAtomic(path, *bytes);
    auto pcm = AudioImport::decode(*bytes);
    if (!pcm)
        return fail(pcm.error().inFile(file));
    return WavWriter::savePcm16(path, **pcm);
}

Result<void> ExternalEditActions::replaceLocal(const QByteArray& saved, const PcmBuffer& pcm,
                                               const QString& target) {
    const QString suffix = QFileInfo(target).suffix().toLower();
    const AudioImport::Kind kind = AudioImport::sniff(saved);
    if (suffix == u"wav"_s || suffix == u"wave"_s)
        return AudioFileIo::writeAtomic(
            target, kind == AudioImport::Kind::Wav ? saved : WavWriter::pcm16(pcm));
    if (suffix == u"ogg"_s || suffix == u"oga"_s) {
        if (kind == AudioImport::Kind::OggVorbis)
            return AudioFileIo::writeAtomic(target, saved);
        auto ogg =
            VorbisBaker::encode(pcm, VorbisBaker::DefaultQuality, VorbisBaker::serialFor(saved));
        if (!ogg)
            return fail(ogg.error().inFile(target));
        return AudioFileIo::writeAtomic(target, *ogg);
    }
    return fail(Error{ErrorCode::Unsupported,
                      tr("Soundstage writes WAV and Ogg Vorbis files, not .%1: the file stays as "
                         "it was. Save your edit over it from the editor, or as a WAV that the "
                         "override file's line names.")
                          .arg(suffix),
                      target});
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
    // A replace question's event loop may bring more changes (or a new document): they wait
    // for it to close, and each file is looked up again after it.
    if (m_asking) {
        m_settle.start();
        return;
    }
    QStringList paths;
    for (const auto& [path, watched] : m_files)
        paths << path;
    for (const QString& path : paths) {
        const auto found = m_files.find(path);
        if (found == m_files.end())
            continue;
        // An editor that saves by renaming a new file into place drops it from the watcher.
        if (QFileInfo::exists(path) && !m_watcher.files().contains(path))
            m_watcher.addPath(path);
        if (!takeChange(path, found->second))
            continue;
        if (found->second.local.isEmpty())
            readBack(path, found->second);
        else
            readBackLocal(path);
    }
}

bool ExternalEditActions::takeChange(const QString& path, Watched& watched) {
    const QFileInfo info(path);
    if (!info.exists() || (info.lastModified() == watched.modified && info.size() == watched.size))
        return false; // mid-rename, or nothing new
    watched.modified = info.lastModified();
    watched.size = info.size();
    return true;
}

void ExternalEditActions::readBackLocal(const QString& path) {
    const QString file = m_files.at(path).local;
    // Read and decoded once: the check that it reads, and what replaceLocal() writes.
    auto saved = AudioFileIo::read(path);
    auto pcm = saved ? AudioImport::decode(*saved) : Result<PcmBufferPtr>(fail(saved.error()));
    if (!pcm) {
        const Error error = pcm.error().inFile(path);
        m_session->showStatus(tr("The external editor's save of %1 does not read (%2); waiting "
                                 "for its next save.")
                                  .arg(QDir::toNativeSeparators(file), error.message),
                              10000);
        m_context->logError(error);
        return;
    }
    UserPrompts::ReplaceAnswer answer = UserPrompts::ReplaceAnswer::Replace;
    if (!m_files.at(path).replaceWithoutAsking) {
        m_asking = true;
        answer = m_context->prompts()->askReplaceLocalFile(file);
        m_asking = false;
    }
    const auto found = m_files.find(path);
    if (found == m_files.end())
        return; // the document was replaced while the question was open
    if (answer == UserPrompts::ReplaceAnswer::Keep) {
        m_session->showStatus(
            tr("%1 stays as it was; your edit is in %2 while Soundstage runs.")
                .arg(QDir::toNativeSeparators(file), QDir::toNativeSeparators(path)),
            10000);
        return;
    }
    if (answer == UserPrompts::ReplaceAnswer::ReplaceAlways)
        found->second.replaceWithoutAsking = true;
    if (auto written = replaceLocal(*saved, **pcm, file); !written) {
        m_context->report(written.error(), tr("Cannot Replace the Local File"));
        return;
    }
    m_session->showStatus(
        tr("Your edit replaced %1; the override plays it now.").arg(QDir::toNativeSeparators(file)),
        10000);
    emit localFileReplaced(file);
}

void ExternalEditActions::readBack(const QString& path, Watched& watched) {
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
