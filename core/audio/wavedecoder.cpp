#include "core/audio/wavedecoder.h"

#include "core/audio/adpcmdecoder.h"
#include "core/audio/mp3decoder.h"
#include "core/audio/pcmdecoder.h"
#include "core/audio/waveformat.h"

#include <QCoreApplication>

namespace soundstage {

namespace {
// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::WaveDecoder" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::WaveDecoder)
};

template <typename D>
Result<std::unique_ptr<AudioDecoder>> widen(Result<std::unique_ptr<D>> result) {
    if (!result)
        return fail(result.error());
    return std::unique_ptr<AudioDecoder>(std::move(*result));
}
} // namespace

Result<std::unique_ptr<AudioDecoder>> WaveDecoder::open(QByteArrayView formatBytes, QByteArray data,
                                                        qint64 formatBase, qint64 dataBase) {
    auto format = WaveFormat::parse(formatBytes, formatBase);
    if (!format)
        return fail(format.error());
    switch (format->tag) {
    case WaveFormat::TagPcm:
    case WaveFormat::TagIeeeFloat:
        return widen(PcmDecoder::open(*format, std::move(data), formatBase));
    case WaveFormat::TagAdpcm:
        return widen(AdpcmDecoder::open(*format, std::move(data), formatBase, dataBase));
    case WaveFormat::TagMp3:
    case WaveFormat::TagMpeg:
        return widen(Mp3Decoder::open(std::move(data), dataBase));
    case WaveFormat::TagExtensible:
        if (format->subFormatTag == WaveFormat::TagPcm ||
            format->subFormatTag == WaveFormat::TagIeeeFloat)
            return widen(PcmDecoder::open(*format, std::move(data), formatBase));
        if (format->subFormatTag == 0)
            return fail(ErrorCode::Unsupported,
                        Tr::tr("WAVE_FORMAT_EXTENSIBLE with a non-standard sub-format GUID is not "
                               "supported"),
                        formatBase + 24);
        return fail(ErrorCode::Unsupported,
                    Tr::tr("WAVE_FORMAT_EXTENSIBLE carrying %1 is not supported")
                        .arg(WaveFormat::describeTag(format->subFormatTag)),
                    formatBase + 24);
    default:
        return fail(ErrorCode::Unsupported,
                    Tr::tr("%1 is not supported").arg(WaveFormat::describeTag(format->tag)),
                    formatBase);
    }
}

Result<std::unique_ptr<AudioDecoder>> WaveDecoder::open(const Wave& wave) {
    return open(wave.format, wave.data, RecordFormatOffset,
                RecordFormatOffset + wave.format.size());
}

Result<PcmBufferPtr> WaveDecoder::decode(const Wave& wave) {
    auto decoder = open(wave);
    if (!decoder)
        return fail(decoder.error());
    return (*decoder)->readAll();
}

} // namespace soundstage
