#pragma once

#include "core/override/overridefile.h"

#include <QByteArrayView>
#include <QJsonObject>

#include <functional>

namespace soundstage {

/// The JSON form of a parsed override file, as `soundstage-cli override show --json` prints it:
///
///     {"version":1, "volume":"unit", "pick":"uniform",
///      "entries":[{"line":3,
///                  "event":{"table":"0x20000001","sound":"Footstep1","code":55},
///                  "priority":0.5,
///                  "alternatives":[{"file":"sfx/step1.ogg","volume":0.8,"probability":1}]},
///                 {"line":4,"event":{"name":"player hits door"},…},
///                 {"line":5,"event":{"wave":"0x0A000262"},…}],
///      "diagnostics":[{"line":9,"column":14,"severity":"error","message":"…"}]}
///
/// `*/Footstep1` gives `"table":"*"`; a sound whose code is unknown has no `"code"`. A wave
/// alternative has `"wave":"0x0A000262"` instead of `"file"`. Volumes are as written (in the
/// file's unit); probability is always present. A silenced event has `"alternatives":[]`.
class OverrideJson final {
public:
    OverrideJson() = delete;

    [[nodiscard]] static QJsonObject toJson(const OverrideFile& file);
    [[nodiscard]] static QJsonObject eventToJson(const OverrideEvent& event);
    [[nodiscard]] static QJsonObject entryToJson(const OverrideEntry& entry);
    [[nodiscard]] static QJsonObject diagnosticToJson(const OverrideDiagnostic& diagnostic);
    /// The top-level scalar fields: version, volume, pick.
    [[nodiscard]] static QJsonObject headerToJson(const OverrideFile& file);

    /// toJson() as UTF-8 text, exactly what QJsonDocument prints (Indented or Compact), handed
    /// to `sink` a piece at a time: memory is that of one entry, not of a document of the whole
    /// file (a million-line file would otherwise need gigabytes).
    static void write(const OverrideFile& file, const std::function<void(QByteArrayView)>& sink,
                      bool indented = true);
};

} // namespace soundstage
