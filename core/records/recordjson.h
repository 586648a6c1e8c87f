#pragma once

#include "core/common/error.h"
#include "core/records/recordtype.h"
#include "core/records/regiondesc.h"
#include "core/records/setup.h"
#include "core/records/soundtable.h"
#include "core/records/wave.h"

#include <QByteArrayView>
#include <QJsonObject>

namespace soundstage {

// The JSON shapes of soundstage-cli `show --json` / `export --format json` and `patch --set`.
// Ids are "0x%08X" strings; floats are numbers printed in their shortest float form (a stored
// 0.9f prints as 0.9) and read back bit-identically. QJsonObject orders keys alphabetically on
// output. Non-finite floats and negative zero (never seen in retail data) are written as the
// strings "nan", "inf", "-inf" and "-0" and read back from them.
//
//   SoundTable: {"id","type":"SoundTable","root":[VARIANT…],"sounds":[SOUND…]}
//               VARIANT = {"wave":"0x0A000519","priority":0.5,"probability":1,"volume":0.9}
//               SOUND   = {"sound":"Swoosh2","code":31,"variants":[VARIANT…]}
//               plus, only when present in the record: "root_key" (root key ≠ 0) and
//               "children":[SOUND…] on a sound with nested nodes (never played by the client).
//   Wave:       {"id","type":"Wave","format","channels","rate","bits","header_size",
//                "data_size","seconds"} (seconds rounded to 4 decimals)
//   Region:     {"id","type":"Region","ambient":[STB…] | null,"scene_types":[SCENETYPE…] | null}
//               STB = {"index":0,"table":"0x20000010","sounds":[{"sound":"Ambient1","code":70,
//                      "volume":0.5,"base_chance":0.2,"min_rate":10,"max_rate":30,
//                      "continuous":false}]}
//               SCENETYPE = {"index":0,"stb":0 | null (0xFFFFFFFF, no ambient sound),
//                            "scenes":["0x12000001"]}
//               null = the part is absent from the record (its parts-mask bit clear).
//   Setup:      {"id","type":"Setup","default_sound_table":"0x20000001"}

[[nodiscard]] QJsonObject toJson(const SoundTable& table);
[[nodiscard]] QJsonObject toJson(const Wave& wave);
[[nodiscard]] QJsonObject toJson(const RegionDesc& region);
[[nodiscard]] QJsonObject toJson(const Setup& setup);

/// A float as the double whose shortest decimal form is the float's shortest form
/// (0.9f → 0.9, not 0.8999999761581421).
[[nodiscard]] double jsonNumberFromFloat(float value);
/// A float as toJson() writes it: jsonNumberFromFloat(), or "nan", "inf", "-inf", "-0".
[[nodiscard]] QJsonValue jsonFloatValue(float value);
/// The inverse: the float a JSON number stands for (exact for jsonNumberFromFloat's output).
[[nodiscard]] float floatFromJsonNumber(double value);

/// Parses a JSON text that must hold one object. Errors: ErrorCode::Parse with `line` and
/// `column` (1-based, columns in characters) of the character the syntax error was found at,
/// and `offset` (bytes); 1:1 when the text is valid JSON but not an object.
[[nodiscard]] Result<QJsonObject> parseJsonObject(QByteArrayView text);

/// The id of a record object ("id": "0x…" string or a number). ErrorCode::Parse when missing
/// or malformed (message starts with the path "id: ").
[[nodiscard]] Result<quint32> jsonRecordId(const QJsonObject& object);

/// The record type an object describes: its "type" (a recordTypeName()), which must agree with
/// the id's range; the id's range alone when "type" is absent.
[[nodiscard]] Result<RecordType> jsonRecordType(const QJsonObject& object);

// fromJson: errors are ErrorCode::Parse with a message that starts with the JSON path of the
// offending value, e.g. `sounds[3].variants[1].probability: expected a number`. Unknown keys
// are errors too (a misspelt key must not be silently ignored). Keys that toJson() writes but
// that are derived ("type", "code" next to "sound", "index", "continuous") may be given; when
// given they must agree with the rest.

/// A whole table. "root" may be omitted (one default record {0, 0, 1, 1}, like retail tables);
/// a variant's "priority", "probability" and "volume" default to the client's 0, 1, 1; a sound
/// is named by "sound" (a name or number, see parseSoundType()) and/or "code".
/// fromJson(toJson(t)) == t for every table.
[[nodiscard]] Result<SoundTable> soundTableFromJson(const QJsonObject& object);

/// Applies the ambient and scene parts onto an existing region (`base`: everything else, the
/// opaque head and tail included, is kept). The id must match base's. "ambient" /
/// "scene_types": absent = keep base's, null = remove the part, array = replace it. A sound's
/// "max_rate" defaults to its "min_rate". Without a base, RegionDesc::makeMinimal(id,
/// "Dereth") is used.
[[nodiscard]] Result<RegionDesc> regionFromJson(const QJsonObject& object,
                                                const RegionDesc* base = nullptr);

/// Sets the default sound table of an existing Setup (`base`, whose id must match), or of
/// Setup::makeMinimal() without a base. "default_sound_table" is required.
[[nodiscard]] Result<Setup> setupFromJson(const QJsonObject& object, const Setup* base = nullptr);

} // namespace soundstage
