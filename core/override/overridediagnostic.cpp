#include "core/override/overridediagnostic.h"

using namespace Qt::StringLiterals;

namespace soundstage {

QString OverrideDiagnostic::severityName(Severity severity) {
    return severity == Severity::Error ? u"error"_s : u"warning"_s;
}

Error OverrideDiagnostic::toError(const QString& file) const {
    Error error{ErrorCode::Parse, message, file};
    error.line = line;
    error.column = column;
    return error;
}

QString OverrideDiagnostic::toString(const QString& file) const {
    return file + u':' + QString::number(line) + u':' + QString::number(column) + u": "_s +
           severityName(severity) + u": "_s + message;
}

} // namespace soundstage
