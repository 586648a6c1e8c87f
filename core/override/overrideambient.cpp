#include "core/override/overrideambient.h"

#include "core/override/overrideroller.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace soundstage {

namespace {

// 1 − silence as the simulation's Rational: exact when OverrideChances knows the fraction and
// it fits, else the double rounded to 2^-52 (the rate summary prints it as a double anyway).
Rational heardChance(const EventOutcome& chances) {
    if (const auto& s = chances.exactStatedSilence; s && !(Rational::fromInt(1) < *s))
        return Rational::fromInt(1) - *s;
    const double heard = std::clamp(1.0 - chances.silenceChance(), 0.0, 1.0);
    return Rational::overPowerOfTwo(std::llround(std::ldexp(heard, 52)), 52);
}

} // namespace

OverrideAmbient OverrideAmbient::make(const OverridePreview& preview, const AmbientStbDesc& stb,
                                      const SoundTable* datTable, FpuModel model) {
    OverrideAmbient out;
    out.table = datTable ? *datTable : SoundTable::makeEmpty(stb.soundTable);
    std::vector<SoundTableNode>& children = out.table.root.children;
    for (const AmbientSoundDesc& desc : stb.sounds) {
        const quint32 type = desc.soundType;
        if (out.sounds.contains(type))
            continue;
        std::optional<OverridePreview::Sound> sound = preview.sound(stb.soundTable, type);
        if (!sound)
            continue;
        Sound& mine = out.sounds[type];
        mine.line = sound->applied->line;
        mine.silenced = sound->applied->kind == OverrideApply::Applied::Kind::Removed;
        mine.localFiles = sound->localFiles;
        if (mine.silenced) {
            std::erase_if(children, [type](const SoundTableNode& n) { return n.key == type; });
            continue;
        }
        if (SoundTableNode* node = out.table.sound(type))
            node->variants = sound->variants;
        else
            children.push_back(SoundTableNode{type, sound->variants, {}});
        // Entries made in code have no line to roll by: the retail picker takes their list.
        if (!sound->entry || sound->entry->alternatives.size() != sound->variants.size())
            continue;
        const OverrideRoller roller(*sound->entry, preview.file.pick, model);
        AmbientPicker picker;
        picker.heardChance =
            heardChance(OverrideChances::compute(*sound->entry, preview.file.pick, model));
        picker.pick = [roller](RetailRandom& random, CrtRandom& crt) {
            const OverrideRoller::Step step = roller.step(random, crt);
            return AmbientPick{step.index, rollResultOf(step.result)};
        };
        out.pickers.emplace(type, std::move(picker));
    }
    return out;
}

OverrideAmbient OverrideAmbient::forTable(const OverridePreview& preview, quint32 tableId,
                                          const SoundTable* datTable, FpuModel model) {
    std::set<quint32> types;
    if (datTable)
        for (const SoundTableNode& node : datTable->root.children)
            types.insert(node.key);
    for (const OverrideApply::Applied& a : preview.report.applied)
        if (a.table == tableId)
            types.insert(a.soundType);
    AmbientStbDesc stb{tableId, {}};
    for (const quint32 type : types)
        stb.sounds.push_back(AmbientSoundDesc{type});
    return make(preview, stb, datTable, model);
}

QString OverrideAmbient::localFile(quint32 soundType, int variant) const {
    const auto it = sounds.find(soundType);
    if (it == sounds.end() || variant < 0 ||
        variant >= static_cast<int>(it->second.localFiles.size()))
        return {};
    return it->second.localFiles[static_cast<std::size_t>(variant)];
}

} // namespace soundstage
