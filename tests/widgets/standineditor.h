#pragma once

// A stand-in for the user's audio editor in Edit Wave in External Editor tests: a shell script
// that does what an editor does to the file it was given ($1), set as the external editor
// preference (`/bin/sh SCRIPT %f`).

#include <QFile>
#include <QSettings>
#include <QString>
#include <QTemporaryDir>

namespace soundstage::test {

/// Writes `body` as DIR/NAME.sh and makes it the external editor; false when it cannot.
[[nodiscard]] inline bool useStandInEditor(const QTemporaryDir& dir, const QString& name,
                                           const QString& body) {
    const QString script = dir.filePath(name + QStringLiteral(".sh"));
    QFile file(script);
    if (!file.open(QIODevice::WriteOnly) || file.write(body.toUtf8()) < 0)
        return false;
    file.close();
    QSettings().setValue(QStringLiteral("preferences/externalEditor"),
                         QStringLiteral("/bin/sh \"%1\" %f").arg(script));
    return true;
}

} // namespace soundstage::test
