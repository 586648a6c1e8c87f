// Import of WAV/Ogg/MP3 files into PCM 16-bit waves, and the resampler's quality.
#include "audiotesttools.h"

#include "core/audio/audioimport.h"
#include "core/audio/resampler.h"
#include "core/audio/wavedecoder.h"

#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

class TestAudioImport : public QObject {
    Q_OBJECT

private slots:
    void resamplingKeepsFrequencyAndLevel_data() {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<double>("hz");
        QTest::newRow("44100 -> 22050") << 44100 << 22050 << 1000.0;
        QTest::newRow("44100 -> 22050, 7 kHz") << 44100 << 22050 << 7000.0;
        QTest::newRow("22050 -> 11025") << 22050 << 11025 << 440.0;
        QTest::newRow("48000 -> 22050") << 48000 << 22050 << 1234.0;
        QTest::newRow("11025 -> 44100") << 11025 << 44100 << 1000.0;
        QTest::newRow("44100 -> 44101 (no short period)") << 44100 << 44101 << 500.0;
    }

    void resamplingKeepsFrequencyAndLevel() {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(double, hz);
        const double amplitude = 0.5;
        const auto input = sine(hz, amplitude, from, 1.0, 2);
        const auto output = Resampler::resample(input, to);
        QCOMPARE(output->sampleRate(), to);
        QCOMPARE(output->channels(), 2);
        QCOMPARE(output->frames(), qint64(to)); // 1 s in, 1 s out
        const qint64 edge = to / 20;            // ignore the filter's ramp at both ends
        for (int c = 0; c < 2; ++c) {
            const double f = frequency(*output, c, edge, to - edge);
            QVERIFY2(std::abs(f - hz) < 0.05, qPrintable(QString::number(f, 'f', 4)));
            const double level = rms(*output, c, edge, to - edge);
            const double expected = amplitude / std::sqrt(2.0);
            QVERIFY2(std::abs(level - expected) < 0.002 * expected,
                     qPrintable(QString::number(level, 'f', 6)));
        }
    }

    void resamplingRemovesWhatCannotBeKept() {
        // 15 kHz cannot exist at 22050 Hz (Nyquist 11025): a nearest-neighbour or linear
        // converter folds it to 7050 Hz at nearly full level; a proper low-pass removes it.
        const auto output = Resampler::resample(sine(15000, 0.5, 44100, 1.0), 22050);
        const double level = rms(*output, 0, 1000, 21000);
        QVERIFY2(level < 0.5 / std::sqrt(2.0) * 1e-3, qPrintable(QString::number(level)));
        // Same rate: the very same buffer comes back.
        const auto same = sine(100, 0.5, 8000, 0.1);
        QCOMPARE(Resampler::resample(same, 8000), same);
    }

    void mixToMonoAverages() {
        const auto stereo = PcmBuffer::make({0.5f, -0.5f, 1.0f, 0.0f, -0.25f, -0.75f}, 8000, 2);
        const auto mono = Resampler::mixToMono(stereo);
        QCOMPARE(mono->channels(), 1);
        QCOMPARE(mono->frames(), 3);
        QCOMPARE(mono->sample(0, 0), 0.0f);
        QCOMPARE(mono->sample(1, 0), 0.5f);
        QCOMPARE(mono->sample(2, 0), -0.5f);
    }

    void toWaveBuildsAPcm16Record() {
        const auto pcm = PcmBuffer::make({0.0f, 0.5f, -1.0f, 2.0f}, 22050, 2);
        const auto wave = AudioImport::toWave(pcm, {});
        QVERIFY(wave);
        QCOMPARE(wave->format, QByteArray::fromHex("0100"
                                                   "0200"
                                                   "22560000"
                                                   "88580100"
                                                   "0400"
                                                   "1000"
                                                   "0000"));
        QCOMPARE(wave->data, QByteArray::fromHex("0000"
                                                 "0040"
                                                 "0080"
                                                 "ff7f"));

        const auto mono = AudioImport::toWave(pcm, {11025, true});
        QVERIFY(mono);
        QCOMPARE(qFromLittleEndian<quint16>(mono->format.constData() + 2), quint16(1));
        QCOMPARE(qFromLittleEndian<quint32>(mono->format.constData() + 4), quint32(11025));
        QCOMPARE(qFromLittleEndian<quint16>(mono->format.constData() + 12), quint16(2));

        const auto badRate = AudioImport::toWave(pcm, {-5, false});
        QVERIFY(!badRate);
        QCOMPARE(badRate.error().code, ErrorCode::Usage);
        const auto nothing = AudioImport::toWave(PcmBuffer::make({}, 8000, 1), {});
        QVERIFY(!nothing);
        QCOMPARE(nothing.error().code, ErrorCode::BadRecord);
    }

    void importsFilesOfEveryKind_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("wav") << u"wav"_s;
        QTest::newRow("ms-adpcm wav") << u"adpcm"_s;
        QTest::newRow("ogg") << u"ogg"_s;
        QTest::newRow("mp3") << u"mp3"_s;
    }

    void importsFilesOfEveryKind() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString src = dir.filePath(u"src.wav"_s);
        // 1 s stereo 44100, 1 kHz at -6 dBFS in both channels.
        SOUNDSTAGE_RUN("sox", {u"-n"_s, u"-r"_s, u"44100"_s, u"-c"_s, u"2"_s, u"-b"_s, u"16"_s, src,
                               u"synth"_s, u"1"_s, u"sine"_s, u"1000"_s, u"gain"_s, u"-6"_s});
        QString file = src;
        if (kind == u"adpcm"_s) {
            file = dir.filePath(u"a.wav"_s);
            SOUNDSTAGE_RUN("sox", {src, u"-e"_s, u"ms-adpcm"_s, file});
        } else if (kind == u"ogg"_s) {
            SOUNDSTAGE_REQUIRE_TOOL("oggenc", "vorbis-tools");
            file = dir.filePath(u"a.ogg"_s);
            SOUNDSTAGE_RUN("oggenc", {u"-Q"_s, u"-o"_s, file, src});
        } else if (kind == u"mp3"_s) {
            SOUNDSTAGE_REQUIRE_TOOL("lame", "lame");
            file = dir.filePath(u"a.mp3"_s);
            SOUNDSTAGE_RUN("lame",
                           {u"--quiet"_s, u"--add-id3v2"_s, u"--tt"_s, u"tone"_s, src, file});
        }
        const auto wave = AudioImport::importFile(file, {22050, true});
        QVERIFY2(wave, qPrintable(wave ? QString() : wave.error().toString()));
        QCOMPARE(wave->format.size(), 18);
        const auto pcm = WaveDecoder::decode(*wave);
        QVERIFY(pcm);
        QCOMPARE((*pcm)->sampleRate(), 22050);
        QCOMPARE((*pcm)->channels(), 1);
        // Exact for WAV (also MS-ADPCM, trimmed by its fact chunk) and Ogg; MP3 within a frame.
        const qint64 slack = kind == u"mp3"_s ? 576 : 0;
        QVERIFY2(std::abs((*pcm)->frames() - 22050) <= slack,
                 qPrintable(QString::number((*pcm)->frames())));
        const double expected = std::pow(10.0, -6.0 / 20.0) / std::sqrt(2.0);
        const double level = rms(**pcm, 0, 2205, 22050 - 2205);
        QVERIFY2(std::abs(level - expected) < 0.05 * expected, qPrintable(QString::number(level)));
        QVERIFY(std::abs(frequency(**pcm, 0, 2205, 22050 - 2205) - 1000) < 1.0);
    }

    void refusesUnknownFiles() {
        const auto unknown = AudioImport::decode("fLaC\0\0\0\x22"_ba);
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().code, ErrorCode::Unsupported);
        QCOMPARE(unknown.error().offset, 0);
        QCOMPARE(AudioImport::sniff("ID3\x04"_ba), AudioImport::Kind::Mp3);
        QCOMPARE(AudioImport::sniff("\xFF\xFB\x90\x00"_ba), AudioImport::Kind::Mp3);
        QCOMPARE(AudioImport::sniff("OggS"_ba), AudioImport::Kind::OggVorbis);
        QCOMPARE(AudioImport::sniff("RIFF\0\0\0\0WAVE"_ba), AudioImport::Kind::Wav);
        QCOMPARE(AudioImport::sniff("RIFF\0\0\0\0AVI "_ba), AudioImport::Kind::Unknown);
        // A WAV that is broken by the rules keeps the reader's error.
        const auto broken = AudioImport::decode("RIFF\x04\0\0\0WAVE"_ba);
        QVERIFY(!broken);
        QCOMPARE(broken.error().code, ErrorCode::BadHeader);
    }
};

QTEST_GUILESS_MAIN(TestAudioImport)
#include "tst_audioimport.moc"
