#include "core/audio/pcmdecoder.h"

#include <QCoreApplication>
#include <QtEndian>

#include <cmath>
#include <cstring>

namespace soundstage {

namespace {
// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::PcmDecoder" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::PcmDecoder)
};
} // namespace

Result<void> checkFrameShape(const WaveFormat& format, qint64 formatBase) {
    if (format.channels == 0 || format.channels > MaxChannels)
        return fail(ErrorCode::BadHeader,
                    Tr::tr("%1 channels; expected 1 to %2").arg(format.channels).arg(MaxChannels),
                    formatBase + 2);
    if (format.sampleRate == 0 || format.sampleRate > MaxSampleRate)
        return fail(ErrorCode::BadHeader,
                    Tr::tr("sample rate %1 Hz; expected 1 to %2 Hz")
                        .arg(format.sampleRate)
                        .arg(MaxSampleRate),
                    formatBase + 4);
    return {};
}

std::optional<PcmDecoder::Sample> PcmDecoder::sampleFor(const WaveFormat& format) {
    switch (format.effectiveTag()) {
    case WaveFormat::TagPcm:
        switch (format.bitsPerSample) {
        case 8:
            return Sample::U8;
        case 16:
            return Sample::S16;
        case 24:
            return Sample::S24;
        case 32:
            return Sample::S32;
        default:
            return std::nullopt;
        }
    case WaveFormat::TagIeeeFloat:
        switch (format.bitsPerSample) {
        case 32:
            return Sample::F32;
        case 64:
            return Sample::F64;
        default:
            return std::nullopt;
        }
    default:
        return std::nullopt;
    }
}

int PcmDecoder::bytesPer(Sample sample) {
    switch (sample) {
    case Sample::U8:
        return 1;
    case Sample::S16:
        return 2;
    case Sample::S24:
        return 3;
    case Sample::S32:
        return 4;
    case Sample::F32:
        return 4;
    case Sample::F64:
        return 8;
    }
    return 1;
}

Result<std::unique_ptr<PcmDecoder>> PcmDecoder::open(const WaveFormat& format, QByteArray data,
                                                     qint64 formatBase) {
    const auto sample = sampleFor(format);
    if (!sample) {
        const quint16 tag = format.effectiveTag();
        if (tag == WaveFormat::TagPcm || tag == WaveFormat::TagIeeeFloat)
            return fail(ErrorCode::Unsupported,
                        Tr::tr("%1 with %2 bits per sample is not supported")
                            .arg(WaveFormat::tagName(tag))
                            .arg(format.bitsPerSample),
                        formatBase + 14);
        return fail(ErrorCode::Unsupported,
                    Tr::tr("%1 is not uncompressed PCM").arg(WaveFormat::describeTag(tag)),
                    formatBase);
    }
    if (auto shape = checkFrameShape(format, formatBase); !shape)
        return fail(shape.error());
    const int frameBytes = bytesPer(*sample) * format.channels;
    if (format.blockAlign != frameBytes)
        return fail(ErrorCode::BadHeader,
                    Tr::tr("block align %1 does not match %2 channel(s) × %3 bytes = %4")
                        .arg(format.blockAlign)
                        .arg(format.channels)
                        .arg(bytesPer(*sample))
                        .arg(frameBytes),
                    formatBase + 12);
    return std::unique_ptr<PcmDecoder>(new PcmDecoder(*sample, static_cast<int>(format.sampleRate),
                                                      format.channels, std::move(data)));
}

PcmDecoder::PcmDecoder(Sample sample, int sampleRate, int channels, QByteArray data)
    : AudioDecoder(sampleRate, channels)
    , m_sample(sample)
    , m_data(std::move(data))
    , m_frames(m_data.size() / (bytesPer(sample) * channels)) {}

Result<qint64> PcmDecoder::read(std::span<float> out) {
    const qint64 want =
        std::min<qint64>(static_cast<qint64>(out.size()) / channels(), m_frames - m_next);
    if (want <= 0)
        return 0;
    const qint64 count = want * channels();
    const int width = bytesPer(m_sample);
    const auto* p =
        reinterpret_cast<const uchar*>(m_data.constData()) + m_next * channels() * width;
    float* o = out.data();
    switch (m_sample) {
    case Sample::U8:
        for (qint64 i = 0; i < count; ++i)
            o[i] = static_cast<float>(static_cast<int>(p[i]) - 128) * (1.0f / 128.0f);
        break;
    case Sample::S16:
        for (qint64 i = 0; i < count; ++i)
            o[i] = static_cast<float>(qFromLittleEndian<qint16>(p + 2 * i)) * (1.0f / 32768.0f);
        break;
    case Sample::S24:
        for (qint64 i = 0; i < count; ++i) {
            const uchar* s = p + 3 * i;
            // Assemble in the top 24 bits of an int32 so the sign comes for free.
            const auto v = static_cast<qint32>((quint32(s[0]) << 8) | (quint32(s[1]) << 16) |
                                               (quint32(s[2]) << 24));
            o[i] = static_cast<float>(v >> 8) * (1.0f / 8388608.0f);
        }
        break;
    case Sample::S32:
        for (qint64 i = 0; i < count; ++i)
            o[i] = static_cast<float>(static_cast<double>(qFromLittleEndian<qint32>(p + 4 * i)) *
                                      (1.0 / 2147483648.0));
        break;
    case Sample::F32:
        for (qint64 i = 0; i < count; ++i) {
            const quint32 bits = qFromLittleEndian<quint32>(p + 4 * i);
            float v = 0;
            std::memcpy(&v, &bits, sizeof v);
            o[i] = std::isfinite(v) ? v : 0.0f;
        }
        break;
    case Sample::F64:
        for (qint64 i = 0; i < count; ++i) {
            const quint64 bits = qFromLittleEndian<quint64>(p + 8 * i);
            double v = 0;
            std::memcpy(&v, &bits, sizeof v);
            o[i] = std::isfinite(v) ? static_cast<float>(v) : 0.0f;
        }
        break;
    }
    m_next += want;
    return want;
}

} // namespace soundstage
