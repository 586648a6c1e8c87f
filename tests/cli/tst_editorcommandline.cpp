// The editor's command line, read before any window opens: --help and --version print and exit
// 0, a usage error exits 64 with a usage line, and without a display the editor says so in a
// sentence and exits 69 instead of Qt's abort.
#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct EditorRun {
    bool finished = false;
    QProcess::ExitStatus status = QProcess::CrashExit;
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs bin/soundstage with an environment without any display, unless `offscreen`.
EditorRun runEditor(const QStringList& arguments, bool offscreen = false) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"DISPLAY"_s);
    env.remove(u"WAYLAND_DISPLAY"_s);
    env.remove(u"QT_QPA_PLATFORM"_s);
    env.insert(u"LANG"_s, u"C"_s);
    env.insert(u"LC_ALL"_s, u"C"_s);
    if (offscreen)
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(SOUNDSTAGE_BIN_DIR "/soundstage"), arguments);
    EditorRun run;
    run.finished = process.waitForFinished(60000);
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
    }
    run.status = process.exitStatus();
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

class TestEditorCommandLine final : public QObject {
    Q_OBJECT

private slots:
    void printsAndExitsWithoutADisplay_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::newRow("--help") << QStringList{u"--help"_s} << u"Usage: "_s;
        QTest::newRow("-h") << QStringList{u"-h"_s} << u"Usage: "_s;
        QTest::newRow("--version") << QStringList{u"--version"_s} << u"soundstage "_s;
    }
    void printsAndExitsWithoutADisplay() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const EditorRun run = runEditor(arguments);
        QVERIFY(run.finished);
        QCOMPARE(run.status, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(expected), qPrintable(run.out + run.err));
    }

    // Every kind of usage error exits 64 with the usage line, display or not.
    void usageErrorsExit64_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown long option") << QStringList{u"--bogus"_s} << u"bogus"_s;
        QTest::newRow("unknown short option") << QStringList{u"-z"_s} << u"z"_s;
        QTest::newRow("missing value of a Qt option") << QStringList{u"-style"_s} << u"style"_s;
        QTest::newRow("two dats") << QStringList{u"a.dat"_s, u"b.dat"_s} << u"2"_s;
    }
    void usageErrorsExit64() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, named);
        for (const bool offscreen : {false, true}) {
            const EditorRun run = runEditor(arguments, offscreen);
            QVERIFY(run.finished);
            QCOMPARE(run.status, QProcess::NormalExit);
            QCOMPARE(run.exitCode, 64);
            QVERIFY2(run.err.startsWith(u"soundstage: "_s), qPrintable(run.err));
            QVERIFY2(run.err.contains(named), qPrintable(run.err));
            QVERIFY2(run.err.contains(u"Usage: soundstage [DAT]"_s), qPrintable(run.err));
        }
    }

    void withoutADisplaySaysSoAndExits69() {
        const EditorRun run = runEditor({});
        QVERIFY(run.finished);
        QCOMPARE(run.status, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 69);
        QVERIFY2(run.err.contains(u"no display"_s), qPrintable(run.err));
        QVERIFY2(run.err.contains(u"soundstage-cli"_s), qPrintable(run.err));
        QVERIFY2(!run.err.contains(u"Reinstalling"_s), qPrintable(run.err));
    }

    // Qt's own options (-platform, -style, …) are accepted and left for QApplication to read.
    void qtOptionsAreAccepted() {
        const EditorRun run = runEditor({u"-platform"_s, u"offscreen"_s, u"--version"_s});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"soundstage "_s), qPrintable(run.out + run.err));
    }
};

QTEST_GUILESS_MAIN(TestEditorCommandLine)
#include "tst_editorcommandline.moc"
