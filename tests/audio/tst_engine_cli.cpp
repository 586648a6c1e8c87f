// soundstage-cli devices and render as users run them, on the demo dat. The rendered WAVs are
// read back with WavReader and measured here: levels against the exported source wave.
#include "tests/audio/audiotesttools.h"
#include "tests/cli/clirunner.h"

#include "core/audio/placement.h"

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

double rms(const PcmBuffer& buffer, int channel) {
    double sum = 0.0;
    for (qint64 f = 0; f < buffer.frames(); ++f) {
        const double s = buffer.sample(f, channel);
        sum += s * s;
    }
    return buffer.frames() ? std::sqrt(sum / double(buffer.frames())) : 0.0;
}

double toDb(double ratio) {
    return 20.0 * std::log10(ratio);
}

} // namespace

class TestEngineCli : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_dat;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    // Renders Swoosh1 of the demo's human table; returns the run.
    CliRun render(const QStringList& extra, const QString& out) const {
        QStringList args{u"render"_s, m_dat, u"0x20000001"_s, u"--sound"_s, u"Swoosh1"_s,
                         u"-o"_s,     out,   u"--json"_s};
        args += extra;
        return runCli(args);
    }

private slots:
    void initTestCase() {
        m_dat = writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
    }

    void devicesListsAndReportsLoopback() {
        const CliRun text = runCli({u"devices"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"offline rendering: rendering offline at 44100 Hz"),
                 qPrintable(text.out));
        const CliRun json = runCli({u"devices"_s, u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject root = jsonOf(json);
        QVERIFY(root.value(u"devices"_s).isArray());
        QCOMPARE(root.value(u"loopback"_s).toBool(), true);
        // CTest runs with ALSOFT_DRIVERS=null: OpenAL's "No Output" device is the default.
        if (qgetenv("ALSOFT_DRIVERS") == "null") {
            QVERIFY(root.value(u"devices"_s).toArray().contains(u"No Output"_s));
            QCOMPARE(root.value(u"default"_s).toString(), u"No Output"_s);
        }
        QCOMPARE(runCli({u"devices"_s, u"extra"_s}).exitCode, 64);
    }

    // Retail 10 m to the left at the wave's own rate (no resampling): the left channel is the
    // record's volume through GetAttenuation (0.9·25/100 = 0.225 → −12.96 → ceil −12 dB), the
    // right one 15 dB further down.
    void rendersRetailTenMetresLeft() {
        const QString out = path(u"retail.wav"_s);
        CliRun run = render({u"--listener"_s, u"0,0"_s, u"--source"_s, u"-10,0"_s}, out);
        QCOMPARE(run.exitCode, 0);
        const QString wave = jsonOf(run).value(u"wave"_s).toString();
        QCOMPARE(jsonOf(run).value(u"attenuationDb"_s).toInt(), -12);
        QCOMPARE(jsonOf(run).value(u"panDb"_s).toInt(), -15);

        const QString sourcePath = path(u"source.wav"_s);
        QCOMPARE(runCli({u"export"_s, m_dat, wave, u"--format"_s, u"wav"_s, u"-o"_s, sourcePath})
                     .exitCode,
                 0);
        const PcmBufferPtr source = soundstage::testing::readWavFile(sourcePath);
        QVERIFY(source);
        QCOMPARE(source->channels(), 1);

        run = render({u"--listener"_s, u"0,0"_s, u"--source"_s, u"-10,0"_s, u"--rate"_s,
                      QString::number(source->sampleRate())},
                     out);
        QCOMPARE(run.exitCode, 0);
        const PcmBufferPtr rendered = soundstage::testing::readWavFile(out);
        QVERIFY(rendered);
        QCOMPARE(rendered->channels(), 2);
        QCOMPARE(rendered->sampleRate(), source->sampleRate());
        QCOMPARE(rendered->frames(), source->frames());
        const double left = toDb(rms(*rendered, 0) / rms(*source, 0));
        const double right = toDb(rms(*rendered, 1) / rms(*source, 0));
        QVERIFY2(std::abs(left - -12.0) <= 0.1, qPrintable(QString::number(left)));
        QVERIFY2(std::abs(right - -27.0) <= 0.1, qPrintable(QString::number(right)));
    }

    void headingTurnsTheListener() {
        const QString out = path(u"turned.wav"_s);
        // Facing south, a source to the west is on the right.
        const CliRun run = render({u"--listener"_s, u"0,0,180"_s, u"--source"_s, u"-10,0"_s}, out);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(jsonOf(run).value(u"panDb"_s).toInt(), 15);
        const PcmBufferPtr rendered = soundstage::testing::readWavFile(out);
        QVERIFY(rendered);
        QVERIFY(std::abs(toDb(rms(*rendered, 1) / rms(*rendered, 0)) - 15.0) <= 0.1);
    }

    void inverseModelOneMetreLeft() {
        const QString out = path(u"inverse.wav"_s);
        const CliRun run = render({u"--listener"_s, u"5,5"_s, u"--source"_s, u"4,5"_s, u"--model"_s,
                                   u"inverse"_s, u"--rate"_s, u"44100"_s},
                                  out);
        QCOMPARE(run.exitCode, 0);
        const PcmBufferPtr rendered = soundstage::testing::readWavFile(out);
        QVERIFY(rendered);
        QVERIFY(rms(*rendered, 0) > 0.01);
        QVERIFY(rms(*rendered, 1) <= 1e-3);
    }

    // Without distance options an OpenAL model uses the editor's defaults (AuditionDefaults:
    // reference 5 m, rolloff 1): inverse clamped at 10 m ahead is 5 / (5 + 5) = half of the
    // sound at 1 m (inside the reference distance, full gain) — −6.02 dB; with OpenAL's own
    // reference of 1 m it would be −20 dB.
    void openAlModelsDefaultToTheEditorsDistances() {
        const QString nearOut = path(u"inverse-near.wav"_s);
        const QString farOut = path(u"inverse-far.wav"_s);
        QCOMPARE(
            render({u"--listener"_s, u"0,0"_s, u"--source"_s, u"0,1"_s, u"--model"_s, u"inverse"_s},
                   nearOut)
                .exitCode,
            0);
        QCOMPARE(render({u"--listener"_s, u"0,0"_s, u"--source"_s, u"0,10"_s, u"--model"_s,
                         u"inverse"_s},
                        farOut)
                     .exitCode,
                 0);
        const PcmBufferPtr nearWave = soundstage::testing::readWavFile(nearOut);
        const PcmBufferPtr farWave = soundstage::testing::readWavFile(farOut);
        QVERIFY(nearWave && farWave);
        QCOMPARE(nearWave->sampleRate(), AuditionDefaults::sampleRate);
        const double db = toDb(rms(*farWave, 0) / rms(*nearWave, 0));
        QVERIFY2(std::abs(db - 20.0 * std::log10(0.5)) <= 0.1, qPrintable(QString::number(db)));
    }

    void ninetyFiveMetresIsSilent() {
        const QString out = path(u"far.wav"_s);
        const CliRun run = render({u"--listener"_s, u"0,0"_s, u"--source"_s, u"0,95"_s}, out);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(jsonOf(run).value(u"silent"_s).toBool(), true);
        const PcmBufferPtr rendered = soundstage::testing::readWavFile(out);
        QVERIFY(rendered);
        QVERIFY(rendered->frames() > 0);
        QCOMPARE(rms(*rendered, 0), 0.0);
        QCOMPARE(rms(*rendered, 1), 0.0);
        const CliRun text =
            runCli({u"render"_s, m_dat, u"0x20000001"_s, u"--sound"_s, u"Swoosh1"_s,
                    u"--listener"_s, u"0,0"_s, u"--source"_s, u"0,95"_s, u"-o"_s, out});
        QVERIFY2(text.out.contains(u"silent: the retail client drops it"), qPrintable(text.out));
    }

    void rendersAreByteIdentical() {
        const QString a = path(u"a.wav"_s);
        const QString b = path(u"b.wav"_s);
        const QStringList where{u"--listener"_s, u"1,2,30"_s, u"--source"_s, u"-7,9"_s};
        QCOMPARE(render(where, a).exitCode, 0);
        QCOMPARE(render(where, b).exitCode, 0);
        QFile fa(a), fb(b);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly));
        const QByteArray bytesA = fa.readAll();
        QVERIFY(bytesA.size() > 1000);
        QCOMPARE(bytesA, fb.readAll());
    }

    void variantsAndSilentRecords() {
        const QString out = path(u"v.wav"_s);
        // Footstep1 has four records; the fourth exists even if retail never picks it.
        CliRun run = runCli({u"render"_s, m_dat, u"0x20000001"_s, u"--sound"_s, u"Footstep1"_s,
                             u"--variant"_s, u"3"_s, u"--listener"_s, u"0,0"_s, u"--source"_s,
                             u"1,1"_s, u"-o"_s, out, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(jsonOf(run).value(u"variant"_s).toInt(), 3);
        // A record naming wave 0 renders silence (and says so).
        run = runCli({u"render"_s, m_dat, u"0x20000002"_s, u"--sound"_s, u"UI_GeneralError"_s,
                      u"--listener"_s, u"0,0"_s, u"--source"_s, u"1,1"_s, u"-o"_s, out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"silent: the record names wave 0"), qPrintable(run.out));
        // A record naming a wave the dat lacks: silence too, as in the client.
        run =
            runCli({u"render"_s, m_dat, u"0x20000003"_s, u"--sound"_s, u"Attack1"_s, u"--variant"_s,
                    u"0"_s, u"--listener"_s, u"0,0"_s, u"--source"_s, u"1,1"_s, u"-o"_s, out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"0x0A00FFFF is not in the dat"), qPrintable(run.out));
    }

    // --seed rolls the event like the client; the same seed gives the same file.
    void seedRollsTheEvent() {
        const QString a = path(u"seed-a.wav"_s);
        const QString b = path(u"seed-b.wav"_s);
        const QStringList args{u"render"_s,    m_dat,         u"0x20000001"_s, u"--sound"_s,
                               u"Footstep1"_s, u"--seed"_s,   u"7"_s,          u"--listener"_s,
                               u"0,0"_s,       u"--source"_s, u"-10,0"_s,      u"--json"_s,
                               u"-o"_s};
        const CliRun first = runCli(args + QStringList{a});
        QCOMPARE(first.exitCode, 0);
        const QJsonObject json = jsonOf(first);
        QCOMPARE(json.value(u"seed"_s).toInt(), 7);
        QCOMPARE(json.value(u"roll"_s).toString(), u"played"_s); // Footstep1's gates are all 1
        const int variant = json.value(u"variant"_s).toInt();
        QVERIFY(variant >= 0 && variant <= 2); // the fourth footstep is never chosen
        QCOMPARE(runCli(args + QStringList{b}).exitCode, 0);
        QFile fa(a), fb(b);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly));
        QCOMPARE(fa.readAll(), fb.readAll());

        // The creature's Wound1 is gated off (probability 0): every roll is silent.
        const CliRun gated =
            runCli({u"render"_s, m_dat, u"0x20000003"_s, u"--sound"_s, u"Wound1"_s, u"--seed"_s,
                    u"1"_s, u"--listener"_s, u"0,0"_s, u"--source"_s, u"1,0"_s, u"-o"_s, a});
        QCOMPARE(gated.exitCode, 0);
        QVERIFY2(gated.out.contains(u"gated out"), qPrintable(gated.out));
        QVERIFY2(gated.out.contains(u"silent: the play gate rolled"), qPrintable(gated.out));

        const CliRun both = runCli(args + QStringList{a, u"--variant"_s, u"0"_s});
        QCOMPARE(both.exitCode, 64);
        QVERIFY(both.err.contains(u"not both"));
    }

    void refusesBadInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString dat = m_dat;
        const QString out = path(u"bad.wav"_s);
        const QStringList where{u"--listener"_s, u"0,0"_s, u"--source"_s, u"1,0"_s};
        auto cmd = [](const QStringList& a, const QStringList& tail) {
            return QStringList{u"render"_s} + a + tail;
        };
        QTest::newRow("no output") << cmd({dat, u"0x20000001"_s, u"--sound"_s, u"Swoosh1"_s}, where)
                                   << 64 << u"missing -o"_s;
        QTest::newRow("no sound") << cmd({dat, u"0x20000001"_s, u"-o"_s, out}, where) << 64
                                  << u"missing --sound"_s;
        QTest::newRow("unknown sound type")
            << cmd({dat, u"0x20000001"_s, u"--sound"_s, u"NoSuchSound"_s, u"-o"_s, out}, where)
            << 64 << u"'NoSuchSound' is not a sound type"_s;
        QTest::newRow("bad listener")
            << cmd({dat, u"0x20000001"_s, u"--sound"_s, u"Swoosh1"_s, u"-o"_s, out, u"--listener"_s,
                    u"0"_s, u"--source"_s, u"1,0"_s},
                   {})
            << 64 << u"--listener takes X,Y"_s;
        QTest::newRow("bad source")
            << cmd({dat, u"0x20000001"_s, u"--sound"_s, u"Swoosh1"_s, u"-o"_s, out, u"--listener"_s,
                    u"0,0"_s, u"--source"_s, u"1,x"_s},
                   {})
            << 64 << u"--source takes X,Y"_s;
        QTest::newRow("bad model") << cmd({dat, u"0x20000001"_s, u"--sound"_s, u"Swoosh1"_s,
                                           u"-o"_s, out, u"--model"_s, u"hrtf"_s},
                                          where)
                                   << 64 << u"--model must be"_s;
        QTest::newRow("negative rolloff")
            << cmd({dat, u"0x20000001"_s, u"--sound"_s, u"Swoosh1"_s, u"-o"_s, out, u"--model"_s,
                    u"linear"_s, u"--rolloff"_s, u"-1"_s},
                   where)
            << 64 << u"numbers ≥ 0"_s;
        QTest::newRow("bad rate") << cmd({dat, u"0x20000001"_s, u"--sound"_s, u"Swoosh1"_s, u"-o"_s,
                                          out, u"--rate"_s, u"12"_s},
                                         where)
                                  << 64 << u"--rate takes"_s;
        QTest::newRow("variant out of range")
            << cmd({dat, u"0x20000001"_s, u"--sound"_s, u"Swoosh1"_s, u"--variant"_s, u"5"_s,
                    u"-o"_s, out},
                   where)
            << 64 << u"--variant 5 does not exist"_s;
        QTest::newRow("not a SoundTable")
            << cmd({dat, u"0x13000000"_s, u"--sound"_s, u"Swoosh1"_s, u"-o"_s, out}, where) << 64
            << u"not a SoundTable id"_s;
        QTest::newRow("sound type not in table")
            << cmd({dat, u"0x20000002"_s, u"--sound"_s, u"Swoosh1"_s, u"-o"_s, out}, where) << 2
            << u"has no sound type Swoosh1"_s;
        QTest::newRow("table not in dat")
            << cmd({dat, u"0x200000FF"_s, u"--sound"_s, u"Swoosh1"_s, u"-o"_s, out}, where) << 2
            << u"no record 0x200000FF"_s;
        QTest::newRow("no dat") << cmd({path(u"missing.dat"_s), u"0x20000001"_s, u"--sound"_s,
                                        u"Swoosh1"_s, u"-o"_s, out},
                                       where)
                                << 2 << u"missing.dat"_s;
    }

    void refusesBadInput() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFile::exists(path(u"bad.wav"_s)));
    }
};

QTEST_GUILESS_MAIN(TestEngineCli)
#include "tst_engine_cli.moc"
