#pragma once

#include "core/records/animation.h"
#include "core/records/animationhook.h"
#include "core/records/motiontable.h"
#include "core/records/physicsscript.h"
#include "core/records/physicsscripttable.h"
#include "core/records/setupmodel.h"

#include <QJsonObject>

namespace soundstage {

// The JSON shapes of `soundstage-cli show --json` for the records that carry hooks and
// motions (read-only: there is no fromJson for them). Ids are "0x%08X" strings, floats as in
// recordjson.h.
//
//   HOOK:      {"kind":"SoundTable","direction":"both"|"forward"|"backward", …} with, by kind,
//              Sound {"wave"}; SoundTable {"sound":"Footstep1","code":N}; SoundTweaked
//              {"wave","probability","priority","volume"}; CallPES {"script","pause"};
//              DefaultScript nothing more; every other kind {"payload":"hex bytes"}.
//   Animation: {"id","type":"Animation","flags","parts","frames","pos_frames":bool,
//               "hooks":[{"frame":K, HOOK…}]} (frames without hooks are not listed)
//   MotionTable: {"id","type":"MotionTable","default_style":"NonCombat",
//               "style_defaults":[{"style","substate"}],"cycles":[MOTION],"modifiers":[MOTION],
//               "links":[{"style","from","to", MOTIONDATA}]}
//               MOTION = {"key":"0x003D0005","style","motion", MOTIONDATA}
//               MOTIONDATA = "bitfield":N,"anims":[{"animation","low_frame","high_frame",
//               "framerate"}], plus "velocity"/"omega":[x,y,z] when present
//               (motion and stance names from MotionCommand::name())
//   PhysicsScript: {"id","type":"PhysicsScript","entries":[{"time":seconds, HOOK…}]}
//   PhysicsScriptTable: {"id","type":"PhysicsScriptTable",
//               "entries":[{"play_script":N,"scripts":[{"mod","script"}]}]}
//   Setup (full): {"id","type":"Setup","default_sound_table","default_animation",
//               "default_script","default_motion_table","default_script_table","flags",
//               "parts":["0x01…"],"placements":[{"key":N,"hooks":[HOOK]}],"holding_locations":N,
//               "connection_points":N,"lights":N}

[[nodiscard]] QJsonObject toJson(const AnimationHook& hook);
[[nodiscard]] QJsonObject toJson(const Animation& animation);
[[nodiscard]] QJsonObject toJson(const MotionTable& table);
[[nodiscard]] QJsonObject toJson(const PhysicsScript& script);
[[nodiscard]] QJsonObject toJson(const PhysicsScriptTable& table);
[[nodiscard]] QJsonObject toJson(const SetupModel& setup);

} // namespace soundstage
