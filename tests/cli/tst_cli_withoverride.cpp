// --override FILE on reach, simulate, render, ambient-sim and motion, as users run them on the
// demo dat: the override's lists replace the dat's under its !pick rule (odds, rolls, what plays),
// its wave lines replace waves, local files play, a silenced sound type goes, lines with errors
// are skipped and reported at their line and column; and every refusal.
#include "../audio/audiotesttools.h"
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

bool write(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

} // namespace

class TestCliWithOverride final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;
    QString m_mod;

    QStringList with(QStringList arguments) const { return arguments << u"--override"_s << m_mod; }

private slots:
    void initTestCase() {
        m_demo = writeDemoDat(m_dir);
        QVERIFY(!m_demo.isEmpty());
        // A local file: 0.3 s of a 440 Hz tone.
        QProcess sox;
        sox.start(u"sox"_s,
                  {u"-n"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, m_dir.filePath(u"knock.wav"_s),
                   u"synth"_s, u"0.3"_s, u"sine"_s, u"440"_s});
        QVERIFY(sox.waitForFinished(30000));
        QCOMPARE(sox.exitCode(), 0);
        // Swoosh2 of the weapon table: the dat's second record is never chosen; the override
        // picks uniformly between a dat wave (gate 0.5) and the local file. Swoosh3 silenced,
        // wave 0x0A000011 replaced wherever it plays, an ambient sound and the humanoid's
        // footsteps made the local file; line 8 names no sound type (an error, skipped).
        m_mod = m_dir.filePath(u"mod.txt"_s);
        QVERIFY(write(m_mod, "!soundstage-override 1\n"
                             "!pick uniform\n"
                             "0x200000A8/Swoosh2, 0 = 0x0A000010, 0.9, 0.5; knock.wav, 0.8\n"
                             "0x200000A8/Swoosh3, 0 =\n"
                             "wave 0x0A000011, 0 = 0x0A000010, 1\n"
                             "0x20000010/Ambient1, 0 = knock.wav, 1\n"
                             "0x20000004/Footstep1, 0 = knock.wav, 1\n"
                             "0x200000A8/Bogus, 0 = 0x0A000010, 1\n"));
    }

    void reachStatesTheOverridesOdds() {
        const CliRun plain = runCli({u"reach"_s, m_demo, u"0x200000A8"_s, u"--json"_s});
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(jsonOf(plain)[u"totals"_s][u"unheard"_s].toInt(), 1);

        const CliRun run = runCli(with({u"reach"_s, m_demo, u"0x200000A8"_s, u"--json"_s}));
        QCOMPARE(run.exitCode, 0);
        // The bad line is reported where it is, and skipped.
        QVERIFY2(run.err.contains(m_mod + u":8:12: error: unknown sound type"_s),
                 qPrintable(run.err));
        const QJsonObject o = jsonOf(run);
        QCOMPARE(o[u"override"_s].toString(), m_mod);
        QCOMPARE(o[u"totals"_s][u"unheard"_s].toInt(), 0);
        const QJsonArray sounds = o[u"tables"_s][0][u"sounds"_s].toArray();
        QStringList names;
        for (const QJsonValue& s : sounds)
            names << s[u"sound"_s].toString();
        QCOMPARE(names, (QStringList{u"Swoosh1"_s, u"Swoosh2"_s})); // Swoosh3 is silenced
        const QJsonObject swoosh2 = sounds[1].toObject();
        QCOMPARE(swoosh2[u"override_line"_s].toInt(), 3);
        QCOMPARE(swoosh2[u"pick_rule"_s].toString(), u"uniform"_s);
        const QJsonArray v = swoosh2[u"variants"_s].toArray();
        QCOMPARE(v[0][u"pick"_s].toDouble(), 0.5);
        QCOMPARE(v[0][u"play"_s].toDouble(), 0.25);
        QCOMPARE(v[1][u"file"_s].toString(), u"knock.wav"_s);
        QCOMPARE(v[1][u"play"_s].toDouble(), 0.5);
        QCOMPARE(swoosh2[u"silence"_s].toDouble(), 0.25);

        const CliRun text = runCli(with({u"reach"_s, m_demo, u"0x20000003"_s}));
        QCOMPARE(text.exitCode, 0);
        // Creature's Attack1 names 0x0A000011, which line 5 replaces.
        QVERIFY2(text.out.contains(u"(override line 5 plays in its place)"_s),
                 qPrintable(text.out));
    }

    void reachOfEveryTableListsWhatTheFileTouches() {
        const CliRun run = runCli(with({u"reach"_s, m_demo, u"--json"_s}));
        QCOMPARE(run.exitCode, 0);
        const QJsonArray tables = jsonOf(run)[u"tables"_s].toArray();
        QCOMPARE(tables.size(), 8);
    }

    void simulateRollsUnderThePickRule() {
        const CliRun run =
            runCli(with({u"simulate"_s, m_demo, u"0x200000A8"_s, u"--sound"_s, u"Swoosh2"_s,
                         u"--rolls"_s, u"20000"_s, u"--seed"_s, u"9"_s, u"--json"_s}));
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = jsonOf(run);
        QCOMPARE(o[u"pick_rule"_s].toString(), u"uniform"_s);
        QCOMPARE(o[u"override_line"_s].toInt(), 3);
        const QJsonArray v = o[u"variants"_s].toArray();
        // Half the rolls pick the local file (it always plays), a quarter the gated wave.
        const double file = v[1][u"count"_s].toDouble() / 20000;
        const double wave = v[0][u"count"_s].toDouble() / 20000;
        QVERIFY2(std::abs(file - 0.5) < 0.02, qPrintable(QString::number(file)));
        QVERIFY2(std::abs(wave - 0.25) < 0.02, qPrintable(QString::number(wave)));
        QCOMPARE(v[1][u"file"_s].toString(), u"knock.wav"_s);
        QVERIFY(o[u"fit"_s][u"consistent"_s].toBool());
        // Seeded: the same rolls again; the trace lists each one.
        const CliRun again =
            runCli(with({u"simulate"_s, m_demo, u"0x200000A8"_s, u"--sound"_s, u"Swoosh2"_s,
                         u"--rolls"_s, u"20000"_s, u"--seed"_s, u"9"_s, u"--json"_s}));
        QCOMPARE(again.out, run.out);
        const CliRun trace = runCli(with({u"simulate"_s, m_demo, u"0x200000A8"_s, u"--sound"_s,
                                          u"Swoosh2"_s, u"--rolls"_s, u"5"_s, u"--trace"_s}));
        QCOMPARE(trace.exitCode, 0);
        QVERIFY(trace.out.startsWith(u"event\tindex\tresult\n"_s));
        QCOMPARE(trace.out.count(u'\n'), 1 + 5 + 5);
        // A sound type the file leaves alone rolls as the client does.
        const CliRun plain = runCli(with({u"simulate"_s, m_demo, u"0x200000A8"_s, u"--sound"_s,
                                          u"Swoosh1"_s, u"--rolls"_s, u"100"_s}));
        QVERIFY(plain.out.contains(u"gate model single"_s));
    }

    void renderPlaysTheLocalFileAndTheReplacement() {
        const QString out = m_dir.filePath(u"file.wav"_s);
        const CliRun file =
            runCli(with({u"render"_s, m_demo, u"0x200000A8"_s, u"--sound"_s, u"Swoosh2"_s,
                         u"--variant"_s, u"1"_s, u"--listener"_s, u"0,0"_s, u"--source"_s, u"3,0"_s,
                         u"-o"_s, out, u"--json"_s}));
        QCOMPARE(file.exitCode, 0);
        const QJsonObject o = jsonOf(file);
        QCOMPARE(o[u"file"_s].toString(), u"knock.wav"_s);
        QCOMPARE(o[u"silent"_s].toBool(), false);
        // 0.3 s of the file, at the output rate.
        QVERIFY(std::abs(o[u"frames"_s].toDouble() / 44100.0 - 0.3) < 0.01);
        QVERIFY(std::abs(o[u"volume"_s].toDouble() - 0.8) < 1e-6);

        // Creature's Attack1 #1 names 0x0A000011: line 5 plays 0x0A000010 in its place.
        const CliRun replaced =
            runCli(with({u"render"_s, m_demo, u"0x20000003"_s, u"--sound"_s, u"Attack1"_s,
                         u"--variant"_s, u"1"_s, u"--listener"_s, u"0,0"_s, u"--source"_s, u"3,0"_s,
                         u"-o"_s, out, u"--json"_s}));
        QCOMPARE(replaced.exitCode, 0);
        QCOMPARE(jsonOf(replaced)[u"wave"_s].toString(), u"0x0A000010"_s);
        QCOMPARE(jsonOf(replaced)[u"override_line"_s].toInt(), 5);
        const CliRun dat = runCli({u"render"_s, m_demo, u"0x20000003"_s, u"--sound"_s, u"Attack1"_s,
                                   u"--variant"_s, u"1"_s, u"--listener"_s, u"0,0"_s, u"--source"_s,
                                   u"3,0"_s, u"-o"_s, out, u"--json"_s});
        QCOMPARE(jsonOf(dat)[u"wave"_s].toString(), u"0x0A000011"_s);

        // A roll under the override's rule: over seeds, both alternatives and the gate show.
        QSet<QString> seen;
        for (int seed = 1; seed <= 12; ++seed) {
            const CliRun roll =
                runCli(with({u"render"_s, m_demo, u"0x200000A8"_s, u"--sound"_s, u"Swoosh2"_s,
                             u"--seed"_s, QString::number(seed), u"--listener"_s, u"0,0"_s,
                             u"--source"_s, u"3,0"_s, u"-o"_s, out, u"--json"_s}));
            QCOMPARE(roll.exitCode, 0);
            const QJsonObject r = jsonOf(roll);
            seen << (r[u"file"_s].isString() ? u"file"_s : r[u"roll"_s].toString());
        }
        QVERIFY2(seen.contains(u"file"_s) && seen.contains(u"played"_s) &&
                     seen.contains(u"gated out"_s),
                 qPrintable(QStringList(seen.begin(), seen.end()).join(u", "_s)));

        // The silenced sound type has no record to play.
        const CliRun silenced =
            runCli(with({u"render"_s, m_demo, u"0x200000A8"_s, u"--sound"_s, u"Swoosh3"_s,
                         u"--listener"_s, u"0,0"_s, u"--source"_s, u"3,0"_s, u"-o"_s, out}));
        QCOMPARE(silenced.exitCode, 64);
        QVERIFY(silenced.err.contains(u"has 0 variant(s)"_s));
    }

    void ambientSimPlaysTheFile() {
        const CliRun run = runCli(with(
            {u"ambient-sim"_s, m_demo, u"--stb"_s, u"0"_s, u"--seconds"_s, u"10"_s, u"--json"_s}));
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = jsonOf(run);
        QCOMPARE(o[u"override"_s].toString(), m_mod);
        int files = 0;
        for (const QJsonValue& e : o[u"events"_s].toArray()) {
            if (e[u"sound"_s].toString() == u"Ambient1"_s && e[u"result"_s] == u"played"_s) {
                QCOMPARE(e[u"plays"_s].toString(), u"knock.wav"_s);
                ++files;
            }
        }
        QVERIFY(files >= 3); // continuous, every 3 s
        const CliRun plain =
            runCli({u"ambient-sim"_s, m_demo, u"--stb"_s, u"0"_s, u"--seconds"_s, u"10"_s});
        QVERIFY(!plain.out.contains(u"knock.wav"_s));
    }

    void motionFiresTheOverridesFootsteps() {
        const CliRun run = runCli(with({u"motion"_s, m_demo, u"0x02000003"_s, u"--motion"_s,
                                        u"WalkForward"_s, u"--seconds"_s, u"2"_s, u"--json"_s}));
        QCOMPARE(run.exitCode, 0);
        const QJsonArray events = jsonOf(run)[u"events"_s].toArray();
        QVERIFY(!events.isEmpty());
        for (const QJsonValue& e : events) {
            if (e[u"sound"_s].toString() != u"Footstep1"_s)
                continue;
            QCOMPARE(e[u"file"_s].toString(), u"knock.wav"_s);
            QCOMPARE(e[u"result"_s].toString(), u"played"_s);
        }
        const CliRun plain = runCli({u"motion"_s, m_demo, u"0x02000003"_s, u"--motion"_s,
                                     u"WalkForward"_s, u"--seconds"_s, u"2"_s});
        QVERIFY(!plain.out.contains(u"knock.wav"_s));
        // The same seed, the same events.
        QCOMPARE(runCli(with({u"motion"_s, m_demo, u"0x02000003"_s, u"--motion"_s, u"WalkForward"_s,
                              u"--seconds"_s, u"2"_s, u"--json"_s}))
                     .out,
                 run.out);
    }

    void renderMotionPlaysTheFileInTime() {
        const QString out = m_dir.filePath(u"walk.wav"_s);
        const CliRun run =
            runCli(with({u"render"_s, m_demo, u"0x02000003"_s, u"--motion"_s, u"WalkForward"_s,
                         u"--seconds"_s, u"1"_s, u"--listener"_s, u"0,0"_s, u"--source"_s, u"2,0"_s,
                         u"-o"_s, out, u"--json"_s}));
        QCOMPARE(run.exitCode, 0);
        const QJsonArray events = jsonOf(run)[u"events"_s].toArray();
        QVERIFY(!events.isEmpty());
        for (const QJsonValue& e : events) {
            QCOMPARE(e[u"file"_s].toString(), u"knock.wav"_s);
            QCOMPARE(e[u"result"_s].toString(), u"played"_s);
        }
        // The file (0.3 s of a 440 Hz tone) is what sounds: energy right after each start.
        const soundstage::PcmBufferPtr wav = soundstage::testing::readWavFile(out);
        QVERIFY(wav);
        const qint64 start = events[0].toObject()[u"start_frame"_s].toInteger();
        const auto energy = [&](qint64 from, qint64 frames) {
            double sum = 0;
            for (qint64 f = from; f < from + frames && f < wav->frames(); ++f)
                sum += std::abs(wav->samples()[static_cast<std::size_t>(f * wav->channels())]);
            return sum;
        };
        QVERIFY2(energy(start, 4410) > 100, qPrintable(QString::number(energy(start, 4410))));
        QCOMPARE(energy(0, start - 10), 0.0); // nothing before the first step
    }

    void refusals_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("says");
        for (const char* command : {"reach", "simulate", "render", "ambient-sim", "motion"}) {
            QStringList a{QString::fromLatin1(command), u"@demo"_s};
            const QString c = QString::fromLatin1(command);
            if (c == u"simulate"_s)
                a << u"0x200000A8"_s << u"--sound"_s << u"Swoosh2"_s;
            else if (c == u"render"_s)
                a << u"0x200000A8"_s << u"--sound"_s << u"Swoosh2"_s << u"--listener"_s << u"0,0"_s
                  << u"--source"_s << u"1,0"_s << u"-o"_s << u"@out"_s;
            else if (c == u"ambient-sim"_s)
                a << u"--stb"_s << u"0"_s;
            else if (c == u"motion"_s)
                a << u"0x02000003"_s << u"--motion"_s << u"WalkForward"_s;
            QTest::addRow("%s missing file", command)
                << (a + QStringList{u"--override"_s, u"@missing"_s}) << u"missing.txt"_s;
            QTest::addRow("%s directory", command)
                << (a + QStringList{u"--override"_s, u"@dir"_s}) << u"not a regular file"_s;
        }
    }
    void refusals() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        const CliRun run =
            runCli(withPlaceholders(arguments, {{u"@demo"_s, m_demo},
                                                {u"@out"_s, scratch.filePath(u"out.wav"_s)},
                                                {u"@missing"_s, scratch.filePath(u"missing.txt"_s)},
                                                {u"@dir"_s, scratch.path()}}));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        QVERIFY(!QFile::exists(scratch.filePath(u"out.wav"_s)));
    }
};

QTEST_GUILESS_MAIN(TestCliWithOverride)
#include "tst_cli_withoverride.moc"
