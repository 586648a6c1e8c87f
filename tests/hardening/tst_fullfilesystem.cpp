// Writes onto a full filesystem: every command that writes a file says "No space left on
// device" (the system's words for ENOSPC) with the file's name, exits 2 and leaves nothing
// behind — no partial output, no temporary file. The filesystem is a real one: a 192 KiB tmpfs
// mounted in a private mount namespace (unshare --user --map-root-user --mount, so no root is
// needed); the test skips, saying why, where the system allows no such namespace.
#include "../cli/clirunner.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct FullRun {
    int exitCode = -1;
    QString err;
    QStringList left; ///< what the full filesystem holds afterwards
};

/// Runs soundstage-cli `arguments` with `dir` a fresh full-able tmpfs; "FULL/" in an argument
/// names a file there. Exit 99: the tmpfs could not be mounted.
FullRun runOnFullFilesystem(const QString& dir, QStringList arguments) {
    for (QString& a : arguments)
        if (a.startsWith(u"FULL/"))
            a = dir + u'/' + a.mid(5);
    const QString script = u"dir=$1; shift; mount -t tmpfs -o size=192k tmpfs \"$dir\" || exit 99; "
                           "\"$@\"; rc=$?; echo @@LEFT@@; ls -A \"$dir\"; exit $rc"_s;
    QProcess process;
    process.start(u"unshare"_s, QStringList{u"--user"_s, u"--map-root-user"_s, u"--mount"_s,
                                            u"sh"_s, u"-c"_s, script, u"sh"_s, dir,
                                            QStringLiteral(SOUNDSTAGE_BIN_DIR "/soundstage-cli")} +
                                    arguments);
    FullRun run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        run.err = u"did not finish"_s;
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.err = QString::fromUtf8(process.readAllStandardError());
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    run.left = out.section(u"@@LEFT@@\n"_s, 1).split(u'\n', Qt::SkipEmptyParts);
    return run;
}

} // namespace

class TestFullFilesystem final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;
    QString m_wav;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_demo = writeDemoDat(m_dir);
        QVERIFY(!m_demo.isEmpty());
        if (QStandardPaths::findExecutable(u"unshare"_s).isEmpty())
            QSKIP("unshare (util-linux) is not installed: no private tmpfs to fill");
        const QString probe = m_dir.filePath(u"probe"_s);
        QVERIFY(QDir().mkpath(probe));
        const FullRun run = runOnFullFilesystem(probe, {u"--help"_s});
        if (run.exitCode == 99 || run.exitCode == -1 || run.exitCode == 1)
            QSKIP(qPrintable(u"this system allows no private mount namespace: "_s + run.err));
        // A 352 KB wave as a WAV file, for the commands that read audio.
        m_wav = m_dir.filePath(u"big.wav"_s);
        const CliRun decoded = runCli({u"decode"_s, m_demo, u"0x0A000030"_s, u"-o"_s, m_wav});
        QVERIFY2(decoded.exitCode == 0, qPrintable(decoded.err));
    }

    void refusesAndLeavesNothing_data() {
        QTest::addColumn<QStringList>("form");
        QTest::addColumn<QString>("file");
        QTest::newRow("patch") << QStringList{u"patch"_s, u"DEMO"_s, u"--import-wave"_s,
                                              u"WAV"_s,   u"-o"_s,   u"FULL/p.dat"_s}
                               << u"p.dat"_s;
        QTest::newRow("export wav")
            << QStringList{u"export"_s, u"DEMO"_s, u"0x0A000030"_s, u"--format"_s,
                           u"wav"_s,    u"-o"_s,   u"FULL/x.wav"_s}
            << u"x.wav"_s;
        QTest::newRow("decode") << QStringList{u"decode"_s, u"DEMO"_s, u"0x0A000030"_s, u"-o"_s,
                                               u"FULL/d.wav"_s}
                                << u"d.wav"_s;
        // A patched copy of the whole demo dat (larger than the filesystem).
        QTest::newRow("edit") << QStringList{u"edit"_s,  u"DEMO"_s,   u"--where"_s, u"sound:*"_s,
                                             u"--set"_s, u"prob=1"_s, u"-o"_s,      u"FULL/e.dat"_s}
                              << u"e.dat"_s;
        // Three seconds of stereo 16-bit audio: about 520 KB.
        QTest::newRow("render --motion")
            << QStringList{u"render"_s,      u"DEMO"_s,       u"0x02000003"_s, u"--motion"_s,
                           u"WalkForward"_s, u"--seconds"_s,  u"3"_s,          u"--source"_s,
                           u"1,0"_s,         u"--listener"_s, u"0,0"_s,        u"-o"_s,
                           u"FULL/m.wav"_s}
            << u"m.wav"_s;
    }

    void refusesAndLeavesNothing() {
        QFETCH(QStringList, form);
        QFETCH(QString, file);
        for (QString& a : form) {
            if (a == u"DEMO")
                a = m_demo;
            else if (a == u"WAV")
                a = m_wav;
        }
        const QString dir = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()));
        QVERIFY(QDir().mkpath(dir));
        const FullRun run = runOnFullFilesystem(dir, form);
        QVERIFY2(run.exitCode == 2, qPrintable(u"exit %1: %2"_s.arg(run.exitCode).arg(run.err)));
        QVERIFY2(run.err.contains(u"No space left on device"_s), qPrintable(run.err));
        QVERIFY2(run.err.contains(file), qPrintable(run.err));
        QVERIFY2(run.left.isEmpty(), qPrintable(run.left.join(u", "_s)));
    }
};

QTEST_MAIN(TestFullFilesystem)
#include "tst_fullfilesystem.moc"
