#pragma once

#include "core/common/bytereader.h"
#include "core/common/error.h"
#include "core/common/hexid.h"

#include <QCoreApplication>

namespace soundstage {

/// Internal to core/records: a ByteReader that also remembers which ErrorCode its failure
/// deserves. Reads past the end are ErrorCode::Truncated; structural problems found by the
/// record decoders (a count the bytes cannot hold, nesting too deep, trailing bytes) are
/// ErrorCode::BadRecord. Offsets are relative to the start of the record.
class RecordReader final {
public:
    explicit RecordReader(QByteArrayView bytes)
        : m_reader(bytes) {}

    ByteReader& in() { return m_reader; }

    /// Prefixes every message with the record type and id, e.g. "SoundTable 0x20000001".
    /// Cheap: the text is only built when an error is reported.
    void setContext(QLatin1StringView type, quint32 id) {
        m_type = type;
        m_id = id;
    }

    /// Checks a count read at `countOffset` against the bytes left, before anything is
    /// allocated: `count` elements of at least `minSize` bytes each must fit.
    /// `what` is a source text in the "soundstage::RecordReader" translation context (mark it
    /// with QT_TRANSLATE_NOOP); it is only translated when the check fails, which keeps
    /// decoding fast.
    bool checkCount(qint64 countOffset, quint64 count, qint64 minSize, const char* what) {
        if (!m_reader.ok())
            return false;
        const auto left = static_cast<quint64>(m_reader.remaining());
        if (minSize > 0 && count > left / static_cast<quint64>(minSize)) {
            badAt(countOffset,
                  QCoreApplication::translate("soundstage::RecordReader",
                                              "%1 is %2, more than the %3 remaining bytes can "
                                              "hold (%4 bytes each at least)")
                      .arg(QCoreApplication::translate("soundstage::RecordReader", what))
                      .arg(count)
                      .arg(left)
                      .arg(minSize));
            return false;
        }
        return true;
    }

    /// Reads a u32 count and checkCount()s it at its own offset; false (with the failure
    /// recorded) when the elements cannot fit.
    bool readCount(quint32& count, qint64 minSize, const char* what) {
        const qint64 at = m_reader.pos();
        count = m_reader.u32();
        return checkCount(at, count, minSize, what);
    }

    /// Records a structural failure (ErrorCode::BadRecord) at a record offset.
    void badAt(qint64 offset, const QString& message) {
        if (m_reader.ok())
            m_code = ErrorCode::BadRecord;
        m_reader.failAt(offset, message);
    }

    /// Fails with BadRecord when bytes are left over.
    bool expectEnd(const QString& afterWhat) {
        if (m_reader.ok() && !m_reader.atEnd()) {
            badAt(m_reader.pos(), QCoreApplication::translate("soundstage::RecordReader",
                                                              "%1 trailing bytes after the %2")
                                      .arg(m_reader.remaining())
                                      .arg(afterWhat));
        }
        return m_reader.ok();
    }

    [[nodiscard]] bool ok() const { return m_reader.ok(); }

    [[nodiscard]] Error error() const {
        const auto& failure = m_reader.failure();
        Error e;
        e.code = m_code;
        e.message = m_type.isEmpty() ? failure->message
                                     : QString(m_type) + QLatin1Char(' ') + hexId(m_id) +
                                           QStringLiteral(": ") + failure->message;
        e.offset = failure->offset;
        return e;
    }

private:
    ByteReader m_reader;
    QLatin1StringView m_type;
    quint32 m_id = 0;
    ErrorCode m_code = ErrorCode::Truncated;
};

} // namespace soundstage
