#include "core/audio/wavwriter.h"

#include "core/audio/audiodecoder.h"
#include "core/audio/audiofileio.h"
#include "core/audio/waveformat.h"
#include "core/common/atomicfile.h"
#include "core/common/bytewriter.h"

#include <QCoreApplication>
#include <QtEndian>

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <span>
#include <vector>

namespace soundstage {

namespace {
// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::WavWriter" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::WavWriter)
};

// Everything of a RIFF WAV before the data chunk's bytes, for `dataSize` bytes of data. RIFF
// size field: form type + both chunks with headers and pad bytes.
QByteArray riffHead(QByteArrayView format, qint64 dataSize) {
    const qint64 fmtPadded = format.size() + (format.size() & 1);
    const qint64 dataPadded = dataSize + (dataSize & 1);
    ByteWriter out;
    out.bytes("RIFF");
    out.u32(static_cast<quint32>(4 + 8 + fmtPadded + 8 + dataPadded));
    out.bytes("WAVE");
    out.bytes("fmt ");
    out.u32(static_cast<quint32>(format.size()));
    out.bytes(format);
    if (format.size() & 1)
        out.u8(0);
    out.bytes("data");
    out.u32(static_cast<quint32>(dataSize));
    return out.take();
}

// The 16-byte `fmt ` body of 16-bit PCM.
QByteArray pcm16Format(int sampleRate, int channelCount) {
    ByteWriter format;
    const auto channels = static_cast<quint16>(channelCount);
    format.u16(WaveFormat::TagPcm);
    format.u16(channels);
    format.u32(static_cast<quint32>(sampleRate));
    format.u32(static_cast<quint32>(sampleRate) * channels * 2);
    format.u16(static_cast<quint16>(channels * 2));
    format.u16(16);
    return format.take();
}

// Samples scaled by 32768, rounded to nearest, clamped, NaN as 0, little-endian into `out`.
void toPcm16(std::span<const float> samples, uchar* out) {
    for (size_t i = 0; i < samples.size(); ++i) {
        float scaled = std::nearbyint(samples[i] * 32768.0f);
        if (std::isnan(scaled))
            scaled = 0;
        const auto v = static_cast<qint16>(std::clamp(scaled, -32768.0f, 32767.0f));
        qToLittleEndian<qint16>(v, out + 2 * i);
    }
}

// The largest data chunk a RIFF size field can describe beside its headers.
constexpr qint64 MaxRiffData = qint64{0xFFFFFFFF} - 64;

QByteArray riff(QByteArrayView format, QByteArrayView data) {
    QByteArray out = riffHead(format, data.size());
    out.append(data);
    if (data.size() & 1)
        out.append('\0');
    return out;
}
} // namespace

Result<QByteArray> WavWriter::waveRecordToRiff(const Wave& wave) {
    if (wave.format.size() < 16)
        return fail(ErrorCode::BadRecord,
                    Tr::tr("the format header has %1 bytes; a WAV needs at least 16")
                        .arg(wave.format.size()),
                    12);
    if (wave.format.size() + wave.data.size() > MaxRiffData)
        return fail(ErrorCode::Unsupported, Tr::tr("the wave is too large for a RIFF file"));
    return riff(wave.format, wave.data);
}

Result<QByteArray> WavWriter::mpegStream(const Wave& wave) {
    const quint16 tag =
        wave.format.size() >= 2 ? qFromLittleEndian<quint16>(wave.format.constData()) : 0;
    if (tag != WaveFormat::TagMp3 && tag != WaveFormat::TagMpeg)
        return fail(
            ErrorCode::Unsupported,
            Tr::tr("%1 is not an MPEG wave; export it as WAV").arg(WaveFormat::describeTag(tag)),
            12);
    return wave.data;
}

QByteArray WavWriter::pcm16Samples(const PcmBuffer& buffer) {
    const auto samples = buffer.samples();
    QByteArray out(static_cast<qsizetype>(samples.size() * 2), Qt::Uninitialized);
    toPcm16(samples, reinterpret_cast<uchar*>(out.data()));
    return out;
}

QByteArray WavWriter::pcm16(const PcmBuffer& buffer) {
    return riff(pcm16Format(buffer.sampleRate(), buffer.channels()), pcm16Samples(buffer));
}

Result<void> WavWriter::savePcm16(const QString& path, const PcmBuffer& buffer) {
    return AudioFileIo::writeAtomic(path, pcm16(buffer));
}

Result<qint64> WavWriter::savePcm16(const QString& path, AudioDecoder& decoder) {
    const int channels = decoder.channels();
    const QByteArray format = pcm16Format(decoder.sampleRate(), channels);
    auto file = AtomicFile::create(path);
    if (!file)
        return fail(file.error());
    // The sizes are known only at the end: the header goes first with none, and is written
    // again in place once the last frame is in.
    if (auto head = (*file)->append(riffHead(format, 0)); !head)
        return fail(head.error());
    std::vector<float> chunk(static_cast<size_t>(StreamFrames) * static_cast<size_t>(channels));
    QByteArray pcm(static_cast<qsizetype>(chunk.size() * 2), Qt::Uninitialized);
    qint64 frames = 0;
    for (;;) {
        auto got = decoder.read(chunk);
        if (!got)
            return fail(got.error());
        if (*got == 0)
            break;
        const qint64 samples = *got * channels;
        if ((frames + *got) * channels * 2 > MaxRiffData)
            return fail(ErrorCode::Unsupported, Tr::tr("the wave is too large for a RIFF file"));
        toPcm16(std::span<const float>(chunk.data(), static_cast<size_t>(samples)),
                reinterpret_cast<uchar*>(pcm.data()));
        if (auto written = (*file)->append(QByteArrayView(pcm.constData(), samples * 2)); !written)
            return fail(written.error());
        frames += *got;
    }
    const QByteArray head = riffHead(format, frames * channels * 2);
    if (::pwrite((*file)->fd(), head.constData(), size_t(head.size()), 0) != head.size())
        return fail(ErrorCode::Io,
                    Tr::tr("cannot write %1: %2").arg(path, AtomicFile::errnoText(errno)));
    if (auto committed = (*file)->commit(); !committed)
        return fail(committed.error());
    return frames;
}

Result<void> WavWriter::saveWave(const QString& path, const Wave& wave) {
    if (wave.format.size() < 16 || wave.format.size() + wave.data.size() > MaxRiffData)
        return fail(waveRecordToRiff(wave).error());
    // Streamed: the header, then the record's own data bytes; no copy of the whole file.
    auto file = AtomicFile::create(path);
    if (!file)
        return fail(file.error());
    const QByteArray head = riffHead(wave.format, wave.data.size());
    const QByteArrayView pad("\0", wave.data.size() & 1);
    for (const QByteArrayView piece : {QByteArrayView(head), QByteArrayView(wave.data), pad})
        if (auto written = (*file)->append(piece); !written)
            return fail(written.error());
    return (*file)->commit();
}

} // namespace soundstage
