#include "core/document/retailodds.h"

#include "core/retail/eventoutcome.h"

namespace soundstage {

std::vector<VariantOdds> RetailOdds::compute(const std::vector<SoundVariant>& variants,
                                             const WaveLookup& waveExists) const {
    const EventOutcome outcome = EventOutcome::compute(variants, m_model, waveExists);
    constexpr quint32 Known = static_cast<quint32>(VariantVerdict::NeverChosen) |
                              static_cast<quint32>(VariantVerdict::GatedOff) |
                              static_cast<quint32>(VariantVerdict::SilentRecord) |
                              static_cast<quint32>(VariantVerdict::MissingWave) |
                              static_cast<quint32>(VariantVerdict::DuplicateWave);
    std::vector<VariantOdds> result;
    result.reserve(outcome.variants.size());
    for (const VariantOutcome& v : outcome.variants) {
        VariantOdds odds;
        odds.pick = v.pick().toDouble();
        odds.gate = v.gate().toDouble();
        odds.gateCount = v.gateCount;
        odds.play = v.play().toDouble();
        odds.verdicts = v.verdicts & Known;
        result.push_back(odds);
    }
    return result;
}

} // namespace soundstage
