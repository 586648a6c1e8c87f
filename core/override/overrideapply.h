#pragma once

#include "core/override/overridefile.h"
#include "core/records/soundtable.h"

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace soundstage {

/// Applies an override file onto a set of SoundTables (e.g. a copy of SoundCatalog::tables()),
/// the way a client reading the file after its own tables would see them. The inverse of
/// OverrideDiff: diff(original, edited) applied onto `original` gives `edited`.
///
/// - `table/sound` replaces that sound type's variant list (the table's first root child of that
///   key; its grandchildren are kept) with one variant per alternative:
///   {wave, priority = the entry's priority, probability, volume = OverrideFile::gain()}. A
///   sound type the table lacks is appended; a table the set lacks is created
///   (SoundTable::makeEmpty) and counted in `createdTables`.
/// - A silenced `table/sound` (empty right side) removes the sound type from the table.
/// - `*/sound` does the same in every table that has the sound type, except tables where a
///   `table/sound` entry names it (that entry wins).
/// - A local file cannot be a dat variant without importing it: it becomes a placeholder variant
///   with wave 0 (silence in the dat's terms) at its place in the list, and is listed in
///   `localSources` with its table, sound type, variant index and resolved path, so an
///   auditioner can play the file for that variant.
/// - Hook lines (`anim 0x03000514:4`, `script 0x33000010@0.5`) act when the hook fires, not on
///   tables: each becomes a HookChange in `hooks` (MotionSimulation plays it). Whether the hook
///   exists and can take the change is OverrideDatCheck's to say; a change a hook cannot take is
///   not played.
/// - `wave` and named events act at play time, not on tables: they are listed in `skipped`.
/// - Entries whose line had errors are skipped too (listed in `skipped`).
///
/// Pure apart from the tables it is given; thread-safe on distinct inputs.
class OverrideApply final {
public:
    OverrideApply() = delete;

    /// One sound type the file changed, for marks in an editor.
    struct Applied {
        enum class Kind { Replaced, Added, Removed };
        Kind kind = Kind::Replaced;
        quint32 table = 0;
        quint32 soundType = 0;
        int line = 0;            ///< the override line (0 for entries made in code)
        QString text;            ///< the entry in canonical form (OverrideWriter::entryLine)
        bool everyTable = false; ///< came from a `*/sound` entry
    };
    /// A variant that stands for a local file.
    struct LocalSource {
        quint32 table = 0;
        quint32 soundType = 0;
        int variant = 0; ///< index in the sound type's new variant list
        QString path;    ///< absolute (OverrideFile::resolve)
        double gain = 1; ///< linear 0..1
        double probability = 1;
        int line = 0;
    };
    /// What one sound hook does instead, from a hook line.
    struct HookChange {
        bool inScript = false;        ///< a PhysicsScript hook (`time`) rather than an Animation's
        quint32 record = 0;           ///< Animation 0x03… or PhysicsScript 0x33…
        int frame = 0;                ///< Animation: the frame
        double time = 0.0;            ///< PhysicsScript: the entry's start time, seconds
        std::optional<int> hookIndex; ///< `[N]`; nothing: the place's only sound hook
        int line = 0;
        QString text;                     ///< the entry in canonical form
        bool silenced = false;            ///< empty right side: the hook plays nothing
        std::optional<quint32> soundType; ///< `sound:NAME`: the SoundTable hook fires this type
        /// One alternative: a Sound or SoundTweaked hook plays it instead of its wave.
        bool replacesWave = false;
        quint32 wave = 0;         ///< the alternative's dat wave (0 for a file, or silence)
        QString file;             ///< the alternative's local file, absolute; empty for a dat wave
        double gain = 1.0;        ///< linear 0..1 (a SoundTweaked hook's volume)
        double probability = 1.0; ///< a SoundTweaked hook's gate (1 when not written)
        bool probabilityWritten = false; ///< the line wrote the probability
        double priority = 0.0;           ///< the line's priority (a SoundTweaked hook's field)
    };
    struct Skipped {
        int line = 0;
        QString reason; ///< translated
    };
    struct Report {
        std::vector<Applied> applied; ///< in file order, `*/sound` expanded per table
        std::vector<LocalSource> localSources;
        std::vector<Skipped> skipped;
        std::vector<HookChange> hooks; ///< in file order
        int createdTables = 0;

        /// The mark for one sound type, or nullptr when the file does not touch it.
        [[nodiscard]] const Applied* find(quint32 table, quint32 soundType) const;
        /// The local file standing for one variant, or nullptr.
        [[nodiscard]] const LocalSource* localSource(quint32 table, quint32 soundType,
                                                     int variant) const;
        /// The change of the sound hook that is the `ordinal`-th of `count` sound hooks at one
        /// place (an Animation's frame, or a script's start time when `frame` < 0), or nullptr.
        /// A change without `[N]` names the place's only sound hook.
        [[nodiscard]] const HookChange* hook(quint32 record, int frame, double time, int ordinal,
                                             int count) const;
    };

    /// `fileFolder` is the override file's folder (for local paths; may be empty when the file
    /// holds only dat waves).
    static Report apply(const OverrideFile& file, std::map<quint32, SoundTable>& tables,
                        const QString& fileFolder = {});
};

} // namespace soundstage
