#include "widgets/audition/platformaudiodecoder.h"

#include <QAudioBuffer>
#include <QAudioDecoder>
#include <QEventLoop>
#include <QFileInfo>
#include <QTimer>
#include <QUrl>

namespace soundstage {

namespace {
// A decoded file larger than this (about 10 minutes of 48 kHz stereo) is refused rather than
// held in memory: sounds for a SoundTable are seconds long.
constexpr size_t MaxSamples = size_t(48000) * 2 * 600;
} // namespace

Result<PcmBufferPtr> PlatformAudioDecoder::decodeFile(const QString& path, int timeoutMs) {
    const QFileInfo info(path);
    if (!info.isFile() || !info.isReadable())
        return fail(ErrorCode::Io, tr("cannot read the file"), -1, path);

    QAudioDecoder decoder;
    if (!decoder.isSupported())
        return fail(ErrorCode::Unsupported, tr("this system has no audio decoder (Qt Multimedia)"),
                    -1, path);
    // No format is requested: GStreamer's decoder ignores most requests and delivers its own
    // (often 16-bit); every sample format is normalised below instead.
    decoder.setSource(QUrl::fromLocalFile(info.absoluteFilePath())); // must be absolute

    std::vector<float> samples;
    int rate = 0;
    int channels = 0;
    std::optional<Error> failure;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);

    QObject::connect(&decoder, &QAudioDecoder::bufferReady, &loop, [&] {
        const QAudioBuffer buffer = decoder.read();
        if (!buffer.isValid() || failure)
            return;
        const QAudioFormat format = buffer.format();
        if (format.sampleFormat() == QAudioFormat::Unknown || format.bytesPerSample() <= 0) {
            failure = Error{ErrorCode::Unsupported,
                            tr("the decoder delivered samples of an unknown format"), path};
            decoder.stop();
            loop.quit();
            return;
        }
        rate = format.sampleRate();
        channels = format.channelCount();
        const auto count = static_cast<size_t>(buffer.sampleCount());
        if (samples.size() + count > MaxSamples) {
            failure =
                Error{ErrorCode::Unsupported,
                      tr("the sound is longer than ten minutes; cut it before importing"), path};
            decoder.stop();
            loop.quit();
            return;
        }
        const auto* bytes = buffer.constData<char>();
        const int stride = format.bytesPerSample();
        for (size_t i = 0; i < count; ++i)
            samples.push_back(
                format.normalizedSampleValue(bytes + i * static_cast<size_t>(stride)));
        timeout.start(timeoutMs); // progress: give it the full time again
    });
    QObject::connect(&decoder, &QAudioDecoder::finished, &loop, &QEventLoop::quit);
    QObject::connect(&decoder, qOverload<QAudioDecoder::Error>(&QAudioDecoder::error), &loop,
                     [&](QAudioDecoder::Error) {
                         failure = Error{ErrorCode::Unsupported,
                                         tr("cannot decode: %1").arg(decoder.errorString()), path};
                         loop.quit();
                     });
    QObject::connect(&timeout, &QTimer::timeout, &loop, [&] {
        failure =
            Error{ErrorCode::Unsupported,
                  tr("the platform decoder gave no answer (is a GStreamer plugin missing?)"), path};
        decoder.stop();
        loop.quit();
    });

    timeout.start(timeoutMs);
    decoder.start();
    loop.exec();

    if (failure)
        return fail(*failure);
    if (samples.empty() || rate <= 0 || channels <= 0)
        return fail(ErrorCode::BadRecord, tr("the file holds no audio"), -1, path);
    return PcmBuffer::make(std::move(samples), rate, channels);
}

} // namespace soundstage
