#include "core/document/ambientcommands.h"

#include "core/document/documentchange.h"

#include <algorithm>

namespace soundstage {

ChangeAmbientSounds::ChangeAmbientSounds(QString text, Action action, quint32 region, quint32 stb,
                                         int index, AmbientSoundDesc sound)
    : DocumentCommand(std::move(text))
    , m_action(action)
    , m_region(region)
    , m_stb(stb)
    , m_index(index)
    , m_sound(sound) {}

void ChangeAmbientSounds::redo(Document& document) {
    apply(document, m_action == Action::Insert);
}

void ChangeAmbientSounds::undo(Document& document) {
    apply(document, m_action != Action::Insert);
}

void ChangeAmbientSounds::apply(Document& document, bool insert) {
    std::vector<AmbientStbDesc>* ambient = ambientForEdit(document, m_region);
    if (!ambient || m_stb >= ambient->size() || m_index < 0)
        return;
    std::vector<AmbientSoundDesc>& sounds = (*ambient)[m_stb].sounds;
    const auto at = static_cast<std::size_t>(m_index);
    if (insert) {
        sounds.insert(sounds.begin() + static_cast<std::ptrdiff_t>(std::min(at, sounds.size())),
                      m_sound);
    } else {
        if (at >= sounds.size())
            return;
        m_sound = sounds[at];
        sounds.erase(sounds.begin() + static_cast<std::ptrdiff_t>(at));
    }
    DocumentChange change;
    change.kind = DocumentChange::Kind::RegionChanged;
    change.record = m_region;
    notify(document, change);
}

} // namespace soundstage
