#include "core/override/overrideoutcome.h"

#include "core/override/overridechances.h"

#include <QFileInfo>

namespace soundstage {

EventOutcome OverrideOutcome::of(const OverridePreview& preview, const OverrideEntry* entry,
                                 const std::vector<SoundVariant>& variants,
                                 const std::vector<QString>& localFiles, FpuModel model,
                                 const WaveExists& waveExists) {
    if (!entry || entry->alternatives.size() != variants.size())
        return EventOutcome::compute(variants, model, waveExists);
    EventOutcome outcome = OverrideChances::compute(*entry, preview.file.pick, model);
    for (std::size_t i = 0; i < variants.size(); ++i) {
        const QString file = i < localFiles.size() ? localFiles[i] : QString();
        const quint32 wave = variants[i].wave;
        if (!file.isEmpty()) {
            if (!QFileInfo::exists(file))
                outcome.addVerdict(i, Verdict::MissingFile);
        } else if (wave != 0 && waveExists && !waveExists(wave) && !preview.waveReplacement(wave)) {
            outcome.addVerdict(i, Verdict::MissingWave);
        }
    }
    return outcome;
}

} // namespace soundstage
