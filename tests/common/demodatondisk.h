#pragma once

// The demo dat as a file on disk that another program may change while it is open.
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QString>

#include <memory>
#include <utility>

namespace soundstage::test {

/// The demo dat written to `path` and opened; null when either failed.
inline std::unique_ptr<DatFile> openDemoDat(const QString& path) {
    if (!DemoDat::write(path))
        return nullptr;
    auto opened = DatFile::open(path);
    return opened ? std::move(*opened) : nullptr;
}

/// Flips the last byte of the file at `path` in place, keeping its length, and sets its
/// modification time seconds later, as a program writing it a while after the opening does (a
/// write within the file system's time resolution of the opening keeps the time).
inline bool rewriteInPlace(const QString& path) {
    const QDateTime before = QFileInfo(path).lastModified();
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite))
        return false;
    const qint64 last = file.size() - 1;
    char byte = 0;
    if (!file.seek(last) || !file.getChar(&byte) || !file.seek(last) ||
        !file.putChar(char(byte ^ 0x5A)) || !file.flush())
        return false;
    return file.setFileTime(before.addSecs(3), QFileDevice::FileModificationTime);
}

} // namespace soundstage::test
