#include "widgets/session/documentplaces.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace soundstage::DocumentPlaces {

namespace {

constexpr auto LastFolderKey = "files/lastFolder"_L1;

QString documentsFolder() {
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() || !QFileInfo(documents).isDir() ? QDir::homePath() : documents;
}

} // namespace

QString demoDatPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
        .filePath(u"demo.dat"_s);
}

bool isDemoDat(const QString& path) {
    if (path.isEmpty())
        return false;
    return QFileInfo(path).absoluteFilePath() == QFileInfo(demoDatPath()).absoluteFilePath();
}

QString displayName(const QString& path) {
    if (isDemoDat(path))
        return QCoreApplication::translate("soundstage::DocumentPlaces", "Demo dat");
    return QFileInfo(path).fileName();
}

QString startFolder(const QString& datPath) {
    if (!datPath.isEmpty() && !isDemoDat(datPath))
        return QFileInfo(datPath).absolutePath();
    const QString last = QSettings().value(LastFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return documentsFolder();
}

void rememberChosen(const QString& chosenPath) {
    if (chosenPath.isEmpty())
        return;
    const QString folder = QFileInfo(chosenPath).absolutePath();
    // The cache folder is the demo's, not a place the user went to.
    if (folder == QFileInfo(demoDatPath()).absolutePath())
        return;
    QSettings().setValue(LastFolderKey, folder);
}

QString savedCopyName(const QString& datPath, const QString& folder) {
    static const QRegularExpression edited(u"-edited(-[0-9]+)?$"_s);
    QString base = QFileInfo(datPath).completeBaseName();
    base.remove(edited);
    if (base.isEmpty())
        base = u"dat"_s;
    const QDir dir(folder);
    const QString self = QFileInfo(datPath).absoluteFilePath();
    const auto taken = [&](const QString& name) {
        return dir.exists(name) || QFileInfo(dir.filePath(name)).absoluteFilePath() == self;
    };
    QString name = base + u"-edited.dat"_s;
    // Bounded: a folder holding ten thousand copies gets the last name proposed (the dialog asks
    // before overwriting).
    for (int n = 2; taken(name) && n <= 10000; ++n)
        name = u"%1-edited-%2.dat"_s.arg(base).arg(n);
    return name;
}

} // namespace soundstage::DocumentPlaces
