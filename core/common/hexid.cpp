#include "core/common/hexid.h"

using namespace Qt::StringLiterals;

namespace soundstage {

// Written digit by digit into one allocation: views and reports format tens of thousands of ids
// at a time (a bulk edit's browser rows), where QString::arg() and toUpper() cost three.
QString hexId(quint32 id) {
    static constexpr char16_t digits[] = u"0123456789ABCDEF";
    QString text(10, Qt::Uninitialized);
    QChar* out = text.data();
    out[0] = u'0';
    out[1] = u'x';
    for (int i = 9; i >= 2; --i) {
        out[i] = QChar(digits[id & 0xFu]);
        id >>= 4;
    }
    return text;
}

QString hexOffset(qint64 offset) {
    return u"0x"_s + QString::number(offset, 16).toUpper();
}

std::optional<quint32> parseId(QStringView text) {
    text = text.trimmed();
    bool ok = false;
    qulonglong value = 0;
    if (text.startsWith(u"0x", Qt::CaseInsensitive))
        value = text.mid(2).toULongLong(&ok, 16);
    else
        value = text.toULongLong(&ok, 10);
    if (!ok || value > 0xFFFFFFFFull)
        return std::nullopt;
    return static_cast<quint32>(value);
}

} // namespace soundstage
