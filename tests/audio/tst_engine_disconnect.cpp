// A live output device that goes away: a private PulseAudio server (null sink) is started for
// this test, OpenAL Soft plays on it, and the server is killed under it (ALC_EXT_disconnect).
// Skipped when pulseaudio is not installed.
#include "core/audio/openalengine.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cmath>
#include <numbers>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

PcmBufferPtr sine(double seconds) {
    constexpr int rate = 44100;
    std::vector<float> samples(static_cast<size_t>(seconds * rate));
    for (size_t f = 0; f < samples.size(); ++f)
        samples[f] = static_cast<float>(0.5 * std::sin(2.0 * std::numbers::pi * 441.0 * f / rate));
    return PcmBuffer::make(std::move(samples), rate, 1);
}

Placement leftOfListener() {
    Placement p;
    p.source = {-10.0, 0.0, 0.0};
    return p;
}

} // namespace

class TestEngineDisconnect : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_pulseaudio;
    std::unique_ptr<QProcess> m_server;

    QString socketPath() const { return m_dir.filePath(u"native"_s); }

    // Starts a server listening on socketPath(); true once the socket exists.
    bool startServer() {
        QFile::remove(socketPath());
        m_server = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_RUNTIME_DIR"_s, m_dir.path());
        env.insert(u"HOME"_s, m_dir.path());
        m_server->setProcessEnvironment(env);
        m_server->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_server->start(
            m_pulseaudio,
            {u"-n"_s, u"--daemonize=no"_s, u"--exit-idle-time=-1"_s, u"--use-pid-file=no"_s,
             u"--log-level=error"_s, u"--load=module-null-sink sink_name=soundstage_test"_s,
             u"--load=module-native-protocol-unix auth-anonymous=1 socket="_s + socketPath()});
        if (!m_server->waitForStarted(5000))
            return false;
        const QDeadlineTimer deadline(10000);
        while (!QFileInfo::exists(socketPath())) {
            if (deadline.hasExpired() || m_server->state() != QProcess::Running)
                return false;
            QThread::msleep(20);
        }
        return true;
    }

    void killServer() {
        if (!m_server)
            return;
        m_server->kill();
        m_server->waitForFinished(5000);
        m_server.reset();
    }

    // The socket appears a moment before the server accepts clients: retry for a while.
    static bool openWhenReady(OpenAlEngine& engine) {
        const QDeadlineTimer deadline(10000);
        while (!engine.hasOutput() && !deadline.hasExpired()) {
            QThread::msleep(50);
            engine.setDevice(QString());
        }
        return engine.hasOutput();
    }

    // Polls until the engine reports the disconnection (OpenAL notices it asynchronously).
    static bool waitForDisconnect(OpenAlEngine& engine) {
        const QDeadlineTimer deadline(10000);
        while (!deadline.hasExpired()) {
            engine.poll();
            if (engine.status().contains(u"disconnected"))
                return true;
            QThread::msleep(20);
        }
        return false;
    }

private slots:
    void initTestCase() {
        m_pulseaudio = QStandardPaths::findExecutable(u"pulseaudio"_s);
        if (m_pulseaudio.isEmpty())
            QSKIP("pulseaudio is not installed: the disconnection tests need a server to kill");
        QVERIFY(m_dir.isValid());
        // Before the first OpenAL call of this process: OpenAL Soft reads these once.
        qputenv("ALSOFT_DRIVERS", "pulse");
        qputenv("PULSE_SERVER", QString(u"unix:"_s + socketPath()).toUtf8());
        if (!startServer())
            QSKIP("the private pulseaudio server did not start");
    }

    void cleanupTestCase() { killServer(); }

    void goesSilentWhenTheDeviceDisappears() {
        OpenAlEngine engine;
        if (!openWhenReady(engine))
            QSKIP(qPrintable(u"OpenAL did not open the PulseAudio device: "_s + engine.status()));
        const SoundHandle h = engine.play(sine(2.0), leftOfListener(), 1.0, true);
        QVERIFY(h != 0);
        QVERIFY(engine.isPlaying(h));

        killServer();
        QVERIFY2(waitForDisconnect(engine), qPrintable(engine.status()));
        QVERIFY(!engine.hasOutput());
        QVERIFY2(engine.status().startsWith(u"no audio output:"), qPrintable(engine.status()));
        // Everything is a harmless no-op now.
        QVERIFY(!engine.isPlaying(h));
        QVERIFY(!engine.update(h, leftOfListener(), 1.0));
        QCOMPARE(engine.play(sine(0.1), leftOfListener(), 1.0), SoundHandle(0));
        engine.stop(h);
        engine.stopAll();
        engine.poll();

        // The user picks the device again once it is back.
        QVERIFY(startServer());
        engine.setDevice(QString());
        QVERIFY2(openWhenReady(engine), qPrintable(engine.status()));
        const SoundHandle later = engine.play(sine(0.5), leftOfListener(), 1.0);
        QVERIFY(later > h);
    }

    void reopensWhenADeviceIsThereAgain() {
        if (!m_server)
            QVERIFY(startServer());
        OpenAlEngine engine;
        if (!openWhenReady(engine))
            QSKIP(qPrintable(u"OpenAL did not open the PulseAudio device: "_s + engine.status()));
        const SoundHandle h = engine.play(sine(2.0), leftOfListener(), 1.0, true);
        QVERIFY(h != 0);

        // The server restarts before the engine looks: the old connection is dead, a new one
        // can be made, so the engine reopens by itself.
        killServer();
        QVERIFY(startServer());
        {
            OpenAlEngine probe; // wait until the new server takes clients
            QVERIFY2(openWhenReady(probe), qPrintable(probe.status()));
        }
        QVERIFY2(waitForDisconnect(engine), qPrintable(engine.status()));
        QVERIFY2(engine.hasOutput(), qPrintable(engine.status()));
        QVERIFY(engine.status().contains(u"now playing on"));
        QVERIFY(!engine.isPlaying(h)); // the old sound is gone with its device
        const SoundHandle again = engine.play(sine(0.5), leftOfListener(), 1.0);
        QVERIFY(again > h);
        QVERIFY(engine.isPlaying(again));
    }
};

QTEST_GUILESS_MAIN(TestEngineDisconnect)
#include "tst_engine_disconnect.moc"
