#include "core/override/overridesourcepaths.h"

#include "core/common/pathsurvey.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cstring>

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS: the message stays in the context it
// has always been translated in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverrideDatCheck)
};

/// A folder, and the same ending in `/` (made once: every path is tested against it).
struct Folder {
    QString path;
    QString withSlash;

    explicit Folder(QString p)
        : path(std::move(p))
        , withSlash(path.endsWith(u'/') ? path : path + u'/') {}

    /// Whether `other` is this folder or inside it.
    [[nodiscard]] bool holds(const QString& other) const {
        return !path.isEmpty() && (other == path || other.startsWith(withSlash));
    }
};

/// A path that leaves the sound folder, as written, and where.
struct Leaving {
    int line = 0;
    int column = 0;
    QString written;
};

} // namespace

void OverrideSourcePaths::add(const OverrideEntry& entry) {
    for (const OverrideAlternative& a : entry.alternatives) {
        if (a.isWave() || a.file.isEmpty() || !a.sourceSpan.isValid())
            continue;
        ++m_count;
        const QString& written = a.file;
        const qsizetype slash = written.lastIndexOf(u'/');
        const QStringView name = QStringView(written).sliced(slash + 1);
        if (name.size() <= MaxNameUnits && OverrideFile::isPlainRelative(written)) {
            addName(QStringView(written).first(std::max<qsizetype>(slash, 0)), name,
                    a.sourceSpan.line, a.sourceSpan.column);
        } else {
            m_whole.push_back({written, a.sourceSpan.line, a.sourceSpan.column});
        }
    }
}

void OverrideSourcePaths::addName(QStringView folder, QStringView name, int line, int column) {
    if (!m_lastNames || folder != m_lastFolder) {
        m_lastFolder = folder.toString();
        m_lastNames = &m_folders[m_lastFolder];
    }
    if (BlockUnits - m_blockUsed < quint32(name.size())) {
        m_blocks.push_back(std::make_unique_for_overwrite<char16_t[]>(BlockUnits));
        m_blockUsed = 0;
    }
    const quint32 offset = quint32(m_blocks.size() - 1) * BlockUnits + m_blockUsed;
    std::memcpy(m_blocks.back().get() + m_blockUsed, name.utf16(),
                size_t(name.size()) * sizeof(char16_t));
    m_blockUsed += quint32(name.size());
    m_lastNames->push_back({offset, quint16(name.size()), line, column});
}

std::vector<OverrideDiagnostic>
OverrideSourcePaths::checkContained(const OverrideFile& file, const QString& fileFolder) const {
    const QString base = QDir::cleanPath(file.sourceFolder(fileFolder));
    const QString canonicalBase = QFileInfo(base).canonicalFilePath();
    const Folder baseFolder(base);
    const Folder canonicalFolder(canonicalBase);
    // Lexically first (`../`, absolute paths); then where symlinks really lead, for a file that
    // exists. A plain relative path is lexically inside: it is looked up as a name in its
    // folder, each folder resolved and listed once (PathSurvey::surveyFolder), and no path
    // string is made for it unless its folder is left to the system. Any other path is resolved
    // whole, and those lexically inside are looked up together.
    const bool checkReal = !canonicalBase.isEmpty();
    const bool plainInside = checkReal && base.startsWith(u'/');
    std::vector<Leaving> leaving;
    std::vector<Leaving> resolvedInside; // lexically inside, where they really lead asked after
    std::vector<QString> resolvedPaths;
    const QDir sourceFolder(file.sourceFolder(fileFolder));
    const auto resolveWhole = [&](const QString& written, int line, int column) {
        QString path = OverrideFile::resolveIn(sourceFolder, written);
        if (!baseFolder.holds(path)) {
            leaving.push_back({line, column, written});
        } else if (checkReal) {
            resolvedInside.push_back({line, column, written});
            resolvedPaths.push_back(std::move(path));
        }
    };
    for (const Whole& w : m_whole)
        resolveWhole(w.path, w.line, w.column);
    for (auto it = m_folders.cbegin(); it != m_folders.cend(); ++it) {
        const QString& folder = it.key();
        const std::deque<Name>& names = *it;
        const auto written = [&](const Name& n) {
            return folder.isEmpty() ? nameOf(n).toString() : folder + u'/' + nameOf(n);
        };
        if (!plainInside) {
            for (const Name& n : names)
                resolveWhole(written(n), n.line, n.column);
            continue;
        }
        const QString folderPath = folder.isEmpty() ? base : base + u'/' + folder;
        const PathSurvey::FolderSurvey survey = PathSurvey::surveyFolder(
            folderPath, names.size(), [&](size_t m) { return nameOf(names[m]); });
        // A name in a listed folder that is there and not a symlink is where its folder is.
        const bool folderInside = survey.canonicalFolder.startsWith(canonicalFolder.withSlash);
        for (size_t m = 0; m < names.size(); ++m) {
            const Name& n = names[m];
            bool leaves = false;
            switch (survey.status[m]) {
            case PathSurvey::Status::Absent:
                break;
            case PathSurvey::Status::Present:
                leaves = !folderInside;
                break;
            case PathSurvey::Status::Unknown: {
                const QString real = QFileInfo(folderPath + u'/' + nameOf(n)).canonicalFilePath();
                leaves = !real.isEmpty() && !canonicalFolder.holds(real);
                break;
            }
            }
            if (leaves)
                leaving.push_back({n.line, n.column, written(n)});
        }
    }
    const std::vector<QString> real = PathSurvey::canonicalFilePaths(resolvedPaths);
    for (size_t k = 0; k < resolvedInside.size(); ++k) {
        if (!real[k].isEmpty() && !canonicalFolder.holds(real[k]))
            leaving.push_back(std::move(resolvedInside[k]));
    }

    std::ranges::stable_sort(leaving, [](const Leaving& a, const Leaving& b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
    std::vector<OverrideDiagnostic> out;
    out.reserve(leaving.size());
    for (const Leaving& l : leaving) {
        out.push_back({l.line, l.column, OverrideDiagnostic::Severity::Warning,
                       Tr::tr("`%1` is outside the sound folder %2: it is read, but a "
                              "pack of this file would not be self-contained")
                           .arg(l.written, base)});
    }
    return out;
}

} // namespace soundstage
