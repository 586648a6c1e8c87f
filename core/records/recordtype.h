#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace soundstage {

/// The type of a portal-dat record. Types are not stored in the dat: the client derives them
/// from the DID range (§2 of ac-dat-format.md), and so does recordTypeOf().
enum class RecordType {
    GfxObj,
    Setup,
    Animation,
    Palette,
    SurfaceTexture,
    RenderSurface,
    Surface,
    MotionTable,
    Wave,
    Environment,
    ChatPoseTable,
    ObjectHierarchy,
    BadData,
    TabooTable,
    File2IdTable,
    NameFilterTable,
    MonitoredProperties,
    GameTable, ///< the game layer's 0x0E… tables (CharGen, SkillTable, SpellTable, …)
    QualityFilter,
    PaletteSet,
    Clothing,
    DegradeInfo,
    Scene,
    Region,
    Keymap,
    RenderTexture,
    RenderMaterial,
    MaterialModifier,
    MaterialInstance,
    RenderMesh,
    SoundTable,
    UiLayout,
    EnumMapper,
    StringTable,
    DidMapper,
    ActionMap,
    DualDidMapper,
    CombatTable,
    String,
    ParticleEmitter,
    PhysicsScript,
    PhysicsScriptTable,
    MasterProperty,
    Font,
    FontLocal,
    StringState,
    DbProperties,
    Iteration, ///< 0xFFFF0001, the iteration record present in every dat
    Other,     ///< no known range
};

/// The record type of a portal-dat id, from the client's DID ranges (e.g. 0x20000000–0x2000FFFF
/// is SoundTable; 0x22… is EnumMapper, not SoundTable, although the SoundTable DB type is 0x22).
/// Ids outside every range give RecordType::Other.
[[nodiscard]] RecordType recordTypeOf(quint32 id);

/// User-facing name, as the JSON "type" field and `info` counts print it: "SoundTable", "Wave",
/// "Region", "Setup", "Scene", …, "Iteration", "Other". Not translated (it is a format word).
[[nodiscard]] QString recordTypeName(RecordType type);

/// The inverse of recordTypeName() (exact, then case-insensitive).
[[nodiscard]] std::optional<RecordType> parseRecordTypeName(QStringView name);

/// The client's DB type number (DB_TYPE_*; SoundTable = 34), or -1 for GameTable, QualityFilter,
/// CombatTable, Iteration and Other, which have none in the portal map.
[[nodiscard]] int dbTypeOf(RecordType type);

/// The full DID range of a type, inclusive. For the sound types: Setup 0x02000000–0x0200FFFF,
/// Wave 0x0A000000–0x0A00FFFF, Scene 0x12000000–0x1200FFFF, Region 0x13000000–0x1300FFFF,
/// SoundTable 0x20000000–0x2000FFFF. Types made of several ranges or single ids give the
/// smallest range covering them; Other gives nothing.
struct IdRange {
    quint32 first = 0;
    quint32 last = 0;
    [[nodiscard]] bool contains(quint32 id) const { return id >= first && id <= last; }
    friend bool operator==(const IdRange&, const IdRange&) = default;
};
[[nodiscard]] std::optional<IdRange> idRangeOf(RecordType type);

/// The `--type` filter of `soundstage-cli list` and friends.
enum class RecordFilter {
    All,
    SoundTable,
    Wave,
    Region,
    Setup,
    Animation,
    MotionTable,
    PhysicsScript,
    PhysicsScriptTable,
};

/// "soundtable", "wave", "region", "setup", "animation", "motiontable", "physicsscript",
/// "physicsscripttable", "all" (case-insensitive) → filter.
[[nodiscard]] std::optional<RecordFilter> parseRecordFilter(QStringView text);
/// The filter names in the order help texts list them: soundtable, wave, region, setup,
/// animation, motiontable, physicsscript, physicsscripttable, all.
[[nodiscard]] QStringList recordFilterNames();
/// Whether an id passes a filter.
[[nodiscard]] bool matchesFilter(RecordFilter filter, quint32 id);
/// The id range a filter covers (All: 0 … 0xFFFFFFFF), for B-tree range queries.
[[nodiscard]] IdRange idRangeOf(RecordFilter filter);

} // namespace soundstage
