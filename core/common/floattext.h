#pragma once

#include <QString>

namespace soundstage {

/// The dat stores 32-bit floats; people and machine-readable outputs want them as written
/// (0.9, not 0.899999976). One place for that: the shortest decimal text that reads back to the
/// same float (std::to_chars), and that text as a double.

/// The shortest text of `value` ("0.9", "1e-05", "nan", "inf", "-0"). Not localised.
[[nodiscard]] QString shortestText(float value);
/// The double whose shortest text is `value`'s shortest text: 0.9f → 0.9. Written with a
/// shortest-double writer (QJsonValue, QString::number(…, 'g', QLocale::FloatingPointShortest)),
/// it reads back as double, then float, to the same float. Non-finite values pass through.
[[nodiscard]] double shortestDouble(float value);

} // namespace soundstage
