#include "core/records/soundtypes.h"

#include "core/common/hexid.h"

#include <QHash>

#include <array>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// Index = value. Spellings are the client's (ACE Sound.cs / acclient.h), typos included.
constexpr std::array<const char16_t*, SoundTypeCount> Names = {
    u"Invalid",               // 0x00
    u"Speak1",                // 0x01
    u"Random",                // 0x02
    u"Attack1",               // 0x03
    u"Attack2",               // 0x04
    u"Attack3",               // 0x05
    u"SpecialAttack1",        // 0x06
    u"SpecialAttack2",        // 0x07
    u"SpecialAttack3",        // 0x08
    u"Damage1",               // 0x09
    u"Damage2",               // 0x0A
    u"Damage3",               // 0x0B
    u"Wound1",                // 0x0C
    u"Wound2",                // 0x0D
    u"Wound3",                // 0x0E
    u"Death1",                // 0x0F
    u"Death2",                // 0x10
    u"Death3",                // 0x11
    u"Grunt1",                // 0x12
    u"Grunt2",                // 0x13
    u"Grunt3",                // 0x14
    u"Oh1",                   // 0x15
    u"Oh2",                   // 0x16
    u"Oh3",                   // 0x17
    u"Heave1",                // 0x18
    u"Heave2",                // 0x19
    u"Heave3",                // 0x1A
    u"Knockdown1",            // 0x1B
    u"Knockdown2",            // 0x1C
    u"Knockdown3",            // 0x1D
    u"Swoosh1",               // 0x1E
    u"Swoosh2",               // 0x1F
    u"Swoosh3",               // 0x20
    u"Thump1",                // 0x21
    u"Smash1",                // 0x22
    u"Scratch1",              // 0x23
    u"Spear",                 // 0x24
    u"Sling",                 // 0x25
    u"Dagger",                // 0x26
    u"ArrowWhiz1",            // 0x27
    u"ArrowWhiz2",            // 0x28
    u"CrossbowPull",          // 0x29
    u"CrossbowRelease",       // 0x2A
    u"BowPull",               // 0x2B
    u"BowRelease",            // 0x2C
    u"ThrownWeaponRelease1",  // 0x2D
    u"ArrowLand",             // 0x2E
    u"Collision",             // 0x2F
    u"HitFlesh1",             // 0x30
    u"HitLeather1",           // 0x31
    u"HitChain1",             // 0x32
    u"HitPlate1",             // 0x33
    u"HitMissile1",           // 0x34
    u"HitMissile2",           // 0x35
    u"HitMissile3",           // 0x36
    u"Footstep1",             // 0x37
    u"Footstep2",             // 0x38
    u"Walk1",                 // 0x39
    u"Dance1",                // 0x3A
    u"Dance2",                // 0x3B
    u"Dance3",                // 0x3C
    u"Hidden1",               // 0x3D
    u"Hidden2",               // 0x3E
    u"Hidden3",               // 0x3F
    u"Eat1",                  // 0x40
    u"Drink1",                // 0x41
    u"Open",                  // 0x42
    u"Close",                 // 0x43
    u"OpenSlam",              // 0x44
    u"CloseSlam",             // 0x45
    u"Ambient1",              // 0x46
    u"Ambient2",              // 0x47
    u"Ambient3",              // 0x48
    u"Ambient4",              // 0x49
    u"Ambient5",              // 0x4A
    u"Ambient6",              // 0x4B
    u"Ambient7",              // 0x4C
    u"Ambient8",              // 0x4D
    u"Waterfall",             // 0x4E
    u"LogOut",                // 0x4F
    u"LogIn",                 // 0x50
    u"LifestoneOn",           // 0x51
    u"AttribUp",              // 0x52
    u"AttribDown",            // 0x53
    u"SkillUp",               // 0x54
    u"SkillDown",             // 0x55
    u"HealthUp",              // 0x56
    u"HealthDown",            // 0x57
    u"ShieldUp",              // 0x58
    u"ShieldDown",            // 0x59
    u"EnchantUp",             // 0x5A
    u"EnchantDown",           // 0x5B
    u"VisionUp",              // 0x5C
    u"VisionDown",            // 0x5D
    u"Fizzle",                // 0x5E
    u"Launch",                // 0x5F
    u"Explode",               // 0x60
    u"TransUp",               // 0x61
    u"TransDown",             // 0x62
    u"BreatheFlaem",          // 0x63
    u"BreatheAcid",           // 0x64
    u"BreatheFrost",          // 0x65
    u"BreatheLightning",      // 0x66
    u"Create",                // 0x67
    u"Destroy",               // 0x68
    u"Lockpicking",           // 0x69
    u"UI_EnterPortal",        // 0x6A
    u"UI_ExitPortal",         // 0x6B
    u"UI_GeneralQuery",       // 0x6C
    u"UI_GeneralError",       // 0x6D
    u"UI_TransientMessage",   // 0x6E
    u"UI_IconPickUp",         // 0x6F
    u"UI_IconSuccessfulDrop", // 0x70
    u"UI_IconInvalid_Drop",   // 0x71
    u"UI_ButtonPress",        // 0x72
    u"UI_GrabSlider",         // 0x73
    u"UI_ReleaseSlider",      // 0x74
    u"UI_NewTargetSelected",  // 0x75
    u"UI_Roar",               // 0x76
    u"UI_Bell",               // 0x77
    u"UI_Chant1",             // 0x78
    u"UI_Chant2",             // 0x79
    u"UI_DarkWhispers1",      // 0x7A
    u"UI_DarkWhispers2",      // 0x7B
    u"UI_DarkLaugh",          // 0x7C
    u"UI_DarkWind",           // 0x7D
    u"UI_DarkSpeech",         // 0x7E
    u"UI_Drums",              // 0x7F
    u"UI_GhostSpeak",         // 0x80
    u"UI_Breathing",          // 0x81
    u"UI_Howl",               // 0x82
    u"UI_LostSouls",          // 0x83
    u"UI_Squeal",             // 0x84
    u"UI_Thunder1",           // 0x85
    u"UI_Thunder2",           // 0x86
    u"UI_Thunder3",           // 0x87
    u"UI_Thunder4",           // 0x88
    u"UI_Thunder5",           // 0x89
    u"UI_Thunder6",           // 0x8A
    u"RaiseTrait",            // 0x8B
    u"WieldObject",           // 0x8C
    u"UnwieldObject",         // 0x8D
    u"ReceiveItem",           // 0x8E
    u"PickUpItem",            // 0x8F
    u"DropItem",              // 0x90
    u"ResistSpell",           // 0x91
    u"PicklockFail",          // 0x92
    u"LockSuccess",           // 0x93
    u"OpenFailDueToLock",     // 0x94
    u"TriggerActivated",      // 0x95
    u"SpellExpire",           // 0x96
    u"ItemManaDepleted",      // 0x97
    u"TriggerActivated1",     // 0x98
    u"TriggerActivated2",     // 0x99
    u"TriggerActivated3",     // 0x9A
    u"TriggerActivated4",     // 0x9B
    u"TriggerActivated5",     // 0x9C
    u"TriggerActivated6",     // 0x9D
    u"TriggerActivated7",     // 0x9E
    u"TriggerActivated8",     // 0x9F
    u"TriggerActivated9",     // 0xA0
    u"TriggerActivated10",    // 0xA1
    u"TriggerActivated11",    // 0xA2
    u"TriggerActivated12",    // 0xA3
    u"TriggerActivated13",    // 0xA4
    u"TriggerActivated14",    // 0xA5
    u"TriggerActivated15",    // 0xA6
    u"TriggerActivated16",    // 0xA7
    u"TriggerActivated17",    // 0xA8
    u"TriggerActivated18",    // 0xA9
    u"TriggerActivated19",    // 0xAA
    u"TriggerActivated20",    // 0xAB
    u"TriggerActivated21",    // 0xAC
    u"TriggerActivated22",    // 0xAD
    u"TriggerActivated23",    // 0xAE
    u"TriggerActivated24",    // 0xAF
    u"TriggerActivated25",    // 0xB0
    u"TriggerActivated26",    // 0xB1
    u"TriggerActivated27",    // 0xB2
    u"TriggerActivated28",    // 0xB3
    u"TriggerActivated29",    // 0xB4
    u"TriggerActivated30",    // 0xB5
    u"TriggerActivated31",    // 0xB6
    u"TriggerActivated32",    // 0xB7
    u"TriggerActivated33",    // 0xB8
    u"TriggerActivated34",    // 0xB9
    u"TriggerActivated35",    // 0xBA
    u"TriggerActivated36",    // 0xBB
    u"TriggerActivated37",    // 0xBC
    u"TriggerActivated38",    // 0xBD
    u"TriggerActivated39",    // 0xBE
    u"TriggerActivated40",    // 0xBF
    u"TriggerActivated41",    // 0xC0
    u"TriggerActivated42",    // 0xC1
    u"TriggerActivated43",    // 0xC2
    u"TriggerActivated44",    // 0xC3
    u"TriggerActivated45",    // 0xC4
    u"TriggerActivated46",    // 0xC5
    u"TriggerActivated47",    // 0xC6
    u"TriggerActivated48",    // 0xC7
    u"TriggerActivated49",    // 0xC8
    u"TriggerActivated50",    // 0xC9
    u"HealthDownVoid",        // 0xCA
    u"RegenDownVoid",         // 0xCB
    u"SkillDownVoid",         // 0xCC
};

struct Lookup {
    QHash<QString, quint32> exact;
    QHash<QString, quint32> folded;

    Lookup() {
        exact.reserve(SoundTypeCount);
        folded.reserve(SoundTypeCount);
        for (quint32 value = 0; value < SoundTypeCount; ++value) {
            const QString name = QString::fromUtf16(Names[value]);
            exact.insert(name, value);
            folded.insert(name.toCaseFolded(), value);
        }
    }
};

const Lookup& lookup() {
    static const Lookup table;
    return table;
}

} // namespace

QString soundTypeName(quint32 value) {
    if (isKnownSoundType(value))
        return QString::fromUtf16(Names[value]);
    return u"0x"_s + QString::number(value, 16).toUpper().rightJustified(2, u'0');
}

QStringList soundTypeNames() {
    QStringList names;
    names.reserve(SoundTypeCount);
    for (const char16_t* name : Names)
        names.append(QString::fromUtf16(name));
    return names;
}

std::optional<quint32> parseSoundType(QStringView text) {
    text = text.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    if (text.front().isDigit())
        return parseId(text); // decimal, or 0x… hex
    const Lookup& table = lookup();
    if (const auto it = table.exact.constFind(text.toString()); it != table.exact.cend())
        return *it;
    if (const auto it = table.folded.constFind(text.toString().toCaseFolded());
        it != table.folded.cend())
        return *it;
    return std::nullopt;
}

} // namespace soundstage
