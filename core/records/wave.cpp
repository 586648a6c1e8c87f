#include "core/records/wave.h"

#include "core/common/bytewriter.h"
#include "core/common/hexid.h"
#include "core/records/recordreader.h"

#include <QCoreApplication>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::Wave" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::Wave)
};

template <typename T> T field(const QByteArray& format, qsizetype offset) {
    if (format.size() < offset + static_cast<qsizetype>(sizeof(T)))
        return 0;
    return qFromLittleEndian<T>(format.constData() + offset);
}

} // namespace

quint16 Wave::formatTag() const {
    return field<quint16>(format, 0);
}

quint16 Wave::channels() const {
    return field<quint16>(format, 2);
}

quint32 Wave::sampleRate() const {
    return field<quint32>(format, 4);
}

quint32 Wave::avgBytesPerSecond() const {
    return field<quint32>(format, 8);
}

quint16 Wave::blockAlign() const {
    return field<quint16>(format, 12);
}

quint16 Wave::bitsPerSample() const {
    return field<quint16>(format, 14);
}

quint16 Wave::extraSize() const {
    return field<quint16>(format, 16);
}

double Wave::seconds() const {
    if (formatTag() == FormatPcm || formatTag() == FormatIeeeFloat) {
        qint64 frameBytes = blockAlign();
        if (frameBytes == 0) // a sloppy header: derive the frame size
            frameBytes = static_cast<qint64>(channels()) * ((bitsPerSample() + 7) / 8);
        if (frameBytes > 0 && sampleRate() > 0)
            return static_cast<double>(data.size() / frameBytes) / sampleRate();
        return 0.0;
    }
    if (avgBytesPerSecond() > 0)
        return static_cast<double>(data.size()) / avgBytesPerSecond();
    return 0.0;
}

QString Wave::formatName(quint16 tag) {
    switch (tag) {
    case FormatPcm:
        return u"PCM"_s;
    case FormatAdpcm:
        return u"MS-ADPCM"_s;
    case FormatIeeeFloat:
        return u"IEEE float"_s;
    case FormatMp3:
        return u"MPEG Layer-3"_s;
    default:
        break;
    }
    return u"format 0x"_s + QString::number(tag, 16).toUpper().rightJustified(4, u'0');
}

Result<Wave> Wave::decode(QByteArrayView bytes) {
    RecordReader reader(bytes);
    ByteReader& in = reader.in();
    Wave wave;
    wave.id = in.u32();
    if (reader.ok())
        reader.setContext("Wave"_L1, wave.id);
    const quint32 headerSize = in.u32();
    const quint32 dataSize = in.u32();
    // take() checks the size against the bytes left before anything is copied.
    if (in.ok() && headerSize > in.remaining())
        reader.in().failAt(in.pos(), Tr::tr("the format header is %1 bytes but only %2 remain")
                                         .arg(headerSize)
                                         .arg(in.remaining()));
    wave.format = in.take(headerSize).toByteArray();
    if (in.ok() && dataSize > in.remaining())
        reader.in().failAt(in.pos(), Tr::tr("the sample data is %1 bytes but only %2 remain")
                                         .arg(dataSize)
                                         .arg(in.remaining()));
    wave.data = in.take(dataSize).toByteArray();
    reader.expectEnd(Tr::tr("sample data"));
    if (!reader.ok())
        return fail(reader.error());
    return wave;
}

QByteArray Wave::encode() const {
    ByteWriter out;
    out.u32(id);
    out.u32(static_cast<quint32>(format.size()));
    out.u32(static_cast<quint32>(data.size()));
    out.bytes(format);
    out.bytes(data);
    return out.take();
}

QByteArray Wave::pcmFormat(quint16 channels, quint32 sampleRate, quint16 bitsPerSample) {
    const auto blockAlign = static_cast<quint16>(channels * ((bitsPerSample + 7) / 8));
    ByteWriter out;
    out.u16(FormatPcm);
    out.u16(channels);
    out.u32(sampleRate);
    out.u32(sampleRate * blockAlign);
    out.u16(blockAlign);
    out.u16(bitsPerSample);
    out.u16(0);
    return out.take();
}

} // namespace soundstage
