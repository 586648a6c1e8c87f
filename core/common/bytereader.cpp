#include "core/common/bytereader.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QtEndian>

#include <cstring>

namespace soundstage {

namespace {
// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::ByteReader" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::ByteReader)
};
} // namespace

ByteReader::ByteReader(QByteArrayView bytes, qint64 base)
    : m_bytes(bytes)
    , m_base(base) {}

bool ByteReader::need(qint64 count, const char* what) {
    if (!ok())
        return false;
    if (count < 0 || count > m_bytes.size() - m_pos) {
        failAt(pos(), Tr::tr("%1 needs %2 bytes but only %3 remain")
                          .arg(QLatin1StringView(what))
                          .arg(count)
                          .arg(m_bytes.size() - m_pos));
        return false;
    }
    return true;
}

quint8 ByteReader::u8() {
    if (!need(1, "a byte"))
        return 0;
    return static_cast<quint8>(m_bytes[m_pos++]);
}

quint16 ByteReader::u16() {
    if (!need(2, "a 16-bit value"))
        return 0;
    const auto value = qFromLittleEndian<quint16>(m_bytes.data() + m_pos);
    m_pos += 2;
    return value;
}

quint32 ByteReader::u32() {
    if (!need(4, "a 32-bit value"))
        return 0;
    const auto value = qFromLittleEndian<quint32>(m_bytes.data() + m_pos);
    m_pos += 4;
    return value;
}

qint32 ByteReader::i32() {
    return static_cast<qint32>(u32());
}

float ByteReader::f32() {
    const quint32 bits = u32();
    float value = 0;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

double ByteReader::f64() {
    if (!need(8, "a 64-bit value"))
        return 0;
    const auto bits = qFromLittleEndian<quint64>(m_bytes.data() + m_pos);
    m_pos += 8;
    double value = 0;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

QByteArrayView ByteReader::take(qint64 count) {
    if (!need(count, "a byte block"))
        return {};
    const QByteArrayView view = m_bytes.sliced(m_pos, count);
    m_pos += count;
    return view;
}

void ByteReader::skip(qint64 count) {
    if (need(count, "a skipped block"))
        m_pos += count;
}

void ByteReader::alignTo4() {
    const qint64 pad = (4 - (m_pos % 4)) % 4;
    if (pad != 0)
        skip(pad);
}

QString ByteReader::pstring() {
    qint64 length = u16();
    qint64 prefix = 2;
    if (length == 0xFFFF) {
        length = u32();
        prefix = 6;
    }
    const QByteArrayView bytes = take(length);
    skip((4 - (prefix + length) % 4) % 4); // padding counts from the string's own start
    if (!ok())
        return {};
    auto decode = QStringDecoder(QStringDecoder::Latin1);
    return decode(bytes);
}

bool ByteReader::expectCount(quint64 count, qint64 minElementSize, const QString& what) {
    if (!ok())
        return false;
    const quint64 available = static_cast<quint64>(m_bytes.size() - m_pos);
    const quint64 size = static_cast<quint64>(minElementSize);
    if (size > 0 && count > available / size) {
        failAt(pos(), Tr::tr("%1 is %2, more than the %3 remaining bytes can hold")
                          .arg(what)
                          .arg(count)
                          .arg(available));
        return false;
    }
    return true;
}

void ByteReader::fail(const QString& message) {
    failAt(pos(), message);
}

void ByteReader::failAt(qint64 offset, const QString& message) {
    if (!m_failure)
        m_failure = Failure{offset, message};
}

} // namespace soundstage
