// Claimed sizes under an address-space limit (issue #15, class 2): each hostile input runs in a
// real soundstage-cli child whose RLIMIT_AS is 768 MiB. A command that allocated what the input
// claims would die of std::bad_alloc (SIGABRT); each must end normally with exit 2.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <sys/resource.h>

using namespace Qt::StringLiterals;

namespace {

constexpr rlim_t AddressLimit = rlim_t(768) << 20;

struct Outcome {
    bool normalExit = false;
    int exitCode = -1;
    QString err;
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
