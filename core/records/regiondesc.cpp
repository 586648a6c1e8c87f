#include "core/records/regiondesc.h"

#include "core/common/bytewriter.h"
#include "core/common/hexid.h"
#include "core/records/recordreader.h"

#include <QCoreApplication>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// Smallest encodings, used to check counts before allocating or looping.
constexpr qint64 MinPString = 4; // u16 length 0 + 2 bytes padding
constexpr qint64 MinTimeOfDay = 4 + 4 + MinPString;
constexpr qint64 MinSeason = 4 + MinPString;
constexpr qint64 MinDayGroup = 4 + MinPString + 4 + 4;
constexpr qint64 SkyObjectSize = 36;
constexpr qint64 SkyTimeFixedSize = 44;
constexpr qint64 SkyReplaceSize = 24;
constexpr qint64 MinStbDesc = 8;
constexpr qint64 AmbientSoundSize = 20;
constexpr qint64 MinSceneType = 8;

void skipGameTime(RecordReader& reader) {
    ByteReader& in = reader.in();
    in.skip(8 + 4 + 4 + 4); // ZeroTimeOfYear, ZeroYear, DayLength, DaysPerYear
    (void)in.pstring();     // YearSpec
    quint32 count = 0;
    if (!reader.readCount(
            count, MinTimeOfDay,
            QT_TRANSLATE_NOOP("soundstage::RecordReader", "GameTime time-of-day count")))
        return;
    for (quint32 i = 0; i < count && in.ok(); ++i) {
        in.skip(8); // Start, IsNight
        (void)in.pstring();
    }
    if (!reader.readCount(
            count, MinPString,
            QT_TRANSLATE_NOOP("soundstage::RecordReader", "GameTime day-of-week count")))
        return;
    for (quint32 i = 0; i < count && in.ok(); ++i)
        (void)in.pstring();
    if (!reader.readCount(count, MinSeason,
                          QT_TRANSLATE_NOOP("soundstage::RecordReader", "GameTime season count")))
        return;
    for (quint32 i = 0; i < count && in.ok(); ++i) {
        in.skip(4); // StartDate
        (void)in.pstring();
    }
}

void skipSkyDesc(RecordReader& reader) {
    ByteReader& in = reader.in();
    in.skip(8 + 8); // TickSize, LightTickSize
    quint32 groups = 0;
    if (!reader.readCount(groups, MinDayGroup,
                          QT_TRANSLATE_NOOP("soundstage::RecordReader", "SkyDesc day group count")))
        return;
    for (quint32 g = 0; g < groups && in.ok(); ++g) {
        in.skip(4); // ChanceOfOccur
        (void)in.pstring();
        quint32 objects = 0;
        if (!reader.readCount(
                objects, SkyObjectSize,
                QT_TRANSLATE_NOOP("soundstage::RecordReader", "SkyDesc sky object count")))
            return;
        in.skip(SkyObjectSize * objects);
        quint32 times = 0;
        if (!reader.readCount(
                times, SkyTimeFixedSize + 4,
                QT_TRANSLATE_NOOP("soundstage::RecordReader", "SkyDesc sky time count")))
            return;
        for (quint32 t = 0; t < times && in.ok(); ++t) {
            in.skip(SkyTimeFixedSize);
            quint32 replaces = 0;
            if (!reader.readCount(
                    replaces, SkyReplaceSize,
                    QT_TRANSLATE_NOOP("soundstage::RecordReader", "SkyDesc object replace count")))
                return;
            in.skip(SkyReplaceSize * replaces);
        }
    }
}

std::vector<AmbientStbDesc> readSoundDesc(RecordReader& reader) {
    ByteReader& in = reader.in();
    std::vector<AmbientStbDesc> stbs;
    quint32 count = 0;
    if (!reader.readCount(
            count, MinStbDesc,
            QT_TRANSLATE_NOOP("soundstage::RecordReader", "SoundDesc ambient table count")))
        return stbs;
    stbs.resize(count);
    for (AmbientStbDesc& stb : stbs) {
        stb.soundTable = in.u32();
        quint32 sounds = 0;
        if (!reader.readCount(sounds, AmbientSoundSize,
                              QT_TRANSLATE_NOOP("soundstage::RecordReader", "ambient sound count")))
            return stbs;
        stb.sounds.resize(sounds);
        for (AmbientSoundDesc& sound : stb.sounds) {
            sound.soundType = in.u32();
            sound.volume = in.f32();
            sound.baseChance = in.f32();
            sound.minRate = in.f32();
            sound.maxRate = in.f32();
        }
    }
    return stbs;
}

std::vector<SceneType> readSceneDesc(RecordReader& reader) {
    ByteReader& in = reader.in();
    std::vector<SceneType> types;
    quint32 count = 0;
    if (!reader.readCount(
            count, MinSceneType,
            QT_TRANSLATE_NOOP("soundstage::RecordReader", "SceneDesc scene type count")))
        return types;
    types.resize(count);
    for (SceneType& type : types) {
        type.stbIndex = in.u32();
        quint32 scenes = 0;
        if (!reader.readCount(scenes, 4,
                              QT_TRANSLATE_NOOP("soundstage::RecordReader", "scene count")))
            return types;
        type.scenes.resize(scenes);
        for (quint32& scene : type.scenes)
            scene = in.u32();
    }
    return types;
}

bool headIsUsable(const RegionDesc& region) {
    return region.nameEndOffset >= 12 && region.partsMaskOffset >= region.nameEndOffset &&
           region.head.size() >= region.partsMaskOffset + 4;
}

} // namespace

Result<RegionDesc> RegionDesc::decode(QByteArrayView bytes) {
    RecordReader reader(bytes);
    ByteReader& in = reader.in();
    RegionDesc region;
    region.id = in.u32();
    if (reader.ok())
        reader.setContext("Region"_L1, region.id);
    region.regionNumber = in.u32();
    region.version = in.u32();
    region.name = in.pstring();
    region.nameEndOffset = in.pos();
    in.skip(LandDefsSize);
    skipGameTime(reader);
    region.partsMaskOffset = in.pos();
    region.partsMask = in.u32();
    if (reader.ok() && (region.partsMask & PartSky) != 0)
        skipSkyDesc(reader);
    if (!reader.ok())
        return fail(reader.error());
    const qint64 headEnd = in.pos();
    if ((region.partsMask & PartSound) != 0)
        region.ambient = readSoundDesc(reader);
    if (reader.ok() && (region.partsMask & PartScene) != 0)
        region.sceneTypes = readSceneDesc(reader);
    if (!reader.ok())
        return fail(reader.error());
    region.head = bytes.first(headEnd).toByteArray();
    region.tail = bytes.sliced(in.pos()).toByteArray();
    return region;
}

QByteArray RegionDesc::encode() const {
    if (!headIsUsable(*this)) {
        RegionDesc filled = makeMinimal(id, name);
        filled.regionNumber = regionNumber;
        filled.version = version;
        filled.partsMask = partsMask | PartSky | PartMisc;
        filled.ambient = ambient;
        filled.sceneTypes = sceneTypes;
        if (!tail.isEmpty())
            filled.tail = tail;
        if (!headIsUsable(filled))
            return {}; // cannot happen: makeMinimal() builds a decodable record
        return filled.encode();
    }

    ByteWriter out;
    out.u32(id);
    out.u32(regionNumber);
    out.u32(version);
    const QByteArrayView storedName = QByteArrayView(head).sliced(12, nameEndOffset - 12);
    ByteReader nameReader(storedName);
    if (nameReader.pstring() == name && nameReader.ok() && nameReader.atEnd())
        out.bytes(storedName); // keeps whatever padding bytes the original had
    else
        out.pstring(name);
    out.bytes(QByteArrayView(head).sliced(nameEndOffset, partsMaskOffset - nameEndOffset));

    const quint32 storedMask = qFromLittleEndian<quint32>(head.constData() + partsMaskOffset);
    // Sky and Misc decide the layout of the opaque head and tail: they stay as stored.
    constexpr quint32 Kept = PartSky | PartMisc;
    quint32 mask = partsMask & ~(PartSound | PartScene | Kept);
    mask |= storedMask & Kept;
    if (ambient)
        mask |= PartSound;
    if (sceneTypes)
        mask |= PartScene;
    out.u32(mask);
    out.bytes(QByteArrayView(head).sliced(partsMaskOffset + 4));

    if (ambient) {
        out.u32(static_cast<quint32>(ambient->size()));
        for (const AmbientStbDesc& stb : *ambient) {
            out.u32(stb.soundTable);
            out.u32(static_cast<quint32>(stb.sounds.size()));
            for (const AmbientSoundDesc& sound : stb.sounds) {
                out.u32(sound.soundType);
                out.f32(sound.volume);
                out.f32(sound.baseChance);
                out.f32(sound.minRate);
                out.f32(sound.maxRate);
            }
        }
    }
    if (sceneTypes) {
        out.u32(static_cast<quint32>(sceneTypes->size()));
        for (const SceneType& type : *sceneTypes) {
            out.u32(type.stbIndex);
            out.u32(static_cast<quint32>(type.scenes.size()));
            for (quint32 scene : type.scenes)
                out.u32(scene);
        }
    }
    out.bytes(tail);
    return out.take();
}

RegionDesc RegionDesc::makeMinimal(quint32 id, const QString& name) {
    ByteWriter out;
    out.u32(id);
    out.u32(1); // RegionNumber
    out.u32(3); // Version: the only one the client accepts
    out.pstring(name);

    // LandDefs
    out.i32(255);     // NumBlockLength
    out.i32(255);     // NumBlockWidth
    out.f32(24.0f);   // SquareLength (metres)
    out.i32(8);       // LBlockLength
    out.i32(1);       // VertexPerCell
    out.f32(200.0f);  // MaxObjHeight
    out.f32(1000.0f); // SkyHeight
    out.f32(5.0f);    // RoadWidth
    for (int i = 0; i < 256; ++i)
        out.f32(static_cast<float>(2 * i));

    // GameTime
    out.f64(0.0);     // ZeroTimeOfYear
    out.u32(10);      // ZeroYear
    out.f32(7620.0f); // DayLength (seconds)
    out.u32(360);     // DaysPerYear
    out.pstring(u"P.Y."_s);
    const struct {
        float start;
        bool night;
        const char16_t* name;
    } times[] = {{0.0f, true, u"Darktide"},
                 {0.25f, false, u"Dawnsong"},
                 {0.5f, false, u"Midsong"},
                 {0.75f, true, u"Gloaming"}};
    out.u32(std::size(times));
    for (const auto& time : times) {
        out.f32(time.start);
        out.u32(time.night ? 1 : 0);
        out.pstring(QString::fromUtf16(time.name));
    }
    const char16_t* days[] = {u"Snowreap", u"Coldeve", u"Wintersebb"};
    out.u32(std::size(days));
    for (const char16_t* day : days)
        out.pstring(QString::fromUtf16(day));
    const struct {
        quint32 start;
        const char16_t* name;
    } seasons[] = {{0, u"Spring"}, {90, u"Summer"}, {180, u"Autumn"}, {270, u"Winter"}};
    out.u32(std::size(seasons));
    for (const auto& season : seasons) {
        out.u32(season.start);
        out.pstring(QString::fromUtf16(season.name));
    }

    out.u32(PartSound | PartScene | PartSky | PartMisc);
    // SkyDesc: tick sizes, no day groups
    out.f64(1.0);
    out.f64(1.0);
    out.u32(0);
    // SoundDesc and SceneDesc, empty
    out.u32(0);
    out.u32(0);
    // TerrainDesc: no terrain types, LandSurf selector 0 (TexMerge) with empty lists
    out.u32(0);
    out.u32(0);   // selector
    out.u32(512); // BaseTexSize
    out.u32(0);   // corner terrain maps
    out.u32(0);   // side terrain maps
    out.u32(0);   // road maps
    out.u32(0);   // terrain textures
    // RegionMisc
    out.u32(1);
    out.u32(0x0600127D);
    out.u32(0x06000261);
    out.u32(4);
    out.u32(0);
    out.u32(0);

    auto region = decode(out.data());
    Q_ASSERT(region.has_value());
    return region.has_value() ? *std::move(region) : RegionDesc{};
}

} // namespace soundstage
