// soundstage-cli override check|show|format as users run them.
#include "../cli/clirunner.h"
#include "core/audio/wavwriter.h"
#include "core/dat/datfile.h"
#include "core/dat/datpatcher.h"
#include "core/override/overrideparser.h"
#include "core/records/soundtable.h"

#include <cmath>

#include <unistd.h>

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
        m_demo = writeDemoDat(m_dir);
        QVERIFY(!m_demo.isEmpty());
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

    // `check` reads each entry as it goes (no --dat, no --chances), yet judges every line by the
    // settings that count, wherever they are written; it prints what the whole model would.
    void checkJudgesByTheSettingsThatCount() {
        const QString path = write(u"late.txt"_s, "x, 0 = ../a.wav, 1; b.wav, 1\n"
                                                  "y, 0 = c.wav, 150\n"
                                                  "!root sub\n!pick retail\n!volume percent\n");
        const CliRun run = runCli({u"override"_s, u"check"_s, path});
        QCOMPARE(run.exitCode, 2);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines, (QStringList{
                            path + u":1:8: warning: `../a.wav` is outside the sound folder "_s +
                                m_dir.filePath(u"sub"_s) +
                                u": it is read, but a pack of this file would not be "
                                u"self-contained"_s,
                            path + u":1:21: warning: with `!pick retail` the last of 2 "
                                   u"alternatives is never chosen (the client picks among the "
                                   u"first 1)"_s,
                            path + u":2:15: error: volume 150 is outside 0..100"_s,
                        }));
        QCOMPARE(run.err, path + u": 2 entries, 1 error, 2 warnings\n"_s);

        const CliRun whole = runCli({u"override"_s, u"check"_s, path, u"--chances"_s});
        QStringList problems = whole.out.split(u'\n', Qt::SkipEmptyParts);
        problems.removeIf([](const QString& line) { return line.contains(u": note: "_s); });
        QCOMPARE(problems, lines);
        QCOMPARE(whole.err, run.err);
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

    void checkPrintsChances() {
        const QString path = write(u"chances.txt"_s, "!pick retail\n"
                                                     "x, 0 = 0x0A000001, 1; 0x0A000002, 0.5\n");
        const CliRun run = runCli({u"override"_s, u"check"_s, path, u"--chances"_s});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith(path + u":2:23: warning: "_s)); // the lost last variant
        // Retail pick over two: the first is always chosen, its gate passes 32767 of 32768.
        QCOMPARE(lines[1], path + u":2:8: note: 0x0A000001 plays 99.9969% (32767/32768) under "
                                  u"!pick retail"_s);
        QVERIFY2(lines[2].startsWith(path + u":2:23: note: 0x0A000002 plays 0%"_s) &&
                     lines[2].endsWith(u", never chosen"_s),
                 qPrintable(lines[2]));
    }

    void diffTwoDats() {
        auto dat = soundstage::DatFile::open(m_demo);
        QVERIFY(dat.has_value());
        auto bytes = (*dat)->read(0x20000001);
        QVERIFY(bytes.has_value());
        auto table = soundstage::SoundTable::decode(*bytes);
        QVERIFY(table.has_value());
        table->root.children.front().variants.front().volume = 0.5f;
        soundstage::DatPatcher patcher;
        patcher.setRecord(0x20000001, table->encode());
        const QString edited = m_dir.filePath(u"edited.dat"_s);
        QVERIFY(patcher.write(**dat, edited).has_value());

        const QString out = m_dir.filePath(u"diff.txt"_s);
        const CliRun run = runCli({u"override"_s, u"diff"_s, m_demo, edited, u"-o"_s, out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"1 changed, 0 added, 0 silenced"_s), qPrintable(run.out));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("# original: demo.dat\n# edited:   edited.dat\n"));
        const soundstage::OverrideFile parsed = soundstage::OverrideParser().parse(text);
        QVERIFY(!parsed.hasErrors());
        QCOMPARE(parsed.entries.size(), size_t(1));
        QCOMPARE(parsed.entries[0].event.table, quint32(0x20000001));
        QCOMPARE(parsed.entries[0].alternatives.front().volume, 0.5);

        QCOMPARE(runCli({u"override"_s, u"diff"_s, m_demo, edited}).exitCode, 64);
        QCOMPARE(runCli({u"override"_s, u"diff"_s, m_demo, u"-o"_s, out}).exitCode, 64);
        QCOMPARE(
            runCli({u"override"_s, u"diff"_s, m_demo, m_dir.filePath(u"none.dat"_s), u"-o"_s, out})
                .exitCode,
            2);
    }

    void packFolder() {
        std::vector<float> samples(4410);
        for (size_t i = 0; i < samples.size(); ++i)
            samples[i] = float(0.4 * std::sin(double(i) * 0.05));
        const QByteArray wav = soundstage::WavWriter::pcm16(
            *soundstage::PcmBuffer::make(std::move(samples), 22050, 1));
        QVERIFY(!write(u"knock.wav"_s, wav).isEmpty());
        const QString mod = write(u"mod.txt"_s, "door opens, 0 = knock.wav, 0.9\n");
        const QString pack = m_dir.filePath(u"pack"_s);
        const CliRun run =
            runCli({u"override"_s, u"pack"_s, mod, u"-o"_s, pack, u"--quality"_s, u"0.2"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"sounds/knock.ogg <- "_s), qPrintable(run.out));
        QVERIFY(QFile::exists(pack + u"/sounds/knock.ogg"_s));
        QFile rewritten(pack + u"/mod.txt"_s);
        QVERIFY(rewritten.open(QIODevice::ReadOnly));
        QVERIFY(rewritten.readAll().contains("sounds/knock.ogg"));

        const CliRun again = runCli({u"override"_s, u"pack"_s, mod, u"-o"_s, pack});
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.contains(u"--force"_s), qPrintable(again.err));
        QCOMPARE(runCli({u"override"_s, u"pack"_s, mod, u"-o"_s, pack, u"--force"_s}).exitCode, 0);
        QCOMPARE(
            runCli({u"override"_s, u"pack"_s, mod, u"-o"_s, pack, u"--quality"_s, u"5"_s}).exitCode,
            64);
        QCOMPARE(runCli({u"override"_s, u"format"_s, mod, u"--force"_s}).exitCode, 64);
    }

    // The file is mapped, not copied: its bytes end where the file ends, with no `\0` after them
    // and, for a file whose size is a multiple of the page size, no readable memory either. A
    // last line cut anywhere (in a quoted name, an escape, a number, a comment, a directive)
    // is read as the in-memory parse reads it, by every subcommand that reads the file.
    void fileEndingAtAPageEdge_data() {
        QTest::addColumn<QByteArray>("ending");
        QTest::newRow("open quote") << QByteArray("x, 1 = \"sounds/a b");
        QTest::newRow("escape") << QByteArray("x, 1 = \"a\\");
        QTest::newRow("number") << QByteArray("x, 1 = a.wav, 0.12345");
        QTest::newRow("comment") << QByteArray("# the end");
        QTest::newRow("directive") << QByteArray("!root sounds");
        QTest::newRow("carriage return") << QByteArray("x, 1 = a.wav, 1\r");
        QTest::newRow("utf-8 cut") << QByteArray("x, 1 = caf\xC3");
        QTest::newRow("hex id") << QByteArray("wave 0x0A0000");
    }

    void fileEndingAtAPageEdge() {
        QFETCH(QByteArray, ending);
        const qsizetype page = ::sysconf(_SC_PAGESIZE);
        for (const qsizetype size : {page, 3 * page}) {
            QByteArray text = "!soundstage-override 1\n";
            const QByteArray line = "0x20000001/Footstep1, 0.5 = 0x0A000002, 0.8\n";
            // Entries, then a comment that fills the page up to the last line.
            while (text.size() + line.size() + 2 + ending.size() <= size)
                text += line;
            text += '#' + QByteArray(size - text.size() - 2 - ending.size(), 'z') + '\n';
            text += ending;
            QCOMPARE(text.size(), size);
            const QString path = write(u"edge.txt"_s, text);
            const soundstage::OverrideFile parsed = soundstage::OverrideParser().parse(text);
            const CliRun check = runCli({u"override"_s, u"check"_s, path});
            QCOMPARE(check.exitCode, parsed.hasErrors() ? 2 : 0);
            QCOMPARE(check.out.count(u'\n'), qsizetype(parsed.diagnostics.size()));
            const CliRun show = runCli({u"override"_s, u"show"_s, path, u"--json"_s});
            QVERIFY2(show.exitCode == 0 || show.exitCode == 2, qPrintable(show.err));
        }
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
