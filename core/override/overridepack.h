#pragma once

#include "core/audio/loudnessnormalizer.h"
#include "core/audio/vorbisbaker.h"
#include "core/common/error.h"
#include "core/override/soundtypelookup.h"

#include <QString>

#include <optional>
#include <vector>

namespace soundstage {

/// Builds a pack: an override file and its local sounds in one folder, ready to ship.
///
/// Layout of `outputDir`: the override file under its own name, and every local sound it names
/// baked to Ogg Vorbis (VorbisBaker: WAV encoded at the chosen quality, Ogg checked and passed
/// through; MP3 decoded by AudioImport and encoded) in `sounds/`, named after the source with
/// `.ogg` (`-2`, `-3`, … added when two sources share a name). The rewritten override file
/// names them relatively (`sounds/step1.ogg`), `!root` is removed (paths start at the pack
/// folder), comments and the other directives are kept, and dat wave sources are left as they
/// are. The pack is built in a hidden folder beside `outputDir` (`.NAME.pack-PID-XXXXXX`) and
/// moved into place only when complete (one rename when `outputDir` is missing or empty, one per
/// file with `force`), so a failed pack changes nothing and leaves no folder; one left by a
/// killed run is removed by the next pack into the same folder.
///
/// Errors: ErrorCode::Parse for an override file with errors (the first one, with its line and
/// column: pack only what `override check` accepts), ErrorCode::NotFound for a missing sound
/// (naming the override line), what the readers report for an undecodable sound (with its
/// path and offset), ErrorCode::Usage when `outputDir` is not empty and `force` is not set or
/// is the folder of the override file itself, ErrorCode::Io for writing failures.
/// Not thread-safe (bakes in the calling thread; a big pack takes seconds).
class OverridePack final {
public:
    OverridePack() = delete;

    struct Options {
        float quality = VorbisBaker::DefaultQuality; ///< libvorbisenc VBR quality, -0.1 … 1
        bool force = false; ///< write into a non-empty folder (files of the same name replaced)
        SoundTypeLookup soundTypes = SoundTypeLookup::client();
        /// Normalise every local sound to this loudness (LoudnessNormalizer, true-peak
        /// limited) before it is encoded; an Ogg source is then decoded and encoded again
        /// instead of passing through. The ceiling holds for the PCM given to the encoder:
        /// lossy encoding can move the peak by a few tenths of a dB, the loudness far less.
        /// Also ErrorCode::BadRecord for a silent sound, naming it.
        std::optional<LoudnessTarget> normalize;
    };
    struct Sound {
        QString source; ///< absolute path of the local sound
        QString output; ///< path relative to the pack folder (`sounds/step1.ogg`)
        VorbisBaker::Route route = VorbisBaker::Route::Encoded;
        std::optional<LoudnessNormalizer::Plan> normalized; ///< what normalising did, if asked
    };
    struct Summary {
        QString overrideFile; ///< absolute path of the written override file
        std::vector<Sound> sounds;
        int encoded = 0;
        int passedThrough = 0;
        qint64 bytes = 0; ///< total bytes written (sounds and override file)
    };

    [[nodiscard]] static Result<Summary> pack(const QString& overridePath, const QString& outputDir,
                                              const Options& options);
};

} // namespace soundstage
