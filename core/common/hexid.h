#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace soundstage {

/// "0x2000A8B0": the id notation used everywhere users see ids (8 hex digits, upper case).
[[nodiscard]] QString hexId(quint32 id);

/// "0x1A4": a byte offset in hex, no padding.
[[nodiscard]] QString hexOffset(qint64 offset);

/// Parses an id as users type it: "0x20000001" (hex, any case) or plain decimal digits.
/// Returns nothing for anything else or for values above 0xFFFFFFFF.
[[nodiscard]] std::optional<quint32> parseId(QStringView text);

} // namespace soundstage
