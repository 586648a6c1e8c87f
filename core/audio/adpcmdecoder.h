#pragma once

#include "core/audio/audiodecoder.h"
#include "core/audio/waveformat.h"

#include <QByteArray>

#include <array>
#include <vector>

namespace soundstage {

/// Decodes Microsoft ADPCM (wFormatTag 2), mono or stereo.
///
/// Each block starts with, per channel, a predictor index (u8), the initial delta (i16) and the
/// two most recent samples (i16 samp1, i16 samp2); samp2 and samp1 are the block's first two
/// frames, then 4-bit codes follow, high nibble first, channels alternating. The coefficient
/// table comes from the header's cbSize tail (wSamplesPerBlock, wNumCoef, pairs) or, when the
/// header has no tail, is the 7 standard pairs. The last block may be shorter than nBlockAlign:
/// it gives the frames its bytes hold. Trailing bytes too few for a block header are ignored.
/// Prediction uses an arithmetic right shift by 8, as sox and the Microsoft codec do.
class AdpcmDecoder final : public AudioDecoder {
public:
    /// Errors (offsets are `formatBase` + field offset): ErrorCode::Unsupported for more than 2
    /// channels; ErrorCode::BadHeader for a block align too small for the block header,
    /// wSamplesPerBlock larger than a block holds, or no coefficients; ErrorCode::Truncated
    /// when the coefficient table runs past the header. `dataBase` is added to offsets of
    /// errors found while decoding (a predictor index outside the table).
    [[nodiscard]] static Result<std::unique_ptr<AdpcmDecoder>>
    open(const WaveFormat& format, QByteArray data, qint64 formatBase = 0, qint64 dataBase = 0);

    [[nodiscard]] Result<qint64> read(std::span<float> out) override;
    [[nodiscard]] qint64 frameCountHint() const override;

    [[nodiscard]] int samplesPerBlock() const { return m_samplesPerBlock; }

private:
    struct Coef {
        int c1 = 0;
        int c2 = 0;
    };
    AdpcmDecoder(int sampleRate, int channels, QByteArray data, int blockAlign, int samplesPerBlock,
                 std::vector<Coef> coefs, qint64 dataBase);
    Result<void> decodeBlock();

    QByteArray m_data;
    int m_blockAlign = 0;
    int m_samplesPerBlock = 0;
    std::vector<Coef> m_coefs;
    qint64 m_dataBase = 0;
    qint64 m_nextBlock = 0; // byte offset of the next block in m_data
    std::vector<float> m_block;
    size_t m_blockPos = 0; // next sample in m_block
};

} // namespace soundstage
