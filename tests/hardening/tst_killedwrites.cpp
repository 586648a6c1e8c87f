// Writes that leave debris (issue #15, class 3): a real `soundstage-cli patch` child killed with
// SIGKILL at several points of its run leaves nothing beside its output; the named temporaries
// of killed runs are recognised and removed by the next run; AtomicFile's own contract; a pack
// that fails leaves its target as it was.
#include "../cli/clirunner.h"
#include "core/common/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>

#include <unistd.h>

using namespace Qt::StringLiterals;
using soundstage::AtomicFile;

class TestKilledWrites : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_source;
    QString m_record;

    [[nodiscard]] QSet<QString> entries() const {
        const QStringList names =
            QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        return {names.begin(), names.end()};
    }

    // A PID that is certainly not alive: a child that has been started, finished and reaped.
    static qint64 deadPid() {
        QProcess child;
        child.start(u"/bin/true"_s, {});
        if (!child.waitForStarted())
            return -1;
        const qint64 pid = child.processId();
        child.waitForFinished();
        return pid;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        // Big enough (about 270 MB) that the copy takes a noticeable part of a second.
        m_source = m_dir.filePath(u"source.dat"_s);
        const CliRun synth =
            runCli({u"synth"_s, u"-o"_s, m_source, u"--bytes"_s, u"268435456"_s, u"--entries"_s,
                    u"8000"_s, u"--tables"_s, u"200"_s, u"--waves"_s, u"2000"_s});
        QVERIFY2(synth.exitCode == 0, qPrintable(synth.err));
        m_record = m_dir.filePath(u"table.bin"_s);
        const CliRun exported = runCli(
            {u"export"_s, m_source, u"0x20000001"_s, u"--format"_s, u"bin"_s, u"-o"_s, m_record});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    }

    void killedPatchLeavesNothing_data() {
        QTest::addColumn<int>("delayMs");
        QTest::addColumn<bool>("outputExisted");
        for (int delay : {0, 2, 5, 10, 25, 50, 100, 150, 200, 300, 450, 800, 2000}) {
            QTest::addRow("new output, kill after %d ms", delay) << delay << false;
            QTest::addRow("replacing an output, kill after %d ms", delay) << delay << true;
        }
    }

    void killedPatchLeavesNothing() {
        QFETCH(int, delayMs);
        QFETCH(bool, outputExisted);
        const QString output = m_dir.filePath(u"out.dat"_s);
        QFile::remove(output);
        const QByteArray before = "an earlier output that must stay whole or be replaced whole";
        if (outputExisted) {
            QFile old(output);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write(before);
        }
        const QSet<QString> expected = {u"source.dat"_s, u"table.bin"_s};

        QProcess patch;
        patch.start(QStringLiteral(SOUNDSTAGE_BIN_DIR "/soundstage-cli"),
                    {u"patch"_s, m_source, u"--set-bin"_s, m_record, u"-o"_s, output});
        QVERIFY(patch.waitForStarted());
        QTest::qSleep(delayMs);
        const bool running = patch.state() == QProcess::Running;
        patch.kill(); // SIGKILL: no handler, no cleanup in the child
        QVERIFY(patch.waitForFinished(60000));
        qInfo("killed %s", running ? "while running" : "after it had finished");

        QSet<QString> left = entries();
        if (left.contains(u"out.dat"_s)) {
            left.remove(u"out.dat"_s);
            QFile result(output);
            QVERIFY(result.open(QIODevice::ReadOnly));
            if (result.size() == qint64(before.size())) {
                QCOMPARE(result.readAll(), before); // the old output, untouched
            } else {
                QCOMPARE(result.size(), QFileInfo(m_source).size()); // the new one, complete
                const CliRun verify = runCli({u"verify"_s, output});
                QVERIFY2(verify.exitCode == 0, qPrintable(verify.out + verify.err));
            }
        } else {
            QVERIFY(!outputExisted);
        }
        QVERIFY2(left == expected, qPrintable(QStringList(left.begin(), left.end()).join(u", "_s)));
        QFile::remove(output);
    }

    // A named temporary of a killed run (its PID gone) is removed by the next write of the same
    // output; one of a live process is not touched.
    void abandonedTemporaryIsRemoved() {
        const qint64 dead = deadPid();
        QVERIFY(dead > 0);
        const QString output = m_dir.filePath(u"out.dat"_s);
        const QString prefix = AtomicFile::temporaryPrefix(output);
        const QString abandoned = m_dir.filePath(prefix + QString::number(dead) + u"-zz"_s);
        const QString live = m_dir.filePath(prefix + QString::number(::getpid()) + u"-zz"_s);
        for (const QString& path : {abandoned, live}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("debris");
        }
        const CliRun run =
            runCli({u"patch"_s, m_source, u"--set-bin"_s, m_record, u"-o"_s, output});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(abandoned));
        QVERIFY(QFileInfo::exists(live));
        QFile::remove(live);
        QFile::remove(output);
    }

    void atomicFileDiscardsUncommitted() {
        QTemporaryDir dir;
        const QString target = dir.filePath(u"t.txt"_s);
        {
            auto file = AtomicFile::create(target);
            QVERIFY(file);
            QVERIFY((*file)->append("half").has_value());
        }
        QVERIFY(QDir(dir.path()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden));
        QVERIFY(AtomicFile::write(target, "whole").has_value());
        QFile written(target);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), QByteArray("whole"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{u"t.txt"_s});
    }

    // The system's words for the real errno, never Qt's "Unknown error".
    void atomicFileErrorsSayWhy_data() {
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("words");
        QTest::newRow("ENOSPC") << ENOSPC << u"No space left on device"_s;
        QTest::newRow("EACCES") << EACCES << u"Permission denied"_s;
        QTest::newRow("EROFS") << EROFS << u"Read-only file system"_s;
    }

    void atomicFileErrorsSayWhy() {
        QFETCH(int, code);
        QFETCH(QString, words);
        QCOMPARE(AtomicFile::errnoText(code), words);
        const auto missing = AtomicFile::write(m_dir.filePath(u"no/such/folder/x"_s), "x");
        QVERIFY(!missing);
        QVERIFY2(missing.error().message.contains(u"No such file or directory"_s),
                 qPrintable(missing.error().message));
    }

    // A pack that fails half-way (one good sound baked, then an undecodable one) leaves a
    // non-empty target exactly as it was, with --force too, and no staging folder beside it.
    void failedPackChangesNothing() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString packDir = dir.filePath(u"pack"_s);
        QVERIFY(QDir().mkpath(packDir));
        QFile keep(packDir + u"/keep.txt"_s);
        QVERIFY(keep.open(QIODevice::WriteOnly));
        keep.write("mine");
        keep.close();
        QFile bad(dir.filePath(u"bad.wav"_s));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("RIFF\x04\x00\x00\x00WAVE", 12);
        bad.close();
        QFile mod(dir.filePath(u"mod.txt"_s));
        QVERIFY(mod.open(QIODevice::WriteOnly));
        mod.write("door opens, 0 = bad.wav, 0.9\n");
        mod.close();
        const CliRun run = runCli(
            {u"override"_s, u"pack"_s, dir.filePath(u"mod.txt"_s), u"-o"_s, packDir, u"--force"_s});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(QDir(packDir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{u"keep.txt"_s});
        const QStringList beside =
            QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        QCOMPARE(beside, (QStringList{u"bad.wav"_s, u"mod.txt"_s, u"pack"_s}));
    }
};

QTEST_GUILESS_MAIN(TestKilledWrites)
#include "tst_killedwrites.moc"
