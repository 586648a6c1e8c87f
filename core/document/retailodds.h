#pragma once

#include "core/document/variantodds.h"
#include "core/retail/fpumodel.h"

namespace soundstage {

/// The odds from the retail model (core/retail EventOutcome): exact pick counts of the ran2
/// picker under the chosen FPU model, exact gate counts, and the retail verdicts (the same
/// flags as VariantVerdict; ShadowedSoundType is not reported per list).
class RetailOdds final : public OddsCalculator {
public:
    explicit RetailOdds(FpuModel model = FpuModel::Single)
        : m_model(model) {}
    [[nodiscard]] FpuModel model() const { return m_model; }
    [[nodiscard]] std::vector<VariantOdds> compute(const std::vector<SoundVariant>& variants,
                                                   const WaveLookup& waveExists) const override;

private:
    FpuModel m_model;
};

} // namespace soundstage
