#include "core/audio/audioimport.h"

#include "core/audio/audiofileio.h"
#include "core/audio/mp3decoder.h"
#include "core/audio/oggvorbisreader.h"
#include "core/audio/pcmdecoder.h"
#include "core/audio/resampler.h"
#include "core/audio/wavreader.h"
#include "core/audio/wavwriter.h"
#include "core/common/bytewriter.h"

#include <QCoreApplication>

namespace soundstage {

namespace {
// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::AudioImport" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::AudioImport)
};
} // namespace

AudioImport::Kind AudioImport::sniff(QByteArrayView bytes) {
    if (bytes.size() >= 12 && bytes.startsWith("RIFF") && bytes.sliced(8, 4) == "WAVE")
        return Kind::Wav;
    if (bytes.startsWith("OggS"))
        return Kind::OggVorbis;
    if (bytes.startsWith("ID3"))
        return Kind::Mp3;
    // MPEG audio frame sync: 11 set bits, a valid layer (not 00).
    if (bytes.size() >= 2 && static_cast<uchar>(bytes[0]) == 0xFF &&
        (static_cast<uchar>(bytes[1]) & 0xE0) == 0xE0 && (static_cast<uchar>(bytes[1]) & 0x06) != 0)
        return Kind::Mp3;
    return Kind::Unknown;
}

Result<PcmBufferPtr> AudioImport::decode(QByteArrayView bytes) {
    switch (sniff(bytes)) {
    case Kind::Wav: {
        auto wav = WavReader::parse(bytes);
        if (!wav && wav.error().code == ErrorCode::Unsupported) {
            // Not an authoring format, but a codec the wave decoders know (an exported
            // MS-ADPCM or MP3 wave): accept it if the RIFF structure itself is sound.
            auto container = WavReader::parseContainer(bytes);
            if (container && !PcmDecoder::sampleFor(container->format)) {
                auto decoded = WavReader::decode(*container);
                if (decoded)
                    return decoded;
            }
        }
        if (!wav)
            return fail(wav.error());
        return WavReader::decode(*wav);
    }
    case Kind::OggVorbis:
        return OggVorbisReader::decode(bytes);
    case Kind::Mp3: {
        auto decoder = Mp3Decoder::open(bytes.toByteArray());
        if (!decoder)
            return fail(decoder.error());
        return (*decoder)->readAll();
    }
    case Kind::Unknown:
        break;
    }
    return fail(ErrorCode::Unsupported,
                Tr::tr("not a file Soundstage can import (WAV, Ogg Vorbis or MP3 expected)"), 0);
}

Result<PcmBufferPtr> AudioImport::decodeFile(const QString& path) {
    auto bytes = AudioFileIo::read(path);
    if (!bytes)
        return fail(bytes.error());
    auto pcm = decode(*bytes);
    if (!pcm)
        return fail(pcm.error().inFile(path));
    return pcm;
}

Result<Wave> AudioImport::toWave(const PcmBufferPtr& pcm, const Options& options,
                                 LoudnessNormalizer::Plan* applied) {
    if (options.sampleRate < 0 || static_cast<quint32>(options.sampleRate) > MaxSampleRate)
        return fail(ErrorCode::Usage, Tr::tr("sample rate %1 Hz is outside 1 … %2 Hz")
                                          .arg(options.sampleRate)
                                          .arg(MaxSampleRate));
    if (!pcm || pcm->isEmpty())
        return fail(ErrorCode::BadRecord, Tr::tr("there is no audio to import"));
    // Limit: the size of the result comes from the source's rate (a field) as much as from its
    // data, so a header claiming 1 Hz would make a 22050 Hz import 22050 times the decoded
    // audio, and take as long to compute. Checked before anything is resampled.
    const qint64 channels = options.mono ? 1 : pcm->channels();
    const qint64 outFrames =
        options.sampleRate > 0
            ? (pcm->frames() * options.sampleRate + pcm->sampleRate() - 1) / pcm->sampleRate()
            : pcm->frames();
    if (outFrames > MaxWaveBytes / 2 / channels)
        return fail(ErrorCode::Unsupported,
                    Tr::tr("the wave would hold %1 frames of %2 channel(s) at %3 Hz, more than "
                           "%4 bytes of 16-bit PCM (the source claims %5 Hz; is that right?)")
                        .arg(outFrames)
                        .arg(channels)
                        .arg(options.sampleRate > 0 ? options.sampleRate : pcm->sampleRate())
                        .arg(MaxWaveBytes)
                        .arg(pcm->sampleRate()));
    PcmBufferPtr shaped = options.mono ? Resampler::mixToMono(pcm) : pcm;
    if (options.sampleRate > 0)
        shaped = Resampler::resample(shaped, options.sampleRate);
    if (options.normalize) {
        // On the final rate and channels: mixing down and resampling change the loudness.
        auto normalized = LoudnessNormalizer::normalize(shaped, *options.normalize);
        if (!normalized)
            return fail(normalized.error());
        shaped = std::move(normalized->pcm);
        if (applied)
            *applied = normalized->plan;
    }
    const auto outChannels = static_cast<quint16>(shaped->channels());
    const auto rate = static_cast<quint32>(shaped->sampleRate());
    ByteWriter format;
    format.u16(WaveFormat::TagPcm);
    format.u16(outChannels);
    format.u32(rate);
    format.u32(rate * outChannels * 2);
    format.u16(static_cast<quint16>(outChannels * 2));
    format.u16(16);
    format.u16(0); // cbSize
    Wave wave;
    wave.format = format.take();
    wave.data = WavWriter::pcm16Samples(*shaped);
    return wave;
}

Result<Wave> AudioImport::importFile(const QString& path, const Options& options,
                                     LoudnessNormalizer::Plan* applied) {
    auto pcm = decodeFile(path);
    if (!pcm)
        return fail(pcm.error());
    auto wave = toWave(*pcm, options, applied);
    if (!wave)
        return fail(wave.error().inFile(path));
    return wave;
}

} // namespace soundstage
