#include "app/cli/clidat.h"

#include "core/common/atomicfile.h"
#include "core/common/hexid.h"

using namespace Qt::StringLiterals;

namespace soundstage::cli {

Result<std::unique_ptr<DatFile>> openDatArgument(const QCommandLineParser& parser) {
    const QString path = positional(parser, 0);
    if (path.isEmpty())
        return soundstage::fail(ErrorCode::Usage, u"missing the DAT argument"_s);
    auto dat = DatFile::open(path);
    if (!dat)
        return soundstage::fail(dat.error().inFile(path));
    return dat;
}

Result<quint32> idArgument(const QCommandLineParser& parser, int index) {
    const QString text = positional(parser, index);
    if (text.isEmpty())
        return soundstage::fail(ErrorCode::Usage, u"missing the ID argument"_s);
    const auto id = parseId(text);
    if (!id)
        return soundstage::fail(
            ErrorCode::Usage,
            u"'%1' is not an id (write it as 0x20000001 or in decimal)"_s.arg(text));
    return *id;
}

Result<DatAndId> openDatAndId(const QCommandLineParser& parser) {
    auto dat = openDatArgument(parser);
    if (!dat)
        return soundstage::fail(dat.error());
    const auto id = idArgument(parser, 1);
    if (!id)
        return soundstage::fail(id.error());
    return DatAndId{std::move(*dat), *id};
}

int reportError(CliIo& io, const QString& command, const Error& error) {
    if (error.code == ErrorCode::Usage && error.file.isEmpty())
        return usageError(io, command, error.message);
    return fail(io, error);
}

Result<QByteArray> readRecord(const DatFile& dat, quint32 id) {
    auto entry = dat.find(id);
    if (!entry)
        return fail(entry.error().inFile(dat.path()));
    if (!entry->has_value())
        return fail(ErrorCode::NotFound,
                    QCoreApplication::translate("soundstage::cli", "no record %1 in this dat")
                        .arg(hexId(id)),
                    -1, dat.path());
    auto bytes = dat.read(**entry);
    if (!bytes)
        return fail(bytes.error().inFile(dat.path()));
    return bytes;
}

Error locateRecordError(const DatFile& dat, quint32 id, Error error) {
    error.message = QCoreApplication::translate("soundstage::cli", "record %1: %2")
                        .arg(hexId(id), error.message);
    auto entry = dat.find(id);
    if (!entry || !entry->has_value())
        return error.inFile(dat.path());
    const DatEntry& e = **entry;
    qint64 mapped = -1;
    if (error.offset >= 0 && !e.compressed()) {
        mapped = dat.fileOffsetOf(e, error.offset);
        // A structure cut off by the record's end: the byte just after its last one.
        if (mapped < 0 && error.offset > 0 && error.offset >= qint64(e.size) && e.size > 0)
            mapped = dat.fileOffsetOf(e, qint64(e.size) - 1) + 1;
    }
    if (mapped < 0) {
        // Nothing in the record locates it (size 0, compressed, no offset): the entry itself.
        mapped = dat.entrySizeFieldOffset(e);
        if (mapped >= 0)
            error.message =
                QCoreApplication::translate("soundstage::cli",
                                            "%1 (at the B-tree entry's size field, %2 bytes)")
                    .arg(error.message)
                    .arg(e.size);
    }
    error.offset = mapped;
    return error.inFile(dat.path());
}

Result<void> writeFileAtomically(const QString& path, const QByteArray& bytes) {
    return AtomicFile::write(path, bytes);
}

} // namespace soundstage::cli
