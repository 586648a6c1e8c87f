#pragma once

#include "core/override/overridediagnostic.h"
#include "core/override/overrideentry.h"

#include <QByteArray>
#include <QDir>
#include <QString>

#include <vector>

namespace soundstage {

/// A comment of an override file: `#` to the end of its line.
struct OverrideComment {
    int line = 0;          ///< 1-based
    int column = 0;        ///< 1-based column of the `#`
    QString text;          ///< everything after the `#`, verbatim
    bool trailing = false; ///< written after an entry or a directive on the same line
};

/// A directive line `!name value` as written. Known ones also set OverrideFile's fields.
struct OverrideDirective {
    int line = 0;
    int column = 0;     ///< column of the `!`
    QString name;       ///< without the `!`
    QString value;      ///< unquoted value (may be empty)
    QString text;       ///< everything from `!` to the comment or end of line, trimmed
    bool known = false; ///< one of soundstage-override, volume, pick, root
};

/// A parsed override file: settings from its directives, its entries in file order, its
/// comments and directives with their positions (so a rewrite keeps them) and every problem
/// found. Plain value type; copy freely.
struct OverrideFile {
    enum class VolumeUnit {
        Unit,    ///< `!volume unit`: volumes are linear gains 0..1 (the default)
        Percent, ///< `!volume percent`: volumes are 0..100 (100 = gain 1)
    };
    enum class PickMode {
        Uniform,  ///< each alternative equally likely, then its probability gates it (default)
        Retail,   ///< the AC client: index trunc((N−1)·u), last never chosen, then the gate
        Weighted, ///< chosen in proportion to probability, always plays
    };

    static constexpr int currentVersion = 1;

    int version = currentVersion;
    VolumeUnit volumeUnit = VolumeUnit::Unit;
    PickMode pick = PickMode::Uniform;
    QString root; ///< `!root` as written; empty means the file's own folder

    /// The UTF-8 bytes that were parsed, as given (a byte-order mark included); entries point
    /// into it by byte offset. Shared with the parser's input, so it costs no copy.
    QByteArray source;
    std::vector<OverrideEntry> entries;
    std::vector<OverrideComment> comments;       ///< in file order
    std::vector<OverrideDirective> directives;   ///< in file order
    std::vector<OverrideDiagnostic> diagnostics; ///< in line, column order

    /// The original line of an entry read from `source`, decoded (invalid UTF-8 as U+FFFD);
    /// empty for entries made in code.
    [[nodiscard]] QString text(const OverrideEntry& entry) const;

    [[nodiscard]] bool hasErrors() const;
    [[nodiscard]] int errorCount() const;
    [[nodiscard]] int warningCount() const;

    /// An alternative's volume as a linear gain 0..1, whatever the file's unit.
    [[nodiscard]] double gain(const OverrideAlternative& alternative) const;
    /// The folder that relative source paths start from, for a file stored in `fileFolder`.
    [[nodiscard]] QString sourceFolder(const QString& fileFolder) const;
    /// The absolute path of a file alternative for a file stored in `fileFolder`.
    [[nodiscard]] QString resolve(const OverrideAlternative& alternative,
                                  const QString& fileFolder) const;
    /// The same, the folder given as QDir(sourceFolder(fileFolder)): for many alternatives, the
    /// folder is worked out once.
    [[nodiscard]] static QString resolveIn(const QDir& sourceFolder,
                                           const OverrideAlternative& alternative);
    /// The same for a path as a file alternative writes it.
    [[nodiscard]] static QString resolveIn(const QDir& sourceFolder, const QString& path);

    /// A relative path that QDir::cleanPath() leaves as it is when it follows a clean absolute
    /// folder: no `:` (QDir treats some such paths as absolute), no `\` (a separator on
    /// Windows), no empty, `.` or `..` segment. Such a path stays inside that folder.
    [[nodiscard]] static bool isPlainRelative(QStringView path);

    [[nodiscard]] static QString volumeUnitName(VolumeUnit unit); ///< "unit" / "percent"
    [[nodiscard]] static QString pickModeName(PickMode mode); ///< "uniform" / "retail" / "weighted"
};

} // namespace soundstage
