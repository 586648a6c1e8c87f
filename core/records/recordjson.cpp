// One unit: JSON in and out for every sound record type, sharing the path-tracking reader
// (JsonIn) and the float/id conventions; the hook records' JSON is already apart
// (animationjson.cpp).
#include "core/records/recordjson.h"

#include "core/common/floattext.h"
#include "core/common/hexid.h"
#include "core/records/soundtypes.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <charconv>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::RecordJson" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::RecordJson)
};

// ---- writing ---------------------------------------------------------------------------------

QJsonValue floatValue(float value) {
    if (std::isnan(value))
        return u"nan"_s;
    if (std::isinf(value))
        return value > 0 ? u"inf"_s : u"-inf"_s;
    if (value == 0.0f && std::signbit(value))
        return u"-0"_s; // QJsonValue stores integral doubles as integers and would lose the sign
    return jsonNumberFromFloat(value);
}

QJsonObject variantJson(const SoundVariant& variant) {
    return QJsonObject{{u"wave"_s, hexId(variant.wave)},
                       {u"priority"_s, floatValue(variant.priority)},
                       {u"probability"_s, floatValue(variant.probability)},
                       {u"volume"_s, floatValue(variant.volume)}};
}

QJsonArray variantsJson(const std::vector<SoundVariant>& variants) {
    QJsonArray array;
    for (const SoundVariant& variant : variants)
        array.append(variantJson(variant));
    return array;
}

QJsonObject soundJson(const SoundTableNode& node) {
    QJsonObject object{{u"sound"_s, soundTypeName(node.key)},
                       {u"code"_s, static_cast<qint64>(node.key)},
                       {u"variants"_s, variantsJson(node.variants)}};
    if (!node.children.empty()) {
        QJsonArray children;
        for (const SoundTableNode& child : node.children)
            children.append(soundJson(child));
        object.insert(u"children"_s, children);
    }
    return object;
}

// ---- reading ---------------------------------------------------------------------------------

// Collects the first error; every reader returns a usable default after a failure so callers
// only check at the end of a block.
class JsonIn final {
public:
    [[nodiscard]] bool ok() const { return !m_error.has_value(); }
    [[nodiscard]] const Error& error() const { return *m_error; }

    void failAt(const QString& path, const QString& message) {
        if (!m_error)
            m_error = Error{ErrorCode::Parse, path + u": "_s + message};
    }

private:
    std::optional<Error> m_error;
};

QString join(const QString& path, const QString& key) {
    return path.isEmpty() ? key : path + u'.' + key;
}

QString indexed(const QString& path, qsizetype index) {
    return path + u'[' + QString::number(index) + u']';
}

void checkKeys(JsonIn& in, const QJsonObject& object, const QString& path,
               std::initializer_list<QLatin1StringView> allowed) {
    for (auto it = object.begin(); it != object.end() && in.ok(); ++it) {
        bool known = false;
        for (QLatin1StringView key : allowed)
            known = known || it.key() == key;
        if (!known) {
            QStringList names;
            for (QLatin1StringView key : allowed)
                names.append(QString(key));
            in.failAt(join(path, it.key()),
                      Tr::tr("unknown key (expected %1)").arg(names.join(u", "_s)));
        }
    }
}

QJsonObject readObject(JsonIn& in, const QJsonValue& value, const QString& path) {
    if (!value.isObject()) {
        in.failAt(path, Tr::tr("expected an object"));
        return {};
    }
    return value.toObject();
}

QJsonArray readArray(JsonIn& in, const QJsonValue& value, const QString& path) {
    if (!value.isArray()) {
        in.failAt(path, Tr::tr("expected an array"));
        return {};
    }
    return value.toArray();
}

std::optional<quint32> integerOf(const QJsonValue& value) {
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (number < 0 || number > 4294967295.0 || std::trunc(number) != number)
        return std::nullopt;
    return static_cast<quint32>(number);
}

quint32 readId(JsonIn& in, const QJsonValue& value, const QString& path) {
    if (value.isString()) {
        if (const auto id = parseId(value.toString()))
            return *id;
    } else if (const auto id = integerOf(value)) {
        return *id;
    }
    in.failAt(path, Tr::tr("expected an id such as \"0x0A000519\""));
    return 0;
}

quint32 readUnsigned(JsonIn& in, const QJsonValue& value, const QString& path) {
    if (const auto number = integerOf(value))
        return *number;
    in.failAt(path, Tr::tr("expected a whole number from 0 to 4294967295"));
    return 0;
}

float readFloat(JsonIn& in, const QJsonValue& value, const QString& path) {
    if (value.isString()) {
        const QString text = value.toString();
        if (text == "nan"_L1)
            return std::numeric_limits<float>::quiet_NaN();
        if (text == "inf"_L1)
            return std::numeric_limits<float>::infinity();
        if (text == "-inf"_L1)
            return -std::numeric_limits<float>::infinity();
        if (text == "-0"_L1)
            return -0.0f;
    }
    if (!value.isDouble()) {
        in.failAt(path, Tr::tr("expected a number"));
        return 0.0f;
    }
    const double number = value.toDouble();
    // Limit: numbers a float cannot hold are refused. The bound is FLT_MAX plus half its ulp
    // (2^128 − 2^103), not FLT_MAX: toJson writes ±FLT_MAX as its shortest decimal form
    // ±3.4028235e38, which as a double lies just above FLT_MAX and still rounds back to it.
    constexpr double FloatRoundsToInfinity = 3.4028235677973366e38;
    if (!(std::abs(number) < FloatRoundsToInfinity)) {
        in.failAt(path, Tr::tr("%1 is outside the range of a 32-bit float").arg(number));
        return 0.0f;
    }
    return floatFromJsonNumber(number);
}

float readFloatOr(JsonIn& in, const QJsonObject& object, QLatin1StringView key, const QString& path,
                  float fallback) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return fallback;
    return readFloat(in, value, join(path, QString(key)));
}

float readRequiredFloat(JsonIn& in, const QJsonObject& object, QLatin1StringView key,
                        const QString& path) {
    if (!object.contains(key)) {
        in.failAt(join(path, QString(key)), Tr::tr("missing"));
        return 0.0f;
    }
    return readFloat(in, object.value(key), join(path, QString(key)));
}

// "sound" (name or number) and/or "code"; when both are there they must agree.
quint32 readSoundType(JsonIn& in, const QJsonObject& object, const QString& path) {
    std::optional<quint32> byName;
    std::optional<quint32> byCode;
    if (object.contains("sound"_L1)) {
        const QJsonValue value = object.value("sound"_L1);
        if (value.isString())
            byName = parseSoundType(value.toString());
        else
            byName = integerOf(value);
        if (!byName) {
            in.failAt(join(path, u"sound"_s),
                      Tr::tr("unknown sound type %1 (expected a name such as \"Swoosh2\", a "
                             "number or 0x hex)")
                          .arg(QString::fromUtf8(
                                   QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
                                   .mid(1)
                                   .chopped(1)));
            return 0;
        }
    }
    if (object.contains("code"_L1))
        byCode = readUnsigned(in, object.value("code"_L1), join(path, u"code"_s));
    if (!in.ok())
        return 0;
    if (!byName && !byCode) {
        in.failAt(join(path, u"sound"_s), Tr::tr("missing (give \"sound\" or \"code\")"));
        return 0;
    }
    if (byName && byCode && *byName != *byCode) {
        in.failAt(join(path, u"code"_s), Tr::tr("%1 does not match \"sound\" %2 (%3)")
                                             .arg(*byCode)
                                             .arg(soundTypeName(*byName))
                                             .arg(*byName));
        return 0;
    }
    return byName ? *byName : *byCode;
}

void checkIndex(JsonIn& in, const QJsonObject& object, const QString& path, qsizetype position) {
    if (!object.contains("index"_L1))
        return;
    const quint32 index = readUnsigned(in, object.value("index"_L1), join(path, u"index"_s));
    if (in.ok() && index != static_cast<quint64>(position)) {
        in.failAt(join(path, u"index"_s),
                  Tr::tr("is %1 but the entry is at position %2 (entries are referred to by "
                         "position; reorder the array instead)")
                      .arg(index)
                      .arg(position));
    }
}

void checkType(JsonIn& in, const QJsonObject& object, QLatin1StringView expected) {
    if (!object.contains("type"_L1))
        return;
    const QJsonValue value = object.value("type"_L1);
    if (!value.isString() || value.toString() != expected)
        in.failAt(u"type"_s, Tr::tr("expected \"%1\"").arg(QString(expected)));
}

std::vector<SoundVariant> readVariants(JsonIn& in, const QJsonValue& value, const QString& path) {
    std::vector<SoundVariant> variants;
    const QJsonArray array = readArray(in, value, path);
    variants.reserve(static_cast<std::size_t>(array.size()));
    for (qsizetype i = 0; i < array.size() && in.ok(); ++i) {
        const QString at = indexed(path, i);
        const QJsonObject object = readObject(in, array.at(i), at);
        checkKeys(in, object, at, {"wave"_L1, "priority"_L1, "probability"_L1, "volume"_L1});
        SoundVariant variant;
        if (!object.contains("wave"_L1))
            in.failAt(join(at, u"wave"_s), Tr::tr("missing"));
        variant.wave = readId(in, object.value("wave"_L1), join(at, u"wave"_s));
        variant.priority = readFloatOr(in, object, "priority"_L1, at, 0.0f);
        variant.probability = readFloatOr(in, object, "probability"_L1, at, 1.0f);
        variant.volume = readFloatOr(in, object, "volume"_L1, at, 1.0f);
        variants.push_back(variant);
    }
    return variants;
}

SoundTableNode readSoundNode(JsonIn& in, const QJsonValue& value, const QString& path, int depth) {
    SoundTableNode node;
    const QJsonObject object = readObject(in, value, path);
    checkKeys(in, object, path, {"sound"_L1, "code"_L1, "variants"_L1, "children"_L1});
    if (!in.ok())
        return node;
    node.key = readSoundType(in, object, path);
    if (!object.contains("variants"_L1))
        in.failAt(join(path, u"variants"_s), Tr::tr("missing"));
    node.variants = readVariants(in, object.value("variants"_L1), join(path, u"variants"_s));
    if (object.contains("children"_L1) && in.ok()) {
        if (depth >= SoundTable::MaxDepth) {
            in.failAt(join(path, u"children"_s),
                      Tr::tr("nested deeper than %1 levels").arg(SoundTable::MaxDepth));
            return node;
        }
        const QString childrenPath = join(path, u"children"_s);
        const QJsonArray children = readArray(in, object.value("children"_L1), childrenPath);
        for (qsizetype i = 0; i < children.size() && in.ok(); ++i)
            node.children.push_back(
                readSoundNode(in, children.at(i), indexed(childrenPath, i), depth + 1));
    }
    return node;
}

// Checks that an object's id is one of `type`'s ids.
quint32 readRecordId(JsonIn& in, const QJsonObject& object, RecordType type) {
    if (!object.contains("id"_L1)) {
        in.failAt(u"id"_s, Tr::tr("missing"));
        return 0;
    }
    const quint32 id = readId(in, object.value("id"_L1), u"id"_s);
    if (in.ok() && recordTypeOf(id) != type) {
        const IdRange range = *idRangeOf(type);
        in.failAt(u"id"_s,
                  Tr::tr("%1 is not a %2 id (%3–%4)")
                      .arg(hexId(id), recordTypeName(type), hexId(range.first), hexId(range.last)));
    }
    return id;
}

std::vector<AmbientStbDesc> readAmbient(JsonIn& in, const QJsonArray& array) {
    std::vector<AmbientStbDesc> stbs;
    for (qsizetype i = 0; i < array.size() && in.ok(); ++i) {
        const QString at = indexed(u"ambient"_s, i);
        const QJsonObject object = readObject(in, array.at(i), at);
        checkKeys(in, object, at, {"index"_L1, "table"_L1, "sounds"_L1});
        checkIndex(in, object, at, i);
        AmbientStbDesc stb;
        if (in.ok() && !object.contains("table"_L1))
            in.failAt(join(at, u"table"_s), Tr::tr("missing"));
        stb.soundTable = readId(in, object.value("table"_L1), join(at, u"table"_s));
        const QString soundsPath = join(at, u"sounds"_s);
        const QJsonArray sounds = readArray(in, object.value("sounds"_L1), soundsPath);
        for (qsizetype s = 0; s < sounds.size() && in.ok(); ++s) {
            const QString sat = indexed(soundsPath, s);
            const QJsonObject so = readObject(in, sounds.at(s), sat);
            checkKeys(in, so, sat,
                      {"sound"_L1, "code"_L1, "volume"_L1, "base_chance"_L1, "min_rate"_L1,
                       "max_rate"_L1, "continuous"_L1});
            if (!in.ok())
                break;
            AmbientSoundDesc sound;
            sound.soundType = readSoundType(in, so, sat);
            sound.volume = readRequiredFloat(in, so, "volume"_L1, sat);
            sound.baseChance = readRequiredFloat(in, so, "base_chance"_L1, sat);
            sound.minRate = readRequiredFloat(in, so, "min_rate"_L1, sat);
            sound.maxRate = readFloatOr(in, so, "max_rate"_L1, sat, sound.minRate);
            if (in.ok() && so.contains("continuous"_L1)) {
                const QJsonValue continuous = so.value("continuous"_L1);
                if (!continuous.isBool())
                    in.failAt(join(sat, u"continuous"_s), Tr::tr("expected true or false"));
                else if (continuous.toBool() != sound.continuous())
                    in.failAt(join(sat, u"continuous"_s),
                              Tr::tr("%1 contradicts base_chance (a sound is continuous exactly "
                                     "when its base_chance is 0)")
                                  .arg(continuous.toBool() ? u"true"_s : u"false"_s));
            }
            stb.sounds.push_back(sound);
        }
        stbs.push_back(std::move(stb));
    }
    return stbs;
}

std::vector<SceneType> readSceneTypes(JsonIn& in, const QJsonArray& array) {
    std::vector<SceneType> types;
    for (qsizetype i = 0; i < array.size() && in.ok(); ++i) {
        const QString at = indexed(u"scene_types"_s, i);
        const QJsonObject object = readObject(in, array.at(i), at);
        checkKeys(in, object, at, {"index"_L1, "stb"_L1, "scenes"_L1});
        checkIndex(in, object, at, i);
        SceneType type;
        const QJsonValue stb = object.value("stb"_L1);
        if (stb.isUndefined() && in.ok())
            in.failAt(join(at, u"stb"_s),
                      Tr::tr("missing (a number, or null for no ambient sound)"));
        else if (!stb.isNull())
            type.stbIndex = readUnsigned(in, stb, join(at, u"stb"_s));
        const QString scenesPath = join(at, u"scenes"_s);
        const QJsonArray scenes = readArray(in, object.value("scenes"_L1), scenesPath);
        for (qsizetype s = 0; s < scenes.size() && in.ok(); ++s)
            type.scenes.push_back(readId(in, scenes.at(s), indexed(scenesPath, s)));
        types.push_back(std::move(type));
    }
    return types;
}

} // namespace

QJsonValue jsonFloatValue(float value) {
    return floatValue(value);
}

double jsonNumberFromFloat(float value) {
    return shortestDouble(value);
}

float floatFromJsonNumber(double value) {
    // Through the double's shortest decimal form: a float's shortest form (≤ 9 digits) survives
    // the trip through double, so this returns exactly the float it was written from, where a
    // plain cast could round differently in rare double-rounding cases.
    char buffer[64];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
    float result = static_cast<float>(value);
    std::from_chars(buffer, written.ptr, result);
    return result;
}

QJsonObject toJson(const SoundTable& table) {
    QJsonArray sounds;
    for (const SoundTableNode& child : table.root.children)
        sounds.append(soundJson(child));
    QJsonObject object{{u"id"_s, hexId(table.id)},
                       {u"type"_s, u"SoundTable"_s},
                       {u"root"_s, variantsJson(table.root.variants)},
                       {u"sounds"_s, sounds}};
    if (table.root.key != 0)
        object.insert(u"root_key"_s, static_cast<qint64>(table.root.key));
    return object;
}

QJsonObject toJson(const Wave& wave) {
    return QJsonObject{{u"id"_s, hexId(wave.id)},
                       {u"type"_s, u"Wave"_s},
                       {u"format"_s, wave.formatTag()},
                       {u"channels"_s, wave.channels()},
                       {u"rate"_s, static_cast<qint64>(wave.sampleRate())},
                       {u"bits"_s, wave.bitsPerSample()},
                       {u"header_size"_s, static_cast<qint64>(wave.format.size())},
                       {u"data_size"_s, static_cast<qint64>(wave.data.size())},
                       {u"seconds"_s, std::round(wave.seconds() * 10000.0) / 10000.0}};
}

QJsonObject toJson(const RegionDesc& region) {
    QJsonValue ambient = QJsonValue::Null;
    if (region.ambient) {
        QJsonArray stbs;
        for (std::size_t i = 0; i < region.ambient->size(); ++i) {
            const AmbientStbDesc& stb = (*region.ambient)[i];
            QJsonArray sounds;
            for (const AmbientSoundDesc& sound : stb.sounds) {
                sounds.append(QJsonObject{{u"sound"_s, soundTypeName(sound.soundType)},
                                          {u"code"_s, static_cast<qint64>(sound.soundType)},
                                          {u"volume"_s, floatValue(sound.volume)},
                                          {u"base_chance"_s, floatValue(sound.baseChance)},
                                          {u"min_rate"_s, floatValue(sound.minRate)},
                                          {u"max_rate"_s, floatValue(sound.maxRate)},
                                          {u"continuous"_s, sound.continuous()}});
            }
            stbs.append(QJsonObject{{u"index"_s, static_cast<qint64>(i)},
                                    {u"table"_s, hexId(stb.soundTable)},
                                    {u"sounds"_s, sounds}});
        }
        ambient = stbs;
    }
    QJsonValue sceneTypes = QJsonValue::Null;
    if (region.sceneTypes) {
        QJsonArray types;
        for (std::size_t i = 0; i < region.sceneTypes->size(); ++i) {
            const SceneType& type = (*region.sceneTypes)[i];
            QJsonArray scenes;
            for (quint32 scene : type.scenes)
                scenes.append(hexId(scene));
            const QJsonValue stb = type.stbIndex == SceneType::NoAmbient
                                       ? QJsonValue(QJsonValue::Null)
                                       : QJsonValue(static_cast<qint64>(type.stbIndex));
            types.append(QJsonObject{
                {u"index"_s, static_cast<qint64>(i)}, {u"stb"_s, stb}, {u"scenes"_s, scenes}});
        }
        sceneTypes = types;
    }
    return QJsonObject{{u"id"_s, hexId(region.id)},
                       {u"type"_s, u"Region"_s},
                       {u"ambient"_s, ambient},
                       {u"scene_types"_s, sceneTypes}};
}

QJsonObject toJson(const Setup& setup) {
    return QJsonObject{{u"id"_s, hexId(setup.id)},
                       {u"type"_s, u"Setup"_s},
                       {u"default_sound_table"_s, hexId(setup.defaultSoundTable)}};
}

Result<QJsonObject> parseJsonObject(QByteArrayView text) {
    QJsonParseError parseError;
    const QByteArray bytes = text.toByteArray();
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        qsizetype offset = 0;
        if (parseError.error != QJsonParseError::NoError) {
            offset = std::clamp<qsizetype>(parseError.offset, 0, bytes.size());
            // Qt reports the position after the character it choked on (except for trailing
            // garbage); point at the character itself.
            if (offset > 0 && parseError.error != QJsonParseError::GarbageAtEnd)
                --offset;
            while (offset > 0 && (static_cast<unsigned char>(bytes[offset]) & 0xC0) == 0x80)
                --offset; // not inside a UTF-8 sequence
        }
        int line = 1;
        int column = 1;
        for (qsizetype i = 0; i < offset; ++i) {
            const auto byte = static_cast<unsigned char>(bytes[i]);
            if (byte == '\n') {
                ++line;
                column = 1;
            } else if ((byte & 0xC0) != 0x80) { // count characters, not UTF-8 continuations
                ++column;
            }
        }
        Error error;
        error.code = ErrorCode::Parse;
        error.message = parseError.error != QJsonParseError::NoError
                            ? Tr::tr("JSON syntax error: %1").arg(parseError.errorString())
                            : Tr::tr("expected a JSON object");
        error.offset = offset;
        error.line = line;
        error.column = column;
        return fail(error);
    }
    return document.object();
}

Result<quint32> jsonRecordId(const QJsonObject& object) {
    JsonIn in;
    if (!object.contains("id"_L1))
        in.failAt(u"id"_s, Tr::tr("missing"));
    const quint32 id = readId(in, object.value("id"_L1), u"id"_s);
    if (!in.ok())
        return fail(in.error());
    return id;
}

Result<RecordType> jsonRecordType(const QJsonObject& object) {
    const auto id = jsonRecordId(object);
    if (!id)
        return fail(id.error());
    const RecordType byId = recordTypeOf(*id);
    if (!object.contains("type"_L1))
        return byId;
    JsonIn in;
    const QJsonValue value = object.value("type"_L1);
    const auto named = value.isString() ? parseRecordTypeName(value.toString()) : std::nullopt;
    if (!named)
        in.failAt(u"type"_s, Tr::tr("expected a record type such as \"SoundTable\""));
    else if (*named != byId)
        in.failAt(u"type"_s, Tr::tr("\"%1\" does not match the id %2, which is a %3 id")
                                 .arg(value.toString(), hexId(*id), recordTypeName(byId)));
    if (!in.ok())
        return fail(in.error());
    return byId;
}

Result<SoundTable> soundTableFromJson(const QJsonObject& object) {
    JsonIn in;
    checkKeys(in, object, {}, {"id"_L1, "type"_L1, "root"_L1, "root_key"_L1, "sounds"_L1});
    checkType(in, object, "SoundTable"_L1);
    SoundTable table = SoundTable::makeEmpty(0);
    table.id = readRecordId(in, object, RecordType::SoundTable);
    if (in.ok() && object.contains("root_key"_L1))
        table.root.key = readUnsigned(in, object.value("root_key"_L1), u"root_key"_s);
    if (in.ok() && object.contains("root"_L1))
        table.root.variants = readVariants(in, object.value("root"_L1), u"root"_s);
    if (in.ok() && !object.contains("sounds"_L1))
        in.failAt(u"sounds"_s, Tr::tr("missing"));
    const QJsonArray sounds =
        in.ok() ? readArray(in, object.value("sounds"_L1), u"sounds"_s) : QJsonArray{};
    for (qsizetype i = 0; i < sounds.size() && in.ok(); ++i)
        table.root.children.push_back(readSoundNode(in, sounds.at(i), indexed(u"sounds"_s, i), 1));
    if (!in.ok())
        return fail(in.error());
    return table;
}

Result<RegionDesc> regionFromJson(const QJsonObject& object, const RegionDesc* base) {
    JsonIn in;
    checkKeys(in, object, {}, {"id"_L1, "type"_L1, "ambient"_L1, "scene_types"_L1});
    checkType(in, object, "Region"_L1);
    const quint32 id = readRecordId(in, object, RecordType::Region);
    if (in.ok() && base && base->id != id)
        in.failAt(u"id"_s, Tr::tr("%1 does not match the region it applies to (%2)")
                               .arg(hexId(id), hexId(base->id)));
    if (!in.ok())
        return fail(in.error());
    RegionDesc region = base ? *base : RegionDesc::makeMinimal(id, u"Dereth"_s);
    if (object.contains("ambient"_L1)) {
        const QJsonValue value = object.value("ambient"_L1);
        if (value.isNull())
            region.ambient.reset();
        else
            region.ambient = readAmbient(in, readArray(in, value, u"ambient"_s));
    }
    if (in.ok() && object.contains("scene_types"_L1)) {
        const QJsonValue value = object.value("scene_types"_L1);
        if (value.isNull())
            region.sceneTypes.reset();
        else
            region.sceneTypes = readSceneTypes(in, readArray(in, value, u"scene_types"_s));
    }
    if (!in.ok())
        return fail(in.error());
    return region;
}

Result<Setup> setupFromJson(const QJsonObject& object, const Setup* base) {
    JsonIn in;
    checkKeys(in, object, {}, {"id"_L1, "type"_L1, "default_sound_table"_L1});
    checkType(in, object, "Setup"_L1);
    const quint32 id = readRecordId(in, object, RecordType::Setup);
    if (in.ok() && base && base->id != id)
        in.failAt(u"id"_s, Tr::tr("%1 does not match the setup it applies to (%2)")
                               .arg(hexId(id), hexId(base->id)));
    if (in.ok() && !object.contains("default_sound_table"_L1))
        in.failAt(u"default_sound_table"_s, Tr::tr("missing"));
    const quint32 table =
        in.ok() ? readId(in, object.value("default_sound_table"_L1), u"default_sound_table"_s) : 0;
    if (!in.ok())
        return fail(in.error());
    Setup setup = base ? *base : Setup::makeMinimal(id, table);
    setup.defaultSoundTable = table;
    return setup;
}

} // namespace soundstage
