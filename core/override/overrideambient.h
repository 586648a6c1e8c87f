#pragma once

#include "core/override/overridechances.h"
#include "core/override/overridepreview.h"
#include "core/records/regiondesc.h"
#include "core/records/soundtable.h"
#include "core/retail/ambientschedule.h"

#include <QString>

#include <map>
#include <vector>

namespace soundstage {

/// An override file previewed in an ambient simulation (AmbientSchedule): for one STB, its
/// sound table as the override makes it and an AmbientPicker per sound type the override
/// touches, so that the simulation picks among the override's alternatives — dat waves and
/// local files — under the file's `!pick` mode (OverrideRoller, the same rule "Roll and play"
/// and the odds chart use), and a sound type the file silences has no variants (never heard).
/// Sound types the file does not touch keep the dat's list and the retail picker.
///
/// Plain value; make() is pure and thread-safe. The pickers hold copies, never pointers into
/// the preview, so the value may go to a worker thread.
struct OverrideAmbient {
    /// The override's take on one sound type of the STB, for labelling the events it picks.
    struct Sound {
        int line = 0;                    ///< the override line (0 for entries made in code)
        bool silenced = false;           ///< the file's line silences the sound type
        std::vector<QString> localFiles; ///< per variant: absolute path of a local file, or empty
    };

    SoundTable table; ///< the dat's table (as given) with the touched sound types replaced
    std::map<quint32, AmbientPicker> pickers; ///< for AmbientConfig::pickers
    std::map<quint32, Sound> sounds;          ///< by sound type, each the override touches

    /// `datTable`: the table the STB names as the dat has it now (nullptr when the dat lacks it:
    /// the override may create it); `tableId`: its id (AmbientStbDesc::soundTable). `model`: how
    /// the retail gate rounds (the retail `!pick` mode).
    [[nodiscard]] static OverrideAmbient make(const OverridePreview& preview,
                                              const AmbientStbDesc& stb, const SoundTable* datTable,
                                              FpuModel model = FpuModel::Single);

    /// make() for a whole table rather than an STB's sounds: every sound type of `datTable` and
    /// every one the file gives table `tableId` (what a setup's motion may fire).
    [[nodiscard]] static OverrideAmbient forTable(const OverridePreview& preview, quint32 tableId,
                                                  const SoundTable* datTable,
                                                  FpuModel model = FpuModel::Single);

    /// The local file an event of `soundType` with `variant` plays, or empty (a dat wave, or a
    /// sound type the override leaves alone).
    [[nodiscard]] QString localFile(quint32 soundType, int variant) const;
};

} // namespace soundstage
