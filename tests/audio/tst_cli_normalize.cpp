// soundstage-cli --normalize: `patch --import-wave` and `override pack` bring sounds made by sox
// (at test time) to a target loudness; the result is measured again by `loudness` (the wave
// read back from the written dat, the pack's Ogg decoded) and must be within 0.1 LU of the
// target — or, when the true-peak ceiling wins, peak at the ceiling and stay under the target.
#include "../cli/clirunner.h"
#include "audiotesttools.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

using namespace soundstage::testing;
using namespace Qt::StringLiterals;

class TestCliNormalize final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    // `loudness ARGS --json`, its first row.
    static QJsonObject measured(const QStringList& arguments) {
        const CliRun run =
            runCli(QStringList{u"loudness"_s} + arguments + QStringList{u"--json"_s});
        if (run.exitCode != 0)
            qWarning("loudness failed: %s", qPrintable(run.err));
        return QJsonDocument::fromJson(run.out.toUtf8()).array().first().toObject();
    }

    static double lufs(const QJsonObject& row) {
        return row.value(u"integrated_lufs"_s).toDouble();
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_demo = path(u"demo.dat"_s);
        QCOMPARE(runCli({u"demo"_s, u"-o"_s, m_demo}).exitCode, 0);
    }

    // Each row: a sox command line for the source, patch's options, the target.
    void importReachesTheTarget_data() {
        QTest::addColumn<QStringList>("sox");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<double>("target");
        // EBU Tech 3341 case 1 (stereo 1 kHz at -23 dBFS, -23 LUFS) raised to -16.
        QTest::newRow("Tech 3341 sine up to -16")
            << QStringList{u"-r"_s,   u"48000"_s, u"-c"_s,   u"2"_s,     u"-n"_s,
                           u"-b"_s,   u"16"_s,    u"@out"_s, u"synth"_s, u"5"_s,
                           u"sine"_s, u"1000"_s,  u"gain"_s, u"-23"_s}
            << QStringList{u"--normalize"_s, u"-16LUFS"_s} << -16.0;
        // A loud mono tone brought down: the gain is negative.
        QTest::newRow("mono loud down to -24")
            << QStringList{u"-r"_s,   u"22050"_s, u"-c"_s, u"1"_s,    u"-n"_s,  u"-b"_s,   u"16"_s,
                           u"@out"_s, u"synth"_s, u"2"_s,  u"sine"_s, u"440"_s, u"gain"_s, u"-3"_s}
            << QStringList{u"--normalize"_s, u"-24"_s} << -24.0;
        // Mixed to mono and resampled first: the target holds for the stored wave, not for the
        // file as it was.
        QTest::newRow("stereo to mono 22050 Hz")
            << QStringList{u"-r"_s,   u"44100"_s, u"-c"_s,    u"2"_s,  u"-n"_s,   u"-b"_s,
                           u"16"_s,   u"@out"_s,  u"synth"_s, u"3"_s,  u"sine"_s, u"300"_s,
                           u"sine"_s, u"700"_s,   u"gain"_s,  u"-20"_s}
            << QStringList{u"--normalize"_s, u"-18 LUFS"_s, u"--mono"_s, u"--rate"_s, u"22050"_s}
            << -18.0;
        // Shorter than a 400 ms block: measured ungated over its own length, aimed the same.
        QTest::newRow("short clip")
            << QStringList{u"-r"_s,   u"22050"_s, u"-c"_s,   u"1"_s,     u"-n"_s,
                           u"-b"_s,   u"16"_s,    u"@out"_s, u"synth"_s, u"0.25"_s,
                           u"sine"_s, u"800"_s,   u"gain"_s, u"-30"_s}
            << QStringList{u"--normalize"_s, u"-20LUFS"_s} << -20.0;
    }
    void importReachesTheTarget() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        QFETCH(QStringList, sox);
        QFETCH(QStringList, options);
        QFETCH(double, target);
        const QString source = path(QString::fromLatin1(QTest::currentDataTag()) + u".wav"_s);
        sox.replaceInStrings(u"@out"_s, source);
        SOUNDSTAGE_RUN("sox", sox);
        const QString out = path(u"normalized.dat"_s);
        QFile::remove(out);
        const CliRun run = runCli(QStringList{u"patch"_s, m_demo, u"--import-wave"_s,
                                              source + u"=0x0A00F000"_s, u"-o"_s, out} +
                                  options);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"normalized: "_s), qPrintable(run.out));
        QVERIFY2(!run.out.contains(u"ceiling"_s), qPrintable(run.out));
        const QJsonObject after = measured({out, u"0x0A00F000"_s});
        QVERIFY2(std::abs(lufs(after) - target) <= 0.1, qPrintable(QString::number(lufs(after))));
        QVERIFY(after.value(u"true_peak_dbtp"_s).toDouble() <= -1.0 + 0.05);
    }

    // Pink noise has a crest factor of over 10 dB: at -6 LUFS its true peak would be far above
    // -1 dBTP, so the ceiling sets the gain. The stored wave peaks at the ceiling (within the
    // 16-bit rounding) and stays quieter than the target; the report says so, in text and JSON.
    void peakLimitWins() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        const QString noise = path(u"noise.wav"_s);
        SOUNDSTAGE_RUN("sox",
                       {u"-R"_s, u"-r"_s, u"48000"_s, u"-c"_s, u"1"_s, u"-n"_s, u"-b"_s, u"16"_s,
                        noise, u"synth"_s, u"3"_s, u"pinknoise"_s, u"gain"_s, u"-30"_s});
        const double before = lufs(measured({noise}));
        const QString out = path(u"limited.dat"_s);
        const CliRun run = runCli({u"patch"_s, m_demo, u"--import-wave"_s, noise + u"=0x0A00F001"_s,
                                   u"--normalize"_s, u"-6LUFS"_s, u"--peak-ceiling"_s, u"-2dBTP"_s,
                                   u"--json"_s, u"-o"_s, out});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject change = jsonOf(run).value(u"changes"_s).toArray().first().toObject();
        const QJsonObject normalized = change.value(u"normalized"_s).toObject();
        QCOMPARE(normalized.value(u"peak_limited"_s).toBool(), true);
        QVERIFY(std::abs(normalized.value(u"lufs_before"_s).toDouble() - before) <= 0.02);
        const QJsonObject after = measured({out, u"0x0A00F001"_s});
        QVERIFY2(std::abs(after.value(u"true_peak_dbtp"_s).toDouble() - -2.0) <= 0.1,
                 qPrintable(QString::number(after.value(u"true_peak_dbtp"_s).toDouble())));
        QVERIFY(lufs(after) < -6.0 - 1.0);
        QVERIFY(std::abs(lufs(after) - normalized.value(u"lufs_after"_s).toDouble()) <= 0.1);

        const CliRun text = runCli({u"patch"_s, m_demo, u"--import-wave"_s, noise, u"--normalize"_s,
                                    u"-6LUFS"_s, u"-o"_s, path(u"limited2.dat"_s)});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"limited by the -1.0 dBTP ceiling"_s), qPrintable(text.out));
    }

    // override pack: a WAV and an Ogg (which would otherwise pass through unchanged) are both
    // normalised before encoding; the pack's Ogg files, decoded, measure the target.
    void packReachesTheTarget() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        const QString wav = path(u"knock.wav"_s);
        const QString ogg = path(u"bell.ogg"_s);
        SOUNDSTAGE_RUN("sox", {u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-n"_s, u"-b"_s, u"16"_s, wav,
                               u"synth"_s, u"2"_s, u"sine"_s, u"500"_s, u"gain"_s, u"-28"_s});
        SOUNDSTAGE_RUN("sox", {u"-r"_s, u"44100"_s, u"-c"_s, u"2"_s, u"-n"_s, ogg, u"synth"_s,
                               u"2"_s, u"sine"_s, u"900"_s, u"gain"_s, u"-6"_s});
        const QString mod = path(u"mod.txt"_s);
        QVERIFY(writeAll(mod, "wave 0x0A000001, 1 = knock.wav, 1\n"
                              "wave 0x0A000002, 1 = bell.ogg, 1\n"));
        const QString pack = path(u"pack"_s);
        const CliRun run =
            runCli({u"override"_s, u"pack"_s, mod, u"-o"_s, pack, u"--normalize"_s, u"-16LUFS"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.count(u"normalized: "_s), 2);
        QVERIFY2(run.out.contains(u"2 encoded, 0 passed through"_s), qPrintable(run.out));
        for (const QString& name : {u"knock.ogg"_s, u"bell.ogg"_s}) {
            const QJsonObject after = measured({pack + u"/sounds/"_s + name});
            QVERIFY2(std::abs(lufs(after) - -16.0) <= 0.1,
                     qPrintable(name + u": "_s + QString::number(lufs(after))));
        }
    }

    void errors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        const QStringList import{u"patch"_s, u"@demo"_s,         u"-o"_s,
                                 u"@out"_s,  u"--import-wave"_s, u"@sine"_s};
        QTest::newRow("not a level") << import + QStringList{u"--normalize"_s, u"loud"_s} << 64
                                     << u"not a loudness target"_s;
        QTest::newRow("above 0 LUFS")
            << import + QStringList{u"--normalize"_s, u"+3LUFS"_s} << 64 << u"outside"_s;
        QTest::newRow("ceiling alone") << import + QStringList{u"--peak-ceiling"_s, u"-1"_s} << 64
                                       << u"goes with --normalize"_s;
        QTest::newRow("bad ceiling")
            << import + QStringList{u"--normalize"_s, u"-16"_s, u"--peak-ceiling"_s, u"3"_s} << 64
            << u"--peak-ceiling"_s;
        QTest::newRow("nothing imported")
            << QStringList{u"patch"_s,     u"@demo"_s, u"-o"_s,          u"@out"_s,
                           u"--set-bin"_s, u"@sine"_s, u"--normalize"_s, u"-16"_s}
            << 64 << u"goes with --import-wave"_s;
        QTest::newRow("silent import")
            << QStringList{u"patch"_s,         u"@demo"_s,    u"-o"_s,          u"@out"_s,
                           u"--import-wave"_s, u"@silence"_s, u"--normalize"_s, u"-16"_s}
            << 2 << u"silent"_s;
        QTest::newRow("check does not normalise")
            << QStringList{u"override"_s, u"check"_s, u"@mod"_s, u"--normalize"_s, u"-16"_s} << 64
            << u"go with pack"_s;
        QTest::newRow("silent sound in a pack")
            << QStringList{u"override"_s, u"pack"_s,        u"@silentmod"_s, u"-o"_s,
                           u"@packout"_s, u"--normalize"_s, u"-16"_s}
            << 2 << u"silence.wav"_s;
    }
    void errors() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        QFETCH(QString, message);
        const QString sine = path(u"err-sine.wav"_s);
        const QString silence = path(u"silence.wav"_s);
        SOUNDSTAGE_RUN("sox", {u"-r"_s, u"22050"_s, u"-n"_s, u"-b"_s, u"16"_s, sine, u"synth"_s,
                               u"1"_s, u"sine"_s, u"440"_s});
        SOUNDSTAGE_RUN("sox", {u"-D"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-n"_s, u"-b"_s,
                               u"16"_s, silence, u"trim"_s, u"0"_s, u"1"_s});
        const QString silentMod = path(u"silentmod.txt"_s);
        QVERIFY(writeAll(silentMod, "wave 0x0A000001, 1 = silence.wav, 1\n"));
        const QString out = path(u"error-out.dat"_s);
        const QString packOut = path(u"error-pack"_s);
        for (QString& argument : arguments) {
            if (argument == u"@demo"_s)
                argument = m_demo;
            else if (argument == u"@out"_s)
                argument = out;
            else if (argument == u"@sine"_s)
                argument = sine;
            else if (argument == u"@silence"_s)
                argument = silence;
            else if (argument == u"@mod"_s || argument == u"@silentmod"_s)
                argument = silentMod;
            else if (argument == u"@packout"_s)
                argument = packOut;
        }
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, status);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFile::exists(out));
        QVERIFY(!QFileInfo::exists(packOut));
    }
};

QTEST_GUILESS_MAIN(TestCliNormalize)
#include "tst_cli_normalize.moc"
