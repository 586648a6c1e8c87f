// WAV export of Wave records and decoded buffers, read back by sox and by our reader.
#include "audiotesttools.h"

#include "core/audio/audiodecoder.h"
#include "core/audio/wavedecoder.h"
#include "core/audio/wavreader.h"
#include "core/audio/wavwriter.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <algorithm>
#include <cstring>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

namespace {

// A decoder of the test's own: gives `frames` frames of a ramp in pieces of at most `piece`
// frames, then fails when `failAfter` frames have gone out (when ≥ 0).
class RampDecoder final : public AudioDecoder {
public:
    RampDecoder(qint64 frames, qint64 piece, qint64 failAfter = -1)
        : AudioDecoder(11025, 2)
        , m_frames(frames)
        , m_piece(piece)
        , m_failAfter(failAfter) {}

    Result<qint64> read(std::span<float> out) override {
        if (m_failAfter >= 0 && m_done >= m_failAfter)
            return fail(ErrorCode::BadRecord, u"corrupt block"_s, 1234);
        const qint64 n = std::min({qint64(out.size()) / 2, m_piece, m_frames - m_done});
        for (qint64 f = 0; f < n; ++f)
            for (int c = 0; c < 2; ++c)
                out[size_t(2 * f + c)] = sample(m_done + f, c);
        m_done += n;
        return n;
    }

    static float sample(qint64 frame, int channel) {
        return float((frame * 7 + channel * 3) % 2001 - 1000) / 1000.0f;
    }

private:
    qint64 m_frames, m_piece, m_failAfter, m_done = 0;
};

} // namespace

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

    // The streamed writer gives the bytes the whole-buffer writer gives, whatever the pieces the
    // decoder hands out and however many chunks the stream takes.
    void streamedDecodeEqualsWholeBuffer_data() {
        QTest::addColumn<qint64>("frames");
        QTest::addColumn<qint64>("piece");
        QTest::newRow("empty") << qint64(0) << qint64(100);
        QTest::newRow("one frame") << qint64(1) << qint64(100);
        QTest::newRow("short pieces") << qint64(5000) << qint64(7);
        QTest::newRow("several chunks, ragged end")
            << WavWriter::StreamFrames * 3 + 17 << WavWriter::StreamFrames;
        QTest::newRow("one frame a piece, over two chunks")
            << WavWriter::StreamFrames * 2 + 1 << qint64(1);
    }

    void streamedDecodeEqualsWholeBuffer() {
        QFETCH(qint64, frames);
        QFETCH(qint64, piece);
        std::vector<float> samples;
        for (qint64 f = 0; f < frames; ++f)
            for (int c = 0; c < 2; ++c)
                samples.push_back(RampDecoder::sample(f, c));
        const QByteArray whole = WavWriter::pcm16(*PcmBuffer::make(samples, 11025, 2));
        QTemporaryDir dir;
        const QString path = dir.filePath(u"s.wav"_s);
        RampDecoder decoder(frames, piece);
        const auto written = WavWriter::savePcm16(path, decoder);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
        QCOMPARE(*written, frames);
        QCOMPARE(readAll(path), whole);
    }

    // A real decoder through the streamed path: a PCM wave of several chunks, the same file as
    // decoding it whole.
    void streamedRecordDecode() {
        ByteWriter data;
        const int frames = int(WavWriter::StreamFrames) * 2 + 3;
        for (int i = 0; i < frames; ++i)
            data.u16(static_cast<quint16>(static_cast<qint16>((i * 131) % 30000 - 15000)));
        const Wave wave{1, waveFormatEx(1, 1, 22050, 2, 16), data.take()};
        const auto pcm = WaveDecoder::decode(wave);
        QVERIFY(pcm);
        auto decoder = WaveDecoder::open(wave);
        QVERIFY(decoder);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"r.wav"_s);
        const auto written = WavWriter::savePcm16(path, **decoder);
        QVERIFY(written);
        QCOMPARE(*written, qint64(frames));
        QCOMPARE(readAll(path), WavWriter::pcm16(**pcm));
        // 16-bit in, 16-bit out: the samples come back exactly.
        QCOMPARE(readAll(path).sliced(44), wave.data);
    }

    // A decoder that fails after some chunks were written: its error comes back as it was and
    // nothing is left at the path (not even the part already written), an older file stays.
    void streamedDecodeFailureLeavesNothing() {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"f.wav"_s);
        RampDecoder decoder(WavWriter::StreamFrames * 4, WavWriter::StreamFrames,
                            WavWriter::StreamFrames * 2);
        const auto written = WavWriter::savePcm16(path, decoder);
        QVERIFY(!written);
        QCOMPARE(written.error().code, ErrorCode::BadRecord);
        QCOMPARE(written.error().offset, qint64(1234));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0);

        QFile older(path);
        QVERIFY(older.open(QIODevice::WriteOnly));
        older.write("older");
        older.close();
        RampDecoder again(100, 10, 50);
        QVERIFY(!WavWriter::savePcm16(path, again));
        QCOMPARE(readAll(path), "older"_ba);
    }

    // The streamed record export: the bytes of waveRecordToRiff, odd data padded.
    void streamedWaveEqualsRiff() {
        const Wave wave{0x0A000002, waveFormatEx(1, 1, 11025, 2, 16), "\x01\x02\x03\x04\x05"_ba};
        QTemporaryDir dir;
        const QString path = dir.filePath(u"w.wav"_s);
        QVERIFY(WavWriter::saveWave(path, wave));
        QCOMPARE(readAll(path), *WavWriter::waveRecordToRiff(wave));
        const auto refused = WavWriter::saveWave(path, Wave{0, QByteArray(14, '\0'), "ab"_ba});
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, ErrorCode::BadRecord);
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
