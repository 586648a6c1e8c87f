#include "core/audio/wavwriter.h"

#include "core/audio/audiofileio.h"
#include "core/audio/waveformat.h"
#include "core/common/bytewriter.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>
#include <cmath>

namespace soundstage {

namespace {
// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::WavWriter" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::WavWriter)
};

// RIFF size field: form type + both chunks with headers and pad bytes.
QByteArray riff(QByteArrayView format, QByteArrayView data) {
    const qint64 fmtPadded = format.size() + (format.size() & 1);
    const qint64 dataPadded = data.size() + (data.size() & 1);
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
    out.u32(static_cast<quint32>(data.size()));
    out.bytes(data);
    if (data.size() & 1)
        out.u8(0);
    return out.take();
}
} // namespace

Result<QByteArray> WavWriter::waveRecordToRiff(const Wave& wave) {
    if (wave.format.size() < 16)
        return fail(ErrorCode::BadRecord,
                    Tr::tr("the format header has %1 bytes; a WAV needs at least 16")
                        .arg(wave.format.size()),
                    12);
    if (wave.format.size() + wave.data.size() > qint64{0xFFFFFFFF} - 64)
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
    auto* p = reinterpret_cast<uchar*>(out.data());
    for (size_t i = 0; i < samples.size(); ++i) {
        float scaled = std::nearbyint(samples[i] * 32768.0f);
        if (std::isnan(scaled))
            scaled = 0;
        const auto v = static_cast<qint16>(std::clamp(scaled, -32768.0f, 32767.0f));
        qToLittleEndian<qint16>(v, p + 2 * i);
    }
    return out;
}

QByteArray WavWriter::pcm16(const PcmBuffer& buffer) {
    ByteWriter format;
    const auto channels = static_cast<quint16>(buffer.channels());
    format.u16(WaveFormat::TagPcm);
    format.u16(channels);
    format.u32(static_cast<quint32>(buffer.sampleRate()));
    format.u32(static_cast<quint32>(buffer.sampleRate()) * channels * 2);
    format.u16(static_cast<quint16>(channels * 2));
    format.u16(16);
    return riff(format.data(), pcm16Samples(buffer));
}

Result<void> WavWriter::savePcm16(const QString& path, const PcmBuffer& buffer) {
    return AudioFileIo::writeAtomic(path, pcm16(buffer));
}

Result<void> WavWriter::saveWave(const QString& path, const Wave& wave) {
    auto bytes = waveRecordToRiff(wave);
    if (!bytes)
        return fail(bytes.error());
    return AudioFileIo::writeAtomic(path, *bytes);
}

} // namespace soundstage
