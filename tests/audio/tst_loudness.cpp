// EBU R128 loudness (core/audio/loudness): the standard's reference cases generated with sox,
// the mono weighting, true peak between the samples, short clips, silence and refusals.
#include "audiotesttools.h"

#include "core/audio/audioimport.h"
#include "core/audio/loudness.h"

#include <QTemporaryDir>

#include <cmath>
#include <numbers>

using namespace soundstage;
using namespace soundstage::testing;
using namespace Qt::StringLiterals;

namespace {

// dBFS of a peak amplitude: 20·log10(a).
double dbfs(double amplitude) {
    return 20.0 * std::log10(amplitude);
}

} // namespace

class TestLoudness final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // EBU Tech 3341, cases 1 and 2: a stereo 1 kHz sine at −23 (−33) dBFS peak in each channel,
    // 20 s, measures −23.0 (−33.0) LUFS within ±0.1 LU. sox writes 24-bit files at 48 kHz (the
    // standard's rate) and 44.1 kHz.
    void ebuTech3341Sine_data() {
        QTest::addColumn<int>("rate");
        QTest::addColumn<double>("peakDbfs");
        QTest::newRow("case 1, 48 kHz") << 48000 << -23.0;
        QTest::newRow("case 2, 48 kHz") << 48000 << -33.0;
        QTest::newRow("case 1, 44.1 kHz") << 44100 << -23.0;
    }
    void ebuTech3341Sine() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        QFETCH(int, rate);
        QFETCH(double, peakDbfs);
        const QString path = m_dir.filePath(u"3341-%1-%2.wav"_s.arg(rate).arg(-peakDbfs));
        SOUNDSTAGE_RUN("sox", {u"-r"_s, QString::number(rate), u"-c"_s, u"2"_s, u"-n"_s, u"-b"_s,
                               u"24"_s, path, u"synth"_s, u"20"_s, u"sine"_s, u"1000"_s, u"gain"_s,
                               QString::number(peakDbfs)});
        auto pcm = AudioImport::decodeFile(path);
        QVERIFY2(pcm, qPrintable(pcm ? QString() : pcm.error().toString()));
        QCOMPARE((*pcm)->channels(), 2);
        const auto loudness = measureLoudness(**pcm);
        QVERIFY(loudness);
        QVERIFY2(std::abs(loudness->integrated - peakDbfs) <= 0.1,
                 qPrintable(QString::number(loudness->integrated)));
        QVERIFY(!loudness->shortClip);
        // A steady sine has no loudness range.
        QVERIFY2(loudness->range >= 0.0 && loudness->range < 0.1,
                 qPrintable(QString::number(loudness->range)));
        // A 1 kHz sine's samples reach its peak to within 0.01 dB at these rates.
        QVERIFY(std::abs(loudness->samplePeak - peakDbfs) < 0.05);
        QVERIFY(std::abs(loudness->truePeak - peakDbfs) < 0.1);
    }

    // Mono, derived: BS.1770 sums the channels' mean squares with weight 1 for L and R. A
    // sine of peak A has mean square A²/2, so the stereo case sums A²/2 + A²/2 = A², and
    // L = −0.691 + 10·log10(A²) + K-weighting gain at 1 kHz (+0.691 dB) = 20·log10(A).
    // A mono file counted as one front channel would sum only A²/2: 3.01 dB less. Counted as
    // dual mono (what a centred mono source over two speakers is, and how Soundstage counts
    // mono), it measures what the stereo file does: −23.0 LUFS.
    void monoCountsAsDualMono() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        const QString path = m_dir.filePath(u"mono.wav"_s);
        SOUNDSTAGE_RUN("sox",
                       {u"-r"_s, u"22050"_s, u"-c"_s, u"1"_s, u"-n"_s, u"-b"_s, u"16"_s, path,
                        u"synth"_s, u"10"_s, u"sine"_s, u"1000"_s, u"gain"_s, u"-23"_s});
        auto pcm = AudioImport::decodeFile(path);
        QVERIFY(pcm);
        QCOMPARE((*pcm)->channels(), 1);
        const auto loudness = measureLoudness(**pcm);
        QVERIFY(loudness);
        QVERIFY2(std::abs(loudness->integrated - -23.0) <= 0.1,
                 qPrintable(QString::number(loudness->integrated)));
    }

    // True peak, derived: a sine at a quarter of the sample rate with phase 45° is sampled at
    // ±A·sin(45°) = ±A/√2 and never at its crests, so the sample peak is 3.01 dB under the
    // true peak. With A = 0.5: sample peak 20·log10(0.5/√2) = −9.03 dBFS, true peak
    // 20·log10(0.5) = −6.02 dBTP. libebur128 oversamples 4× at 48 kHz; its interpolation
    // filter reaches the crest within 0.5 dB (BS.1770-4 Annex 2 allows −0.4 … +0.2 dB for
    // a tone near fs/4; its filter is a little under).
    void truePeakLiesBetweenTheSamples() {
        constexpr int Rate = 48000;
        constexpr double Amplitude = 0.5;
        std::vector<float> samples(Rate);
        for (int n = 0; n < Rate; ++n)
            samples[size_t(n)] =
                float(Amplitude * std::sin(std::numbers::pi / 2.0 * n + std::numbers::pi / 4.0));
        const auto pcm = PcmBuffer::make(std::move(samples), Rate, 1);
        const auto loudness = measureLoudness(*pcm);
        QVERIFY(loudness);
        const double expectedSample = dbfs(Amplitude / std::numbers::sqrt2);
        QVERIFY2(std::abs(loudness->samplePeak - expectedSample) < 0.01,
                 qPrintable(QString::number(loudness->samplePeak)));
        QVERIFY2(std::abs(loudness->truePeak - dbfs(Amplitude)) < 0.5,
                 qPrintable(QString::number(loudness->truePeak)));
        QVERIFY(loudness->truePeak > loudness->samplePeak + 2.5);
    }

    // EBU Tech 3342 case 1: 20 s of a 1 kHz stereo sine at −20 dBFS, then 20 s at −30 dBFS:
    // a loudness range of 10 ± 1 LU.
    void loudnessRangeOfTwoLevels() {
        SOUNDSTAGE_REQUIRE_TOOL("sox", "sox");
        const QString loud = m_dir.filePath(u"loud.wav"_s);
        const QString quiet = m_dir.filePath(u"quiet.wav"_s);
        const QString both = m_dir.filePath(u"3342.wav"_s);
        for (const auto& [path, gain] : {std::pair{loud, u"-20"_s}, std::pair{quiet, u"-30"_s}})
            SOUNDSTAGE_RUN("sox",
                           {u"-r"_s, u"48000"_s, u"-c"_s, u"2"_s, u"-n"_s, u"-b"_s, u"24"_s, path,
                            u"synth"_s, u"20"_s, u"sine"_s, u"1000"_s, u"gain"_s, gain});
        SOUNDSTAGE_RUN("sox", {loud, quiet, both});
        auto pcm = AudioImport::decodeFile(both);
        QVERIFY(pcm);
        const auto loudness = measureLoudness(**pcm);
        QVERIFY(loudness);
        QVERIFY2(std::abs(loudness->range - 10.0) <= 1.0,
                 qPrintable(QString::number(loudness->range)));
    }

    // A sound shorter than one gating block gets its ungated loudness over its own length:
    // 0.1 s of the −23 dBFS sine still reads about −23 (the K-weighting filter settles in
    // well under a millisecond at 1 kHz) and is marked short; a long one is not.
    void shortClipsGetTheirOwnLength_data() {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<bool>("shortClip");
        QTest::newRow("40 ms") << 0.04 << true;
        QTest::newRow("100 ms") << 0.1 << true;
        QTest::newRow("399 ms") << 0.399 << true;
        QTest::newRow("1 s") << 1.0 << false;
    }
    void shortClipsGetTheirOwnLength() {
        QFETCH(double, seconds);
        QFETCH(bool, shortClip);
        const auto pcm = sine(1000.0, std::pow(10.0, -23.0 / 20.0), 22050, seconds, 2);
        const auto loudness = measureLoudness(*pcm);
        QVERIFY(loudness);
        QCOMPARE(loudness->shortClip, shortClip);
        QVERIFY2(std::abs(loudness->integrated - -23.0) < 0.3,
                 qPrintable(QString::number(loudness->integrated)));
        QVERIFY(!std::isfinite(loudness->range)); // shorter than the 3 s windows
    }

    void silenceHasNoLoudness_data() {
        QTest::addColumn<qint64>("frames");
        QTest::newRow("empty") << qint64{0};
        QTest::newRow("short silence") << qint64{1000};
        QTest::newRow("long silence") << qint64{5 * 22050};
    }
    void silenceHasNoLoudness() {
        QFETCH(qint64, frames);
        const auto pcm = PcmBuffer::make(std::vector<float>(size_t(frames), 0.0f), 22050, 1);
        const auto loudness = measureLoudness(*pcm);
        QVERIFY(loudness);
        QVERIFY(std::isinf(loudness->integrated) && loudness->integrated < 0);
        QVERIFY(std::isinf(loudness->truePeak) && loudness->truePeak < 0);
        QVERIFY(std::isinf(loudness->samplePeak) && loudness->samplePeak < 0);
        QVERIFY(!std::isfinite(loudness->range));
    }

    // A variant's volume scales amplitude: the levels move by 20·log10(volume).
    void gainMovesTheLevel() {
        QCOMPARE(withGain(-20.0, 1.0), -20.0);
        QVERIFY(std::abs(withGain(-20.0, 0.5) - (-20.0 + dbfs(0.5))) < 1e-12);
        QVERIFY(std::isinf(withGain(-20.0, 0.0)));
        QVERIFY(std::isinf(withGain(-20.0, -1.0)));
        QVERIFY(std::isinf(withGain(-std::numeric_limits<double>::infinity(), 0.5)));
    }

    // What libebur128 cannot measure is refused with a message, never a crash.
    void refusesWhatTheLibraryCannotMeasure() {
        const auto pcm = PcmBuffer::make(std::vector<float>(65 * 100, 0.1f), 22050, 65);
        const auto loudness = measureLoudness(*pcm);
        QVERIFY(!loudness);
        QCOMPARE(loudness.error().code, ErrorCode::Unsupported);
        QVERIFY(loudness.error().message.contains(u"65"_s));
    }
};

QTEST_GUILESS_MAIN(TestLoudness)
#include "tst_loudness.moc"
