#include "core/document/hookcommands.h"

#include "core/document/documentchange.h"

#include <algorithm>
#include <iterator>
#include <vector>

namespace soundstage {

namespace {

DocumentChange hooksChanged(quint32 animation) {
    DocumentChange change;
    change.kind = DocumentChange::Kind::HooksChanged;
    change.record = animation;
    return change;
}

/// `hook` inserted into `hooks` at `position` (at the end when past it). The list is rebuilt by
/// moves rather than shifted in place: vector::insert and std::rotate of AnimationHooks make
/// GCC 12 at -O3 warn, falsely, of the hook's variant as uninitialized. Frames hold few hooks.
void insertHook(std::vector<AnimationHook>& hooks, std::size_t position,
                const AnimationHook& hook) {
    const auto at = static_cast<std::ptrdiff_t>(std::min(position, hooks.size()));
    std::vector<AnimationHook> updated;
    updated.reserve(hooks.size() + 1);
    std::move(hooks.begin(), hooks.begin() + at, std::back_inserter(updated));
    updated.push_back(hook);
    std::move(hooks.begin() + at, hooks.end(), std::back_inserter(updated));
    hooks = std::move(updated);
}

/// The hook list of a frame, or nullptr when the animation or frame is gone.
std::vector<AnimationHook>* hooksOf(Animation* animation, int frame) {
    if (!animation || frame < 0 || frame >= static_cast<int>(animation->frames.size()))
        return nullptr;
    return &animation->frames[static_cast<std::size_t>(frame)].hooks;
}

} // namespace

InsertHook::InsertHook(QString text, quint32 animation, int frame, int position, AnimationHook hook)
    : DocumentCommand(std::move(text))
    , m_animation(animation)
    , m_frame(frame)
    , m_position(position)
    , m_hook(std::move(hook)) {}

void InsertHook::redo(Document& document) {
    Animation* animation = animationForEdit(document, m_animation);
    std::vector<AnimationHook>* hooks = hooksOf(animation, m_frame);
    if (!hooks)
        return;
    m_flagsBefore = animation->flags;
    insertHook(*hooks, static_cast<std::size_t>(m_position), m_hook);
    animation->setHasHooksFlag();
    notify(document, hooksChanged(m_animation));
}

void InsertHook::undo(Document& document) {
    Animation* animation = animationForEdit(document, m_animation);
    std::vector<AnimationHook>* hooks = hooksOf(animation, m_frame);
    if (!hooks || m_position >= static_cast<int>(hooks->size()))
        return;
    hooks->erase(hooks->begin() + m_position);
    animation->flags = m_flagsBefore;
    notify(document, hooksChanged(m_animation));
}

RemoveHook::RemoveHook(QString text, quint32 animation, int frame, int position)
    : DocumentCommand(std::move(text))
    , m_animation(animation)
    , m_frame(frame)
    , m_position(position) {}

void RemoveHook::redo(Document& document) {
    Animation* animation = animationForEdit(document, m_animation);
    std::vector<AnimationHook>* hooks = hooksOf(animation, m_frame);
    if (!hooks || m_position >= static_cast<int>(hooks->size()))
        return;
    m_flagsBefore = animation->flags;
    m_removed = (*hooks)[static_cast<std::size_t>(m_position)];
    hooks->erase(hooks->begin() + m_position);
    animation->setHasHooksFlag();
    notify(document, hooksChanged(m_animation));
}

void RemoveHook::undo(Document& document) {
    Animation* animation = animationForEdit(document, m_animation);
    std::vector<AnimationHook>* hooks = hooksOf(animation, m_frame);
    if (!hooks)
        return;
    insertHook(*hooks, static_cast<std::size_t>(m_position), m_removed);
    animation->flags = m_flagsBefore;
    notify(document, hooksChanged(m_animation));
}

ReplaceAnimation::ReplaceAnimation(QString text, Animation before, Animation after)
    : DocumentCommand(std::move(text))
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

void ReplaceAnimation::redo(Document& document) {
    apply(document, m_after);
}

void ReplaceAnimation::undo(Document& document) {
    apply(document, m_before);
}

void ReplaceAnimation::apply(Document& document, const Animation& animation) {
    Animation* target = animationForEdit(document, animation.id);
    if (!target)
        return;
    *target = animation;
    notify(document, hooksChanged(animation.id));
}

} // namespace soundstage
