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
/// re-encodes identically.
struct RegionDesc {
    static constexpr quint32 PartSound = 0x01;
    static constexpr quint32 PartScene = 0x02;
    static constexpr quint32 PartSky = 0x10;
    static constexpr quint32 PartMisc = 0x200;

    quint32 id = 0;
    quint32 regionNumber = 0;
    quint32 version = 0; ///< the client requires 3
    QString name;
    quint32 partsMask = 0; ///< encode() writes this value back (with the sound/scene bits
                           ///< following whether `ambient`/`sceneTypes` are present)

    std::optional<std::vector<AmbientStbDesc>> ambient; ///< SoundDesc, when PartSound is set
    std::optional<std::vector<SceneType>> sceneTypes;   ///< SceneDesc, when PartScene is set

    QByteArray head;         ///< record bytes from offset 0 to the end of SkyDesc (opaque)
    qint64 partsMaskOffset = 0; ///< where the parts mask sits inside `head`
    QByteArray tail;         ///< TerrainDesc, RegionMisc, … to the end (opaque)

    [[nodiscard]] static Result<RegionDesc> decode(QByteArrayView bytes);
    [[nodiscard]] QByteArray encode() const;

    friend bool operator==(const RegionDesc&, const RegionDesc&) = default;
};

} // namespace soundstage
