#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>
#include <vector>

namespace soundstage {

/// One ambient sound of an ambient sound table (20 bytes on disk).
struct AmbientSoundDesc {
    quint32 soundType = 0;
    float volume = 0.0f;     ///< linear
    float baseChance = 0.0f; ///< 0 means continuous (not stored: derived, as in the client)
    float minRate = 0.0f;    ///< seconds
    float maxRate = 0.0f;    ///< seconds (unused for continuous sounds)

    [[nodiscard]] bool continuous() const { return baseChance == 0.0f; }
    friend bool operator==(const AmbientSoundDesc&, const AmbientSoundDesc&) = default;
};

/// AmbientSTBDesc: a SoundTable and the ambient sounds played from it.
struct AmbientStbDesc {
    quint32 soundTable = 0; ///< SoundTable DID (0x20…)
    std::vector<AmbientSoundDesc> sounds;
    friend bool operator==(const AmbientStbDesc&, const AmbientStbDesc&) = default;
};

/// SceneType: which ambient STB (by index into the SoundDesc list) a group of scenes uses.
struct SceneType {
    static constexpr quint32 NoAmbient = 0xFFFFFFFF;
    quint32 stbIndex = NoAmbient;
    std::vector<quint32> scenes; ///< Scene DIDs (0x12…)
    friend bool operator==(const SceneType&, const SceneType&) = default;
};

/// A RegionDesc record (DID 0x13…). Parsed through LandDefs, GameTime and SkyDesc to reach the
/// sound and scene parts; everything else is kept as opaque bytes so an unedited region
/// re-encodes identically (§5 of ac-dat-format.md).
struct RegionDesc {
    static constexpr quint32 PartSound = 0x01;
    static constexpr quint32 PartScene = 0x02;
    static constexpr quint32 PartSky = 0x10;
    static constexpr quint32 PartMisc = 0x200;
    static constexpr qint64 LandDefsSize = 1056; ///< 8 dwords + 256 height floats

    quint32 id = 0;
    quint32 regionNumber = 0;
    quint32 version = 0; ///< the client requires 3
    QString name;        ///< Latin-1 byte for byte (the client's text is Windows-1252)
    /// The parts mask. encode() writes it back, except that the sound and scene bits follow
    /// whether `ambient` / `sceneTypes` are present, and the sky (0x10) and misc (0x200) bits
    /// stay as stored (the opaque SkyDesc in `head` and RegionMisc in `tail` depend on them).
    quint32 partsMask = 0;

    std::optional<std::vector<AmbientStbDesc>> ambient; ///< SoundDesc, when PartSound is set
    std::optional<std::vector<SceneType>> sceneTypes;   ///< SceneDesc, when PartScene is set

    QByteArray head;            ///< record bytes from offset 0 to the end of SkyDesc (opaque)
    qint64 nameEndOffset = 0;   ///< where the name's PString (with padding) ends inside `head`
    qint64 partsMaskOffset = 0; ///< where the parts mask sits inside `head`
    QByteArray tail;            ///< TerrainDesc, RegionMisc, … to the end (opaque)

    /// Reads the record. Errors carry the offset within the record: ErrorCode::Truncated when
    /// the bytes end inside a structure, ErrorCode::BadRecord for a count larger than the bytes
    /// left (offset = the count; checked before anything is allocated). The TerrainDesc and
    /// RegionMisc in `tail` are not checked. Version is not checked either (the client refuses
    /// anything but 3; validators may warn).
    [[nodiscard]] static Result<RegionDesc> decode(QByteArrayView bytes);

    /// `head` with id, region number, version, name (rewritten only when changed) and parts
    /// mask patched, then SoundDesc, SceneDesc and `tail`. An unedited region gives back the
    /// bytes it was decoded from. A hand-built RegionDesc needs a `head` (use makeMinimal()).
    [[nodiscard]] QByteArray encode() const;

    /// A small but complete and valid region record: plausible LandDefs (255×255 blocks of 24 m
    /// squares, height table 0, 2, …, 510), a GameTime with four times of day, three days of the
    /// week and four seasons, an empty SkyDesc, empty (present) SoundDesc and SceneDesc, a
    /// TerrainDesc with no terrain types and an empty TexMerge, and RegionMisc
    /// {1, 0x0600127D, 0x06000261, 4, 0, 0}. Version 3, region number 1. Set `ambient` and
    /// `sceneTypes` afterwards and encode().
    [[nodiscard]] static RegionDesc makeMinimal(quint32 id, const QString& name);

    friend bool operator==(const RegionDesc&, const RegionDesc&) = default;
};

} // namespace soundstage
