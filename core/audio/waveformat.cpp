#include "core/audio/waveformat.h"

#include "core/common/bytereader.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {
// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::WaveFormat" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::WaveFormat)
};

// The 14 bytes after the tag in every standard KSDATAFORMAT_SUBTYPE_* GUID
// (xxxxxxxx-0000-0010-8000-00AA00389B71, stored little-endian).
constexpr unsigned char KsGuidTail[14] = {0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80,
                                          0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71};
QString hexTag(quint16 tag) {
    return u"0x"_s + QString::number(tag, 16).rightJustified(4, u'0').toUpper();
}
QString knownTagName(quint16 tag) {
    switch (tag) {
    case 0x0001:
        return u"PCM"_s;
    case 0x0002:
        return u"MS-ADPCM"_s;
    case 0x0003:
        return u"IEEE float"_s;
    case 0x0006:
        return u"A-law"_s;
    case 0x0007:
        return u"µ-law"_s;
    case 0x0011:
        return u"IMA ADPCM"_s;
    case 0x0022:
        return u"TrueSpeech"_s;
    case 0x0031:
        return u"GSM 6.10"_s;
    case 0x0050:
        return u"MPEG"_s;
    case 0x0055:
        return u"MPEG Layer-3"_s;
    case 0x0160:
        return u"WMA v1"_s;
    case 0x0161:
        return u"WMA"_s;
    case 0x0162:
        return u"WMA Pro"_s;
    case 0x0163:
        return u"WMA Lossless"_s;
    case 0x00FF:
        return u"AAC"_s;
    case 0x674F:
        return u"Ogg Vorbis"_s;
    case 0xFFFE:
        return u"WAVE_FORMAT_EXTENSIBLE"_s;
    default:
        return {};
    }
}

} // namespace

Result<WaveFormat> WaveFormat::parse(QByteArrayView bytes, qint64 base) {
    if (bytes.size() < 16)
        return fail(ErrorCode::Truncated,
                    Tr::tr("the format header has %1 bytes; a WAVEFORMAT needs at least 16")
                        .arg(bytes.size()),
                    base);
    ByteReader in(bytes, base);
    WaveFormat f;
    f.tag = in.u16();
    f.channels = in.u16();
    f.sampleRate = in.u32();
    f.avgBytesPerSecond = in.u32();
    f.blockAlign = in.u16();
    f.bitsPerSample = in.u16();
    if (bytes.size() >= 18) {
        f.cbSize = in.u16();
        f.extra = in.take(std::min<qint64>(f.cbSize, in.remaining())).toByteArray();
    }
    if (f.tag == TagExtensible) {
        if (f.extra.size() < 22)
            return fail(ErrorCode::Truncated,
                        Tr::tr("a WAVE_FORMAT_EXTENSIBLE header needs 22 bytes after cbSize, "
                               "this one has %1")
                            .arg(f.extra.size()),
                        base + 16);
        ByteReader ext(f.extra, base + 18);
        f.validBits = ext.u16();
        f.channelMask = ext.u32();
        const quint16 guidTag = ext.u16();
        const QByteArrayView tail = ext.take(14);
        if (tail == QByteArrayView(KsGuidTail, 14))
            f.subFormatTag = guidTag;
    }
    return f;
}

QString WaveFormat::tagName(quint16 tag) {
    const QString name = knownTagName(tag);
    return name.isEmpty() ? Tr::tr("format %1").arg(hexTag(tag)) : name;
}

QString WaveFormat::describeTag(quint16 tag) {
    const QString name = knownTagName(tag);
    if (name.isEmpty())
        return Tr::tr("format %1").arg(hexTag(tag));
    return Tr::tr("format %1 (%2)").arg(hexTag(tag), name);
}

} // namespace soundstage
