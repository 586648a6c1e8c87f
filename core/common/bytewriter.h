#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace soundstage {

/// Appends little-endian values to a byte array; the mirror of ByteReader.
class ByteWriter final {
public:
    ByteWriter() = default;

    void u8(quint8 value);
    void u16(quint16 value);
    void u32(quint32 value);
    void i32(qint32 value) { u32(static_cast<quint32>(value)); }
    void f32(float value);
    void f64(double value);
    void bytes(QByteArrayView data) { m_bytes.append(data); }
    void zeros(qint64 count) { m_bytes.append(count, '\0'); }
    /// Pads with zeros to the next multiple of 4 from the start.
    void alignTo4();
    /// An AC1 legacy PString (u16 length or 0xFFFF + u32), Latin-1, padded to 4.
    void pstring(const QString& text);

    [[nodiscard]] qint64 size() const { return m_bytes.size(); }
    [[nodiscard]] const QByteArray& data() const& { return m_bytes; }
    [[nodiscard]] QByteArray take() { return std::move(m_bytes); }

private:
    QByteArray m_bytes;
};

} // namespace soundstage
