#pragma once

// The edits of an Animation's sound hooks, built by Document's hook API after validation (see
// documentcommand.h). A hook's single values change through ChangeValue with a hook Field.

#include "core/document/documentcommand.h"
#include "core/records/animation.h"
#include "core/records/animationhook.h"

namespace soundstage {

/// Inserts a hook into a frame's hook list; the has-hooks flag follows, and undo puts the
/// flags back exactly (so an undone edit leaves the record as the dat holds it).
class InsertHook final : public DocumentCommand {
public:
    InsertHook(QString text, quint32 animation, int frame, int position, AnimationHook hook);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    quint32 m_animation;
    int m_frame;
    int m_position;
    AnimationHook m_hook;
    quint32 m_flagsBefore = 0;
};

/// Removes a hook from a frame's hook list (the has-hooks flag follows; undo restores both).
class RemoveHook final : public DocumentCommand {
public:
    RemoveHook(QString text, quint32 animation, int frame, int position);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    quint32 m_animation;
    int m_frame;
    int m_position;
    AnimationHook m_removed;
    quint32 m_flagsBefore = 0;
};

/// Replaces a whole Animation (journal recovery).
class ReplaceAnimation final : public DocumentCommand {
public:
    ReplaceAnimation(QString text, Animation before, Animation after);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    void apply(Document& document, const Animation& animation);
    Animation m_before;
    Animation m_after;
};

} // namespace soundstage
