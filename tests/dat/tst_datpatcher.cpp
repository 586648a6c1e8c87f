#include "patchfixtures.h"

#include "core/common/hexid.h"
#include "core/dat/btree.h"
#include "core/dat/datpatcher.h"
#include "core/dat/datverifier.h"
#include "core/records/wave.h"

#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 Now = 1764000000;
constexpr quint32 IterationId = 0xFFFF0001;

DatPatcher::Options testOptions() {
    DatPatcher::Options o;
    o.clock = [] { return Now; };
    return o;
}

std::unique_ptr<DatFile> openDat(const QString& path) {
    auto dat = DatFile::open(path);
    if (!dat) {
        qWarning() << dat.error().toString();
        return nullptr;
    }
    return std::move(*dat);
}

// The report's findings as text, for failure messages.
QByteArray findingsText(const VerifyReport& report) {
    QStringList lines;
    for (const VerifyFinding& f : report.findings)
        lines << VerifyFinding::kindName(f.kind) + u" at "_s + QString::number(f.offset, 16) +
                     u": "_s + f.message;
    return lines.join(u'\n').toLocal8Bit();
}

// Verify must find no errors and no leaked or doubly owned block.
bool verifiesClean(const QString& path, QByteArray& text) {
    auto report = DatVerifier::verify(path);
    if (!report) {
        text = report.error().toString().toLocal8Bit();
        return false;
    }
    text = findingsText(*report);
    return report->clean();
}

int internalNodes(const DatFile& dat) {
    int count = 0;
    std::vector<quint32> stack{dat.header().treeRoot};
    while (!stack.empty()) {
        const quint32 offset = stack.back();
        stack.pop_back();
        auto node = dat.readNode(offset);
        if (!node)
            return -1;
        if (!node->isLeaf()) {
            ++count;
            stack.insert(stack.end(), node->children.begin(), node->children.end());
        }
    }
    return count;
}

} // namespace

class TestDatPatcher : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_tmp;

    [[nodiscard]] QDir freshDir(const QString& name) const {
        QDir dir(m_tmp.path());
        dir.mkpath(name);
        dir.cd(name);
        return dir;
    }

private slots:
    void replaceAndInsert_data() {
        QTest::addColumn<int>("target"); // fixture index of the replaced record, -1 = insert
        QTest::addColumn<int>("newSize");
        QTest::addColumn<int>("blockSize");
        QTest::newRow("shrink 4000 -> 16") << 6 << 16 << 1024;
        QTest::newRow("grow 16 -> 9000") << 0 << 9000 << 1024;
        QTest::newRow("same blocks, new bytes") << 3 << 300 << 1024;
        QTest::newRow("to zero bytes") << 5 << 0 << 1024;
        QTest::newRow("grow past the free list") << 1 << 3'000'000 << 1024;
        QTest::newRow("insert") << -1 << 2500 << 1024;
        QTest::newRow("insert, 256-byte blocks") << -1 << 700 << 256;
        QTest::newRow("shrink, 256-byte blocks") << 4 << 10 << 256;
    }

    void replaceAndInsert() {
        QFETCH(int, target);
        QFETCH(int, newSize);
        QFETCH(int, blockSize);
        const QDir dir = freshDir(QString::fromLatin1(QTest::currentDataTag()));
        const Fixture f = writeFixture(dir, u"source.dat"_s, 5000, quint32(blockSize));
        const QByteArray sourceHash = sha(f.path);
        auto source = openDat(f.path);
        QVERIFY(source);
        QCOMPARE(*source->treeDepth(), 3);
        const Snapshot before = snapshot(f.path);
        QVERIFY(before.ok);

        const quint32 id = target >= 0 ? fixtureId(target) : 0x06000000u + 4 * 1000 + 1;
        QCOMPARE(before.bytes.contains(id), target >= 0);
        const QByteArray bytes = recordBytes(id, newSize, 99);
        DatPatcher patcher;
        patcher.setOptions(testOptions());
        patcher.setRecord(id, bytes);
        const QString out = dir.filePath(u"out.dat"_s);
        auto summary = patcher.write(*source, out);
        QVERIFY2(summary.has_value(), why(summary).constData());

        QCOMPARE(sha(f.path), sourceHash); // the source is never touched
        QByteArray text;
        QVERIFY2(verifiesClean(out, text), text.constData());
        const Snapshot after = snapshot(out);
        QVERIFY(after.ok);
        QCOMPARE(after.bytes.size(), before.bytes.size() + (target >= 0 ? 0 : 1));
        for (const auto& [otherId, otherBytes] : before.bytes) {
            if (otherId == id)
                continue;
            QVERIFY2(after.bytes.at(otherId) == otherBytes, qPrintable(hexId(otherId)));
            QCOMPARE(after.entries.at(otherId), before.entries.at(otherId));
        }
        QCOMPARE(after.bytes.at(id), bytes);
        const DatEntry& e = after.entries.at(id);
        QCOMPARE(e.date, qint32(Now));
        QVERIFY(!e.compressed());
        if (target >= 0) {
            QCOMPARE(e.flags, before.entries.at(id).flags); // version word kept
            QCOMPARE(e.iteration, before.entries.at(id).iteration);
        } else {
            QCOMPARE(e.version(), quint16(2));
            QCOMPARE(e.iteration, 7); // the highest iteration of the dat's entries
        }

        // Free-block accounting and the file size stay true.
        auto patched = openDat(out);
        QVERIFY(patched);
        QCOMPARE(qint64(patched->header().fileSize), QFileInfo(out).size());
        QCOMPARE(QFileInfo(out).size() % (1024 * 1024), 0);
        const qint64 payload = blockSize - 4;
        const qint64 oldBlocks =
            target >= 0 ? (before.entries.at(id).size + payload - 1) / payload : 0;
        const qint64 newBlocks = (newSize + payload - 1) / payload;
        const qint64 grown = (QFileInfo(out).size() - QFileInfo(f.path).size()) / blockSize;
        QCOMPARE(summary->freeBlocksAfter,
                 summary->freeBlocksBefore - newBlocks + oldBlocks + grown -
                     summary->nodesAdded * ((1716 + payload - 1) / payload));
        QCOMPARE(qint64(patched->header().freeCount), summary->freeBlocksAfter);
        if (newSize > 2'000'000)
            QVERIFY(grown > 0);
        else
            QCOMPARE(grown, 0);
        QCOMPARE(summary->changes.size(), size_t(1));
        QCOMPARE(summary->changes[0].kind, target >= 0 ? DatPatcher::Change::Kind::Replaced
                                                       : DatPatcher::Change::Kind::Added);
    }

    void allocatesFromTheHeadFollowingLinks() {
        // A free list in scrambled order, as another writer might leave it: allocation must
        // follow the links, not assume the next block is adjacent.
        const QDir dir = freshDir(u"scrambled"_s);
        const Fixture f = writeFixture(dir, u"source.dat"_s, 100);
        QByteArray bytes = fileBytes(f.path);
        auto plain = openDat(f.path);
        QVERIFY(plain);
        std::vector<quint32> blocks = *plain->freeBlocks();
        plain.reset();
        QVERIFY(blocks.size() > 100);
        std::vector<quint32> order;
        for (size_t i = 0; i < blocks.size(); i += 2)
            order.push_back(blocks[blocks.size() - 1 - i]); // every other block, backwards
        for (size_t i = 1; i < blocks.size(); i += 2)
            order.push_back(blocks[i]);
        for (size_t i = 0; i < order.size(); ++i)
            putU32(bytes, order[i], (i + 1 < order.size() ? order[i + 1] : 0) | 0x80000000u);
        putU32(bytes, 0x154, order.front());
        putU32(bytes, 0x158, order.back());
        const QString scrambled = dir.filePath(u"scrambled.dat"_s);
        QVERIFY(writeBytes(scrambled, bytes));
        auto source = openDat(scrambled);
        QVERIFY(source);

        DatPatcher patcher;
        patcher.setOptions(testOptions());
        const QByteArray record = recordBytes(0x31000001, 3000);
        patcher.setRecord(0x31000001, record);
        const QString out = dir.filePath(u"out.dat"_s);
        auto summary = patcher.write(*source, out);
        QVERIFY2(summary.has_value(), why(summary).constData());
        QByteArray text;
        QVERIFY2(verifiesClean(out, text), text.constData());
        auto patched = openDat(out);
        const auto entry = **patched->find(0x31000001);
        QCOMPARE(entry.offset, order[0]);
        QCOMPARE(patched->fileOffsetOf(entry, 1020), qint64(order[1]) + 4);
        QCOMPARE(patched->fileOffsetOf(entry, 2040), qint64(order[2]) + 4);
        QCOMPARE(*patched->read(0x31000001), record);
        QCOMPARE(patched->header().freeHead, order[3]);
        QCOMPARE(patched->header().freeTail, order.back());
    }

    void rewritesANodeAlongItsOwnScatteredChain() {
        // Another writer's layout: the root leaf's second block lives far from its first (in
        // what was the head of the free list). Rewriting the node must follow its links.
        const QDir dir = freshDir(u"scattered"_s);
        const Fixture f = writeFixture(dir, u"source.dat"_s, 40);
        QByteArray bytes = fileBytes(f.path);
        const quint32 root = u32At(bytes, 0x160);
        const quint32 second = u32At(bytes, root);
        const quint32 moved = u32At(bytes, 0x154);
        putU32(bytes, 0x154, u32At(bytes, moved) & 0x7FFFFFFFu);
        putU32(bytes, 0x15C, u32At(bytes, 0x15C) - 1);
        bytes.replace(moved, 1024, bytes.mid(second, 1024));
        putU32(bytes, root, moved);
        bytes.replace(second, 1024, QByteArray(1024, '\xEE')); // the old block: garbage now
        const QString path = dir.filePath(u"foreign.dat"_s);
        QVERIFY(writeBytes(path, bytes));
        auto source = openDat(path);
        QVERIFY(source);
        const Snapshot before = snapshot(path);
        QVERIFY(before.ok);

        DatPatcher patcher;
        patcher.setOptions(testOptions());
        const quint32 id = fixtureId(0) + 1;
        patcher.setRecord(id, recordBytes(id, 64));
        const QString out = dir.filePath(u"out.dat"_s);
        auto summary = patcher.write(*source, out);
        QVERIFY2(summary.has_value(), why(summary).constData());
        const QByteArray written = fileBytes(out);
        QCOMPARE(u32At(written, root), moved);                         // same chain
        QCOMPARE(written.mid(second, 1024), QByteArray(1024, '\xEE')); // not touched
        const Snapshot after = snapshot(out);
        QVERIFY(after.ok);
        QCOMPARE(after.bytes.size(), before.bytes.size() + 1);
        for (const auto& [otherId, otherBytes] : before.bytes)
            QVERIFY(after.bytes.at(otherId) == otherBytes);
        // The only finding is the block the foreign writer leaked.
        auto report = DatVerifier::verify(out);
        QVERIFY(report.has_value());
        QCOMPARE(report->errorCount(), 1);
        QCOMPARE(report->findings[0].kind, VerifyFinding::Kind::Leaked);
        QCOMPARE(report->findings[0].offset, qint64(second));
    }

    void insertsSplitLeavesAndInnerNodes() {
        const QDir dir = freshDir(u"inner"_s);
        const Fixture f = writeFixture(dir, u"source.dat"_s, 5000);
        auto source = openDat(f.path);
        const int innerBefore = internalNodes(*source);
        const Snapshot before = snapshot(f.path);

        // 3000 ids between existing ones of one family: leaves and their parents fill and split.
        DatPatcher patcher;
        patcher.setOptions(testOptions());
        std::map<quint32, QByteArray> added;
        for (int i = 0; i < 3000; ++i) {
            const quint32 id = fixtureId(1 + 3 * (i / 3)) + 1 + quint32(i % 3);
            added[id] = recordBytes(id, 20 + i % 50);
            patcher.setRecord(id, added[id]);
        }
        const QString out = dir.filePath(u"out.dat"_s);
        auto summary = patcher.write(*source, out);
        QVERIFY2(summary.has_value(), why(summary).constData());
        QVERIFY(summary->nodesAdded > 50);
        QByteArray text;
        QVERIFY2(verifiesClean(out, text), text.constData());
        auto patched = openDat(out);
        QCOMPARE(*patched->treeDepth(), 3);
        QVERIFY2(internalNodes(*patched) > innerBefore, "no inner node split");
        const Snapshot after = snapshot(out);
        QCOMPARE(after.bytes.size(), before.bytes.size() + added.size());
        for (const auto& [id, bytes] : before.bytes)
            QVERIFY(after.bytes.at(id) == bytes);
        for (const auto& [id, bytes] : added)
            QVERIFY(after.bytes.at(id) == bytes);
    }

    void insertsSplitTheRoot() {
        // Enough new ids that the root of the three-level tree fills and splits: leaves, inner
        // nodes and the root all split, the tree grows to four levels and the header's root
        // moves to the new node. Zero-byte records keep the file small.
        const QDir dir = freshDir(u"root"_s);
        const Fixture f = writeFixture(dir, u"source.dat"_s, 5000);
        auto source = openDat(f.path);
        const Snapshot before = snapshot(f.path);
        DatPatcher patcher;
        patcher.setOptions(testOptions());
        for (quint32 i = 0; i < 60000; ++i)
            patcher.setRecord(0x30000000u + i * 2,
                              i % 100 == 0 ? recordBytes(i, 40) : QByteArray());
        const QString out = dir.filePath(u"out.dat"_s);
        auto summary = patcher.write(*source, out);
        QVERIFY2(summary.has_value(), why(summary).constData());
        QCOMPARE(summary->depthBefore, 3);
        QCOMPARE(summary->depthAfter, 4);
        QVERIFY(summary->rootMoved);
        QByteArray text;
        QVERIFY2(verifiesClean(out, text), text.constData());
        auto patched = openDat(out);
        QCOMPARE(*patched->treeDepth(), 4);
        QVERIFY(patched->header().treeRoot != source->header().treeRoot);
        const Snapshot after = snapshot(out);
        QCOMPARE(after.bytes.size(), before.bytes.size() + 60000);
        for (const auto& [id, bytes] : before.bytes)
            QVERIFY(after.bytes.at(id) == bytes);
        QCOMPARE(after.bytes.at(0x30000000u + 500 * 2), recordBytes(500, 40));
    }

    void repatchingStaysConsistentAndBounded() {
        const QDir dir = freshDir(u"repatch"_s);
        const Fixture f = writeFixture(dir, u"gen0.dat"_s, 2000);
        std::map<quint32, QByteArray> expected = f.records;
        QString current = f.path;
        const qint64 startSize = QFileInfo(f.path).size();
        qint64 largest = startSize;
        for (int round = 1; round <= 50; ++round) {
            auto source = openDat(current);
            QVERIFY(source);
            DatPatcher patcher;
            patcher.setOptions(testOptions());
            for (int k = 0; k < 5; ++k) {
                const quint32 id = fixtureId((round * 37 + k * 401) % 2000);
                const qsizetype size = (round + k) % 2 == 0 ? 6000 + round * 10 : 8 + k;
                expected[id] = recordBytes(id, size, quint32(round));
                patcher.setRecord(id, expected[id]);
            }
            const quint32 fresh = 0x30000000u + quint32(round);
            expected[fresh] = recordBytes(fresh, 100 + round);
            patcher.setRecord(fresh, expected[fresh]);
            const QString next = dir.filePath(u"gen%1.dat"_s.arg(round));
            auto summary = patcher.write(*source, next);
            QVERIFY2(summary.has_value(), why(summary).constData());
            if (round % 10 == 0 || round == 1) {
                QByteArray text;
                QVERIFY2(verifiesClean(next, text), text.constData());
            }
            if (round > 2)
                QFile::remove(dir.filePath(u"gen%1.dat"_s.arg(round - 2)));
            current = next;
            largest = qMax(largest, QFileInfo(next).size());
        }
        const Snapshot last = snapshot(current);
        QVERIFY(last.ok);
        for (const auto& [id, bytes] : expected)
            QVERIFY2(last.bytes.at(id) == bytes, qPrintable(hexId(id)));
        // The same handful of records rewritten 50 times recycles its blocks: at most one
        // growth step beyond the start.
        QVERIFY2(largest <= startSize + DatPatcher::GrowthStep,
                 qPrintable(u"%1 -> %2"_s.arg(startSize).arg(largest)));
    }

    void unchangedBytesAreLeftAlone() {
        const QDir dir = freshDir(u"unchanged"_s);
        const Fixture f = writeFixture(dir, u"source.dat"_s, 50);
        auto source = openDat(f.path);
        DatPatcher patcher;
        patcher.setOptions(testOptions());
        patcher.setRecord(fixtureId(3), f.records.at(fixtureId(3)));
        const QString out = dir.filePath(u"out.dat"_s);
        auto summary = patcher.write(*source, out);
        QVERIFY2(summary.has_value(), why(summary).constData());
        QCOMPARE(summary->changes[0].kind, DatPatcher::Change::Kind::Unchanged);
        QCOMPARE(summary->nodesRewritten, 0);
        QCOMPARE(fileBytes(out), fileBytes(f.path));
    }

    void compressedRecordIsStoredPlain() {
        const QDir dir = freshDir(u"compressed"_s);
        DatWriter writer;
        DatEntry e;
        e.id = 0x20000005;
        e.flags = 0x00040001; // version 4, compressed
        e.iteration = 3;
        writer.add(e, QByteArray(5000, 'x'));
        QVERIFY(writer.write(dir.filePath(u"source.dat"_s)).has_value());
        auto source = openDat(dir.filePath(u"source.dat"_s));
        DatPatcher patcher;
        patcher.setOptions(testOptions());
        patcher.setRecord(0x20000005, QByteArray(300, 'y'));
        auto summary = patcher.write(*source, dir.filePath(u"out.dat"_s));
        QVERIFY2(summary.has_value(), why(summary).constData());
        auto patched = openDat(dir.filePath(u"out.dat"_s));
        const DatEntry after = **patched->find(0x20000005);
        QCOMPARE(after.flags, 0x00040000u);
        QCOMPARE(after.iteration, 3);
        QCOMPARE(*patched->read(0x20000005), QByteArray(300, 'y'));
    }

    void failureLeavesNothingBehind_data() {
        QTest::addColumn<qint64>("failAfter"); // -1: fail the rename instead
        QTest::addColumn<bool>("reflink");
        QTest::newRow("before the first byte") << qint64(0) << false;
        QTest::newRow("inside the copy") << qint64(700'000) << false;
        QTest::newRow("inside the copy, reflink allowed") << qint64(700'000) << true;
        QTest::newRow("while writing the record") << qint64(-2) << false;
        QTest::newRow("at the rename") << qint64(-1) << false;
    }

    void failureLeavesNothingBehind() {
        QFETCH(qint64, failAfter);
        QFETCH(bool, reflink);
        const QDir dir = freshDir(u"fail-"_s + QString::fromLatin1(QTest::currentDataTag()));
        const Fixture f = writeFixture(dir, u"source.dat"_s, 500);
        const QString out = dir.filePath(u"out.dat"_s);
        QVERIFY(writeBytes(out, "an existing output"_ba));
        const QByteArray sourceHash = sha(f.path);
        auto source = openDat(f.path);
        DatPatcher patcher;
        auto options = testOptions();
        options.allowReflink = reflink;
        if (failAfter == -1)
            options.failRename = true;
        else if (failAfter == -2)
            options.failAfterBytes = QFileInfo(f.path).size() + 2048; // after the copy
        else
            options.failAfterBytes = failAfter;
        patcher.setOptions(options);
        patcher.setRecord(fixtureId(1), recordBytes(fixtureId(1), 50000));
        auto summary = patcher.write(*source, out);
        QVERIFY(!summary.has_value());
        QCOMPARE(summary.error().code, ErrorCode::Io);
        QCOMPARE(summary.error().file, out);
        QCOMPARE(sha(f.path), sourceHash);
        QCOMPARE(fileBytes(out), "an existing output"_ba);
        QVERIFY2(leftovers(dir).isEmpty(), qPrintable(leftovers(dir).join(u", "_s)));
        QCOMPARE(dir.entryList(QDir::Files).size(), 2);
    }

    void missingDirectory() {
        const QDir dir = freshDir(u"missingdir"_s);
        const Fixture f = writeFixture(dir, u"source.dat"_s, 20);
        auto source = openDat(f.path);
        DatPatcher patcher;
        patcher.setRecord(fixtureId(1), "x"_ba);
        const QString out = dir.filePath(u"nowhere/out.dat"_s);
        auto summary = patcher.write(*source, out);
        QVERIFY(!summary.has_value());
        QCOMPARE(summary.error().code, ErrorCode::Io);
        QCOMPARE(summary.error().file, out);
        QVERIFY(summary.error().message.contains(u"nowhere"_s));
        QCOMPARE(dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{u"source.dat"_s});
    }

    void unwritableDirectory() {
        if (::geteuid() == 0)
            QSKIP("running as root: directory permissions do not stop writes");
        const QDir dir = freshDir(u"readonly"_s);
        const Fixture f = writeFixture(dir, u"source.dat"_s, 20);
        auto source = openDat(f.path);
        QDir locked = freshDir(u"readonly/locked"_s);
        QVERIFY(::chmod(QFile::encodeName(locked.path()).constData(), 0555) == 0);
        DatPatcher patcher;
        patcher.setRecord(fixtureId(1), "x"_ba);
        auto summary = patcher.write(*source, locked.filePath(u"out.dat"_s));
        ::chmod(QFile::encodeName(locked.path()).constData(), 0755);
        QVERIFY(!summary.has_value());
        QCOMPARE(summary.error().code, ErrorCode::Io);
        QVERIFY(locked.entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

    void refusesToWriteOverTheSource() {
        const QDir dir = freshDir(u"self"_s);
        const Fixture f = writeFixture(dir, u"source.dat"_s, 20);
        const QByteArray hash = sha(f.path);
        auto source = openDat(f.path);
        DatPatcher patcher;
        patcher.setRecord(fixtureId(1), "x"_ba);
        for (const QString& target : {f.path, dir.filePath(u"./source.dat"_s),
                                      dir.filePath(u"link.dat"_s), dir.filePath(u"hard.dat"_s)}) {
            if (target.endsWith(u"link.dat"_s))
                QVERIFY(QFile::link(f.path, target));
            if (target.endsWith(u"hard.dat"_s))
                QVERIFY(::link(QFile::encodeName(f.path).constData(),
                               QFile::encodeName(target).constData()) == 0);
            auto summary = patcher.write(*source, target);
            QVERIFY2(!summary.has_value(), qPrintable(target));
            QCOMPARE(summary.error().code, ErrorCode::Usage);
        }
        QCOMPARE(sha(f.path), hash);
    }

    void refusesACrossLinkedSource() {
        const QDir dir = freshDir(u"crosslinked"_s);
        DatWriter writer;
        writer.add(0x31000001, recordBytes(0x31000001, 100));
        writer.add(0x31000002, recordBytes(0x31000002, 100));
        const QString path = dir.filePath(u"source.dat"_s);
        QVERIFY(writer.write(path).has_value());
        // Point the second record at the first one's block (entries of the only node, a leaf
        // at the tree root; entry 1's offset field).
        QByteArray bytes = fileBytes(path);
        const quint32 root = u32At(bytes, 0x160);
        const qint64 entry0 = root + 4 + 252;
        const qint64 entry1 = entry0 + 24;
        QCOMPARE(u32At(bytes, entry1 + 4), 0x31000002u);
        putU32(bytes, entry1 + 8, u32At(bytes, entry0 + 8));
        QVERIFY(writeBytes(path, bytes));
        auto source = openDat(path);
        DatPatcher patcher;
        patcher.setRecord(0x31000002, "new bytes"_ba);
        auto summary = patcher.write(*source, dir.filePath(u"out.dat"_s));
        QVERIFY(!summary.has_value());
        QCOMPARE(summary.error().code, ErrorCode::BadRecord);
        QCOMPARE(summary.error().offset, qint64(u32At(bytes, entry0 + 8)));
        QVERIFY(!QFileInfo::exists(dir.filePath(u"out.dat"_s)));
    }

    void refusesABrokenFreeList() {
        const QDir dir = freshDir(u"badfree"_s);
        const Fixture f = writeFixture(dir, u"source.dat"_s, 20);
        QByteArray bytes = fileBytes(f.path);
        putU32(bytes, 0x15C, u32At(bytes, 0x15C) - 1); // count one short
        QVERIFY(writeBytes(f.path, bytes));
        auto source = openDat(f.path);
        DatPatcher patcher;
        patcher.setRecord(fixtureId(1), "x"_ba);
        auto summary = patcher.write(*source, dir.filePath(u"out.dat"_s));
        QVERIFY(!summary.has_value());
        QCOMPARE(summary.error().code, ErrorCode::BadHeader);
        QCOMPARE(summary.error().offset, qint64(0x15C));
    }

    void nextFreeId() {
        const QDir dir = freshDir(u"nextid"_s);
        DatWriter writer;
        writer.add(0x0A000000, "a"_ba);
        writer.add(0x0A000001, "b"_ba);
        writer.add(0x0A000003, "c"_ba);
        QVERIFY(writer.write(dir.filePath(u"w.dat"_s)).has_value());
        auto source = openDat(dir.filePath(u"w.dat"_s));
        DatPatcher patcher;
        QCOMPARE(*patcher.nextFreeId(*source), 0x0A000002u);
        patcher.setRecord(0x0A000002, "d"_ba);
        QCOMPARE(*patcher.nextFreeId(*source), 0x0A000004u);
        auto full = patcher.nextFreeId(*source, 0x0A000000, 0x0A000003);
        QVERIFY(!full.has_value());
        QCOMPARE(full.error().code, ErrorCode::NotFound);

        // New waves: the next free id, or a chosen free one; never a taken or non-wave id.
        Wave wave{0, Wave::pcmFormat(1, 11025, 16), QByteArray(100, '\0')};
        auto first = patcher.addWave(*source, wave);
        QVERIFY2(first.has_value(), why(first).constData());
        QCOMPARE(*first, 0x0A000004u);
        QCOMPARE(*patcher.addWave(*source, wave, 0x0A000100u), 0x0A000100u);
        QCOMPARE(patcher.addWave(*source, wave, 0x0A000001u).error().code, ErrorCode::Usage);
        QCOMPARE(patcher.addWave(*source, wave, 0x0A000100u).error().code, ErrorCode::Usage);
        QCOMPARE(patcher.addWave(*source, wave, 0x20000001u).error().code, ErrorCode::Usage);
        const QString out = dir.filePath(u"waves.dat"_s);
        QVERIFY(patcher.write(*source, out).has_value());
        auto patched = openDat(out);
        auto stored = Wave::decode(*patched->read(0x0A000100u));
        QVERIFY(stored.has_value());
        QCOMPARE(stored->id, 0x0A000100u);
        QCOMPARE(stored->data, wave.data);
    }

    void iterationRecordKept() {
        const QDir dir = freshDir(u"iteration"_s);
        const Fixture f = writeFixture(dir, u"source.dat"_s, 30);
        auto source = openDat(f.path);
        const QByteArray iteration = *source->read(IterationId);
        DatPatcher patcher;
        patcher.setOptions(testOptions());
        patcher.setRecord(0x20000009, "new"_ba);
        QVERIFY(patcher.write(*source, dir.filePath(u"out.dat"_s)).has_value());
        auto patched = openDat(dir.filePath(u"out.dat"_s));
        QCOMPARE(*patched->read(IterationId), iteration);
        QCOMPARE((**patched->find(IterationId)).version(), quint16(1));
    }
};

QTEST_GUILESS_MAIN(TestDatPatcher)
#include "tst_datpatcher.moc"
