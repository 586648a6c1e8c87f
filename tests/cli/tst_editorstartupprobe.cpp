// The startup probe the benchmarks time the editor with (issue 18): started as a process with
// SOUNDSTAGE_STARTUP_PROBE naming a file, the editor writes the moment of its first paint and of
// the first paint after its dat opened (or failed to), in steady_clock nanoseconds, and quits.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>

using namespace Qt::StringLiterals;

namespace {

qint64 nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

struct ProbedRun {
    bool finished = false;
    QProcess::ExitStatus status = QProcess::CrashExit;
    int exitCode = -1;
    qint64 startedNs = 0;
    qint64 endedNs = 0;
    QList<QByteArray> report; ///< the probe's lines
    QString err;
};

/// Runs bin/soundstage offscreen, with its settings in `home`, the probe writing to `reportPath`.
ProbedRun runProbed(const QTemporaryDir& home, const QString& reportPath,
                    const QStringList& arguments) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"ALSOFT_DRIVERS"_s, u"null"_s);
    env.insert(u"HOME"_s, home.path());
    env.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
    env.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
    env.insert(u"XDG_CACHE_HOME"_s, home.filePath(u"cache"_s));
    env.insert(u"SOUNDSTAGE_STARTUP_PROBE"_s, reportPath);
    QProcess process;
    process.setProcessEnvironment(env);
    ProbedRun run;
    run.startedNs = nowNs();
    process.start(QStringLiteral(SOUNDSTAGE_BIN_DIR "/soundstage"), arguments);
    run.finished = process.waitForFinished(60000);
    run.endedNs = nowNs();
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
    }
    run.status = process.exitStatus();
    run.exitCode = process.exitCode();
    run.err = QString::fromUtf8(process.readAllStandardError());
    QFile report(reportPath);
    if (report.open(QIODevice::ReadOnly))
        run.report = report.readAll().split('\n');
    if (!run.report.isEmpty() && run.report.back().isEmpty())
        run.report.removeLast();
    return run;
}

/// The time of a report line `WHAT NS`, or -1 when the line is not that.
qint64 stampOf(const QByteArray& line, const QByteArray& what) {
    const QList<QByteArray> fields = line.split(' ');
    if (fields.size() != 2 || fields[0] != what)
        return -1;
    bool ok = false;
    const qint64 ns = fields[1].toLongLong(&ok);
    return ok ? ns : -1;
}

} // namespace

class TestEditorStartupProbe final : public QObject {
    Q_OBJECT

private slots:
    // The demo dat: painted, then ready, both within the process's lifetime, and the editor
    // quits by itself with status 0.
    void reportsFirstPaintAndReadyOnTheDemo() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const ProbedRun run = runProbed(home, home.filePath(u"probe.txt"_s), {});
        QVERIFY2(run.finished, "the editor did not quit by itself");
        QCOMPARE(run.status, QProcess::NormalExit);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.report.size(), 2);
        const qint64 painted = stampOf(run.report[0], "painted");
        const qint64 ready = stampOf(run.report[1], "ready");
        QVERIFY2(painted > run.startedNs, run.report[0].constData());
        QVERIFY2(ready >= painted, run.report[1].constData());
        QVERIFY(ready < run.endedNs);
    }

    // A dat that cannot be opened: the report says failed, and the editor still quits.
    void reportsAFailedOpening() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const ProbedRun run =
            runProbed(home, home.filePath(u"probe.txt"_s), {home.filePath(u"no-such.dat"_s)});
        QVERIFY2(run.finished, "the editor did not quit by itself");
        QCOMPARE(run.status, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.report.size(), 2);
        QVERIFY(stampOf(run.report[0], "painted") > 0);
        QVERIFY2(stampOf(run.report[1], "failed") > 0, run.report[1].constData());
    }

    // A report that cannot be written: status 1, and nothing left in the folder.
    void anUnwritableReportExitsOne() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString missingFolder = home.filePath(u"missing/probe.txt"_s);
        const ProbedRun run = runProbed(home, missingFolder, {});
        QVERIFY(run.finished);
        QCOMPARE(run.status, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(!QDir(home.filePath(u"missing"_s)).exists());
    }
};

QTEST_GUILESS_MAIN(TestEditorStartupProbe)
#include "tst_editorstartupprobe.moc"
