#include "core/records/recordtype.h"

#include <array>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

struct RangeRow {
    quint32 first;
    quint32 last;
    RecordType type;
};

// §2 of ac-dat-format.md, in ascending order. Single ids come before the ranges that would
// otherwise swallow them (the 0x0E… game tables).
constexpr std::array Ranges = {
    RangeRow{0x01000000, 0x0100FFFF, RecordType::GfxObj},
    RangeRow{0x02000000, 0x0200FFFF, RecordType::Setup},
    RangeRow{0x03000000, 0x0300FFFF, RecordType::Animation},
    RangeRow{0x04000000, 0x0400FFFF, RecordType::Palette},
    RangeRow{0x05000000, 0x05FFFFFF, RecordType::SurfaceTexture},
    RangeRow{0x06000000, 0x07FFFFFF, RecordType::RenderSurface},
    RangeRow{0x08000000, 0x0800FFFF, RecordType::Surface},
    RangeRow{0x09000000, 0x0900FFFF, RecordType::MotionTable},
    RangeRow{0x0A000000, 0x0A00FFFF, RecordType::Wave},
    RangeRow{0x0D000000, 0x0D00FFFF, RecordType::Environment},
    RangeRow{0x0E000002, 0x0E000004, RecordType::GameTable},
    RangeRow{0x0E000007, 0x0E000007, RecordType::ChatPoseTable},
    RangeRow{0x0E00000D, 0x0E00000D, RecordType::ObjectHierarchy},
    RangeRow{0x0E00000E, 0x0E00000F, RecordType::GameTable},
    RangeRow{0x0E000018, 0x0E000018, RecordType::GameTable},
    RangeRow{0x0E00001A, 0x0E00001A, RecordType::BadData},
    RangeRow{0x0E00001D, 0x0E00001D, RecordType::GameTable},
    RangeRow{0x0E00001E, 0x0E00001E, RecordType::TabooTable},
    RangeRow{0x0E00001F, 0x0E00001F, RecordType::File2IdTable},
    RangeRow{0x0E000020, 0x0E000020, RecordType::NameFilterTable},
    RangeRow{0x0E010000, 0x0E01FFFF, RecordType::QualityFilter},
    RangeRow{0x0E020000, 0x0E02FFFF, RecordType::MonitoredProperties},
    RangeRow{0x0F000000, 0x0F00FFFF, RecordType::PaletteSet},
    RangeRow{0x10000000, 0x1000FFFF, RecordType::Clothing},
    RangeRow{0x11000000, 0x1100FFFF, RecordType::DegradeInfo},
    RangeRow{0x12000000, 0x1200FFFF, RecordType::Scene},
    RangeRow{0x13000000, 0x1300FFFF, RecordType::Region},
    RangeRow{0x14000000, 0x1400FFFF, RecordType::Keymap},
    RangeRow{0x15000000, 0x15FFFFFF, RecordType::RenderTexture},
    RangeRow{0x16000000, 0x16FFFFFF, RecordType::RenderMaterial},
    RangeRow{0x17000000, 0x17FFFFFF, RecordType::MaterialModifier},
    RangeRow{0x18000000, 0x18FFFFFF, RecordType::MaterialInstance},
    RangeRow{0x19000000, 0x19FFFFFF, RecordType::RenderMesh},
    RangeRow{0x20000000, 0x2000FFFF, RecordType::SoundTable},
    RangeRow{0x21000000, 0x21FFFFFF, RecordType::UiLayout},
    RangeRow{0x22000000, 0x22FFFFFF, RecordType::EnumMapper},
    RangeRow{0x23000000, 0x24FFFFFF, RecordType::StringTable},
    RangeRow{0x25000000, 0x25FFFFFF, RecordType::DidMapper},
    RangeRow{0x26000000, 0x2600FFFF, RecordType::ActionMap},
    RangeRow{0x27000000, 0x27FFFFFF, RecordType::DualDidMapper},
    RangeRow{0x30000000, 0x3000FFFF, RecordType::CombatTable},
    RangeRow{0x31000000, 0x3100FFFF, RecordType::String},
    RangeRow{0x32000000, 0x3200FFFF, RecordType::ParticleEmitter},
    RangeRow{0x33000000, 0x3300FFFF, RecordType::PhysicsScript},
    RangeRow{0x34000000, 0x3400FFFF, RecordType::PhysicsScriptTable},
    RangeRow{0x39000000, 0x39FFFFFF, RecordType::MasterProperty},
    RangeRow{0x40000000, 0x40000FFF, RecordType::Font},
    // ACE bounds FontLocal at 0x400FFFFF, the client docs at 0x40FFFFFF; the wider one is kept.
    RangeRow{0x40001000, 0x40FFFFFF, RecordType::FontLocal},
    RangeRow{0x41000000, 0x41FFFFFF, RecordType::StringState},
    RangeRow{0x78000000, 0x7FFFFFFF, RecordType::DbProperties},
    RangeRow{0xFFFF0001, 0xFFFF0001, RecordType::Iteration},
};

struct NameRow {
    RecordType type;
    QLatin1StringView name;
    int dbType;
};

constexpr std::array Names = {
    NameRow{RecordType::GfxObj, "GfxObj"_L1, 6},
    NameRow{RecordType::Setup, "Setup"_L1, 7},
    NameRow{RecordType::Animation, "Animation"_L1, 8},
    NameRow{RecordType::Palette, "Palette"_L1, 10},
    NameRow{RecordType::SurfaceTexture, "SurfaceTexture"_L1, 11},
    NameRow{RecordType::RenderSurface, "RenderSurface"_L1, 12},
    NameRow{RecordType::Surface, "Surface"_L1, 13},
    NameRow{RecordType::MotionTable, "MotionTable"_L1, 14},
    NameRow{RecordType::Wave, "Wave"_L1, 15},
    NameRow{RecordType::Environment, "Environment"_L1, 16},
    NameRow{RecordType::ChatPoseTable, "ChatPoseTable"_L1, 17},
    NameRow{RecordType::ObjectHierarchy, "ObjectHierarchy"_L1, 18},
    NameRow{RecordType::BadData, "BadData"_L1, 19},
    NameRow{RecordType::TabooTable, "TabooTable"_L1, 20},
    NameRow{RecordType::File2IdTable, "File2IdTable"_L1, 21},
    NameRow{RecordType::NameFilterTable, "NameFilterTable"_L1, 22},
    NameRow{RecordType::MonitoredProperties, "MonitoredProperties"_L1, 23},
    NameRow{RecordType::GameTable, "GameTable"_L1, -1},
    NameRow{RecordType::QualityFilter, "QualityFilter"_L1, -1},
    NameRow{RecordType::PaletteSet, "PaletteSet"_L1, 24},
    NameRow{RecordType::Clothing, "Clothing"_L1, 25},
    NameRow{RecordType::DegradeInfo, "DegradeInfo"_L1, 26},
    NameRow{RecordType::Scene, "Scene"_L1, 27},
    NameRow{RecordType::Region, "Region"_L1, 28},
    NameRow{RecordType::Keymap, "Keymap"_L1, 29},
    NameRow{RecordType::RenderTexture, "RenderTexture"_L1, 30},
    NameRow{RecordType::RenderMaterial, "RenderMaterial"_L1, 31},
    NameRow{RecordType::MaterialModifier, "MaterialModifier"_L1, 32},
    NameRow{RecordType::MaterialInstance, "MaterialInstance"_L1, 33},
    NameRow{RecordType::RenderMesh, "RenderMesh"_L1, 67},
    NameRow{RecordType::SoundTable, "SoundTable"_L1, 34},
    NameRow{RecordType::UiLayout, "UiLayout"_L1, 35},
    NameRow{RecordType::EnumMapper, "EnumMapper"_L1, 36},
    NameRow{RecordType::StringTable, "StringTable"_L1, 37},
    NameRow{RecordType::DidMapper, "DidMapper"_L1, 38},
    NameRow{RecordType::ActionMap, "ActionMap"_L1, 39},
    NameRow{RecordType::DualDidMapper, "DualDidMapper"_L1, 40},
    NameRow{RecordType::CombatTable, "CombatTable"_L1, -1},
    NameRow{RecordType::String, "String"_L1, 41},
    NameRow{RecordType::ParticleEmitter, "ParticleEmitter"_L1, 42},
    NameRow{RecordType::PhysicsScript, "PhysicsScript"_L1, 43},
    NameRow{RecordType::PhysicsScriptTable, "PhysicsScriptTable"_L1, 44},
    NameRow{RecordType::MasterProperty, "MasterProperty"_L1, 45},
    NameRow{RecordType::Font, "Font"_L1, 46},
    NameRow{RecordType::FontLocal, "FontLocal"_L1, 47},
    NameRow{RecordType::StringState, "StringState"_L1, 48},
    NameRow{RecordType::DbProperties, "DbProperties"_L1, 49},
    NameRow{RecordType::Iteration, "Iteration"_L1, -1},
    NameRow{RecordType::Other, "Other"_L1, -1},
};

const NameRow* rowOf(RecordType type) {
    for (const NameRow& row : Names) {
        if (row.type == type)
            return &row;
    }
    return nullptr;
}

} // namespace

RecordType recordTypeOf(quint32 id) {
    for (const RangeRow& row : Ranges) {
        if (id < row.first)
            break; // ascending: nothing later can match
        if (id <= row.last)
            return row.type;
    }
    return RecordType::Other;
}

QString recordTypeName(RecordType type) {
    const NameRow* row = rowOf(type);
    return row ? QString(row->name) : u"Other"_s;
}

std::optional<RecordType> parseRecordTypeName(QStringView name) {
    name = name.trimmed();
    for (const NameRow& row : Names) {
        if (name == row.name)
            return row.type;
    }
    for (const NameRow& row : Names) {
        if (name.compare(row.name, Qt::CaseInsensitive) == 0)
            return row.type;
    }
    return std::nullopt;
}

int dbTypeOf(RecordType type) {
    const NameRow* row = rowOf(type);
    return row ? row->dbType : -1;
}

std::optional<IdRange> idRangeOf(RecordType type) {
    std::optional<IdRange> range;
    for (const RangeRow& row : Ranges) {
        if (row.type != type)
            continue;
        if (!range)
            range = IdRange{row.first, row.last};
        else
            range->last = row.last; // rows are ascending
    }
    return range;
}

std::optional<RecordFilter> parseRecordFilter(QStringView text) {
    text = text.trimmed();
    const auto is = [&](QLatin1StringView word) {
        return text.compare(word, Qt::CaseInsensitive) == 0;
    };
    if (is("soundtable"_L1))
        return RecordFilter::SoundTable;
    if (is("wave"_L1))
        return RecordFilter::Wave;
    if (is("region"_L1))
        return RecordFilter::Region;
    if (is("setup"_L1))
        return RecordFilter::Setup;
    if (is("animation"_L1))
        return RecordFilter::Animation;
    if (is("motiontable"_L1))
        return RecordFilter::MotionTable;
    if (is("physicsscript"_L1))
        return RecordFilter::PhysicsScript;
    if (is("physicsscripttable"_L1))
        return RecordFilter::PhysicsScriptTable;
    if (is("all"_L1))
        return RecordFilter::All;
    return std::nullopt;
}

QStringList recordFilterNames() {
    return {u"soundtable"_s, u"wave"_s,        u"region"_s,        u"setup"_s,
            u"animation"_s,  u"motiontable"_s, u"physicsscript"_s, u"physicsscripttable"_s,
            u"all"_s};
}

namespace {
std::optional<RecordType> typeOf(RecordFilter filter) {
    switch (filter) {
    case RecordFilter::SoundTable:
        return RecordType::SoundTable;
    case RecordFilter::Wave:
        return RecordType::Wave;
    case RecordFilter::Region:
        return RecordType::Region;
    case RecordFilter::Setup:
        return RecordType::Setup;
    case RecordFilter::Animation:
        return RecordType::Animation;
    case RecordFilter::MotionTable:
        return RecordType::MotionTable;
    case RecordFilter::PhysicsScript:
        return RecordType::PhysicsScript;
    case RecordFilter::PhysicsScriptTable:
        return RecordType::PhysicsScriptTable;
    case RecordFilter::All:
        break;
    }
    return std::nullopt;
}
} // namespace

bool matchesFilter(RecordFilter filter, quint32 id) {
    const auto type = typeOf(filter);
    return !type || recordTypeOf(id) == *type;
}

IdRange idRangeOf(RecordFilter filter) {
    if (const auto type = typeOf(filter))
        return *idRangeOf(*type);
    return IdRange{0, 0xFFFFFFFF};
}

} // namespace soundstage
