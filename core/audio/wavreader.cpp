#include "core/audio/wavreader.h"

#include "core/audio/audiofileio.h"
#include "core/audio/pcmdecoder.h"
#include "core/audio/wavedecoder.h"
#include "core/common/bytereader.h"

#include <QCoreApplication>
#include <QtEndian>

#include <optional>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("soundstage::WavReader", text);
}

QString chunkName(QByteArrayView id) {
    QString name;
    for (const char c : id)
        name += (c >= 0x20 && c < 0x7F) ? QChar(QLatin1Char(c)) : QChar(u'?');
    return u'\'' + name + u'\'';
}

struct ChunkAt {
    qint64 offset = 0; // of the chunk header
    qint64 size = 0;   // of the body
};
} // namespace

double WavFile::seconds() const {
    if (frames >= 0 && format.sampleRate > 0)
        return static_cast<double>(frames) / format.sampleRate;
    if (format.avgBytesPerSecond > 0)
        return static_cast<double>(data.size()) / format.avgBytesPerSecond;
    return 0;
}

QString WavFile::formatDescription() const {
    const quint16 tag = format.effectiveTag();
    if (tag == WaveFormat::TagPcm || tag == WaveFormat::TagIeeeFloat)
        return QCoreApplication::translate("soundstage::WavReader", "%1 %2-bit")
            .arg(WaveFormat::tagName(tag))
            .arg(format.bitsPerSample);
    return WaveFormat::tagName(tag);
}

Result<WavFile> WavReader::parseContainer(QByteArrayView bytes) {
    if (bytes.size() < 12)
        return fail(ErrorCode::Truncated,
                    tr("%1 bytes are too few for a RIFF WAVE header (12)").arg(bytes.size()), 0);
    if (bytes.first(4) == "RIFX" || bytes.first(4) == "RF64")
        return fail(ErrorCode::Unsupported,
                    tr("%1 files are not supported, only little-endian RIFF")
                        .arg(chunkName(bytes.first(4))),
                    0);
    if (bytes.first(4) != "RIFF")
        return fail(ErrorCode::BadMagic, tr("not a RIFF file (no 'RIFF' signature)"), 0);
    if (bytes.sliced(8, 4) != "WAVE")
        return fail(ErrorCode::BadMagic,
                    tr("RIFF form type is %1, not 'WAVE'").arg(chunkName(bytes.sliced(8, 4))), 8);
    const qint64 riffSize = qFromLittleEndian<quint32>(bytes.data() + 4);
    if (riffSize < 4)
        return fail(ErrorCode::BadHeader,
                    tr("RIFF size %1 cannot hold the form type").arg(riffSize), 4);
    if (riffSize + 8 > bytes.size())
        return fail(ErrorCode::Truncated,
                    tr("the RIFF chunk declares %1 bytes but the file ends after %2")
                        .arg(riffSize)
                        .arg(bytes.size() - 8),
                    4);
    const qint64 end = riffSize + 8; // bytes after this are not part of the RIFF form

    std::optional<ChunkAt> fmt;
    std::optional<ChunkAt> data;
    qint64 factFrames = -1;
    qint64 pos = 12;
    while (pos < end) {
        if (end - pos < 8)
            return fail(ErrorCode::Truncated,
                        tr("%1 bytes left at the end of the RIFF form, too few for a chunk header")
                            .arg(end - pos),
                        pos);
        const QByteArrayView id = bytes.sliced(pos, 4);
        const qint64 size = qFromLittleEndian<quint32>(bytes.data() + pos + 4);
        if (size > end - pos - 8)
            return fail(ErrorCode::Truncated,
                        tr("chunk %1 declares %2 bytes but only %3 remain")
                            .arg(chunkName(id))
                            .arg(size)
                            .arg(end - pos - 8),
                        pos + 4);
        const ChunkAt chunk{pos, size};
        if (id == "fmt ") {
            if (fmt)
                return fail(ErrorCode::BadHeader,
                            tr("a second 'fmt ' chunk (the first is at 0x%1)")
                                .arg(QString::number(fmt->offset, 16).toUpper()),
                            pos);
            fmt = chunk;
        } else if (id == "fact") {
            if (size >= 4)
                factFrames = qFromLittleEndian<quint32>(bytes.data() + pos + 8);
        } else if (id == "data") {
            if (data)
                return fail(ErrorCode::BadHeader,
                            tr("a second 'data' chunk (the first is at 0x%1)")
                                .arg(QString::number(data->offset, 16).toUpper()),
                            pos);
            data = chunk;
        }
        // Odd-sized chunks are followed by one pad byte; tolerate it missing only at the end.
        pos += 8 + size + (size & 1);
        if (pos > end && pos - end == 1 && (size & 1))
            pos = end;
    }
    if (!fmt)
        return fail(ErrorCode::BadHeader, tr("no 'fmt ' chunk"), 12);
    if (!data)
        return fail(ErrorCode::BadHeader, tr("no 'data' chunk"), 12);
    if (fmt->size < 16)
        return fail(ErrorCode::BadHeader,
                    tr("the 'fmt ' chunk has %1 bytes; it needs at least 16").arg(fmt->size),
                    fmt->offset + 4);
    if (data->size == 0)
        return fail(ErrorCode::BadHeader, tr("the 'data' chunk is empty"), data->offset + 4);

    WavFile file;
    file.formatOffset = fmt->offset + 8;
    file.formatBytes = bytes.sliced(file.formatOffset, fmt->size).toByteArray();
    auto format = WaveFormat::parse(file.formatBytes, file.formatOffset);
    if (!format)
        return fail(format.error());
    file.format = std::move(*format);
    file.dataOffset = data->offset + 8;
    file.data = bytes.sliced(file.dataOffset, data->size).toByteArray();
    if (PcmDecoder::sampleFor(file.format) && file.format.blockAlign > 0)
        file.frames = file.data.size() / file.format.blockAlign;
    file.factFrames = factFrames;
    return file;
}

Result<WavFile> WavReader::parse(QByteArrayView bytes) {
    auto file = parseContainer(bytes);
    if (!file)
        return file;
    const WaveFormat& f = file->format;
    const qint64 at = file->formatOffset;
    const quint16 tag = f.effectiveTag();
    if (f.tag == WaveFormat::TagExtensible && tag != WaveFormat::TagPcm &&
        tag != WaveFormat::TagIeeeFloat)
        return fail(ErrorCode::Unsupported,
                    tag == 0 ? tr("WAVE_FORMAT_EXTENSIBLE with a non-standard sub-format GUID; "
                                  "only PCM and IEEE float are supported")
                             : tr("WAVE_FORMAT_EXTENSIBLE carrying %1; only PCM and IEEE float "
                                  "are supported")
                                   .arg(WaveFormat::describeTag(tag)),
                    at + 24);
    if (tag == WaveFormat::TagPcm) {
        if (f.bitsPerSample != 8 && f.bitsPerSample != 16 && f.bitsPerSample != 24 &&
            f.bitsPerSample != 32)
            return fail(ErrorCode::Unsupported,
                        tr("PCM with %1 bits per sample; supported are 8, 16, 24 and 32")
                            .arg(f.bitsPerSample),
                        at + 14);
    } else if (tag == WaveFormat::TagIeeeFloat) {
        if (f.bitsPerSample != 32)
            return fail(
                ErrorCode::Unsupported,
                tr("IEEE float with %1 bits per sample; only 32 is supported").arg(f.bitsPerSample),
                at + 14);
    } else {
        return fail(ErrorCode::Unsupported,
                    tr("%1; only PCM and IEEE float WAV files are supported")
                        .arg(WaveFormat::describeTag(tag)),
                    at);
    }
    if (f.channels == 0)
        return fail(ErrorCode::BadHeader, tr("the channel count is 0"), at + 2);
    if (f.sampleRate == 0)
        return fail(ErrorCode::BadHeader, tr("the sample rate is 0"), at + 4);
    if (auto shape = checkFrameShape(f, at); !shape)
        return fail(shape.error());
    if (f.tag == WaveFormat::TagExtensible && (f.validBits == 0 || f.validBits > f.bitsPerSample))
        return fail(ErrorCode::BadHeader,
                    tr("%1 valid bits in a %2-bit container").arg(f.validBits).arg(f.bitsPerSample),
                    at + 18);
    const int frameBytes = f.channels * (f.bitsPerSample / 8);
    if (f.blockAlign != frameBytes)
        return fail(ErrorCode::BadHeader,
                    tr("block align %1 does not match %2 channel(s) × %3 bytes = %4")
                        .arg(f.blockAlign)
                        .arg(f.channels)
                        .arg(f.bitsPerSample / 8)
                        .arg(frameBytes),
                    at + 12);
    if (file->data.size() % frameBytes != 0)
        return fail(ErrorCode::Truncated,
                    tr("the data chunk has %1 bytes, not a whole number of %2-byte frames "
                       "(the last frame is truncated)")
                        .arg(file->data.size())
                        .arg(frameBytes),
                    file->dataOffset - 4);
    return file;
}

Result<WavFile> WavReader::readFile(const QString& path) {
    auto bytes = AudioFileIo::read(path);
    if (!bytes)
        return fail(bytes.error());
    auto file = parse(*bytes);
    if (!file)
        return fail(file.error().inFile(path));
    return file;
}

Result<PcmBufferPtr> WavReader::decode(const WavFile& file) {
    auto decoder =
        WaveDecoder::open(file.formatBytes, file.data, file.formatOffset, file.dataOffset);
    if (!decoder)
        return fail(decoder.error());
    auto pcm = (*decoder)->readAll();
    if (!pcm || file.frames >= 0 || file.factFrames < 0 || file.factFrames >= (*pcm)->frames())
        return pcm;
    const auto keep = (*pcm)->samples().first(static_cast<size_t>(file.factFrames) *
                                              static_cast<size_t>((*pcm)->channels()));
    return PcmBuffer::make(std::vector<float>(keep.begin(), keep.end()), (*pcm)->sampleRate(),
                           (*pcm)->channels());
}

} // namespace soundstage
