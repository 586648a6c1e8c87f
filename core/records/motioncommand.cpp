#include "core/records/motioncommand.h"

#include "core/common/hexid.h"

#include <array>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

struct Row {
    quint32 id;
    QLatin1StringView name;
};

// §3 of animation-hooks-format.md (ACE MotionCommand.cs / MotionStance.cs; DRW agrees).
constexpr std::array Rows = {
    Row{0x41000003, "Ready"_L1},        Row{0x40000004, "Stop"_L1},
    Row{0x45000005, "WalkForward"_L1},  Row{0x45000006, "WalkBackwards"_L1},
    Row{0x44000007, "RunForward"_L1},   Row{0x4000000B, "On"_L1},
    Row{0x4000000C, "Off"_L1},          Row{0x6500000D, "TurnRight"_L1},
    Row{0x6500000E, "TurnLeft"_L1},     Row{0x6500000F, "SideStepRight"_L1},
    Row{0x65000010, "SideStepLeft"_L1}, Row{0x40000011, "Dead"_L1},
    Row{0x41000012, "Crouch"_L1},       Row{0x41000013, "Sitting"_L1},
    Row{0x41000014, "Sleeping"_L1},     Row{0x40000015, "Falling"_L1},
    Row{0x40000018, "Pickup"_L1},       Row{0x4000002B, "MagicBlast"_L1},
    Row{0x40000039, "MagicPray"_L1},    Row{0x400000D3, "CastSpell"_L1},
    Row{0x2500003B, "Jump"_L1},         Row{0x1300004C, "Cheer"_L1},
    Row{0x10000050, "FallDown"_L1},     Row{0x10000051, "Twitch1"_L1},
    Row{0x10000052, "Twitch2"_L1},      Row{0x10000053, "Twitch3"_L1},
    Row{0x10000054, "Twitch4"_L1},      Row{0x10000058, "ThrustMed"_L1},
    Row{0x1000005B, "SlashHigh"_L1},    Row{0x10000062, "AttackHigh1"_L1},
    Row{0x10000063, "AttackMed1"_L1},   Row{0x10000064, "AttackLow1"_L1},
    Row{0x13000087, "Wave"_L1},         Row{0x8000003C, "HandCombat"_L1},
    Row{0x8000003D, "NonCombat"_L1},    Row{0x8000003E, "SwordCombat"_L1},
    Row{0x8000003F, "BowCombat"_L1},    Row{0x80000040, "SwordShieldCombat"_L1},
    Row{0x80000049, "Magic"_L1},
};

} // namespace

QString MotionCommand::name(quint32 id) {
    for (const Row& row : Rows) {
        if (row.id == id)
            return QString(row.name);
    }
    return hexId(id);
}

std::optional<quint32> MotionCommand::parse(QStringView text) {
    text = text.trimmed();
    for (const Row& row : Rows) {
        if (text == row.name)
            return row.id;
    }
    for (const Row& row : Rows) {
        if (text.compare(row.name, Qt::CaseInsensitive) == 0)
            return row.id;
    }
    return parseId(text);
}

quint32 MotionCommand::fromIndex(quint16 index) {
    for (const Row& row : Rows) {
        if ((row.id & StyleBit) == 0 && (row.id & 0xFFFF) == index)
            return row.id;
    }
    return SubStateBit | index;
}

} // namespace soundstage
