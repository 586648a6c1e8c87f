#include "core/common/hexid.h"

using namespace Qt::StringLiterals;

namespace soundstage {

QString hexId(quint32 id) {
    return u"0x"_s + QStringLiteral("%1").arg(id, 8, 16, QLatin1Char('0')).toUpper();
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
