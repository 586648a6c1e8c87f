#include "core/retail/eventoutcome.h"

#include "core/retail/playgate.h"
#include "core/retail/variantpicker.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {
struct VerdictName {
    Verdict verdict;
    const char* key;
};
constexpr VerdictName verdictNames[] = {
    {Verdict::NeverChosen, QT_TRANSLATE_NOOP("soundstage::EventOutcome", "never chosen")},
    {Verdict::GatedOff, QT_TRANSLATE_NOOP("soundstage::EventOutcome", "gated off")},
    {Verdict::SilentRecord, QT_TRANSLATE_NOOP("soundstage::EventOutcome", "silent record")},
    {Verdict::MissingWave, QT_TRANSLATE_NOOP("soundstage::EventOutcome", "missing wave")},
    {Verdict::DuplicateWave, QT_TRANSLATE_NOOP("soundstage::EventOutcome", "duplicate wave")},
    {Verdict::ShadowedSoundType,
     QT_TRANSLATE_NOOP("soundstage::EventOutcome", "duplicate sound type")},
    {Verdict::MissingFile, QT_TRANSLATE_NOOP("soundstage::EventOutcome", "file missing")},
};
} // namespace

QStringList verdictKeys(quint32 verdicts) {
    QStringList keys;
    for (const auto& v : verdictNames)
        if (verdicts & static_cast<quint32>(v.verdict))
            keys << QString::fromLatin1(v.key);
    return keys;
}

QStringList verdictLabels(quint32 verdicts) {
    QStringList labels;
    for (const auto& v : verdictNames)
        if (verdicts & static_cast<quint32>(v.verdict))
            labels << QCoreApplication::translate("soundstage::EventOutcome", v.key);
    return labels;
}

EventOutcome EventOutcome::compute(const std::vector<SoundVariant>& variants, FpuModel model,
                                   const WaveExists& waveExists) {
    return compute(variants,
                   *VariantPicker::memoisedCounts(static_cast<quint32>(variants.size()), model),
                   model, waveExists);
}

EventOutcome EventOutcome::compute(const std::vector<SoundVariant>& variants,
                                   const std::vector<qint64>& picks, FpuModel model,
                                   const WaveExists& waveExists) {
    EventOutcome outcome;
    outcome.model = model;
    outcome.variants.resize(variants.size());
    PlayGate::Memo gates(model);
    std::vector<quint8> missing;
    if (waveExists)
        appendMissingWaves(variants, waveExists, missing);
    outcome.heardCount = computeInto(variants, picks, gates, missing, outcome.variants);
    return outcome;
}

void EventOutcome::markDuplicateWaves(std::span<VariantOutcome> variants) {
    std::vector<quint32> waves;
    waves.reserve(variants.size());
    for (const VariantOutcome& v : variants)
        waves.push_back(v.variant.wave);
    std::sort(waves.begin(), waves.end());
    for (VariantOutcome& v : variants) {
        const quint32 wave = v.variant.wave;
        if (wave == 0)
            continue;
        const auto [first, last] = std::equal_range(waves.begin(), waves.end(), wave);
        if (last - first > 1)
            v.verdicts |= static_cast<quint32>(Verdict::DuplicateWave);
    }
}

Rational VariantOutcome::pick() const {
    // the common cases (N = 1, and the never-chosen last) need no gcd
    if (pickCount == VariantPicker::Outcomes)
        return Rational::fromInt(1);
    if (pickCount == 0)
        return Rational();
    return Rational(pickCount, VariantPicker::Outcomes);
}

Rational VariantOutcome::gate() const {
    return Rational::overPowerOfTwo(gateCount, 15); // 32768 = 2^15
}

Rational VariantOutcome::play() const {
    const qint64 count = playCount();
    if (count == 0)
        return Rational();
    if (pickCount == VariantPicker::Outcomes)
        return gate();
    return Rational(count, PlayOutcomes);
}

Rational EventOutcome::silenceOf(qint64 heardCount) {
    const qint64 silent = VariantOutcome::PlayOutcomes - heardCount;
    if (silent % VariantPicker::Outcomes == 0)
        return Rational::overPowerOfTwo(silent / VariantPicker::Outcomes, 15);
    return Rational(silent, VariantOutcome::PlayOutcomes);
}

Rational EventOutcome::heardOf(qint64 heardCount) {
    if (heardCount % VariantPicker::Outcomes == 0)
        return Rational::overPowerOfTwo(heardCount / VariantPicker::Outcomes, 15);
    return Rational(heardCount, VariantOutcome::PlayOutcomes);
}

double EventOutcome::pickChance(std::size_t i) const {
    return statedPick ? stated[i].pick : variants[i].pick().toDouble();
}

double EventOutcome::gateChance(std::size_t i) const {
    return statedPick ? stated[i].gate : variants[i].gate().toDouble();
}

double EventOutcome::playChance(std::size_t i) const {
    if (!statedPick)
        return variants[i].play().toDouble();
    return variants[i].playable() ? stated[i].chance : 0.0;
}

std::optional<Rational> EventOutcome::exactPlay(std::size_t i) const {
    if (!statedPick)
        return variants[i].play();
    return variants[i].playable() ? stated[i].exact : Rational();
}

std::optional<Rational> EventOutcome::exactPick(std::size_t i) const {
    if (statedPick)
        return std::nullopt;
    return variants[i].pick();
}

std::optional<Rational> EventOutcome::exactGate(std::size_t i) const {
    if (statedPick)
        return std::nullopt;
    return variants[i].gate();
}

std::optional<Rational> EventOutcome::exactSilence() const {
    if (statedPick)
        return exactStatedSilence;
    return silence();
}

double EventOutcome::silenceChance() const {
    return statedPick ? statedSilence : silence().toDouble();
}

void EventOutcome::addVerdict(std::size_t i, Verdict verdict) {
    VariantOutcome& v = variants[i];
    if (!v.playable()) {
        v.verdicts |= static_cast<quint32>(verdict);
        return;
    }
    const qint64 count = v.playCount();
    v.verdicts |= static_cast<quint32>(verdict);
    if (v.playable())
        return;
    heardCount -= count;
    if (!statedPick)
        return;
    const StatedChance& c = stated[i];
    exactStatedSilence = exactStatedSilence && c.exact
                             ? Rational::checkedSum(*exactStatedSilence, *c.exact)
                             : std::nullopt;
    statedSilence = exactStatedSilence ? exactStatedSilence->toDouble()
                                       : std::min(1.0, statedSilence + c.chance);
}

VariantOutcome gatedItemOutcome(const SoundVariant& item, FpuModel model,
                                const WaveExists& waveExists) {
    const std::vector<qint64> chosen{VariantPicker::Outcomes};
    return std::move(EventOutcome::compute({item}, chosen, model, waveExists).variants.front());
}

const SoundTableNode* findSoundNode(const SoundTable& table, quint32 soundType) {
    for (const SoundTableNode& child : table.root.children)
        if (child.key == soundType)
            return &child;
    return nullptr;
}

} // namespace soundstage
