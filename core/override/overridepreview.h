#pragma once

#include "core/common/error.h"
#include "core/override/overrideapply.h"
#include "core/override/overridefile.h"
#include "core/override/overridehookcheck.h"
#include "core/records/soundtable.h"

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace soundstage {

class DatFile;

/// An override file applied, for previewing on top of a dat: the parsed file with every
/// diagnostic (the parser's, and with a dat the checks of OverrideDatCheck — unknown tables,
/// sound types and waves, missing or undecodable files), the tables as the override makes them
/// and the apply report (which sounds it touched, which variants stand for local files).
/// A plain value; the editor keeps one per document (DocumentSession::appliedOverride()).
struct OverridePreview {
    QString path;                         ///< the override file, absolute
    OverrideFile file;                    ///< diagnostics include the dat and file checks
    std::map<quint32, SoundTable> tables; ///< the input tables with the override applied
    OverrideApply::Report report;
    /// `file.diagnostics` but the hook lines' checks, which depend on the records checked
    /// against (see checkHooks()).
    std::vector<OverrideDiagnostic> diagnosticsBesideHooks;

    /// The override's take on one sound type of one table, for an editor that shows and plays
    /// it: the variant list the file makes (empty when the file silences the sound type), and
    /// per variant the absolute path of the local file it stands for (empty for a dat wave).
    /// Pointers point into this preview and live as long as it does.
    struct Sound {
        const OverrideApply::Applied* applied = nullptr; ///< never null in a returned Sound
        const OverrideEntry* entry = nullptr; ///< the line that made it (its alternatives map 1:1
                                              ///< onto `variants`); null for entries made in code
        std::vector<SoundVariant> variants;
        std::vector<QString> localFiles; ///< same size as `variants`
    };

    /// The override's list for a sound type the file touches (replaced, added or silenced), or
    /// nothing when it does not touch it.
    [[nodiscard]] std::optional<Sound> sound(quint32 table, quint32 soundType) const;
    /// The entry read from `line` (1-based), or nullptr.
    [[nodiscard]] const OverrideEntry* entryAt(int line) const;
    /// The `wave 0x0A…` entry that replaces `wave` wherever it plays, or nullptr. Lines with
    /// errors do not count (the apply skips them too).
    [[nodiscard]] const OverrideEntry* waveReplacement(quint32 wave) const;
    /// Every usable `wave` entry, in file order.
    [[nodiscard]] std::vector<const OverrideEntry*> waveReplacements() const;
    /// Every named event (`player hits door`), in file order: read and kept, but the retail
    /// client has no named events, so nothing plays them in a preview.
    [[nodiscard]] std::vector<const OverrideEntry*> namedEvents() const;
    /// The absolute path of a file alternative (relative paths start at the file's `!root`).
    [[nodiscard]] QString resolve(const OverrideAlternative& alternative) const;

    /// Checks the hook lines again against the records `hooks` gives — the editor's after an
    /// edit inserted or removed a hook, so `[N]` counts as the document does now: the
    /// diagnostics become diagnosticsBesideHooks and the new check's. The apply report does not
    /// depend on them (a hook line names its hook by place and ordinal; what plays resolves it
    /// against the records it plays). True when the diagnostics changed.
    bool checkHooks(const OverrideHookCheck::Lookup& hooks);

    /// Reads, parses, checks (against `dat` when given, and the local files) and applies onto a
    /// copy of `tables`. The hook lines are checked against `hooks` when given (the editor's
    /// records: OverrideHookCheck::indexLookup), else against `dat`. Fails only when the file
    /// cannot be read (Io) or is implausibly large; language errors are diagnostics, and lines
    /// with errors are skipped by the apply.
    [[nodiscard]] static Result<OverridePreview> load(const QString& path,
                                                      const std::map<quint32, SoundTable>& tables,
                                                      const DatFile* dat = nullptr,
                                                      const OverrideHookCheck::Lookup& hooks = {});
};

} // namespace soundstage
