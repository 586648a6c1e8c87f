// Document's Animation hooks: reading an animation's current state, the hook fields' values,
// and the hook edits (insert, remove). A part of Document (document.h) in its own file so that
// document.cpp stays the tables', regions' and setups' side.
#include "core/document/document.h"

#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/document/hookcommands.h"

namespace soundstage {

std::optional<FieldValue> Document::hookValue(const FieldRef& ref) const {
    const auto animation = this->animation(ref.record);
    if (!animation || !checkHook(*animation, static_cast<int>(ref.key), ref.index, false))
        return std::nullopt;
    const AnimationHook& hook =
        animation->frames[ref.key].hooks[static_cast<std::size_t>(ref.index)];
    // Only the fields a hook of this type has: a Sound hook has no probability, and so on.
    if (const auto* sound = hook.as<SoundHook>())
        return ref.field == Field::HookWave ? std::optional<FieldValue>(sound->wave) : std::nullopt;
    if (const auto* table = hook.as<SoundTableHook>())
        return ref.field == Field::HookSoundType ? std::optional<FieldValue>(table->soundType)
                                                 : std::nullopt;
    if (const auto* tweaked = hook.as<SoundTweakedHook>()) {
        if (ref.field == Field::HookWave)
            return FieldValue(tweaked->wave);
        if (ref.field == Field::HookProbability)
            return FieldValue(tweaked->probability);
        if (ref.field == Field::HookVolume)
            return FieldValue(tweaked->volume);
    }
    return std::nullopt;
}

Result<Animation> Document::animation(quint32 id) const {
    if (const Animation* edited = editedAnimation(id))
        return *edited;
    auto entry = m_dat->find(id);
    if (!entry)
        return fail(entry.error());
    if (!entry->has_value())
        return fail(ErrorCode::NotFound, tr("The dat has no animation %1.").arg(hexId(id)));
    auto bytes = m_dat->read(**entry);
    if (!bytes)
        return fail(bytes.error());
    auto decoded = Animation::decode(*bytes);
    if (!decoded)
        return fail(decoded.error().inFile(m_dat->path()));
    return decoded;
}

const Animation* Document::editedAnimation(quint32 id) const {
    const auto found = m_animations.find(id);
    return found == m_animations.end() ? nullptr : &found->second;
}

Result<void> Document::checkHook(const Animation& animation, int frame, int position,
                                 bool allowEnd) const {
    if (frame < 0 || frame >= static_cast<int>(animation.frames.size()))
        return fail(ErrorCode::NotFound,
                    tr("Animation %1 has no frame %2.").arg(hexId(animation.id)).arg(frame));
    const int n = static_cast<int>(animation.frames[static_cast<std::size_t>(frame)].hooks.size());
    if (position < 0 || position > n || (position == n && !allowEnd))
        return fail(ErrorCode::NotFound, tr("Frame %1 of animation %2 has no hook %3.")
                                             .arg(frame)
                                             .arg(hexId(animation.id))
                                             .arg(position));
    return {};
}

Result<void> Document::insertHook(quint32 id, int frame, int position, const AnimationHook& hook) {
    auto animation = this->animation(id);
    if (!animation)
        return fail(animation.error());
    if (auto ok = checkHook(*animation, frame, position, true); !ok)
        return ok;
    const auto check = [&](Field field, const FieldValue& value) -> std::optional<QString> {
        return checkValue({field, id, static_cast<quint32>(frame), position}, value);
    };
    std::optional<QString> reason;
    if (const auto* sound = hook.as<SoundHook>())
        reason = check(Field::HookWave, sound->wave);
    else if (const auto* table = hook.as<SoundTableHook>())
        reason = check(Field::HookSoundType, table->soundType);
    else if (const auto* tweaked = hook.as<SoundTweakedHook>()) {
        reason = check(Field::HookWave, tweaked->wave);
        if (!reason)
            reason = check(Field::HookProbability, tweaked->probability);
        if (!reason)
            reason = check(Field::HookVolume, tweaked->volume);
    } else
        reason = tr("Only sound hooks (Sound, SoundTable, SoundTweaked) can be added.");
    if (reason)
        return fail(ErrorCode::Usage, *reason);
    push(std::make_unique<InsertHook>(tr("Add %1 Hook").arg(hookTypeName(hook.type)), id, frame,
                                      position, hook));
    return {};
}

Result<void> Document::removeHook(quint32 id, int frame, int position) {
    auto animation = this->animation(id);
    if (!animation)
        return fail(animation.error());
    if (auto ok = checkHook(*animation, frame, position, false); !ok)
        return ok;
    const AnimationHook& hook = animation->frames[static_cast<std::size_t>(frame)]
                                    .hooks[static_cast<std::size_t>(position)];
    if (!hook.isSound())
        return fail(ErrorCode::Usage, tr("Only sound hooks can be removed here; this is a %1 hook.")
                                          .arg(hookTypeName(hook.type)));
    push(std::make_unique<RemoveHook>(tr("Remove %1 Hook").arg(hookTypeName(hook.type)), id, frame,
                                      position));
    return {};
}

Animation* Document::animationForEdit(quint32 id) {
    if (const auto found = m_animations.find(id); found != m_animations.end())
        return &found->second;
    // Commands only run after the edit API read the same record successfully.
    auto animation = this->animation(id);
    if (!animation)
        return nullptr;
    m_originalAnimations.try_emplace(id, *animation);
    return &m_animations.emplace(id, std::move(*animation)).first->second;
}

} // namespace soundstage
