// Writes the generated seed corpora of the fuzz targets: fuzz_seeds OUTDIR
// OUTDIR/<target>/ gets the demo dat and a small synthetic dat (dat), every record of the demo
// dat by type (soundtable, wave, regiondesc, setup), their JSON (recordjson), the demo waves as
// RIFF WAV (wavreader), Ogg Vorbis baked from them and Ogg streams whose headers lie (ogg; see
// lyingogg.h), and — when sox and lame are installed — MS-ADPCM and MP3 streams in the codec
// targets' layout (adpcm, mp3; see wavecodecinput.h).
#include "core/audio/vorbisbaker.h"
#include "core/audio/wavedecoder.h"
#include "core/audio/wavreader.h"
#include "core/audio/wavwriter.h"
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/demo/synthdat.h"
#include "core/records/recordjson.h"
#include "core/records/recordtype.h"
#include "core/records/regiondesc.h"
#include "core/records/setup.h"
#include "core/records/soundtable.h"
#include "core/records/wave.h"
#include "tests/fuzz/lyingogg.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

QString g_out;
int g_written = 0;

void put(const QString& target, const QString& name, const QByteArray& bytes) {
    QDir().mkpath(g_out + u'/' + target);
    QFile file(g_out + u'/' + target + u'/' + name);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size())
        ++g_written;
    else
        std::fprintf(stderr, "fuzz_seeds: cannot write %s\n", qPrintable(file.fileName()));
}

QByteArray codecInput(const QByteArray& format, const QByteArray& stream) {
    QByteArray out;
    out.append(char(std::min<qsizetype>(format.size(), 255)));
    out.append(format.left(255));
    out.append(stream);
    return out;
}

bool run(const QString& program, const QStringList& arguments) {
    const QString exe = QStandardPaths::findExecutable(program);
    if (exe.isEmpty())
        return false;
    QProcess process;
    process.start(exe, arguments);
    return process.waitForFinished(60000) && process.exitStatus() == QProcess::NormalExit &&
           process.exitCode() == 0;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: fuzz_seeds OUTDIR\n");
        return 64;
    }
    g_out = QString::fromLocal8Bit(argv[1]);
    QTemporaryDir temp;

    const auto demo = DemoDat::build();
    if (!demo) {
        std::fprintf(stderr, "fuzz_seeds: %s\n", qPrintable(demo.error().toString()));
        return 1;
    }
    put(u"dat"_s, u"demo.dat"_s, *demo);
    const QString synthPath = temp.filePath(u"synth.dat"_s);
    SynthDat::Params small;
    small.entries = 200;
    small.tables = 8;
    small.waves = 12;
    small.bytes = 160 * 1024;
    if (SynthDat::write(synthPath, small)) {
        QFile f(synthPath);
        if (f.open(QIODevice::ReadOnly))
            put(u"dat"_s, u"synth.dat"_s, f.readAll());
    }

    const QString demoPath = temp.filePath(u"demo.dat"_s);
    {
        QFile f(demoPath);
        if (!f.open(QIODevice::WriteOnly) || f.write(*demo) != demo->size())
            return 1;
    }
    auto dat = DatFile::open(demoPath);
    if (!dat)
        return 1;
    const auto entries = (*dat)->entries();
    if (!entries)
        return 1;
    QByteArray firstPcmWav;
    for (const DatEntry& entry : *entries) {
        const auto bytes = (*dat)->read(entry);
        if (!bytes)
            continue;
        const QString name = hexId(entry.id);
        switch (recordTypeOf(entry.id)) {
        case RecordType::SoundTable:
            put(u"soundtable"_s, name, *bytes);
            if (auto t = SoundTable::decode(*bytes))
                put(u"recordjson"_s, name + u".json"_s, QJsonDocument(toJson(*t)).toJson());
            break;
        case RecordType::Region:
            put(u"regiondesc"_s, name, *bytes);
            if (auto r = RegionDesc::decode(*bytes))
                put(u"recordjson"_s, name + u".json"_s, QJsonDocument(toJson(*r)).toJson());
            break;
        case RecordType::Animation:
            put(u"animation"_s, name, *bytes);
            break;
        case RecordType::MotionTable:
            put(u"motiontable"_s, name, *bytes);
            break;
        case RecordType::PhysicsScript:
            put(u"physicsscript"_s, name, *bytes);
            break;
        case RecordType::PhysicsScriptTable:
            put(u"physicsscripttable"_s, name, *bytes);
            break;
        case RecordType::Setup:
            put(u"setup"_s, name, *bytes);
            put(u"setupmodel"_s, name, *bytes);
            if (auto s = Setup::decode(*bytes))
                put(u"recordjson"_s, name + u".json"_s, QJsonDocument(toJson(*s)).toJson());
            break;
        case RecordType::Wave:
            if (bytes->size() <= 4096) // small ones only: big seeds slow every mutation
                put(u"wave"_s, name, *bytes);
            if (auto w = Wave::decode(*bytes)) {
                if (auto riff = WavWriter::waveRecordToRiff(*w)) {
                    if (riff->size() <= 16384)
                        put(u"wavreader"_s, name + u".wav"_s, *riff);
                    if (firstPcmWav.isEmpty() && w->formatTag() == Wave::FormatPcm &&
                        w->channels() == 1 && w->bitsPerSample() == 16)
                        firstPcmWav = *riff;
                }
                if (auto pcm = WaveDecoder::decode(*w); pcm && (*pcm)->frames() < 30000) {
                    if (auto ogg = VorbisBaker::encode(**pcm, 0.0f, 1))
                        put(u"ogg"_s, name + u".ogg"_s, *ogg);
                }
            }
            break;
        default:
            break;
        }
    }

    // Honest audio under lying headers (tst_fuzzregressions replays the same lies on a longer
    // stream): 1 s of noise fills two audio pages, so a lying last granule changes the claimed
    // length, and stays cheap to decode even when the header claims 32 channels (a 6 s seed
    // took half a second per run, too slow a seed for the fuzzer to mutate).
    {
        std::vector<float> samples(22050);
        quint32 state = 1;
        for (float& sample : samples) {
            state = state * 1664525u + 1013904223u; // a fixed LCG: the same seed every build
            sample = (static_cast<float>(state >> 8) / 8388608.0f - 1.0f) * 0.5f;
        }
        if (auto honest = VorbisBaker::encode(PcmBuffer(std::move(samples), 22050, 1), 0.4f, 7)) {
            put(u"ogg"_s, u"lying-rate-4294967295.ogg"_s,
                fuzz::lyingOgg(*honest, {.sampleRate = 0xFFFFFFFFu}));
            put(u"ogg"_s, u"lying-rate-1.ogg"_s, fuzz::lyingOgg(*honest, {.sampleRate = 1}));
            put(u"ogg"_s, u"lying-255-channels.ogg"_s, fuzz::lyingOgg(*honest, {.channels = 255}));
            put(u"ogg"_s, u"lying-granule.ogg"_s,
                fuzz::lyingOgg(*honest, {.lastGranule = qint64{1} << 40}));
            put(u"ogg"_s, u"lying-everything.ogg"_s,
                fuzz::lyingOgg(*honest, {32, 768000, qint64{1} << 62}));
        }
    }

    // Codec streams made by independent tools, when they are installed.
    if (!firstPcmWav.isEmpty()) {
        const QString in = temp.filePath(u"in.wav"_s);
        QFile f(in);
        if (f.open(QIODevice::WriteOnly) && f.write(firstPcmWav) == firstPcmWav.size()) {
            f.close();
            const QString adpcm = temp.filePath(u"adpcm.wav"_s);
            if (run(u"sox"_s, {in, u"-e"_s, u"ms-adpcm"_s, adpcm})) {
                QFile a(adpcm);
                if (a.open(QIODevice::ReadOnly)) {
                    const QByteArray bytes = a.readAll();
                    put(u"wavreader"_s, u"adpcm.wav"_s, bytes);
                    if (auto parsed = WavReader::parseContainer(bytes))
                        put(u"adpcm"_s, u"sox-adpcm"_s,
                            codecInput(parsed->formatBytes, parsed->data.left(4096)));
                }
            }
            const QString mp3 = temp.filePath(u"out.mp3"_s);
            if (run(u"lame"_s, {u"--quiet"_s, u"-b"_s, u"32"_s, in, mp3})) {
                QFile m(mp3);
                if (m.open(QIODevice::ReadOnly)) {
                    const QByteArray stream = m.readAll().left(4096);
                    // MPEGLAYER3WAVEFORMAT: WAVEFORMATEX (tag 0x55) + 12 bytes of MP3 fields.
                    QByteArray format = Wave::pcmFormat(1, 11025, 0);
                    format[0] = char(0x55);
                    format[16] = char(12);
                    format.append(QByteArray(12, '\0'));
                    put(u"mp3"_s, u"lame-mp3"_s, codecInput(format, stream));
                    Wave wave;
                    wave.id = 0x0A000F00;
                    wave.format = format;
                    wave.data = stream;
                    put(u"wave"_s, u"lame-mp3-wave"_s, wave.encode());
                }
            }
        }
    }
    std::printf("fuzz_seeds: %d seeds in %s\n", g_written, qPrintable(g_out));
    return 0;
}
