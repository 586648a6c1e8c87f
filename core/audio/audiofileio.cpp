#include "core/audio/audiofileio.h"

#include "core/common/inputfile.h"
#include <QCoreApplication>

#include <QSaveFile>

namespace soundstage {

namespace {
// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::AudioFileIo" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::AudioFileIo)
};
} // namespace

Result<QByteArray> AudioFileIo::read(const QString& path) {
    return InputFile::readAll(path, MaxFileBytes);
}

Result<void> AudioFileIo::writeAtomic(const QString& path, QByteArrayView bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(ErrorCode::Io, Tr::tr("cannot create: %1").arg(file.errorString()), -1, path);
    if (file.write(bytes.data(), bytes.size()) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return fail(ErrorCode::Io, Tr::tr("cannot write: %1").arg(why), -1, path);
    }
    if (!file.commit())
        return fail(ErrorCode::Io, Tr::tr("cannot finish writing: %1").arg(file.errorString()), -1,
                    path);
    return {};
}

} // namespace soundstage
