#pragma once

#include "core/override/overridediagnostic.h"
#include "core/override/overrideentry.h"
#include "core/override/overridefile.h"

#include <QHash>
#include <QString>
#include <QStringView>

#include <deque>
#include <memory>
#include <vector>

namespace soundstage {

/// The sound files an override file names, as written, collected entry by entry for the check
/// of whether each stays inside the sound folder — which the file's `!root` decides, known only
/// once the whole file is read. A streaming parse (OverrideParser::parseEach) keeps no entries;
/// this keeps only what that check needs of their paths (issue 18: 130,000 paths kept as
/// strings and records were 9 MB of new memory, a third of `override check`'s time on a
/// machine whose page faults are dear). A plain relative path (`sfx/step.ogg`, the usual one)
/// is kept as its name's UTF-16 in shared blocks, grouped by its folder, with where it was
/// written: 16 bytes and the name. Any other path is kept whole.
///
/// Plain value; not thread-safe.
class OverrideSourcePaths final {
public:
    /// Adds the file alternatives of `entry` that were read from text (not made in code).
    void add(const OverrideEntry& entry);
    /// How many paths were added.
    [[nodiscard]] qsizetype size() const { return m_count; }

    /// Warnings (nothing is read) for the paths that leave the sound folder (`file`'s `!root`,
    /// or `fileFolder`, the override file's folder): `../` going above it, an absolute path
    /// elsewhere, or a symlink inside it pointing out. The file is still used, but a pack would
    /// not be self-contained. In line and column order.
    [[nodiscard]] std::vector<OverrideDiagnostic> checkContained(const OverrideFile& file,
                                                                 const QString& fileFolder) const;

private:
    /// A plain relative path's name (after its folder), in m_blocks from `offset`.
    struct Name {
        quint32 offset = 0;
        quint16 length = 0;
        int line = 0;
        int column = 0;
    };
    static_assert(sizeof(Name) == 16);
    /// Any other path, or a name too long for a Name.
    struct Whole {
        QString path;
        int line = 0;
        int column = 0;
    };
    /// Code units in a block; a name is at most MaxNameUnits long (NAME_MAX is 255 bytes), so
    /// it always fits in a fresh one.
    static constexpr quint32 BlockUnits = 1u << 16;
    static constexpr qsizetype MaxNameUnits = 4096;

    void addName(QStringView folder, QStringView name, int line, int column);
    [[nodiscard]] QStringView nameOf(const Name& name) const {
        return {m_blocks[name.offset / BlockUnits].get() + name.offset % BlockUnits,
                qsizetype(name.length)};
    }

    /// Names by folder (the written part before the last `/`; empty for none). A deque: it
    /// grows without copying what it holds.
    QHash<QString, std::deque<Name>> m_folders;
    QString m_lastFolder;                    ///< paths in a row often share their folder
    std::deque<Name>* m_lastNames = nullptr; ///< its names (valid until the next lookup)
    std::vector<Whole> m_whole;
    std::vector<std::unique_ptr<char16_t[]>> m_blocks;
    quint32 m_blockUsed = BlockUnits; ///< code units used in the last block
    qsizetype m_count = 0;
};

} // namespace soundstage
