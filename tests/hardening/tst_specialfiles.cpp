// Every soundstage-cli command form that takes a path, given a directory, a FIFO, a character
// device and a socket: each is refused at once (no blocking read of a FIFO, no endless read of
// /dev/zero) with exit 2 and a message naming the path and what it is (issue #15, class 1).
#include "../cli/clirunner.h"
#include "core/audio/wavwriter.h"
#include "core/common/inputfile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cmath>
#include <cstring>

using namespace Qt::StringLiterals;

namespace {

// Runs the CLI with a generous deadline: a command that blocks on a FIFO never finishes, and
// the test must report that instead of hanging CTest.
CliRun runBounded(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(SOUNDSTAGE_BIN_DIR "/soundstage-cli"), arguments);
    CliRun run;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        run.err = u"soundstage-cli did not finish (blocked?)"_s;
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

class TestSpecialFiles : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_socket = -1;
    QString m_demo;
    QString m_override;

    [[nodiscard]] QString path(const QString& name) const { return m_dir.filePath(name); }

    bool write(const QString& name, const QByteArray& bytes) {
        QFile file(path(name));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    }

    // The special files, by row name: what they are called in the messages.
    [[nodiscard]] QString special(const QString& kind) const {
        if (kind == u"directory")
            return path(u"folder"_s);
        if (kind == u"fifo")
            return path(u"pipe"_s);
        if (kind == u"socket")
            return path(u"sock"_s);
        return u"/dev/zero"_s;
    }

    static QString kindWords(const QString& kind) {
        if (kind == u"directory")
            return u"a directory"_s;
        if (kind == u"fifo")
            return u"a FIFO"_s;
        if (kind == u"socket")
            return u"a socket"_s;
        return u"a character device"_s;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkdir(u"folder"_s));
        QCOMPARE(::mkfifo(QFile::encodeName(path(u"pipe"_s)).constData(), 0600), 0);
        m_socket = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(m_socket >= 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        const QByteArray name = QFile::encodeName(path(u"sock"_s));
        QVERIFY(size_t(name.size()) < sizeof(address.sun_path));
        std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
        QCOMPARE(::bind(m_socket, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0);

        m_demo = path(u"demo.dat"_s);
        QCOMPARE(runBounded({u"demo"_s, u"-o"_s, m_demo}).exitCode, 0);
        std::vector<float> samples(4410);
        for (size_t i = 0; i < samples.size(); ++i)
            samples[i] = float(0.4 * std::sin(double(i) * 0.05));
        QVERIFY(write(u"knock.wav"_s, soundstage::WavWriter::pcm16(*soundstage::PcmBuffer::make(
                                          std::move(samples), 22050, 1))));
        QVERIFY(write(u"mod.txt"_s, "door opens, 0 = knock.wav, 0.9\n"));
        m_override = path(u"mod.txt"_s);
    }

    void cleanupTestCase() {
        if (m_socket >= 0)
            ::close(m_socket);
    }

    // Every command form, with S standing for the special file.
    void refusedEverywhere_data() {
        QTest::addColumn<QStringList>("form");
        const QList<std::pair<const char*, QStringList>> forms = {
            {"info", {u"info"_s, u"S"_s}},
            {"list", {u"list"_s, u"S"_s}},
            {"verify", {u"verify"_s, u"S"_s}},
            {"show", {u"show"_s, u"S"_s, u"0x20000001"_s}},
            {"export",
             {u"export"_s, u"S"_s, u"0x20000001"_s, u"--format"_s, u"json"_s, u"-o"_s,
              u"OUT/x.json"_s}},
            {"decode", {u"decode"_s, u"S"_s, u"0x0A000001"_s, u"-o"_s, u"OUT/x.wav"_s}},
            {"where-used", {u"where-used"_s, u"S"_s, u"0x0A000001"_s}},
            {"reach", {u"reach"_s, u"S"_s}},
            {"ambient", {u"ambient"_s, u"S"_s}},
            {"ambient-sim", {u"ambient-sim"_s, u"S"_s, u"--stb"_s, u"0"_s}},
            {"simulate", {u"simulate"_s, u"S"_s, u"0x20000001"_s, u"--sound"_s, u"1"_s}},
            {"render",
             {u"render"_s, u"S"_s, u"0x20000001"_s, u"--sound"_s, u"1"_s, u"--source"_s, u"1,0"_s,
              u"--listener"_s, u"0,0"_s, u"-o"_s, u"OUT/x.wav"_s}},
            {"diff A", {u"diff"_s, u"S"_s, u"DEMO"_s}},
            {"diff B", {u"diff"_s, u"DEMO"_s, u"S"_s}},
            {"check-wav", {u"check-wav"_s, u"S"_s}},
            {"loudness DAT", {u"loudness"_s, u"S"_s}},
            {"loudness FILE", {u"loudness"_s, u"S"_s, u"DEMO"_s}},
            {"triggers", {u"triggers"_s, u"S"_s, u"0x20000001"_s}},
            {"motion", {u"motion"_s, u"S"_s, u"0x02000003"_s, u"--motion"_s, u"WalkForward"_s}},
            {"render --motion",
             {u"render"_s, u"S"_s, u"0x02000003"_s, u"--motion"_s, u"WalkForward"_s, u"--seconds"_s,
              u"1"_s, u"--source"_s, u"1,0"_s, u"--listener"_s, u"0,0"_s, u"-o"_s, u"OUT/m.wav"_s}},
            // An override file that is not a regular file, wherever --override takes one.
            {"reach --override", {u"reach"_s, u"DEMO"_s, u"--override"_s, u"S"_s}},
            {"simulate --override",
             {u"simulate"_s, u"DEMO"_s, u"0x20000001"_s, u"--sound"_s, u"1"_s, u"--override"_s,
              u"S"_s}},
            {"render --override",
             {u"render"_s, u"DEMO"_s, u"0x20000001"_s, u"--sound"_s, u"1"_s, u"--source"_s,
              u"1,0"_s, u"--listener"_s, u"0,0"_s, u"--override"_s, u"S"_s, u"-o"_s,
              u"OUT/x.wav"_s}},
            {"ambient-sim --override",
             {u"ambient-sim"_s, u"DEMO"_s, u"--stb"_s, u"0"_s, u"--override"_s, u"S"_s}},
            {"motion --override",
             {u"motion"_s, u"DEMO"_s, u"0x02000003"_s, u"--motion"_s, u"WalkForward"_s,
              u"--override"_s, u"S"_s}},
            {"bake", {u"bake"_s, u"S"_s, u"-o"_s, u"OUT/baked"_s}},
            {"patch DAT", {u"patch"_s, u"S"_s, u"--set-bin"_s, u"DEMO"_s, u"-o"_s, u"OUT/p.dat"_s}},
            {"edit",
             {u"edit"_s, u"S"_s, u"--where"_s, u""_s, u"--set"_s, u"prob=1"_s, u"-o"_s,
              u"OUT/e.dat"_s}},
            {"patch --set", {u"patch"_s, u"DEMO"_s, u"--set"_s, u"S"_s, u"-o"_s, u"OUT/p.dat"_s}},
            {"patch --set-bin",
             {u"patch"_s, u"DEMO"_s, u"--set-bin"_s, u"S"_s, u"-o"_s, u"OUT/p.dat"_s}},
            {"patch --import-wave",
             {u"patch"_s, u"DEMO"_s, u"--import-wave"_s, u"S"_s, u"-o"_s, u"OUT/p.dat"_s}},
            {"override check", {u"override"_s, u"check"_s, u"S"_s}},
            {"override check --dat",
             {u"override"_s, u"check"_s, u"OVERRIDE"_s, u"--dat"_s, u"S"_s}},
            {"override show", {u"override"_s, u"show"_s, u"S"_s}},
            {"override format", {u"override"_s, u"format"_s, u"S"_s}},
            {"override diff A",
             {u"override"_s, u"diff"_s, u"S"_s, u"DEMO"_s, u"-o"_s, u"OUT/d.txt"_s}},
            {"override diff B",
             {u"override"_s, u"diff"_s, u"DEMO"_s, u"S"_s, u"-o"_s, u"OUT/d.txt"_s}},
            {"override pack", {u"override"_s, u"pack"_s, u"S"_s, u"-o"_s, u"OUT/pack"_s}},
        };
        for (const char* kind : {"directory", "fifo", "device", "socket"})
            for (const auto& [name, form] : forms)
                QTest::addRow("%s %s", name, kind)
                    << (QStringList{QString::fromLatin1(kind)} + form);
    }

    void refusedEverywhere() {
        QFETCH(QStringList, form);
        const QString kind = form.takeFirst();
        const QString target = special(kind);
        QTemporaryDir out;
        QVERIFY(out.isValid());
        for (QString& argument : form) {
            if (argument == u"S")
                argument = target;
            else if (argument == u"DEMO")
                argument = m_demo;
            else if (argument == u"OVERRIDE")
                argument = m_override;
            else if (argument.startsWith(u"OUT/"))
                argument = out.filePath(argument.mid(4));
        }
        const CliRun run = runBounded(form);
        QVERIFY2(run.exitCode == 2, qPrintable(u"exit %1: %2"_s.arg(run.exitCode).arg(run.err)));
        QVERIFY2(run.err.contains(target + u": not a regular file (it is "_s + kindWords(kind)),
                 qPrintable(run.err));
        // Nothing was written for a refused input.
        QVERIFY2(QDir(out.path()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 qPrintable(QDir(out.path())
                                .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)
                                .join(u", "_s)));
    }

    // A sound named by an override file that is not a regular file is reported as what it is,
    // not as "file missing", by `override check --dat` and `override pack`.
    void overrideSoundIsNotRegular_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("pack");
        for (const char* kind : {"directory", "fifo", "device", "socket"}) {
            QTest::addRow("check %s", kind) << QString::fromLatin1(kind) << false;
            QTest::addRow("pack %s", kind) << QString::fromLatin1(kind) << true;
        }
    }

    void overrideSoundIsNotRegular() {
        QFETCH(QString, kind);
        QFETCH(bool, pack);
        const QString target = special(kind);
        QVERIFY(
            write(u"special.txt"_s, "door opens, 0 = " + QFile::encodeName(target) + ", 0.9\n"));
        QTemporaryDir out;
        QVERIFY(out.isValid());
        const QString file = path(u"special.txt"_s);
        const CliRun run =
            pack ? runBounded({u"override"_s, u"pack"_s, file, u"-o"_s, out.filePath(u"pack"_s)})
                 : runBounded({u"override"_s, u"check"_s, file, u"--dat"_s, m_demo});
        QVERIFY2(run.exitCode == 2, qPrintable(u"exit %1: %2"_s.arg(run.exitCode).arg(run.err)));
        const QString text = run.out + run.err;
        QVERIFY2(text.contains(u"not a regular file (it is "_s + kindWords(kind)),
                 qPrintable(text));
        QVERIFY2(!text.contains(u"file missing"_s), qPrintable(text));
        // A failed pack leaves neither the pack folder nor its hidden staging folder.
        QVERIFY2(QDir(out.path()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 qPrintable(QDir(out.path())
                                .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)
                                .join(u", "_s)));
    }

    // The core door itself: the same refusals, the size limit, and a regular file read whole.
    void inputFileRefuses_data() {
        QTest::addColumn<QString>("kind");
        for (const char* kind : {"directory", "fifo", "device", "socket"})
            QTest::newRow(kind) << QString::fromLatin1(kind);
    }

    void inputFileRefuses() {
        QFETCH(QString, kind);
        const QString target = special(kind);
        const auto opened = soundstage::InputFile::open(target, 1024);
        QVERIFY(!opened);
        QCOMPARE(opened.error().code, soundstage::ErrorCode::Unsupported);
        QCOMPARE(opened.error().file, target);
        const auto inspected = soundstage::InputFile::inspect(target);
        QVERIFY(!inspected);
        QCOMPARE(inspected.error().code, soundstage::ErrorCode::Unsupported);
    }

    void inputFileLimitAndRead() {
        QVERIFY(write(u"ten.bin"_s, "0123456789"));
        const QString ten = path(u"ten.bin"_s);
        const auto tooLarge = soundstage::InputFile::readAll(ten, 9);
        QVERIFY(!tooLarge);
        QCOMPARE(tooLarge.error().code, soundstage::ErrorCode::Unsupported);
        QVERIFY2(tooLarge.error().message.contains(u"10 bytes"_s),
                 qPrintable(tooLarge.error().message));
        const auto read = soundstage::InputFile::readAll(ten, 10);
        QVERIFY(read);
        QCOMPARE(*read, QByteArray("0123456789"));
        const auto missing = soundstage::InputFile::readAll(path(u"absent"_s), 10);
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, soundstage::ErrorCode::Io);
        QCOMPARE(soundstage::InputFile::inspect(ten).value_or(-1), 10);
    }
};

QTEST_GUILESS_MAIN(TestSpecialFiles)
#include "tst_specialfiles.moc"
