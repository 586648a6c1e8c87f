#include "core/common/textpool.h"

namespace soundstage {

qsizetype TextPool::decodeValidUtf8(std::string_view utf8, char16_t* out) {
    const auto* p = reinterpret_cast<const unsigned char*>(utf8.data());
    const size_t n = utf8.size();
    qsizetype units = 0;
    for (size_t i = 0; i < n;) {
        const unsigned char b = p[i];
        if (b < 0x80) {
            out[units++] = b;
            ++i;
            continue;
        }
        const size_t length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
        char32_t c = b & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F);
        for (size_t k = 1; k < length && i + k < n; ++k)
            c = (c << 6) | (p[i + k] & 0x3F);
        i += length;
        if (c >= 0x10000) {
            out[units++] = QChar::highSurrogate(c);
            out[units++] = QChar::lowSurrogate(c);
        } else {
            out[units++] = static_cast<char16_t>(c);
        }
    }
    return units;
}

char16_t* TextPool::reserve(qsizetype units) {
    if (units > maxPooledUnits)
        return nullptr;
    if (units + 1 > m_room) {
        // A new block; the old one lives on in the strings made from it.
        m_references.release(); // while m_block still holds the old block
        m_block = QString(blockUnits, Qt::Uninitialized);
        m_free = reinterpret_cast<char16_t*>(m_block.data()); // not shared yet: no copy
        m_room = blockUnits;
        m_references.reset(m_block);
    }
    return m_free;
}

QString TextPool::take(qsizetype units) {
    m_free[units] = u'\0';
    // A string sharing the block's buffer (one reference more), pointed at the slice. The block
    // is written further only past every slice taken from it.
    QString slice = m_references.take(m_free, units);
    m_free += units + 1;
    m_room -= units + 1;
    return slice;
}

QString TextPool::fromAscii(std::string_view ascii) {
    const auto units = static_cast<qsizetype>(ascii.size());
    if (units == 0)
        return QString(QLatin1StringView("")); // empty, not null, as fromLatin1 gives
    char16_t* out = reserve(units);
    if (!out)
        return QString::fromLatin1(ascii.data(), units);
    for (qsizetype i = 0; i < units; ++i)
        out[i] = static_cast<unsigned char>(ascii[size_t(i)]);
    return take(units);
}

QString TextPool::fromValidUtf8(std::string_view utf8) {
    // Never more UTF-16 code units than bytes.
    const auto bound = static_cast<qsizetype>(utf8.size());
    if (bound == 0)
        return QString(QLatin1StringView(""));
    char16_t* out = reserve(bound);
    if (!out) {
        QString own(bound, Qt::Uninitialized);
        own.resize(decodeValidUtf8(utf8, reinterpret_cast<char16_t*>(own.data())));
        return own;
    }
    return take(decodeValidUtf8(utf8, out));
}

} // namespace soundstage
