// TruncationGuard::readZerosOnTruncatedInput(), the editor's way with a file another program
// shortens while it is mapped (a game update rewriting the dat): the read past the new end
// reads zeros instead of ending the process, the file says it was shortened, the notifier
// wakes, and a patch from such a dat writes nothing. In process: the handler is this
// program's for its whole run.
#include "core/common/mappedinput.h"
#include "core/common/truncationguard.h"
#include "core/dat/datfile.h"
#include "core/dat/datpatcher.h"
#include "core/demo/demodat.h"
#include "tests/common/demodatondisk.h"
#include "writtenfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace soundstage;
using namespace Qt::StringLiterals;
using soundstage::test::openDemoDat;
using soundstage::test::writeFile;

class TestShortenedMapping : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCOMPARE(TruncationGuard::shortenedNotifier(), -1);
        TruncationGuard::readZerosOnTruncatedInput("tst_shortenedmapping");
        QVERIFY(TruncationGuard::shortenedNotifier() >= 0);
    }

    void readPastTheNewEndGivesZeros() {
        QTemporaryDir dir;
        const QString cut = writeFile(dir, u"cut.override"_s, QByteArray(3 * 4096, 'a'));
        const QString kept = writeFile(dir, u"kept.override"_s, QByteArray(3 * 4096, 'k'));
        auto input = MappedInput::open(cut, InputFile::MaxOverrideBytes);
        auto other = MappedInput::open(kept, InputFile::MaxOverrideBytes);
        QVERIFY(input && other);
        QCOMPARE(TruncationGuard::takeShortenedNotifications(), 0);
        QVERIFY(QFile::resize(cut, 10));
        const char* bytes = input->bytes().constData();
        const volatile char* last = bytes + 3 * 4096 - 1; // two pages past the new end
        QCOMPARE(*last, '\0');
        QCOMPARE(bytes[2 * 4096], '\0');
        QCOMPARE(bytes[0], 'a'); // before the cut, the file's own bytes
        QCOMPARE(TruncationGuard::takeShortenedNotifications(), 1);
        // The other mapping is untouched.
        QCOMPARE(other->bytes(), QByteArray(3 * 4096, 'k'));
        QCOMPARE(TruncationGuard::takeShortenedNotifications(), 0);
    }

    void shortenedDatSaysSoAndIsNotPatched() {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"demo.dat"_s);
        const auto opened = openDemoDat(path);
        QVERIFY(opened);
        const DatFile& dat = *opened;
        QVERIFY(!dat.wasShortened());
        const auto entries = dat.entries();
        QVERIFY(entries && !entries->empty());

        // Cut it before the record that sits last: by its size alone it is shortened.
        const DatEntry last = *std::ranges::max_element(*entries, {}, &DatEntry::offset);
        QVERIFY(QFile::resize(path, qint64(last.offset) & ~qint64(4095)));
        QVERIFY(dat.wasShortened());
        // Reading it finds zeros where its blocks were: an error or wrong bytes, never a crash.
        const auto read = dat.read(last);
        Q_UNUSED(read);
        QVERIFY(TruncationGuard::takeShortenedNotifications() >= 1);

        // Grown back to its old length, it still counts as shortened: what was read meanwhile
        // were zeros.
        QVERIFY(QFile::resize(path, dat.fileLength()));
        QVERIFY(dat.wasShortened());

        DatPatcher patcher;
        patcher.setRecord(DemoDat::WeaponTable, QByteArray(16, '\0'));
        const QString output = dir.filePath(u"patched.dat"_s);
        const auto written = patcher.write(dat, output);
        QVERIFY(!written);
        QVERIFY2(written.error().message.contains(u"shortened by another program"_s),
                 qPrintable(written.error().message));
        QCOMPARE(written.error().file, path);
        QVERIFY(!QFile::exists(output));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{u"demo.dat"_s});
    }

    void untouchedDatIsPatched() {
        QTemporaryDir dir;
        const auto opened = openDemoDat(dir.filePath(u"demo.dat"_s));
        QVERIFY(opened);
        QVERIFY(!opened->wasShortened());
        DatPatcher patcher;
        patcher.setRecord(DemoDat::WeaponTable, QByteArray(16, '\0'));
        const auto written = patcher.write(*opened, dir.filePath(u"patched.dat"_s));
        QVERIFY2(written, written ? "" : qPrintable(written.error().message));
    }
};

QTEST_GUILESS_MAIN(TestShortenedMapping)
#include "tst_shortenedmapping.moc"
