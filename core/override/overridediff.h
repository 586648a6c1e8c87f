#pragma once

#include "core/override/overridefile.h"
#include "core/override/soundtypelookup.h"
#include "core/records/soundtable.h"

#include <QByteArray>
#include <QString>

#include <map>
#include <vector>

namespace soundstage {

/// Override lines that turn one set of SoundTables (a dat as shipped) into another (the same dat
/// edited): the inverse of OverrideApply.
///
/// For every table of `edited`, every sound type (the first root child of each key, the one the
/// client plays) whose variant list differs from `original` — or that `original` does not have —
/// becomes `table/sound, priority = wave, volume, probability ; …` with dat wave ids as sources;
/// every sound type of `original` that `edited` no longer has (or whose table is gone) becomes a
/// silenced event `table/sound, 0 =`. The file says `!pick retail` (these are dat tables, picked
/// by the client's picker) and `!volume unit`.
///
/// What the language cannot say is listed in `notes` (and written as comments by write()): an
/// entry has one priority, so variants of one sound with different priorities get the first
/// one's; a new table's root record and any grandchildren; a sound type kept with an empty
/// variant list (it becomes silenced, which apply turns into "removed"); a volume or probability
/// outside the language's 0..1 (written clamped). Floats are written in their shortest decimal
/// form, so parsing the text back gives bit-identical values.
/// Pure functions; thread-safe.
class OverrideDiff final {
public:
    OverrideDiff() = delete;

    struct Changes {
        OverrideFile file;          ///< entries made in code (line 0), sorted like the writer's
        std::vector<QString> notes; ///< what could not be expressed exactly
        int changedSounds = 0;
        int addedSounds = 0;
        int removedSounds = 0;
        int changedHooks = 0;  ///< hook lines that change a hook (OverrideHookDiff)
        int silencedHooks = 0; ///< hook lines that silence a hook (OverrideHookDiff)
    };

    [[nodiscard]] static Changes
    diff(const std::map<quint32, SoundTable>& original, const std::map<quint32, SoundTable>& edited,
         const SoundTypeLookup& soundTypes = SoundTypeLookup::client());

    /// The canonical text of a diff: a header comment naming both sides (`originalName`,
    /// `editedName`, e.g. the dat paths), the notes as comments, then OverrideWriter's output.
    [[nodiscard]] static QByteArray write(const Changes& result, const QString& originalName,
                                          const QString& editedName);
};

} // namespace soundstage
