#pragma once

#include "core/common/error.h"
#include "core/records/regiondesc.h"
#include "core/records/soundtable.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <map>
#include <vector>

namespace soundstage {

/// The unsaved edits of one dat: the full current state of every record that differs from the
/// dat. Written by Document after each edit, read back by Document::recoverJournal().
struct JournalContents {
    QString datPath;    ///< the dat the edits belong to (absolute)
    qint64 datSize = 0; ///< its size in bytes when the edits were made
    std::vector<SoundTable> tables;
    std::map<quint32, std::vector<AmbientStbDesc>> ambient; ///< region id → its ambient STBs
    std::map<quint32, quint32> setups;                      ///< setup id → default table
    /// Imported waves not in the dat yet: wave id → the encoded Wave record.
    std::map<quint32, QByteArray> newWaves;
    /// Edited Animations: id → the encoded record (part frames included, so it is kept whole).
    std::map<quint32, QByteArray> animations;

    [[nodiscard]] bool isEmpty() const {
        return tables.empty() && ambient.empty() && setups.empty() && newWaves.empty() &&
               animations.empty();
    }
};

/// The journal file format: JSON, `{"format":"soundstage-journal","version":1,"dat":…,
/// "dat_size":…,"tables":[…],"ambient":[…],"setups":[…],"animations":[…]}` (an animation as
/// `{"id":…,"bytes":"<base64 of the record>"}`). Ids are "0x%08X" strings; floats are
/// JSON numbers (exact: a float survives the double round trip) or, when not finite, a
/// "bits:0xXXXXXXXX" string. Tables keep their whole node tree.
///
/// Imported waves (megabytes each) stay out of the JSON, which is rewritten after every edit:
/// each is a side file `<journal>-<wave id>-<content hash>.wave` beside it, written once (the
/// hash in the name says it is already there), listed in the JSON as
/// `"new_waves":[{"id":…,"file":…,"size":…}]`; side files no longer listed are removed.
class DocumentJournal final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DocumentJournal)

public:
    /// The JSON only (new waves listed, not embedded; see write()).
    [[nodiscard]] static QByteArray encode(const JournalContents& contents);
    /// Errors: Parse (not JSON or not a journal; line/column unknown, offset given). New waves
    /// are not read (their side files belong to read()): `newWaves` comes back empty.
    [[nodiscard]] static Result<JournalContents> decode(const QByteArray& bytes);

    /// Atomic write (AtomicFile) of the JSON and of new waves' side files; creates the directory.
    [[nodiscard]] static Result<void> write(const QString& path, const JournalContents& contents);
    /// Reads the JSON and the side files of its new waves. Errors: Io, Parse (a side file
    /// missing, of the wrong size or larger than a wave record can be).
    [[nodiscard]] static Result<JournalContents> read(const QString& path);
    /// Removes the journal and its side files (nothing to remove is fine).
    static void remove(const QString& path);

    /// `<directory>/<hash of the dat's absolute path>.json`.
    [[nodiscard]] static QString pathFor(const QString& directory, const QString& datPath);
};

} // namespace soundstage
