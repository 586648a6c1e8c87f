#pragma once

#include "core/override/overridepreview.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/fpumodel.h"

#include <QString>

#include <vector>

namespace soundstage {

/// The odds of one sound type's list as an override file makes it, the one computation the
/// editor's grid and chart (DocumentSession::outcomeOf) and the CLI's `--override` share: the
/// file's `!pick` mode states the chances (OverrideChances), a local file that does not exist
/// plays nothing (MissingFile), and a dat wave the dat lacks plays nothing (MissingWave) unless a
/// `wave` line of the file replaces it. A list without its line (`entry` null, or of another
/// length) is the client's pick over `variants` (EventOutcome::compute).
/// Pure apart from asking the file system whether local files exist; any thread.
class OverrideOutcome final {
public:
    OverrideOutcome() = delete;

    [[nodiscard]] static EventOutcome of(const OverridePreview& preview, const OverrideEntry* entry,
                                         const std::vector<SoundVariant>& variants,
                                         const std::vector<QString>& localFiles, FpuModel model,
                                         const WaveExists& waveExists);
    /// The same for a sound type the preview touches (OverridePreview::sound()).
    [[nodiscard]] static EventOutcome of(const OverridePreview& preview,
                                         const OverridePreview::Sound& sound, FpuModel model,
                                         const WaveExists& waveExists) {
        return of(preview, sound.entry, sound.variants, sound.localFiles, model, waveExists);
    }
};

} // namespace soundstage
