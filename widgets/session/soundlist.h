#pragma once

#include "core/override/overridepreview.h"
#include "core/records/soundtable.h"

#include <QString>

#include <memory>
#include <vector>

namespace soundstage {

/// What the editor shows and plays for one sound type of one table
/// (DocumentSession::soundList()): the dat's own variant list, or — when the active override
/// file touches the sound type — the override's list, with the local file each variant stands
/// for. A snapshot: it holds the preview it points into, so it stays valid while kept.
struct SoundList {
    bool exists = false; ///< the dat (or the active override) has the sound type in that table
    std::vector<SoundVariant> variants;
    std::vector<QString> localFiles; ///< per variant: absolute path of a local file, or empty
    /// Set when `variants` is the override's list (then `applied` and usually `entry` are too).
    std::shared_ptr<const OverridePreview> preview;
    const OverrideApply::Applied* applied = nullptr;
    const OverrideEntry* entry = nullptr; ///< its alternatives map 1:1 onto `variants`

    [[nodiscard]] bool overridden() const { return preview != nullptr && applied != nullptr; }
    [[nodiscard]] QString localFile(int variant) const {
        return variant >= 0 && variant < static_cast<int>(localFiles.size())
                   ? localFiles[static_cast<std::size_t>(variant)]
                   : QString();
    }
};

} // namespace soundstage
