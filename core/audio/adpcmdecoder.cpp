#include "core/audio/adpcmdecoder.h"

#include "core/audio/pcmdecoder.h"
#include "core/common/bytereader.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <limits>

namespace soundstage {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("soundstage::AdpcmDecoder", text);
}

constexpr int AdaptationTable[16] = {230, 230, 230, 230, 307, 409, 512, 614,
                                     768, 614, 512, 409, 307, 230, 230, 230};
constexpr int StandardCoefs[7][2] = {{256, 0}, {512, -256}, {0, 0},     {192, 64},
                                     {240, 0}, {460, -208}, {392, -232}};

constexpr int MaxDelta = std::numeric_limits<int>::max() / 768;

int headerBytes(int channels) {
    return 7 * channels;
}

int framesIn(int blockBytes, int channels) {
    return 2 + (blockBytes - headerBytes(channels)) * 2 / channels;
}
} // namespace

Result<std::unique_ptr<AdpcmDecoder>> AdpcmDecoder::open(const WaveFormat& format, QByteArray data,
                                                         qint64 formatBase, qint64 dataBase) {
    if (auto shape = checkFrameShape(format, formatBase); !shape)
        return fail(shape.error());
    const int channels = format.channels;
    if (channels > 2)
        return fail(
            ErrorCode::Unsupported,
            tr("MS-ADPCM with %1 channels is not supported (mono or stereo only)").arg(channels),
            formatBase + 2);
    const int blockAlign = format.blockAlign;
    if (blockAlign < headerBytes(channels))
        return fail(ErrorCode::BadHeader,
                    tr("block align %1 is too small for the %2-byte MS-ADPCM block header")
                        .arg(blockAlign)
                        .arg(headerBytes(channels)),
                    formatBase + 12);
    const int maxFrames = framesIn(blockAlign, channels);

    int samplesPerBlock = maxFrames;
    std::vector<Coef> coefs;
    if (format.extra.size() >= 4) {
        ByteReader tail(format.extra, formatBase + 18);
        const quint16 spb = tail.u16();
        const quint16 numCoef = tail.u16();
        if (spb > maxFrames)
            return fail(ErrorCode::BadHeader,
                        tr("%1 samples per block, but a %2-byte block holds at most %3")
                            .arg(spb)
                            .arg(blockAlign)
                            .arg(maxFrames),
                        formatBase + 18);
        if (spb != 0)
            samplesPerBlock = spb;
        if (numCoef == 0)
            return fail(ErrorCode::BadHeader, tr("the coefficient table is empty"),
                        formatBase + 20);
        if (!tail.expectCount(numCoef, 4, tr("MS-ADPCM coefficient pairs")))
            return fail(ErrorCode::Truncated, tail.failure()->message, tail.failure()->offset);
        coefs.resize(numCoef);
        for (auto& c : coefs) {
            c.c1 = static_cast<qint16>(tail.u16());
            c.c2 = static_cast<qint16>(tail.u16());
        }
    } else {
        for (const auto& pair : StandardCoefs)
            coefs.push_back({pair[0], pair[1]});
    }
    if (samplesPerBlock < 2)
        return fail(
            ErrorCode::BadHeader,
            tr("%1 samples per block; an MS-ADPCM block holds at least 2").arg(samplesPerBlock),
            formatBase + 18);
    return std::unique_ptr<AdpcmDecoder>(
        new AdpcmDecoder(static_cast<int>(format.sampleRate), channels, std::move(data), blockAlign,
                         samplesPerBlock, std::move(coefs), dataBase));
}

AdpcmDecoder::AdpcmDecoder(int sampleRate, int channels, QByteArray data, int blockAlign,
                           int samplesPerBlock, std::vector<Coef> coefs, qint64 dataBase)
    : AudioDecoder(sampleRate, channels)
    , m_data(std::move(data))
    , m_blockAlign(blockAlign)
    , m_samplesPerBlock(samplesPerBlock)
    , m_coefs(std::move(coefs))
    , m_dataBase(dataBase) {
    m_block.reserve(static_cast<size_t>(samplesPerBlock * channels));
}

qint64 AdpcmDecoder::frameCountHint() const {
    const qint64 full = m_data.size() / m_blockAlign;
    const int rest = static_cast<int>(m_data.size() % m_blockAlign);
    qint64 frames = full * m_samplesPerBlock;
    if (rest >= headerBytes(channels()))
        frames += std::min(m_samplesPerBlock, framesIn(rest, channels()));
    return frames;
}

Result<void> AdpcmDecoder::decodeBlock() {
    m_block.clear();
    m_blockPos = 0;
    const int ch = channels();
    const qint64 start = m_nextBlock;
    const int bytes = static_cast<int>(std::min<qint64>(m_blockAlign, m_data.size() - start));
    if (bytes < headerBytes(ch)) {
        m_nextBlock = m_data.size();
        return {};
    }
    m_nextBlock = start + bytes;
    const auto* p = reinterpret_cast<const uchar*>(m_data.constData()) + start;

    int coef1[2] = {};
    int coef2[2] = {};
    int delta[2] = {};
    int s1[2] = {};
    int s2[2] = {};
    for (int c = 0; c < ch; ++c) {
        const int index = p[c];
        if (index >= static_cast<int>(m_coefs.size()))
            return fail(ErrorCode::BadRecord,
                        tr("predictor index %1 is outside the %2 coefficient pairs")
                            .arg(index)
                            .arg(m_coefs.size()),
                        m_dataBase + start + c);
        coef1[c] = m_coefs[static_cast<size_t>(index)].c1;
        coef2[c] = m_coefs[static_cast<size_t>(index)].c2;
        delta[c] = qFromLittleEndian<qint16>(p + ch + 2 * c);
        s1[c] = qFromLittleEndian<qint16>(p + 3 * ch + 2 * c);
        s2[c] = qFromLittleEndian<qint16>(p + 5 * ch + 2 * c);
    }
    const int frames = std::min(m_samplesPerBlock, framesIn(bytes, ch));
    m_block.resize(static_cast<size_t>(frames * ch));
    for (int c = 0; c < ch; ++c) {
        m_block[static_cast<size_t>(c)] = static_cast<float>(s2[c]) * (1.0f / 32768.0f);
        m_block[static_cast<size_t>(ch + c)] = static_cast<float>(s1[c]) * (1.0f / 32768.0f);
    }
    const uchar* codes = p + headerBytes(ch);
    for (int k = 0; k < (frames - 2) * ch; ++k) {
        const int c = k % ch;
        const int nibble = (k & 1) ? (codes[k / 2] & 0x0F) : (codes[k / 2] >> 4);
        const int signedNibble = nibble >= 8 ? nibble - 16 : nibble;
        // Arithmetic shift: the rounding sox and the reference decoder use. 64-bit sums: two
        // products of ±32768 already overflow an int.
        const qint64 predicted = (qint64{s1[c]} * coef1[c] + qint64{s2[c]} * coef2[c]) >> 8;
        const auto sample = static_cast<int>(
            std::clamp<qint64>(predicted + qint64{signedNibble} * delta[c], -32768, 32767));
        // Damaged data can grow the step without end; cap it where ffmpeg does so the next
        // product stays in range (valid streams never get near).
        delta[c] = std::clamp((AdaptationTable[nibble] * delta[c]) >> 8, 16, MaxDelta);
        s2[c] = s1[c];
        s1[c] = sample;
        m_block[static_cast<size_t>(2 * ch + k)] = static_cast<float>(sample) * (1.0f / 32768.0f);
    }
    return {};
}

Result<qint64> AdpcmDecoder::read(std::span<float> out) {
    const int ch = channels();
    const qint64 wanted = static_cast<qint64>(out.size()) / ch;
    qint64 done = 0;
    while (done < wanted) {
        if (m_blockPos >= m_block.size()) {
            if (m_nextBlock >= m_data.size())
                break;
            if (auto ok = decodeBlock(); !ok)
                return fail(ok.error());
            continue;
        }
        const qint64 available = static_cast<qint64>(m_block.size() - m_blockPos) / ch;
        const qint64 n = std::min(available, wanted - done);
        std::memcpy(out.data() + done * ch, m_block.data() + m_blockPos,
                    static_cast<size_t>(n * ch) * sizeof(float));
        m_blockPos += static_cast<size_t>(n * ch);
        done += n;
    }
    return done;
}

} // namespace soundstage
