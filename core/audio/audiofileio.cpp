#include "core/audio/audiofileio.h"

#include "core/common/atomicfile.h"
#include "core/common/inputfile.h"
#include <QCoreApplication>

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
    return AtomicFile::write(path, bytes);
}

} // namespace soundstage
