#include "core/dat/datpatcher.h"

#include "core/common/atomicfile.h"
#include "core/common/hexid.h"
#include "core/common/progressslice.h"
#include "core/dat/blockallocator.h"
#include "core/dat/btree.h"
#include "core/dat/btreenode.h"
#include "core/dat/datfile.h"
#include "core/dat/sourcechains.h"
#include "core/records/wave.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QtEndian>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <deque>
#include <memory>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::DatPatcher" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DatPatcher)
};

QString errnoText(int code) {
    return QString::fromLocal8Bit(std::strerror(code));
}

/// The new output, written through AtomicFile (unnamed until committed, so a failed or killed
/// patch leaves nothing beside the output), with counted writes for the failure hook.
class OutputFile final {
public:
    Q_DISABLE_COPY_MOVE(OutputFile)
    OutputFile(QString finalPath, qint64 failAfter)
        : m_finalPath(std::move(finalPath))
        , m_failAfter(failAfter) {}

    [[nodiscard]] Result<void> create(mode_t mode) {
        auto file = AtomicFile::create(m_finalPath, mode);
        if (!file)
            return fail(file.error());
        m_file = std::move(*file);
        m_fd = m_file->fd();
        return {};
    }

    [[nodiscard]] int fd() const { return m_fd; }

    /// Copies `length` bytes of `source`; returns how. `progress` hears the bytes copied and may
    /// stop the copy between chunks (ErrorCode::Cancelled).
    [[nodiscard]] Result<QString> copyFrom(int source, qint64 length, bool allowReflink,
                                           ProgressSink& progress) {
        if (allowReflink && (m_failAfter < 0 || m_failAfter >= length)) {
            if (::ioctl(m_fd, FICLONE, source) == 0) {
                m_written += length;
                return u"reflink"_s;
            }
        }
        loff_t in = 0;
        loff_t out = 0;
        bool kernelCopy = true;
        constexpr qint64 Chunk = 64ll * 1024 * 1024;
        while (kernelCopy && in < length) {
            qint64 want = qMin(Chunk, length - in);
            if (auto r = budget(want); !r)
                return std::unexpected(r.error());
            const ssize_t done = ::copy_file_range(source, &in, m_fd, &out, size_t(want), 0);
            if (done < 0) {
                if (errno == EINTR)
                    continue;
                if (in == 0 && (errno == EXDEV || errno == EINVAL || errno == ENOSYS ||
                                errno == EOPNOTSUPP || errno == EPERM)) {
                    kernelCopy = false;
                    break;
                }
                return ioError(Tr::tr("copying the source failed: %1").arg(errnoText(errno)));
            }
            if (done == 0)
                return ioError(Tr::tr("copying the source failed: it ended after %1 of %2 bytes")
                                   .arg(in)
                                   .arg(length));
            m_written += done;
            if (ProgressSink::reportAndCheck(&progress, in, length))
                return fail(ProgressSink::cancelledError().inFile(m_finalPath));
        }
        if (kernelCopy)
            return u"copy_file_range"_s;

        QByteArray buffer(1 << 20, Qt::Uninitialized);
        for (qint64 at = 0; at < length;) {
            const qint64 want = qMin<qint64>(buffer.size(), length - at);
            const ssize_t got = ::pread(source, buffer.data(), size_t(want), at);
            if (got < 0 && errno == EINTR)
                continue;
            if (got <= 0)
                return ioError(Tr::tr("reading the source failed: %1")
                                   .arg(got < 0 ? errnoText(errno) : Tr::tr("unexpected end")));
            if (auto r = write(buffer.constData(), got, at); !r)
                return std::unexpected(r.error());
            at += got;
            if (at % Chunk < got && ProgressSink::reportAndCheck(&progress, at, length))
                return fail(ProgressSink::cancelledError().inFile(m_finalPath));
        }
        return u"read/write"_s;
    }

    [[nodiscard]] Result<void> write(const char* bytes, qint64 count, qint64 offset) {
        while (count > 0) {
            if (auto r = budget(count); !r)
                return r;
            const ssize_t done = ::pwrite(m_fd, bytes, size_t(count), offset);
            if (done < 0 && errno == EINTR)
                continue;
            if (done <= 0)
                return ioError(Tr::tr("writing at %1 failed: %2")
                                   .arg(hexOffset(offset), errnoText(done < 0 ? errno : EIO)));
            m_written += done;
            bytes += done;
            count -= done;
            offset += done;
        }
        return {};
    }

    [[nodiscard]] Result<void> resize(qint64 length) {
        if (::ftruncate(m_fd, length) != 0)
            return ioError(
                Tr::tr("cannot extend the file to %1 bytes: %2").arg(length).arg(errnoText(errno)));
        return {};
    }

    /// Flushes and puts the file in place of the output (AtomicFile::commit).
    [[nodiscard]] Result<void> commit(bool failRename) {
        if (failRename)
            return ioError(Tr::tr("renaming the finished file failed: %1").arg(errnoText(EIO)));
        return m_file->commit();
    }

private:
    [[nodiscard]] Result<void> budget(qint64& want) {
        if (m_failAfter < 0)
            return {};
        if (m_written >= m_failAfter)
            return ioError(Tr::tr("writing failed after %1 bytes (simulated)").arg(m_written));
        want = qMin(want, m_failAfter - m_written);
        return {};
    }

    [[nodiscard]] std::unexpected<Error> ioError(const QString& message) const {
        return fail(ErrorCode::Io, message, -1, m_finalPath);
    }

    QString m_finalPath;
    std::unique_ptr<AtomicFile> m_file;
    qint64 m_failAfter = -1;
    qint64 m_written = 0;
    int m_fd = -1;
};

/// The output file as the block allocator sees it.
class OutputStorage final : public BlockAllocator::Storage {
public:
    explicit OutputStorage(OutputFile& file)
        : m_file(file) {}
    [[nodiscard]] Result<void> write(const char* bytes, qint64 count, qint64 offset) override {
        return m_file.write(bytes, count, offset);
    }
    [[nodiscard]] Result<void> resize(qint64 length) override { return m_file.resize(length); }

private:
    OutputFile& m_file;
};

/// The error of a source another program changed while it was read (DatFile::wasChanged()).
std::unexpected<Error> changedSource(const DatFile& source) {
    return fail(ErrorCode::Io,
                source.wasShortened()
                    ? Tr::tr("the dat was shortened by another program while it was read; "
                             "nothing was written (open it again once that program is done)")
                    : Tr::tr("the dat was changed by another program since it was opened; "
                             "nothing was written (open it again once that program is done)"),
                -1, source.path());
}

} // namespace

void DatPatcher::setRecord(quint32 id, QByteArray bytes, QString label,
                           std::optional<quint16> version) {
    m_records[id] = Pending{std::move(bytes), std::move(label), version};
}

Result<quint32> DatPatcher::nextFreeId(const DatFile& source, quint32 first, quint32 last) const {
    auto entries = source.entries(first, last);
    if (!entries)
        return std::unexpected(entries.error());
    std::vector<quint32> taken;
    taken.reserve(entries->size());
    for (const DatEntry& e : *entries)
        taken.push_back(e.id);
    for (auto it = m_records.lower_bound(first); it != m_records.end() && it->first <= last; ++it)
        taken.push_back(it->first);
    std::sort(taken.begin(), taken.end());
    quint64 candidate = first;
    for (const quint32 id : taken) {
        if (id > candidate)
            break;
        if (id == candidate)
            ++candidate;
    }
    if (candidate > last)
        return fail(ErrorCode::NotFound,
                    Tr::tr("every id from %1 to %2 is taken").arg(hexId(first), hexId(last)), -1,
                    source.path());
    return quint32(candidate);
}

Result<quint32> DatPatcher::addWave(const DatFile& source, Wave wave, std::optional<quint32> id,
                                    QString label) {
    constexpr quint32 First = 0x0A000000;
    constexpr quint32 Last = 0x0A00FFFF;
    if (id) {
        if (*id < First || *id > Last)
            return fail(ErrorCode::Usage,
                        Tr::tr("%1 is not a wave id (0x0A000000–0x0A00FFFF)").arg(hexId(*id)));
        auto existing = source.find(*id);
        if (!existing)
            return std::unexpected(existing.error());
        if (existing->has_value() || hasRecord(*id))
            return fail(ErrorCode::Usage,
                        Tr::tr("%1 is already taken; a new wave needs a free id").arg(hexId(*id)));
    } else {
        auto next = nextFreeId(source, First, Last);
        if (!next)
            return std::unexpected(next.error());
        id = *next;
    }
    wave.id = *id;
    setRecord(*id, wave.encode(), std::move(label));
    return *id;
}

Result<DatPatcher::Summary> DatPatcher::write(const DatFile& source, const QString& outputPath,
                                              ProgressSink* progress) const {
    // Another program changed the source (a game update?): what is read from it past a new end
    // is zeros, and a rewrite in place mixes new bytes under the old index, so the output is
    // not put in place. Asked before, and again once the output is complete; a check that
    // failed meanwhile on what it read says so instead.
    if (source.wasChanged())
        return changedSource(source);
    auto written = writeFrom(source, outputPath, progress);
    if (!written && written.error().code != ErrorCode::Cancelled && source.wasChanged())
        return changedSource(source);
    return written;
}

Result<DatPatcher::Summary> DatPatcher::writeFrom(const DatFile& source, const QString& outputPath,
                                                  ProgressSink* progress) const {
    // Progress in thousandths: the source's chains 0–150, the bulk copy 150–900, the records,
    // nodes and header 900–1000.
    constexpr qint64 Scale = 1000;
    ProgressSlice checking(progress, 0, 150, Scale);
    ProgressSlice copying(progress, 150, 750, Scale);
    ProgressSlice finishing(progress, 900, 100, Scale);
    const auto cancelled = [&outputPath] {
        return fail(ProgressSink::cancelledError().inFile(outputPath));
    };
    const QString sourcePath = source.path();
    const QByteArray outputName = QFile::encodeName(outputPath);
    if (outputPath.isEmpty())
        return fail(ErrorCode::Usage, Tr::tr("no output file given"));

    struct stat sourceStat {};
    struct stat outputStat {};
    if (::fstat(source.handle(), &sourceStat) != 0)
        return fail(ErrorCode::Io, Tr::tr("cannot read the source: %1").arg(errnoText(errno)), -1,
                    sourcePath);
    const bool outputExists = ::stat(outputName.constData(), &outputStat) == 0;
    if (outputExists && outputStat.st_dev == sourceStat.st_dev &&
        outputStat.st_ino == sourceStat.st_ino)
        return fail(ErrorCode::Usage,
                    Tr::tr("the output is the source dat itself; a patch never writes over its "
                           "source, choose another output file"),
                    -1, outputPath);
    if (outputExists && !S_ISREG(outputStat.st_mode))
        return fail(ErrorCode::Usage, Tr::tr("the output exists and is not a regular file"), -1,
                    outputPath);

    // The source's own descriptor and mapping: a 1 GB dat is mapped once, not once per reader.
    const qint64 length = source.fileLength();
    SourceChains view;
    view.data = source.mappedData();
    view.length = length;
    view.header = source.header();
    view.payload = qint64(view.header.blockSize) - 4;
    view.path = sourcePath;
    const DatHeader& h = view.header;
    const qint64 bs = h.blockSize;
    const qint64 firstBlock = DatHeader::firstBlockOffset(h.blockSize);

    // Everything the patch relies on is read and checked before a byte is written.
    auto loaded = BTree::load(source);
    if (!loaded)
        return std::unexpected(loaded.error());
    BTree tree = std::move(*loaded);
    auto freeList = source.freeBlocks();
    if (!freeList)
        return std::unexpected(freeList.error());

    Summary summary;
    summary.sourceSize = length;
    summary.freeBlocksBefore = qint64(freeList->size());
    summary.depthBefore = tree.depth();

    // The chains of the nodes (rewritten in place) and of the replaced records (freed).
    const qint64 nodeBlocks = view.blocksFor(BTreeNode::Size);
    std::vector<std::vector<quint32>> nodeChains(size_t(tree.nodeCount()));
    for (int i = 0; i < tree.nodeCount(); ++i) {
        auto chain = view.chain(tree.node(i).offset, BTreeNode::Size,
                                Tr::tr("B-tree node %1").arg(hexOffset(tree.node(i).offset)));
        if (!chain)
            return std::unexpected(chain.error());
        nodeChains[size_t(i)] = std::move(*chain);
    }

    if (m_options.checkOwnership) {
        // Every block of every node and record, once; a block claimed twice means a cross-linked
        // dat where freeing or reusing blocks could destroy another record.
        std::vector<quint8> owned(size_t(h.maxBlocks(length)), 0);
        const auto claim = [&](const std::vector<quint32>& blocks,
                               const QString& what) -> std::optional<Error> {
            for (const quint32 b : blocks) {
                const auto index = size_t((qint64(b) - firstBlock) / bs);
                if (owned[index] != 0)
                    return Error{ErrorCode::BadRecord,
                                 Tr::tr("block %1 of %2 belongs to another record or node as well; "
                                        "refusing to patch a cross-linked dat")
                                     .arg(hexOffset(b), what),
                                 sourcePath, qint64(b)};
                owned[index] = 1;
            }
            return std::nullopt;
        };
        for (size_t i = 0; i < nodeChains.size(); ++i) {
            if (auto e = claim(nodeChains[i],
                               Tr::tr("B-tree node %1").arg(hexOffset(tree.node(int(i)).offset))))
                return fail(*e);
        }
        for (int n = 0; n < tree.nodeCount(); ++n) {
            if (ProgressSink::reportAndCheck(&checking, n, tree.nodeCount()))
                return cancelled();
            for (const DatEntry& e : tree.node(n).entries) {
                auto chain = view.chain(e.offset, e.size, Tr::tr("record %1").arg(hexId(e.id)));
                if (!chain)
                    return std::unexpected(chain.error());
                if (auto err = claim(*chain, Tr::tr("record %1").arg(hexId(e.id))))
                    return fail(*err);
            }
        }
        // Free blocks are tagged, so no valid chain contains one; claim() proves the rest.
    }

    qint32 currentIteration = 1;
    for (int n = 0; n < tree.nodeCount(); ++n)
        for (const DatEntry& e : tree.node(n).entries)
            if (e.id != IterationId)
                currentIteration = qMax(currentIteration, e.iteration);
    const qint64 now = m_options.clock ? m_options.clock() : QDateTime::currentSecsSinceEpoch();

    // Output: created beside the target, the bulk copied by the kernel, then edited in place.
    OutputFile out(outputPath, m_options.failAfterBytes);
    const mode_t mode = outputExists ? (outputStat.st_mode & 07777) : mode_t(0666);
    if (auto r = out.create(mode); !r)
        return std::unexpected(r.error());
    if (outputExists)
        ::fchmod(out.fd(), mode); // keep an overwritten output's permissions (best effort)
    if (ProgressSink::reportAndCheck(&checking, 1, 1))
        return cancelled();
    auto method = out.copyFrom(source.handle(), length, m_options.allowReflink, copying);
    if (!method)
        return std::unexpected(method.error());
    summary.copyMethod = *method;

    OutputStorage storage(out);
    BlockAllocator blocks(
        storage, h, length, *freeList,
        {.growthStep = GrowthStep, .spareBlocks = SpareBlocks, .path = outputPath});

    qint64 recordsDone = 0;
    for (const auto& [id, pending] : m_records) {
        if (ProgressSink::reportAndCheck(&finishing, recordsDone++, qint64(m_records.size()) + 1))
            return cancelled();
        Change change;
        change.id = id;
        change.label = pending.label;
        change.newSize = quint32(pending.bytes.size());
        const std::optional<DatEntry> old = tree.find(id);
        std::vector<quint32> oldChain;
        if (old) {
            change.kind = Change::Kind::Replaced;
            change.oldSize = old->size;
            auto chain = view.chain(old->offset, old->size, Tr::tr("record %1").arg(hexId(id)));
            if (!chain)
                return std::unexpected(chain.error());
            oldChain = std::move(*chain);
            if (!old->compressed() && old->size == quint32(pending.bytes.size()) &&
                view.sameStored(oldChain, pending.bytes)) {
                change.kind = Change::Kind::Unchanged;
                summary.changes.push_back(change);
                continue;
            }
        }
        auto chain = blocks.allocate(blocks.blocksFor(pending.bytes.size()));
        if (!chain)
            return std::unexpected(chain.error());
        if (auto r = blocks.writeChain(*chain, pending.bytes); !r)
            return std::unexpected(r.error());
        if (auto r = blocks.release(oldChain); !r)
            return std::unexpected(r.error());
        change.blocksAllocated = qint64(chain->size());
        change.blocksFreed = qint64(oldChain.size());

        DatEntry entry;
        if (old) {
            entry = *old;
        } else {
            const quint16 version = pending.version.value_or(id == IterationId ? 1 : 2);
            entry.flags = quint32(version) << 16;
            entry.id = id;
            entry.iteration = currentIteration;
        }
        entry.flags &= ~1u;
        entry.offset = chain->empty() ? 0 : chain->front();
        entry.size = quint32(pending.bytes.size());
        entry.date = qint32(now);
        tree.insert(entry);
        summary.changes.push_back(change);
    }

    // Nodes created by splits get blocks; every changed node is written along its chain.
    int newNodes = 0;
    for (int i = 0; i < tree.nodeCount(); ++i)
        newNodes += tree.node(i).offset == 0 ? 1 : 0;
    if (newNodes > 0) {
        if (auto r = blocks.ensureFree(qint64(newNodes) * nodeBlocks); !r)
            return std::unexpected(r.error());
    }
    nodeChains.resize(size_t(tree.nodeCount()));
    for (int i = 0; i < tree.nodeCount(); ++i) {
        if (tree.node(i).offset != 0)
            continue;
        auto chain = blocks.allocate(nodeBlocks);
        if (!chain)
            return std::unexpected(chain.error());
        tree.node(i).offset = chain->front();
        nodeChains[size_t(i)] = std::move(*chain);
        ++summary.nodesAdded;
    }
    for (int i = 0; i < tree.nodeCount(); ++i) {
        if (!tree.node(i).dirty)
            continue;
        if (auto r = blocks.writeChain(nodeChains[size_t(i)], tree.encodeNode(i).encode()); !r)
            return std::unexpected(r.error());
        tree.node(i).dirty = false;
        ++summary.nodesRewritten;
    }

    DatHeader header = h;
    const qint64 fileEnd = blocks.fileEnd();
    header.fileSize = quint32(fileEnd);
    header.freeCount = quint32(blocks.freeCount());
    header.freeHead = blocks.freeHead();
    header.freeTail = blocks.freeTail();
    header.treeRoot = tree.root() >= 0 ? tree.node(tree.root()).offset : 0;
    summary.rootMoved = header.treeRoot != h.treeRoot;
    const QByteArray encoded = header.encode();
    if (auto r = out.write(encoded.constData() + DatHeader::InfoOffset,
                           DatHeader::Size - DatHeader::InfoOffset, DatHeader::InfoOffset);
        !r)
        return std::unexpected(r.error());
    if (fileEnd > length) {
        // Already extended by ensureFree; a source whose length was off the grid is padded.
        if (auto r = out.resize(fileEnd); !r)
            return std::unexpected(r.error());
    }

    // The last moment to stop: after the commit the output is complete.
    if (ProgressSink::reportAndCheck(&finishing, qint64(m_records.size()),
                                     qint64(m_records.size()) + 1))
        return cancelled();
    if (source.wasChanged())
        return changedSource(source);
    if (auto r = out.commit(m_options.failRename); !r)
        return std::unexpected(r.error());
    summary.outputSize = fileEnd;
    summary.freeBlocksAfter = blocks.freeCount();
    summary.depthAfter = tree.depth();
    return summary;
}

} // namespace soundstage
