#include "core/common/error.h"

#include "core/common/hexid.h"

using namespace Qt::StringLiterals;

namespace soundstage {

QString Error::toString() const {
    QString where = file;
    if (line > 0) {
        if (!where.isEmpty())
            where += u':';
        where += QString::number(line);
        if (column > 0)
            where += u':' + QString::number(column);
    } else if (offset >= 0) {
        if (!where.isEmpty())
            where += u": "_s;
        where += QCoreApplication::translate("soundstage::Error", "at %1").arg(hexOffset(offset));
    }
    if (where.isEmpty())
        return message;
    return where + u": "_s + message;
}

Error Error::inFile(const QString& path) const {
    Error copy = *this;
    if (copy.file.isEmpty())
        copy.file = path;
    return copy;
}

} // namespace soundstage
