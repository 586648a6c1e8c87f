#pragma once

// The edits of a region's ambient sound list, built by Document's ambient API after validation
// (see documentcommand.h). A descriptor's single values change through ChangeValue with an
// ambient Field.

#include "core/document/documentcommand.h"
#include "core/records/regiondesc.h"

namespace soundstage {

/// Inserts or removes one AmbientSoundDesc of one STB of a region: redo does the one, undo the
/// other, so adding and removing are one class (a remove keeps what it took for its undo). Both
/// send RegionChanged for the region.
class ChangeAmbientSounds final : public DocumentCommand {
public:
    enum class Action { Insert, Remove };

    /// `sound` is what Insert puts at `index` (ignored by Remove, which takes the one there).
    ChangeAmbientSounds(QString text, Action action, quint32 region, quint32 stb, int index,
                        AmbientSoundDesc sound = {});
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    void apply(Document& document, bool insert);
    Action m_action;
    quint32 m_region;
    quint32 m_stb;
    int m_index;
    AmbientSoundDesc m_sound;
};

} // namespace soundstage
