#pragma once

#include "core/audio/audioimport.h"
#include "core/override/overridefile.h"
#include "core/override/overridehookcheck.h"

#include <QString>

#include <vector>

namespace soundstage {

class DatFile;

/// Checks an override file against the world it will be used in, beyond what the language
/// itself says (the parser's diagnostics):
///
/// - against a dat: a table that is not in the dat or does not decode, a sound type the table
///   does not have (the client's lookup would find nothing to replace), a wave (event or
///   alternative) that the dat does not hold, and the hook lines' checks (OverrideHookCheck);
/// - against the disk: a file alternative whose file does not exist (paths resolved from the
///   override file's folder and its `!root`), or that does not decode: a `.wav` by WavReader's
///   rules (the audio module's WAV authoring rules), an `.ogg` opened and verified end to end
///   as Vorbis (OggVorbisReader::verify), an `.mp3` decoded (AudioImport); other names are
///   sniffed. The message names the path, the reason and, when known, the byte offset
///   ("file not decodable: PATH: at 0x2C: …").
///
/// Results are diagnostics at the line and column of the event or source concerned, in file
/// order, ready to merge with OverrideFile::diagnostics.
/// Reads the dat through its const API; tables are decoded once each.
class OverrideDatCheck final {
public:
    OverrideDatCheck() = delete;

    [[nodiscard]] static std::vector<OverrideDiagnostic> checkDat(const OverrideFile& file,
                                                                  const DatFile& dat);
    /// The same with the hook lines checked against the records `hooks` gives (an empty
    /// function: not checked), e.g. the editor's (OverrideHookCheck::indexLookup).
    [[nodiscard]] static std::vector<OverrideDiagnostic>
    checkDat(const OverrideFile& file, const DatFile& dat, const OverrideHookCheck::Lookup& hooks);
    /// Warnings (nothing is read) for sound paths that leave the sound folder (`!root`, or the
    /// override file's folder): `../` going above it, an absolute path elsewhere, or a symlink
    /// inside it pointing out. The file is still used, but a pack would not be self-contained.
    /// (OverrideSourcePaths does this for a file read entry by entry.)
    [[nodiscard]] static std::vector<OverrideDiagnostic> checkContained(const OverrideFile& file,
                                                                        const QString& fileFolder);
    /// `fileFolder` is the folder of the override file (relative paths and `!root` start there).
    [[nodiscard]] static std::vector<OverrideDiagnostic> checkFiles(const OverrideFile& file,
                                                                    const QString& fileFolder);
    /// Whether one local sound file decodes, by the rules above; the kind it was read as.
    /// Errors carry the path and, where the reader knows it, the byte offset.
    [[nodiscard]] static Result<AudioImport::Kind> checkDecodes(const QString& path);
    /// Merges `extra` into `file.diagnostics`, keeping line and column order.
    static void merge(OverrideFile& file, std::vector<OverrideDiagnostic> extra);
};

} // namespace soundstage
