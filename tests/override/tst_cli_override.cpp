// soundstage-cli override check|show|format as users run them.
#include "../cli/clirunner.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCliOverride : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;

    QString write(const QString& name, const QByteArray& text) {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            return {};
        return path;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(u"demo.dat"_s);
        const CliRun run = runCli({u"demo"_s, u"-o"_s, m_demo});
        QCOMPARE(run.exitCode, 0);
    }

    void checkListsEveryProblem() {
        const QString path = write(u"bad.txt"_s, "# two problems\n"
                                                 "x, 1 = a.wav, 60\n"
                                                 "!colour red\n"
                                                 "x, 2 =\n");
        const CliRun run = runCli({u"override"_s, u"check"_s, path});
        QCOMPARE(run.exitCode, 2);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], path + u":2:15: error: volume 60 is outside 0..1 — add `!volume "
                                  u"percent` if the file uses percentages"_s);
        QVERIFY(lines[1].startsWith(path + u":3:1: warning: unknown directive `!colour`"_s));
        QCOMPARE(lines[2], path + u":4:1: error: `x` is defined twice: on line 2 and on line 4"_s);
    }

    void checkCleanFile() {
        const QString path = write(u"good.txt"_s, "0x20000001/Footstep1, 0.5 = 0x0A000002, 0.8\n");
        const CliRun run = runCli({u"override"_s, u"check"_s, path});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QString());
        const CliRun withDat = runCli({u"override"_s, u"check"_s, path, u"--dat"_s, m_demo});
        QCOMPARE(withDat.exitCode, 0);
    }

    void checkAgainstDat() {
        const QString path = write(u"dat.txt"_s, "0x20000001/Footstep2, 0 = here.wav, 1\n"
                                                 "wave 0x0A00FFFF, 0 = 0x0A000001, 1\n");
        const CliRun run = runCli({u"override"_s, u"check"_s, path, u"--dat"_s, m_demo});
        QCOMPARE(run.exitCode, 2);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith(path + u":1:1: error: table 0x20000001 has no Footstep2"_s));
        QCOMPARE(lines[1],
                 path + u":1:27: error: file missing: "_s + m_dir.filePath(u"here.wav"_s));
        QCOMPARE(lines[2], path + u":2:1: error: wave 0x0A00FFFF is not in the dat"_s);

        const CliRun badDat =
            runCli({u"override"_s, u"check"_s, path, u"--dat"_s, m_dir.filePath(u"none.dat"_s)});
        QCOMPARE(badDat.exitCode, 2);
    }

    void showJson() {
        const QString path = write(u"show.txt"_s, "!soundstage-override 1\n"
                                                  "# steps\n"
                                                  "0x20000001/Footstep1, 0.5 = sfx/step1.ogg, 0.8\n"
                                                  "player hits door, 200 = knock.au, 0.6\n");
        const CliRun run = runCli({u"override"_s, u"show"_s, path, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(json.value(u"version"_s).toInt(), 1);
        QCOMPARE(json.value(u"entries"_s)[0][u"line"_s].toInt(), 3);
        QCOMPARE(json.value(u"entries"_s)[0][u"event"_s][u"code"_s].toInt(), 55);
        QCOMPARE(json.value(u"entries"_s)[1][u"event"_s][u"name"_s].toString(),
                 u"player hits door"_s);

        const CliRun text = runCli({u"override"_s, u"show"_s, path});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"sfx/step1.ogg  volume 0.8  probability 1  plays 100% (1/1)"_s),
                 qPrintable(text.out));
    }

    void formatRewritesAtomically() {
        const QString path = write(u"fmt.txt"_s, "# header\n\n"
                                                 "wave 0x0A000001,1=b.wav,1 # t\n"
                                                 "0x20000001/0x37, 0.5 = a.wav, 1.0\n");
        const QString out = m_dir.filePath(u"fmt-out.txt"_s);
        const CliRun run = runCli({u"override"_s, u"format"_s, path, u"-o"_s, out});
        QCOMPARE(run.exitCode, 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray expected = "# header\n"
                                    "\n"
                                    "!soundstage-override 1\n"
                                    "\n"
                                    "0x20000001/Footstep1, 0.5 = a.wav, 1\n"
                                    "wave 0x0A000001,        1 = b.wav, 1  # t\n";
        QCOMPARE(file.readAll(), expected);
        const CliRun again = runCli({u"override"_s, u"format"_s, out});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out.toUtf8(), expected);

        const QString bad = write(u"fmt-bad.txt"_s, "x, 1 = a, 60\n");
        const CliRun refused = runCli({u"override"_s, u"format"_s, bad, u"-o"_s, out});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(file.seek(0));
        QCOMPARE(file.readAll(), expected); // untouched
    }

    void usage() {
        QCOMPARE(runCli({u"override"_s}).exitCode, 64);
        QCOMPARE(runCli({u"override"_s, u"pack"_s, u"x"_s}).exitCode, 64);
        QCOMPARE(runCli({u"override"_s, u"check"_s}).exitCode, 64);
        QCOMPARE(runCli({u"override"_s, u"show"_s, u"x"_s, u"--dat"_s, u"y"_s}).exitCode, 64);
        QCOMPARE(runCli({u"override"_s, u"check"_s, m_dir.filePath(u"absent.txt"_s)}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliOverride)
#include "tst_cli_override.moc"
