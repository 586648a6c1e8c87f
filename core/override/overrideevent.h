#pragma once

#include <QString>

#include <optional>

namespace soundstage {

/// What an override line replaces: the left side of `<event>, <priority> = …`.
///
/// - TableSound `0x20000001/Footstep1` or `0x20000001/0x37`: one sound type of one SoundTable;
/// - EveryTable `*/Footstep1`: that sound type in every table (a TableSound entry for the same
///   sound wins over it in its own table);
/// - Wave `wave 0x0A000262`: one wave wherever a table uses it;
/// - Named: anything else, kept verbatim (`player hits door`), for engines that name events;
/// - AnimationHook `anim 0x03000514:4` or `anim 0x03000514:4[1]`: the sound hook of an Animation
///   frame (the Nth sound hook of that frame, 0-based; without `[N]` the frame's only one);
/// - ScriptHook `script 0x33000010@0.5` or `…@0.5[1]`: the sound hook of a PhysicsScript entry
///   starting at that time (seconds; the Nth sound hook starting then).
struct OverrideEvent {
    enum class Kind { TableSound, EveryTable, Wave, Named, AnimationHook, ScriptHook };

    Kind kind = Kind::Named;
    quint32 table = 0;                ///< SoundTable DID (0x20xxxxxx), TableSound only
    std::optional<quint32> soundType; ///< SoundType code; nothing when the name is unknown
    QString soundName;                ///< canonical name of soundType, empty when it has none
    QString soundText;                ///< the sound as written when it could not be resolved
    quint32 wave = 0;                 ///< Wave DID (0x0A…), Wave only
    QString name;                     ///< Named only: the name, verbatim (trimmed)
    quint32 record = 0;               ///< hooks: the Animation (0x03…) or PhysicsScript (0x33…)
    int frame = 0;                    ///< AnimationHook: the frame, 0-based
    double time = 0.0;                ///< ScriptHook: the entry's start time, seconds
    /// Hooks: `[N]`, the Nth sound hook of the frame (start time), 0-based; nothing when not
    /// written (then the frame must have exactly one sound hook).
    std::optional<int> hookIndex;

    [[nodiscard]] static OverrideEvent tableSound(quint32 table, quint32 soundType,
                                                  QString soundName = {});
    [[nodiscard]] static OverrideEvent everyTable(quint32 soundType, QString soundName = {});
    [[nodiscard]] static OverrideEvent forWave(quint32 wave);
    [[nodiscard]] static OverrideEvent named(QString name);
    [[nodiscard]] static OverrideEvent animationHook(quint32 animation, int frame,
                                                     std::optional<int> hookIndex = {});
    [[nodiscard]] static OverrideEvent scriptHook(quint32 script, double time,
                                                  std::optional<int> hookIndex = {});

    /// AnimationHook or ScriptHook.
    [[nodiscard]] bool isHook() const {
        return kind == Kind::AnimationHook || kind == Kind::ScriptHook;
    }

    /// The sound part in canonical form: the name when known, else `0x37`, else as written.
    [[nodiscard]] QString soundDisplay() const;
    /// Canonical text of the event, quoted when needed (`0x20000001/Footstep1`, `wave 0x0A000262`,
    /// `player hits door`).
    [[nodiscard]] QString toText() const;
    /// Whether two events name the same target (so a file may hold only one of them):
    /// `0x20000001/Footstep1` and `0x20000001/0x37` do; named events compare verbatim; hooks
    /// by place, a missing `[N]` counting as `[0]`.
    [[nodiscard]] bool sameTarget(const OverrideEvent& other) const;
};

} // namespace soundstage
