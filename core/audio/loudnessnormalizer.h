#pragma once

#include "core/audio/loudness.h"
#include "core/audio/pcmbuffer.h"
#include "core/common/error.h"

#include <QString>
#include <QStringView>

namespace soundstage {

/// Where normalising aims: an integrated loudness and a true-peak ceiling the result must stay
/// under. Units: LUFS and dBTP. The default ceiling is EBU R128's −1 dBTP.
struct LoudnessTarget {
    double integratedLufs = -16.0;
    double truePeakCeiling = -1.0;
};

/// Brings a sound to a target loudness without clipping (EBU R128 measurement through
/// measureLoudness()): one gain over the whole sound,
///
///     gain = min(target − integrated, ceiling − truePeak)   (in dB)
///
/// so the result measures the target exactly (loudness is linear in gain) unless its true peak
/// would pass the ceiling — then the peak limit wins and the result is quieter than the target,
/// which the plan says (`peakLimited`). No compression or limiting of the signal: a plain gain
/// keeps the sound as it was designed. Stateless; any thread.
class LoudnessNormalizer final {
public:
    LoudnessNormalizer() = delete;

    /// Accepted targets, LUFS (a target above 0 LUFS cannot be reached without clipping, one
    /// below −70 LUFS is under the standard's gate).
    static constexpr double MinTarget = -70.0;
    static constexpr double MaxTarget = 0.0;
    /// Accepted ceilings, dBTP.
    static constexpr double MinCeiling = -20.0;
    static constexpr double MaxCeiling = 0.0;

    /// "-16LUFS", "-16 LUFS", "-16" (case-insensitive unit). ErrorCode::Usage saying what is
    /// wrong for anything else or a value outside MinTarget … MaxTarget.
    [[nodiscard]] static Result<double> parseTarget(QStringView text);
    /// "-1dBTP", "-1 dBTP", "-1". ErrorCode::Usage outside MinCeiling … MaxCeiling.
    [[nodiscard]] static Result<double> parseCeiling(QStringView text);

    /// What normalising does to a sound measured as `before`.
    struct Plan {
        Loudness before;
        double gainDb = 0.0;          ///< applied to every sample
        bool peakLimited = false;     ///< the ceiling, not the target, set the gain
        double integratedAfter = 0.0; ///< LUFS the result measures (before + gain)
        double truePeakAfter = 0.0;   ///< dBTP of the result (before + gain)
    };
    /// The gain for `before`. ErrorCode::BadRecord for a sound with no integrated loudness
    /// (silence, or everything under the −70 LUFS gate): there is nothing to aim.
    [[nodiscard]] static Result<Plan> plan(const Loudness& before, const LoudnessTarget& target);

    /// `pcm` with every sample multiplied by 10^(gainDb/20) (same rate and channels).
    [[nodiscard]] static PcmBufferPtr applyGain(const PcmBuffer& pcm, double gainDb);

    struct Normalized {
        PcmBufferPtr pcm;
        Plan plan;
    };
    /// measureLoudness(), plan() and applyGain() in one: errors of the first two.
    [[nodiscard]] static Result<Normalized> normalize(const PcmBufferPtr& pcm,
                                                      const LoudnessTarget& target);

    /// One line for a report: "-23.0 LUFS -> -16.0 LUFS (gain +7.0 dB)", or with
    /// ", limited by the -1.0 dBTP ceiling" when the peak limit won. English (CLI).
    [[nodiscard]] static QString describe(const Plan& plan, const LoudnessTarget& target);
};

} // namespace soundstage
