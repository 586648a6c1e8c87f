#pragma once

#include "core/document/documentlocation.h"
#include "core/triggers/triggerindex.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

class QTreeWidgetItem;

namespace soundstage {

class SoundCatalog;
struct OverridePreview;

/// The rows of the Triggers panel for one subject, from the trigger index: what fires a sound
/// type of a table (or every sound type of a table), a wave, an animation's hooks or a setup's
/// motions — each hook with its place, its odds and its verdict in plain words, under it the
/// motions that play it and the setups that use them with their default tables, and for a
/// sound type the Routes line (hooks, server, ambient, interface, with the volume each uses).
///
/// Every row carries where activating it jumps (JumpRole, a DocumentLocation; Kind::None when
/// nowhere) and hook rows of an animation their place (RecordRole, FrameRole, PositionRole) for
/// the hook editor. Texts are translated (context soundstage::TriggerTree). GUI thread.
class TriggerTree final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::TriggerTree)

public:
    enum Column { TriggerColumn, OddsColumn, VerdictColumn, ColumnCount };
    static constexpr int JumpRole = Qt::UserRole + 1;     ///< DocumentLocation
    static constexpr int RecordRole = Qt::UserRole + 2;   ///< hook rows: Animation (or script) id
    static constexpr int FrameRole = Qt::UserRole + 3;    ///< hook rows: frame (-1 in a script)
    static constexpr int PositionRole = Qt::UserRole + 4; ///< hook rows: position in the list

    TriggerTree() = delete;

    /// The top-level rows for `subject` (the caller owns them); a single explaining row when
    /// the subject has nothing to show.
    [[nodiscard]] static std::vector<QTreeWidgetItem*>
    build(const TriggerIndex& index, const SoundCatalog& catalog, const DocumentLocation& subject);

    /// Marks the hook rows under `rows` that a hook line of `preview` changes: "· override
    /// line N: …" after the trigger, the line in canonical form in the tooltip. No-op without a
    /// preview.
    static void markOverrides(const std::vector<QTreeWidgetItem*>& rows, const TriggerIndex& index,
                              const OverridePreview* preview);
    /// "never fires: last frame of a forward play; …", or "fires" for none.
    [[nodiscard]] static QString verdictText(quint32 verdicts);
    /// What a hook does and where it sits: "SoundTable Footstep1 · animation 0x03000002,
    /// frame 4, both directions".
    [[nodiscard]] static QString hookText(const HookSite& site);
    /// A SoundTweaked hook's gate in the table odds' words ("50.00 % (16384 of 32768 rolls)");
    /// other hooks say how their odds come about.
    [[nodiscard]] static QString oddsText(const TriggerHook& hook);
    /// "0x09000001 NonCombat WalkForward, 30 fps (cycle)".
    [[nodiscard]] static QString motionText(const MotionPlay& play);
};

} // namespace soundstage
