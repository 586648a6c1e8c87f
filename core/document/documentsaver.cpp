#include "core/document/documentsaver.h"

#include "core/common/atomicfile.h"
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/document/document.h"
#include "core/records/setup.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

using namespace Qt::StringLiterals;

namespace soundstage {

Result<QByteArray> DocumentSaver::encodeEdited(const Document& document, quint32 id) {
    const SoundCatalog& catalog = document.catalog();
    if (const SoundTable* table = catalog.table(id))
        return table->encode();
    if (const auto region = catalog.regions().find(id); region != catalog.regions().end())
        return region->second.encode();
    if (const auto setup = catalog.setupTables().find(id); setup != catalog.setupTables().end()) {
        auto bytes = document.dat().read(id);
        if (!bytes)
            return fail(bytes.error());
        auto decoded = Setup::decode(*bytes);
        if (!decoded)
            return fail(decoded.error());
        decoded->defaultSoundTable = setup->second;
        return decoded->encode();
    }
    if (const Animation* animation = document.editedAnimation(id))
        return animation->encode();
    return fail(ErrorCode::NotFound, tr("edited record %1 is not in the catalog").arg(hexId(id)));
}

Result<DatPatcher> DocumentSaver::patchFor(const Document& document) {
    DatPatcher patcher;
    const SoundCatalog& catalog = document.catalog();
    for (const quint32 id : document.editedRecords()) {
        auto bytes = encodeEdited(document, id);
        if (!bytes)
            return fail(bytes.error());
        const QString label = catalog.table(id)                    ? tr("edited table")
                              : catalog.regions().contains(id)     ? tr("edited region")
                              : catalog.setupTables().contains(id) ? tr("edited setup")
                                                                   : tr("edited animation");
        patcher.setRecord(id, std::move(*bytes), label);
    }
    for (const auto& [id, wave] : document.newWaves()) {
        auto added = patcher.addWave(document.dat(), wave, id, tr("imported wave"));
        if (!added)
            return fail(added.error());
    }
    return patcher;
}

Result<DocumentSaver::Job> DocumentSaver::prepare(const Document& document, const QString& target) {
    auto patch = patchFor(document);
    if (!patch)
        return fail(patch.error());
    Job job{std::move(*patch), document.sharedDat(), QFileInfo(target).absoluteFilePath(), false,
            document.revision()};
    // The same file under another name (a link, "..") counts as the opened dat too.
    const QString opened = QFileInfo(document.path()).canonicalFilePath();
    const QString chosen = QFileInfo(job.target).canonicalFilePath();
    job.overSource = !chosen.isEmpty() && chosen == opened;
    return job;
}

Result<DatPatcher::Summary> DocumentSaver::run(const Job& job, ProgressSink* progress) {
    if (!job.overSource)
        return job.patch.write(*job.source, job.target, progress);
    // The opened dat: write beside it, then swap it in atomically.
    // Named the AtomicFile way, so a copy left by a killed save is removed by the next one.
    AtomicFile::removeAbandoned(job.target);
    const QString temporary = AtomicFile::temporaryName(job.target);
    auto written = job.patch.write(*job.source, temporary, progress);
    if (!written) {
        QFile::remove(temporary);
        return fail(written.error().inFile(job.target));
    }
    if (auto committed = commitOver(temporary, job.target); !committed)
        return fail(committed.error());
    return written;
}

Result<DatPatcher::Summary> DocumentSaver::save(const Document& document, const QString& target) {
    auto job = prepare(document, target);
    if (!job)
        return fail(job.error());
    return run(*job);
}

Result<void> DocumentSaver::commitOver(const QString& temporary, const QString& datPath) {
    // rename(2) replaces the target in one step: readers see the old dat or the new one.
    if (std::rename(QFile::encodeName(temporary).constData(),
                    QFile::encodeName(datPath).constData()) != 0) {
        const QString reason = QString::fromLocal8Bit(std::strerror(errno));
        QFile::remove(temporary);
        return fail(ErrorCode::Io, tr("cannot replace the dat: %1").arg(reason), -1, datPath);
    }
    return {};
}

} // namespace soundstage
