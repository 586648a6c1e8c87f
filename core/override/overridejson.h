#pragma once

#include "core/override/overridefile.h"

#include <QJsonObject>

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
};

} // namespace soundstage
