#include "core/retail/listverdicts.h"

namespace soundstage {

bool lastVariantLost(const std::vector<SoundVariant>& variants) {
    if (variants.size() < 2)
        return false;
    const SoundVariant& last = variants.back();
    for (size_t i = 0; i + 1 < variants.size(); ++i) {
        if (variants[i] == last)
            return false;
    }
    return true;
}

quint32 tableVerdictSummary(const SoundTable& table, const WaveExists& waveExists) {
    quint32 verdicts = 0;
    for (const SoundTableNode& sound : table.root.children) {
        if (lastVariantLost(sound.variants))
            verdicts |= static_cast<quint32>(Verdict::NeverChosen);
        for (const SoundVariant& v : sound.variants) {
            if (v.wave == 0)
                verdicts |= static_cast<quint32>(Verdict::SilentRecord);
            else if (waveExists && !waveExists(v.wave))
                verdicts |= static_cast<quint32>(Verdict::MissingWave);
        }
    }
    return verdicts;
}

} // namespace soundstage
