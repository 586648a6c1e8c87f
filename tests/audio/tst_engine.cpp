#include "core/audio/openalengine.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <numbers>
#include <thread>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr int kRate = 44100;
// 0.5 amplitude: RMS 0.5/√2 = 0.3536. 441 Hz has a whole period every 100 frames at 44.1 kHz,
// so RMS over whole periods is exact.
constexpr double kAmplitude = 0.5;
constexpr double kFrequency = 441.0;

PcmBufferPtr sine(double seconds, int rate = kRate, int channels = 1, int silentChannel = -1) {
    const auto frames = static_cast<qint64>(seconds * rate);
    std::vector<float> samples(static_cast<size_t>(frames * channels));
    for (qint64 f = 0; f < frames; ++f) {
        const auto value = static_cast<float>(
            kAmplitude * std::sin(2.0 * std::numbers::pi * kFrequency * double(f) / rate));
        for (int c = 0; c < channels; ++c)
            samples[static_cast<size_t>(f * channels + c)] = c == silentChannel ? 0.0f : value;
    }
    return PcmBuffer::make(std::move(samples), rate, channels);
}

double rmsOf(const PcmBuffer& buffer) {
    double sum = 0.0;
    for (float s : buffer.samples())
        sum += double(s) * s;
    return std::sqrt(sum / double(buffer.samples().size()));
}

// RMS of one channel (0 left, 1 right) over frames [from, to) of an interleaved stereo render.
double channelRms(const std::vector<float>& stereo, int channel, qint64 from, qint64 to) {
    double sum = 0.0;
    for (qint64 f = from; f < to; ++f) {
        const double s = stereo[static_cast<size_t>(f * 2 + channel)];
        sum += s * s;
    }
    return std::sqrt(sum / double(to - from));
}

double toDb(double ratio) {
    return 20.0 * std::log10(ratio);
}

float peak(const std::vector<float>& samples, size_t from = 0) {
    float m = 0.0f;
    for (size_t i = from; i < samples.size(); ++i)
        m = std::max(m, std::abs(samples[i]));
    return m;
}

OpenAlEngine::Options loopbackOptions() {
    OpenAlEngine::Options options;
    options.output = OpenAlEngine::Output::Loopback;
    options.sampleRate = kRate;
    return options;
}

Placement retailAt(double x, double y) {
    Placement p;
    p.mode = PlacementMode::Retail;
    p.source = {x, y, 0.0};
    return p;
}

Placement openAlAt(double x, double y, DistanceModel model = DistanceModel::InverseClamped) {
    Placement p;
    p.mode = PlacementMode::OpenAl;
    p.source = {x, y, 0.0};
    p.distanceModel = model;
    p.referenceDistance = 1.0;
    p.maxDistance = 100.0;
    p.rolloffFactor = 1.0;
    return p;
}

// A fixed scene touching every mode, resampling and a mid-way update.
std::vector<float> renderScene() {
    OpenAlEngine engine(loopbackOptions());
    const PcmBufferPtr mono = sine(0.5);
    const PcmBufferPtr slow = sine(0.4, 22050);
    const PcmBufferPtr stereo = sine(0.3, kRate, 2, 1);
    const SoundHandle a = engine.play(mono, retailAt(-10.0, 3.0), 0.8, true);
    engine.play(slow, openAlAt(2.0, 5.0), 0.7);
    engine.play(stereo, Placement{.mode = PlacementMode::Flat}, 0.5);
    std::vector<float> out = engine.render(kRate / 2);
    engine.update(a, retailAt(7.0, -2.0), 1.0);
    const std::vector<float> rest = engine.render(kRate / 2);
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

} // namespace

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    // The device the editor opens (the live engine with no device named, as its preferences
    // start) is the one `soundstage-cli devices` marks as the default. CTest runs with
    // ALSOFT_DRIVERS=null, where that is OpenAL's "No Output".
    void theDefaultDeviceIsTheOneDevicesMarks() {
        const QString marked = OpenAlEngine::defaultOutputDevice();
        OpenAlEngine engine(OpenAlEngine::Options{});
        if (!engine.hasOutput())
            QSKIP(qPrintable(u"no output device opens here: "_s + engine.status()));
        QVERIFY(!marked.isEmpty());
        QVERIFY2(engine.status().contains(u"“"_s + marked + u"”"_s),
                 qPrintable(engine.status() + u" / marked: "_s + marked));
        QVERIFY(OpenAlEngine::outputDevices().contains(marked));
    }

    void loopbackHasOutput() {
        OpenAlEngine engine(loopbackOptions());
        QVERIFY2(engine.hasOutput(), qPrintable(engine.status()));
        QVERIFY(engine.isLoopback());
        QCOMPARE(engine.sampleRate(), kRate);
        QVERIFY(!engine.hrtfEnabled());
        QCOMPARE(engine.render(100).size(), size_t(200));
        QCOMPARE(peak(engine.render(100)), 0.0f);
    }

    // The acceptance: retail 10 m to the left → L −12 dB, R −27 dB (±0.1 dB).
    void retailTenMetresLeft() {
        OpenAlEngine engine(loopbackOptions());
        const PcmBufferPtr source = sine(1.0);
        const double sourceRms = rmsOf(*source);
        QVERIFY(std::abs(sourceRms - 0.3536) < 1e-4);
        QVERIFY(engine.play(source, retailAt(-10.0, 0.0), 1.0) != 0);
        const std::vector<float> out = engine.render(kRate / 2);
        const double left = toDb(channelRms(out, 0, 0, kRate / 2) / sourceRms);
        const double right = toDb(channelRms(out, 1, 0, kRate / 2) / sourceRms);
        QVERIFY2(std::abs(left - -12.0) <= 0.1, qPrintable(QString::number(left)));
        QVERIFY2(std::abs(right - -27.0) <= 0.1, qPrintable(QString::number(right)));
    }

    void retailHeadingTurnsThePan() {
        OpenAlEngine engine(loopbackOptions());
        const PcmBufferPtr source = sine(1.0);
        Placement p = retailAt(-10.0, 0.0);
        p.listenerHeadingDegrees = 180.0; // facing south, west is on the right
        QVERIFY(engine.play(source, p, 1.0) != 0);
        const std::vector<float> out = engine.render(kRate / 4);
        const double sourceRms = rmsOf(*source);
        QVERIFY(std::abs(toDb(channelRms(out, 0, 0, kRate / 4) / sourceRms) - -27.0) <= 0.1);
        QVERIFY(std::abs(toDb(channelRms(out, 1, 0, kRate / 4) / sourceRms) - -12.0) <= 0.1);
    }

    void retailNinetyFiveMetresIsSilent() {
        OpenAlEngine engine(loopbackOptions());
        QCOMPARE(engine.play(sine(1.0), retailAt(-95.0, 0.0), 1.0), SoundHandle(0));
        QCOMPARE(peak(engine.render(kRate / 4)), 0.0f);
        QCOMPARE(engine.playingCount(), 0);
    }

    // The acceptance: inverse model 1 m to the left → L = source RMS, R = 0 (±1e-3).
    void openAlInverseOneMetreLeft() {
        OpenAlEngine engine(loopbackOptions());
        const PcmBufferPtr source = sine(1.0);
        QVERIFY(engine.play(source, openAlAt(-1.0, 0.0), 1.0) != 0);
        const std::vector<float> out = engine.render(kRate / 2);
        QVERIFY(std::abs(channelRms(out, 0, 0, kRate / 2) - rmsOf(*source)) <= 1e-3);
        QVERIFY(channelRms(out, 1, 0, kRate / 2) <= 1e-3);
    }

    // Inverse clamped at 4 m with ref 1, rolloff 1: 1/(1 + 3) = 0.25 of the source, all left.
    void openAlDistanceModels_data() {
        QTest::addColumn<int>("model");
        QTest::addColumn<double>("expectedGain");
        // ref 1, max 100, rolloff 1, d = 4 (OpenAL 1.1 §3.4 formulas by hand):
        QTest::newRow("inverse") << int(DistanceModel::InverseClamped) << 1.0 / (1.0 + 3.0);
        QTest::newRow("linear") << int(DistanceModel::LinearClamped) << 1.0 - 3.0 / 99.0;
        QTest::newRow("exponent") << int(DistanceModel::ExponentClamped) << 1.0 / 4.0;
    }

    void openAlDistanceModels() {
        QFETCH(int, model);
        QFETCH(double, expectedGain);
        OpenAlEngine engine(loopbackOptions());
        const PcmBufferPtr source = sine(1.0);
        QVERIFY(engine.play(source, openAlAt(-4.0, 0.0, DistanceModel(model)), 1.0) != 0);
        const std::vector<float> out = engine.render(kRate / 2);
        QVERIFY(std::abs(channelRms(out, 0, 0, kRate / 2) / rmsOf(*source) - expectedGain) <= 1e-3);
        QVERIFY(channelRms(out, 1, 0, kRate / 2) <= 1e-3);
    }

    void flatModeMapsStereoChannels() {
        OpenAlEngine engine(loopbackOptions());
        // Left channel a sine, right channel silent.
        const PcmBufferPtr source = sine(1.0, kRate, 2, 1);
        QVERIFY(engine.play(source, Placement{.mode = PlacementMode::Flat}, 1.0) != 0);
        const std::vector<float> out = engine.render(kRate / 4);
        QVERIFY(std::abs(channelRms(out, 0, 0, kRate / 4) - 0.5 / std::sqrt(2.0)) <= 1e-4);
        QCOMPARE(channelRms(out, 1, 0, kRate / 4), 0.0);
    }

    void handlesAreNeverReusedAndStaleHandlesRefused() {
        OpenAlEngine engine(loopbackOptions());
        const PcmBufferPtr source = sine(1.0);
        const SoundHandle first = engine.play(source, retailAt(-10.0, 0.0), 1.0);
        QVERIFY(first != 0);
        engine.stop(first);
        QVERIFY(!engine.isPlaying(first));
        QVERIFY(!engine.update(first, retailAt(10.0, 0.0), 1.0));
        const SoundHandle second = engine.play(source, retailAt(-10.0, 0.0), 1.0);
        QVERIFY(second != 0);
        QVERIFY(second != first);
        QVERIFY(engine.isPlaying(second));
        // The stale handle still reaches nothing, though the new sound reuses its voice.
        QVERIFY(!engine.update(first, retailAt(10.0, 0.0), 1.0));
        engine.stop(first);
        QVERIFY(engine.isPlaying(second));
        QVERIFY(engine.update(second, retailAt(10.0, 0.0), 1.0));
        QVERIFY(!engine.update(0, retailAt(10.0, 0.0), 1.0));
        QVERIFY(!engine.isPlaying(0));

        std::vector<SoundHandle> seen{first, second};
        for (int i = 0; i < 20; ++i) {
            const SoundHandle h = engine.play(source, retailAt(1.0, 0.0), 1.0);
            QVERIFY(h != 0);
            QVERIFY(std::find(seen.begin(), seen.end(), h) == seen.end());
            seen.push_back(h);
            engine.stopAll();
        }
    }

    void finishedSoundsEnd() {
        OpenAlEngine engine(loopbackOptions());
        const SoundHandle h = engine.play(sine(0.1), retailAt(1.0, 0.0), 1.0);
        QVERIFY(engine.isPlaying(h));
        const std::vector<float> out = engine.render(kRate / 5);
        QVERIFY(peak(out) > 0.1f);
        QCOMPARE(peak(out, size_t(kRate / 10 + 8) * 2), 0.0f); // silent after its 0.1 s
        QVERIFY(!engine.isPlaying(h));
        QVERIFY(!engine.update(h, retailAt(2.0, 0.0), 1.0));
        QCOMPARE(engine.playingCount(), 0);
    }

    void updateMovesAPlayingSound() {
        OpenAlEngine engine(loopbackOptions());
        const PcmBufferPtr source = sine(2.0);
        const double sourceRms = rmsOf(*source);
        const SoundHandle h = engine.play(source, retailAt(-10.0, 0.0), 1.0);
        std::vector<float> out = engine.render(kRate / 4);
        QVERIFY(channelRms(out, 0, 0, kRate / 4) > 4.0 * channelRms(out, 1, 0, kRate / 4));

        QVERIFY(engine.update(h, retailAt(10.0, 0.0), 1.0));
        out = engine.render(kRate / 2);
        // Skip OpenAL's short gain ramp at the change.
        const qint64 settled = 4096;
        QVERIFY(std::abs(toDb(channelRms(out, 0, settled, kRate / 2) / sourceRms) - -27.0) <= 0.1);
        QVERIFY(std::abs(toDb(channelRms(out, 1, settled, kRate / 2) / sourceRms) - -12.0) <= 0.1);

        // A placement the client would drop silences the sound but keeps it alive.
        QVERIFY(engine.update(h, retailAt(200.0, 0.0), 1.0));
        out = engine.render(kRate / 4);
        QCOMPARE(peak(out, size_t(settled) * 2), 0.0f);
        QVERIFY(engine.isPlaying(h));

        // Modes can change while playing.
        QVERIFY(engine.update(h, openAlAt(-1.0, 0.0), 1.0));
        out = engine.render(kRate / 4);
        QVERIFY(std::abs(channelRms(out, 0, settled, kRate / 4) - sourceRms) <= 1e-3);
        QVERIFY(channelRms(out, 1, settled, kRate / 4) <= 1e-3);
    }

    void loopingKeepsPlayingPastTheEnd() {
        OpenAlEngine engine(loopbackOptions());
        const PcmBufferPtr source = sine(0.1);
        const SoundHandle h = engine.play(source, retailAt(1.0, 0.0), 1.0, true);
        const std::vector<float> out = engine.render(kRate);
        // The last 0.1 s of a 1 s render of a 0.1 s buffer is still the full sine.
        QVERIFY(std::abs(channelRms(out, 0, kRate * 9 / 10, kRate) - rmsOf(*source)) <= 1e-3);
        QVERIFY(engine.isPlaying(h));
        engine.stop(h);
        QVERIFY(!engine.isPlaying(h));
    }

    void stopAndStopAllSilence() {
        OpenAlEngine engine(loopbackOptions());
        const PcmBufferPtr source = sine(1.0);
        const SoundHandle left = engine.play(source, retailAt(-10.0, 0.0), 1.0, true);
        const SoundHandle right = engine.play(source, retailAt(10.0, 0.0), 1.0, true);
        QCOMPARE(engine.playingCount(), 2);
        std::vector<float> out = engine.render(1024);
        QVERIFY(channelRms(out, 0, 0, 1024) > 0.05);

        engine.stop(left);
        QVERIFY(!engine.isPlaying(left));
        QVERIFY(engine.isPlaying(right));
        out = engine.render(kRate / 4);
        // Only the right-hand sound is left: right channel −12 dB, left −27 dB.
        QVERIFY(std::abs(toDb(channelRms(out, 0, 4096, kRate / 4) / rmsOf(*source)) - -27.0) <=
                0.1);

        engine.stopAll();
        QCOMPARE(engine.playingCount(), 0);
        QVERIFY(!engine.isPlaying(right));
        out = engine.render(2048);
        QCOMPARE(peak(out, 512 * 2), 0.0f);
    }

    void voiceLimitRefusesExtraSounds() {
        OpenAlEngine::Options options = loopbackOptions();
        options.maxVoices = 2;
        OpenAlEngine engine(options);
        const PcmBufferPtr source = sine(1.0);
        QVERIFY(engine.play(source, retailAt(1.0, 0.0), 1.0) != 0);
        const SoundHandle second = engine.play(source, retailAt(1.0, 0.0), 1.0);
        QVERIFY(second != 0);
        QCOMPARE(engine.play(source, retailAt(1.0, 0.0), 1.0), SoundHandle(0));
        engine.stop(second);
        QVERIFY(engine.play(source, retailAt(1.0, 0.0), 1.0) != 0);
    }

    void badInputStartsNothing() {
        OpenAlEngine engine(loopbackOptions());
        QCOMPARE(engine.play(nullptr, retailAt(1.0, 0.0), 1.0), SoundHandle(0));
        QCOMPARE(engine.play(PcmBuffer::make({}, kRate, 1), retailAt(1.0, 0.0), 1.0),
                 SoundHandle(0));
        QCOMPARE(engine.play(sine(0.1), retailAt(std::nan(""), 0.0), 1.0), SoundHandle(0));
        QCOMPARE(engine.play(sine(0.1), retailAt(1.0, 0.0), HUGE_VAL), SoundHandle(0));
        Placement negative = openAlAt(1.0, 0.0);
        negative.referenceDistance = -1.0;
        QCOMPARE(engine.play(sine(0.1), negative, 1.0), SoundHandle(0));
        const SoundHandle h = engine.play(sine(0.5), retailAt(1.0, 0.0), 1.0);
        QVERIFY(!engine.update(h, negative, 1.0));
        QVERIFY(engine.isPlaying(h));
        // Far-away OpenAl sources are fine (positions are kept inside float range).
        QVERIFY(engine.play(sine(0.1), openAlAt(1.0e300, 0.0), 1.0) != 0);
    }

    void rendersAreBitIdentical() {
        const std::vector<float> first = renderScene();
        const std::vector<float> second = renderScene();
        QCOMPARE(first.size(), size_t(kRate) * 2);
        QVERIFY(peak(first) > 0.1f);
        QVERIFY(first == second);
    }

    void noDeviceIsAHarmlessNoOp() {
        OpenAlEngine::Options options;
        options.output = OpenAlEngine::Output::Device;
        options.deviceName = u"Soundstage test: no such device"_s;
        OpenAlEngine engine(options);
        QVERIFY(!engine.hasOutput());
        QVERIFY2(engine.status().startsWith(u"no audio output:"), qPrintable(engine.status()));
        QVERIFY(engine.status().contains(options.deviceName));
        QVERIFY(engine.deviceName().isEmpty());
        QCOMPARE(engine.sampleRate(), 0);
        QCOMPARE(engine.play(sine(0.1), retailAt(1.0, 0.0), 1.0), SoundHandle(0));
        QVERIFY(!engine.update(1, retailAt(1.0, 0.0), 1.0));
        QVERIFY(!engine.isPlaying(1));
        QCOMPARE(engine.playingCount(), 0);
        engine.stop(1);
        engine.stopAll();
        engine.poll();
        QVERIFY(!engine.prepare(sine(0.1)));
        QVERIFY(engine.render(100).empty()); // a live engine never renders
    }

    // A decoder's worker prepares a buffer (conversion and upload off the caller's thread); the
    // sound then plays exactly as an unprepared one would, and preparing again is a no-op.
    void preparedOnAWorkerPlaysTheSame() {
        // Two distinct channels (right silent) and a rate that resamples.
        const PcmBufferPtr source = sine(0.4, 22050, 2, 1);
        OpenAlEngine prepared(loopbackOptions());
        bool ok = false;
        std::thread worker([&] { ok = prepared.prepare(source); });
        worker.join();
        QVERIFY(ok);
        QVERIFY(prepared.prepare(source));
        OpenAlEngine direct(loopbackOptions());
        const Placement at = retailAt(-6.0, 2.0);
        QVERIFY(prepared.play(source, at, 0.9) != 0);
        QVERIFY(direct.play(source, at, 0.9) != 0);
        const std::vector<float> a = prepared.render(kRate / 2);
        const std::vector<float> b = direct.render(kRate / 2);
        QVERIFY(peak(a) > 0.1f);
        QVERIFY(a == b);
        // Nothing to prepare.
        QVERIFY(!prepared.prepare(nullptr));
        QVERIFY(!prepared.prepare(PcmBuffer::make({}, kRate, 1)));
    }

    void loopbackWithoutOutputRendersSilence() {
        OpenAlEngine::Options options = loopbackOptions();
        options.sampleRate = 0;
        OpenAlEngine engine(options);
        QVERIFY(!engine.hasOutput());
        QVERIFY(engine.status().startsWith(u"no audio output:"));
        QCOMPARE(engine.play(sine(0.1), retailAt(1.0, 0.0), 1.0), SoundHandle(0));
        const std::vector<float> out = engine.render(64);
        QCOMPARE(out.size(), size_t(128));
        QCOMPARE(peak(out), 0.0f);
    }

    // Uses whatever live device OpenAL opens (CTest sets ALSOFT_DRIVERS=null: "No Output").
    void liveDeviceWhenAvailable() {
        OpenAlEngine engine;
        if (!engine.hasOutput())
            QSKIP(qPrintable(u"no live output device here: "_s + engine.status()));
        QVERIFY(!engine.isLoopback());
        QVERIFY(!engine.deviceName().isEmpty());
        QVERIFY(OpenAlEngine::outputDevices().contains(engine.deviceName()) ||
                OpenAlEngine::outputDevices().isEmpty());
        const SoundHandle h = engine.play(sine(2.0), retailAt(-10.0, 0.0), 1.0, true);
        QVERIFY(h != 0);
        QVERIFY(engine.isPlaying(h));
        QVERIFY(engine.update(h, retailAt(10.0, 0.0), 0.5));
        engine.poll();
        QVERIFY(engine.isPlaying(h));
        engine.stop(h);
        QVERIFY(!engine.isPlaying(h));
        QVERIFY(engine.render(16).empty());

        // Switching devices: sounds stop, their handles go stale, new handles stay new.
        const SoundHandle before = engine.play(sine(2.0), retailAt(-10.0, 0.0), 1.0, true);
        QVERIFY(before != 0);
        const QString opened = engine.deviceName();
        QVERIFY(!engine.setDevice(u"Soundstage test: no such device"_s));
        QVERIFY(engine.status().startsWith(u"no audio output:"));
        QCOMPARE(engine.play(sine(0.1), retailAt(1.0, 0.0), 1.0), SoundHandle(0));
        QVERIFY(engine.setDevice(opened));
        QCOMPARE(engine.deviceName(), opened);
        QVERIFY(!engine.isPlaying(before));
        QVERIFY(!engine.update(before, retailAt(1.0, 0.0), 1.0));
        const SoundHandle after = engine.play(sine(0.5), retailAt(1.0, 0.0), 1.0);
        QVERIFY(after > before);
    }

    void hrtfWhenAsked() {
        OpenAlEngine::Options options = loopbackOptions();
        options.hrtf = OpenAlEngine::Hrtf::On;
        OpenAlEngine engine(options);
        QVERIFY(engine.hasOutput());
        if (!engine.hrtfEnabled())
            QSKIP("this OpenAL Soft has no HRTF data set for 44100 Hz");
        QVERIFY(engine.status().contains(u"HRTF"));
        QVERIFY(engine.play(sine(1.0), openAlAt(-2.0, 0.0), 1.0) != 0);
        const std::vector<float> out = engine.render(kRate / 2);
        // Binaural: both ears hear it, the left one louder.
        const double left = channelRms(out, 0, 0, kRate / 2);
        const double right = channelRms(out, 1, 0, kRate / 2);
        QVERIFY(right > 1e-3);
        QVERIFY(left > 1.5 * right);
    }

    // play/update/stop from two threads while a third renders: no crash, no deadlock, and the
    // engine stays consistent.
    void callsFromSeveralThreads() {
        OpenAlEngine engine(loopbackOptions());
        const PcmBufferPtr source = sine(0.05);
        std::atomic<bool> done = false;
        std::thread renderer([&] {
            while (!done)
                (void)engine.render(512);
        });
        auto worker = [&](double side) {
            for (int i = 0; i < 300; ++i) {
                const SoundHandle h = engine.play(source, retailAt(side * 10.0, 0.0), 1.0);
                engine.update(h, retailAt(side * 20.0, 1.0), 0.5);
                if (i % 3 == 0)
                    engine.stop(h);
                (void)engine.isPlaying(h);
                engine.poll();
            }
        };
        std::thread a(worker, -1.0);
        std::thread b(worker, 1.0);
        a.join();
        b.join();
        done = true;
        renderer.join();
        engine.stopAll();
        QCOMPARE(engine.playingCount(), 0);
        QVERIFY(engine.play(source, retailAt(1.0, 0.0), 1.0) != 0);
    }

    void renderOnceRendersTheWholeSound() {
        const PcmBufferPtr source = sine(0.5, 22050);
        const Result<PcmBufferPtr> rendered =
            OpenAlEngine::renderOnce(source, retailAt(-10.0, 0.0), 1.0, kRate);
        QVERIFY(rendered.has_value());
        const PcmBuffer& out = **rendered;
        QCOMPARE(out.channels(), 2);
        QCOMPARE(out.sampleRate(), kRate);
        QCOMPARE(out.frames(), qint64(kRate / 2)); // 0.5 s at the output rate
        const std::vector<float> samples(out.samples().begin(), out.samples().end());
        // Linear resampling of a 441 Hz sine at 22.05 kHz keeps its level within 0.1 dB.
        const double left = toDb(channelRms(samples, 0, 100, kRate / 2 - 100) / rmsOf(*source));
        const double right = toDb(channelRms(samples, 1, 100, kRate / 2 - 100) / rmsOf(*source));
        QVERIFY2(std::abs(left - -12.0) <= 0.1, qPrintable(QString::number(left)));
        QVERIFY2(std::abs(right - -27.0) <= 0.1, qPrintable(QString::number(right)));

        const Result<PcmBufferPtr> again =
            OpenAlEngine::renderOnce(source, retailAt(-10.0, 0.0), 1.0, kRate);
        QVERIFY(std::ranges::equal((*again)->samples(), out.samples()));

        const Result<PcmBufferPtr> dropped =
            OpenAlEngine::renderOnce(source, retailAt(-95.0, 0.0), 1.0, kRate);
        QCOMPARE((*dropped)->frames(), qint64(kRate / 2));
        QVERIFY(std::ranges::all_of((*dropped)->samples(), [](float s) { return s == 0.0f; }));

        QCOMPARE(OpenAlEngine::renderOnce(nullptr, retailAt(1.0, 0.0), 1.0).error().code,
                 ErrorCode::Usage);
        QCOMPARE(OpenAlEngine::renderOnce(source, retailAt(1.0, 0.0), 1.0, 0).error().code,
                 ErrorCode::Usage);
        QCOMPARE(OpenAlEngine::renderOnce(source, retailAt(NAN, 0.0), 1.0).error().code,
                 ErrorCode::Usage);
    }

    // Sounds start at their frames and overlapping ones add up, each as renderOnce() plays it.
    void renderTimelinePlacesSoundsInTime() {
        const PcmBufferPtr tone = sine(0.2);
        const Placement at = retailAt(-10.0, 0.0);
        const std::vector<OpenAlEngine::TimedSound> sounds{
            {0.5, tone, 1.0}, {0.1, tone, 1.0}, {0.2, tone, 0.5}};
        const auto rendered = OpenAlEngine::renderTimeline(sounds, at, 0.3, kRate);
        QVERIFY(rendered.has_value());
        const PcmBuffer& out = **rendered;
        QCOMPARE(out.channels(), 2);
        QCOMPARE(out.frames(), qint64(std::llround(0.7 * kRate))); // the last sound's end
        const auto alone = OpenAlEngine::renderOnce(tone, at, 1.0, kRate);
        const auto half = OpenAlEngine::renderOnce(tone, at, 0.5, kRate);
        QVERIFY(alone && half);
        const auto expected = [&](qint64 f, int c) {
            double sum = 0.0;
            for (const auto& [start, pcm] :
                 {std::pair{0.5, &**alone}, std::pair{0.1, &**alone}, std::pair{0.2, &**half}}) {
                const qint64 g = f - std::llround(start * kRate);
                if (g >= 0 && g < pcm->frames())
                    sum += double(pcm->sample(g, c));
            }
            return sum;
        };
        double worst = 0.0;
        for (qint64 f = 0; f < out.frames(); ++f)
            for (int c = 0; c < 2; ++c)
                worst = std::max(worst, std::abs(double(out.sample(f, c)) - expected(f, c)));
        QVERIFY2(worst < 1e-5, qPrintable(QString::number(worst)));
        // Silence before the first; the asked length when every sound ends sooner.
        QCOMPARE(channelRms({out.samples().begin(), out.samples().end()}, 0, 0, kRate / 10), 0.0);
        const auto longer = OpenAlEngine::renderTimeline(sounds, at, 2.0, kRate);
        QCOMPARE((*longer)->frames(), qint64(2 * kRate));
        const auto again = OpenAlEngine::renderTimeline(sounds, at, 0.3, kRate);
        QVERIFY(std::ranges::equal((*again)->samples(), out.samples()));
        const auto empty = OpenAlEngine::renderTimeline({}, at, 0.25, kRate);
        QCOMPARE((*empty)->frames(), qint64(kRate / 4));
    }

    void renderTimelineRefusesBadInput_data() {
        QTest::addColumn<double>("start");
        QTest::addColumn<bool>("nullBuffer");
        QTest::addColumn<double>("minSeconds");
        QTest::newRow("negative start") << -0.1 << false << 0.0;
        QTest::newRow("start not finite") << double(NAN) << false << 0.0;
        QTest::newRow("no buffer") << 0.0 << true << 0.0;
        QTest::newRow("negative length") << 0.0 << false << -1.0;
        QTest::newRow("length infinite") << 0.0 << false << double(INFINITY);
        // Past the decoded-sound limit (32 Mi samples: 380 s of 44.1 kHz stereo), checked
        // before anything is allocated.
        QTest::newRow("starts too late") << 400.0 << false << 0.0;
        QTest::newRow("too long") << 0.0 << false << 400.0;
    }
    void renderTimelineRefusesBadInput() {
        QFETCH(double, start);
        QFETCH(bool, nullBuffer);
        QFETCH(double, minSeconds);
        const std::vector<OpenAlEngine::TimedSound> sounds{
            {start, nullBuffer ? nullptr : sine(0.1), 1.0}};
        const auto rendered =
            OpenAlEngine::renderTimeline(sounds, retailAt(1.0, 0.0), minSeconds, kRate);
        QVERIFY(!rendered);
        QCOMPARE(rendered.error().code, ErrorCode::Usage);
    }

    void enginesCoexist() {
        OpenAlEngine a(loopbackOptions());
        OpenAlEngine b(loopbackOptions());
        const PcmBufferPtr source = sine(0.5);
        QVERIFY(a.play(source, retailAt(-10.0, 0.0), 1.0) != 0);
        QVERIFY(b.play(source, retailAt(10.0, 0.0), 1.0) != 0);
        const std::vector<float> outA = a.render(4410);
        const std::vector<float> outB = b.render(4410);
        QVERIFY(channelRms(outA, 0, 0, 4410) > channelRms(outA, 1, 0, 4410) * 4.0);
        QVERIFY(channelRms(outB, 1, 0, 4410) > channelRms(outB, 0, 0, 4410) * 4.0);
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
