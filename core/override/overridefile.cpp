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
    return resolveIn(QDir(sourceFolder(fileFolder)), alternative);
}

bool OverrideFile::isPlainRelative(QStringView path) {
    if (path.isEmpty() || path.front() == u'/' || path.back() == u'/')
        return false;
    // One pass over the characters (a search per rule cost more than the join itself): each
    // segment's length and how many of its characters are dots.
    qsizetype length = 0;
    qsizetype dots = 0;
    const auto emptyOrDotSegment = [&] { return length == 0 || (dots == length && dots <= 2); };
    for (const QChar c : path) {
        const char16_t u = c.unicode();
        if (u > u'\\') { // past every character the rules look at: lower case, most of Unicode
            ++length;
            continue;
        }
        if (u == u':' || u == u'\\')
            return false;
        if (u == u'/') {
            if (emptyOrDotSegment())
                return false;
            length = dots = 0;
            continue;
        }
        ++length;
        dots += u == u'.' ? 1 : 0;
    }
    return !emptyOrDotSegment();
}

QString OverrideFile::resolveIn(const QDir& sourceFolder, const OverrideAlternative& alternative) {
    if (alternative.isWave())
        return {};
    return resolveIn(sourceFolder, alternative.file);
}

QString OverrideFile::resolveIn(const QDir& sourceFolder, const QString& path) {
    // The folder joined to a plain path is already clean: the common case costs one string
    // instead of QDir's three (issue 18: 100,000 sounds resolved by `override check`).
    const QString folder = sourceFolder.absolutePath();
    if (folder.startsWith(u'/') && isPlainRelative(path)) {
        if (folder.endsWith(u'/'))
            return folder + path;
        return folder + u'/' + path;
    }
    return QDir::cleanPath(sourceFolder.absoluteFilePath(path));
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
