#include "core/override/overridefile.h"

#include <QDir>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace soundstage {

QString OverrideFile::text(const OverrideEntry& entry) const {
    if (entry.textOffset < 0 || entry.textOffset + entry.textLength > source.size())
        return {};
    return QString::fromUtf8(QByteArrayView(source).sliced(entry.textOffset, entry.textLength));
}

bool OverrideFile::hasErrors() const {
    return errorCount() > 0;
}

int OverrideFile::errorCount() const {
    return static_cast<int>(std::ranges::count(diagnostics, OverrideDiagnostic::Severity::Error,
                                               &OverrideDiagnostic::severity));
}

int OverrideFile::warningCount() const {
    return static_cast<int>(diagnostics.size()) - errorCount();
}

double OverrideFile::gain(const OverrideAlternative& alternative) const {
    return volumeUnit == VolumeUnit::Percent ? alternative.volume / 100.0 : alternative.volume;
}

QString OverrideFile::sourceFolder(const QString& fileFolder) const {
    if (root.isEmpty())
        return QDir::cleanPath(fileFolder);
    return QDir::cleanPath(QDir(fileFolder).absoluteFilePath(root));
}

QString OverrideFile::resolve(const OverrideAlternative& alternative,
                              const QString& fileFolder) const {
    if (alternative.isWave())
        return {};
    return QDir::cleanPath(QDir(sourceFolder(fileFolder)).absoluteFilePath(alternative.file));
}

QString OverrideFile::volumeUnitName(VolumeUnit unit) {
    return unit == VolumeUnit::Percent ? u"percent"_s : u"unit"_s;
}

QString OverrideFile::pickModeName(PickMode mode) {
    switch (mode) {
    case PickMode::Retail:
        return u"retail"_s;
    case PickMode::Weighted:
        return u"weighted"_s;
    case PickMode::Uniform:
        break;
    }
    return u"uniform"_s;
}

} // namespace soundstage
