#pragma once

#include "core/audio/pcmbuffer.h"
#include "core/common/error.h"

#include <QByteArrayView>
#include <QString>

namespace soundstage {

/// Reads Ogg Vorbis from memory through libvorbisfile.
///
/// Errors: ErrorCode::BadMagic when the bytes are not Ogg at all (offset 0),
/// ErrorCode::Unsupported when the Ogg stream carries another codec (named when recognisable:
/// Opus, FLAC, Speex, Theora), ErrorCode::BadRecord for a damaged Vorbis stream (bad headers,
/// a hole in the data, a broken chain link; the offset is where libvorbisfile was reading),
/// ErrorCode::Unsupported for a chained stream whose links change rate or channels,
/// ErrorCode::BadHeader when the identification header claims more than 32 channels
/// (MaxChannels) or a rate above 768000 Hz (MaxSampleRate), as a WAV file may not either (the
/// offset names the field). Granule positions are not trusted: probe() reports what they
/// claim, decode() returns what the packets hold, verify() refuses a mismatch.
/// Stateless; safe from any thread.
class OggVorbisReader final {
public:
    OggVorbisReader() = delete;

    struct Info {
        int channels = 0;
        int sampleRate = 0; ///< Hz
        qint64 frames = -1; ///< total frames from the granule positions; -1 if not known
        int links = 0;      ///< logical streams chained one after the other
        QString vendor;     ///< the encoder's vendor string
        [[nodiscard]] double seconds() const {
            return frames >= 0 && sampleRate > 0 ? static_cast<double>(frames) / sampleRate : 0;
        }
    };

    /// Opens the stream and reads its headers (cheap; decodes nothing).
    [[nodiscard]] static Result<Info> probe(QByteArrayView bytes);

    /// Decodes everything into float frames.
    [[nodiscard]] static Result<PcmBufferPtr> decode(QByteArrayView bytes);

    /// Decodes everything and checks the stream end to end: no holes, one rate and channel
    /// count, and as many frames as the granule positions promise. Returns what probe() does.
    [[nodiscard]] static Result<Info> verify(QByteArrayView bytes);
};

} // namespace soundstage
