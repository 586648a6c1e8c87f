#include "core/override/overridehookdiff.h"

#include "core/common/floattext.h"
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/override/overridesyntax.h"
#include "core/records/animation.h"
#include "core/records/physicsscript.h"
#include "core/records/recordtype.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// The notes belong with the table diff's (one diff, one list of notes).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverrideDiff)
};

/// A place: an Animation frame (time 0), or a script start time (frame −1).
using Place = std::pair<int, double>;
using Places = std::map<Place, std::vector<const HookSite*>>;

Places placesOf(const OverrideHookCheck::Record& record) {
    Places places;
    for (const HookSite& site : record.soundHooks)
        places[{site.frame, site.frame < 0 ? site.time : 0.0}].push_back(&site);
    return places;
}

OverrideEvent eventAt(quint32 record, const Place& place, std::optional<int> index) {
    return place.first >= 0 ? OverrideEvent::animationHook(record, place.first, index)
                            : OverrideEvent::scriptHook(record, place.second, index);
}

class Differ {
public:
    Differ(OverrideDiff::Changes& into, const SoundTypeLookup& soundTypes)
        : m_into(into)
        , m_soundTypes(soundTypes) {}

    void record(quint32 id, const OverrideHookCheck::Record* before,
                const OverrideHookCheck::Record* after) {
        const QString kind = (id >> 24) == 0x33 ? u"script"_s : u"anim"_s;
        if (!before || !after) {
            m_into.notes.push_back(
                (before ? Tr::tr("%1 %2: the record was removed; hook lines change hooks the dat "
                                 "has and cannot remove a record")
                        : Tr::tr("%1 %2: a new record; hook lines can only change the dat's "
                                 "hooks"))
                    .arg(kind, hexId(id)));
            return;
        }
        const Places old = placesOf(*before);
        const Places now = placesOf(*after);
        std::set<Place> keys;
        for (const auto& [place, hooks] : old)
            keys.insert(place);
        for (const auto& [place, hooks] : now)
            keys.insert(place);
        static const std::vector<const HookSite*> none;
        for (const Place& place : keys) {
            const auto o = old.find(place);
            const auto n = now.find(place);
            place_(id, place, o == old.end() ? none : o->second, n == now.end() ? none : n->second);
        }
    }

private:
    void place_(quint32 id, const Place& place, const std::vector<const HookSite*>& o,
                const std::vector<const HookSite*>& n) {
        const auto count = static_cast<int>(o.size());
        const auto indexFor = [count](int i) {
            return count > 1 ? std::optional<int>(i) : std::nullopt;
        };
        if (o.size() == n.size()) {
            for (int i = 0; i < count; ++i) {
                const AnimationHook& a = o[std::size_t(i)]->hook;
                const AnimationHook& b = n[std::size_t(i)]->hook;
                if (!(a == b))
                    change(eventAt(id, place, indexFor(i)), a, b);
            }
            return;
        }
        // Fewer hooks, the rest in order: the missing ones are silenced.
        std::vector<int> missing;
        std::size_t j = 0;
        for (int i = 0; i < count; ++i) {
            if (j < n.size() && o[std::size_t(i)]->hook == n[j]->hook)
                ++j;
            else
                missing.push_back(i);
        }
        if (j != n.size()) {
            m_into.notes.push_back(Tr::tr("%1: sound hooks were added or reordered; hook lines "
                                          "can only change or silence the dat's hooks")
                                       .arg(eventAt(id, place, std::nullopt).toText()));
            return;
        }
        for (const int i : missing) {
            OverrideEntry entry;
            entry.event = eventAt(id, place, indexFor(i));
            m_into.file.entries.push_back(std::move(entry));
            ++m_into.silencedHooks;
        }
    }

    void change(OverrideEvent event, const AnimationHook& a, const AnimationHook& b) {
        const QString where = event.toText();
        if (a.type != b.type) {
            m_into.notes.push_back(
                Tr::tr("%1: the hook's kind changed (%2 to %3); a hook line keeps the kind")
                    .arg(where, hookTypeName(a.type), hookTypeName(b.type)));
            return;
        }
        if (a.direction != b.direction)
            m_into.notes.push_back(Tr::tr("%1: the hook's direction changed; a hook line cannot "
                                          "say so")
                                       .arg(where));
        OverrideEntry entry;
        entry.event = std::move(event);
        if (const auto* t = b.as<SoundTableHook>()) {
            if (a.as<SoundTableHook>()->soundType == t->soundType)
                return;
            entry.firesSound = t->soundType;
            entry.firesSoundName = m_soundTypes.nameOf(t->soundType).value_or(QString());
        } else if (const auto* s = b.as<SoundHook>()) {
            if (a.as<SoundHook>()->wave == s->wave)
                return;
            entry.alternatives.push_back(OverrideAlternative::fromWave(s->wave, 1.0));
        } else if (const auto* w = b.as<SoundTweakedHook>()) {
            const float volume = std::clamp(w->volume, 0.0f, 1.0f);
            const float probability = std::clamp(w->probability, 0.0f, 1.0f);
            if (volume != w->volume || probability != w->probability)
                m_into.notes.push_back(Tr::tr("%1: a volume or probability outside 0..1 was "
                                              "written as its nearest bound")
                                           .arg(where));
            entry.priority = w->priority >= 0 ? shortestDouble(w->priority) : 0.0;
            entry.alternatives.push_back(OverrideAlternative::fromWave(
                w->wave, shortestDouble(volume), shortestDouble(probability)));
        } else {
            return;
        }
        m_into.file.entries.push_back(std::move(entry));
        ++m_into.changedHooks;
    }

    OverrideDiff::Changes& m_into;
    const SoundTypeLookup& m_soundTypes;
};

Result<OverrideHookCheck::Record> decodeRecord(quint32 id, const QByteArray& bytes) {
    if ((id >> 24) == 0x33) {
        auto script = PhysicsScript::decode(bytes);
        if (!script)
            return fail(script.error());
        return OverrideHookCheck::recordOf(*script);
    }
    auto animation = Animation::decode(bytes, Animation::PartFrames::Skip);
    if (!animation)
        return fail(animation.error());
    return OverrideHookCheck::recordOf(*animation);
}

} // namespace

void OverrideHookDiff::diff(const Records& original, const Records& edited,
                            OverrideDiff::Changes& into, const SoundTypeLookup& soundTypes) {
    Differ differ(into, soundTypes);
    std::set<quint32> ids;
    for (const auto& [id, record] : original)
        ids.insert(id);
    for (const auto& [id, record] : edited)
        ids.insert(id);
    for (const quint32 id : ids) {
        const auto o = original.find(id);
        const auto e = edited.find(id);
        differ.record(id, o == original.end() ? nullptr : &o->second,
                      e == edited.end() ? nullptr : &e->second);
    }
}

Result<std::pair<OverrideHookDiff::Records, OverrideHookDiff::Records>>
OverrideHookDiff::changedRecords(const DatFile& original, const DatFile& edited) {
    std::pair<Records, Records> out;
    for (const RecordType type : {RecordType::Animation, RecordType::PhysicsScript}) {
        const auto range = idRangeOf(type);
        auto before = original.entries(range->first, range->last);
        if (!before)
            return fail(before.error().inFile(original.path()));
        auto after = edited.entries(range->first, range->last);
        if (!after)
            return fail(after.error().inFile(edited.path()));
        std::map<quint32, QByteArray> old;
        for (const DatEntry& entry : *before) {
            auto bytes = original.read(entry);
            if (!bytes)
                return fail(bytes.error());
            old.emplace(entry.id, std::move(*bytes));
        }
        const auto add = [](Records& into, quint32 id, const QByteArray& bytes,
                            const QString& path) -> Result<void> {
            auto record = decodeRecord(id, bytes);
            if (!record)
                return fail(record.error().inFile(path));
            into.emplace(id, std::move(*record));
            return {};
        };
        for (const DatEntry& entry : *after) {
            auto bytes = edited.read(entry);
            if (!bytes)
                return fail(bytes.error());
            const auto it = old.find(entry.id);
            if (it != old.end() && it->second == *bytes) {
                old.erase(it);
                continue;
            }
            if (auto added = add(out.second, entry.id, *bytes, edited.path()); !added)
                return fail(added.error());
            if (it != old.end()) {
                if (auto added = add(out.first, entry.id, it->second, original.path()); !added)
                    return fail(added.error());
                old.erase(it);
            }
        }
        for (const auto& [id, bytes] : old)
            if (auto added = add(out.first, id, bytes, original.path()); !added)
                return fail(added.error());
    }
    return out;
}

AnimationHook OverrideHookDiff::applied(const AnimationHook& hook,
                                        const OverrideApply::HookChange& change) {
    AnimationHook out = hook;
    if (auto* t = out.as<SoundTableHook>(); t && change.soundType) {
        t->soundType = *change.soundType;
    } else if (auto* s = out.as<SoundHook>(); s && change.replacesWave && change.file.isEmpty()) {
        s->wave = change.wave;
    } else if (auto* w = out.as<SoundTweakedHook>(); w && change.replacesWave) {
        if (change.file.isEmpty())
            w->wave = change.wave;
        w->volume = static_cast<float>(change.gain);
        w->probability = static_cast<float>(change.probability);
        w->priority = static_cast<float>(change.priority);
    }
    return out;
}

} // namespace soundstage
