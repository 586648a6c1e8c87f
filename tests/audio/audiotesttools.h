#pragma once
// Helpers shared by the audio tests: running independent tools (sox, lame, oggenc, oggdec) and
// measuring signals. Header-only; each test executable includes it once.

#include "core/audio/pcmbuffer.h"
#include "core/audio/wavreader.h"
#include "core/common/bytewriter.h"
#include "core/records/wave.h"

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTest>

#include <cmath>
#include <numbers>

namespace soundstage::testing {

/// A WAV file decoded by our own reader, or nullptr when it does not read.
inline PcmBufferPtr readWavFile(const QString& path) {
    auto file = WavReader::readFile(path);
    if (!file)
        return nullptr;
    auto pcm = WavReader::decode(*file);
    return pcm ? *pcm : nullptr;
}

/// Skips the running test when `tool` is not on PATH, saying which package provides it.
#define SOUNDSTAGE_REQUIRE_TOOL(tool, package)                                                     \
    do {                                                                                           \
        if (QStandardPaths::findExecutable(QStringLiteral(tool)).isEmpty())                        \
            QSKIP("'" tool "' is not installed (package " package "); this check needs it as an "  \
                  "independent reference");                                                        \
    } while (false)

/// Runs a tool to completion; returns its stderr on failure (empty string = success).
inline QString run(const QString& program, const QStringList& args) {
    QProcess process;
    process.start(program, args);
    if (!process.waitForFinished(60000))
        return program + QStringLiteral(" did not finish: ") + process.errorString();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return program + QStringLiteral(" failed: ") +
               QString::fromLocal8Bit(process.readAllStandardError());
    return {};
}

#define SOUNDSTAGE_RUN(program, ...)                                                               \
    do {                                                                                           \
        const QString problem = ::soundstage::testing::run(QStringLiteral(program), __VA_ARGS__);  \
        QVERIFY2(problem.isEmpty(), qPrintable(problem));                                          \
    } while (false)

inline QByteArray readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

inline bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// RMS of one channel.
inline double rms(const PcmBuffer& pcm, int channel = 0, qint64 from = 0, qint64 to = -1) {
    if (to < 0)
        to = pcm.frames();
    double sum = 0;
    for (qint64 f = from; f < to; ++f)
        sum += double(pcm.sample(f, channel)) * pcm.sample(f, channel);
    return to > from ? std::sqrt(sum / double(to - from)) : 0.0;
}

/// Frequency of a sine in one channel, from the rising zero crossings over [from, to).
inline double frequency(const PcmBuffer& pcm, int channel = 0, qint64 from = 0, qint64 to = -1) {
    if (to < 0)
        to = pcm.frames();
    double first = -1;
    double last = -1;
    int crossings = 0;
    for (qint64 f = from + 1; f < to; ++f) {
        const double a = pcm.sample(f - 1, channel);
        const double b = pcm.sample(f, channel);
        if (a < 0 && b >= 0) {
            const double t = double(f - 1) + a / (a - b); // linear interpolation
            if (first < 0)
                first = t;
            last = t;
            ++crossings;
        }
    }
    if (crossings < 2)
        return 0;
    return (crossings - 1) * pcm.sampleRate() / (last - first);
}

/// A sine buffer built in code (not by the code under test).
inline PcmBufferPtr sine(double hz, double amplitude, int rate, double seconds, int channels = 1) {
    const auto frames = static_cast<qint64>(seconds * rate);
    std::vector<float> s(static_cast<size_t>(frames * channels));
    for (qint64 f = 0; f < frames; ++f)
        for (int c = 0; c < channels; ++c)
            s[static_cast<size_t>(f * channels + c)] = static_cast<float>(
                amplitude * std::sin(2 * std::numbers::pi * hz * double(f) / rate));
    return PcmBuffer::make(std::move(s), rate, channels);
}

/// An 18-byte WAVEFORMATEX.
inline QByteArray waveFormatEx(quint16 tag, quint16 channels, quint32 rate, quint16 blockAlign,
                               quint16 bits, QByteArray tail = {}) {
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

/// A RIFF chunk (id, size, body, pad byte when odd).
inline QByteArray chunk(const char* id, const QByteArray& body) {
    ByteWriter w;
    w.bytes(QByteArrayView(id, 4));
    w.u32(static_cast<quint32>(body.size()));
    w.bytes(body);
    if (body.size() & 1)
        w.u8(0);
    return w.take();
}

/// RIFF WAVE around the given chunks, with the right RIFF size.
inline QByteArray riffWave(const QByteArray& chunks) {
    ByteWriter w;
    w.bytes("RIFF");
    w.u32(static_cast<quint32>(4 + chunks.size()));
    w.bytes("WAVE");
    w.bytes(chunks);
    return w.take();
}

/// Splits a RIFF WAV into its fmt body and data body without our reader (for tool-made
/// fixtures whose codec our strict reader refuses). Returns false when the layout is unexpected.
inline bool splitRiff(const QByteArray& file, QByteArray& fmt, QByteArray& data) {
    qint64 pos = 12;
    while (pos + 8 <= file.size()) {
        const QByteArray id = file.mid(pos, 4);
        const qint64 size = qint64(uchar(file[pos + 4])) | qint64(uchar(file[pos + 5])) << 8 |
                            qint64(uchar(file[pos + 6])) << 16 | qint64(uchar(file[pos + 7])) << 24;
        if (id == "fmt ")
            fmt = file.mid(pos + 8, size);
        else if (id == "data")
            data = file.mid(pos + 8, size);
        pos += 8 + size + (size & 1);
    }
    return !fmt.isEmpty() && !data.isEmpty();
}

} // namespace soundstage::testing
