// soundstage-cli on the records that fire sounds: list --type, show (text and JSON) of the demo
// dat's animations, motion table, physics scripts, script table and full setup, and a broken
// animation reported with its id and offset.
#include "clirunner.h"

#include "core/common/bytewriter.h"
#include "core/dat/datfile.h"
#include "core/dat/datpatcher.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCliHooks : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;

    static QJsonObject json(const CliRun& run) {
        QJsonParseError error{};
        const QJsonDocument document = QJsonDocument::fromJson(run.out.toUtf8(), &error);
        if (error.error != QJsonParseError::NoError)
            qWarning("not JSON: %s", qPrintable(run.out));
        return document.object();
    }

    static QJsonObject hookAt(const QJsonArray& hooks, int frame) {
        for (const QJsonValue hook : hooks) {
            if (hook.toObject().value(u"frame"_s).toInt() == frame)
                return hook.toObject();
        }
        return {};
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(u"demo.dat"_s);
        QCOMPARE(runCli({u"demo"_s, u"-o"_s, m_demo}).exitCode, 0);
    }

    void listByNewTypes_data() {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("animation") << u"animation"_s
                                   << QStringList{u"0x03000001"_s, u"0x03000002"_s, u"0x03000003"_s,
                                                  u"0x03000004"_s, u"0x03000005"_s};
        QTest::newRow("motiontable") << u"motiontable"_s << QStringList{u"0x09000001"_s};
        QTest::newRow("physicsscript")
            << u"PhysicsScript"_s << QStringList{u"0x33000001"_s, u"0x33000002"_s};
        QTest::newRow("physicsscripttable")
            << u"physicsscripttable"_s << QStringList{u"0x34000001"_s};
    }

    void listByNewTypes() {
        QFETCH(QString, type);
        QFETCH(QStringList, ids);
        const CliRun run = runCli({u"list"_s, m_demo, u"--type"_s, type});
        QCOMPARE(run.exitCode, 0);
        QStringList seen;
        for (const QString& line : run.out.split(u'\n', Qt::SkipEmptyParts))
            seen.append(line.section(u'\t', 0, 0));
        QCOMPARE(seen, ids);
    }

    void showAnimation() {
        const CliRun run = runCli({u"show"_s, m_demo, u"0x03000004"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject a = json(run);
        QCOMPARE(a.value(u"type"_s).toString(), u"Animation"_s);
        QCOMPARE(a.value(u"frames"_s).toInt(), 24);
        QCOMPARE(a.value(u"parts"_s).toInt(), 3);
        const QJsonArray hooks = a.value(u"hooks"_s).toArray();
        QCOMPARE(hooks.size(), 3);
        const QJsonObject swoosh = hookAt(hooks, 8);
        QCOMPARE(swoosh.value(u"kind"_s).toString(), u"SoundTable"_s);
        QCOMPARE(swoosh.value(u"sound"_s).toString(), u"Swoosh2"_s);
        QCOMPARE(swoosh.value(u"code"_s).toInt(), 31);
        QCOMPARE(swoosh.value(u"direction"_s).toString(), u"forward"_s);
        const QJsonObject tweaked = hookAt(hooks, 12);
        QCOMPARE(tweaked.value(u"kind"_s).toString(), u"SoundTweaked"_s);
        QCOMPARE(tweaked.value(u"wave"_s).toString(), u"0x0A000011"_s);
        QCOMPARE(tweaked.value(u"probability"_s).toDouble(), 0.5);
        QCOMPARE(tweaked.value(u"priority"_s).toDouble(), 0.9);
        QCOMPARE(tweaked.value(u"volume"_s).toDouble(), 0.8);
        const QJsonObject attack = hookAt(hooks, 10);
        QCOMPARE(attack.value(u"kind"_s).toString(), u"Attack"_s);
        QCOMPARE(attack.value(u"payload"_s).toString().size(), 56); // 28 bytes in hex

        const CliRun text = runCli({u"show"_s, m_demo, u"0x03000002"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"frame 19  SoundTable (forward)  Footstep1 (0x37)"),
                 qPrintable(text.out));
        QVERIFY(text.out.contains(u"position frames"));
    }

    void showMotionTable() {
        const CliRun run = runCli({u"show"_s, m_demo, u"0x09000001"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject m = json(run);
        QCOMPARE(m.value(u"default_style"_s).toString(), u"NonCombat"_s);
        const QJsonArray cycles = m.value(u"cycles"_s).toArray();
        QCOMPARE(cycles.size(), 3);
        const QJsonObject walk = cycles[1].toObject();
        QCOMPARE(walk.value(u"motion"_s).toString(), u"WalkForward"_s);
        QCOMPARE(walk.value(u"style"_s).toString(), u"NonCombat"_s);
        QCOMPARE(walk.value(u"key"_s).toString(), u"0x003D0005"_s);
        const QJsonObject anim = walk.value(u"anims"_s).toArray()[0].toObject();
        QCOMPARE(anim.value(u"animation"_s).toString(), u"0x03000002"_s);
        QCOMPARE(anim.value(u"high_frame"_s).toInt(), -1);
        QCOMPARE(anim.value(u"framerate"_s).toDouble(), 30.0);
        QCOMPARE(walk.value(u"velocity"_s).toArray().size(), 3);
        const QJsonArray links = m.value(u"links"_s).toArray();
        QCOMPARE(links.size(), 2);
        QCOMPARE(links[0].toObject().value(u"from"_s).toString(), u"Ready"_s);
        QCOMPARE(links[0].toObject().value(u"to"_s).toString(), u"AttackHigh1"_s);
        QCOMPARE(links[1].toObject().value(u"to"_s).toString(), u"Cheer"_s);
    }

    void showScriptsAndSetup() {
        const CliRun script = runCli({u"show"_s, m_demo, u"0x33000001"_s, u"--json"_s});
        QCOMPARE(script.exitCode, 0);
        const QJsonArray entries = json(script).value(u"entries"_s).toArray();
        QCOMPARE(entries.size(), 3);
        QCOMPARE(entries[1].toObject().value(u"time"_s).toDouble(), 0.25);
        QCOMPARE(entries[1].toObject().value(u"sound"_s).toString(), u"Fizzle"_s);
        QCOMPARE(entries[2].toObject().value(u"kind"_s).toString(), u"CallPES"_s);
        QCOMPARE(entries[2].toObject().value(u"script"_s).toString(), u"0x33000002"_s);

        const CliRun table = runCli({u"show"_s, m_demo, u"0x34000001"_s, u"--json"_s});
        QCOMPARE(table.exitCode, 0);
        const QJsonObject entry = json(table).value(u"entries"_s).toArray()[0].toObject();
        QCOMPARE(entry.value(u"play_script"_s).toInt(), 0x4B);
        QCOMPARE(entry.value(u"scripts"_s).toArray().size(), 2);

        const CliRun setup = runCli({u"show"_s, m_demo, u"0x02000003"_s, u"--json"_s});
        QCOMPARE(setup.exitCode, 0);
        const QJsonObject s = json(setup);
        QCOMPARE(s.value(u"default_motion_table"_s).toString(), u"0x09000001"_s);
        QCOMPARE(s.value(u"default_sound_table"_s).toString(), u"0x20000004"_s);
        QCOMPARE(s.value(u"default_script_table"_s).toString(), u"0x34000001"_s);
        QCOMPARE(s.value(u"default_animation"_s).toString(), u"0x03000001"_s);
        QCOMPARE(s.value(u"default_script"_s).toString(), u"0x33000002"_s);
        QCOMPARE(s.value(u"parts"_s).toArray().size(), 3);
        const QJsonArray placements = s.value(u"placements"_s).toArray();
        QCOMPARE(
            placements[0].toObject().value(u"hooks"_s).toArray()[0].toObject().value(u"kind"_s),
            u"SetLight"_s);
        const CliRun text = runCli({u"show"_s, m_demo, u"0x02000003"_s});
        QVERIFY(text.out.contains(u"default motion table  0x09000001"));
    }

    // An animation with an unknown hook type: show fails naming the record and the offset,
    // verify reports it, and the rest of the dat stays readable.
    void brokenAnimationIsReportedNotFatal() {
        soundstage::ByteWriter w;
        w.u32(0x03000002);
        w.u32(0x2);
        w.u32(0);
        w.u32(1);
        w.u32(1);
        w.u32(0x30); // unknown hook type, at offset 20
        w.i32(0);
        const QString broken = m_dir.filePath(u"broken.dat"_s);
        auto source = soundstage::DatFile::open(m_demo);
        QVERIFY(source.has_value());
        soundstage::DatPatcher patcher;
        patcher.setRecord(0x03000002, w.take());
        QVERIFY(patcher.write(**source, broken).has_value());

        const CliRun show = runCli({u"show"_s, broken, u"0x03000002"_s});
        QVERIFY(show.exitCode != 0);
        QVERIFY2(show.err.contains(u"Animation 0x03000002: unknown hook type 48"),
                 qPrintable(show.err));
        QVERIFY2(show.err.contains(u": at 0x"), qPrintable(show.err)); // its file offset
        const CliRun verify = runCli({u"verify"_s, broken, u"--json"_s});
        QCOMPARE(verify.exitCode, 2);
        QCOMPARE(json(verify).value(u"animations"_s).toInt(), 4);
        QCOMPARE(runCli({u"show"_s, broken, u"0x03000004"_s}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliHooks)
#include "tst_cli_hooks.moc"
