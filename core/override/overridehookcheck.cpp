#include "core/override/overridehookcheck.h"

#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/override/overridesyntax.h"
#include "core/records/animation.h"
#include "core/records/physicsscript.h"

#include <QCoreApplication>

#include <algorithm>
#include <unordered_map>
#include <vector>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS: the messages sit with the dat check's.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverrideDatCheck)
};

OverrideDiagnostic at(const OverrideSpan& span, QString message) {
    return {span.line, span.column, OverrideDiagnostic::Severity::Error, std::move(message)};
}

/// "frame 4 of animation 0x03000002" / "the hooks at 0.5 s of script 0x33000001".
QString placeText(const OverrideEvent& e) {
    return e.kind == OverrideEvent::Kind::AnimationHook
               ? Tr::tr("frame %1 of animation %2").arg(e.frame).arg(hexId(e.record))
               : Tr::tr("%1 s of script %2")
                     .arg(OverrideSyntax::formatTime(e.time), hexId(e.record));
}

void checkKind(const OverrideEntry& entry, const HookSite& site, const QString& hookText,
               const OverrideFile& file, std::vector<OverrideDiagnostic>& out) {
    const quint32 type = site.hook.type;
    const QString kind = hookTypeName(type);
    if (type == static_cast<quint32>(HookType::SoundTable)) {
        if (!entry.alternatives.empty())
            out.push_back(at(entry.alternatives.front().sourceSpan,
                             Tr::tr("%1 is a SoundTable hook: it fires a sound type of the "
                                    "object's table; write `= sound:NAME` (e.g. `sound:Swoosh2`), "
                                    "not a wave or a file")
                                 .arg(hookText)));
        return;
    }
    if (entry.firesSound) {
        out.push_back(at(entry.firesSoundSpan,
                         Tr::tr("%1 is a %2 hook: it plays a wave; write `= SOURCE, VOLUME` (a "
                                "file or a wave id), not a sound type")
                             .arg(hookText, kind)));
        return;
    }
    if (type != static_cast<quint32>(HookType::Sound) || entry.alternatives.empty())
        return;
    const OverrideAlternative& a = entry.alternatives.front();
    if (a.volumeSpan.isValid() && file.gain(a) != 1.0)
        out.push_back(at(a.volumeSpan, Tr::tr("%1 is a Sound hook: it has no volume of its own "
                                              "(it plays at the effect volume); write full "
                                              "volume, or use a SoundTweaked hook")
                                           .arg(hookText)));
    if (a.probabilityWritten && a.probability != 1.0)
        out.push_back(at(a.probabilitySpan, Tr::tr("%1 is a Sound hook: it always plays and has "
                                                   "no probability; leave the probability out")
                                                .arg(hookText)));
}

} // namespace

std::pair<int, int> OverrideHookCheck::ordinalOf(const std::vector<HookSite>& hooks,
                                                 const HookSite& site) {
    int ordinal = 0;
    int count = 0;
    for (const HookSite& other : hooks) {
        if (other.frame != site.frame || other.time != site.time || !other.hook.isSound())
            continue;
        ++count;
        ordinal += other.position < site.position;
    }
    return {ordinal, count};
}

std::vector<const HookSite*> OverrideHookCheck::soundHooksAt(const Record& record, int frame,
                                                             double time) {
    std::vector<const HookSite*> out;
    for (const HookSite& site : record.soundHooks)
        if (record.script ? site.time == time : site.frame == frame)
            out.push_back(&site);
    return out;
}

std::vector<OverrideDiagnostic> OverrideHookCheck::check(const OverrideFile& file,
                                                         const Lookup& lookup) {
    std::vector<OverrideDiagnostic> out;
    std::unordered_map<quint32, Result<Record>> records;
    for (const OverrideEntry& entry : file.entries) {
        const OverrideEvent& e = entry.event;
        if (!e.isHook() || !entry.eventSpan.isValid() || e.record == 0)
            continue;
        auto it = records.find(e.record);
        if (it == records.end())
            it = records.emplace(e.record, lookup(e.record)).first;
        const Result<Record>& record = it->second;
        const bool anim = e.kind == OverrideEvent::Kind::AnimationHook;
        if (!record) {
            if (record.error().code == ErrorCode::NotFound)
                out.push_back(at(entry.eventSpan,
                                 anim
                                     ? Tr::tr("animation %1 is not in the dat").arg(hexId(e.record))
                                     : Tr::tr("script %1 is not in the dat").arg(hexId(e.record))));
            else
                out.push_back(at(
                    entry.eventSpan,
                    Tr::tr("%1 does not decode: %2").arg(hexId(e.record), record.error().message)));
            continue;
        }
        if (anim && e.frame >= record->frameCount) {
            out.push_back(at(entry.eventSpan, Tr::tr("animation %1 has %2 frames (0 to %3); "
                                                     "there is no frame %4")
                                                  .arg(hexId(e.record))
                                                  .arg(record->frameCount)
                                                  .arg(record->frameCount - 1)
                                                  .arg(e.frame)));
            continue;
        }
        const auto here = soundHooksAt(*record, anim ? e.frame : -1, e.time);
        const auto count = static_cast<int>(here.size());
        if (count == 0) {
            out.push_back(at(entry.eventSpan,
                             Tr::tr("%1 has no sound hook (Sound, SoundTable or SoundTweaked)")
                                 .arg(placeText(e))));
            continue;
        }
        if (!e.hookIndex && count > 1) {
            out.push_back(at(entry.eventSpan,
                             Tr::tr("%1 has %2 sound hooks: say which one with `[0]` to `[%3]` "
                                    "(`%4[0]`)")
                                 .arg(placeText(e))
                                 .arg(count)
                                 .arg(count - 1)
                                 .arg(e.toText())));
            continue;
        }
        const int index = e.hookIndex.value_or(0);
        if (index >= count) {
            out.push_back(at(entry.eventSpan,
                             count == 1 ? Tr::tr("%1 has 1 sound hook ([0]); there is no [%2]")
                                              .arg(placeText(e))
                                              .arg(index)
                                        : Tr::tr("%1 has %2 sound hooks ([0] to [%3]); there is "
                                                 "no [%4]")
                                              .arg(placeText(e))
                                              .arg(count)
                                              .arg(count - 1)
                                              .arg(index)));
            continue;
        }
        checkKind(entry, *here[static_cast<std::size_t>(index)],
                  Tr::tr("sound hook [%1] of %2").arg(index).arg(placeText(e)), file, out);
    }
    return out;
}

OverrideHookCheck::Record OverrideHookCheck::recordOf(const Animation& animation) {
    Record record;
    record.frameCount = static_cast<int>(animation.frames.size());
    for (std::size_t f = 0; f < animation.frames.size(); ++f) {
        int position = 0;
        for (const AnimationHook& hook : animation.frames[f].hooks) {
            if (hook.isSound())
                record.soundHooks.push_back(
                    {animation.id, static_cast<int>(f), 0.0, position, hook});
            ++position;
        }
    }
    return record;
}

OverrideHookCheck::Record OverrideHookCheck::recordOf(const PhysicsScript& script) {
    Record record;
    record.script = true;
    // The client sorts a script's entries by start time (stable: list order stays). The sound
    // entries are sorted as indices, then copied once in that order (sorting HookSites
    // themselves also makes GCC 12 at -O3 warn, falsely, of their variant as uninitialized).
    std::vector<int> sounds;
    for (int position = 0; position < static_cast<int>(script.entries.size()); ++position)
        if (script.entries[size_t(position)].hook.isSound())
            sounds.push_back(position);
    std::ranges::stable_sort(
        sounds, {}, [&script](int position) { return script.entries[size_t(position)].startTime; });
    record.soundHooks.reserve(sounds.size());
    for (const int position : sounds) {
        const PhysicsScriptEntry& entry = script.entries[size_t(position)];
        record.soundHooks.push_back({script.id, -1, entry.startTime, position, entry.hook});
    }
    return record;
}

OverrideHookCheck::Lookup OverrideHookCheck::datLookup(const DatFile& dat) {
    return [&dat](quint32 id) -> Result<Record> {
        auto bytes = dat.read(id);
        if (!bytes)
            return fail(bytes.error());
        if ((id >> 24) == 0x33) {
            auto script = PhysicsScript::decode(*bytes);
            if (!script)
                return fail(script.error());
            return recordOf(*script);
        }
        auto animation = Animation::decode(*bytes, Animation::PartFrames::Skip);
        if (!animation)
            return fail(animation.error());
        return recordOf(*animation);
    };
}

OverrideHookCheck::Lookup OverrideHookCheck::indexLookup(const TriggerIndex& index) {
    return [&index](quint32 id) -> Result<Record> {
        for (const TriggerIndex::Problem& problem : index.problems())
            if (problem.id == id)
                return fail(problem.error);
        Record record;
        const std::vector<HookSite>* hooks = nullptr;
        if (const auto* script = index.script(id)) {
            record.script = true;
            hooks = &script->hooks; // sorted by start time, as recordOf sorts them
        } else if (const auto* animation = index.animation(id)) {
            record.frameCount = animation->frameCount;
            hooks = &animation->hooks;
        } else {
            return fail(ErrorCode::NotFound, Tr::tr("%1 is not in the dat").arg(hexId(id)));
        }
        for (const HookSite& site : *hooks)
            if (site.hook.isSound())
                record.soundHooks.push_back(site);
        return record;
    };
}

} // namespace soundstage
