// soundstage-cli check-wav and bake, run as a user would.
#include "audiotesttools.h"

#include "core/dat/datwriter.h"
#include "core/records/wave.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

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

        const Outcome json = cli({u"check-wav"_s, u"--json"_s, u"--pretty"_s, bad});
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
    void decodeWritesSixteenBitWavs() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        SOUNDSTAGE_REQUIRE_TOOL("lame", "lame");
        const QString src = m_dir.filePath(u"dsrc.wav"_s);
        const QString adpcm = m_dir.filePath(u"dadpcm.wav"_s);
        const QString adpcmRef = m_dir.filePath(u"dadpcm_ref.wav"_s);
        const QString mp3 = m_dir.filePath(u"d.mp3"_s);
        SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-b"_s, u"16"_s, src,
                               u"synth"_s, u"0.5"_s, u"sine"_s, u"440"_s, u"gain"_s, u"-3"_s});
        SOUNDSTAGE_RUN("sox", {src, u"-e"_s, u"ms-adpcm"_s, adpcm});
        SOUNDSTAGE_RUN("sox", {adpcm, u"-e"_s, u"signed"_s, u"-b"_s, u"16"_s, adpcmRef});
        SOUNDSTAGE_RUN("lame", {u"--quiet"_s, u"-b"_s, u"64"_s, src, mp3});

        Wave pcm;
        pcm.id = 0x0A000001;
        QVERIFY(splitRiff(readAll(src), pcm.format, pcm.data));
        Wave ad;
        ad.id = 0x0A000002;
        QVERIFY(splitRiff(readAll(adpcm), ad.format, ad.data));
        ByteWriter mp3Tail;
        mp3Tail.u16(1);
        mp3Tail.u32(2);
        mp3Tail.u16(208);
        mp3Tail.u16(1);
        mp3Tail.u16(1393);
        const Wave mpeg{0x0A000003, waveFormatEx(0x55, 1, 22050, 1, 0, mp3Tail.take()),
                        readAll(mp3)};
        const Wave wma{0x0A000004, waveFormatEx(0x161, 1, 22050, 2, 16), QByteArray(64, 'w')};
        DatWriter writer;
        for (const Wave* w : std::initializer_list<const Wave*>{&pcm, &ad, &mpeg, &wma})
            writer.add(w->id, w->encode());
        const QString dat = m_dir.filePath(u"waves.dat"_s);
        QVERIFY(writer.write(dat));

        const QString outPcm = m_dir.filePath(u"pcm.wav"_s);
        const Outcome a = cli({u"decode"_s, dat, u"0x0A000001"_s, u"-o"_s, outPcm});
        QVERIFY2(a.status == 0, qPrintable(a.err));
        QByteArray fmt;
        QByteArray data;
        QVERIFY(splitRiff(readAll(outPcm), fmt, data));
        QCOMPARE(fmt, pcm.format.first(16)); // PCM 16-bit mono 22050: the same shape
        QCOMPARE(data, pcm.data);            // and the very same samples

        const QString outAdpcm = m_dir.filePath(u"adpcm_out.wav"_s);
        const Outcome b = cli({u"decode"_s, dat, u"0x0A000002"_s, u"-o"_s, outAdpcm});
        QVERIFY2(b.status == 0, qPrintable(b.err));
        QVERIFY(b.out.contains(u"MS-ADPCM"_s));
        QByteArray refFmt;
        QByteArray refData;
        QVERIFY(splitRiff(readAll(adpcmRef), refFmt, refData));
        QVERIFY(splitRiff(readAll(outAdpcm), fmt, data));
        QCOMPARE(data, refData); // sox's own decode, sample for sample

        const QString outMp3 = m_dir.filePath(u"mp3_out.wav"_s);
        const Outcome c = cli({u"decode"_s, dat, u"0x0A000003"_s, u"-o"_s, outMp3});
        QVERIFY2(c.status == 0, qPrintable(c.err));
        QVERIFY(splitRiff(readAll(outMp3), fmt, data));
        QCOMPARE(qFromLittleEndian<quint32>(fmt.constData() + 4), quint32(22050));
        QVERIFY(std::abs(data.size() / 2 - 11025) <= 576);

        const Outcome d =
            cli({u"decode"_s, dat, u"0x0A000004"_s, u"-o"_s, m_dir.filePath(u"wma.wav"_s)});
        QCOMPARE(d.status, 2);
        QVERIFY2(d.err.startsWith(u"soundstage-cli: "_s + dat + u": at 0x"_s), qPrintable(d.err));
        QVERIFY2(d.err.contains(u"record 0x0A000004: format 0x0161 (WMA) is not supported"_s),
                 qPrintable(d.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"wma.wav"_s)));

        QCOMPARE(cli({u"decode"_s, dat, u"0x20000001"_s, u"-o"_s, outPcm}).status, 64);
        QCOMPARE(cli({u"decode"_s, dat, u"0x0A000001"_s}).status, 64);
        QCOMPARE(cli({u"decode"_s, dat, u"0x0A000009"_s, u"-o"_s, outPcm}).status, 2);
    }
};

QTEST_GUILESS_MAIN(TestAudioCli)
#include "tst_audiocli.moc"
