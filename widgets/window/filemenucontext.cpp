#include "widgets/window/filemenucontext.h"

#include "core/common/atomicfile.h"
#include "core/document/document.h"
#include "widgets/session/documentplaces.h"
#include "widgets/session/documentsession.h"
#include "widgets/window/userprompts.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace soundstage {

FileMenuContext::FileMenuContext(DocumentSession* session, UserPrompts* prompts, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_prompts(prompts) {}

bool FileMenuContext::report(const Error& error, const QString& title) {
    emit errorReported(error);
    m_prompts->showError(title, error.toString());
    m_session->showStatus(title, 8000);
    return false;
}

bool FileMenuContext::writeFile(const QString& path, const QByteArray& bytes,
                                const QString& title) {
    if (auto written = AtomicFile::write(path, bytes); !written)
        return report(written.error(), title);
    m_session->showStatus(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

QString FileMenuContext::suggestion(const QString& fileName) const {
    const Document* document = m_session->document();
    const QString folder = DocumentPlaces::startFolder(document ? document->path() : QString());
    return fileName.isEmpty() ? folder : QDir(folder).filePath(fileName);
}

void FileMenuContext::ask(Purpose purpose, const QString& fileName,
                          const std::function<void(const QString&)>& then) {
    const QString path = choose(purpose, suggestion(fileName));
    if (!path.isEmpty())
        then(path);
}

QString FileMenuContext::choose(Purpose purpose, const QString& suggested) {
    const QString chosen = chooseFile(purpose, suggested);
    DocumentPlaces::rememberChosen(chosen);
    return chosen;
}

QString FileMenuContext::chooseFile(Purpose purpose, const QString& suggested) {
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

} // namespace soundstage
