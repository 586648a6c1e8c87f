#include "core/common/bytewriter.h"
#include "core/records/wave.h"
#include "tests/records/resultcheck.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

// WAVEFORMATEX written field by field.
QByteArray pcmHeader(quint16 channels, quint32 rate, quint16 bits) {
    ByteWriter w;
    w.u16(1);
    w.u16(channels);
    w.u32(rate);
    w.u32(rate * channels * bits / 8);
    w.u16(static_cast<quint16>(channels * bits / 8));
    w.u16(bits);
    w.u16(0);
    return w.take();
}

// MPEGLAYER3WAVEFORMAT: WAVEFORMATEX with cbSize 12 + wID, fdwFlags, nBlockSize,
// nFramesPerBlock, nCodecDelay.
QByteArray mp3Header() {
    ByteWriter w;
    w.u16(0x55);
    w.u16(1);
    w.u32(22050);
    w.u32(4000); // 32 kbit/s
    w.u16(1);
    w.u16(0);
    w.u16(12);
    w.u16(1);    // MPEGLAYER3_ID_MPEG
    w.u32(2);    // MPEGLAYER3_FLAG_PADDING_OFF
    w.u16(104);  // block size
    w.u16(1);    // frames per block
    w.u16(1393); // codec delay
    return w.take();
}

QByteArray record(quint32 id, const QByteArray& header, const QByteArray& data) {
    ByteWriter w;
    w.u32(id);
    w.u32(static_cast<quint32>(header.size()));
    w.u32(static_cast<quint32>(data.size()));
    w.bytes(header);
    w.bytes(data);
    return w.take();
}

} // namespace

class TestWave : public QObject {
    Q_OBJECT

private slots:
    void decodesPcm() {
        const QByteArray data(7046, '\x11');
        const QByteArray bytes = record(0x0A000002, pcmHeader(1, 11025, 16), data);
        QCOMPARE(bytes.size(), 7076); // like retail 0x0A000002 (§4.1)
        const auto wave = Wave::decode(bytes);
        VERIFY_OK(wave);
        QCOMPARE(wave->id, 0x0A000002u);
        QCOMPARE(wave->format.size(), 18);
        QCOMPARE(wave->data, data);
        QCOMPARE(wave->formatTag(), quint16(Wave::FormatPcm));
        QCOMPARE(wave->channels(), quint16(1));
        QCOMPARE(wave->sampleRate(), 11025u);
        QCOMPARE(wave->avgBytesPerSecond(), 22050u);
        QCOMPARE(wave->blockAlign(), quint16(2));
        QCOMPARE(wave->bitsPerSample(), quint16(16));
        QCOMPARE(wave->extraSize(), quint16(0));
        QCOMPARE(wave->seconds(), 3523.0 / 11025.0);
        QCOMPARE(wave->formatName(), u"PCM"_s);
        QCOMPARE(wave->encode(), bytes);
    }

    void decodesMp3WithItsFullHeader() {
        const QByteArray frames(1000, '\x22');
        const QByteArray bytes = record(0x0A000393, mp3Header(), frames);
        const auto wave = Wave::decode(bytes);
        VERIFY_OK(wave);
        QCOMPARE(wave->format.size(), 30);
        QCOMPARE(wave->format, mp3Header());
        QCOMPARE(wave->formatTag(), quint16(Wave::FormatMp3));
        QCOMPARE(wave->extraSize(), quint16(12));
        QCOMPARE(wave->formatName(), u"MPEG Layer-3"_s);
        QCOMPARE(wave->seconds(), 0.25); // 1000 bytes at 4000 bytes/s
        QCOMPARE(wave->encode(), bytes);
    }

    void secondsForOtherLayouts_data() {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<int>("dataSize");
        QTest::addColumn<double>("seconds");
        QTest::newRow("stereo 22050 16-bit") << pcmHeader(2, 22050, 16) << 22050 * 4 << 1.0;
        QTest::newRow("8-bit mono 11025") << pcmHeader(1, 11025, 8) << 11025 / 2 << 5512.0 / 11025;
        QTest::newRow("odd byte ignored") << pcmHeader(1, 11025, 16) << 5 << 2.0 / 11025;
        QByteArray sloppy = pcmHeader(1, 8000, 16);
        sloppy[12] = 0; // blockAlign 0: derived from channels and bits
        QTest::newRow("block align 0") << sloppy << 1600 << 0.1;
        QByteArray noRate = pcmHeader(1, 0, 16);
        QTest::newRow("rate 0") << noRate << 100 << 0.0;
        QTest::newRow("header too short") << QByteArray(4, '\x01') << 100 << 0.0;
        QTest::newRow("no header") << QByteArray() << 100 << 0.0;
    }

    void secondsForOtherLayouts() {
        QFETCH(QByteArray, header);
        QFETCH(int, dataSize);
        QFETCH(double, seconds);
        const auto wave = Wave::decode(record(0x0A000010, header, QByteArray(dataSize, '\0')));
        VERIFY_OK(wave);
        QCOMPARE(wave->seconds(), seconds);
    }

    void shortHeaderFieldsReadAsZero() {
        const auto wave = Wave::decode(record(0x0A000011, QByteArray("\x01\x00\x02", 3), {}));
        VERIFY_OK(wave);
        QCOMPARE(wave->formatTag(), quint16(1));
        QCOMPARE(wave->channels(), quint16(0));
        QCOMPARE(wave->sampleRate(), 0u);
        QCOMPARE(wave->encode().size(), 15);
    }

    void formatNames_data() {
        QTest::addColumn<int>("tag");
        QTest::addColumn<QString>("name");
        QTest::newRow("pcm") << 1 << u"PCM"_s;
        QTest::newRow("adpcm") << 2 << u"MS-ADPCM"_s;
        QTest::newRow("float") << 3 << u"IEEE float"_s;
        QTest::newRow("mp3") << 0x55 << u"MPEG Layer-3"_s;
        QTest::newRow("other") << 0x161 << u"format 0x0161"_s;
    }

    void formatNames() {
        QFETCH(int, tag);
        QFETCH(QString, name);
        QCOMPARE(Wave::formatName(static_cast<quint16>(tag)), name);
    }

    void pcmFormatHelper() {
        QCOMPARE(Wave::pcmFormat(2, 22050, 16), pcmHeader(2, 22050, 16));
        QCOMPARE(Wave::pcmFormat(1, 11025, 8), pcmHeader(1, 11025, 8));
    }

    void builtWaveEncodes() {
        Wave wave;
        wave.id = 0x0A000777;
        wave.format = pcmHeader(1, 22050, 16);
        wave.data = QByteArray(10, '\x05');
        QCOMPARE(wave.encode(), record(0x0A000777, pcmHeader(1, 22050, 16), wave.data));
    }

    void rejectsMalformed_data() {
        addRejectColumns();
        const auto truncated = static_cast<int>(ErrorCode::Truncated);
        const auto bad = static_cast<int>(ErrorCode::BadRecord);
        const QByteArray good = record(0x0A000002, pcmHeader(1, 11025, 16), QByteArray(100, 'x'));

        QTest::newRow("empty") << QByteArray() << truncated << qint64(0) << u"needs 4"_s;
        QTest::newRow("no sizes") << good.left(6) << truncated << qint64(4) << u"needs 4"_s;
        QTest::newRow("no data size") << good.left(8) << truncated << qint64(8) << u"needs 4"_s;
        QTest::newRow("header cut") << good.left(20) << truncated << qint64(12)
                                    << u"format header is 18 bytes but only 8 remain"_s;
        QTest::newRow("data cut") << good.left(good.size() - 1) << truncated << qint64(30)
                                  << u"sample data is 100 bytes but only 99 remain"_s;
        QByteArray hugeHeader = good;
        hugeHeader.replace(4, 4, QByteArray("\xFF\xFF\xFF\xFF", 4));
        QTest::newRow("header size 0xFFFFFFFF")
            << hugeHeader << truncated << qint64(12) << u"4294967295 bytes"_s;
        QByteArray hugeData = good;
        hugeData.replace(8, 4, QByteArray("\x00\x00\x00\x80", 4));
        QTest::newRow("data size 2 GiB")
            << hugeData << truncated << qint64(30) << u"2147483648 bytes"_s;
        QTest::newRow("trailing") << good + "\0"_ba << bad << qint64(good.size())
                                  << u"1 trailing bytes"_s;
    }

    void rejectsMalformed() {
        checkRejected([](const QByteArray& bytes) { return Wave::decode(bytes); });
    }
};

QTEST_GUILESS_MAIN(TestWave)
#include "tst_wave.moc"
