#pragma once

#include "core/common/error.h"

#include <QString>

namespace soundstage {

/// One problem found in an override file, at a 1-based line and column.
///
/// Columns count characters (Unicode code points) from the start of the line; a tab counts as
/// one, a byte-order mark is not counted. `message` is translated and written for modders.
struct OverrideDiagnostic {
    enum class Severity {
        Error,   ///< the line (or part of it) cannot be used as written
        Warning, ///< usable, but probably not what the author meant
    };

    int line = 0;
    int column = 0;
    Severity severity = Severity::Error;
    QString message;

    /// "error" or "warning" (not translated: used in machine-readable output).
    [[nodiscard]] static QString severityName(Severity severity);
    /// An Error (code Parse) at this line and column in `file`.
    [[nodiscard]] Error toError(const QString& file = {}) const;
    /// "FILE:LINE:COL: severity: message", the format of `override check`.
    [[nodiscard]] QString toString(const QString& file) const;

    friend bool operator==(const OverrideDiagnostic&, const OverrideDiagnostic&) = default;
};

} // namespace soundstage
