// soundstage-cli triggers and motion as users run them, on the demo dat: the JSON shapes of the
// issue, the text forms, and every error (exit 2 with the file and offset, 64 for usage).
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject parse(const CliRun& run) {
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

QJsonObject soundOf(const QJsonObject& report, const QString& name) {
    for (const QJsonValue& v : report[u"sounds"_s].toArray())
        if (v.toObject()[u"sound"_s].toString() == name)
            return v.toObject();
    return {};
}

} // namespace

class TestCliTriggers : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(u"demo.dat"_s);
        QCOMPARE(runCli({u"demo"_s, u"-o"_s, m_demo}).exitCode, 0);
    }

    void tableJson() {
        const CliRun run = runCli({u"triggers"_s, m_demo, u"0x20000004"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const QJsonObject report = parse(run);
        QCOMPARE(report[u"table"_s].toString(), u"0x20000004"_s);
        QVERIFY(report[u"note"_s].toString().contains(u"Default pairings only"_s));
        const QJsonObject footstep = soundOf(report, u"Footstep1"_s);
        QCOMPARE(footstep[u"code"_s].toInt(), 55);
        const QJsonArray hooks = footstep[u"hooks"_s].toArray();
        QCOMPARE(hooks.size(), 6);
        const QJsonObject first = hooks[0].toObject();
        QCOMPARE(first[u"kind"_s].toString(), u"SoundTable"_s);
        QCOMPARE(first[u"animation"_s].toString(), u"0x03000002"_s);
        QCOMPARE(first[u"frame"_s].toInt(), 4);
        QCOMPARE(first[u"direction"_s].toString(), u"both"_s);
        QCOMPARE(first[u"sound"_s].toString(), u"Footstep1"_s);
        QCOMPARE(first[u"code"_s].toInt(), 55);
        QVERIFY(first[u"verdicts"_s].toArray().isEmpty());
        const QJsonObject motion = first[u"motions"_s].toArray()[0].toObject();
        QCOMPARE(motion[u"motion_table"_s].toString(), u"0x09000001"_s);
        QCOMPARE(motion[u"style"_s].toString(), u"NonCombat"_s);
        QCOMPARE(motion[u"command"_s].toString(), u"WalkForward"_s);
        QCOMPARE(motion[u"framerate"_s].toDouble(), 30.0);
        const QJsonObject setup = first[u"setups"_s].toArray()[0].toObject();
        QCOMPARE(setup[u"setup"_s].toString(), u"0x02000003"_s);
        QCOMPARE(setup[u"sound_table"_s].toString(), u"0x20000004"_s);
        const QJsonObject last = hooks[3].toObject();
        QCOMPARE(last[u"frame"_s].toInt(), 19);
        QCOMPARE(last[u"verdicts"_s].toArray()[0].toString(),
                 u"never fires: last frame of a forward play"_s);
        const QJsonObject fizzle = soundOf(report, u"Fizzle"_s)[u"hooks"_s].toArray()[0].toObject();
        QCOMPARE(fizzle[u"script"_s].toString(), u"0x33000001"_s);
        QCOMPARE(fizzle[u"time"_s].toDouble(), 0.25);
        QVERIFY(!fizzle.contains(u"animation"_s));
        const QJsonObject route = footstep[u"routes"_s].toArray()[0].toObject();
        QCOMPARE(route[u"route"_s].toString(), u"hook"_s);
        QCOMPARE(route[u"hooks"_s].toInt(), 6);
    }

    void tableText() {
        const CliRun run = runCli({u"triggers"_s, m_demo, u"0x20000004"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(u"Default pairings only"_s));
        QVERIFY(run.out.contains(u"SoundTable Footstep1 at animation 0x03000002 frame 19 "
                                 u"(forward) — never fires: last frame of a forward play"_s));
        QVERIFY(run.out.contains(u"motion 0x09000001 NonCombat WalkForward 30 fps (cycle)"_s));
    }

    void waveJson() {
        const CliRun run = runCli({u"triggers"_s, m_demo, u"0x0A000011"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = parse(run);
        QCOMPARE(report[u"wave"_s].toString(), u"0x0A000011"_s);
        const QJsonObject hook = report[u"hooks"_s].toArray()[0].toObject();
        QCOMPARE(hook[u"kind"_s].toString(), u"SoundTweaked"_s);
        QCOMPARE(hook[u"wave"_s].toString(), u"0x0A000011"_s);
        QCOMPARE(hook[u"probability"_s].toDouble(), 0.5);
        QCOMPARE(float(hook[u"volume"_s].toDouble()), 0.8f);
        QCOMPARE(hook[u"gate"_s].toInt(), 16384);
        bool inTable = false;
        for (const QJsonValue& t : report[u"tables"_s].toArray())
            inTable |= t.toObject()[u"table"_s].toString() == u"0x20000004"_s;
        QVERIFY(inTable);
    }

    void animationAndSetup() {
        const CliRun anim = runCli({u"triggers"_s, m_demo, u"0x03000002"_s, u"--json"_s});
        QCOMPARE(anim.exitCode, 0);
        const QJsonObject a = parse(anim);
        QCOMPARE(a[u"frames"_s].toInt(), 20);
        QCOMPARE(a[u"hooks"_s].toArray().size(), 4);
        QCOMPARE(a[u"motions"_s].toArray().size(), 2);
        const CliRun setup = runCli({u"triggers"_s, m_demo, u"0x02000003"_s, u"--json"_s});
        QCOMPARE(setup.exitCode, 0);
        const QJsonObject s = parse(setup);
        QCOMPARE(s[u"motion_table"_s].toString(), u"0x09000001"_s);
        QCOMPARE(s[u"sound_table"_s].toString(), u"0x20000004"_s);
        QCOMPARE(s[u"motions"_s].toArray().size(), 6);
        QCOMPARE(s[u"scripts"_s].toArray().size(), 2);
        const QJsonObject walk = s[u"motions"_s].toArray()[1].toObject();
        QCOMPARE(walk[u"command"_s].toString(), u"WalkForward"_s);
        QCOMPARE(walk[u"sounds"_s].toArray()[0].toObject()[u"in_table"_s].toBool(), true);
    }

    void triggersErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no arguments") << QStringList{u"triggers"_s} << 64 << u"DAT"_s;
        QTest::newRow("no id") << QStringList{u"triggers"_s, u"@demo"_s} << 64 << u"ID"_s;
        QTest::newRow("bad id") << QStringList{u"triggers"_s, u"@demo"_s, u"zz"_s} << 64 << u"zz"_s;
        QTest::newRow("a region") << QStringList{u"triggers"_s, u"@demo"_s, u"0x13000000"_s} << 64
                                  << u"Region"_s;
        QTest::newRow("table not in dat")
            << QStringList{u"triggers"_s, u"@demo"_s, u"0x2000FFFF"_s} << 2 << u"not in this dat"_s;
        QTest::newRow("missing file")
            << QStringList{u"triggers"_s, u"@missing"_s, u"0x20000004"_s} << 2 << u"missing.dat"_s;
        QTest::newRow("truncated dat")
            << QStringList{u"triggers"_s, u"@truncated"_s, u"0x20000004"_s} << 2
            << u"truncated.dat: at 0x"_s;
    }
    void triggersErrors() {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        runWithFixtures(arguments, exitCode, message);
    }

    void motionJson() {
        const QStringList args{u"motion"_s,      m_demo,         u"0x02000003"_s, u"--motion"_s,
                               u"WalkForward"_s, u"--seconds"_s, u"2"_s,          u"--json"_s};
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = parse(run);
        QCOMPARE(report[u"setup"_s].toString(), u"0x02000003"_s);
        QCOMPARE(report[u"style"_s].toString(), u"NonCombat"_s);
        QCOMPARE(report[u"command"_s].toString(), u"WalkForward"_s);
        QCOMPARE(report[u"seed"_s].toInt(), 1);
        const QJsonArray events = report[u"events"_s].toArray();
        QCOMPARE(events.size(), 6); // frames 4 and 14 per 2/3 s pass; frame 19 never fires
        const QJsonObject e = events[0].toObject();
        QCOMPARE(e[u"time"_s].toDouble(), 5.0 / 30.0);
        QCOMPARE(e[u"animation"_s].toString(), u"0x03000002"_s);
        QCOMPARE(e[u"frame"_s].toInt(), 4);
        QCOMPARE(e[u"kind"_s].toString(), u"SoundTable"_s);
        QCOMPARE(e[u"sound"_s].toString(), u"Footstep1"_s);
        QCOMPARE(e[u"variant"_s].toInt(), 0); // the second of two is never chosen
        QCOMPARE(e[u"wave"_s].toString(), u"0x0A000001"_s);
        QCOMPARE(e[u"volume"_s].toDouble(), 0.5);
        QCOMPARE(e[u"result"_s].toString(), u"played"_s);
        QCOMPARE(events[1].toObject()[u"frame"_s].toInt(), 14);
        // Same seed, same output.
        QCOMPARE(runCli(args).out, run.out);
    }

    void motionText() {
        const CliRun run =
            runCli({u"motion"_s, m_demo, u"0x02000003"_s, u"--motion"_s, u"AttackHigh1"_s,
                    u"--seconds"_s, u"1.5"_s, u"--seed"_s, u"7"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(u"0.300\t0x03000004\t8\tSoundTable\tSwoosh2\t#0\t0x0A000010"_s));
        QVERIFY(run.out.contains(u"0.433\t0x03000004\t12\tSoundTweaked"_s));
    }

    void motionErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QStringList base{u"motion"_s, u"@demo"_s, u"0x02000003"_s};
        QTest::newRow("no motion") << base << 64 << u"--motion is required"_s;
        QTest::newRow("unknown motion")
            << base + QStringList{u"--motion"_s, u"Moonwalk"_s} << 64 << u"Moonwalk"_s;
        QTest::newRow("not a stance")
            << base + QStringList{u"--motion"_s, u"Ready"_s, u"--style"_s, u"Ready"_s} << 64
            << u"not a stance"_s;
        QTest::newRow("zero seconds")
            << base + QStringList{u"--motion"_s, u"Ready"_s, u"--seconds"_s, u"0"_s} << 64
            << u"--seconds"_s;
        QTest::newRow("bad seed") << base + QStringList{u"--motion"_s, u"Ready"_s, u"--seed"_s,
                                                        u"-3"_s}
                                  << 64 << u"--seed"_s;
        QTest::newRow("bad gate model")
            << base + QStringList{u"--motion"_s, u"Ready"_s, u"--gate-model"_s, u"quad"_s} << 64
            << u"--gate-model"_s;
        QTest::newRow("motion not in table")
            << base + QStringList{u"--motion"_s, u"Jump"_s} << 2 << u"no cycle or link"_s;
        QTest::newRow("setup not in dat")
            << QStringList{u"motion"_s, u"@demo"_s, u"0x0200FFFF"_s, u"--motion"_s, u"Ready"_s} << 2
            << u"not in the dat"_s;
        QTest::newRow("setup without motion table")
            << QStringList{u"motion"_s, u"@demo"_s, u"0x02000001"_s, u"--motion"_s, u"Ready"_s} << 2
            << u"no default motion table"_s;
        QTest::newRow("truncated dat")
            << QStringList{u"motion"_s, u"@truncated"_s, u"0x02000003"_s, u"--motion"_s, u"Ready"_s}
            << 2 << u"truncated.dat: at 0x"_s;
    }
    void motionErrors() {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        runWithFixtures(arguments, exitCode, message);
    }

private:
    // "@demo", "@missing" and "@truncated" stand for the fixture paths.
    void runWithFixtures(QStringList arguments, int exitCode, const QString& message) {
        const QString truncated = m_dir.filePath(u"truncated.dat"_s);
        if (!QFile::exists(truncated)) {
            QFile in(m_demo), out(truncated);
            QVERIFY(in.open(QIODevice::ReadOnly) && out.open(QIODevice::WriteOnly));
            out.write(in.read(300));
        }
        for (QString& a : arguments) {
            if (a == u"@demo"_s)
                a = m_demo;
            else if (a == u"@missing"_s)
                a = m_dir.filePath(u"missing.dat"_s);
            else if (a == u"@truncated"_s)
                a = truncated;
        }
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliTriggers)
#include "tst_cli_triggers.moc"
