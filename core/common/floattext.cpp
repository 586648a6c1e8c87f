#include "core/common/floattext.h"

#include <charconv>

namespace soundstage {

QString shortestText(float value) {
    char buffer[64];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QString::fromLatin1(buffer, written.ptr - buffer);
}

double shortestDouble(float value) {
    char buffer[64];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
    double result = static_cast<double>(value);
    std::from_chars(buffer, written.ptr, result);
    return result;
}

} // namespace soundstage
