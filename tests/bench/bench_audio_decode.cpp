// Decode-to-first-sample latency of a 2-second wave (target ≤ 2 ms), PCM, MS-ADPCM and MP3,
// plus the full decode for comparison. MP3 and ADPCM fixtures are made with lame / sox at start
// (those benchmarks are skipped with a message when the tool is missing).
#include "core/audio/wavedecoder.h"
#include "core/common/bytewriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtEndian>

#include <benchmark/benchmark.h>

#include <cmath>
#include <numbers>
#include <optional>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

QByteArray formatEx(quint16 tag, quint16 channels, quint32 rate, quint16 blockAlign, quint16 bits,
                    const QByteArray& tail = {}) {
    ByteWriter w;
    w.u16(tag);
    w.u16(channels);
    w.u32(rate);
    w.u32(rate * blockAlign);
    w.u16(blockAlign);
    w.u16(bits);
    w.u16(static_cast<quint16>(tail.size()));
    w.bytes(tail);
    return w.take();
}

// 2 s of a two-tone signal as 16-bit PCM.
Wave pcmWave(int rate, int channels) {
    ByteWriter data;
    for (int f = 0; f < 2 * rate; ++f)
        for (int c = 0; c < channels; ++c) {
            const double t = double(f) / rate;
            const double v = 0.4 * std::sin(2 * std::numbers::pi * 440 * t) +
                             0.2 * std::sin(2 * std::numbers::pi * (1000 + 500 * c) * t);
            data.u16(static_cast<quint16>(static_cast<qint16>(std::lround(v * 32767))));
        }
    return Wave{0,
                formatEx(1, static_cast<quint16>(channels), static_cast<quint32>(rate),
                         static_cast<quint16>(2 * channels), 16),
                data.take()};
}

QByteArray riffBody(const QByteArray& file, const char* id) {
    qint64 pos = 12;
    while (pos + 8 <= file.size()) {
        const qint64 size = qint64(uchar(file[pos + 4])) | qint64(uchar(file[pos + 5])) << 8 |
                            qint64(uchar(file[pos + 6])) << 16 | qint64(uchar(file[pos + 7])) << 24;
        if (file.mid(pos, 4) == QByteArrayView(id, 4))
            return file.mid(pos + 8, size);
        pos += 8 + size + (size & 1);
    }
    return {};
}

bool runTool(const QString& program, const QStringList& args) {
    if (QStandardPaths::findExecutable(program).isEmpty())
        return false;
    QProcess p;
    p.start(program, args);
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Fixtures {
    QTemporaryDir dir;
    Wave pcmMono = pcmWave(22050, 1);
    Wave pcmStereo = pcmWave(44100, 2);
    std::optional<Wave> mp3Mono;
    std::optional<Wave> mp3Stereo;
    std::optional<Wave> adpcmMono;

    Fixtures() {
        mp3Mono = mp3(pcmMono, u"mono"_s, 64);
        mp3Stereo = mp3(pcmStereo, u"stereo"_s, 128);
        const QString src = dir.filePath(u"adpcm_src.wav"_s);
        const QString out = dir.filePath(u"adpcm.wav"_s);
        if (writeWav(src, pcmMono) && runTool(u"sox"_s, {src, u"-e"_s, u"ms-adpcm"_s, out})) {
            const QByteArray file = readAll(out);
            adpcmMono = Wave{0, riffBody(file, "fmt "), riffBody(file, "data")};
        }
    }

    bool writeWav(const QString& path, const Wave& wave) {
        ByteWriter w;
        w.bytes("RIFF");
        w.u32(static_cast<quint32>(4 + 8 + wave.format.size() + 8 + wave.data.size()));
        w.bytes("WAVE");
        w.bytes("fmt ");
        w.u32(static_cast<quint32>(wave.format.size()));
        w.bytes(wave.format);
        w.bytes("data");
        w.u32(static_cast<quint32>(wave.data.size()));
        w.bytes(wave.data);
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(w.data()) == w.size();
    }

    std::optional<Wave> mp3(const Wave& source, const QString& name, int kbps) {
        const QString src = dir.filePath(name + u".wav"_s);
        const QString out = dir.filePath(name + u".mp3"_s);
        if (!writeWav(src, source) ||
            !runTool(u"lame"_s, {u"--quiet"_s, u"-b"_s, QString::number(kbps), src, out}))
            return std::nullopt;
        const quint16 channels = qFromLittleEndian<quint16>(source.format.constData() + 2);
        const quint32 rate = qFromLittleEndian<quint32>(source.format.constData() + 4);
        ByteWriter tail; // MPEGLAYER3WAVEFORMAT
        tail.u16(1);
        tail.u32(2);
        tail.u16(static_cast<quint16>(144 * kbps * 1000 / rate));
        tail.u16(1);
        tail.u16(1393);
        return Wave{0, formatEx(0x55, channels, rate, 1, 0, tail.take()), readAll(out)};
    }
};

Fixtures& fixtures() {
    static Fixtures f;
    return f;
}

// Open the decoder and produce the first block an engine would queue (256 frames).
void firstSample(benchmark::State& state, const std::optional<Wave>& wave, const char* tool) {
    if (!wave) {
        state.SkipWithError((std::string(tool) + " is not installed: no fixture").c_str());
        return;
    }
    std::vector<float> block(256 * 2);
    for (auto _ : state) {
        auto decoder = WaveDecoder::open(*wave);
        if (!decoder) {
            state.SkipWithError("decoder failed to open");
            return;
        }
        const auto frames = (*decoder)->read(
            std::span<float>(block).first(256 * static_cast<size_t>((*decoder)->channels())));
        benchmark::DoNotOptimize(frames);
        benchmark::DoNotOptimize(block.data());
    }
}

void fullDecode(benchmark::State& state, const std::optional<Wave>& wave, const char* tool) {
    if (!wave) {
        state.SkipWithError((std::string(tool) + " is not installed: no fixture").c_str());
        return;
    }
    for (auto _ : state) {
        auto pcm = WaveDecoder::decode(*wave);
        benchmark::DoNotOptimize(pcm);
    }
    state.SetLabel("2 s of audio");
}

void BM_FirstSample_Pcm16Mono22050(benchmark::State& s) {
    firstSample(s, fixtures().pcmMono, "-");
}
void BM_FirstSample_Pcm16Stereo44100(benchmark::State& s) {
    firstSample(s, fixtures().pcmStereo, "-");
}
void BM_FirstSample_AdpcmMono22050(benchmark::State& s) {
    firstSample(s, fixtures().adpcmMono, "sox");
}
void BM_FirstSample_Mp3Mono22050(benchmark::State& s) {
    firstSample(s, fixtures().mp3Mono, "lame");
}
void BM_FirstSample_Mp3Stereo44100(benchmark::State& s) {
    firstSample(s, fixtures().mp3Stereo, "lame");
}
void BM_FullDecode_Pcm16Mono22050(benchmark::State& s) {
    fullDecode(s, fixtures().pcmMono, "-");
}
void BM_FullDecode_Pcm16Stereo44100(benchmark::State& s) {
    fullDecode(s, fixtures().pcmStereo, "-");
}
void BM_FullDecode_AdpcmMono22050(benchmark::State& s) {
    fullDecode(s, fixtures().adpcmMono, "sox");
}
void BM_FullDecode_Mp3Mono22050(benchmark::State& s) {
    fullDecode(s, fixtures().mp3Mono, "lame");
}
void BM_FullDecode_Mp3Stereo44100(benchmark::State& s) {
    fullDecode(s, fixtures().mp3Stereo, "lame");
}

} // namespace

BENCHMARK(BM_FirstSample_Pcm16Mono22050)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FirstSample_Pcm16Stereo44100)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FirstSample_AdpcmMono22050)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FirstSample_Mp3Mono22050)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FirstSample_Mp3Stereo44100)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FullDecode_Pcm16Mono22050)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FullDecode_Pcm16Stereo44100)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FullDecode_AdpcmMono22050)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FullDecode_Mp3Mono22050)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FullDecode_Mp3Stereo44100)->Unit(benchmark::kMicrosecond);

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    fixtures();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
