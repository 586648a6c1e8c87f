// soundstage-cli edit as users run it on the demo dat: every form (set, scale, both, wave find
// and replace, dry run, JSON, nothing matched) checked against the written copy, and every
// error with its exit status, with the source never modified and nothing written on refusal.
#include "../audio/audiotesttools.h"
#include "clirunner.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using soundstage::testing::readAll;

namespace {

QByteArray hashOf(const QString& path) {
    return QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256);
}

} // namespace

class TestCliEdit final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;
    QByteArray m_demoHash;

    /// A table of a dat as `show --json` prints it: sound name → its variants.
    QMap<QString, QJsonArray> sounds(const QString& dat, const QString& table) const {
        const CliRun run = runCli({u"show"_s, dat, table, u"--json"_s});
        QMap<QString, QJsonArray> out;
        if (run.exitCode != 0)
            return out;
        const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
        for (const QJsonValue& s : o[u"sounds"_s].toArray())
            out.insert(s[u"sound"_s].toString(), s[u"variants"_s].toArray());
        return out;
    }
    QString out(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() {
        m_demo = writeDemoDat(m_dir);
        QVERIFY(!m_demo.isEmpty());
        m_demoHash = hashOf(m_demo);
    }

    void cleanup() {
        // No form ever touches the source.
        QCOMPARE(hashOf(m_demo), m_demoHash);
    }

    void scaleVolumeOfAFilter() {
        const QString target = out(u"quiet.dat"_s);
        const CliRun run = runCli({u"edit"_s, m_demo, u"--where"_s, u"sound:Footstep*"_s,
                                   u"--scale"_s, u"volume=0.5"_s, u"-o"_s, target});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(u"matched 6 variant(s) in 2 table(s); changed 6\n"_s),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(u"  0x20000001 Footstep1 #3: volume 0.6 -> 0.3\n"_s));
        QVERIFY(run.out.contains(u"  0x20000004 Footstep1 #0: volume 0.5 -> 0.25\n"_s));
        QVERIFY(run.out.contains(u"wrote "_s + target));
        // The copy holds the new values and nothing else changed.
        const auto human = sounds(target, u"0x20000001"_s);
        for (const QJsonValue& v : human[u"Footstep1"_s])
            QCOMPARE(v[u"volume"_s].toDouble(), 0.3);
        QCOMPARE(human[u"Swoosh1"_s], sounds(m_demo, u"0x20000001"_s)[u"Swoosh1"_s]);
        const CliRun diff = runCli({u"diff"_s, m_demo, target});
        QVERIFY2(diff.out.contains(u"0 added, 0 removed, 2 changed"_s), qPrintable(diff.out));
        QCOMPARE(runCli({u"verify"_s, target}).exitCode, 0);
    }

    void setAndScaleTogether() {
        const QString target = out(u"both.dat"_s);
        // --scale is written first but applies after --set.
        const CliRun run = runCli({u"edit"_s, m_demo, u"--where"_s, u"table:0x200000A8 index=0"_s,
                                   u"--scale"_s, u"prob=0.5"_s, u"--set"_s, u"probability=0.8"_s,
                                   u"--set"_s, u"prio=2"_s, u"-o"_s, target});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(
            run.out.contains(u"0x200000A8 Swoosh2 #0: probability 1 -> 0.4, priority 0.5 -> 2\n"_s),
            qPrintable(run.out));
        const auto weapon = sounds(target, u"0x200000A8"_s);
        QCOMPARE(weapon[u"Swoosh2"_s][0][u"probability"_s].toDouble(), 0.4);
        QCOMPARE(weapon[u"Swoosh2"_s][1][u"probability"_s].toDouble(), 1.0);
    }

    void replaceAWaveEverywhere() {
        const QString target = out(u"replaced.dat"_s);
        const CliRun run = runCli({u"edit"_s, m_demo, u"--where"_s, u"wave:0x0A000010"_s,
                                   u"--set"_s, u"wave=0x0A000011"_s, u"-o"_s, target});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(u"wave 0x0A000010 -> 0x0A000011"_s));
        const CliRun before = runCli({u"where-used"_s, m_demo, u"0x0A000010"_s});
        QVERIFY(before.out.contains(u"0x200000A8"_s));
        const CliRun after = runCli({u"where-used"_s, target, u"0x0A000010"_s, u"--json"_s});
        QCOMPARE(after.exitCode, 0);
        QVERIFY2(!after.out.contains(u"0x200000A8"_s), qPrintable(after.out));
    }

    void dryRunWritesNothing() {
        const QDir dir(m_dir.path());
        const QStringList files = dir.entryList(QDir::Files);
        const CliRun run = runCli({u"edit"_s, m_demo, u"--where"_s, u"never-chosen"_s, u"--set"_s,
                                   u"prob=0.5"_s, u"--dry-run"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(u"matched 7 variant(s) in 6 table(s); would change 7\n"_s),
                 qPrintable(run.out));
        QVERIFY(!run.out.contains(u"wrote"_s));
        QCOMPARE(dir.entryList(QDir::Files), files);
    }

    void json() {
        const QString target = out(u"json.dat"_s);
        const CliRun run = runCli({u"edit"_s, m_demo, u"--where"_s, u"sound:UI_Bell prob<1"_s,
                                   u"--scale"_s, u"prob=2"_s, u"-o"_s, target, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(o[u"matched"_s].toInt(), 1);
        QCOMPARE(o[u"matched_tables"_s].toInt(), 1);
        QCOMPARE(o[u"changed"_s].toInt(), 1);
        QCOMPARE(o[u"dry_run"_s].toBool(), false);
        QCOMPARE(o[u"output"_s].toString(), target);
        QCOMPARE(o[u"where"_s].toString(), u"sound:UI_Bell prob<1"_s);
        const QJsonObject v = o[u"variants"_s].toArray()[0].toObject();
        QCOMPARE(v[u"table"_s].toString(), u"0x20000002"_s);
        QCOMPARE(v[u"sound"_s].toString(), u"UI_Bell"_s);
        QCOMPARE(v[u"index"_s].toInt(), 0);
        QCOMPARE(v[u"before"_s][u"probability"_s].toDouble(), 0.25);
        QCOMPARE(v[u"after"_s][u"probability"_s].toDouble(), 0.5);
        QCOMPARE(o[u"records_written"_s].toInt(), 1);
    }

    void nothingMatchedWritesAnUnchangedCopy() {
        const QString target = out(u"same.dat"_s);
        const CliRun run = runCli({u"edit"_s, m_demo, u"--where"_s, u"wave:0x0A00EEEE"_s,
                                   u"--set"_s, u"prob=0.5"_s, u"-o"_s, target});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(u"matched 0 variant(s) in 0 table(s); changed 0\n"_s));
        QVERIFY(runCli({u"diff"_s, m_demo, target}).out.contains(u"0 changed"_s));
    }

    void errors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exit");
        QTest::addColumn<QString>("says");
        const QString d = u"@demo"_s;
        const QString o = u"@out"_s;
        QTest::newRow("no dat") << QStringList{u"edit"_s} << 64 << u"missing DAT"_s;
        QTest::newRow("two dats") << QStringList{u"edit"_s,    d,       d,
                                                 u"--where"_s, u""_s,   u"--set"_s,
                                                 u"prob=1"_s,  u"-o"_s, o}
                                  << 64 << u"one DAT only"_s;
        QTest::newRow("no where") << QStringList{u"edit"_s, d, u"--set"_s, u"prob=1"_s, u"-o"_s, o}
                                  << 64 << u"missing --where"_s;
        QTest::newRow("no output")
            << QStringList{u"edit"_s, d, u"--where"_s, u""_s, u"--set"_s, u"prob=1"_s} << 64
            << u"missing -o OUT.dat"_s;
        QTest::newRow("output and dry run")
            << QStringList{u"edit"_s, d, u"--where"_s,  u""_s, u"--set"_s, u"prob=1"_s,
                           u"-o"_s,   o, u"--dry-run"_s}
            << 64 << u"--dry-run writes nothing"_s;
        QTest::newRow("no change") << QStringList{u"edit"_s, d, u"--where"_s, u""_s, u"-o"_s, o}
                                   << 64 << u"nothing to change"_s;
        QTest::newRow("bad filter")
            << QStringList{u"edit"_s,  d,           u"--where"_s, u"sound:Foot* x<"_s,
                           u"--set"_s, u"prob=1"_s, u"-o"_s,      o}
            << 64 << u"--where column 13: 'x' is not a filter field"_s;
        QTest::newRow("bad set") << QStringList{u"edit"_s, d,          u"--where"_s,
                                                u""_s,     u"--set"_s, u"pitch=1"_s,
                                                u"-o"_s,   o}
                                 << 64 << u"--set pitch=1: 'pitch' is not a variant field"_s;
        QTest::newRow("bad set value")
            << QStringList{u"edit"_s, d, u"--where"_s, u""_s, u"--set"_s, u"prob=2"_s, u"-o"_s, o}
            << 64 << u"not a probability"_s;
        QTest::newRow("bad scale")
            << QStringList{u"edit"_s, d, u"--where"_s, u""_s, u"--scale"_s, u"wave=2"_s, u"-o"_s, o}
            << 64 << u"cannot be scaled"_s;
        QTest::newRow("bad gate model")
            << QStringList{u"edit"_s, d, u"--where"_s,      u""_s,    u"--set"_s, u"prob=1"_s,
                           u"-o"_s,   o, u"--gate-model"_s, u"quad"_s}
            << 64 << u"--gate-model"_s;
        QTest::newRow("result out of range")
            << QStringList{u"edit"_s,    d,           u"--where"_s, u"sound:UI_Bell"_s,
                           u"--scale"_s, u"prob=3"_s, u"-o"_s,      o}
            << 2 << u"1 variant(s) would get a value"_s;
        QTest::newRow("missing wave") << QStringList{u"edit"_s,    d,
                                                     u"--where"_s, u"wave:0x0A000010"_s,
                                                     u"--set"_s,   u"wave=0x0A00EEEE"_s,
                                                     u"-o"_s,      o}
                                      << 2 << u"no wave 0x0A00EEEE"_s;
        QTest::newRow("over the source")
            << QStringList{u"edit"_s, d, u"--where"_s, u""_s, u"--set"_s, u"prob=1"_s, u"-o"_s, d}
            << 2 << u"the output is the source dat itself"_s;
        QTest::newRow("missing dat") << QStringList{u"edit"_s,  u"@missing"_s, u"--where"_s, u""_s,
                                                    u"--set"_s, u"prob=1"_s,   u"-o"_s,      o}
                                     << 2 << u"missing.dat"_s;
    }
    void errors() {
        QFETCH(QStringList, arguments);
        QFETCH(int, exit);
        QFETCH(QString, says);
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        for (QString& a : arguments) {
            if (a == u"@demo"_s)
                a = m_demo;
            else if (a == u"@out"_s)
                a = scratch.filePath(u"out.dat"_s);
            else if (a == u"@missing"_s)
                a = scratch.filePath(u"missing.dat"_s);
        }
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, exit);
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        QVERIFY(
            QDir(scratch.path()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden));
    }
};

QTEST_GUILESS_MAIN(TestCliEdit)
#include "tst_cli_edit.moc"
