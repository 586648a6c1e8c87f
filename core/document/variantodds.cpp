#include "core/document/variantodds.h"

#include "core/common/hexid.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

constexpr float GateScale = 3.051851e-05f;
constexpr int GateOutcomes = 32768;

bool gatePasses(int k, float probability) {
    // k·c has at most 39 significant bits: exact in double, so one rounding to float follows.
    const float product =
        static_cast<float>(static_cast<double>(k) * static_cast<double>(GateScale));
    return product < probability;
}

} // namespace

int FallbackOdds::gateCount(float probability) {
    if (!(probability > 0.0f))
        return 0;
    // k·c is monotonic in k: the passing k are 0 … count−1.
    int lo = 0, hi = GateOutcomes;
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        if (gatePasses(mid, probability))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

std::vector<VariantOdds> FallbackOdds::compute(const std::vector<SoundVariant>& variants,
                                               const WaveLookup& waveExists) const {
    const size_t n = variants.size();
    std::vector<VariantOdds> result(n);
    for (size_t i = 0; i < n; ++i) {
        const SoundVariant& v = variants[i];
        VariantOdds& odds = result[i];
        if (n == 1)
            odds.pick = 1.0;
        else if (i + 1 < n)
            odds.pick = 1.0 / static_cast<double>(n - 1);
        else
            odds.verdicts |= static_cast<quint32>(VariantVerdict::NeverChosen);
        odds.gateCount = gateCount(v.probability);
        odds.gate = static_cast<double>(odds.gateCount) / GateOutcomes;
        if (odds.gateCount == 0)
            odds.verdicts |= static_cast<quint32>(VariantVerdict::GatedOff);
        bool plays = true;
        if (v.wave == 0) {
            odds.verdicts |= static_cast<quint32>(VariantVerdict::SilentRecord);
            plays = false;
        } else if (waveExists && !waveExists(v.wave)) {
            odds.verdicts |= static_cast<quint32>(VariantVerdict::MissingWave);
            plays = false;
        }
        for (size_t j = 0; j < n && v.wave != 0; ++j) {
            if (j != i && variants[j].wave == v.wave) {
                odds.verdicts |= static_cast<quint32>(VariantVerdict::DuplicateWave);
                break;
            }
        }
        odds.play = plays ? odds.pick * odds.gate : 0.0;
    }
    return result;
}

QStringList OddsText::verdictLabels(quint32 verdicts) {
    QStringList labels;
    if (hasVerdict(verdicts, VariantVerdict::NeverChosen))
        labels << tr("never chosen");
    if (hasVerdict(verdicts, VariantVerdict::GatedOff))
        labels << tr("gated off");
    if (hasVerdict(verdicts, VariantVerdict::SilentRecord))
        labels << tr("silent record");
    if (hasVerdict(verdicts, VariantVerdict::MissingWave))
        labels << tr("missing wave");
    if (hasVerdict(verdicts, VariantVerdict::DuplicateWave))
        labels << tr("duplicate wave");
    return labels;
}

QString OddsText::percent(double chance) {
    const double p = chance * 100.0;
    if (p == 0.0)
        return tr("0 %");
    if (p < 0.01)
        return tr("%1 %").arg(p, 0, 'g', 3);
    // Enough decimals that a chance just below 100 % never shows as exactly 100 %.
    int decimals = p < 10.0 ? 2 : 1;
    while (decimals < 6 && p < 100.0 &&
           std::round(p * std::pow(10.0, decimals)) >= 100.0 * std::pow(10.0, decimals))
        ++decimals;
    return tr("%1 %").arg(p, 0, 'f', decimals);
}

QString OddsText::explain(const VariantOdds& odds, int variantCount) {
    QStringList parts;
    if (hasVerdict(odds.verdicts, VariantVerdict::NeverChosen)) {
        parts << tr("Never chosen: the retail client picks among the first %1 of these %2 "
                    "variants only, so the last one is never played. \"Make every variant "
                    "reachable\" repeats it at the end.")
                     .arg(variantCount - 1)
                     .arg(variantCount);
    } else {
        parts << tr("Chosen in %1 of events.").arg(percent(odds.pick));
    }
    if (hasVerdict(odds.verdicts, VariantVerdict::GatedOff))
        parts << tr("Gated off: a probability of 0 or less never passes the play gate.");
    else
        parts << tr("Once chosen, it passes the play gate %1 of the time (%2 of 32768 rolls).")
                     .arg(percent(odds.gate))
                     .arg(odds.gateCount);
    if (hasVerdict(odds.verdicts, VariantVerdict::SilentRecord))
        parts << tr("Silent record: wave 0 means choosing it plays nothing.");
    if (hasVerdict(odds.verdicts, VariantVerdict::MissingWave))
        parts << tr("Missing wave: the dat does not hold this wave, so nothing plays.");
    if (hasVerdict(odds.verdicts, VariantVerdict::DuplicateWave))
        parts << tr("Another variant of this sound names the same wave.");
    parts << tr("Heard in %1 of events.").arg(percent(odds.play));
    return parts.join(u' ');
}

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

quint32 tableVerdictSummary(const SoundTable& table, const WaveLookup& waveExists) {
    quint32 verdicts = 0;
    for (const SoundTableNode& sound : table.root.children) {
        if (lastVariantLost(sound.variants))
            verdicts |= static_cast<quint32>(VariantVerdict::NeverChosen);
        for (const SoundVariant& v : sound.variants) {
            if (v.wave == 0)
                verdicts |= static_cast<quint32>(VariantVerdict::SilentRecord);
            else if (waveExists && !waveExists(v.wave))
                verdicts |= static_cast<quint32>(VariantVerdict::MissingWave);
        }
    }
    return verdicts;
}

} // namespace soundstage
