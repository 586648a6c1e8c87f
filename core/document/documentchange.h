#pragma once

#include "core/document/documentfield.h"

#include <QtGlobal>

namespace soundstage {

/// The one change event a Document sends (through Document::setChangeCallback) after every
/// edit, undo, redo or state change. Views look at `kind` and the place and refresh what they
/// show of it.
struct DocumentChange {
    enum class Kind {
        Reset,           ///< everything may have changed (e.g. after recovery of a journal)
        TableChanged,    ///< `record`'s sound types were added, removed or replaced
        VariantsChanged, ///< the variant list of `record`/`soundType` changed shape
        ValueChanged,    ///< one field changed: `field`
        RegionChanged,   ///< the ambient part of region `record` changed shape or was replaced
        ModifiedChanged, ///< Document::isModified() flipped
        HistoryChanged,  ///< what undo/redo would do changed (after any push, undo, redo)
    };

    Kind kind = Kind::Reset;
    quint32 record = 0;    ///< SoundTable, RegionDesc or Setup id (0 for document-wide kinds)
    quint32 soundType = 0; ///< for VariantsChanged
    FieldRef field;        ///< for ValueChanged
};

} // namespace soundstage
