#include "core/audio/oggvorbisreader.h"

#include "core/audio/pcmdecoder.h"

#include <QCoreApplication>

#include <vorbis/vorbisfile.h>

#include <cstring>
#include <vector>

namespace soundstage {

namespace {
// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::OggVorbisReader" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OggVorbisReader)
};

struct MemorySource {
    QByteArrayView bytes;
    qint64 pos = 0;
};

size_t readMemory(void* buffer, size_t size, size_t count, void* source) {
    auto* s = static_cast<MemorySource*>(source);
    if (size == 0)
        return 0;
    const qint64 items = std::min<qint64>(static_cast<qint64>(count),
                                          (s->bytes.size() - s->pos) / static_cast<qint64>(size));
    if (items <= 0)
        return 0;
    std::memcpy(buffer, s->bytes.data() + s->pos, static_cast<size_t>(items) * size);
    s->pos += items * static_cast<qint64>(size);
    return static_cast<size_t>(items);
}

int seekMemory(void* source, ogg_int64_t offset, int whence) {
    auto* s = static_cast<MemorySource*>(source);
    qint64 target = offset;
    if (whence == SEEK_CUR)
        target += s->pos;
    else if (whence == SEEK_END)
        target += s->bytes.size();
    if (target < 0 || target > s->bytes.size())
        return -1;
    s->pos = target;
    return 0;
}

long tellMemory(void* source) {
    return static_cast<long>(static_cast<MemorySource*>(source)->pos);
}

// What codec the first packet of an Ogg stream announces (for a useful "not Vorbis" message).
QString sniffCodec(QByteArrayView bytes) {
    if (bytes.size() < 28)
        return {};
    const int segments = static_cast<uchar>(bytes[26]);
    const qint64 body = 27 + segments;
    if (bytes.size() < body + 8)
        return {};
    const QByteArrayView packet = bytes.sliced(body);
    if (packet.startsWith("OpusHead"))
        return QStringLiteral("Opus");
    if (packet.startsWith("\x7F"
                          "FLAC"))
        return QStringLiteral("FLAC");
    if (packet.startsWith("Speex   "))
        return QStringLiteral("Speex");
    if (packet.startsWith("\x80theora"))
        return QStringLiteral("Theora");
    return {};
}

class VorbisFile final {
public:
    explicit VorbisFile(QByteArrayView bytes)
        : m_source{bytes, 0} {}
    ~VorbisFile() {
        if (m_open)
            ov_clear(&m_file);
    }
    Q_DISABLE_COPY_MOVE(VorbisFile)

    Result<OggVorbisReader::Info> open() {
        const QByteArrayView bytes = m_source.bytes;
        if (bytes.size() < 4 || !bytes.startsWith("OggS"))
            return fail(ErrorCode::BadMagic, Tr::tr("not an Ogg file (no 'OggS' capture pattern)"),
                        0);
        const ov_callbacks callbacks{readMemory, seekMemory, nullptr, tellMemory};
        const int rc = ov_open_callbacks(&m_source, &m_file, nullptr, 0, callbacks);
        if (rc != 0) {
            if (rc == OV_ENOTVORBIS) {
                const QString codec = sniffCodec(bytes);
                return fail(ErrorCode::Unsupported,
                            codec.isEmpty()
                                ? Tr::tr("the Ogg stream does not carry Vorbis")
                                : Tr::tr("the Ogg stream carries %1, not Vorbis").arg(codec),
                            0);
            }
            return fail(ErrorCode::BadRecord,
                        Tr::tr("the Vorbis headers are damaged (libvorbisfile error %1)").arg(rc),
                        m_source.pos);
        }
        m_open = true;
        const vorbis_info* vi = ov_info(&m_file, -1);
        if (!vi || vi->channels <= 0 || vi->rate <= 0)
            return fail(ErrorCode::BadRecord, Tr::tr("the Vorbis stream has no usable format"), 0);
        // Limits: the WAV rules' ranges (pcmdecoder.h). The identification header may claim up
        // to 255 channels and a 32-bit rate; libvorbis takes both, but a rate above INT_MAX
        // does not fit Info, and rates and channel counts like these only ever come from a
        // header that lies. The offsets name the field in the identification header, which
        // starts the first page (open() has just read it, so the page is there).
        const qint64 idHeader = bytes.size() > 26 ? 27 + static_cast<uchar>(bytes[26]) : 0;
        if (vi->channels > MaxChannels)
            return fail(ErrorCode::BadHeader,
                        Tr::tr("the Vorbis header claims %1 channels; expected 1 to %2")
                            .arg(vi->channels)
                            .arg(MaxChannels),
                        idHeader + 11);
        if (static_cast<quint64>(vi->rate) > MaxSampleRate)
            return fail(
                ErrorCode::BadHeader,
                Tr::tr("the Vorbis header claims a sample rate of %1 Hz; expected 1 to %2 Hz")
                    .arg(static_cast<quint64>(vi->rate))
                    .arg(MaxSampleRate),
                idHeader + 12);
        OggVorbisReader::Info info;
        info.channels = vi->channels;
        info.sampleRate = static_cast<int>(vi->rate);
        info.links = static_cast<int>(ov_streams(&m_file));
        const ogg_int64_t total = ov_pcm_total(&m_file, -1);
        info.frames = total >= 0 ? total : -1;
        if (const vorbis_comment* vc = ov_comment(&m_file, -1); vc && vc->vendor)
            info.vendor = QString::fromUtf8(vc->vendor);
        for (int link = 1; link < info.links; ++link) {
            const vorbis_info* other = ov_info(&m_file, link);
            if (!other || other->channels != info.channels || other->rate != info.sampleRate)
                return fail(ErrorCode::Unsupported,
                            Tr::tr("chained Ogg stream: link %1 changes rate or channel count")
                                .arg(link + 1),
                            0);
        }
        return info;
    }

    Result<std::vector<float>> decodeAll(const OggVorbisReader::Info& info) {
        std::vector<float> out;
        // Limit: the reservation is at most 64 samples per input byte, all channels counted
        // (granule positions and the channel count are fields, and both can lie; a stream
        // that really decodes to more just grows the vector as it goes).
        if (info.frames > 0 && info.channels > 0 &&
            info.frames <= m_source.bytes.size() * 64 / info.channels)
            out.reserve(static_cast<size_t>(info.frames * info.channels));
        for (;;) {
            float** pcm = nullptr;
            int link = 0;
            const long got = ov_read_float(&m_file, &pcm, 4096, &link);
            if (got == 0)
                break;
            if (got == OV_HOLE)
                return fail(ErrorCode::BadRecord,
                            Tr::tr("the Vorbis stream is damaged: data is missing or corrupt"),
                            ov_raw_tell(&m_file));
            if (got < 0)
                return fail(
                    ErrorCode::BadRecord,
                    Tr::tr("the Vorbis stream is damaged (libvorbisfile error %1)").arg(got),
                    ov_raw_tell(&m_file));
            const vorbis_info* vi = ov_info(&m_file, link);
            if (!vi || vi->channels != info.channels)
                return fail(ErrorCode::Unsupported,
                            Tr::tr("chained Ogg stream changes its channel count"),
                            ov_raw_tell(&m_file));
            const size_t at = out.size();
            out.resize(at + static_cast<size_t>(got * info.channels));
            for (long i = 0; i < got; ++i)
                for (int c = 0; c < info.channels; ++c)
                    out[at + static_cast<size_t>(i * info.channels + c)] = pcm[c][i];
        }
        return out;
    }

private:
    MemorySource m_source;
    OggVorbis_File m_file{};
    bool m_open = false;
};
} // namespace

Result<OggVorbisReader::Info> OggVorbisReader::probe(QByteArrayView bytes) {
    VorbisFile file(bytes);
    return file.open();
}

Result<PcmBufferPtr> OggVorbisReader::decode(QByteArrayView bytes) {
    VorbisFile file(bytes);
    auto info = file.open();
    if (!info)
        return fail(info.error());
    auto samples = file.decodeAll(*info);
    if (!samples)
        return fail(samples.error());
    return PcmBuffer::make(std::move(*samples), info->sampleRate, info->channels);
}

Result<OggVorbisReader::Info> OggVorbisReader::verify(QByteArrayView bytes) {
    VorbisFile file(bytes);
    auto info = file.open();
    if (!info)
        return info;
    auto samples = file.decodeAll(*info);
    if (!samples)
        return fail(samples.error());
    const qint64 decoded = static_cast<qint64>(samples->size()) / info->channels;
    if (info->frames >= 0 && decoded != info->frames)
        return fail(ErrorCode::BadRecord,
                    Tr::tr("the stream decodes to %1 frames but its granule positions promise %2")
                        .arg(decoded)
                        .arg(info->frames),
                    bytes.size());
    if (decoded == 0)
        return fail(ErrorCode::BadRecord, Tr::tr("the Vorbis stream holds no audio"), 0);
    info->frames = decoded;
    return info;
}

} // namespace soundstage
