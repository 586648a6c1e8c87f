// WAV export of Wave records and decoded buffers, read back by sox and by our reader.
#include "audiotesttools.h"

#include "core/audio/wavreader.h"
#include "core/audio/wavwriter.h"

#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cstring>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

class TestWavWriter : public QObject {
    Q_OBJECT

private slots:
    void waveKeepsItsWholeHeader() {
        // PCM 16-bit mono with the usual 18-byte header; 5 data bytes (odd: needs a pad byte).
        const Wave wave{0x0A000002, waveFormatEx(1, 1, 11025, 2, 16), "\x01\x02\x03\x04\x05"_ba};
        const auto riff = WavWriter::waveRecordToRiff(wave);
        QVERIFY(riff);
        QCOMPARE(riff->size(), 12 + 8 + 18 + 8 + 6);
        QCOMPARE(riff->first(4), "RIFF"_ba);
        QCOMPARE(qFromLittleEndian<quint32>(riff->constData() + 4), quint32(riff->size() - 8));
        QCOMPARE(riff->sliced(12, 4), "fmt "_ba);
        QCOMPARE(qFromLittleEndian<quint32>(riff->constData() + 16), quint32(18));
        QCOMPARE(riff->sliced(20, 18), wave.format);
        QCOMPARE(riff->sliced(38, 4), "data"_ba);
        QCOMPARE(qFromLittleEndian<quint32>(riff->constData() + 42), quint32(5));
        QCOMPARE(riff->sliced(46, 5), wave.data);
        QCOMPARE(riff->at(51), '\0');

        // Our container parser gives the record back unchanged (import = the reverse).
        const auto back = WavReader::parseContainer(*riff);
        QVERIFY(back);
        QCOMPARE(back->formatBytes, wave.format);
        QCOMPARE(back->data, wave.data);
    }

    void mp3WaveExportsBothWays() {
        QByteArray format = waveFormatEx(0x55, 1, 22050, 1, 0, QByteArray(12, '\x07'));
        QCOMPARE(format.size(), 30);
        const Wave wave{0x0A000393, format, "\xFF\xF3\x44\xC4 mpeg frames"_ba};
        const auto riff = WavWriter::waveRecordToRiff(wave);
        QVERIFY(riff);
        const auto back = WavReader::parseContainer(*riff);
        QVERIFY(back);
        QCOMPARE(back->formatBytes, format); // all 30 bytes, not ACE's 16
        const auto raw = WavWriter::mpegStream(wave);
        QVERIFY(raw);
        QCOMPARE(*raw, wave.data);

        const auto notMpeg = WavWriter::mpegStream(Wave{0, waveFormatEx(1, 1, 8000, 2, 16), {}});
        QVERIFY(!notMpeg);
        QCOMPARE(notMpeg.error().code, ErrorCode::Unsupported);
    }

    void shortHeaderIsRefused() {
        const auto riff = WavWriter::waveRecordToRiff(Wave{0, QByteArray(14, '\0'), "ab"_ba});
        QVERIFY(!riff);
        QCOMPARE(riff.error().code, ErrorCode::BadRecord);
    }

    void exportedWaveOpensInSox() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        QTemporaryDir dir;
        ByteWriter samples;
        for (int i = 0; i < 1000; ++i)
            samples.u16(static_cast<quint16>(static_cast<qint16>((i * 97) % 20000 - 10000)));
        const Wave wave{1, waveFormatEx(1, 1, 22050, 2, 16), samples.take()};
        const QString path = dir.filePath(u"w.wav"_s);
        QVERIFY(WavWriter::saveWave(path, wave));
        const QString raw = dir.filePath(u"w.raw"_s);
        SOUNDSTAGE_RUN("sox",
                       {path, u"-t"_s, u"raw"_s, u"-e"_s, u"signed"_s, u"-b"_s, u"16"_s, raw});
        QCOMPARE(readAll(raw), wave.data);
    }

    void pcm16RoundsClampsAndOpensInSox() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        const std::vector<float> values{
            0.0f,     0.5f, -0.5f, 1.0f, -1.0f, 1.5f, -2.0f, 0.25f / 32768.0f, 0.75f / 32768.0f,
            0.123456f};
        const auto pcm = PcmBuffer::make(values, 8000, 2);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.wav"_s);
        QVERIFY(WavWriter::savePcm16(path, *pcm));
        const QString raw = dir.filePath(u"p.raw"_s);
        SOUNDSTAGE_RUN("sox",
                       {path, u"-t"_s, u"raw"_s, u"-e"_s, u"signed"_s, u"-b"_s, u"16"_s, raw});
        const QByteArray bytes = readAll(raw);
        QCOMPARE(bytes.size(), 20);
        const qint16 expected[] = {0, 16384, -16384, 32767, -32768, 32767, -32768, 0, 1, 4045};
        for (int i = 0; i < 10; ++i)
            QCOMPARE(qFromLittleEndian<qint16>(bytes.constData() + 2 * i), expected[i]);
        // and it is a valid file by the authoring rules
        const auto wav = WavReader::readFile(path);
        QVERIFY(wav);
        QCOMPARE(wav->format.channels, quint16(2));
        QCOMPARE(wav->format.sampleRate, quint32(8000));
        QCOMPARE(wav->frames, 5);
    }

    void saveFailsCleanly() {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"no/such/dir/x.wav"_s);
        const auto saved = WavWriter::savePcm16(path, *PcmBuffer::make({0.0f}, 8000, 1));
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, ErrorCode::Io);
        QCOMPARE(saved.error().file, path);
    }
};

QTEST_GUILESS_MAIN(TestWavWriter)
#include "tst_wavwriter.moc"
