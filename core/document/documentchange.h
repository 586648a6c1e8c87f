#pragma once

#include "core/document/documentfield.h"

#include <QtGlobal>

namespace soundstage {

/// The one change event a Document sends (through Document::setChangeCallback) after every
/// edit, undo, redo or state change. Views look at `kind` and the place and refresh what they
/// show of it.
struct DocumentChange {
    enum class Kind {
        Reset,           ///< everything may have changed (e.g. after recovery of a journal);
                         ///< `scope` may say less
        TableChanged,    ///< `record`'s sound types were added, removed or replaced
        VariantsChanged, ///< the variant list of `record`/`soundType` changed shape
        ValueChanged,    ///< one field changed: `field`
        RegionChanged,   ///< the ambient part of region `record` changed shape or was replaced
        HooksChanged,    ///< a hook of Animation `record` was added, removed or replaced (one
                         ///< hook's value changing is a ValueChanged of a hook Field)
        ModifiedChanged, ///< Document::isModified() flipped
        HistoryChanged,  ///< what undo/redo would do changed (after any push, undo, redo)
    };

    /// For Reset: how much really changed, for views that can refresh less than everything
    /// (a view may treat every Reset alike).
    enum class Scope {
        Everything, ///< anything in the document
        Wave,       ///< only whether wave `record` is in the dat: a pending import was added,
                    ///< undone or redone (Document::addNewWave); no record changed
        Odds,       ///< no record changed: the gate FPU model did
                    ///< (DocumentSession::setFpuModel), so computed chances may differ
    };

    Kind kind = Kind::Reset;
    quint32 record = 0; ///< SoundTable, RegionDesc, Setup or Animation id (0 for document-wide
                        ///< kinds); the wave id for a Reset of Scope::Wave
    quint32 soundType = 0;           ///< for VariantsChanged
    FieldRef field;                  ///< for ValueChanged
    Scope scope = Scope::Everything; ///< for Reset
};

} // namespace soundstage
