// Document's ambient sound lists: adding and removing an AmbientSoundDesc of a region's STB. A
// part of Document (document.h) in its own file, as documenthooks.cpp is for the hooks; the
// descriptors' single values change through setValue() with an ambient Field.
#include "core/document/document.h"

#include "core/common/hexid.h"
#include "core/document/ambientcommands.h"

namespace soundstage {

QString Document::ambientFieldName(Field field) {
    switch (field) {
    case Field::AmbientTable:
        return tr("Sound table");
    case Field::AmbientSoundType:
        return tr("Sound type");
    case Field::AmbientVolume:
        return tr("Volume");
    case Field::AmbientBaseChance:
        return tr("Base chance");
    case Field::AmbientMinRate:
        return tr("Min rate");
    case Field::AmbientMaxRate:
        return tr("Max rate");
    default:
        return {};
    }
}

Result<void> Document::checkAmbientSound(quint32 region, quint32 stb, int index,
                                         bool allowEnd) const {
    const auto found = m_catalog.regions().find(region);
    if (found == m_catalog.regions().end() || !found->second.ambient)
        return fail(ErrorCode::NotFound,
                    tr("The dat has no region %1 with ambient sounds.").arg(hexId(region)));
    if (stb >= found->second.ambient->size())
        return fail(ErrorCode::NotFound,
                    tr("Region %1 has no ambient table #%2.").arg(hexId(region)).arg(stb));
    const int n = static_cast<int>((*found->second.ambient)[stb].sounds.size());
    if (index < 0 || index > n || (index == n && !allowEnd))
        return fail(ErrorCode::NotFound, tr("Ambient table #%1 of region %2 has no sound %3.")
                                             .arg(stb)
                                             .arg(hexId(region))
                                             .arg(index));
    return {};
}

Result<void> Document::insertAmbientSound(quint32 region, quint32 stb, int index,
                                          const AmbientSoundDesc& sound) {
    if (auto ok = checkAmbientSound(region, stb, index, true); !ok)
        return ok;
    if (auto reason = checkValue({Field::AmbientSoundType, region, stb, index}, sound.soundType))
        return fail(ErrorCode::Usage,
                    tr("%1: %2").arg(ambientFieldName(Field::AmbientSoundType), *reason));
    for (const auto& [field, v] : {std::pair{Field::AmbientVolume, sound.volume},
                                   std::pair{Field::AmbientBaseChance, sound.baseChance},
                                   std::pair{Field::AmbientMinRate, sound.minRate},
                                   std::pair{Field::AmbientMaxRate, sound.maxRate}}) {
        if (auto reason = checkValue({field, region, stb, index}, v))
            return fail(ErrorCode::Usage, tr("%1: %2").arg(ambientFieldName(field), *reason));
    }
    push(std::make_unique<ChangeAmbientSounds>(
        tr("Add Ambient Sound"), ChangeAmbientSounds::Action::Insert, region, stb, index, sound));
    return {};
}

Result<void> Document::removeAmbientSound(quint32 region, quint32 stb, int index) {
    if (auto ok = checkAmbientSound(region, stb, index, false); !ok)
        return ok;
    push(std::make_unique<ChangeAmbientSounds>(
        tr("Remove Ambient Sound"), ChangeAmbientSounds::Action::Remove, region, stb, index));
    return {};
}

} // namespace soundstage
