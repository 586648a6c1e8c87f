#include "core/common/utf8writer.h"

#include <charconv>

namespace soundstage {

namespace {
// Past this the buffer goes to the sink: large enough that the sink's cost per call does not
// matter, small enough to stay in cache.
constexpr std::size_t FlushAt = 64 * 1024;
} // namespace

Utf8Writer::Utf8Writer(Sink sink)
    : m_sink(std::move(sink)) {
    m_buffer.reserve(FlushAt + 8 * 1024);
}

Utf8Writer::~Utf8Writer() {
    flush();
}

Utf8Writer& Utf8Writer::operator<<(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    m_buffer.append(utf8.constData(), static_cast<std::size_t>(utf8.size()));
    return *this;
}

Utf8Writer& Utf8Writer::operator<<(qint64 number) {
    char digits[24];
    const auto written = std::to_chars(digits, digits + sizeof digits, number);
    m_buffer.append(digits, static_cast<std::size_t>(written.ptr - digits));
    return *this;
}

void Utf8Writer::general(double value, int precision) {
    char digits[48];
    const auto written =
        std::to_chars(digits, digits + sizeof digits, value, std::chars_format::general, precision);
    m_buffer.append(digits, static_cast<std::size_t>(written.ptr - digits));
}

void Utf8Writer::shortest(double value) {
    char digits[32];
    const auto written = std::to_chars(digits, digits + sizeof digits, value);
    m_buffer.append(digits, static_cast<std::size_t>(written.ptr - digits));
}

void Utf8Writer::shortest(float value) {
    char digits[32];
    const auto written = std::to_chars(digits, digits + sizeof digits, value);
    m_buffer.append(digits, static_cast<std::size_t>(written.ptr - digits));
}

void Utf8Writer::hexId(quint32 id) {
    static constexpr char hex[] = "0123456789ABCDEF";
    char text[10] = {'0', 'x'};
    for (int i = 9; i >= 2; --i) {
        text[i] = hex[id & 0xFu];
        id >>= 4;
    }
    m_buffer.append(text, 10);
}

void Utf8Writer::flushIfFull() {
    if (m_buffer.size() >= FlushAt)
        flush();
}

void Utf8Writer::flush() {
    if (m_buffer.empty())
        return;
    m_sink(QByteArrayView(m_buffer.data(), static_cast<qsizetype>(m_buffer.size())));
    m_buffer.clear();
}

} // namespace soundstage
