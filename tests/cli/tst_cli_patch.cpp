// soundstage-cli patch, verify and diff as users run them, on the demo dat.
#include "../audio/audiotesttools.h"
#include "clirunner.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace Qt::StringLiterals;
using soundstage::testing::readAll;
using soundstage::testing::writeAll;

class TestCliPatch : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;

private slots:
    void initTestCase() {
        m_demo = writeDemoDat(m_dir);
        QVERIFY(!m_demo.isEmpty());
    }

    void verifyDemoIsClean() {
        const CliRun run = runCli({u"verify"_s, m_demo, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(report[u"clean"_s].toBool(), true);
        QCOMPARE(report[u"leaked_blocks"_s].toInt(), 0);
        QVERIFY(report[u"sound_tables"_s].toInt() >= 6);
        QVERIFY(report[u"findings"_s].toArray().isEmpty());
        QCOMPARE(runCli({u"verify"_s, m_demo}).exitCode, 0);
    }

    void verifyReportsFindings() {
        QByteArray bytes = readAll(m_demo);
        qToLittleEndian<quint32>(qFromLittleEndian<quint32>(bytes.constData() + 0x15C) + 3,
                                 bytes.data() + 0x15C);
        const QString broken = m_dir.filePath(u"broken.dat"_s);
        QVERIFY(writeAll(broken, bytes));
        const CliRun run = runCli({u"verify"_s, broken, u"--json"_s});
        QCOMPARE(run.exitCode, 2);
        const QJsonArray findings =
            QJsonDocument::fromJson(run.out.toUtf8()).object()[u"findings"_s].toArray();
        QVERIFY(!findings.isEmpty());
        QCOMPARE(findings[0].toObject()[u"kind"_s].toString(), u"free-count"_s);
        QCOMPARE(findings[0].toObject()[u"offset"_s].toString(), u"0x15C"_s);
        const CliRun text = runCli({u"verify"_s, broken});
        QCOMPARE(text.exitCode, 2);
        QVERIFY(text.out.contains(u"free-count"_s));
        QCOMPARE(runCli({u"verify"_s, m_dir.filePath(u"missing.dat"_s)}).exitCode, 2);
    }

    void patchJsonTableAndDiff() {
        const QString json = m_dir.filePath(u"table.json"_s);
        QCOMPARE(
            runCli({u"export"_s, m_demo, u"0x200000A8"_s, u"--format"_s, u"json"_s, u"-o"_s, json})
                .exitCode,
            0);
        QJsonObject table = QJsonDocument::fromJson(readAll(json)).object();
        QJsonArray sounds = table[u"sounds"_s].toArray();
        QJsonObject first = sounds[0].toObject();
        QJsonArray variants = first[u"variants"_s].toArray();
        QJsonObject variant = variants[0].toObject();
        variant[u"volume"_s] = 0.25;
        variants[0] = variant;
        first[u"variants"_s] = variants;
        sounds[0] = first;
        table[u"sounds"_s] = sounds;
        QVERIFY(writeAll(json, QJsonDocument(table).toJson()));

        const QByteArray sourceHash =
            QCryptographicHash::hash(readAll(m_demo), QCryptographicHash::Sha256);
        const QString out = m_dir.filePath(u"patched.dat"_s);
        const CliRun run = runCli({u"patch"_s, m_demo, u"--set"_s, json, u"-o"_s, out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(u"replaced  0x200000A8 SoundTable"_s), qPrintable(run.out));
        QVERIFY2(run.out.contains(u".variants[0].volume: "_s) && run.out.contains(u"-> 0.25"_s),
                 qPrintable(run.out));
        QCOMPARE(QCryptographicHash::hash(readAll(m_demo), QCryptographicHash::Sha256), sourceHash);
        QCOMPARE(runCli({u"verify"_s, out}).exitCode, 0);

        const CliRun shown = runCli({u"show"_s, out, u"0x200000A8"_s, u"--json"_s});
        const QJsonObject after = QJsonDocument::fromJson(shown.out.toUtf8()).object();
        QCOMPARE(after[u"sounds"_s]
                     .toArray()[0]
                     .toObject()[u"variants"_s]
                     .toArray()[0]
                     .toObject()[u"volume"_s]
                     .toDouble(),
                 0.25);

        const CliRun diff = runCli({u"diff"_s, m_demo, out, u"--json"_s});
        QCOMPARE(diff.exitCode, 0);
        const QJsonObject d = QJsonDocument::fromJson(diff.out.toUtf8()).object();
        QVERIFY(d[u"added"_s].toArray().isEmpty());
        QCOMPARE(d[u"changed"_s].toArray().size(), 1);
        const QJsonObject changed = d[u"changed"_s].toArray()[0].toObject();
        QCOMPARE(changed[u"id"_s].toString(), u"0x200000A8"_s);
        QCOMPARE(changed[u"changes"_s].toArray()[0].toObject()[u"after"_s].toString(), u"0.25"_s);
    }

    void patchRegionOntoTheDatsRegion() {
        const QString json = m_dir.filePath(u"region.json"_s);
        QVERIFY(writeAll(json, R"({"id":"0x13000000","ambient":[{"table":"0x20000010",
            "sounds":[{"sound":"Ambient1","volume":0.5,"base_chance":0,"min_rate":1}]}]})"_ba));
        const QString out = m_dir.filePath(u"region.dat"_s);
        const CliRun run = runCli({u"patch"_s, m_demo, u"--set"_s, json, u"-o"_s, out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(runCli({u"verify"_s, out}).exitCode, 0);
        const CliRun shown = runCli({u"show"_s, out, u"0x13000000"_s, u"--json"_s});
        const QJsonObject region = QJsonDocument::fromJson(shown.out.toUtf8()).object();
        QCOMPARE(region[u"ambient"_s].toArray().size(), 1);
        // Scene types were not in the JSON: the dat's own are kept.
        QVERIFY(!region[u"scene_types"_s].toArray().isEmpty());
    }

    void patchBinaryAndImportWave() {
        if (QStandardPaths::findExecutable(u"sox"_s).isEmpty())
            QSKIP("sox is not installed");
        const QString wav = m_dir.filePath(u"tone.wav"_s);
        QProcess sox;
        sox.start(u"sox"_s, {u"-n"_s, u"-r"_s, u"11025"_s, u"-c"_s, u"1"_s, u"-b"_s, u"16"_s, wav,
                             u"synth"_s, u"0.2"_s, u"sine"_s, u"440"_s});
        QVERIFY(sox.waitForFinished() && sox.exitCode() == 0);
        const QString bin = m_dir.filePath(u"table.bin"_s);
        QCOMPARE(
            runCli({u"export"_s, m_demo, u"0x20000001"_s, u"--format"_s, u"bin"_s, u"-o"_s, bin})
                .exitCode,
            0);
        const QString out = m_dir.filePath(u"imported.dat"_s);
        const CliRun run =
            runCli({u"patch"_s, m_demo, u"--set-bin"_s, bin, u"--import-wave"_s, wav,
                    u"--import-wave"_s, wav + u"=0x0A000200"_s, u"-o"_s, out, u"--json"_s});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray changes =
            QJsonDocument::fromJson(run.out.toUtf8()).object()[u"changes"_s].toArray();
        QCOMPARE(changes.size(), 3);
        QStringList ids;
        for (const QJsonValue& c : changes)
            ids << c.toObject()[u"id"_s].toString() + u':' + c.toObject()[u"action"_s].toString();
        // The demo's waves start at 0x0A000001: the first free wave id is 0x0A000000.
        QVERIFY2(ids.contains(u"0x0A000000:added"_s), qPrintable(ids.join(u' ')));
        QVERIFY2(ids.contains(u"0x0A000200:added"_s), qPrintable(ids.join(u' ')));
        QVERIFY2(ids.contains(u"0x20000001:unchanged"_s), qPrintable(ids.join(u' ')));
        QCOMPARE(runCli({u"verify"_s, out}).exitCode, 0);
        const CliRun wave = runCli({u"show"_s, out, u"0x0A000200"_s, u"--json"_s});
        const QJsonObject w = QJsonDocument::fromJson(wave.out.toUtf8()).object();
        QCOMPARE(w[u"rate"_s].toInt(), 11025);
        QCOMPARE(w[u"bits"_s].toInt(), 16);
        QCOMPARE(w[u"data_size"_s].toInt(), 2205 * 2);
    }

    void patchRefusesBadInput() {
        const QString out = m_dir.filePath(u"never.dat"_s);
        // Over the source.
        const CliRun self = runCli({u"patch"_s, m_demo, u"--set-bin"_s, m_demo, u"-o"_s, m_demo});
        QCOMPARE(self.exitCode, 64);
        // No output, nothing to do.
        QCOMPARE(runCli({u"patch"_s, m_demo, u"--set"_s, u"x.json"_s}).exitCode, 64);
        QCOMPARE(runCli({u"patch"_s, m_demo, u"-o"_s, out}).exitCode, 64);
        // A JSON syntax error names line and column.
        const QString bad = m_dir.filePath(u"bad.json"_s);
        QVERIFY(writeAll(bad, "{\n  \"id\": \"0x20000001\",\n  oops\n}"_ba));
        const CliRun parse = runCli({u"patch"_s, m_demo, u"--set"_s, bad, u"-o"_s, out});
        QCOMPARE(parse.exitCode, 2);
        QVERIFY2(parse.err.contains(bad + u":3:"_s), qPrintable(parse.err));
        // Bytes that are not a SoundTable.
        const QString junk = m_dir.filePath(u"junk.bin"_s);
        QVERIFY(writeAll(junk, "\x01\x00\x00\x20garbage"_ba));
        const CliRun notTable = runCli({u"patch"_s, m_demo, u"--set-bin"_s, junk, u"-o"_s, out});
        QCOMPARE(notTable.exitCode, 2);
        QVERIFY(notTable.err.contains(u"SoundTable"_s));
        // A chosen import id outside the wave range.
        const CliRun range =
            runCli({u"patch"_s, m_demo, u"--import-wave"_s, u"a.wav=0x20000001"_s, u"-o"_s, out});
        QCOMPARE(range.exitCode, 64);
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCliPatch)
#include "tst_cli_patch.moc"
