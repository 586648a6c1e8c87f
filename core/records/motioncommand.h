#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace soundstage {

/// Motion command and stance ids (MotionCommand / MotionStance of ACE and DatReaderWriter, the
/// ones listed in §3 of animation-hooks-format.md): Ready 0x41000003, WalkForward 0x45000005,
/// RunForward 0x44000007, NonCombat 0x8000003D, …. Ids without a name here print as
/// "0x%08X" and parse back from it.
class MotionCommand final {
public:
    MotionCommand() = delete;

    static constexpr quint32 StyleBit = 0x80000000;    ///< a stance
    static constexpr quint32 SubStateBit = 0x40000000; ///< a cycle (Ready, WalkForward, …)
    static constexpr quint32 ModifierBit = 0x20000000;
    static constexpr quint32 ActionBit = 0x10000000; ///< attacks, emotes

    static constexpr quint32 Ready = 0x41000003;
    static constexpr quint32 WalkForward = 0x45000005;
    static constexpr quint32 WalkBackwards = 0x45000006;
    static constexpr quint32 RunForward = 0x44000007;
    static constexpr quint32 NonCombat = 0x8000003D;

    /// "WalkForward", "NonCombat", or "0x%08X" for ids without a known name.
    [[nodiscard]] static QString name(quint32 id);
    /// A name (exact, then case-insensitive) or an id as parseId() reads it.
    [[nodiscard]] static std::optional<quint32> parse(QStringView text);

    /// The full command whose low 16 bits are `index` (the substate part of a cycle key), or
    /// 0x40000000 | index when no known command has them.
    [[nodiscard]] static quint32 fromIndex(quint16 index);
};

} // namespace soundstage
