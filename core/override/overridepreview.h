#pragma once

#include "core/common/error.h"
#include "core/override/overrideapply.h"
#include "core/override/overridefile.h"
#include "core/records/soundtable.h"

#include <QString>

#include <map>

namespace soundstage {

class DatFile;

/// An override file applied, for previewing on top of a dat: the parsed file with every
/// diagnostic (the parser's, and with a dat the checks of OverrideDatCheck — unknown tables,
/// sound types and waves, missing or undecodable files), the tables as the override makes them
/// and the apply report (which sounds it touched, which variants stand for local files).
/// A plain value; the editor keeps one per document (DocumentSession::appliedOverride()).
struct OverridePreview {
    QString path;                         ///< the override file, absolute
    OverrideFile file;                    ///< diagnostics include the dat and file checks
    std::map<quint32, SoundTable> tables; ///< the input tables with the override applied
    OverrideApply::Report report;

    /// Reads, parses, checks (against `dat` when given, and the local files) and applies onto a
    /// copy of `tables`. Fails only when the file cannot be read (Io) or is implausibly large;
    /// language errors are diagnostics, and lines with errors are skipped by the apply.
    [[nodiscard]] static Result<OverridePreview> load(const QString& path,
                                                      const std::map<quint32, SoundTable>& tables,
                                                      const DatFile* dat = nullptr);
};

} // namespace soundstage
