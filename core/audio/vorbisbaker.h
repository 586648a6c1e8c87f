#pragma once

#include "core/audio/oggvorbisreader.h"
#include "core/audio/pcmbuffer.h"
#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace soundstage {

/// Bakes authored audio into Ogg Vorbis the way the fonline AudioBaker does:
///
/// - a WAV (checked by WavReader's rules) is normalised to signed 16-bit PCM and encoded with
///   libvorbisenc in VBR mode at the chosen quality;
/// - an Ogg is checked (opens as Vorbis, decodes without holes) and passed through unchanged;
/// - every output is re-opened and verified as Vorbis (same rate and channels; an encoded
///   output must give back exactly the input's frame count);
/// - the same input always gives the same bytes: the Ogg stream serial number is a hash of the
///   input and nothing time-dependent is written (the comment header holds only the encoder's
///   vendor string).
///
/// A baker instance keeps counters over the files it baked. Not thread-safe (the counters);
/// bake() itself touches no state.
class VorbisBaker final {
public:
    static constexpr float DefaultQuality = 0.4f;
    static constexpr float MinQuality = -0.1f; ///< libvorbisenc's VBR quality range
    static constexpr float MaxQuality = 1.0f;

    enum class Route { Encoded, PassedThrough };

    struct Output {
        QByteArray bytes; ///< the Ogg Vorbis file
        Route route = Route::Encoded;
        OggVorbisReader::Info info; ///< what verification found in `bytes`
    };

    struct Counters {
        int encoded = 0;
        int passedThrough = 0;
        qint64 inputBytes = 0;
        qint64 outputBytes = 0;
    };

    /// `quality` in [MinQuality, MaxQuality]; values outside are clamped.
    explicit VorbisBaker(float quality = DefaultQuality);

    [[nodiscard]] float quality() const { return m_quality; }

    /// Bakes one input held in memory. Errors: whatever WavReader::parse or OggVorbisReader
    /// reports for a bad input (with its offset), ErrorCode::BadMagic for bytes that are
    /// neither WAV nor Ogg, ErrorCode::Unsupported when libvorbisenc has no mode for the
    /// rate/channel combination, ErrorCode::BadRecord when the output fails verification.
    [[nodiscard]] Result<Output> bake(QByteArrayView input) const;

    /// Reads `inputPath`, bakes it, writes `outputPath` atomically, and counts it. Errors carry
    /// the input's (or, for write failures, the output's) path. Failed files are not counted.
    [[nodiscard]] Result<Output> bakeFile(const QString& inputPath, const QString& outputPath);

    [[nodiscard]] const Counters& counters() const { return m_counters; }

    /// Encodes a buffer (quantised to 16-bit first) as one Ogg Vorbis stream with the given
    /// serial number. Deterministic.
    [[nodiscard]] static Result<QByteArray> encode(const PcmBuffer& pcm, float quality,
                                                   quint32 serial);

    /// The serial number used for an input: FNV-1a of its bytes (never 0).
    [[nodiscard]] static quint32 serialFor(QByteArrayView input);

private:
    float m_quality = DefaultQuality;
    Counters m_counters;
};

} // namespace soundstage
