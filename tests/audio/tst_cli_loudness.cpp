// soundstage-cli loudness: every wave of a dat or the waves named, audio files, JSON, and the
// errors of each form.
#include "../cli/clirunner.h"
#include "audiotesttools.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

using namespace soundstage::testing;
using namespace Qt::StringLiterals;

class TestCliLoudness final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;

    static QJsonArray rows(const CliRun& run) {
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
        if (error.error != QJsonParseError::NoError)
            qWarning("not JSON: %s", qPrintable(run.out));
        return doc.array();
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(u"demo.dat"_s);
        QCOMPARE(runCli({u"demo"_s, u"-o"_s, m_demo}).exitCode, 0);
    }

    // Without ids: one row per wave of the dat, in id order, the same ids `list` prints.
    void measuresEveryWaveOfADat() {
        const CliRun listed = runCli({u"list"_s, m_demo, u"--type"_s, u"wave"_s});
        QCOMPARE(listed.exitCode, 0);
        QStringList ids;
        for (const QString& line : listed.out.split(u'\n', Qt::SkipEmptyParts))
            ids << line.simplified().section(u' ', 0, 0); // "0x0A000001\t3558"
        QVERIFY(ids.size() >= 15);

        const CliRun run = runCli({u"loudness"_s, m_demo, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray measured = rows(run);
        QCOMPARE(measured.size(), ids.size());
        for (int i = 0; i < measured.size(); ++i) {
            const QJsonObject row = measured[i].toObject();
            QCOMPARE(row.value(u"name"_s).toString(), ids[i]);
            QVERIFY(row.value(u"seconds"_s).toDouble() > 0.0);
            QVERIFY(row.value(u"rate"_s).toInt() > 0);
            // A wave with sound has a level below full scale and a true peak at or above its
            // sample peak.
            if (!row.value(u"integrated_lufs"_s).isNull()) {
                QVERIFY(row.value(u"integrated_lufs"_s).toDouble() < 0.0);
                QVERIFY(row.value(u"true_peak_dbtp"_s).toDouble() >=
                        row.value(u"sample_peak_dbfs"_s).toDouble());
            }
        }
        const CliRun text = runCli({u"loudness"_s, m_demo});
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out.count(u'\n'), ids.size() + 1); // a header line, then a row per wave
        QVERIFY(text.out.contains(u"LUFS"_s));
    }

    void measuresTheWavesNamed() {
        const CliRun run =
            runCli({u"loudness"_s, m_demo, u"0x0A000020"_s, u"0x0A000001"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray measured = rows(run);
        QCOMPARE(measured.size(), 2);
        QCOMPARE(measured[0].toObject().value(u"name"_s).toString(), u"0x0A000020"_s);
        QCOMPARE(measured[1].toObject().value(u"name"_s).toString(), u"0x0A000001"_s);
    }

    // Files written by sox: the −23 dBFS stereo sine of EBU Tech 3341 reads −23.0 LUFS, the
    // same as the core measurement; a 0.2 s clip is marked short; silence is null in JSON.
    void measuresAudioFiles() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        const QString sine = m_dir.filePath(u"sine.wav"_s);
        const QString clip = m_dir.filePath(u"clip.ogg"_s);
        const QString silence = m_dir.filePath(u"silence.wav"_s);
        SOUNDSTAGE_RUN("sox",
                       {u"-r"_s, u"48000"_s, u"-c"_s, u"2"_s, u"-n"_s, u"-b"_s, u"24"_s, sine,
                        u"synth"_s, u"20"_s, u"sine"_s, u"1000"_s, u"gain"_s, u"-23"_s});
        SOUNDSTAGE_RUN("sox", {u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-n"_s, clip, u"synth"_s,
                               u"0.2"_s, u"sine"_s, u"440"_s, u"gain"_s, u"-12"_s});
        // -D: no dither, so the file is digital silence
        SOUNDSTAGE_RUN("sox", {u"-D"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-n"_s, u"-b"_s,
                               u"16"_s, silence, u"trim"_s, u"0"_s, u"1"_s});
        const CliRun run = runCli({u"loudness"_s, sine, clip, silence, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray measured = rows(run);
        QCOMPARE(measured.size(), 3);
        const QJsonObject s = measured[0].toObject();
        QCOMPARE(s.value(u"name"_s).toString(), sine);
        QVERIFY(std::abs(s.value(u"integrated_lufs"_s).toDouble() - -23.0) <= 0.1);
        QCOMPARE(s.value(u"short"_s).toBool(), false);
        QCOMPARE(s.value(u"channels"_s).toInt(), 2);
        QCOMPARE(measured[1].toObject().value(u"short"_s).toBool(), true);
        QVERIFY(measured[1].toObject().value(u"range_lu"_s).isNull());
        QVERIFY(measured[2].toObject().value(u"integrated_lufs"_s).isNull());
        QVERIFY(measured[2].toObject().value(u"true_peak_dbtp"_s).isNull());

        const CliRun text = runCli({u"loudness"_s, sine, silence});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"-23.0 LUFS"_s), qPrintable(text.out));
        QVERIFY2(text.out.contains(u"silent"_s), qPrintable(text.out));
    }

    void errors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing named") << QStringList{} << 64 << u"missing DAT or FILE"_s;
        QTest::newRow("not a wave id")
            << QStringList{u"@demo"_s, u"0x20000001"_s} << 64 << u"not a wave id"_s;
        QTest::newRow("not an id")
            << QStringList{u"@demo"_s, u"footstep"_s} << 64 << u"not an id"_s;
        QTest::newRow("a wave the dat lacks")
            << QStringList{u"@demo"_s, u"0x0A00FFFF"_s} << 2 << u"0x0A00FFFF"_s;
        QTest::newRow("neither dat nor audio")
            << QStringList{u"@text"_s} << 2 << u"neither a dat"_s;
        QTest::newRow("missing file") << QStringList{u"@missing"_s} << 2 << u"missing.wav"_s;
    }
    void errors() {
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        QFETCH(QString, message);
        const QString text = m_dir.filePath(u"notes.txt"_s);
        QFile file(text);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a sound at all\n");
        file.close();
        for (QString& argument : arguments) {
            if (argument == u"@demo"_s)
                argument = m_demo;
            else if (argument == u"@text"_s)
                argument = text;
            else if (argument == u"@missing"_s)
                argument = m_dir.filePath(u"missing.wav"_s);
        }
        const CliRun run = runCli(QStringList{u"loudness"_s} + arguments);
        QCOMPARE(run.exitCode, status);
        QVERIFY2(run.err.startsWith(u"soundstage-cli: "_s), qPrintable(run.err));
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliLoudness)
#include "tst_cli_loudness.moc"
