#include "core/audio/audiodecoder.h"

#include <QCoreApplication>

#include <vector>

namespace soundstage {

Result<PcmBufferPtr> AudioDecoder::readAll() {
    std::vector<float> all;
    const qint64 hint = frameCountHint();
    // The hint comes from headers already checked against the bytes present, so it is bounded;
    // cap it anyway so a wrong hint can only cost time, not a huge allocation.
    if (hint > 0)
        all.reserve(
            static_cast<size_t>(std::min<qint64>(hint, MaxDecodedSamples / m_channels + 1)) *
            m_channels);
    constexpr qint64 ChunkFrames = 4096;
    for (;;) {
        const size_t at = all.size();
        all.resize(at + static_cast<size_t>(ChunkFrames * m_channels));
        auto got = read(std::span<float>(all).subspan(at));
        if (!got)
            return fail(got.error());
        all.resize(at + static_cast<size_t>(*got * m_channels));
        if (*got == 0)
            break;
        if (qint64(all.size()) > MaxDecodedSamples)
            return fail(ErrorCode::Unsupported,
                        QCoreApplication::translate(
                            "soundstage::AudioDecoder",
                            "the sound decodes to more than %1 samples; longer sounds are not "
                            "decoded into memory")
                            .arg(MaxDecodedSamples));
    }
    all.shrink_to_fit();
    return PcmBuffer::make(std::move(all), m_sampleRate, m_channels);
}

} // namespace soundstage
