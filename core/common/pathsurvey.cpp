#include "core/common/pathsurvey.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>

#include <dirent.h>
#include <unistd.h>

namespace soundstage {

namespace {

using Finding = PathSurvey::Finding;
using Status = PathSurvey::Status;

/// A folder is read no further than this many entries for each name asked in it (and at least
/// MinEntriesRead): past that, asking path by path is cheaper than the rest of the listing.
constexpr qsizetype EntriesPerName = 64;
constexpr qsizetype MinEntriesRead = 4096;

QStringView nameOf(const QString& path) {
    return QStringView(path).sliced(path.lastIndexOf(u'/') + 1);
}

/// UTF-8 bytes of `text` (what QFile::encodeName() makes of it), counted without encoding it
/// when it is short enough for certain.
qsizetype nativeLength(QStringView text, qsizetype bound) {
    return text.size() * 3 <= bound ? text.size() : text.toUtf8().size();
}

/// No NUL and no lone surrogate (what QStringView::isValidUtf16() checks), in one pass over
/// the name: every path of a survey is asked.
bool spellable(QStringView name) {
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t u = name[i].unicode();
        if (u == 0)
            return false;
        if (!QChar::isSurrogate(u))
            continue;
        if (!QChar::isHighSurrogate(u) || i + 1 == name.size() ||
            !QChar::isLowSurrogate(name[i + 1].unicode()))
            return false;
        ++i;
    }
    return true;
}

/// A name the listing can answer for: one the system would refuse (ENAMETOOLONG, EINVAL) stays
/// Unknown, since its error is not "absent", and one QFile::encodeName() cannot spell exactly
/// (a lone surrogate) could be another entry's name.
bool listable(QStringView name, qsizetype nativeFolderLength) {
    return spellable(name) && nativeLength(name, NAME_MAX) <= NAME_MAX &&
           nativeFolderLength + 1 + nativeLength(name, PATH_MAX) < PATH_MAX;
}

/// An entry's name as a QString, or a null one when it is not UTF-8 that decodes and encodes
/// back to the same bytes (no name asked can then be its name).
QString decodedName(const char* native) {
    const QByteArray bytes = QByteArray::fromRawData(native, qsizetype(strlen(native)));
    const QString name = QFile::decodeName(bytes);
    const bool ascii = std::all_of(bytes.begin(), bytes.end(),
                                   [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    return ascii || QFile::encodeName(name) == bytes ? name : QString();
}

} // namespace

PathSurvey::FolderSurvey
PathSurvey::surveyFolder(QStringView folder, size_t count,
                         const std::function<QStringView(size_t)>& nameAt) {
    FolderSurvey result;
    result.status.assign(count, Status::Unknown);
    const QByteArray nativeFolder = QFile::encodeName(folder.toString());
    if (nativeFolder.contains('\0'))
        return result;
    std::vector<bool> answerable;
    answerable.reserve(count);
    qsizetype asked = 0;
    for (size_t m = 0; m < count; ++m) {
        answerable.push_back(listable(nameAt(m), nativeFolder.size()));
        asked += answerable.back() ? 1 : 0;
    }
    if (asked < MinNamesToList)
        return result;
    char resolved[PATH_MAX];
    if (!::realpath(nativeFolder.constData(), resolved)) {
        // The path's own resolution stops at the same missing component.
        if (errno == ENOENT || errno == ENOTDIR)
            for (size_t m = 0; m < count; ++m)
                if (answerable[m])
                    result.status[m] = Status::Absent;
        return result;
    }
    QByteArray prefix(resolved);
    if (!prefix.endsWith('/'))
        prefix += '/';
    const QString canonicalPrefix = decodedName(prefix.constData());
    if (canonicalPrefix.isNull() || ::access(resolved, X_OK) != 0)
        return result;
    DIR* listing = ::opendir(resolved);
    if (!listing)
        return result;
    // The listing's names (views into `listed`, whose buffers stay put) and their entry types.
    const qsizetype mostEntries = std::max(MinEntriesRead, EntriesPerName * asked);
    std::vector<QString> listed;
    QHash<QStringView, int> typeOf;
    bool complete = true;
    while (const dirent* entry = ::readdir(listing)) {
        if (qsizetype(listed.size()) >= mostEntries) {
            complete = false;
            break;
        }
        QString name = decodedName(entry->d_name);
        if (name.isNull())
            continue;
        typeOf.insert(name, entry->d_type);
        listed.push_back(std::move(name));
    }
    ::closedir(listing);
    if (!complete)
        return result;
    result.canonicalFolder = canonicalPrefix;
    for (size_t m = 0; m < count; ++m) {
        if (!answerable[m])
            continue;
        const auto it = typeOf.constFind(nameAt(m));
        if (it == typeOf.cend())
            result.status[m] = Status::Absent;
        else if (*it != DT_LNK && *it != DT_UNKNOWN)
            result.status[m] = Status::Present;
    }
    return result;
}

std::vector<Finding> PathSurvey::survey(std::span<const QString> paths) {
    std::vector<Finding> found(paths.size());
    FolderGroups folders;
    for (size_t i = 0; i < paths.size(); ++i) {
        const QString& path = paths[i];
        if (!path.startsWith(u'/'))
            continue;
        const QStringView name = nameOf(path);
        if (name.isEmpty() || name == u"." || name == u"..")
            continue;
        folders.add(QStringView(path).first(std::max<qsizetype>(path.size() - name.size() - 1, 1)),
                    i);
    }
    for (auto it = folders.groups().cbegin(); it != folders.groups().cend(); ++it) {
        if (qsizetype(it->size()) < MinNamesToList)
            continue;
        const FolderGroups::Indices& indices = *it;
        const auto nameAt = [&](size_t m) { return nameOf(paths[indices[m]]); };
        const FolderSurvey folder = surveyFolder(it.key(), indices.size(), nameAt);
        for (size_t m = 0; m < indices.size(); ++m) {
            Finding& finding = found[indices[m]];
            finding.status = folder.status[m];
            if (finding.status == Status::Present)
                finding.canonicalPath = folder.canonicalFolder + nameAt(m);
        }
    }
    return found;
}

std::vector<QString> PathSurvey::canonicalFilePaths(std::span<const QString> paths) {
    std::vector<Finding> found = survey(paths);
    std::vector<QString> out;
    out.reserve(paths.size());
    for (size_t i = 0; i < paths.size(); ++i) {
        switch (found[i].status) {
        case Status::Absent:
            out.emplace_back();
            break;
        case Status::Present:
            out.push_back(std::move(found[i].canonicalPath));
            break;
        case Status::Unknown:
            out.push_back(QFileInfo(paths[i]).canonicalFilePath());
            break;
        }
    }
    return out;
}

} // namespace soundstage
