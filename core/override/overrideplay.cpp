#include "core/override/overrideplay.h"

#include "core/override/overrideroller.h"

#include <algorithm>

namespace soundstage {

OverridePlay OverridePlay::resolve(const OverridePreview* preview, quint32 wave,
                                   const QString& localFile, Choice choice, RetailRandom& random,
                                   CrtRandom& crt, FpuModel model) {
    OverridePlay play;
    if (!localFile.isEmpty()) {
        play.kind = Kind::File;
        play.file = localFile;
        return play;
    }
    const OverrideEntry* entry = preview ? preview->waveReplacement(wave) : nullptr;
    if (!entry) {
        play.kind = wave == 0 ? Kind::Silence : Kind::Wave;
        play.wave = wave;
        return play;
    }
    play.line = entry->line;
    play.silencedByLine = entry->isSilenced();
    int index = -1;
    if (choice == Choice::Roll) {
        const OverrideRoller roller(*entry, preview->file.pick, model);
        const OverrideRoller::Step step = roller.step(random, crt);
        if (step.result == OverrideRoller::Outcome::Played)
            index = step.index;
    } else {
        const auto it = std::ranges::find_if(entry->alternatives, [](const OverrideAlternative& a) {
            return !(a.isWave() && a.wave == 0) && a.probability > 0;
        });
        if (it != entry->alternatives.end())
            index = static_cast<int>(it - entry->alternatives.begin());
    }
    if (index < 0)
        return play; // silence
    play.alternative = index;
    const OverrideAlternative& alternative = entry->alternatives[static_cast<std::size_t>(index)];
    play.gain = std::clamp(preview->file.gain(alternative), 0.0, 1.0);
    if (alternative.isWave()) {
        play.wave = alternative.wave;
        play.kind = alternative.wave == 0 ? Kind::Silence : Kind::Wave;
        return play;
    }
    play.kind = Kind::File;
    play.file = preview->resolve(alternative);
    return play;
}

} // namespace soundstage
