#pragma once

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace soundstage {

/// Bounds-checked little-endian reader over a borrowed byte range.
///
/// Errors are sticky: the first read past the end (or an explicit fail()) records where and
/// why, and every later read returns zero without moving. Callers check ok() at the points
/// where a half-read value would matter. Offsets are relative to the start of the range plus
/// the `base` given at construction, so messages can name file or record offsets.
class ByteReader final {
public:
    struct Failure {
        qint64 offset = 0; ///< where the failing read started (base-relative)
        QString message;
    };

    explicit ByteReader(QByteArrayView bytes, qint64 base = 0);

    [[nodiscard]] quint8 u8();
    [[nodiscard]] quint16 u16();
    [[nodiscard]] quint32 u32();
    [[nodiscard]] qint32 i32();
    [[nodiscard]] float f32();
    [[nodiscard]] double f64();

    /// The next `count` bytes (a view into the original range), or an empty view on failure.
    [[nodiscard]] QByteArrayView take(qint64 count);
    void skip(qint64 count);
    /// Skips to the next multiple of 4 relative to the start of the range.
    void alignTo4();

    /// An AC1 legacy PString (u16 length, 0xFFFF escape to u32), padded to 4 from its own start.
    /// Bytes map 1:1 to code points (Latin-1) so that re-encoding gives the same bytes.
    [[nodiscard]] QString pstring();

    /// Checks that `count` elements of at least `minElementSize` bytes can still follow before
    /// anything is allocated for them. `what` names the count in the failure message.
    bool expectCount(quint64 count, qint64 minElementSize, const QString& what);

    /// Records a failure at the current position (keeps an earlier one).
    void fail(const QString& message);
    /// Records a failure at a given base-relative offset (keeps an earlier one).
    void failAt(qint64 offset, const QString& message);

    [[nodiscard]] bool ok() const { return !m_failure.has_value(); }
    [[nodiscard]] const std::optional<Failure>& failure() const { return m_failure; }

    [[nodiscard]] qint64 pos() const { return m_base + m_pos; }
    [[nodiscard]] qint64 remaining() const { return ok() ? m_bytes.size() - m_pos : 0; }
    [[nodiscard]] bool atEnd() const { return m_pos >= m_bytes.size(); }

private:
    bool need(qint64 count, const char* what);

    QByteArrayView m_bytes;
    qint64 m_base = 0;
    qint64 m_pos = 0;
    std::optional<Failure> m_failure;
};

} // namespace soundstage
