#pragma once

// A file with given bytes in a test's temporary folder.
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace soundstage::test {

/// Writes `bytes` to `name` in `dir`; its path, or empty when it could not be written.
inline QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

} // namespace soundstage::test
