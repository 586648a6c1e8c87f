#include "core/records/animationjson.h"

#include "core/common/hexid.h"
#include "core/records/motioncommand.h"
#include "core/records/recordjson.h"
#include "core/records/soundtypes.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

QJsonArray vectorJson(const std::array<float, 3>& v) {
    return QJsonArray{jsonFloatValue(v[0]), jsonFloatValue(v[1]), jsonFloatValue(v[2])};
}

void addMotionData(QJsonObject& object, const MotionData& data) {
    QJsonArray anims;
    for (const AnimData& anim : data.anims) {
        anims.append(QJsonObject{{u"animation"_s, hexId(anim.animation)},
                                 {u"low_frame"_s, anim.lowFrame},
                                 {u"high_frame"_s, anim.highFrame},
                                 {u"framerate"_s, jsonFloatValue(anim.framerate)}});
    }
    object.insert(u"bitfield"_s, data.bitfield);
    object.insert(u"anims"_s, anims);
    if (data.velocity)
        object.insert(u"velocity"_s, vectorJson(*data.velocity));
    if (data.omega)
        object.insert(u"omega"_s, vectorJson(*data.omega));
}

QJsonArray motionsJson(const std::vector<MotionEntry>& entries) {
    QJsonArray array;
    for (const MotionEntry& entry : entries) {
        QJsonObject object{{u"key"_s, hexId(entry.key)},
                           {u"style"_s, MotionCommand::name(entry.style())},
                           {u"motion"_s, MotionCommand::name(entry.motion())}};
        addMotionData(object, entry.data);
        array.append(object);
    }
    return array;
}

QJsonArray hooksJson(const std::vector<AnimationHook>& hooks) {
    QJsonArray array;
    for (const AnimationHook& hook : hooks)
        array.append(toJson(hook));
    return array;
}

} // namespace

QJsonObject toJson(const AnimationHook& hook) {
    QJsonObject object{{u"kind"_s, hookTypeName(hook.type)},
                       {u"direction"_s, hookDirectionName(hook.direction)}};
    if (const auto* sound = hook.as<SoundHook>()) {
        object.insert(u"wave"_s, hexId(sound->wave));
    } else if (const auto* table = hook.as<SoundTableHook>()) {
        object.insert(u"sound"_s, soundTypeName(table->soundType));
        object.insert(u"code"_s, qint64(table->soundType));
    } else if (const auto* tweaked = hook.as<SoundTweakedHook>()) {
        object.insert(u"wave"_s, hexId(tweaked->wave));
        object.insert(u"probability"_s, jsonFloatValue(tweaked->probability));
        object.insert(u"priority"_s, jsonFloatValue(tweaked->priority));
        object.insert(u"volume"_s, jsonFloatValue(tweaked->volume));
    } else if (const auto* call = hook.as<CallPesHook>()) {
        object.insert(u"script"_s, hexId(call->script));
        object.insert(u"pause"_s, jsonFloatValue(call->pause));
    } else if (const auto* opaque = hook.as<OpaqueHook>()) {
        object.insert(u"payload"_s, QString::fromLatin1(opaque->payload.toHex()));
    }
    return object;
}

QJsonObject toJson(const Animation& animation) {
    QJsonArray hooks;
    for (size_t k = 0; k < animation.frames.size(); ++k) {
        for (const AnimationHook& hook : animation.frames[k].hooks) {
            QJsonObject object = toJson(hook);
            object.insert(u"frame"_s, qint64(k));
            hooks.append(object);
        }
    }
    return QJsonObject{{u"id"_s, hexId(animation.id)},
                       {u"type"_s, u"Animation"_s},
                       {u"flags"_s, qint64(animation.flags)},
                       {u"parts"_s, qint64(animation.numParts)},
                       {u"frames"_s, qint64(animation.frames.size())},
                       {u"pos_frames"_s, (animation.flags & Animation::FlagPosFrames) != 0},
                       {u"hooks"_s, hooks}};
}

QJsonObject toJson(const MotionTable& table) {
    QJsonArray defaults;
    for (const auto& [style, substate] : table.styleDefaults) {
        defaults.append(QJsonObject{{u"style"_s, MotionCommand::name(style)},
                                    {u"substate"_s, MotionCommand::name(substate)}});
    }
    QJsonArray links;
    for (const MotionLink& link : table.links) {
        const MotionEntry from{link.key, {}};
        for (const auto& [target, data] : link.targets) {
            QJsonObject object{{u"style"_s, MotionCommand::name(from.style())},
                               {u"from"_s, MotionCommand::name(from.motion())},
                               {u"to"_s, MotionCommand::name(target)}};
            addMotionData(object, data);
            links.append(object);
        }
    }
    return QJsonObject{{u"id"_s, hexId(table.id)},
                       {u"type"_s, u"MotionTable"_s},
                       {u"default_style"_s, MotionCommand::name(table.defaultStyle)},
                       {u"style_defaults"_s, defaults},
                       {u"cycles"_s, motionsJson(table.cycles)},
                       {u"modifiers"_s, motionsJson(table.modifiers)},
                       {u"links"_s, links}};
}

QJsonObject toJson(const PhysicsScript& script) {
    QJsonArray entries;
    for (const PhysicsScriptEntry& entry : script.entries) {
        QJsonObject object = toJson(entry.hook);
        object.insert(u"time"_s, entry.startTime);
        entries.append(object);
    }
    return QJsonObject{
        {u"id"_s, hexId(script.id)}, {u"type"_s, u"PhysicsScript"_s}, {u"entries"_s, entries}};
}

QJsonObject toJson(const PhysicsScriptTable& table) {
    QJsonArray entries;
    for (const PhysicsScriptTableEntry& entry : table.entries) {
        QJsonArray scripts;
        for (const ScriptAndMod& choice : entry.scripts) {
            scripts.append(QJsonObject{{u"mod"_s, jsonFloatValue(choice.mod)},
                                       {u"script"_s, hexId(choice.script)}});
        }
        entries.append(
            QJsonObject{{u"play_script"_s, qint64(entry.playScript)}, {u"scripts"_s, scripts}});
    }
    return QJsonObject{
        {u"id"_s, hexId(table.id)}, {u"type"_s, u"PhysicsScriptTable"_s}, {u"entries"_s, entries}};
}

QJsonObject toJson(const SetupModel& setup) {
    QJsonArray parts;
    for (quint32 part : setup.parts)
        parts.append(hexId(part));
    QJsonArray placements;
    for (const SetupModel::Placement& placement : setup.placements) {
        placements.append(QJsonObject{{u"key"_s, qint64(placement.key)},
                                      {u"hooks"_s, hooksJson(placement.frame.hooks)}});
    }
    return QJsonObject{{u"id"_s, hexId(setup.id)},
                       {u"type"_s, u"Setup"_s},
                       {u"flags"_s, qint64(setup.flags)},
                       {u"parts"_s, parts},
                       {u"placements"_s, placements},
                       {u"holding_locations"_s, qint64(setup.holdingLocations.size())},
                       {u"connection_points"_s, qint64(setup.connectionPoints.size())},
                       {u"lights"_s, qint64(setup.lights.size())},
                       {u"default_animation"_s, hexId(setup.defaultAnimation)},
                       {u"default_script"_s, hexId(setup.defaultScript)},
                       {u"default_motion_table"_s, hexId(setup.defaultMotionTable)},
                       {u"default_sound_table"_s, hexId(setup.defaultSoundTable)},
                       {u"default_script_table"_s, hexId(setup.defaultScriptTable)}};
}

} // namespace soundstage
