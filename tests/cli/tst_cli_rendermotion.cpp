// soundstage-cli render --motion as users run it, on the demo humanoid (Setup 0x02000003): the
// rendered WAV is read back and measured — energy from each played event's start frame, nothing
// before the first, nothing where the gate said silent, every event heard exactly as `render`
// plays it alone — the events are those `motion` lists for the same seed, the same seed gives
// the same bytes, and every bad request is refused without writing a file.
#include "tests/audio/audiotesttools.h"
#include "tests/cli/clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

constexpr int Rate = 44100;
const QString Humanoid = u"0x02000003"_s;

// Root mean square over frames [from, to) of both channels (0 for an empty range).
double rms(const PcmBuffer& pcm, qint64 from, qint64 to) {
    from = std::max<qint64>(0, from);
    to = std::min(to, pcm.frames());
    double sum = 0.0;
    for (qint64 f = from; f < to; ++f)
        for (int c = 0; c < pcm.channels(); ++c)
            sum += double(pcm.sample(f, c)) * double(pcm.sample(f, c));
    return to > from ? std::sqrt(sum / double((to - from) * pcm.channels())) : 0.0;
}

// The largest |a − b| over frames [from, to), `b` read from `offset` frames earlier.
double maxDifference(const PcmBuffer& a, const PcmBuffer& b, qint64 from, qint64 to,
                     qint64 offset) {
    double most = 0.0;
    for (qint64 f = from; f < to; ++f)
        for (int c = 0; c < 2; ++c) {
            const qint64 g = f - offset;
            const double other = g >= 0 && g < b.frames() ? double(b.sample(g, c)) : 0.0;
            most = std::max(most, std::abs(double(a.sample(f, c)) - other));
        }
    return most;
}

QByteArray bytesOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliRenderMotion : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    // render DEMO 0x02000003 --motion MOTION … --json; the source 3 m east, 4 m north (5 m:
    // inside the retail 5 m radius only by its whole metres, so panned but not attenuated).
    CliRun render(const QString& motion, const QString& out, const QStringList& extra = {}) const {
        return runCli(QStringList{u"render"_s, m_demo, Humanoid, u"--motion"_s, motion,
                                  u"--listener"_s, u"0,0"_s, u"--source"_s, u"3,4"_s, u"-o"_s, out,
                                  u"--json"_s} +
                      extra);
    }

private slots:
    void initTestCase() {
        m_demo = writeDemoDat(m_dir);
        QVERIFY(!m_demo.isEmpty());
    }

    // Every played footstep is in the file from its start frame on, exactly as `render` plays
    // that variant alone at the same place; before the first and after each one ends, silence.
    void walkHasEachStepAtItsTime() {
        const QString out = path(u"walk.wav"_s);
        const CliRun run = render(u"WalkForward"_s, out, {u"--seconds"_s, u"3"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = jsonOf(run);
        QCOMPARE(report[u"command"_s].toString(), u"WalkForward"_s);
        QCOMPARE(report[u"sampleRate"_s].toInt(), Rate);
        const PcmBufferPtr pcm = soundstage::testing::readWavFile(out);
        QVERIFY(pcm);
        QCOMPARE(pcm->channels(), 2);
        QCOMPARE(pcm->sampleRate(), Rate);
        QCOMPARE(pcm->frames(), qint64(report[u"frames"_s].toInteger()));
        QVERIFY(pcm->frames() >= 3 * Rate);

        const QJsonArray events = report[u"events"_s].toArray();
        QCOMPARE(events.size(), 9); // frames 4 and 14 of each 2/3 s pass
        // The step alone, as render plays it (variant 0 of Footstep1 in the humanoid's table).
        const QString alone = path(u"step.wav"_s);
        const CliRun one = runCli({u"render"_s, m_demo, u"0x20000004"_s, u"--sound"_s,
                                   u"Footstep1"_s, u"--variant"_s, u"0"_s, u"--listener"_s,
                                   u"0,0"_s, u"--source"_s, u"3,4"_s, u"-o"_s, alone});
        QCOMPARE(one.exitCode, 0);
        const PcmBufferPtr step = soundstage::testing::readWavFile(alone);
        QVERIFY(step && step->frames() > 0);
        QVERIFY(rms(*step, 0, step->frames()) > 0.01);

        qint64 previousEnd = 0;
        for (const QJsonValue& value : events) {
            const QJsonObject e = value.toObject();
            QCOMPARE(e[u"result"_s].toString(), u"played"_s);
            QCOMPARE(e[u"wave"_s].toString(), u"0x0A000001"_s);
            const qint64 start = e[u"start_frame"_s].toInteger();
            QCOMPARE(start, qint64(std::llround(e[u"time"_s].toDouble() * Rate)));
            QVERIFY2(start >= previousEnd, "the demo's steps do not overlap");
            // Silence between the last step's end and this one's start.
            QCOMPARE(rms(*pcm, previousEnd, start), 0.0);
            // This step, sample for sample (16-bit rounding aside).
            const qint64 end = start + step->frames();
            QVERIFY(rms(*pcm, start, start + step->frames() / 4) > 0.01);
            QVERIFY2(maxDifference(*pcm, *step, start, end, start) <= 1.0 / 32768.0,
                     qPrintable(u"step at frame %1"_s.arg(start)));
            previousEnd = end;
        }
        QCOMPARE(rms(*pcm, previousEnd, pcm->frames()), 0.0);
    }

    // The SoundTweaked hook of AttackHigh1 (probability 0.5) fires at 0.433 s: a seed whose gate
    // roll fails renders nothing there, one whose roll passes renders the heavy swoosh on top of
    // the same Swoosh2. The seeds are found through `motion`, not assumed.
    void gateSilenceIsSilent() {
        int silentSeed = -1;
        int playedSeed = -1;
        for (int seed = 1; seed <= 40 && (silentSeed < 0 || playedSeed < 0); ++seed) {
            const CliRun m =
                runCli({u"motion"_s, m_demo, Humanoid, u"--motion"_s, u"AttackHigh1"_s,
                        u"--seconds"_s, u"2"_s, u"--seed"_s, QString::number(seed), u"--json"_s});
            QCOMPARE(m.exitCode, 0);
            const QJsonArray events = jsonOf(m)[u"events"_s].toArray();
            QCOMPARE(events.size(), 2);
            const QString result = events[1].toObject()[u"result"_s].toString();
            (result == u"silent: gate"_s ? silentSeed : playedSeed) = seed;
        }
        QVERIFY(silentSeed > 0 && playedSeed > 0);

        const CliRun silentRun =
            render(u"AttackHigh1"_s, path(u"silent.wav"_s),
                   {u"--seconds"_s, u"2"_s, u"--seed"_s, QString::number(silentSeed)});
        const CliRun playedRun =
            render(u"AttackHigh1"_s, path(u"played.wav"_s),
                   {u"--seconds"_s, u"2"_s, u"--seed"_s, QString::number(playedSeed)});
        QCOMPARE(silentRun.exitCode, 0);
        QCOMPARE(playedRun.exitCode, 0);
        const QJsonArray silentEvents = jsonOf(silentRun)[u"events"_s].toArray();
        const QJsonArray playedEvents = jsonOf(playedRun)[u"events"_s].toArray();
        QCOMPARE(silentEvents[1].toObject()[u"result"_s].toString(), u"silent: gate"_s);
        QVERIFY(!silentEvents[1].toObject().contains(u"start_frame"_s));
        QCOMPARE(playedEvents[1].toObject()[u"result"_s].toString(), u"played"_s);
        const qint64 swooshAt = playedEvents[0].toObject()[u"start_frame"_s].toInteger();
        const qint64 tweakAt = playedEvents[1].toObject()[u"start_frame"_s].toInteger();
        QCOMPARE(swooshAt, qint64(std::llround(0.3 * Rate)));
        QVERIFY(tweakAt > swooshAt);

        const PcmBufferPtr silent = soundstage::testing::readWavFile(path(u"silent.wav"_s));
        const PcmBufferPtr played = soundstage::testing::readWavFile(path(u"played.wav"_s));
        QVERIFY(silent && played);
        // Nothing before the swoosh; the swoosh itself in both.
        QCOMPARE(rms(*silent, 0, swooshAt), 0.0);
        QVERIFY(rms(*silent, swooshAt, swooshAt + Rate / 20) > 0.01);
        // Up to the SoundTweaked hook the two files are the same sound.
        QCOMPARE(maxDifference(*played, *silent, 0, tweakAt, 0), 0.0);
        // From it on, the played seed has the heavy swoosh the silent one lacks.
        const qint64 window = Rate / 10;
        double difference = 0.0;
        for (qint64 f = tweakAt; f < tweakAt + window; ++f)
            for (int c = 0; c < 2; ++c)
                difference += std::pow(double(played->sample(f, c)) -
                                           double(f < silent->frames() ? silent->sample(f, c) : 0),
                                       2.0);
        QVERIFY(std::sqrt(difference / double(2 * window)) > 0.01);
        // After the swoosh has ended the silent seed's file is silent to its end.
        const qint64 swooshEnd = swooshAt + qint64(std::ceil(0.38 * Rate));
        QCOMPARE(rms(*silent, swooshEnd, silent->frames()), 0.0);
        QVERIFY(rms(*played, swooshEnd, played->frames()) > 0.0);
    }

    // The events are `motion`'s for the same seed; the same seed gives the same bytes.
    // Cheer: frame 20's DefaultScript starts the humanoid's default script (ChimeScript) at
    // 0.7 s, and its Sound hook is in the file from there. A `script` line silences it (the file
    // is the same up to 0.7 s and quieter after) or makes it another wave.
    void cheerHasTheScriptsSound_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("wave");
        QTest::addColumn<QString>("result");
        QTest::newRow("as the dat has it") << QByteArray() << u"0x0A000020"_s << u"played"_s;
        QTest::newRow("silenced") << QByteArray("script 0x33000002@0, 0 =\n") << u"0x00000000"_s
                                  << u"silent: override"_s;
        QTest::newRow("another wave") << QByteArray("script 0x33000002@0, 0 = 0x0A000061, 1\n")
                                      << u"0x0A000061"_s << u"played"_s;
    }
    void cheerHasTheScriptsSound() {
        QFETCH(QByteArray, line);
        QFETCH(QString, wave);
        QFETCH(QString, result);
        QStringList extra{u"--seconds"_s, u"3"_s, u"--seed"_s, u"7"_s};
        if (!line.isEmpty()) {
            QFile file(path(u"script.txt"_s));
            QVERIFY(file.open(QIODevice::WriteOnly) && file.write(line) == line.size());
            file.close();
            extra << u"--override"_s << file.fileName();
        }
        const QString out = path(u"cheer.wav"_s);
        const CliRun run = render(u"Cheer"_s, out, extra);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray events = jsonOf(run)[u"events"_s].toArray();
        QCOMPARE(events.size(), 2);
        const QJsonObject chime = events[1].toObject();
        QCOMPARE(chime[u"script"_s].toString(), u"0x33000002"_s);
        QCOMPARE(chime[u"time"_s].toDouble(), 21.0 / 30.0);
        QCOMPARE(chime[u"wave"_s].toString(), wave);
        QCOMPARE(chime[u"result"_s].toString(), result);
        QCOMPARE(chime[u"started_by"_s][u"kind"_s].toString(), u"DefaultScript"_s);
        const PcmBufferPtr pcm = soundstage::testing::readWavFile(out);
        QVERIFY(pcm);
        const qint64 at = qint64(std::round(21.0 / 30.0 * Rate));
        QCOMPARE(chime.contains(u"start_frame"_s), result == u"played"_s);
        if (result == u"played"_s)
            QCOMPARE(chime[u"start_frame"_s].toInteger(), at);
        // Against the file with the script's hook silenced: equal before 0.7 s, and after it
        // louder exactly when the hook plays.
        const QString silent = path(u"cheer-silent.wav"_s);
        QFile file(path(u"silence.txt"_s));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("script 0x33000002@0, 0 =\n") > 0);
        file.close();
        QCOMPARE(
            render(u"Cheer"_s, silent,
                   {u"--seconds"_s, u"3"_s, u"--seed"_s, u"7"_s, u"--override"_s, file.fileName()})
                .exitCode,
            0);
        const PcmBufferPtr without = soundstage::testing::readWavFile(silent);
        QVERIFY(without);
        QCOMPARE(maxDifference(*pcm, *without, 0, at, 0), 0.0);
        const double difference = maxDifference(*pcm, *without, at, at + Rate / 2, 0);
        if (result == u"played"_s)
            QVERIFY2(difference > 0.05, qPrintable(QString::number(difference)));
        else
            QCOMPARE(difference, 0.0);
    }

    void sameSeedSameBytes() {
        const QStringList args{u"--seconds"_s, u"4"_s, u"--seed"_s, u"11"_s};
        const CliRun a = render(u"RunForward"_s, path(u"run_a.wav"_s), args);
        const CliRun b = render(u"RunForward"_s, path(u"run_b.wav"_s), args);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(b.exitCode, 0);
        const QByteArray bytes = bytesOf(path(u"run_a.wav"_s));
        QVERIFY(bytes.size() > 44 + 4 * 4 * Rate - 1);
        QCOMPARE(bytesOf(path(u"run_b.wav"_s)), bytes);

        const CliRun m = runCli(QStringList{u"motion"_s, m_demo, Humanoid, u"--motion"_s,
                                            u"RunForward"_s, u"--json"_s} +
                                args);
        QCOMPARE(m.exitCode, 0);
        const QJsonArray listed = jsonOf(m)[u"events"_s].toArray();
        const QJsonArray rendered = jsonOf(a)[u"events"_s].toArray();
        QVERIFY(!listed.isEmpty());
        QCOMPARE(rendered.size(), listed.size());
        for (qsizetype i = 0; i < listed.size(); ++i) {
            QJsonObject r = rendered[i].toObject();
            for (const QString& added :
                 {u"start_frame"_s, u"audible"_s, u"attenuationDb"_s, u"panDb"_s})
                r.remove(added);
            QCOMPARE(r, listed[i].toObject());
        }
        // Another seed draws other gate rolls (RunForward's table hooks draw one each).
        const CliRun other = render(u"RunForward"_s, path(u"run_c.wav"_s),
                                    {u"--seconds"_s, u"4"_s, u"--seed"_s, u"12"_s});
        QCOMPARE(other.exitCode, 0);
        QVERIFY(jsonOf(other)[u"events"_s].toArray() != rendered);
    }

    // Far away the retail client drops every sound: a silent file of the asked length.
    void beyondHearingIsSilence() {
        const QString out = path(u"far.wav"_s);
        const CliRun run =
            runCli({u"render"_s, m_demo, Humanoid, u"--motion"_s, u"WalkForward"_s, u"--seconds"_s,
                    u"1"_s, u"--listener"_s, u"0,0"_s, u"--source"_s, u"900,0"_s, u"-o"_s, out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"dropped (below −50 dB)"_s), qPrintable(run.out));
        const PcmBufferPtr pcm = soundstage::testing::readWavFile(out);
        QVERIFY(pcm);
        QCOMPARE(pcm->frames(), qint64(Rate));
        QCOMPARE(rms(*pcm, 0, pcm->frames()), 0.0);
    }

    void errors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QStringList place{u"--listener"_s, u"0,0"_s, u"--source"_s, u"1,1"_s};
        const QStringList base = QStringList{u"render"_s, u"@demo"_s, Humanoid} + place;
        const QStringList walk = base + QStringList{u"--motion"_s, u"WalkForward"_s};
        QTest::newRow("unknown motion")
            << base + QStringList{u"--motion"_s, u"Moonwalk"_s} << 64 << u"Moonwalk"_s;
        QTest::newRow("motion not in table")
            << base + QStringList{u"--motion"_s, u"Jump"_s} << 2 << u"no cycle or link"_s;
        QTest::newRow("setup without motion table")
            << QStringList{u"render"_s, u"@demo"_s, u"0x02000001"_s, u"--motion"_s, u"Ready"_s} +
                   place
            << 2 << u"no default motion table"_s;
        QTest::newRow("setup not in dat")
            << QStringList{u"render"_s, u"@demo"_s, u"0x0200FFFF"_s, u"--motion"_s, u"Ready"_s} +
                   place
            << 2 << u"not in the dat"_s;
        QTest::newRow("a table, not a setup")
            << QStringList{u"render"_s, u"@demo"_s, u"0x20000004"_s, u"--motion"_s, u"Ready"_s} +
                   place
            << 64 << u"not a Setup id"_s;
        QTest::newRow("zero seconds")
            << walk + QStringList{u"--seconds"_s, u"0"_s} << 64 << u"--seconds"_s;
        QTest::newRow("negative seconds")
            << walk + QStringList{u"--seconds"_s, u"-2"_s} << 64 << u"--seconds"_s;
        QTest::newRow("seconds not a number")
            << walk + QStringList{u"--seconds"_s, u"soon"_s} << 64 << u"--seconds"_s;
        QTest::newRow("seconds infinite")
            << walk + QStringList{u"--seconds"_s, u"inf"_s} << 64 << u"--seconds"_s;
        QTest::newRow("seconds beyond a render")
            << walk + QStringList{u"--seconds"_s, u"600"_s} << 64 << u"lasts at most 380.4 s"_s;
        QTest::newRow("bad seed") << walk + QStringList{u"--seed"_s, u"-1"_s} << 64 << u"--seed"_s;
        QTest::newRow("not a stance")
            << walk + QStringList{u"--style"_s, u"WalkForward"_s} << 64 << u"not a stance"_s;
        QTest::newRow("motion and sound")
            << walk + QStringList{u"--sound"_s, u"Footstep1"_s} << 64 << u"--sound"_s;
        QTest::newRow("seconds without motion")
            << QStringList{u"render"_s,    u"@demo"_s,     u"0x20000004"_s, u"--sound"_s,
                           u"Footstep1"_s, u"--seconds"_s, u"2"_s} +
                   place
            << 64 << u"need --motion"_s;
        QTest::newRow("no source")
            << QStringList{u"render"_s,      u"@demo"_s,      Humanoid, u"--motion"_s,
                           u"WalkForward"_s, u"--listener"_s, u"0,0"_s}
            << 64 << u"--source"_s;
        QTest::newRow("bad gate model")
            << walk + QStringList{u"--gate-model"_s, u"quad"_s} << 64 << u"--gate-model"_s;
    }
    void errors() {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const QString out = path(u"refused.wav"_s);
        for (QString& a : arguments)
            if (a == u"@demo"_s)
                a = m_demo;
        const CliRun run = runCli(arguments + QStringList{u"-o"_s, out});
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY2(!QFile::exists(out), "a refused render writes no file");
    }
};

QTEST_GUILESS_MAIN(TestCliRenderMotion)
#include "tst_cli_rendermotion.moc"
