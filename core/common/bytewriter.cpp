#include "core/common/bytewriter.h"

#include <QtEndian>

#include <cstring>

namespace soundstage {

void ByteWriter::u8(quint8 value) {
    m_bytes.append(static_cast<char>(value));
}

void ByteWriter::u16(quint16 value) {
    char raw[2];
    qToLittleEndian(value, raw);
    m_bytes.append(raw, 2);
}

void ByteWriter::u32(quint32 value) {
    char raw[4];
    qToLittleEndian(value, raw);
    m_bytes.append(raw, 4);
}

void ByteWriter::f32(float value) {
    quint32 bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    u32(bits);
}

void ByteWriter::f64(double value) {
    quint64 bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    char raw[8];
    qToLittleEndian(bits, raw);
    m_bytes.append(raw, 8);
}

void ByteWriter::alignTo4() {
    const qint64 pad = (4 - (m_bytes.size() % 4)) % 4;
    zeros(pad);
}

void ByteWriter::pstring(const QString& text) {
    const QByteArray bytes = text.toLatin1();
    const qint64 start = m_bytes.size();
    if (bytes.size() >= 0xFFFF) {
        u16(0xFFFF);
        u32(static_cast<quint32>(bytes.size()));
    } else {
        u16(static_cast<quint16>(bytes.size()));
    }
    m_bytes.append(bytes);
    const qint64 written = m_bytes.size() - start;
    zeros((4 - written % 4) % 4);
}

} // namespace soundstage
