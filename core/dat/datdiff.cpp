#include "core/dat/datdiff.h"

#include "core/common/floattext.h"
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/records/animation.h"
#include "core/records/motioncommand.h"
#include "core/records/motiontable.h"
#include "core/records/physicsscript.h"
#include "core/records/physicsscripttable.h"
#include "core/records/recordtype.h"
#include "core/records/regiondesc.h"
#include "core/records/setup.h"
#include "core/records/setupmodel.h"
#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"

#include <QCoreApplication>

#include <cstring>
#include <map>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::DatDiff" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::DatDiff)
};

class Collector final {
public:
    explicit Collector(std::vector<FieldChange>& out)
        : m_out(out) {}

    void field(const QString& path, const QString& before, const QString& after) {
        if (before != after)
            m_out.push_back({path, before, after});
    }
    void field(const QString& path, float before, float after) {
        // Bitwise: a stored value that changed in its last bit still changed.
        if (std::memcmp(&before, &after, sizeof before) != 0)
            m_out.push_back({path, shortestText(before), shortestText(after)});
    }
    void field(const QString& path, qint64 before, qint64 after) {
        if (before != after)
            m_out.push_back({path, QString::number(before), QString::number(after)});
    }
    void id(const QString& path, quint32 before, quint32 after) {
        if (before != after)
            m_out.push_back({path, hexId(before), hexId(after)});
    }
    void added(const QString& path, const QString& what) { m_out.push_back({path, {}, what}); }
    void removed(const QString& path, const QString& what) { m_out.push_back({path, what, {}}); }
    [[nodiscard]] qsizetype count() const { return qsizetype(m_out.size()); }

private:
    std::vector<FieldChange>& m_out;
};

QString variantText(const SoundVariant& v) {
    return Tr::tr("wave %1, priority %2, probability %3, volume %4")
        .arg(hexId(v.wave), shortestText(v.priority), shortestText(v.probability),
             shortestText(v.volume));
}

void compareVariants(Collector& c, const QString& path, const std::vector<SoundVariant>& a,
                     const std::vector<SoundVariant>& b) {
    const size_t common = qMin(a.size(), b.size());
    for (size_t i = 0; i < common; ++i) {
        const QString at = path + u'[' + QString::number(i) + u']';
        c.id(at + u".wave"_s, a[i].wave, b[i].wave);
        c.field(at + u".priority"_s, a[i].priority, b[i].priority);
        c.field(at + u".probability"_s, a[i].probability, b[i].probability);
        c.field(at + u".volume"_s, a[i].volume, b[i].volume);
    }
    for (size_t i = common; i < b.size(); ++i)
        c.added(path + u'[' + QString::number(i) + u']', variantText(b[i]));
    for (size_t i = common; i < a.size(); ++i)
        c.removed(path + u'[' + QString::number(i) + u']', variantText(a[i]));
}

void compareTables(Collector& c, const SoundTable& a, const SoundTable& b) {
    c.field(u"root_key"_s, qint64(a.root.key), qint64(b.root.key));
    compareVariants(c, u"root"_s, a.root.variants, b.root.variants);
    // Sounds by type (the first child per key, as the client uses).
    std::map<quint32, const SoundTableNode*> before;
    std::map<quint32, const SoundTableNode*> after;
    for (const SoundTableNode& n : a.root.children)
        before.try_emplace(n.key, &n);
    for (const SoundTableNode& n : b.root.children)
        after.try_emplace(n.key, &n);
    const auto variantsText = [](const SoundTableNode& n) {
        return Tr::tr("%n variant(s)", nullptr, int(n.variants.size()));
    };
    for (const auto& [key, node] : after) {
        const QString path = u"sounds."_s + soundTypeName(key);
        const auto it = before.find(key);
        if (it == before.end()) {
            c.added(path, variantsText(*node));
            continue;
        }
        compareVariants(c, path + u".variants"_s, it->second->variants, node->variants);
        if (it->second->children != node->children)
            c.field(path + u".children"_s,
                    Tr::tr("%n node(s)", nullptr, int(it->second->children.size())),
                    Tr::tr("%n node(s)", nullptr, int(node->children.size())) +
                        Tr::tr(" (changed)"));
    }
    for (const auto& [key, node] : before) {
        if (!after.contains(key))
            c.removed(u"sounds."_s + soundTypeName(key), variantsText(*node));
    }
}

void compareWaves(Collector& c, const Wave& a, const Wave& b) {
    c.field(u"format"_s, qint64(a.formatTag()), qint64(b.formatTag()));
    c.field(u"channels"_s, qint64(a.channels()), qint64(b.channels()));
    c.field(u"rate"_s, qint64(a.sampleRate()), qint64(b.sampleRate()));
    c.field(u"bits"_s, qint64(a.bitsPerSample()), qint64(b.bitsPerSample()));
    c.field(u"header_size"_s, qint64(a.format.size()), qint64(b.format.size()));
    c.field(u"data_size"_s, qint64(a.data.size()), qint64(b.data.size()));
    if (a.data.size() == b.data.size() && a.data != b.data)
        c.field(u"data"_s, Tr::tr("samples"), Tr::tr("other samples"));
    if (a.format.size() == b.format.size() && a.format != b.format &&
        a.formatTag() == b.formatTag() && a.channels() == b.channels() &&
        a.sampleRate() == b.sampleRate() && a.bitsPerSample() == b.bitsPerSample())
        c.field(u"header"_s, Tr::tr("format header"), Tr::tr("other format header"));
}

void compareAmbientSound(Collector& c, const QString& path, const AmbientSoundDesc& a,
                         const AmbientSoundDesc& b) {
    c.field(path + u".sound"_s, soundTypeName(a.soundType), soundTypeName(b.soundType));
    c.field(path + u".volume"_s, a.volume, b.volume);
    c.field(path + u".base_chance"_s, a.baseChance, b.baseChance);
    c.field(path + u".min_rate"_s, a.minRate, b.minRate);
    c.field(path + u".max_rate"_s, a.maxRate, b.maxRate);
}

QString ambientSoundText(const AmbientSoundDesc& s) {
    return Tr::tr("%1, volume %2, base chance %3, rate %4–%5 s")
        .arg(soundTypeName(s.soundType), shortestText(s.volume), shortestText(s.baseChance),
             shortestText(s.minRate), shortestText(s.maxRate));
}

void compareRegions(Collector& c, const RegionDesc& a, const RegionDesc& b) {
    if (a.ambient.has_value() != b.ambient.has_value()) {
        c.field(u"ambient"_s, a.ambient ? Tr::tr("present") : Tr::tr("absent"),
                b.ambient ? Tr::tr("present") : Tr::tr("absent"));
    } else if (a.ambient) {
        const auto& x = *a.ambient;
        const auto& y = *b.ambient;
        const size_t common = qMin(x.size(), y.size());
        for (size_t i = 0; i < common; ++i) {
            const QString path = u"ambient["_s + QString::number(i) + u']';
            c.id(path + u".table"_s, x[i].soundTable, y[i].soundTable);
            const size_t sounds = qMin(x[i].sounds.size(), y[i].sounds.size());
            for (size_t k = 0; k < sounds; ++k)
                compareAmbientSound(c, path + u".sounds["_s + QString::number(k) + u']',
                                    x[i].sounds[k], y[i].sounds[k]);
            for (size_t k = sounds; k < y[i].sounds.size(); ++k)
                c.added(path + u".sounds["_s + QString::number(k) + u']',
                        ambientSoundText(y[i].sounds[k]));
            for (size_t k = sounds; k < x[i].sounds.size(); ++k)
                c.removed(path + u".sounds["_s + QString::number(k) + u']',
                          ambientSoundText(x[i].sounds[k]));
        }
        for (size_t i = common; i < y.size(); ++i)
            c.added(u"ambient["_s + QString::number(i) + u']',
                    Tr::tr("table %1, %n sound(s)", nullptr, int(y[i].sounds.size()))
                        .arg(hexId(y[i].soundTable)));
        for (size_t i = common; i < x.size(); ++i)
            c.removed(u"ambient["_s + QString::number(i) + u']',
                      Tr::tr("table %1, %n sound(s)", nullptr, int(x[i].sounds.size()))
                          .arg(hexId(x[i].soundTable)));
    }
    if (a.sceneTypes.has_value() != b.sceneTypes.has_value()) {
        c.field(u"scene_types"_s, a.sceneTypes ? Tr::tr("present") : Tr::tr("absent"),
                b.sceneTypes ? Tr::tr("present") : Tr::tr("absent"));
    } else if (a.sceneTypes) {
        const auto& x = *a.sceneTypes;
        const auto& y = *b.sceneTypes;
        const auto stb = [](quint32 v) {
            return v == SceneType::NoAmbient ? Tr::tr("none") : QString::number(v);
        };
        const size_t common = qMin(x.size(), y.size());
        for (size_t i = 0; i < common; ++i) {
            const QString path = u"scene_types["_s + QString::number(i) + u']';
            c.field(path + u".stb"_s, stb(x[i].stbIndex), stb(y[i].stbIndex));
            if (x[i].scenes != y[i].scenes)
                c.field(
                    path + u".scenes"_s, Tr::tr("%n scene(s)", nullptr, int(x[i].scenes.size())),
                    Tr::tr("%n scene(s)", nullptr, int(y[i].scenes.size())) + Tr::tr(" (changed)"));
        }
        for (size_t i = common; i < y.size(); ++i)
            c.added(u"scene_types["_s + QString::number(i) + u']',
                    Tr::tr("stb %1").arg(stb(y[i].stbIndex)));
        for (size_t i = common; i < x.size(); ++i)
            c.removed(u"scene_types["_s + QString::number(i) + u']',
                      Tr::tr("stb %1").arg(stb(x[i].stbIndex)));
    }
    c.field(u"name"_s, a.name, b.name);
    if (a.head.size() != b.head.size() || a.tail != b.tail)
        c.field(u"other_parts"_s, Tr::tr("%n byte(s)", nullptr, int(a.head.size() + a.tail.size())),
                Tr::tr("%n byte(s)", nullptr, int(b.head.size() + b.tail.size())));
}

QString indexed(const QString& path, size_t index) {
    return path + u'[' + QString::number(index) + u']';
}

QString hookText(const AnimationHook& hook) {
    QString text = hookTypeName(hook.type) + u' ' + hookDirectionName(hook.direction);
    if (const auto* sound = hook.as<SoundHook>())
        text += u' ' + hexId(sound->wave);
    else if (const auto* table = hook.as<SoundTableHook>())
        text += u' ' + soundTypeName(table->soundType);
    else if (const auto* tweaked = hook.as<SoundTweakedHook>())
        text += u' ' + hexId(tweaked->wave);
    else if (const auto* call = hook.as<CallPesHook>())
        text += u' ' + hexId(call->script);
    return text;
}

// Field by field when both hooks are of one kind; the whole hook otherwise.
void compareHook(Collector& c, const QString& path, const AnimationHook& a,
                 const AnimationHook& b) {
    if (a.type != b.type) {
        c.field(path, hookText(a), hookText(b));
        return;
    }
    c.field(path + u".direction"_s, hookDirectionName(a.direction), hookDirectionName(b.direction));
    if (const auto* sound = a.as<SoundHook>(); sound && b.as<SoundHook>()) {
        c.id(path + u".wave"_s, sound->wave, b.as<SoundHook>()->wave);
    } else if (const auto* table = a.as<SoundTableHook>(); table && b.as<SoundTableHook>()) {
        c.field(path + u".sound"_s, soundTypeName(table->soundType),
                soundTypeName(b.as<SoundTableHook>()->soundType));
    } else if (const auto* tweaked = a.as<SoundTweakedHook>();
               tweaked && b.as<SoundTweakedHook>()) {
        const SoundTweakedHook& y = *b.as<SoundTweakedHook>();
        c.id(path + u".wave"_s, tweaked->wave, y.wave);
        c.field(path + u".probability"_s, tweaked->probability, y.probability);
        c.field(path + u".priority"_s, tweaked->priority, y.priority);
        c.field(path + u".volume"_s, tweaked->volume, y.volume);
    } else if (const auto* call = a.as<CallPesHook>(); call && b.as<CallPesHook>()) {
        c.id(path + u".script"_s, call->script, b.as<CallPesHook>()->script);
        c.field(path + u".pause"_s, call->pause, b.as<CallPesHook>()->pause);
    } else if (const auto* opaque = a.as<OpaqueHook>(); opaque && b.as<OpaqueHook>()) {
        const QByteArray& y = b.as<OpaqueHook>()->payload;
        if (opaque->payload != y)
            c.field(path + u".payload"_s, QString::fromLatin1(opaque->payload.toHex()),
                    QString::fromLatin1(y.toHex()));
    }
}

void compareHooks(Collector& c, const QString& path, const std::vector<AnimationHook>& a,
                  const std::vector<AnimationHook>& b) {
    const size_t common = qMin(a.size(), b.size());
    for (size_t i = 0; i < common; ++i)
        compareHook(c, indexed(path, i), a[i], b[i]);
    for (size_t i = common; i < b.size(); ++i)
        c.added(indexed(path, i), hookText(b[i]));
    for (size_t i = common; i < a.size(); ++i)
        c.removed(indexed(path, i), hookText(a[i]));
}

void compareAnimations(Collector& c, const Animation& a, const Animation& b) {
    c.field(u"flags"_s, qint64(a.flags), qint64(b.flags));
    c.field(u"parts"_s, qint64(a.numParts), qint64(b.numParts));
    c.field(u"frames"_s, qint64(a.frames.size()), qint64(b.frames.size()));
    bool placementsDiffer = a.posFrames != b.posFrames;
    const size_t common = qMin(a.frames.size(), b.frames.size());
    for (size_t k = 0; k < common; ++k) {
        compareHooks(c, indexed(u"frames"_s, k) + u".hooks"_s, a.frames[k].hooks,
                     b.frames[k].hooks);
        placementsDiffer = placementsDiffer || a.frames[k].parts != b.frames[k].parts;
    }
    if (placementsDiffer)
        c.field(u"part_frames"_s, Tr::tr("as before"), Tr::tr("moved"));
}

QString animsText(const MotionData& data) {
    QStringList parts;
    for (const AnimData& anim : data.anims)
        parts.append(Tr::tr("%1 frames %2..%3 at %4 fps")
                         .arg(hexId(anim.animation))
                         .arg(anim.lowFrame)
                         .arg(anim.highFrame)
                         .arg(shortestText(anim.framerate)));
    return parts.join(u"; "_s);
}

QString motionPath(const QString& list, quint32 key) {
    const MotionEntry entry{key, {}};
    return list + u'.' + MotionCommand::name(entry.style()) + u'/' +
           MotionCommand::name(entry.motion());
}

void compareMotionData(Collector& c, const QString& path, const MotionData& a,
                       const MotionData& b) {
    c.field(path + u".bitfield"_s, qint64(a.bitfield), qint64(b.bitfield));
    c.field(path + u".anims"_s, animsText(a), animsText(b));
    if (a.velocity != b.velocity || a.omega != b.omega)
        c.field(path + u".velocity_omega"_s, Tr::tr("as before"), Tr::tr("changed"));
}

void compareEntries(Collector& c, const QString& list, const std::vector<MotionEntry>& a,
                    const std::vector<MotionEntry>& b) {
    for (const MotionEntry& x : a) {
        const auto y = std::ranges::find(b, x.key, &MotionEntry::key);
        if (y == b.end())
            c.removed(motionPath(list, x.key), animsText(x.data));
        else
            compareMotionData(c, motionPath(list, x.key), x.data, y->data);
    }
    for (const MotionEntry& y : b) {
        if (std::ranges::find(a, y.key, &MotionEntry::key) == a.end())
            c.added(motionPath(list, y.key), animsText(y.data));
    }
}

// Links flattened to (outer key, target) pairs so each transition is one path.
std::map<std::pair<quint32, quint32>, const MotionData*> linkMap(const MotionTable& table) {
    std::map<std::pair<quint32, quint32>, const MotionData*> map;
    for (const MotionLink& link : table.links) {
        for (const auto& [target, data] : link.targets)
            map.try_emplace({link.key, target}, &data);
    }
    return map;
}

void compareMotionTables(Collector& c, const MotionTable& a, const MotionTable& b) {
    c.field(u"default_style"_s, MotionCommand::name(a.defaultStyle),
            MotionCommand::name(b.defaultStyle));
    if (a.styleDefaults != b.styleDefaults)
        c.field(u"style_defaults"_s, QString::number(a.styleDefaults.size()),
                QString::number(b.styleDefaults.size()));
    compareEntries(c, u"cycles"_s, a.cycles, b.cycles);
    compareEntries(c, u"modifiers"_s, a.modifiers, b.modifiers);
    const auto x = linkMap(a);
    const auto y = linkMap(b);
    const auto path = [](const std::pair<quint32, quint32>& key) {
        QString text = motionPath(u"links"_s, key.first);
        text += u"->"_s;
        text += MotionCommand::name(key.second);
        return text;
    };
    for (const auto& [key, data] : x) {
        const auto other = y.find(key);
        if (other == y.end())
            c.removed(path(key), animsText(*data));
        else
            compareMotionData(c, path(key), *data, *other->second);
    }
    for (const auto& [key, data] : y) {
        if (!x.contains(key))
            c.added(path(key), animsText(*data));
    }
}

void compareScripts(Collector& c, const PhysicsScript& a, const PhysicsScript& b) {
    const size_t common = qMin(a.entries.size(), b.entries.size());
    for (size_t i = 0; i < common; ++i) {
        const QString at = indexed(u"entries"_s, i);
        if (a.entries[i].startTime != b.entries[i].startTime)
            c.field(at + u".time"_s, QString::number(a.entries[i].startTime),
                    QString::number(b.entries[i].startTime));
        compareHook(c, at + u".hook"_s, a.entries[i].hook, b.entries[i].hook);
    }
    for (size_t i = common; i < b.entries.size(); ++i)
        c.added(indexed(u"entries"_s, i), hookText(b.entries[i].hook));
    for (size_t i = common; i < a.entries.size(); ++i)
        c.removed(indexed(u"entries"_s, i), hookText(a.entries[i].hook));
}

QString scriptsText(const PhysicsScriptTableEntry& entry) {
    QStringList parts;
    for (const ScriptAndMod& choice : entry.scripts)
        parts.append(hexId(choice.script) + u" ≥ "_s + shortestText(choice.mod));
    return parts.join(u", "_s);
}

void compareScriptTables(Collector& c, const PhysicsScriptTable& a, const PhysicsScriptTable& b) {
    const auto path = [](quint32 type) -> QString { return u"entries."_s + hexOffset(type); };
    for (const PhysicsScriptTableEntry& x : a.entries) {
        const auto y =
            std::ranges::find(b.entries, x.playScript, &PhysicsScriptTableEntry::playScript);
        if (y == b.entries.end())
            c.removed(path(x.playScript), scriptsText(x));
        else
            c.field(path(x.playScript), scriptsText(x), scriptsText(*y));
    }
    for (const PhysicsScriptTableEntry& y : b.entries) {
        if (std::ranges::find(a.entries, y.playScript, &PhysicsScriptTableEntry::playScript) ==
            a.entries.end())
            c.added(path(y.playScript), scriptsText(y));
    }
}

void compareSetups(Collector& c, const SetupModel& a, const SetupModel& b) {
    c.id(u"default_animation"_s, a.defaultAnimation, b.defaultAnimation);
    c.id(u"default_script"_s, a.defaultScript, b.defaultScript);
    c.id(u"default_motion_table"_s, a.defaultMotionTable, b.defaultMotionTable);
    c.id(u"default_sound_table"_s, a.defaultSoundTable, b.defaultSoundTable);
    c.id(u"default_script_table"_s, a.defaultScriptTable, b.defaultScriptTable);
    const size_t common = qMin(a.placements.size(), b.placements.size());
    for (size_t i = 0; i < common; ++i)
        compareHooks(c, indexed(u"placements"_s, i) + u".hooks"_s, a.placements[i].frame.hooks,
                     b.placements[i].frame.hooks);
    c.field(u"placements"_s, qint64(a.placements.size()), qint64(b.placements.size()));
}

template <typename T, typename Compare>
bool decodeBoth(QByteArrayView before, QByteArrayView after, QString* note, Compare&& compare) {
    auto a = T::decode(before);
    auto b = T::decode(after);
    if (!a || !b) {
        if (note != nullptr)
            *note = !a ? Tr::tr("does not decode in the first dat: %1").arg(a.error().message)
                       : Tr::tr("does not decode in the second dat: %1").arg(b.error().message);
        return false;
    }
    compare(*a, *b);
    return true;
}

} // namespace

std::vector<FieldChange> DatDiff::compareRecords(quint32 id, QByteArrayView before,
                                                 QByteArrayView after, QString* note) {
    std::vector<FieldChange> out;
    Collector c(out);
    switch (recordTypeOf(id)) {
    case RecordType::SoundTable:
        decodeBoth<SoundTable>(before, after, note, [&](const SoundTable& a, const SoundTable& b) {
            compareTables(c, a, b);
            if (c.count() == 0 && note != nullptr)
                *note = Tr::tr("same sounds and variants; the order or encoding differs");
        });
        break;
    case RecordType::Wave:
        decodeBoth<Wave>(before, after, note,
                         [&](const Wave& a, const Wave& b) { compareWaves(c, a, b); });
        break;
    case RecordType::Region:
        decodeBoth<RegionDesc>(before, after, note, [&](const RegionDesc& a, const RegionDesc& b) {
            compareRegions(c, a, b);
            if (c.count() == 0 && note != nullptr)
                *note = Tr::tr("the sound parts are the same; other parts differ");
        });
        break;
    case RecordType::Setup:
        // Setups that are not whole Setups are still compared by their default table.
        if (SetupModel::decode(before) && SetupModel::decode(after)) {
            decodeBoth<SetupModel>(before, after, note,
                                   [&](const SetupModel& a, const SetupModel& b) {
                                       compareSetups(c, a, b);
                                       if (c.count() == 0 && note != nullptr)
                                           *note = Tr::tr("the default ids and placement hooks "
                                                          "are the same; other parts differ");
                                   });
            break;
        }
        decodeBoth<Setup>(before, after, note, [&](const Setup& a, const Setup& b) {
            c.id(u"default_sound_table"_s, a.defaultSoundTable, b.defaultSoundTable);
            if (c.count() == 0 && note != nullptr)
                *note = Tr::tr("the default SoundTable is the same; other parts differ");
        });
        break;
    case RecordType::Animation:
        decodeBoth<Animation>(before, after, note, [&](const Animation& a, const Animation& b) {
            compareAnimations(c, a, b);
        });
        break;
    case RecordType::MotionTable:
        decodeBoth<MotionTable>(
            before, after, note,
            [&](const MotionTable& a, const MotionTable& b) { compareMotionTables(c, a, b); });
        break;
    case RecordType::PhysicsScript:
        decodeBoth<PhysicsScript>(
            before, after, note,
            [&](const PhysicsScript& a, const PhysicsScript& b) { compareScripts(c, a, b); });
        break;
    case RecordType::PhysicsScriptTable:
        decodeBoth<PhysicsScriptTable>(
            before, after, note, [&](const PhysicsScriptTable& a, const PhysicsScriptTable& b) {
                compareScriptTables(c, a, b);
            });
        break;
    default:
        break;
    }
    return out;
}

Result<DatDiffResult> DatDiff::compare(const DatFile& before, const DatFile& after) {
    auto a = before.entries();
    if (!a)
        return std::unexpected(a.error().inFile(before.path()));
    auto b = after.entries();
    if (!b)
        return std::unexpected(b.error().inFile(after.path()));
    DatDiffResult result;
    size_t i = 0;
    size_t j = 0;
    while (i < a->size() || j < b->size()) {
        if (j == b->size() || (i < a->size() && (*a)[i].id < (*b)[j].id)) {
            result.removed.push_back((*a)[i++]);
            continue;
        }
        if (i == a->size() || (*b)[j].id < (*a)[i].id) {
            result.added.push_back((*b)[j++]);
            continue;
        }
        const DatEntry& x = (*a)[i++];
        const DatEntry& y = (*b)[j++];
        auto bx = before.read(x);
        if (!bx)
            return std::unexpected(bx.error().inFile(before.path()));
        auto by = after.read(y);
        if (!by)
            return std::unexpected(by.error().inFile(after.path()));
        if (*bx == *by) {
            ++result.unchanged;
            continue;
        }
        RecordDiff diff;
        diff.id = x.id;
        diff.sizeBefore = quint32(bx->size());
        diff.sizeAfter = quint32(by->size());
        diff.changes = compareRecords(x.id, *bx, *by, &diff.note);
        result.changed.push_back(std::move(diff));
    }
    return result;
}

} // namespace soundstage
