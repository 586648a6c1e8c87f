#pragma once

#include "core/audio/audiodecoder.h"

#include <QByteArray>

#include <memory>

namespace soundstage {

/// Decodes an MPEG audio stream (Layer III, also I/II) held in memory through libmpg123:
/// the data of a tag-0x55 Wave record or a whole .mp3 file (a leading ID3v2 tag is skipped,
/// a LAME/Xing header's encoder delay and padding are trimmed).
///
/// Rate and channels are the stream's own (from its first frame header), not what a
/// surrounding WAVEFORMATEX claims. The stream must keep one rate and channel count.
class Mp3Decoder final : public AudioDecoder {
public:
    /// Opens the stream and reads up to its first frame header. Errors: ErrorCode::BadRecord
    /// when no MPEG audio frame is found (offset `dataBase`), ErrorCode::Unsupported when the
    /// library cannot be set up.
    [[nodiscard]] static Result<std::unique_ptr<Mp3Decoder>> open(QByteArray data,
                                                                  qint64 dataBase = 0);
    ~Mp3Decoder() override;

    [[nodiscard]] Result<qint64> read(std::span<float> out) override;
    [[nodiscard]] qint64 frameCountHint() const override { return m_lengthHint; }

    /// Private state shared with the libmpg123 callbacks.
    struct Source {
        QByteArray data;
        qint64 pos = 0;
    };

private:
    Mp3Decoder(int sampleRate, int channels, void* handle, std::unique_ptr<Source> source,
               qint64 dataBase, qint64 lengthHint);

    void* m_handle = nullptr; // mpg123_handle*, kept opaque so the header stays library-free
    std::unique_ptr<Source> m_source;
    qint64 m_dataBase = 0;
    qint64 m_lengthHint = -1;
    bool m_finished = false;
};

} // namespace soundstage
