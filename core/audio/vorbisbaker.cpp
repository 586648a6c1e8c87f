#include "core/audio/vorbisbaker.h"

#include "core/audio/audiofileio.h"
#include "core/audio/wavreader.h"

#include <QCoreApplication>

#include <vorbis/vorbisenc.h>

#include <algorithm>
#include <cmath>
#include <memory>

namespace soundstage {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("soundstage::VorbisBaker", text);
}

// RAII over the libvorbis/libogg encoder state (all of it C structs with init/clear pairs).
struct Encoder {
    vorbis_info vi{};
    vorbis_comment vc{};
    vorbis_dsp_state vd{};
    vorbis_block vb{};
    ogg_stream_state os{};
    bool analysis = false;
    bool stream = false;

    Encoder() {
        vorbis_info_init(&vi);
        vorbis_comment_init(&vc);
    }
    ~Encoder() {
        if (stream)
            ogg_stream_clear(&os);
        if (analysis) {
            vorbis_block_clear(&vb);
            vorbis_dsp_clear(&vd);
        }
        vorbis_comment_clear(&vc);
        vorbis_info_clear(&vi);
    }
    Q_DISABLE_COPY_MOVE(Encoder)
};

void appendPage(QByteArray& out, const ogg_page& page) {
    out.append(reinterpret_cast<const char*>(page.header), page.header_len);
    out.append(reinterpret_cast<const char*>(page.body), page.body_len);
}

// Moves every finished packet into pages.
void drain(Encoder& e, QByteArray& out) {
    ogg_packet packet;
    ogg_page page;
    while (vorbis_analysis_blockout(&e.vd, &e.vb) == 1) {
        vorbis_analysis(&e.vb, nullptr);
        vorbis_bitrate_addblock(&e.vb);
        while (vorbis_bitrate_flushpacket(&e.vd, &packet)) {
            ogg_stream_packetin(&e.os, &packet);
            while (ogg_stream_pageout(&e.os, &page))
                appendPage(out, page);
        }
    }
}
} // namespace

VorbisBaker::VorbisBaker(float quality)
    : m_quality(std::clamp(quality, MinQuality, MaxQuality)) {}

quint32 VorbisBaker::serialFor(QByteArrayView input) {
    quint32 hash = 2166136261u;
    for (const char c : input) {
        hash ^= static_cast<uchar>(c);
        hash *= 16777619u;
    }
    return hash == 0 ? 1 : hash;
}

Result<QByteArray> VorbisBaker::encode(const PcmBuffer& pcm, float quality, quint32 serial) {
    Encoder e;
    const int channels = pcm.channels();
    if (vorbis_encode_init_vbr(&e.vi, channels, pcm.sampleRate(),
                               std::clamp(quality, MinQuality, MaxQuality)) != 0)
        return fail(ErrorCode::Unsupported,
                    tr("libvorbisenc has no encoding mode for %1 channel(s) at %2 Hz")
                        .arg(channels)
                        .arg(pcm.sampleRate()));
    vorbis_analysis_init(&e.vd, &e.vi);
    vorbis_block_init(&e.vd, &e.vb);
    e.analysis = true;
    ogg_stream_init(&e.os, static_cast<int>(serial));
    e.stream = true;

    QByteArray out;
    {
        ogg_packet identification;
        ogg_packet comments;
        ogg_packet codebooks;
        vorbis_analysis_headerout(&e.vd, &e.vc, &identification, &comments, &codebooks);
        ogg_stream_packetin(&e.os, &identification);
        ogg_stream_packetin(&e.os, &comments);
        ogg_stream_packetin(&e.os, &codebooks);
        ogg_page page;
        // The headers get pages of their own so audio starts on a fresh page (as the spec asks).
        while (ogg_stream_flush(&e.os, &page))
            appendPage(out, page);
    }

    const auto samples = pcm.samples();
    const qint64 frames = pcm.frames();
    constexpr qint64 Chunk = 1024;
    for (qint64 at = 0; at < frames; at += Chunk) {
        const qint64 n = std::min(Chunk, frames - at);
        float** buffer = vorbis_analysis_buffer(&e.vd, static_cast<int>(n));
        for (qint64 i = 0; i < n; ++i) {
            for (int c = 0; c < channels; ++c) {
                // Normalise to signed 16-bit first, as the fonline baker does, so a WAV of any
                // width bakes to the same bytes as its 16-bit version.
                float v = std::nearbyint(samples[static_cast<size_t>((at + i) * channels + c)] *
                                         32768.0f);
                v = std::isnan(v) ? 0.0f : std::clamp(v, -32768.0f, 32767.0f);
                buffer[c][i] = v / 32768.0f;
            }
        }
        vorbis_analysis_wrote(&e.vd, static_cast<int>(n));
        drain(e, out);
    }
    vorbis_analysis_wrote(&e.vd, 0);
    drain(e, out);
    ogg_page page;
    while (ogg_stream_flush(&e.os, &page))
        appendPage(out, page);
    return out;
}

Result<VorbisBaker::Output> VorbisBaker::bake(QByteArrayView input) const {
    if (input.startsWith("OggS")) {
        auto info = OggVorbisReader::verify(input);
        if (!info)
            return fail(info.error());
        return Output{input.toByteArray(), Route::PassedThrough, *info};
    }
    if (!input.startsWith("RIFF") && !input.startsWith("RIFX") && !input.startsWith("RF64"))
        return fail(ErrorCode::BadMagic, tr("neither a WAV (RIFF) nor an Ogg file"), 0);
    auto wav = WavReader::parse(input);
    if (!wav)
        return fail(wav.error());
    auto pcm = WavReader::decode(*wav);
    if (!pcm)
        return fail(pcm.error());
    auto encoded = encode(**pcm, m_quality, serialFor(input));
    if (!encoded)
        return fail(encoded.error());
    auto info = OggVorbisReader::verify(*encoded);
    if (!info)
        return fail(
            ErrorCode::BadRecord,
            tr("the encoded output does not verify as Vorbis: %1").arg(info.error().message));
    if (info->channels != (*pcm)->channels() || info->sampleRate != (*pcm)->sampleRate() ||
        info->frames != (*pcm)->frames())
        return fail(ErrorCode::BadRecord,
                    tr("the encoded output has %1 frames of %2 Hz × %3 channels; the input "
                       "has %4 frames of %5 Hz × %6")
                        .arg(info->frames)
                        .arg(info->sampleRate)
                        .arg(info->channels)
                        .arg((*pcm)->frames())
                        .arg((*pcm)->sampleRate())
                        .arg((*pcm)->channels()));
    return Output{std::move(*encoded), Route::Encoded, *info};
}

Result<VorbisBaker::Output> VorbisBaker::bakeFile(const QString& inputPath,
                                                  const QString& outputPath) {
    auto input = AudioFileIo::read(inputPath);
    if (!input)
        return fail(input.error());
    auto output = bake(*input);
    if (!output)
        return fail(output.error().inFile(inputPath));
    if (auto written = AudioFileIo::writeAtomic(outputPath, output->bytes); !written)
        return fail(written.error());
    if (output->route == Route::Encoded)
        ++m_counters.encoded;
    else
        ++m_counters.passedThrough;
    m_counters.inputBytes += input->size();
    m_counters.outputBytes += output->bytes.size();
    return output;
}

} // namespace soundstage
