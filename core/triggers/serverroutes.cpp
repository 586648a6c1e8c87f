#include "core/triggers/serverroutes.h"

#include <QtGlobal>

#include <algorithm>

namespace soundstage {
namespace {

// Sound type codes are the retail SoundType enum (soundtypes.h); the names are beside each row
// so the table can be checked against retail-sound-behaviour.md §3 line by line. Only HitFlesh1
// has a volume in the research (0.5f in ACE's combat code); the others send what the server
// chooses, so no number is claimed for them.
constexpr ServerRoute Routes[] = {
    {0x0C, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "damage taken (and fall damage)"),
     std::nullopt},                                                                      // Wound1
    {0x0D, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "damage taken"), std::nullopt}, // Wound2
    {0x0E, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "damage taken"), std::nullopt}, // Wound3
    {0x2F,
     QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "a projectile hits (the only Collision sender)"),
     std::nullopt}, // Collision
    {0x30, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "a melee or missile hit lands"),
     0.5f}, // HitFlesh1
    {0x51, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "a lifestone is attuned"),
     std::nullopt}, // LifestoneOn
    {0x69, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "a lock is picked"),
     std::nullopt}, // Lockpicking
    {0x8B, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "experience is spent on a trait"),
     std::nullopt}, // RaiseTrait
    {0x8C, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "an item is wielded"),
     std::nullopt}, // WieldObject
    {0x8D, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "an item is unwielded"),
     std::nullopt}, // UnwieldObject
    {0x8E, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "an item is received"),
     std::nullopt}, // ReceiveItem
    {0x8F,
     QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "an item is picked up, given, bought or sold"),
     std::nullopt}, // PickUpItem
    {0x90, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "an item is dropped"),
     std::nullopt}, // DropItem
    {0x91, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "a spell is resisted"),
     std::nullopt}, // ResistSpell
    {0x92, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "a lockpick attempt fails"),
     std::nullopt}, // PicklockFail
    {0x93, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "a lock is picked open"),
     std::nullopt}, // LockSuccess
    {0x94, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "a locked door or chest is tried"),
     std::nullopt}, // OpenFailDueToLock
    {0x95, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "a trap, pressure plate or switch fires"),
     std::nullopt}, // TriggerActivated
    {0x96, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "an enchantment expires"),
     std::nullopt}, // SpellExpire
    {0x97, QT_TRANSLATE_NOOP("soundstage::ServerRoutes", "an item runs out of mana"),
     std::nullopt}, // ItemManaDepleted
};

static_assert(std::ranges::is_sorted(Routes, {}, &ServerRoute::soundType));

} // namespace

std::span<const ServerRoute> ServerRoutes::all() {
    return Routes;
}

std::span<const ServerRoute> ServerRoutes::of(quint32 soundType) {
    const auto range = std::ranges::equal_range(Routes, soundType, {}, &ServerRoute::soundType);
    return {range.begin(), range.end()};
}

} // namespace soundstage
