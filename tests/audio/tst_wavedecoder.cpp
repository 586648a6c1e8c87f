// Wave record decoding, checked against sox's and lame's own output.
#include "audiotesttools.h"

#include "core/audio/adpcmdecoder.h"
#include "core/audio/wavedecoder.h"
#include "core/common/bytewriter.h"

#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cstring>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

namespace {

// Float samples of a sox-written 32-bit float WAV, parsed here (not by the code under test).
std::vector<float> floatSamples(const QByteArray& wav, int* channels, int* rate) {
    QByteArray fmt;
    QByteArray data;
    if (!splitRiff(wav, fmt, data) || fmt.size() < 16)
        return {};
    *channels = qFromLittleEndian<quint16>(fmt.constData() + 2);
    *rate = static_cast<int>(qFromLittleEndian<quint32>(fmt.constData() + 4));
    std::vector<float> out(static_cast<size_t>(data.size() / 4));
    std::memcpy(out.data(), data.constData(), out.size() * 4);
    return out;
}

Wave waveFrom(const QByteArray& riffFile) {
    Wave wave;
    splitRiff(riffFile, wave.format, wave.data);
    return wave;
}

// The 30-byte MPEGLAYER3WAVEFORMAT a tag-0x55 Wave record carries.
QByteArray mp3Format(quint16 channels, quint32 rate, quint32 bitrate) {
    ByteWriter w;
    w.u16(0x0055);
    w.u16(channels);
    w.u32(rate);
    w.u32(bitrate / 8);
    w.u16(1);                                          // nBlockAlign
    w.u16(0);                                          // wBitsPerSample
    w.u16(12);                                         // cbSize
    w.u16(1);                                          // wID = MPEGLAYER3_ID_MPEG
    w.u32(2);                                          // fdwFlags = MPEGLAYER3_FLAG_PADDING_OFF
    w.u16(static_cast<quint16>(144 * bitrate / rate)); // nBlockSize
    w.u16(1);                                          // nFramesPerBlock
    w.u16(1393);                                       // nCodecDelay
    return w.take();
}

} // namespace

class TestWaveDecoder : public QObject {
    Q_OBJECT

private slots:
    void pcmMatchesSox_data() {
        QTest::addColumn<QStringList>("encoding");
        QTest::addColumn<int>("rate");
        QTest::addColumn<int>("channels");
        QTest::newRow("u8 mono 11025") << QStringList{u"-b"_s, u"8"_s} << 11025 << 1;
        QTest::newRow("u8 stereo 22050") << QStringList{u"-b"_s, u"8"_s} << 22050 << 2;
        QTest::newRow("s16 mono 11025") << QStringList{u"-b"_s, u"16"_s} << 11025 << 1;
        QTest::newRow("s16 stereo 44100") << QStringList{u"-b"_s, u"16"_s} << 44100 << 2;
        QTest::newRow("s16 3ch 8000") << QStringList{u"-b"_s, u"16"_s} << 8000 << 3;
        QTest::newRow("s24 stereo 48000") << QStringList{u"-b"_s, u"24"_s} << 48000 << 2;
        QTest::newRow("s32 mono 22050") << QStringList{u"-b"_s, u"32"_s} << 22050 << 1;
        QTest::newRow("f32 stereo 22050")
            << QStringList{u"-e"_s, u"floating-point"_s, u"-b"_s, u"32"_s} << 22050 << 2;
    }

    void pcmMatchesSox() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        QFETCH(QStringList, encoding);
        QFETCH(int, rate);
        QFETCH(int, channels);
        QTemporaryDir dir;
        const QString src = dir.filePath(u"src.wav"_s);
        const QString ref = dir.filePath(u"ref.wav"_s);
        SOUNDSTAGE_RUN("sox", QStringList{u"-n"_s, u"-r"_s, QString::number(rate), u"-c"_s,
                                          QString::number(channels)} +
                                  encoding +
                                  QStringList{src, u"synth"_s, u"0.3"_s, u"sine"_s, u"440"_s,
                                              u"sine"_s, u"660"_s, u"gain"_s, u"-2"_s});
        SOUNDSTAGE_RUN("sox", {src, u"-e"_s, u"floating-point"_s, u"-b"_s, u"32"_s, ref});
        int refChannels = 0;
        int refRate = 0;
        const auto expected = floatSamples(readAll(ref), &refChannels, &refRate);
        QVERIFY(!expected.empty());

        const auto pcm = WaveDecoder::decode(waveFrom(readAll(src)));
        QVERIFY2(pcm, qPrintable(pcm ? QString() : pcm.error().toString()));
        QCOMPARE((*pcm)->sampleRate(), refRate);
        QCOMPARE((*pcm)->channels(), refChannels);
        QCOMPARE((*pcm)->samples().size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i)
            if (std::abs((*pcm)->samples()[i] - expected[i]) > 1e-6f)
                QFAIL(qPrintable(u"sample %1: ours %2, sox %3"_s.arg(i)
                                     .arg((*pcm)->samples()[i])
                                     .arg(expected[i])));
    }

    void adpcmMatchesSox_data() {
        QTest::addColumn<int>("rate");
        QTest::addColumn<int>("channels");
        QTest::newRow("mono 11025") << 11025 << 1;
        QTest::newRow("mono 22050") << 22050 << 1;
        QTest::newRow("stereo 22050") << 22050 << 2;
        QTest::newRow("stereo 44100") << 44100 << 2;
    }

    void adpcmMatchesSox() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        QFETCH(int, rate);
        QFETCH(int, channels);
        QTemporaryDir dir;
        const QString src = dir.filePath(u"src.wav"_s);
        const QString adpcm = dir.filePath(u"adpcm.wav"_s);
        const QString ref = dir.filePath(u"ref.wav"_s);
        SOUNDSTAGE_RUN("sox",
                       {u"-n"_s, u"-r"_s, QString::number(rate), u"-c"_s, QString::number(channels),
                        u"-b"_s, u"16"_s, src, u"synth"_s, u"0.7"_s, u"sine"_s, u"300-3000"_s,
                        u"sine"_s, u"1000"_s, u"gain"_s, u"-1"_s});
        SOUNDSTAGE_RUN("sox", {src, u"-e"_s, u"ms-adpcm"_s, adpcm});
        SOUNDSTAGE_RUN("sox", {adpcm, u"-e"_s, u"floating-point"_s, u"-b"_s, u"32"_s, ref});
        int refChannels = 0;
        int refRate = 0;
        const auto expected = floatSamples(readAll(ref), &refChannels, &refRate);
        QVERIFY(!expected.empty());

        const Wave wave = waveFrom(readAll(adpcm));
        QCOMPARE(qFromLittleEndian<quint16>(wave.format.constData()), quint16(2));
        const auto pcm = WaveDecoder::decode(wave);
        QVERIFY2(pcm, qPrintable(pcm ? QString() : pcm.error().toString()));
        QCOMPARE((*pcm)->sampleRate(), refRate);
        QCOMPARE((*pcm)->channels(), refChannels);
        QCOMPARE((*pcm)->samples().size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i)
            if (std::abs((*pcm)->samples()[i] - expected[i]) > 1e-6f)
                QFAIL(qPrintable(u"sample %1: ours %2, sox %3"_s.arg(i)
                                     .arg((*pcm)->samples()[i])
                                     .arg(expected[i])));

        // The same data with a bare 18-byte header (no coefficient table) uses the 7 standard
        // pairs, which are what sox writes: same result.
        Wave bare = wave;
        bare.format = wave.format.first(16) + QByteArray(2, '\0');
        const auto pcmBare = WaveDecoder::decode(bare);
        QVERIFY(pcmBare);
        QVERIFY(std::equal((*pcm)->samples().begin(), (*pcm)->samples().end(),
                           (*pcmBare)->samples().begin(), (*pcmBare)->samples().end()));

        // A short last block gives the frames its bytes hold, identical to the full decode.
        const int blockAlign = qFromLittleEndian<quint16>(wave.format.constData() + 12);
        const int spb = qFromLittleEndian<quint16>(wave.format.constData() + 18);
        const int fullBlocks = static_cast<int>(wave.data.size() / blockAlign) - 1;
        const int extraCodeBytes = 10 * channels;
        Wave shortened = wave;
        shortened.data = wave.data.first(fullBlocks * blockAlign + 7 * channels + extraCodeBytes);
        const auto pcmShort = WaveDecoder::decode(shortened);
        QVERIFY(pcmShort);
        const qint64 shortFrames = qint64(fullBlocks) * spb + 2 + extraCodeBytes * 2 / channels;
        QCOMPARE((*pcmShort)->frames(), shortFrames);
        for (qint64 i = 0; i < shortFrames * channels; ++i)
            QCOMPARE((*pcmShort)->samples()[size_t(i)], expected[size_t(i)]);

        // A tail too short for a block header is ignored.
        Wave stub = wave;
        stub.data = wave.data.first(fullBlocks * blockAlign + 3);
        const auto pcmStub = WaveDecoder::decode(stub);
        QVERIFY(pcmStub);
        QCOMPARE((*pcmStub)->frames(), qint64(fullBlocks) * spb);
    }

    void adpcmBadPredictorIsAnError() {
        // Built in code: mono, block align 20 → 2 + 13 * 2 = 28 frames per block, 2 blocks.
        const QByteArray format = waveFormatEx(2, 1, 11025, 20, 4);
        QByteArray data(40, '\0');
        data[0] = 1;
        data[20] = 7; // predictor index 7 of the 7 standard pairs (0…6)
        data[21] = 16;
        const Wave wave{0, format, data};
        const auto decoded = WaveDecoder::decode(wave);
        QVERIFY(!decoded);
        QCOMPARE(decoded.error().code, ErrorCode::BadRecord);
        QCOMPARE(decoded.error().offset, 12 + 18 + 20);
        QVERIFY(decoded.error().message.contains(u"predictor index 7"_s));
    }

    void adpcmHeaderRefusals_data() {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<qint64>("offset");
        ByteWriter tooManyCoefs;
        tooManyCoefs.u16(28);  // samples per block
        tooManyCoefs.u16(7);   // 7 pairs announced …
        tooManyCoefs.zeros(8); // … 2 present
        ByteWriter bigSpb;
        bigSpb.u16(29);
        bigSpb.u16(1);
        bigSpb.zeros(4);
        ByteWriter noCoefs;
        noCoefs.u16(28);
        noCoefs.u16(0);
        QTest::newRow("3 channels")
            << waveFormatEx(2, 3, 11025, 60, 4) << ErrorCode::Unsupported << qint64(14);
        QTest::newRow("0 channels")
            << waveFormatEx(2, 0, 11025, 20, 4) << ErrorCode::BadHeader << qint64(14);
        QTest::newRow("block align below header")
            << waveFormatEx(2, 2, 11025, 13, 4) << ErrorCode::BadHeader << qint64(24);
        QTest::newRow("coefficients past header")
            << waveFormatEx(2, 1, 11025, 20, 4, tooManyCoefs.take()) << ErrorCode::Truncated
            << qint64(12 + 22);
        QTest::newRow("samples per block too large")
            << waveFormatEx(2, 1, 11025, 20, 4, bigSpb.take()) << ErrorCode::BadHeader
            << qint64(30);
        QTest::newRow("empty coefficient table") << waveFormatEx(2, 1, 11025, 20, 4, noCoefs.take())
                                                 << ErrorCode::BadHeader << qint64(32);
    }

    void adpcmHeaderRefusals() {
        QFETCH(QByteArray, format);
        QFETCH(ErrorCode, code);
        QFETCH(qint64, offset);
        const auto decoded = WaveDecoder::decode(Wave{0, format, QByteArray(60, '\0')});
        QVERIFY(!decoded);
        QCOMPARE(decoded.error().code, code);
        QCOMPARE(decoded.error().offset, offset);
    }

    void mp3WaveMatchesSource() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        SOUNDSTAGE_REQUIRE_TOOL("lame", "lame");
        QTemporaryDir dir;
        const QString src = dir.filePath(u"src.wav"_s);
        const QString mp3 = dir.filePath(u"src.mp3"_s);
        // 2 s of a 1 kHz sine at -6 dBFS: RMS 10^(-6/20)/√2 = 0.3544.
        SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-b"_s, u"16"_s, src,
                               u"synth"_s, u"2"_s, u"sine"_s, u"1000"_s, u"gain"_s, u"-6"_s});
        SOUNDSTAGE_RUN("lame", {u"--quiet"_s, u"-b"_s, u"64"_s, src, mp3});
        const Wave wave{0x0A000393, mp3Format(1, 22050, 64000), readAll(mp3)};
        QCOMPARE(wave.format.size(), 30);

        const auto pcm = WaveDecoder::decode(wave);
        QVERIFY2(pcm, qPrintable(pcm ? QString() : pcm.error().toString()));
        QCOMPARE((*pcm)->sampleRate(), 22050);
        QCOMPARE((*pcm)->channels(), 1);
        // Gapless decoding trims lame's delay and padding: within one MPEG frame of 2 s.
        QVERIFY2(std::abs((*pcm)->frames() - 44100) <= 576,
                 qPrintable(QString::number((*pcm)->frames())));
        // Loudness: within 10 % of the source (a 64 kbit/s encode loses some), and within
        // 0.5 % of lame's own decoder, which is the independent reference for the codec.
        const double sourceRms = std::pow(10.0, -6.0 / 20.0) / std::sqrt(2.0);
        const double ours = rms(**pcm, 0, 2205, 44100 - 2205);
        QVERIFY2(std::abs(ours - sourceRms) < 0.1 * sourceRms, qPrintable(QString::number(ours)));
        const QString lameDecoded = dir.filePath(u"lame.wav"_s);
        SOUNDSTAGE_RUN("lame", {u"--quiet"_s, u"--decode"_s, mp3, lameDecoded});
        QByteArray refFmt;
        QByteArray refData;
        QVERIFY(splitRiff(readAll(lameDecoded), refFmt, refData));
        double sum = 0;
        for (qint64 f = 2205; f < 44100 - 2205; ++f) {
            const double v = qFromLittleEndian<qint16>(refData.constData() + 2 * f) / 32768.0;
            sum += v * v;
        }
        const double lameRms = std::sqrt(sum / (44100 - 2 * 2205));
        QVERIFY2(std::abs(ours - lameRms) < 0.005 * lameRms,
                 qPrintable(u"ours %1, lame %2"_s.arg(ours).arg(lameRms)));
        QCOMPARE((*pcm)->frames(), refData.size() / 2);
        QVERIFY(std::abs(frequency(**pcm, 0, 2205, 44100 - 2205) - 1000.0) < 2.0);

        // Streaming in small reads gives the same samples as one readAll().
        auto decoder = WaveDecoder::open(wave);
        QVERIFY(decoder);
        std::vector<float> streamed;
        std::vector<float> block(333);
        for (;;) {
            auto n = (*decoder)->read(block);
            QVERIFY(n);
            if (*n == 0)
                break;
            streamed.insert(streamed.end(), block.begin(), block.begin() + *n);
        }
        QVERIFY(std::equal(streamed.begin(), streamed.end(), (*pcm)->samples().begin(),
                           (*pcm)->samples().end()));
    }

    void mp3WithoutFramesIsAnError() {
        const Wave wave{0, mp3Format(1, 22050, 64000), QByteArray(4000, '\0')};
        const auto decoded = WaveDecoder::decode(wave);
        QVERIFY(!decoded);
        QCOMPARE(decoded.error().code, ErrorCode::BadRecord);
        QCOMPARE(decoded.error().offset, 12 + 30);
        const auto empty = WaveDecoder::decode(Wave{0, mp3Format(1, 22050, 64000), {}});
        QVERIFY(!empty);
        QCOMPARE(empty.error().code, ErrorCode::BadRecord);
    }

    void otherTagsAreUnsupportedByName_data() {
        QTest::addColumn<quint16>("tag");
        QTest::addColumn<QString>("message");
        QTest::newRow("WMA") << quint16(0x0161) << u"format 0x0161 (WMA) is not supported"_s;
        QTest::newRow("IMA") << quint16(0x0011) << u"format 0x0011 (IMA ADPCM) is not supported"_s;
        QTest::newRow("GSM") << quint16(0x0031) << u"format 0x0031 (GSM 6.10) is not supported"_s;
        QTest::newRow("unknown") << quint16(0x1234) << u"format 0x1234 is not supported"_s;
        QTest::newRow("zero") << quint16(0x0000) << u"format 0x0000 is not supported"_s;
    }

    void otherTagsAreUnsupportedByName() {
        QFETCH(quint16, tag);
        QFETCH(QString, message);
        const auto decoded =
            WaveDecoder::decode(Wave{0, waveFormatEx(tag, 1, 22050, 2, 16), QByteArray(100, 'x')});
        QVERIFY(!decoded);
        QCOMPARE(decoded.error().code, ErrorCode::Unsupported);
        QCOMPARE(decoded.error().message, message);
        QCOMPARE(decoded.error().offset, 12);
    }

    void pcmHeaderGuards_data() {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<qint64>("offset");
        QTest::newRow("header of 10 bytes")
            << waveFormatEx(1, 1, 22050, 2, 16).first(10) << ErrorCode::Truncated << qint64(12);
        QTest::newRow("0 channels")
            << waveFormatEx(1, 0, 22050, 2, 16) << ErrorCode::BadHeader << qint64(14);
        QTest::newRow("rate 0") << waveFormatEx(1, 1, 0, 2, 16) << ErrorCode::BadHeader
                                << qint64(16);
        QTest::newRow("rate 4 GHz")
            << waveFormatEx(1, 1, 0xFFFFFFF0, 2, 16) << ErrorCode::BadHeader << qint64(16);
        QTest::newRow("block align")
            << waveFormatEx(1, 2, 22050, 2, 16) << ErrorCode::BadHeader << qint64(24);
        QTest::newRow("12-bit") << waveFormatEx(1, 1, 22050, 2, 12) << ErrorCode::Unsupported
                                << qint64(26);
        QTest::newRow("16-bit float")
            << waveFormatEx(3, 1, 22050, 2, 16) << ErrorCode::Unsupported << qint64(26);
    }

    void pcmHeaderGuards() {
        QFETCH(QByteArray, format);
        QFETCH(ErrorCode, code);
        QFETCH(qint64, offset);
        const auto decoded = WaveDecoder::decode(Wave{0, format, QByteArray(64, '\0')});
        QVERIFY(!decoded);
        QCOMPARE(decoded.error().code, code);
        QCOMPARE(decoded.error().offset, offset);
    }

    void pcmValuesAndPartialFrame() {
        // 16-bit stereo, hand-written samples, plus 3 stray bytes (a partial frame).
        ByteWriter data;
        for (const qint16 v : {qint16(0), qint16(-32768), qint16(16384), qint16(32767)})
            data.u16(static_cast<quint16>(v));
        data.zeros(3);
        const auto pcm =
            WaveDecoder::decode(Wave{0, waveFormatEx(1, 2, 11025, 4, 16), data.take()});
        QVERIFY(pcm);
        QCOMPARE((*pcm)->frames(), 2);
        QCOMPARE((*pcm)->sample(0, 1), -1.0f);
        QCOMPARE((*pcm)->sample(1, 0), 0.5f);
        QCOMPARE((*pcm)->sample(1, 1), 32767.0f / 32768.0f);
        QCOMPARE((*pcm)->seconds(), 2.0 / 11025.0);

        // 8-bit is unsigned: 0x80 is silence, 0x00 is -1.
        const auto u8 = WaveDecoder::decode(
            Wave{0, waveFormatEx(1, 1, 8000, 1, 8), QByteArray::fromHex("8000ff")});
        QVERIFY(u8);
        QCOMPARE((*u8)->sample(0, 0), 0.0f);
        QCOMPARE((*u8)->sample(1, 0), -1.0f);
        QCOMPARE((*u8)->sample(2, 0), 127.0f / 128.0f);

        // An empty data block is a valid, empty sound.
        const auto empty = WaveDecoder::decode(Wave{0, waveFormatEx(1, 1, 8000, 2, 16), {}});
        QVERIFY(empty);
        QCOMPARE((*empty)->frames(), 0);
    }
};

QTEST_GUILESS_MAIN(TestWaveDecoder)
#include "tst_wavedecoder.moc"
