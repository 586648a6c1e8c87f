// Claimed sizes under an address-space limit (issue #15, class 2): each hostile input runs in a
// real soundstage-cli child whose RLIMIT_AS is 768 MiB. A command that allocated what the input
// claims would die of std::bad_alloc (SIGABRT); each must end normally with exit 2.
// And a wave stored compressed that inflates to exactly the dat's 64 MiB record limit (a real
// wave is a few MB): every command that reads, decodes or exports it works within the same limit
// (exit 0), and one byte past the limit is refused (exit 2) before anything is allocated.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include "core/dat/datwriter.h"
#include "core/records/wave.h"

#include <sys/resource.h>

using namespace Qt::StringLiterals;

namespace {

constexpr rlim_t AddressLimit = rlim_t(768) << 20;
// The largest record a dat may inflate to (DatFile's MaxInflatedSize, README "Limits").
constexpr qint64 RecordLimit = qint64{64} << 20;
constexpr quint32 CappedWave = 0x0A000001;

struct Outcome {
    bool normalExit = false;
    int exitCode = -1;
    QString err;
    QString out;
};

Outcome runLimited(const QStringList& arguments) {
    QProcess process;
    process.setChildProcessModifier([] {
        const rlimit limit{AddressLimit, AddressLimit};
        ::setrlimit(RLIMIT_AS, &limit);
    });
    process.start(QStringLiteral(SOUNDSTAGE_BIN_DIR "/soundstage-cli"), arguments);
    Outcome outcome;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        outcome.err = u"did not finish"_s;
        return outcome;
    }
    outcome.normalExit = process.exitStatus() == QProcess::NormalExit;
    outcome.exitCode = process.exitCode();
    outcome.err = QString::fromUtf8(process.readAllStandardError());
    outcome.out = QString::fromUtf8(process.readAllStandardOutput());
    return outcome;
}

} // namespace

class TestAddressLimit : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    [[nodiscard]] QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        // The sanitizers reserve terabytes of shadow address space at start, which an
        // address-space limit refuses before main() runs: these bounds are checked by the
        // normal build's run of this test.
        QSKIP("an address-space limit cannot be combined with ASan/TSan shadow memory");
#endif
        QVERIFY(m_dir.isValid());
        QCOMPARE(QProcess::execute(QStringLiteral(SOUNDSTAGE_BIN_DIR "/soundstage-cli"),
                                   {u"demo"_s, u"-o"_s, path(u"demo.dat"_s)}),
                 0);
        // A WAV whose header claims 4 GiB of samples, on a sparse file that really is 4 GiB.
        QByteArray header("RIFF\xFF\xFF\xFF\xFFWAVEfmt ", 16);
        const auto u16 = [&header](quint16 v) {
            header.append(char(v & 0xFF)).append(char(v >> 8));
        };
        const auto u32 = [&](quint32 v) {
            u16(quint16(v & 0xFFFF));
            u16(quint16(v >> 16));
        };
        u32(16);
        u16(1);
        u16(2);
        u32(44100);
        u32(44100 * 4);
        u16(4);
        u16(16);
        header.append("data", 4);
        u32(0xFFFFFF00u);
        QFile sparse(path(u"huge.wav"_s));
        QVERIFY(sparse.open(QIODevice::WriteOnly));
        QCOMPARE(sparse.write(header), header.size());
        QVERIFY(sparse.resize((qint64{4} << 30) + 64));
        sparse.close();
        QFile mod(path(u"huge.txt"_s));
        QVERIFY(mod.open(QIODevice::WriteOnly));
        mod.write("door opens, 0 = huge.wav, 0.9\n");
        mod.close();
        // The same header on a file that holds only the header: the claim has nothing behind it.
        QFile liar(path(u"liar.wav"_s));
        QVERIFY(liar.open(QIODevice::WriteOnly));
        liar.write(header);
        liar.close();
        // Silence compresses about 1000:1, so a 64 MiB record is a 65 KB dat.
        QVERIFY(writeCompressedWave(path(u"capped.dat"_s), RecordLimit));
        QVERIFY(writeCompressedWave(path(u"overcap.dat"_s), RecordLimit + 2));
    }

    // One 16-bit mono PCM wave whose record (12 bytes of sizes, 18 of format, the samples) is
    // `recordBytes` long, stored compressed.
    static bool writeCompressedWave(const QString& file, qint64 recordBytes) {
        soundstage::Wave wave;
        wave.id = CappedWave;
        QByteArray format;
        const auto u16 = [&format](quint16 v) {
            format.append(char(v & 0xFF)).append(char(v >> 8));
        };
        u16(1);
        u16(1);
        u16(22050 & 0xFFFF);
        u16(0);
        u16(44100 & 0xFFFF);
        u16(0);
        u16(2);
        u16(16);
        u16(0);
        wave.format = format;
        wave.data = QByteArray(qsizetype(recordBytes - 12 - format.size()), '\0');
        soundstage::DatEntry entry;
        entry.id = CappedWave;
        entry.flags |= 1u;
        soundstage::DatWriter writer;
        writer.add(entry, wave.encode());
        return writer.write(file).has_value();
    }

    void inflateCapUnderTheLimit_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        const QString id = u"0x%1"_s.arg(CappedWave, 8, 16, QChar(u'0'));
        const QString out = path(u"capped-out"_s);
        for (const auto& [dat, code] : {std::pair{u"capped.dat"_s, 0}, {u"overcap.dat"_s, 2}}) {
            const QByteArray name = dat.toUtf8();
            const QString file = path(dat);
            QTest::addRow("verify %s", name.constData()) << QStringList{u"verify"_s, file} << code;
            QTest::addRow("decode %s", name.constData())
                << QStringList{u"decode"_s, file, id, u"-o"_s, out + u".wav"_s} << code;
            for (const char* format : {"wav", "bin", "json"})
                QTest::addRow("export --format %s %s", format, name.constData())
                    << QStringList{u"export"_s,
                                   file,
                                   id,
                                   u"--format"_s,
                                   QString::fromLatin1(format),
                                   u"-o"_s,
                                   out + u".x"_s}
                    << code;
            QTest::addRow("show %s", name.constData()) << QStringList{u"show"_s, file, id} << code;
        }
    }

    void inflateCapUnderTheLimit() {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        const Outcome outcome = runLimited(arguments);
        QVERIFY2(outcome.normalExit, qPrintable(u"killed by a signal: "_s + outcome.err));
        QVERIFY2(outcome.exitCode == exitCode,
                 qPrintable(u"exit %1: %2"_s.arg(outcome.exitCode).arg(outcome.err)));
        QVERIFY(!outcome.err.contains(u"bad_alloc"_s));
        if (exitCode == 2) {
            // verify lists it among its findings (stdout), the others refuse with it (stderr).
            const QString said = outcome.err + outcome.out;
            QVERIFY2(said.contains(u"records are inflated only up to"_s), qPrintable(said));
            return;
        }
        // The whole wave reached the file: 16-bit PCM out of decode (a 44-byte header), the
        // record's own format and data out of export --format wav.
        const qint64 samples = RecordLimit - 12 - 18;
        if (arguments.first() == u"decode")
            QCOMPARE(QFileInfo(arguments.last()).size(), 44 + samples);
        if (arguments.contains(u"wav"_s))
            QCOMPARE(QFileInfo(arguments.last()).size(), 12 + 8 + 18 + 8 + samples);
    }

    void boundedUnderTheLimit_data() {
        QTest::addColumn<QStringList>("arguments");
        const QString demo = path(u"demo.dat"_s);
        const QString out = path(u"out"_s);
        for (const QString& wav : {path(u"huge.wav"_s), path(u"liar.wav"_s)}) {
            const QByteArray name = QFileInfo(wav).fileName().toUtf8();
            QTest::addRow("check-wav %s", name.constData()) << QStringList{u"check-wav"_s, wav};
            QTest::addRow("bake %s", name.constData())
                << QStringList{u"bake"_s, wav, u"-o"_s, out + u"/baked"_s};
            QTest::addRow("patch --import-wave %s", name.constData())
                << QStringList{u"patch"_s, demo, u"--import-wave"_s, wav, u"-o"_s, out + u".dat"_s};
        }
        QTest::newRow("override check --dat, 4 GiB sound")
            << QStringList{u"override"_s, u"check"_s, path(u"huge.txt"_s), u"--dat"_s, demo};
        QTest::newRow("override pack, 4 GiB sound")
            << QStringList{u"override"_s, u"pack"_s, path(u"huge.txt"_s), u"-o"_s, out};
        for (const char* device : {"/dev/zero", "/dev/urandom"}) {
            const QString d = QString::fromLatin1(device);
            QTest::addRow("info %s", device) << QStringList{u"info"_s, d};
            QTest::addRow("check-wav %s", device) << QStringList{u"check-wav"_s, d};
            QTest::addRow("override show %s", device) << QStringList{u"override"_s, u"show"_s, d};
            QTest::addRow("patch --set-bin %s", device)
                << QStringList{u"patch"_s, demo, u"--set-bin"_s, d, u"-o"_s, out + u".dat"_s};
            QTest::addRow("diff %s", device) << QStringList{u"diff"_s, demo, d};
        }
    }

    void boundedUnderTheLimit() {
        QFETCH(QStringList, arguments);
        const Outcome outcome = runLimited(arguments);
        QVERIFY2(outcome.normalExit, qPrintable(u"killed by a signal: "_s + outcome.err));
        QVERIFY2(outcome.exitCode == 2,
                 qPrintable(u"exit %1: %2"_s.arg(outcome.exitCode).arg(outcome.err)));
        QVERIFY(!outcome.err.contains(u"bad_alloc"_s));
    }
};

QTEST_GUILESS_MAIN(TestAddressLimit)
#include "tst_addresslimit.moc"
