// RIFF WAV reading by the fonline "WAV authoring" rules: every refusal with its offset.
#include "audiotesttools.h"

#include "core/audio/wavreader.h"
#include "core/common/bytewriter.h"

#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

namespace {

QByteArray pcm16Fmt(quint16 channels = 1, quint32 rate = 22050) {
    return waveFormatEx(1, channels, rate, static_cast<quint16>(2 * channels), 16).first(16);
}

QByteArray samples16(std::initializer_list<qint16> values) {
    ByteWriter w;
    for (const qint16 v : values)
        w.u16(static_cast<quint16>(v));
    return w.take();
}

// WAVEFORMATEXTENSIBLE: 40 bytes, sub-format GUID carrying `subTag`.
QByteArray extensibleFmt(quint16 subTag, quint16 channels, quint16 bits, quint16 validBits,
                         bool standardGuid = true) {
    ByteWriter w;
    const quint16 blockAlign = static_cast<quint16>(channels * bits / 8);
    w.u16(0xFFFE);
    w.u16(channels);
    w.u32(48000);
    w.u32(48000u * blockAlign);
    w.u16(blockAlign);
    w.u16(bits);
    w.u16(22);
    w.u16(validBits);
    w.u32(channels == 2 ? 3 : 4);
    w.u16(subTag);
    w.bytes(QByteArray::fromHex(standardGuid ? "000000001000800000aa00389b71"
                                             : "0000000010008000ffffffffffff"));
    return w.take();
}

} // namespace

class TestWavReader : public QObject {
    Q_OBJECT

private slots:
    void readsPlainPcm() {
        const QByteArray file =
            riffWave(chunk("fmt ", pcm16Fmt(2, 11025)) +
                     chunk("data", samples16({0, -32768, 16384, 32767, -16384, 0})));
        const auto wav = WavReader::parse(file);
        QVERIFY2(wav, qPrintable(wav ? QString() : wav.error().toString()));
        QCOMPARE(wav->frames, 3);
        QCOMPARE(wav->format.channels, quint16(2));
        QCOMPARE(wav->format.sampleRate, quint32(11025));
        QCOMPARE(wav->seconds(), 3.0 / 11025.0);
        QCOMPARE(wav->formatDescription(), u"PCM 16-bit"_s);
        QCOMPARE(wav->formatOffset, 20);
        QCOMPARE(wav->dataOffset, 44);
        const auto pcm = WavReader::decode(*wav);
        QVERIFY(pcm);
        QCOMPARE((*pcm)->sample(0, 1), -1.0f);
        QCOMPARE((*pcm)->sample(1, 0), 0.5f);
        QCOMPARE((*pcm)->sample(2, 0), -0.5f);
    }

    void chunksInAnyOrderUnknownSkippedOddPadded() {
        // data first, then an odd-sized unknown chunk (padded), a LIST, and fmt last.
        const QByteArray file =
            riffWave(chunk("data", samples16({1000, -1000})) + chunk("junk", "abc") +
                     chunk("LIST", "INFOISFT\x04\0\0\0abc\0"_ba) + chunk("fmt ", pcm16Fmt()));
        const auto wav = WavReader::parse(file);
        QVERIFY2(wav, qPrintable(wav ? QString() : wav.error().toString()));
        QCOMPARE(wav->frames, 2);
        QCOMPARE(wav->dataOffset, 20);
        QCOMPARE(wav->formatOffset, 12 + 12 + 12 + 24 + 8);
    }

    void oddLastChunkWithoutPadAndTrailingBytes() {
        // 8-bit mono, 3 samples: odd data chunk at the end; its pad byte is omitted (as many
        // writers do) and the RIFF size does not count it.
        QByteArray body = chunk("fmt ", waveFormatEx(1, 1, 8000, 1, 8).first(16)) +
                          chunk("data", QByteArray::fromHex("80ff00"));
        body.chop(1); // drop the pad byte
        const QByteArray file = riffWave(body);
        const auto wav = WavReader::parse(file);
        QVERIFY2(wav, qPrintable(wav ? QString() : wav.error().toString()));
        QCOMPARE(wav->frames, 3);
        // Bytes after the RIFF form (e.g. an ID3 tag appended by a tagger) are not looked at.
        const QByteArray tailed =
            riffWave(chunk("fmt ", pcm16Fmt()) + chunk("data", samples16({5}))) + "ID3 junk";
        const auto withTail = WavReader::parse(tailed);
        QVERIFY(withTail);
    }

    void acceptedWidths_data() {
        QTest::addColumn<QByteArray>("fmt");
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<float>("second");
        QTest::addColumn<QString>("description");
        QTest::newRow("u8") << waveFormatEx(1, 1, 8000, 1, 8) << QByteArray::fromHex("8040")
                            << -0.5f << u"PCM 8-bit"_s;
        QTest::newRow("s24") << waveFormatEx(1, 1, 8000, 3, 24)
                             << QByteArray::fromHex("000000000040") << 0.5f << u"PCM 24-bit"_s;
        QTest::newRow("s32") << waveFormatEx(1, 1, 8000, 4, 32)
                             << QByteArray::fromHex("00000000000000c0") << -0.5f << u"PCM 32-bit"_s;
        QTest::newRow("f32") << waveFormatEx(3, 1, 8000, 4, 32)
                             << QByteArray::fromHex("000000000000403f") << 0.75f
                             << u"IEEE float 32-bit"_s;
        QTest::newRow("extensible s16")
            << extensibleFmt(1, 2, 16, 16) << QByteArray::fromHex("00000040ffff0000") << 0.5f
            << u"PCM 16-bit"_s;
        QTest::newRow("extensible s24 in 32")
            << extensibleFmt(1, 1, 32, 24) << QByteArray::fromHex("00000000000000c0") << -0.5f
            << u"PCM 32-bit"_s;
        QTest::newRow("extensible f32")
            << extensibleFmt(3, 1, 32, 32) << QByteArray::fromHex("00000000000080bf") << -1.0f
            << u"IEEE float 32-bit"_s;
    }

    void acceptedWidths() {
        QFETCH(QByteArray, fmt);
        QFETCH(QByteArray, data);
        QFETCH(float, second);
        QFETCH(QString, description);
        const auto wav = WavReader::parse(riffWave(chunk("fmt ", fmt) + chunk("data", data)));
        QVERIFY2(wav, qPrintable(wav ? QString() : wav.error().toString()));
        QCOMPARE(wav->formatDescription(), description);
        const auto pcm = WavReader::decode(*wav);
        QVERIFY(pcm);
        QCOMPARE((*pcm)->sample(0, 0), 0.0f);
        // the second sample of the file (frame 1 for mono, channel 1 for stereo)
        QCOMPARE((*pcm)->samples()[1], second);
    }

    void refusals_data() {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<QString>("mentions");

        const QByteArray fmt = chunk("fmt ", pcm16Fmt());
        const QByteArray data = chunk("data", samples16({1, 2}));
        // Layout of the plain file: RIFF header 0..12, fmt chunk at 12 (body 20..36),
        // data chunk at 36 (size field 40, body 44).
        const QByteArray good = riffWave(fmt + data);

        QTest::newRow("shorter than a RIFF header")
            << good.first(8) << ErrorCode::Truncated << qint64(0) << u"12"_s;
        QTest::newRow("big-endian RIFX")
            << "RIFX"_ba + good.sliced(4) << ErrorCode::Unsupported << qint64(0) << u"RIFX"_s;
        QTest::newRow("not RIFF") << "JUNK"_ba + good.sliced(4) << ErrorCode::BadMagic << qint64(0)
                                  << u"RIFF"_s;
        QTest::newRow("not WAVE") << good.first(8) + "AVI " + good.sliced(12) << ErrorCode::BadMagic
                                  << qint64(8) << u"AVI"_s;
        QTest::newRow("RIFF size past the end")
            << good.first(good.size() - 2) << ErrorCode::Truncated << qint64(4) << u"RIFF"_s;
        {
            QByteArray f = good;
            f[40] = 8; // data chunk claims 8 bytes, 4 present
            QTest::newRow("chunk past the end")
                << f << ErrorCode::Truncated << qint64(40) << u"'data'"_s;
        }
        QTest::newRow("chunk header cut off")
            << riffWave(fmt + data + "LIS"_ba) << ErrorCode::Truncated << qint64(48)
            << u"chunk header"_s;
        QTest::newRow("no fmt") << riffWave(data) << ErrorCode::BadHeader << qint64(12)
                                << u"'fmt '"_s;
        QTest::newRow("no data") << riffWave(fmt + chunk("LIST", "INFO")) << ErrorCode::BadHeader
                                 << qint64(12) << u"'data'"_s;
        QTest::newRow("second fmt") << riffWave(fmt + data + fmt) << ErrorCode::BadHeader
                                    << qint64(48) << u"second 'fmt '"_s;
        QTest::newRow("second data") << riffWave(fmt + data + data) << ErrorCode::BadHeader
                                     << qint64(48) << u"second 'data'"_s;
        QTest::newRow("fmt of 14 bytes") << riffWave(chunk("fmt ", pcm16Fmt().first(14)) + data)
                                         << ErrorCode::BadHeader << qint64(16) << u"14"_s;
        QTest::newRow("empty data") << riffWave(fmt + chunk("data", {})) << ErrorCode::BadHeader
                                    << qint64(40) << u"empty"_s;
        QTest::newRow("MS-ADPCM") << riffWave(chunk("fmt ", waveFormatEx(2, 1, 8000, 256, 4)) +
                                              data)
                                  << ErrorCode::Unsupported << qint64(20)
                                  << u"format 0x0002 (MS-ADPCM)"_s;
        QTest::newRow("MP3") << riffWave(chunk("fmt ", waveFormatEx(0x55, 1, 8000, 1, 0)) + data)
                             << ErrorCode::Unsupported << qint64(20) << u"MPEG Layer-3"_s;
        QTest::newRow("PCM 12-bit")
            << riffWave(chunk("fmt ", waveFormatEx(1, 1, 8000, 2, 12).first(16)) + data)
            << ErrorCode::Unsupported << qint64(34) << u"12 bits"_s;
        QTest::newRow("float 64-bit") << riffWave(chunk("fmt ", waveFormatEx(3, 1, 8000, 8, 64)) +
                                                  chunk("data", QByteArray(8, 0)))
                                      << ErrorCode::Unsupported << qint64(34) << u"64 bits"_s;
        QTest::newRow("0 channels")
            << riffWave(chunk("fmt ", waveFormatEx(1, 0, 8000, 2, 16).first(16)) + data)
            << ErrorCode::BadHeader << qint64(22) << u"channel"_s;
        QTest::newRow("rate 0") << riffWave(chunk("fmt ", waveFormatEx(1, 1, 0, 2, 16).first(16)) +
                                            data)
                                << ErrorCode::BadHeader << qint64(24) << u"rate"_s;
        QTest::newRow("block align")
            << riffWave(chunk("fmt ", waveFormatEx(1, 1, 8000, 4, 16).first(16)) + data)
            << ErrorCode::BadHeader << qint64(32) << u"block align 4"_s;
        QTest::newRow("truncated frame")
            << riffWave(chunk("fmt ", pcm16Fmt(2)) + chunk("data", samples16({1, 2, 3})))
            << ErrorCode::Truncated << qint64(40) << u"truncated"_s;
        QTest::newRow("extensible carrying ADPCM")
            << riffWave(chunk("fmt ", extensibleFmt(2, 1, 16, 16)) + data) << ErrorCode::Unsupported
            << qint64(44) << u"MS-ADPCM"_s;
        QTest::newRow("extensible with a foreign GUID")
            << riffWave(chunk("fmt ", extensibleFmt(1, 1, 16, 16, false)) + data)
            << ErrorCode::Unsupported << qint64(44) << u"GUID"_s;
        QTest::newRow("extensible cut short")
            << riffWave(chunk("fmt ", extensibleFmt(1, 1, 16, 16).first(30)) + data)
            << ErrorCode::Truncated << qint64(36) << u"EXTENSIBLE"_s;
        QTest::newRow("extensible valid bits above container")
            << riffWave(chunk("fmt ", extensibleFmt(1, 1, 16, 24)) + data) << ErrorCode::BadHeader
            << qint64(38) << u"24 valid bits"_s;
    }

    void refusals() {
        QFETCH(QByteArray, file);
        QFETCH(ErrorCode, code);
        QFETCH(qint64, offset);
        QFETCH(QString, mentions);
        const auto wav = WavReader::parse(file);
        QVERIFY(!wav);
        QVERIFY2(wav.error().code == code, qPrintable(wav.error().toString()));
        QVERIFY2(wav.error().offset == offset, qPrintable(wav.error().toString()));
        QVERIFY2(wav.error().message.contains(mentions), qPrintable(wav.error().message));
    }

    void containerAcceptsCodecsTheRulesRefuse() {
        const QByteArray file = riffWave(chunk("fmt ", waveFormatEx(2, 1, 8000, 256, 4)) +
                                         chunk("data", QByteArray(256, 0)));
        QVERIFY(!WavReader::parse(file));
        const auto container = WavReader::parseContainer(file);
        QVERIFY(container);
        QCOMPARE(container->format.tag, quint16(2));
        QCOMPARE(container->frames, -1);
        QCOMPARE(container->formatDescription(), u"MS-ADPCM"_s);
    }

    void codecWavHonoursFact() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        QTemporaryDir dir;
        const QString src = dir.filePath(u"s.wav"_s);
        const QString adpcm = dir.filePath(u"a.wav"_s);
        SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-b"_s, u"16"_s, src,
                               u"synth"_s, u"0.5"_s, u"sine"_s, u"440"_s});
        SOUNDSTAGE_RUN("sox", {src, u"-e"_s, u"ms-adpcm"_s, adpcm});
        const auto wav = WavReader::parseContainer(readAll(adpcm));
        QVERIFY(wav);
        QCOMPARE(wav->factFrames, 11025); // sox records the true length …
        const auto pcm = WavReader::decode(*wav);
        QVERIFY(pcm);
        QCOMPARE((*pcm)->frames(), 11025); // … and the padded last block is trimmed to it
        // A PCM file's fact chunk changes nothing.
        QByteArray fact(4, '\0');
        fact[0] = 1;
        const auto plain = WavReader::parse(riffWave(
            chunk("fmt ", pcm16Fmt()) + chunk("fact", fact) + chunk("data", samples16({1, 2, 3}))));
        QVERIFY(plain);
        QCOMPARE(plain->factFrames, 1);
        QCOMPARE((*WavReader::decode(*plain))->frames(), 3);
    }

    void readFileNamesTheFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.wav"_s);
        QVERIFY(writeAll(
            path, riffWave(chunk("fmt ", pcm16Fmt(2)) + chunk("data", samples16({1, 2, 3})))));
        const auto wav = WavReader::readFile(path);
        QVERIFY(!wav);
        QCOMPARE(wav.error().toString(),
                 path + u": at 0x28: the data chunk has 6 bytes, not a whole number of "
                        "4-byte frames (the last frame is truncated)"_s);
        const auto missing = WavReader::readFile(dir.filePath(u"missing.wav"_s));
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, ErrorCode::Io);
    }

    void readsSoxFiles_data() {
        QTest::addColumn<QStringList>("encoding");
        QTest::addColumn<QString>("description");
        QTest::newRow("u8") << QStringList{u"-b"_s, u"8"_s} << u"PCM 8-bit"_s;
        QTest::newRow("s16") << QStringList{u"-b"_s, u"16"_s} << u"PCM 16-bit"_s;
        QTest::newRow("s24") << QStringList{u"-b"_s, u"24"_s} << u"PCM 24-bit"_s;
        QTest::newRow("s32") << QStringList{u"-b"_s, u"32"_s} << u"PCM 32-bit"_s;
        QTest::newRow("f32") << QStringList{u"-e"_s, u"floating-point"_s, u"-b"_s, u"32"_s}
                             << u"IEEE float 32-bit"_s;
    }

    void readsSoxFiles() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        QFETCH(QStringList, encoding);
        QFETCH(QString, description);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"a.wav"_s);
        SOUNDSTAGE_RUN("sox", QStringList{u"-n"_s, u"-r"_s, u"44100"_s, u"-c"_s, u"2"_s} +
                                  encoding +
                                  QStringList{path, u"synth"_s, u"0.25"_s, u"sine"_s, u"440"_s});
        const auto wav = WavReader::readFile(path);
        QVERIFY2(wav, qPrintable(wav ? QString() : wav.error().toString()));
        QCOMPARE(wav->formatDescription(), description);
        QCOMPARE(wav->frames, 11025);
        QCOMPARE(wav->seconds(), 0.25);
    }
};

QTEST_GUILESS_MAIN(TestWavReader)
#include "tst_wavreader.moc"
