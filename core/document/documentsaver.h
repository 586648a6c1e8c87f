#pragma once

#include "core/common/error.h"
#include "core/dat/datpatcher.h"

#include <QCoreApplication>
#include <QString>

namespace soundstage {

class Document;

/// Writes a Document's edits into a dat through DatPatcher: every record of
/// Document::editedRecords() encoded from the current state (tables and regions whole, a Setup
/// read from the dat with its default table replaced) and every pending new wave
/// (Document::newWaves()) added under its id.
///
/// - saveCopy() writes a patched copy to another path; the opened dat is never touched
///   (DatPatcher refuses the source as output).
/// - prepareOver() + commitOver() replace the opened dat itself: the copy is written beside it
///   under a temporary name, then renamed over it (atomic on one filesystem). The open Document
///   may stay open in between: on POSIX systems its mapping keeps the old file's inode alive
///   after the rename, so if the rename fails nothing is lost; callers reopen the new file
///   afterwards. Two steps so the caller can decide between them (and tests can fail one).
///
/// Neither marks the document saved: callers do that (and normally reopen the saved dat, so
/// the new waves become ordinary waves of the document's dat). Errors carry the path.
class DocumentSaver final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DocumentSaver)

public:
    DocumentSaver() = delete;

    /// The patch for the document's edits (records and new waves).
    [[nodiscard]] static Result<DatPatcher> patchFor(const Document& document);
    /// Writes the patched copy to `output` (must not be the opened dat).
    [[nodiscard]] static Result<DatPatcher::Summary> saveCopy(const Document& document,
                                                              const QString& output);

    /// Step 1 of saving over the opened dat: writes the patched copy to a temporary file beside
    /// it and returns that file's path.
    [[nodiscard]] static Result<QString> prepareOver(const Document& document);
    /// Step 2, after the document is closed: renames `temporary` over `datPath` (atomically).
    /// On failure the temporary file is removed and the dat is left as it was.
    [[nodiscard]] static Result<void> commitOver(const QString& temporary, const QString& datPath);
};

} // namespace soundstage
