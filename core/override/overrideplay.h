#pragma once

#include "core/override/overridepreview.h"
#include "core/retail/crtrandom.h"
#include "core/retail/fpumodel.h"
#include "core/retail/retailrandom.h"

#include <QString>

namespace soundstage {

/// What one event of a variant plays with an override file previewed — the rule the editor's
/// Auditioner and `soundstage-cli render --override` share:
/// - a variant standing for a local file plays that file;
/// - else its dat wave plays, unless a `wave` line of the file replaces it: then one of the
///   line's alternatives plays in its place — rolled under the file's `!pick` mode
///   (OverrideRoller, drawing from the generators given) for Choice::Roll, or the first that can
///   sound (not wave 0, probability above 0) for Choice::First — at the file's gain for it;
///   a line that silences the wave, or a roll that chooses nothing, plays silence;
/// - wave 0 plays silence.
/// Without a preview the dat wave plays. Pure apart from the generators; any thread.
struct OverridePlay {
    enum class Kind {
        Wave,    ///< the dat wave `wave`
        File,    ///< the local file `file`
        Silence, ///< nothing (wave 0, or a `wave` line's silence)
    };
    enum class Choice { First, Roll };

    Kind kind = Kind::Silence;
    quint32 wave = 0;     ///< Wave: what plays (the variant's, or a replacement's)
    QString file;         ///< File: absolute path
    double gain = 1;      ///< a replacement's gain (0..1), on top of the variant's volume
    int line = 0;         ///< the `wave` line that replaced the variant's wave; 0 when none did
    int alternative = -1; ///< the line's alternative chosen; -1 when none was
    /// The replacing line silences the wave (an empty right side); else a Silence with `line`
    /// set means its roll chose nothing that sounds.
    bool silencedByLine = false;

    [[nodiscard]] static OverridePlay resolve(const OverridePreview* preview, quint32 wave,
                                              const QString& localFile, Choice choice,
                                              RetailRandom& random, CrtRandom& crt,
                                              FpuModel model = FpuModel::Single);
};

} // namespace soundstage
