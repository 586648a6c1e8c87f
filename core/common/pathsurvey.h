#pragma once

#include <QHash>
#include <QString>
#include <QStringView>

#include <functional>
#include <span>
#include <vector>

namespace soundstage {

/// Many paths looked up on disk with a few system calls per folder instead of several per path
/// (issue 18: `override check` of a file naming 100,000 sounds). A folder that the paths name
/// at least MinNamesToList times is resolved once (realpath) and listed once (readdir): a name
/// missing from the listing is Absent, and one that is there and is not a symlink is Present
/// with its canonical path - the answers QFileInfo::canonicalFilePath() and stat() would give.
/// Everything else is Unknown, for the caller to ask the system about path by path as before:
/// a symlink, a name whose type the listing does not give, a folder named fewer times, one that
/// cannot be resolved, searched or listed, one much larger than the names asked in it, a
/// relative path, a path with a NUL byte or too long for the system.
///
/// Reads the disk as it is at the call; keeps no state. Thread-safe.
class PathSurvey final {
public:
    PathSurvey() = delete;

    enum class Status : quint8 {
        Unknown, ///< not answered: ask the system
        Absent,  ///< nothing exists at the path (the folder is missing or lacks the name)
        Present, ///< an entry that is not a symlink: canonicalPath is where it is
    };

    struct Finding {
        Status status = Status::Unknown;
        QString canonicalPath; ///< when Present: what QFileInfo::canonicalFilePath() gives
    };

    /// The names of one folder, answered by one resolution and one listing of it.
    struct FolderSurvey {
        /// The folder's canonical path ending in `/`, when it was resolved and listed: a Present
        /// name's canonical path is this followed by the name. Empty otherwise.
        QString canonicalFolder;
        std::vector<Status> status; ///< one per name, in the order given
    };

    /// Paths grouped by their folder, for surveyFolder(): each group is the indices of its
    /// paths in the caller's list, and the folder a view into the caller's strings, which must
    /// outlive it. The names are not stored: the caller takes each from its path when it
    /// surveys the folder (issue 18: 100,000 names stored here were 4 MB of memory touched).
    /// Paths in a row often share their folder: the last group is kept at hand.
    class FolderGroups final {
    public:
        using Indices = std::vector<quint32>;
        void add(QStringView folder, size_t index) {
            if (!m_last || folder != m_lastFolder) {
                m_lastFolder = folder;
                m_last = &m_groups[folder]; // used only until the next lookup
            }
            m_last->push_back(static_cast<quint32>(index));
        }
        [[nodiscard]] const QHash<QStringView, Indices>& groups() const { return m_groups; }

    private:
        QHash<QStringView, Indices> m_groups;
        QStringView m_lastFolder;
        Indices* m_last = nullptr;
    };
    /// Fewer names than this in a folder are not worth its listing.
    static constexpr qsizetype MinNamesToList = 16;

    /// The names (single path components, no `/`) inside `folder` (absolute), answered as
    /// survey() answers paths: with fewer than MinNamesToList names it can answer, all Unknown.
    /// No path string is made per name (issue 18: a folder named by 100,000 override lines).
    /// The names come from `nameAt` (0 to `count` − 1), asked as needed: the caller need not
    /// build a list of them.
    [[nodiscard]] static FolderSurvey
    surveyFolder(QStringView folder, size_t count,
                 const std::function<QStringView(size_t)>& nameAt);

    /// One finding per path, in the order given.
    [[nodiscard]] static std::vector<Finding> survey(std::span<const QString> paths);

    /// QFileInfo::canonicalFilePath() of each path, in the order given, with the same answers
    /// (empty for a path where nothing exists); only the survey's Unknown paths are asked of
    /// QFileInfo.
    [[nodiscard]] static std::vector<QString> canonicalFilePaths(std::span<const QString> paths);
};

} // namespace soundstage
