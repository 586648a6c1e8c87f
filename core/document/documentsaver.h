#pragma once

#include "core/common/error.h"
#include "core/dat/datpatcher.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace soundstage {

class DatFile;
class Document;
class ProgressSink;

/// Writes a Document's edits into a dat through DatPatcher: every record of
/// Document::editedRecords() encoded from the current state (tables, regions and animations
/// whole, a Setup read from the dat with its default table replaced) and every pending new wave
/// (Document::newWaves()) added under its id.
///
/// A save is two steps so that the long one runs off the document's thread:
/// - prepare() (the document's owning thread, milliseconds) takes everything the save needs into
///   a Job: the patch (records encoded, waves checked), the opened dat shared, the target and the
///   document's revision. The document stays editable afterwards; edits made later are not in
///   the job (compare Job::revision with Document::revision() to know).
/// - run() (any thread, seconds for a large dat) writes the job. For another path it writes the
///   patched copy there (the opened dat is never touched). For the opened dat itself it writes
///   the copy beside it under a temporary name, then renames it over the dat (atomic on one
///   filesystem); the open Document keeps reading its mapping of the old file (its inode stays
///   alive on POSIX systems), and callers reopen the new file afterwards. Cancelled through its
///   ProgressSink it leaves no file behind and the dat as it was.
///
/// Neither marks the document saved: callers do that (and normally reopen the saved dat, so
/// the new waves become ordinary waves of the document's dat). Errors carry the path.
class DocumentSaver final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DocumentSaver)

public:
    DocumentSaver() = delete;

    /// One save, independent of the document it was taken from.
    struct Job {
        DatPatcher patch;
        std::shared_ptr<const DatFile> source; ///< the opened dat
        QString target;                        ///< absolute path written
        bool overSource = false;               ///< target is the opened dat (atomic replace)
        quint64 revision = 0;                  ///< Document::revision() when prepared
    };

    /// The bytes the save writes for edited record `id` (one of Document::editedRecords()).
    /// Errors: the dat's read or decode error of a Setup, NotFound for an id no edit touched.
    [[nodiscard]] static Result<QByteArray> encodeEdited(const Document& document, quint32 id);
    /// The patch for the document's edits (records and new waves).
    [[nodiscard]] static Result<DatPatcher> patchFor(const Document& document);
    /// Step 1, on the document's thread: the job that saves the document to `target`.
    [[nodiscard]] static Result<Job> prepare(const Document& document, const QString& target);
    /// Step 2, any thread: writes the job (see the class comment); `progress` is optional.
    [[nodiscard]] static Result<DatPatcher::Summary> run(const Job& job,
                                                         ProgressSink* progress = nullptr);
    /// Both steps at once, on the calling thread.
    [[nodiscard]] static Result<DatPatcher::Summary> save(const Document& document,
                                                          const QString& target);

    /// Renames `temporary` over `datPath` (atomically). On failure the temporary file is
    /// removed and the dat is left as it was.
    [[nodiscard]] static Result<void> commitOver(const QString& temporary, const QString& datPath);
};

} // namespace soundstage
