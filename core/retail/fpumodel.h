#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace soundstage {

/// The precision the client's x87 unit rounds arithmetic results to.
///
/// Direct3D switches the FPU of the thread that creates the device to single precision unless
/// told otherwise, and the retail client's sound code runs on that thread, so `Single` is the
/// default everywhere. `Double` is the compiler's default (53-bit) mode. Loads of integers and
/// of float/double constants are exact in both modes; only the results of +, −, ×, ÷ are rounded.
enum class FpuModel {
    Single, ///< every product rounded to a 24-bit mantissa (nearest, ties to even)
    Double, ///< every product rounded to a 53-bit mantissa (IEEE double)
};

/// "single" / "double".
[[nodiscard]] QString fpuModelName(FpuModel model);
/// Parses "single" or "double" (case-insensitive); nothing for anything else.
[[nodiscard]] std::optional<FpuModel> parseFpuModel(QStringView text);

/// The exact product a·b rounded to a 24-bit mantissa once (no double rounding through a
/// 53-bit intermediate), as the x87 does in single-precision mode. Finite inputs only.
[[nodiscard]] float roundedProduct24(double a, double b);

/// a·b rounded as `model` rounds it, returned widened to double.
[[nodiscard]] inline double roundedProduct(double a, double b, FpuModel model) {
    return model == FpuModel::Single ? static_cast<double>(roundedProduct24(a, b)) : a * b;
}

} // namespace soundstage
