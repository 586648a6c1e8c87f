// `motion --override` with hook lines and a `wave` line on the demo dat (seeded, exact events),
// and `override check --dat` reporting a hook line's errors at their line and column.
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

bool write(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

} // namespace

class TestCliHookOverride final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;

    CliRun motion(const QString& name, const QString& override, int seed = 7) const {
        QStringList a{
            u"motion"_s,    m_demo,   u"0x02000003"_s, u"--motion"_s,         name,
            u"--seconds"_s, u"1.2"_s, u"--seed"_s,     QString::number(seed), u"--json"_s};
        if (!override.isEmpty())
            a << u"--override"_s << override;
        return runCli(a);
    }

private slots:
    void initTestCase() {
        m_demo = writeDemoDat(m_dir);
        QVERIFY(!m_demo.isEmpty());
        // A local file that exists (checkFiles reads it); its samples do not matter here.
        QVERIFY(write(m_dir.filePath(u"clap.wav"_s), QByteArray()));
    }

    // The walk's frame-4 footstep fires Swoosh2 (one pick, one gate roll, the table's variant),
    // its frame-14 footstep is silenced (no draw).
    void hookLineChangesTheWalk() {
        const QString file = m_dir.filePath(u"walk.txt"_s);
        QVERIFY(write(file, "anim 0x03000002:4, 0 = sound:Swoosh2\nanim 0x03000002:14, 0 =\n"));
        const CliRun run = motion(u"WalkForward"_s, file);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const QJsonArray events = jsonOf(run)[u"events"_s].toArray();
        QCOMPARE(events.size(), 4);
        const QStringList expected{
            u"0.1667 4 Swoosh2 played 1"_s, u"0.5 14 Footstep1 silent: override 2"_s,
            u"0.8333 4 Swoosh2 played 1"_s, u"1.167 14 Footstep1 silent: override 2"_s};
        for (int i = 0; i < 4; ++i) {
            const QJsonObject e = events[i].toObject();
            QCOMPARE(u"%1 %2 %3 %4 %5"_s.arg(e[u"time"_s].toDouble(), 0, 'g', 4)
                         .arg(e[u"frame"_s].toInt())
                         .arg(e[u"sound"_s].toString(), e[u"result"_s].toString())
                         .arg(e[u"hook_line"_s].toInt()),
                     expected[i]);
        }
        QVERIFY(events[1][u"gate_roll"_s].isNull());
        // Without the file the same seed plays Footstep1 at both frames.
        const QJsonArray plain = jsonOf(motion(u"WalkForward"_s, {}))[u"events"_s].toArray();
        QCOMPARE(plain[0][u"sound"_s].toString(), u"Footstep1"_s);
        QCOMPARE(plain[1][u"result"_s].toString(), u"played"_s);
        // Same seed, same output.
        QCOMPARE(motion(u"WalkForward"_s, file).out, run.out);
    }

    // The cheer's Sound hook plays 0x0A000011 by a hook line; the wave line then makes that wave
    // the local file at 0.5 — what the editor plays for it.
    void waveLineAppliesToWhatTheHookPlays() {
        const QString file = m_dir.filePath(u"cheer.txt"_s);
        QVERIFY(write(file, "anim 0x03000005:5, 0 = 0x0A000011, 1\n"
                            "wave 0x0A000011, 0 = clap.wav, 0.5\n"));
        const QJsonArray events = jsonOf(motion(u"Cheer"_s, file))[u"events"_s].toArray();
        QCOMPARE(events.size(), 2); // and the chime of the script frame 20 starts
        const QJsonObject e = events[0].toObject();
        QCOMPARE(e[u"kind"_s].toString(), u"Sound"_s);
        QCOMPARE(e[u"file"_s].toString(), u"clap.wav"_s);
        QCOMPARE(e[u"gain"_s].toDouble(), 0.5);
        QCOMPARE(e[u"hook_line"_s].toInt(), 1);
        QCOMPARE(e[u"wave_line"_s].toInt(), 2);
        QCOMPARE(e[u"result"_s].toString(), u"played"_s);
        // A wave line alone replaces the attack's SoundTweaked wave 0x0A000011 once its gate
        // passes (seed 3: it does), at the hook's volume times the line's.
        const QString waveOnly = m_dir.filePath(u"wave.txt"_s);
        QVERIFY(write(waveOnly, "wave 0x0A000011, 0 = clap.wav, 0.5\n"));
        const QJsonArray attack =
            jsonOf(motion(u"AttackHigh1"_s, waveOnly, 3))[u"events"_s].toArray();
        bool seen = false;
        for (const QJsonValue& v : attack) {
            if (v[u"kind"_s].toString() != u"SoundTweaked"_s ||
                v[u"result"_s].toString() != u"played"_s)
                continue;
            seen = true;
            QCOMPARE(v[u"file"_s].toString(), u"clap.wav"_s);
            QCOMPARE(v[u"wave_line"_s].toInt(), 1);
            QCOMPARE(v[u"gain"_s].toDouble(), 0.5);
            QCOMPARE(float(v[u"volume"_s].toDouble()), 0.8f);
        }
        QVERIFY(seen);
    }

    // The script a motion starts, in JSON: the script's hook names the script, its time in it,
    // its start and the hook that started it (no animation or frame); the root lists the starts.
    // A `script` line changes what its hook plays.
    void scriptEventsInJson() {
        const QJsonObject plain = jsonOf(motion(u"Cheer"_s, {}));
        const QJsonArray events = plain[u"events"_s].toArray();
        QCOMPARE(events.size(), 2);
        const QJsonObject frame = events[0].toObject();
        QCOMPARE(frame[u"animation"_s].toString(), u"0x03000005"_s);
        QVERIFY(!frame.contains(u"script"_s) && !frame.contains(u"started_by"_s));
        const QJsonObject chime = events[1].toObject();
        QCOMPARE(QStringList(chime.keys()),
                 (QStringList{u"gate_roll"_s, u"kind"_s, u"result"_s, u"script"_s, u"script_time"_s,
                              u"start"_s, u"started_by"_s, u"time"_s, u"volume"_s, u"wave"_s}));
        QCOMPARE(chime[u"script"_s].toString(), u"0x33000002"_s);
        QCOMPARE(chime[u"script_time"_s].toDouble(), 0.0);
        QCOMPARE(chime[u"start"_s].toInt(), 0);
        QCOMPARE(chime[u"time"_s].toDouble(), 21.0 / 30.0);
        QCOMPARE(chime[u"wave"_s].toString(), u"0x0A000020"_s);
        const QJsonObject by = chime[u"started_by"_s].toObject();
        QCOMPARE(QStringList(by.keys()),
                 (QStringList{u"animation"_s, u"fired"_s, u"frame"_s, u"kind"_s}));
        QCOMPARE(by[u"kind"_s].toString(), u"DefaultScript"_s);
        QCOMPARE(by[u"animation"_s].toString(), u"0x03000005"_s);
        QCOMPARE(by[u"frame"_s].toInt(), 20);
        QCOMPARE(by[u"fired"_s].toDouble(), 21.0 / 30.0);
        const QJsonArray starts = plain[u"scripts"_s].toArray();
        QCOMPARE(starts.size(), 1);
        const QJsonObject start = starts[0].toObject();
        QCOMPARE(QStringList(start.keys()),
                 (QStringList{u"delay"_s, u"parent"_s, u"result"_s, u"script"_s, u"start"_s,
                              u"started_by"_s}));
        QCOMPARE(start[u"script"_s].toString(), u"0x33000002"_s);
        QCOMPARE(start[u"result"_s].toString(), u"started"_s);
        QVERIFY(start[u"parent"_s].isNull());
        QCOMPARE(start[u"started_by"_s].toObject(), by);

        const QString file = m_dir.filePath(u"chime.txt"_s);
        QVERIFY(write(file, "script 0x33000002@0, 0 = 0x0A000061, 1\n"));
        const QJsonObject changed =
            jsonOf(motion(u"Cheer"_s, file))[u"events"_s].toArray()[1].toObject();
        QCOMPARE(changed[u"wave"_s].toString(), u"0x0A000061"_s);
        QCOMPARE(changed[u"hook_line"_s].toInt(), 1);
        // The text form: the script in the record column, `@time` in the at column, and who
        // started it last; then the starts.
        const CliRun text = runCli({u"motion"_s, m_demo, u"0x02000003"_s, u"--motion"_s, u"Cheer"_s,
                                    u"--seconds"_s, u"1.2"_s, u"--seed"_s, u"7"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"time\trecord\tat\tkind\tsound\tvariant\twave\tvolume\t"
                                   "result\tstarted by\n"_s),
                 qPrintable(text.out));
        QVERIFY2(text.out.contains(u"0.700\t0x33000002\t@0\tSound\t-\t-\t0x0A000020\t1\tplayed\t"
                                   "DefaultScript 0x03000005:20\n"_s),
                 qPrintable(text.out));
        QVERIFY(text.out.contains(
            u"scripts started\nstart\tscript\tstarted by\tresult\n0.700\t0x33000002\t"
            "DefaultScript 0x03000005:20\tstarted\n"_s));
    }

    void checkReportsHookErrors() {
        const QString file = m_dir.filePath(u"bad.txt"_s);
        QVERIFY(write(file, "anim 0x03000002:3, 0 =\n"
                            "anim 0x03000002:4, 0 = clap.wav, 1\n"));
        const CliRun run = runCli({u"override"_s, u"check"_s, file, u"--dat"_s, m_demo});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.out.contains(file + u":1:1: error: frame 3 of animation 0x03000002 has no "
                                         "sound hook"_s),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(file + u":2:24: error: sound hook [0] of frame 4 of animation "
                                         "0x03000002 is a SoundTable hook"_s),
                 qPrintable(run.out));
    }
};

QTEST_GUILESS_MAIN(TestCliHookOverride)
#include "tst_cli_hookoverride.moc"
