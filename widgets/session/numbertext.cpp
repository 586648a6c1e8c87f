#include "widgets/session/numbertext.h"

#include <QLocale>

#include <cmath>

namespace soundstage {

QString NumberText::fixed(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString NumberText::significant(double value, int digits) {
    const QLocale locale;
    // 'g' switches to an exponent below 1e-4 or at `digits` integer digits; the views' numbers
    // (seconds, metres, volumes, rates) are read better written out.
    if (value == 0.0 || !std::isfinite(value))
        return locale.toString(value, 'g', digits);
    const int magnitude = static_cast<int>(std::floor(std::log10(std::abs(value))));
    const int decimals = std::max(0, digits - 1 - magnitude);
    QString text = locale.toString(value, 'f', decimals);
    if (decimals > 0) {
        const QString point = locale.decimalPoint();
        while (text.endsWith(locale.zeroDigit()))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

} // namespace soundstage
