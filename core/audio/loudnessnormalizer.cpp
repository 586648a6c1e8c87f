#include "core/audio/loudnessnormalizer.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::LoudnessNormalizer)
};

// A number, optionally followed by `unit` (spaces allowed between, any case).
Result<double> parseLevel(QStringView text, QStringView unit, double low, double high,
                          const QString& what, int example) {
    QStringView number = text.trimmed();
    if (number.endsWith(unit, Qt::CaseInsensitive))
        number = number.chopped(unit.size()).trimmed();
    bool ok = false;
    const double value = number.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return fail(ErrorCode::Usage, Tr::tr("'%1' is not a %2 (a number such as %3%4)")
                                          .arg(text.toString(), what)
                                          .arg(example)
                                          .arg(unit.toString()));
    if (value < low || value > high)
        return fail(ErrorCode::Usage, Tr::tr("%1 %2 is outside %3 … %4 %2")
                                          .arg(value)
                                          .arg(unit.toString())
                                          .arg(low)
                                          .arg(high));
    return value;
}

QString signedDb(double value) {
    return (value >= 0.0 ? u"+"_s : QString()) + QString::number(value, 'f', 1);
}

} // namespace

Result<double> LoudnessNormalizer::parseTarget(QStringView text) {
    return parseLevel(text, u"LUFS", MinTarget, MaxTarget, Tr::tr("loudness target"), -16);
}

Result<double> LoudnessNormalizer::parseCeiling(QStringView text) {
    return parseLevel(text, u"dBTP", MinCeiling, MaxCeiling, Tr::tr("true-peak ceiling"), -1);
}

Result<LoudnessNormalizer::Plan> LoudnessNormalizer::plan(const Loudness& before,
                                                          const LoudnessTarget& target) {
    if (!std::isfinite(before.integrated) || !std::isfinite(before.truePeak))
        return fail(ErrorCode::BadRecord,
                    std::isfinite(before.samplePeak)
                        ? Tr::tr("the sound is too quiet to normalise (below the -70 LUFS gate)")
                        : Tr::tr("the sound is silent; there is no loudness to normalise"));
    Plan plan;
    plan.before = before;
    const double toTarget = target.integratedLufs - before.integrated;
    const double toCeiling = target.truePeakCeiling - before.truePeak;
    plan.peakLimited = toCeiling < toTarget;
    plan.gainDb = std::min(toTarget, toCeiling);
    plan.integratedAfter = before.integrated + plan.gainDb;
    plan.truePeakAfter = before.truePeak + plan.gainDb;
    return plan;
}

PcmBufferPtr LoudnessNormalizer::applyGain(const PcmBuffer& pcm, double gainDb) {
    const auto gain = static_cast<float>(std::pow(10.0, gainDb / 20.0));
    const std::span<const float> in = pcm.samples();
    std::vector<float> out(in.size());
    std::ranges::transform(in, out.begin(), [gain](float s) { return s * gain; });
    return PcmBuffer::make(std::move(out), pcm.sampleRate(), pcm.channels());
}

Result<LoudnessNormalizer::Normalized> LoudnessNormalizer::normalize(const PcmBufferPtr& pcm,
                                                                     const LoudnessTarget& target) {
    if (!pcm)
        return fail(ErrorCode::BadRecord, Tr::tr("there is no audio to normalise"));
    auto measured = measureLoudness(*pcm);
    if (!measured)
        return fail(measured.error());
    auto planned = plan(*measured, target);
    if (!planned)
        return fail(planned.error());
    return Normalized{applyGain(*pcm, planned->gainDb), *planned};
}

QString LoudnessNormalizer::describe(const Plan& plan, const LoudnessTarget& target) {
    QString text = u"%1 LUFS -> %2 LUFS (gain %3 dB)"_s.arg(
        QString::number(plan.before.integrated, 'f', 1),
        QString::number(plan.integratedAfter, 'f', 1), signedDb(plan.gainDb));
    if (plan.peakLimited)
        text += u", limited by the %1 dBTP ceiling (target %2 LUFS)"_s.arg(
            QString::number(target.truePeakCeiling, 'f', 1),
            QString::number(target.integratedLufs, 'f', 1));
    return text;
}

} // namespace soundstage
