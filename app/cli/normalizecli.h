#pragma once
// `--normalize LUFS` and `--peak-ceiling DBTP` of the commands that bring sounds in (`patch
// --import-wave`, `override pack`): both parsed once here into a LoudnessTarget.
// Header-only so the CLI's CMake glob of command_*.cpp stays the only build list.

#include "app/cli/clicommand.h"
#include "core/audio/loudnessnormalizer.h"

#include <QCommandLineParser>

#include <optional>

namespace soundstage::cli::normalize {

using namespace Qt::StringLiterals;

/// `what` names the sounds the options act on ("imported waves", "pack: every local sound").
inline void addNormalizeOptions(QCommandLineParser& parser, const QString& what) {
    parser.addOption(QCommandLineOption(
        u"normalize"_s,
        u"%1: normalise to this integrated loudness (EBU R128, e.g. -16LUFS), clipping-safe: the "
        "gain is the smaller of (target - loudness) and (ceiling - true peak), so a sound whose "
        "peak would pass the ceiling ends up quieter than the target."_s.arg(what),
        u"LUFS"_s));
    parser.addOption(QCommandLineOption(
        u"peak-ceiling"_s,
        u"With --normalize: the highest true peak allowed, -20 … 0 dBTP (default -1dBTP)."_s,
        u"DBTP"_s));
}

/// The target the options ask for (none without --normalize), or ErrorCode::Usage saying what
/// is wrong with either value.
[[nodiscard]] inline Result<std::optional<LoudnessTarget>>
normalizeArgument(const QCommandLineParser& parser) {
    if (!parser.isSet(u"normalize"_s)) {
        if (parser.isSet(u"peak-ceiling"_s))
            return fail(ErrorCode::Usage, u"--peak-ceiling goes with --normalize"_s);
        return std::optional<LoudnessTarget>{};
    }
    LoudnessTarget target;
    auto lufs = LoudnessNormalizer::parseTarget(parser.value(u"normalize"_s));
    if (!lufs)
        return fail(ErrorCode::Usage, u"--normalize: "_s + lufs.error().message);
    target.integratedLufs = *lufs;
    if (parser.isSet(u"peak-ceiling"_s)) {
        auto ceiling = LoudnessNormalizer::parseCeiling(parser.value(u"peak-ceiling"_s));
        if (!ceiling)
            return fail(ErrorCode::Usage, u"--peak-ceiling: "_s + ceiling.error().message);
        target.truePeakCeiling = *ceiling;
    }
    return std::optional<LoudnessTarget>{target};
}

} // namespace soundstage::cli::normalize
