#pragma once

#include "core/override/overridespan.h"

#include <QString>

namespace soundstage {

/// One alternative of an override entry: `<source>, <volume>[, <probability>]`.
///
/// The source is a file path (relative to the file's `!root`, or absolute) or a dat Wave id
/// (0x0A…; 0x00000000 is a silent alternative, as a wave id 0 is in a dat).
struct OverrideAlternative {
    enum class Source { File, Wave };

    /// Provided, not defaulted: a vector's emplace_back() would otherwise zero all the bytes
    /// before the members' initialisers run (issue 18: a `rep stos` per alternative parsed).
    OverrideAlternative() noexcept {} // NOLINT(modernize-use-equals-default)

    // Members are ordered so no padding sits between them: files hold millions of these.
    Source source = Source::File;
    quint32 wave = 0; ///< Wave: the Wave DID
    QString file;     ///< File: the path as written (unquoted, escapes resolved)
    /// Linear gain as written, in the file's `!volume` unit: 0..1 (`unit`) or 0..100 (`percent`).
    /// OverrideFile::gain() gives the 0..1 value whatever the unit.
    double volume = 1.0;
    /// The play gate in 0..1 (independent of `!volume`); 1 when not written.
    double probability = 1.0;

    OverrideSpan sourceSpan;         ///< where the source was written (0/0 for made-up entries)
    OverrideSpan volumeSpan;         ///< where the volume was written
    OverrideSpan probabilitySpan;    ///< where the probability was written, if it was
    bool probabilityWritten = false; ///< whether the file wrote the probability

    [[nodiscard]] static OverrideAlternative fromFile(QString path, double volume,
                                                      double probability = 1.0);
    [[nodiscard]] static OverrideAlternative fromWave(quint32 wave, double volume,
                                                      double probability = 1.0);
    [[nodiscard]] bool isWave() const { return source == Source::Wave; }
    /// The source in canonical text: a wave id `0x0A000262` or a path quoted when needed.
    [[nodiscard]] QString sourceText() const;
};

} // namespace soundstage
