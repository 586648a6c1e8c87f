#pragma once

#include "core/audio/loudness.h"
#include "core/override/overrideplay.h"

#include <QCoreApplication>
#include <QString>

namespace soundstage {

/// Loudness as the window writes it, in the user's locale (NumberText: "-18,3 LUFS" in German),
/// one decimal (a tenth of an LU is the standard's tolerance). A value that does not exist
/// (silence, no range) is a dash. Any thread.
class LoudnessText final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::LoudnessText)

public:
    LoudnessText() = delete;

    [[nodiscard]] static QString lufs(double value);
    [[nodiscard]] static QString dbtp(double value);
    /// LU: a range or a difference (signed: "+6,0 LU" when `signedValue`).
    [[nodiscard]] static QString lu(double value, bool signedValue = false);
    /// "-18,3 LUFS · true peak -2,1 dBTP · range 3,2 LU", "silent", or "below -70 LUFS"; a
    /// sound shorter than one gating block says its loudness is over its whole length.
    [[nodiscard]] static QString summary(const Loudness& loudness);
    /// Whose sound a measurement is when an override's `wave` line put it in the wave's place:
    /// "the override's replacement step.wav (pack.txt line 3)", a replacing wave's id, or that
    /// the line silences it; empty when no line replaced the wave (`play.line` 0).
    /// `overrideFile` is the override file's path.
    [[nodiscard]] static QString replacement(const OverridePlay& play, const QString& overrideFile);
};

} // namespace soundstage
