#pragma once

#include "core/common/error.h"
#include "core/dat/datentry.h"

#include <QByteArrayView>
#include <QString>

#include <vector>

namespace soundstage {

class DatFile;

/// One field that differs between two versions of a record. `path` names it the way the JSON
/// shapes do ("sounds.Swoosh2.variants[1].volume", "ambient[0].table", "rate"); `before` /
/// `after` are display values (floats in their shortest form, ids as 0x%08X); an empty
/// `before` means the thing was added, an empty `after` that it was removed.
struct FieldChange {
    QString path;
    QString before;
    QString after;

    friend bool operator==(const FieldChange&, const FieldChange&) = default;
};

/// A record present in both dats whose bytes differ.
struct RecordDiff {
    quint32 id = 0;
    quint32 sizeBefore = 0; ///< record bytes (inflated when stored compressed)
    quint32 sizeAfter = 0;
    std::vector<FieldChange> changes; ///< empty for records Soundstage does not decode
    QString note;                     ///< e.g. "does not decode in the first dat: …" (translated)
};

/// What differs between dat A (before) and dat B (after).
struct DatDiffResult {
    std::vector<DatEntry> added;   ///< in B only (B's entries)
    std::vector<DatEntry> removed; ///< in A only (A's entries)
    std::vector<RecordDiff> changed;
    qint64 unchanged = 0;

    [[nodiscard]] bool identical() const {
        return added.empty() && removed.empty() && changed.empty();
    }
};

/// Compares two dats id by id (content bytes, so a record moved to other blocks or re-dated
/// is unchanged), and describes what changed inside sound records:
/// - SoundTable: root key and records, sound types added/removed, each variant field by field
///   (wave, priority, probability, volume), variants added/removed, nested nodes, order;
/// - Wave: format tag, channels, rate, bits, header size, data size, sample bytes;
/// - Region: each ambient table (its SoundTable and every ambient sound's fields), scene types,
///   and whether the opaque parts differ;
/// - Setup: the five default ids and the placement frames' hooks (a Setup that is not a whole
///   Setup: the default SoundTable and the other bytes);
/// - Animation: flags, part and frame counts, each frame's hooks field by field
///   ("frames[3].hooks[0].probability"), hooks added/removed, whether part frames moved;
/// - MotionTable: default style, each cycle / modifier / link by style and motion
///   ("cycles.NonCombat/WalkForward.anims"), added/removed;
/// - PhysicsScript: each entry's start time and hook; PhysicsScriptTable: each script type.
/// Read-only and stateless.
class DatDiff final {
public:
    DatDiff() = delete;

    /// Errors are the readers' (B-tree or chain problems), naming the file.
    [[nodiscard]] static Result<DatDiffResult> compare(const DatFile& before, const DatFile& after);

    /// The field changes between two versions of record `id` (decoded by its id's type).
    /// `note` receives a message when either side does not decode.
    [[nodiscard]] static std::vector<FieldChange> compareRecords(quint32 id, QByteArrayView before,
                                                                 QByteArrayView after,
                                                                 QString* note = nullptr);
};

} // namespace soundstage
