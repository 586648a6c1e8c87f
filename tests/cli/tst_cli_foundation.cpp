// soundstage-cli's foundation commands as users run them: demo, info, list, show, where-used,
// export; their JSON shapes, exit statuses and error messages.
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCliFoundation : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;

    static QJsonDocument json(const CliRun& run) {
        QJsonParseError error{};
        QJsonDocument document = QJsonDocument::fromJson(run.out.toUtf8(), &error);
        if (error.error != QJsonParseError::NoError)
            qWarning("not JSON: %s", qPrintable(run.out));
        return document;
    }

    QString writeCorrupted(const QString& name, qint64 offset, QByteArray bytes) {
        QFile source(m_demo);
        if (!source.open(QIODevice::ReadOnly))
            return {};
        QByteArray data = source.readAll();
        if (offset >= 0)
            data.replace(offset, bytes.size(), bytes);
        else
            data.truncate(-offset);
        const QString path = m_dir.filePath(name);
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly))
            return {};
        out.write(data);
        return path;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(u"demo.dat"_s);
        const CliRun run = runCli({u"demo"_s, u"-o"_s, m_demo});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(QFile::exists(m_demo));
    }

    void overviewAndVersion() {
        const CliRun help = runCli({u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        for (const char* command : {"info", "list", "show", "where-used", "export", "demo"})
            QVERIFY2(help.out.contains(QLatin1StringView(command)), command);
        QCOMPARE(runCli({u"--version"_s}).exitCode, 0);
        QCOMPARE(runCli({}).exitCode, 64);
        QCOMPARE(runCli({u"frobnicate"_s}).exitCode, 64);
        const CliRun commandHelp = runCli({u"show"_s, u"--help"_s});
        QCOMPARE(commandHelp.exitCode, 0);
        QVERIFY(commandHelp.out.contains(u"--json"));
    }

    void infoCountsRecordTypes() {
        const CliRun run = runCli({u"info"_s, m_demo, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject info = json(run).object();
        QCOMPARE(info.value(u"block_size"_s).toInt(), 1024);
        QCOMPARE(info.value(u"data_set"_s).toInt(), 1);
        const QJsonObject types = info.value(u"types"_s).toObject();
        QVERIFY(types.value(u"Wave"_s).toInt() >= 15);
        QVERIFY(types.value(u"SoundTable"_s).toInt() >= 6);
        QCOMPARE(types.value(u"Region"_s).toInt(), 1);
        QCOMPARE(types.value(u"Setup"_s).toInt(), 3);
        QCOMPARE(types.value(u"Animation"_s).toInt(), 5);
        int total = 0;
        for (const QJsonValue count : types)
            total += count.toInt();
        QCOMPARE(info.value(u"entries"_s).toInt(), total);
        const CliRun text = runCli({u"info"_s, m_demo});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(u"block size"));
    }

    void listFiltersByTypeInAscendingOrder() {
        const CliRun run = runCli({u"list"_s, m_demo, u"--type"_s, u"soundtable"_s});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 6);
        QString previous;
        for (const QString& line : lines) {
            QVERIFY2(line.startsWith(u"0x20"), qPrintable(line));
            QVERIFY(line.section(u'\t', 1).toInt() > 0);
            QVERIFY(previous < line.section(u'\t', 0, 0));
            previous = line.section(u'\t', 0, 0);
        }
        QCOMPARE(runCli({u"list"_s, m_demo, u"--type"_s, u"texture"_s}).exitCode, 64);
    }

    void showTableJsonHasTheDocumentedShape() {
        const CliRun run = runCli({u"show"_s, m_demo, u"0x200000A8"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject table = json(run).object();
        QCOMPARE(table.value(u"id"_s).toString(), u"0x200000A8"_s);
        QCOMPARE(table.value(u"type"_s).toString(), u"SoundTable"_s);
        const QJsonArray root = table.value(u"root"_s).toArray();
        QCOMPARE(root.size(), 1);
        QCOMPARE(root[0].toObject().value(u"wave"_s).toString(), u"0x00000000"_s);
        bool sawSwoosh2 = false;
        for (const QJsonValue sound : table.value(u"sounds"_s).toArray()) {
            const QJsonObject object = sound.toObject();
            if (object.value(u"sound"_s).toString() != u"Swoosh2")
                continue;
            sawSwoosh2 = true;
            QCOMPARE(object.value(u"code"_s).toInt(), 31);
            const QJsonArray variants = object.value(u"variants"_s).toArray();
            QCOMPARE(variants.size(), 2);
            QVERIFY(variants[0].toObject().value(u"wave"_s).toString().startsWith(u"0x0A"));
            QCOMPARE(variants[0].toObject().value(u"volume"_s).toDouble(), 0.9); // shortest float
        }
        QVERIFY(sawSwoosh2);
    }

    void showWaveAndRegion() {
        const CliRun wave = runCli({u"show"_s, m_demo, u"0x0A000001"_s, u"--json"_s});
        QCOMPARE(wave.exitCode, 0);
        const QJsonObject w = json(wave).object();
        QCOMPARE(w.value(u"type"_s).toString(), u"Wave"_s);
        QCOMPARE(w.value(u"format"_s).toInt(), 1);
        QCOMPARE(w.value(u"rate"_s).toInt(), 11025);
        QCOMPARE(w.value(u"header_size"_s).toInt(), 18);
        QVERIFY(w.value(u"seconds"_s).toDouble() > 0.1);

        const CliRun region = runCli({u"show"_s, m_demo, u"0x13000000"_s, u"--json"_s});
        QCOMPARE(region.exitCode, 0);
        const QJsonObject r = json(region).object();
        QCOMPARE(r.value(u"type"_s).toString(), u"Region"_s);
        QVERIFY(r.value(u"ambient"_s).toArray().size() >= 3);
        const QJsonObject firstSound = r.value(u"ambient"_s)
                                           .toArray()[0]
                                           .toObject()
                                           .value(u"sounds"_s)
                                           .toArray()[0]
                                           .toObject();
        for (const char* key :
             {"sound", "code", "volume", "base_chance", "min_rate", "max_rate", "continuous"})
            QVERIFY2(firstSound.contains(QLatin1StringView(key)), key);
        QVERIFY(r.value(u"scene_types"_s).toArray().size() >= 3);

        const CliRun text = runCli({u"show"_s, m_demo, u"0x200000A8"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(u"Swoosh2"));
    }

    void whereUsedLinksWavesAndTables() {
        const CliRun wave = runCli({u"where-used"_s, m_demo, u"0x0A000010"_s, u"--json"_s});
        QCOMPARE(wave.exitCode, 0);
        const QJsonArray waveUses = json(wave).object().value(u"uses"_s).toArray();
        QVERIFY(waveUses.size() >= 3);
        const CliRun table = runCli({u"where-used"_s, m_demo, u"0x20000001"_s, u"--json"_s});
        QCOMPARE(table.exitCode, 0);
        const QJsonArray tableUses = json(table).object().value(u"uses"_s).toArray();
        QCOMPARE(tableUses.size(), 1);
        QCOMPARE(tableUses[0].toObject().value(u"kind"_s).toString(), u"setup"_s);
        const CliRun ambient = runCli({u"where-used"_s, m_demo, u"0x20000010"_s});
        QCOMPARE(ambient.exitCode, 0);
        QVERIFY(ambient.out.contains(u"ambient"));
        QCOMPARE(runCli({u"where-used"_s, m_demo, u"0x13000000"_s}).exitCode, 64);
    }

    void exportJsonAndBinary() {
        const QString json = m_dir.filePath(u"table.json"_s);
        QCOMPARE(
            runCli({u"export"_s, m_demo, u"0x20000001"_s, u"--format"_s, u"json"_s, u"-o"_s, json})
                .exitCode,
            0);
        QFile jsonFile(json);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(jsonFile.readAll()).object().value(u"id"_s).toString(),
                 u"0x20000001"_s);

        const QString bin = m_dir.filePath(u"table.bin"_s);
        QCOMPARE(
            runCli({u"export"_s, m_demo, u"0x20000001"_s, u"--format"_s, u"bin"_s, u"-o"_s, bin})
                .exitCode,
            0);
        QFile binFile(bin);
        QVERIFY(binFile.open(QIODevice::ReadOnly));
        const QByteArray bytes = binFile.readAll();
        QCOMPARE(bytes.left(4), QByteArray("\x01\x00\x00\x20", 4));
    }

    void exportWaveAsRiff() {
        const QString wav = m_dir.filePath(u"step.wav"_s);
        const CliRun run =
            runCli({u"export"_s, m_demo, u"0x0A000001"_s, u"--format"_s, u"wav"_s, u"-o"_s, wav});
        QCOMPARE(run.exitCode, 0);
        QFile file(wav);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QCOMPARE(bytes.left(4), QByteArray("RIFF"));
        QCOMPARE(bytes.mid(8, 8), QByteArray("WAVEfmt "));
        QCOMPARE(bytes[16], char(18)); // the full 18-byte format header is kept
    }

    void errorsSayWhatAndWhere() {
        const CliRun missing = runCli({u"info"_s, m_dir.filePath(u"nope.dat"_s)});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.startsWith(u"soundstage-cli: "));
        QVERIFY(missing.err.contains(u"nope.dat"));

        const QString badMagic = writeCorrupted(u"magic.dat"_s, 0x140, QByteArray(4, 'X'));
        const CliRun magic = runCli({u"info"_s, badMagic});
        QCOMPARE(magic.exitCode, 2);
        QVERIFY2(magic.err.contains(u"magic.dat: at 0x140: "), qPrintable(magic.err));

        const QString truncated = writeCorrupted(u"short.dat"_s, -0x100, {});
        QCOMPARE(runCli({u"info"_s, truncated}).exitCode, 2);

        QCOMPARE(runCli({u"show"_s, m_demo, u"0x20009999"_s}).exitCode, 2);
        QCOMPARE(runCli({u"show"_s, m_demo, u"zz"_s}).exitCode, 64);
        QCOMPARE(runCli({u"show"_s, m_demo}).exitCode, 64);
        QCOMPARE(runCli({u"export"_s, m_demo, u"0x20000001"_s, u"--format"_s, u"ogg"_s, u"-o"_s,
                         m_dir.filePath(u"x"_s)})
                     .exitCode,
                 64);
    }
};

QTEST_GUILESS_MAIN(TestCliFoundation)
#include "tst_cli_foundation.moc"
