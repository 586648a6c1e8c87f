#include "core/retail/fpumodel.h"

#include <bit>
#include <cmath>
#include <cstdint>

using namespace Qt::StringLiterals;

namespace soundstage {

QString fpuModelName(FpuModel model) {
    return model == FpuModel::Single ? u"single"_s : u"double"_s;
}

std::optional<FpuModel> parseFpuModel(QStringView text) {
    if (text.compare(u"single", Qt::CaseInsensitive) == 0)
        return FpuModel::Single;
    if (text.compare(u"double", Qt::CaseInsensitive) == 0)
        return FpuModel::Double;
    return std::nullopt;
}

float roundedProduct24(double a, double b) {
    const double p = a * b;
    // The rounding error of the double product is itself exactly representable; it only matters
    // when p sits exactly on a midpoint between two floats, where (float)p would tie to even
    // although the exact product lies to one side.
    const double err = std::fma(a, b, -p);
    float f = static_cast<float>(p);
    if (err == 0.0 || !std::isfinite(p))
        return f;
    const auto bits = std::bit_cast<std::uint64_t>(p);
    const int exponent = static_cast<int>((bits >> 52) & 0x7FF);
    // Normal doubles whose result is a normal float: the low 29 mantissa bits are what float
    // rounding discards; a midpoint has them equal to 1000…0.
    if (exponent == 0 || (bits & 0x1FFFFFFFull) != 0x10000000ull)
        return f;
    const double fd = static_cast<double>(f);
    const bool exactIsAbove = err > 0.0;
    if (exactIsAbove && fd < p)
        f = std::nextafter(f, INFINITY);
    else if (!exactIsAbove && fd > p)
        f = std::nextafter(f, -INFINITY);
    return f;
}

} // namespace soundstage
