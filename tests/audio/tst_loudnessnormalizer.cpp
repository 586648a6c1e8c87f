// LoudnessNormalizer: the target and ceiling texts, the gain rule min(target − integrated,
// ceiling − true peak), and the measured result of applying it (libebur128 measures the
// normalised buffer again; loudness is linear in gain, so it lands within 0.1 LU).
#include "core/audio/loudnessnormalizer.h"

#include "audiotesttools.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestLoudnessNormalizer final : public QObject {
    Q_OBJECT

private slots:
    void parseTarget_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<double>("value");
        QTest::newRow("with unit") << u"-16LUFS"_s << true << -16.0;
        QTest::newRow("unit spaced, lower case") << u" -23.5 lufs "_s << true << -23.5;
        QTest::newRow("bare number") << u"-14"_s << true << -14.0;
        QTest::newRow("zero") << u"0"_s << true << 0.0;
        QTest::newRow("above full scale") << u"3LUFS"_s << false << 0.0;
        QTest::newRow("under the gate") << u"-80LUFS"_s << false << 0.0;
        QTest::newRow("a word") << u"loud"_s << false << 0.0;
        QTest::newRow("wrong unit") << u"-16dB"_s << false << 0.0;
        QTest::newRow("empty") << QString() << false << 0.0;
        QTest::newRow("not finite") << u"nan"_s << false << 0.0;
    }
    void parseTarget() {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(double, value);
        const auto parsed = LoudnessNormalizer::parseTarget(text);
        QCOMPARE(parsed.has_value(), ok);
        if (ok)
            QCOMPARE(*parsed, value);
        else
            QCOMPARE(parsed.error().code, ErrorCode::Usage);
    }

    void parseCeiling_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::newRow("with unit") << u"-1dBTP"_s << true;
        QTest::newRow("bare") << u"-0.3"_s << true;
        QTest::newRow("above 0") << u"0.5dBTP"_s << false;
        QTest::newRow("too low") << u"-30"_s << false;
        QTest::newRow("a word") << u"high"_s << false;
    }
    void parseCeiling() {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QCOMPARE(LoudnessNormalizer::parseCeiling(text).has_value(), ok);
    }

    // The rule itself, on measurements written down: which limit wins, and by how much.
    void plan_data() {
        QTest::addColumn<double>("integrated");
        QTest::addColumn<double>("truePeak");
        QTest::addColumn<double>("target");
        QTest::addColumn<double>("ceiling");
        QTest::addColumn<double>("gain");
        QTest::addColumn<bool>("limited");
        QTest::newRow("quiet, gain up") << -23.0 << -20.0 << -16.0 << -1.0 << 7.0 << false;
        QTest::newRow("loud, gain down") << -8.0 << -0.2 << -16.0 << -1.0 << -8.0 << false;
        // A spiky sound: 7 dB to the target, but only 4 dB of headroom under -1 dBTP.
        QTest::newRow("peak wins") << -23.0 << -5.0 << -16.0 << -1.0 << 4.0 << true;
        // Already over the ceiling and quiet: the ceiling pulls it down even so.
        QTest::newRow("over the ceiling") << -20.0 << 0.5 << -16.0 << -1.0 << -1.5 << true;
        QTest::newRow("exactly at both") << -16.0 << -1.0 << -16.0 << -1.0 << 0.0 << false;
    }
    void plan() {
        QFETCH(double, integrated);
        QFETCH(double, truePeak);
        QFETCH(double, target);
        QFETCH(double, ceiling);
        QFETCH(double, gain);
        QFETCH(bool, limited);
        Loudness before;
        before.integrated = integrated;
        before.truePeak = truePeak;
        before.samplePeak = truePeak;
        const auto planned = LoudnessNormalizer::plan(before, {target, ceiling});
        QVERIFY(planned);
        QCOMPARE(planned->gainDb, gain);
        QCOMPARE(planned->peakLimited, limited);
        QCOMPARE(planned->integratedAfter, integrated + gain);
        QCOMPARE(planned->truePeakAfter, truePeak + gain);
        QVERIFY(planned->truePeakAfter <= ceiling);
    }

    void silenceHasNothingToAim_data() {
        QTest::addColumn<double>("samplePeak");
        QTest::addColumn<QString>("message");
        QTest::newRow("digital silence") << -std::numeric_limits<double>::infinity() << u"silent"_s;
        QTest::newRow("under the gate") << -90.0 << u"too quiet"_s;
    }
    void silenceHasNothingToAim() {
        QFETCH(double, samplePeak);
        QFETCH(QString, message);
        Loudness before;
        before.integrated = -std::numeric_limits<double>::infinity();
        before.truePeak = samplePeak;
        before.samplePeak = samplePeak;
        const auto planned = LoudnessNormalizer::plan(before, {});
        QVERIFY(!planned);
        QCOMPARE(planned.error().code, ErrorCode::BadRecord);
        QVERIFY2(planned.error().message.contains(message), qPrintable(planned.error().message));

        const auto silent = PcmBuffer::make(std::vector<float>(22050, 0.0f), 22050, 1);
        QVERIFY(!LoudnessNormalizer::normalize(silent, {}));
        QVERIFY(!LoudnessNormalizer::normalize(nullptr, {}));
    }

    // Buffers built in code, normalised and measured again.
    void resultMeasuresTheTarget_data() {
        QTest::addColumn<int>("channels");
        QTest::addColumn<double>("amplitude");
        QTest::addColumn<double>("target");
        QTest::newRow("stereo -23 dBFS to -16") << 2 << 0.0708 << -16.0;
        QTest::newRow("mono loud to -23") << 1 << 0.9 << -23.0;
        QTest::newRow("stereo to -30") << 2 << 0.5 << -30.0;
    }
    void resultMeasuresTheTarget() {
        QFETCH(int, channels);
        QFETCH(double, amplitude);
        QFETCH(double, target);
        const auto pcm = testing::sine(1000.0, amplitude, 48000, 4.0, channels);
        const auto normalized = LoudnessNormalizer::normalize(pcm, {target, -1.0});
        QVERIFY(normalized);
        QVERIFY(!normalized->plan.peakLimited);
        QCOMPARE(normalized->pcm->frames(), pcm->frames());
        QCOMPARE(normalized->pcm->channels(), channels);
        const auto after = measureLoudness(*normalized->pcm);
        QVERIFY(after);
        QVERIFY2(std::abs(after->integrated - target) <= 0.1,
                 qPrintable(QString::number(after->integrated)));
    }

    // A 0 LUFS target for a sine: the sine's true peak sits at its loudness, so reaching 0 LUFS
    // would put it at 0 dBTP; the -1 dBTP ceiling wins and the result peaks there instead.
    void peakLimitWins() {
        const auto pcm = testing::sine(1000.0, 0.1, 48000, 4.0, 2);
        const auto normalized = LoudnessNormalizer::normalize(pcm, {0.0, -1.0});
        QVERIFY(normalized);
        QVERIFY(normalized->plan.peakLimited);
        const auto after = measureLoudness(*normalized->pcm);
        QVERIFY(after);
        QVERIFY2(std::abs(after->truePeak - -1.0) <= 0.1,
                 qPrintable(QString::number(after->truePeak)));
        QVERIFY(after->integrated < -0.5);
        QVERIFY(LoudnessNormalizer::describe(normalized->plan, {0.0, -1.0}).contains(u"ceiling"_s));
    }
};

QTEST_GUILESS_MAIN(TestLoudnessNormalizer)
#include "tst_loudnessnormalizer.moc"
