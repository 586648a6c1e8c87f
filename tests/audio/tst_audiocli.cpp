// soundstage-cli check-wav and bake, run as a user would.
#include "audiotesttools.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

namespace {
struct Outcome {
    int status = -1;
    QString out;
    QString err;
};

Outcome cli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(SOUNDSTAGE_BIN_DIR) + u"/soundstage-cli"_s, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QByteArray pcm16Fmt() {
    return waveFormatEx(1, 2, 22050, 4, 16).first(16);
}
} // namespace

class TestAudioCli : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void checkWavReportsEachFile() {
        const QString good = m_dir.filePath(u"good.wav"_s);
        const QString bad = m_dir.filePath(u"bad.wav"_s);
        QVERIFY(writeAll(good, riffWave(chunk("fmt ", pcm16Fmt()) +
                                        chunk("data", QByteArray(22050 * 4, '\0')))));
        QVERIFY(writeAll(bad, riffWave(chunk("fmt ", pcm16Fmt()) + chunk("data", "123456"_ba))));

        const Outcome ok = cli({u"check-wav"_s, good});
        QCOMPARE(ok.status, 0);
        QCOMPARE(ok.out, good + u": ok: PCM 16-bit, 2 channel(s), 22050 Hz, 22050 frames, "
                                "1.000 s\n"_s);

        const Outcome mixed = cli({u"check-wav"_s, good, bad});
        QCOMPARE(mixed.status, 2);
        QVERIFY(mixed.out.startsWith(good + u": ok"_s));
        QCOMPARE(mixed.err, u"soundstage-cli: "_s + bad +
                                u": at 0x28: the data chunk has 6 bytes, not a whole number of "
                                "4-byte frames (the last frame is truncated)\n"_s);

        const Outcome json = cli({u"check-wav"_s, u"--json"_s, bad});
        QCOMPARE(json.status, 2);
        QVERIFY(json.out.contains(u"\"offset\": 40"_s));

        QCOMPARE(cli({u"check-wav"_s}).status, 64);
    }

    void bakePrintsCountersAndIsRepeatable() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        const QString wav = m_dir.filePath(u"tone.wav"_s);
        SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-b"_s, u"16"_s, wav,
                               u"synth"_s, u"0.5"_s, u"sine"_s, u"440"_s});
        const QString bad = m_dir.filePath(u"broken.wav"_s);
        QVERIFY(writeAll(bad, "RIFF\x04\0\0\0WAVE"_ba));
        const QString outA = m_dir.filePath(u"a"_s);
        const QString outB = m_dir.filePath(u"b"_s);

        const Outcome a = cli({u"bake"_s, wav, u"-o"_s, outA, u"--quality"_s, u"0.3"_s});
        QCOMPARE(a.status, 0);
        QVERIFY2(a.out.contains(u"encoded 1, passed through 0, failed 0; input "_s +
                                QString::number(QFileInfo(wav).size()) + u" bytes, output "_s +
                                QString::number(QFileInfo(outA + u"/tone.ogg"_s).size()) +
                                u" bytes"_s),
                 qPrintable(a.out));
        // Baking the baked Ogg passes it through; the WAV again gives identical bytes.
        const Outcome b = cli({u"bake"_s, wav, outA + u"/tone.ogg"_s, bad, u"-o"_s, outB,
                               u"--quality"_s, u"0.3"_s, u"--keep-names"_s});
        QCOMPARE(b.status, 2);
        QVERIFY2(b.out.contains(u"encoded 1, passed through 1, failed 1"_s), qPrintable(b.out));
        QVERIFY2(b.err.contains(bad + u": at 0xC: no 'fmt ' chunk"_s), qPrintable(b.err));
        QCOMPARE(readAll(outB + u"/tone.wav"_s), readAll(outA + u"/tone.ogg"_s));
        QCOMPARE(readAll(outB + u"/tone.ogg"_s), readAll(outA + u"/tone.ogg"_s));

        QCOMPARE(cli({u"bake"_s, wav, u"-o"_s, outA, u"--quality"_s, u"3"_s}).status, 64);
        QCOMPARE(cli({u"bake"_s, wav}).status, 64);
        QCOMPARE(cli({u"bake"_s, wav, m_dir.filePath(u"tone.ogg"_s), u"-o"_s, outA}).status, 64);
    }
};

QTEST_GUILESS_MAIN(TestAudioCli)
#include "tst_audiocli.moc"
