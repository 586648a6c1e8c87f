#include "core/audio/mp3decoder.h"

#include <QCoreApplication>

#include <mpg123.h>

#include <cstring>
#include <mutex>

namespace soundstage {

namespace {
// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::Mp3Decoder" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::Mp3Decoder)
};

mpg123_ssize_t readSource(void* handle, void* buffer, size_t bytes) {
    auto* source = static_cast<Mp3Decoder::Source*>(handle);
    const qint64 n =
        std::min<qint64>(static_cast<qint64>(bytes), source->data.size() - source->pos);
    if (n <= 0)
        return 0;
    std::memcpy(buffer, source->data.constData() + source->pos, static_cast<size_t>(n));
    source->pos += n;
    return static_cast<mpg123_ssize_t>(n);
}

off_t seekSource(void* handle, off_t offset, int whence) {
    auto* source = static_cast<Mp3Decoder::Source*>(handle);
    qint64 target = offset;
    if (whence == SEEK_CUR)
        target += source->pos;
    else if (whence == SEEK_END)
        target += source->data.size();
    if (target < 0 || target > source->data.size())
        return -1;
    source->pos = target;
    return static_cast<off_t>(target);
}

bool initLibrary() {
    static std::once_flag once;
    static bool ok = false;
    std::call_once(once, [] { ok = mpg123_init() == MPG123_OK; });
    return ok;
}

struct HandleDeleter {
    void operator()(mpg123_handle* h) const {
        mpg123_close(h);
        mpg123_delete(h);
    }
};
} // namespace

Result<std::unique_ptr<Mp3Decoder>> Mp3Decoder::open(QByteArray data, qint64 dataBase) {
    if (!initLibrary())
        return fail(ErrorCode::Unsupported, Tr::tr("libmpg123 could not be initialised"));
    int err = MPG123_OK;
    std::unique_ptr<mpg123_handle, HandleDeleter> h(mpg123_new(nullptr, &err));
    if (!h)
        return fail(ErrorCode::Unsupported,
                    Tr::tr("libmpg123 could not create a decoder: %1")
                        .arg(QString::fromUtf8(mpg123_plain_strerror(err))));
    mpg123_param(h.get(), MPG123_ADD_FLAGS, MPG123_QUIET | MPG123_GAPLESS, 0.0);
    // Float output at whatever rate and channel count the stream has.
    mpg123_format_none(h.get());
    const long* rates = nullptr;
    size_t rateCount = 0;
    mpg123_rates(&rates, &rateCount);
    for (size_t i = 0; i < rateCount; ++i)
        mpg123_format(h.get(), rates[i], MPG123_MONO | MPG123_STEREO, MPG123_ENC_FLOAT_32);

    auto source = std::make_unique<Source>(Source{std::move(data), 0});
    if (mpg123_replace_reader_handle(h.get(), readSource, seekSource, nullptr) != MPG123_OK ||
        mpg123_open_handle(h.get(), source.get()) != MPG123_OK)
        return fail(ErrorCode::Unsupported,
                    Tr::tr("libmpg123 could not open the stream: %1")
                        .arg(QString::fromUtf8(mpg123_strerror(h.get()))),
                    dataBase);
    long rate = 0;
    int channels = 0;
    int encoding = 0;
    if (mpg123_getformat(h.get(), &rate, &channels, &encoding) != MPG123_OK || rate <= 0 ||
        channels <= 0)
        return fail(ErrorCode::BadRecord,
                    Tr::tr("no MPEG audio frame found in %1 bytes").arg(source->data.size()),
                    dataBase);
    // Lock the output to the first frame's shape; a later change is refused in read().
    mpg123_format_none(h.get());
    mpg123_format(h.get(), rate, channels, MPG123_ENC_FLOAT_32);
    const off_t length = mpg123_length(h.get());
    return std::unique_ptr<Mp3Decoder>(new Mp3Decoder(static_cast<int>(rate), channels, h.release(),
                                                      std::move(source), dataBase,
                                                      length > 0 ? length : -1));
}

Mp3Decoder::Mp3Decoder(int sampleRate, int channels, void* handle, std::unique_ptr<Source> source,
                       qint64 dataBase, qint64 lengthHint)
    : AudioDecoder(sampleRate, channels)
    , m_handle(handle)
    , m_source(std::move(source))
    , m_dataBase(dataBase)
    , m_lengthHint(lengthHint) {}

Mp3Decoder::~Mp3Decoder() {
    HandleDeleter{}(static_cast<mpg123_handle*>(m_handle));
}

Result<qint64> Mp3Decoder::read(std::span<float> out) {
    auto* h = static_cast<mpg123_handle*>(m_handle);
    const size_t frameBytes = sizeof(float) * static_cast<size_t>(channels());
    const size_t wanted = out.size() / static_cast<size_t>(channels()) * frameBytes;
    size_t filled = 0;
    while (!m_finished && filled < wanted) {
        size_t got = 0;
        const int rc = mpg123_read(h, reinterpret_cast<unsigned char*>(out.data()) + filled,
                                   wanted - filled, &got);
        filled += got;
        if (rc == MPG123_DONE || (rc == MPG123_NEED_MORE && got == 0)) {
            m_finished = true;
        } else if (rc == MPG123_NEW_FORMAT) {
            long rate = 0;
            int ch = 0;
            int enc = 0;
            mpg123_getformat(h, &rate, &ch, &enc);
            if (rate != sampleRate() || ch != channels())
                return fail(ErrorCode::BadRecord,
                            Tr::tr("the MPEG stream changes from %1 Hz × %2 to %3 Hz × %4 channels")
                                .arg(sampleRate())
                                .arg(channels())
                                .arg(rate)
                                .arg(ch),
                            m_dataBase + mpg123_tell_stream(h));
        } else if (rc != MPG123_OK) {
            return fail(
                ErrorCode::BadRecord,
                Tr::tr("MPEG decoding failed: %1").arg(QString::fromUtf8(mpg123_strerror(h))),
                m_dataBase + std::max<off_t>(0, mpg123_tell_stream(h)));
        }
    }
    return static_cast<qint64>(filled / frameBytes);
}

} // namespace soundstage
