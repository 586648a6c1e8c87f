// One unit: building the index (reading each record type), updating it after an edit (locally
// or by deriving again), deriving its links (motions, setups, CallPES chains) and judging each
// hook share the index's private maps and their invariants (address lists in record order,
// unaddressed entries); the record readers and the frame timing live apart (core/records,
// framerange.h).
#include "core/triggers/triggerindex.h"

#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/document/recordscan.h"
#include "core/document/soundcatalog.h"
#include "core/records/animation.h"
#include "core/records/motioncommand.h"
#include "core/records/physicsscript.h"
#include "core/records/physicsscripttable.h"
#include "core/records/recordtype.h"
#include "core/records/setupmodel.h"
#include "core/retail/playgate.h"
#include "core/triggers/framerange.h"

#include <algorithm>
#include <array>
#include <limits>
#include <unordered_set>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {

constexpr quint32 TurnRight = 0x6500000D, TurnLeft = 0x6500000E;
constexpr quint32 SideStepRight = 0x6500000F, SideStepLeft = 0x65000010;

constexpr std::array Derivations{
    MotionDerivation{MotionCommand::WalkForward, MotionCommand::WalkBackwards, -0.65f},
    MotionDerivation{TurnRight, TurnLeft, -1.0f},
    MotionDerivation{SideStepRight, SideStepLeft, -1.0f}};

/// Calls `add(play)` for every AnimData a table plays, labelled with its key.
template <typename Add> void forEachPlay(const MotionTable& table, Add add) {
    const auto addData = [&](MotionPlay base, const MotionData& data, float speed) {
        base.animCount = static_cast<int>(data.anims.size());
        for (std::size_t i = 0; i < data.anims.size(); ++i) {
            MotionPlay play = base;
            play.anim = data.anims[i];
            play.anim.framerate *= speed;
            play.animIndex = static_cast<int>(i);
            add(play);
        }
    };
    for (const MotionEntry& e : table.cycles) {
        addData({table.id, e.style(), e.motion(), MotionPlay::Part::Cycle}, e.data, 1.0f);
        for (const MotionDerivation& d : Derivations)
            if (e.motion() == d.cycle)
                addData({table.id, e.style(), d.command, MotionPlay::Part::Derived, d.cycle},
                        e.data, d.speed);
    }
    for (const MotionEntry& e : table.modifiers)
        addData({table.id, e.style(), e.motion(), MotionPlay::Part::Modifier}, e.data, 1.0f);
    for (const MotionLink& link : table.links) {
        const quint32 style = 0x80000000u | (link.key >> 16);
        const quint16 fromIndex = static_cast<quint16>(link.key & 0xFFFF);
        const quint32 from = fromIndex == 0 ? 0 : MotionCommand::fromIndex(fromIndex);
        for (const auto& [target, data] : link.targets)
            addData({table.id, style, target, MotionPlay::Part::Link, from}, data, 1.0f);
    }
}

void sortUnique(std::vector<quint32>& ids) {
    std::ranges::sort(ids);
    const auto tail = std::ranges::unique(ids);
    ids.erase(tail.begin(), tail.end());
}

bool keepsHook(const AnimationHook& hook) {
    return hook.isSound() || hook.hookType() == HookType::CallPES ||
           hook.hookType() == HookType::DefaultScript;
}

/// The verdicts of an animation hook's frame against every play of its animation.
quint32 frameVerdicts(const HookSite& site, int frameCount, const std::vector<MotionPlay>& plays) {
    if (plays.empty())
        return static_cast<quint32>(HookVerdict::NotPlayed);
    bool forwardPlay = false, backwardPlay = false, lastFrame = false, firstFrame = false;
    for (const MotionPlay& play : plays) {
        const FrameRange range = FrameRange::of(play.anim, frameCount);
        if (range.fires(site.frame, site.hook.direction))
            return 0;
        forwardPlay |= range.direction() > 0;
        backwardPlay |= range.direction() < 0;
        const bool allowed = site.hook.direction == HookDirection::Both ||
                             static_cast<int>(site.hook.direction) == range.direction();
        lastFrame |= allowed && range.direction() > 0 && site.frame == range.high;
        firstFrame |= allowed && range.direction() < 0 && site.frame == range.low;
    }
    if (site.hook.direction == HookDirection::Backward && !backwardPlay)
        return static_cast<quint32>(HookVerdict::NoBackwardPlay);
    if (site.hook.direction == HookDirection::Forward && !forwardPlay)
        return static_cast<quint32>(HookVerdict::NoForwardPlay);
    quint32 v = 0;
    if (lastFrame)
        v |= static_cast<quint32>(HookVerdict::LastFrameForward);
    if (firstFrame)
        v |= static_cast<quint32>(HookVerdict::FirstFrameBackward);
    return v ? v : static_cast<quint32>(HookVerdict::OutsideFrameRange);
}

/// An Animation's hooks that matter to the index, in frame order; the part frames are skipped
/// (nearly all of an animation's bytes).
Result<TriggerIndex::AnimationInfo> animationInfoOf(quint32 id, QByteArrayView bytes) {
    auto a = Animation::decode(bytes, Animation::PartFrames::Skip);
    if (!a)
        return fail(a.error());
    TriggerIndex::AnimationInfo info{id, static_cast<int>(a->frames.size()), {}};
    for (std::size_t k = 0; k < a->frames.size(); ++k) {
        const auto& hooks = a->frames[k].hooks;
        for (std::size_t h = 0; h < hooks.size(); ++h)
            if (keepsHook(hooks[h]))
                info.hooks.push_back({id, static_cast<int>(k), 0.0, static_cast<int>(h), hooks[h]});
    }
    return info;
}

/// A PhysicsScript's hooks that matter to the index, sorted by start time as the client sorts.
Result<TriggerIndex::ScriptInfo> scriptInfoOf(quint32 id, QByteArrayView bytes) {
    auto s = PhysicsScript::decode(bytes);
    if (!s)
        return fail(s.error());
    TriggerIndex::ScriptInfo info{id, {}};
    for (std::size_t i = 0; i < s->entries.size(); ++i)
        if (keepsHook(s->entries[i].hook))
            info.hooks.push_back(
                {id, -1, s->entries[i].startTime, static_cast<int>(i), s->entries[i].hook});
    std::ranges::stable_sort(info.hooks, {}, &HookSite::time);
    return info;
}

/// What links a record to others and so to its hooks' verdicts beyond their own values: an
/// animation's frame count (the frame ranges of its plays), the scripts it calls through CallPES
/// (in order) and whether it starts its setups' default script.
struct LinkSignature {
    int frameCount = -1;
    std::vector<quint32> calls;
    bool playsDefault = false;

    static LinkSignature of(int frameCount, const std::vector<HookSite>& hooks) {
        LinkSignature s{frameCount, {}, false};
        for (const HookSite& site : hooks) {
            if (const auto* call = site.hook.as<CallPesHook>())
                s.calls.push_back(call->script);
            s.playsDefault |= site.hook.hookType() == HookType::DefaultScript;
        }
        return s;
    }
    bool operator==(const LinkSignature&) const = default;
};

const std::vector<quint32> NoIds;
const std::vector<MotionPlay> NoPlays;
const std::set<quint32> NoSoundTypes;

} // namespace

QStringList hookVerdictKeys(quint32 verdicts) {
    static const std::array<const char*, 9> Keys{
        "never fires: last frame of a forward play",
        "never fires: first frame of a backward play",
        "never fires: no motion plays this animation backwards",
        "never fires: no motion plays this animation forwards",
        "never fires: outside the frames every motion plays",
        "not played by any default motion or script",
        "no table has this sound",
        "never plays: probability <= 0",
        "missing wave",
    };
    QStringList keys;
    for (std::size_t bit = 0; bit < Keys.size(); ++bit)
        if (verdicts & (1u << bit))
            keys << QString::fromLatin1(Keys[bit]);
    return keys;
}

std::span<const MotionDerivation> motionDerivations() {
    return Derivations;
}

const MotionDerivation* motionDerivation(quint32 command) {
    const auto found = std::ranges::find(Derivations, command, &MotionDerivation::command);
    return found == Derivations.end() ? nullptr : &*found;
}

QString motionPartName(MotionPlay::Part part) {
    switch (part) {
    case MotionPlay::Part::Cycle:
        return u"cycle"_s;
    case MotionPlay::Part::Modifier:
        return u"modifier"_s;
    case MotionPlay::Part::Link:
        return u"link"_s;
    case MotionPlay::Part::Derived:
        return u"derived"_s;
    }
    return {};
}

namespace {
// The record types the index reads, in the order build() reads them (and orders problems).
constexpr std::array IndexedTypes{RecordType::Animation, RecordType::MotionTable,
                                  RecordType::PhysicsScript, RecordType::PhysicsScriptTable,
                                  RecordType::Setup};

std::size_t typeRank(quint32 id) {
    const auto found = std::ranges::find(IndexedTypes, recordTypeOf(id));
    return static_cast<std::size_t>(found - IndexedTypes.begin());
}
} // namespace

Result<TriggerIndex> TriggerIndex::build(const DatFile& dat, const SoundCatalog& catalog,
                                         FpuModel model, ProgressSink* progress) {
    return build(dat, catalog, Overlay{}, model, progress);
}

Result<TriggerIndex> TriggerIndex::build(const DatFile& dat, const SoundCatalog& catalog,
                                         const Overlay& overlay, FpuModel model,
                                         ProgressSink* progress) {
    // The overlay's bytes of a record instead of the dat's.
    const auto bytesOf = [&overlay](const DatEntry& e, const QByteArray& read) -> QByteArrayView {
        const auto found = overlay.find(e.id);
        return found == overlay.end() ? QByteArrayView(read) : QByteArrayView(found->second);
    };
    TriggerIndex index;
    index.m_model = model;

    // Every directory walk first, so the progress total is known before records are read.
    std::array<std::vector<DatEntry>, IndexedTypes.size()> lists;
    qint64 total = 0;
    for (std::size_t i = 0; i < IndexedTypes.size(); ++i) {
        const auto range = idRangeOf(IndexedTypes[i]);
        auto entries = dat.entries(range->first, range->last);
        if (!entries)
            return fail(entries.error().inFile(dat.path()));
        lists[i] = std::move(*entries);
        total += static_cast<qint64>(lists[i].size());
    }
    qint64 done = 0;
    for (std::size_t i = 0; i < IndexedTypes.size(); ++i) {
        const bool complete =
            forEachRecord(dat, lists[i], index.m_problems, progress, done, total,
                          [&](const DatEntry& e, const QByteArray& bytes) {
                              return index.readRecord(IndexedTypes[i], e.id, bytesOf(e, bytes));
                          });
        if (!complete)
            return fail(ProgressSink::cancelledError());
    }
    index.derive(catalog);
    if (progress)
        progress->report(total, total);
    return index;
}

Result<void> TriggerIndex::update(quint32 id, std::optional<QByteArrayView> bytes,
                                  const SoundCatalog& catalog) {
    const std::size_t rank = typeRank(id);
    if (rank == IndexedTypes.size())
        return fail(ErrorCode::Usage,
                    u"%1 is not a record the trigger index holds (an Animation, MotionTable, "
                    u"PhysicsScript, PhysicsScriptTable or Setup)"_s.arg(hexId(id)));
    // An Animation's or PhysicsScript's bytes are decoded once: updated locally when its links
    // stay, else put in place for the derivation below.
    const Placed placed = bytes ? placeHooks(IndexedTypes[rank], id, *bytes, catalog) : Placed::Not;
    if (placed == Placed::Locally)
        return {};
    std::erase_if(m_problems, [id](const Problem& p) { return p.id == id; });
    if (placed == Placed::Not) {
        if (IndexedTypes[rank] != RecordType::Animation &&
            IndexedTypes[rank] != RecordType::PhysicsScript)
            m_records = std::make_shared<Records>(*m_records); // copies may share them
        m_animations.erase(id);
        m_records->motionTables.erase(id);
        m_scripts.erase(id);
        m_records->scriptTables.erase(id);
        m_records->setups.erase(id);
        if (bytes)
            if (std::optional<Error> error = readRecord(IndexedTypes[rank], id, *bytes)) {
                // where build() would have met it: by type in reading order, then by id
                const auto at = std::ranges::find_if(m_problems, [&](const Problem& p) {
                    return std::pair(typeRank(p.id), p.id) > std::pair(rank, id);
                });
                m_problems.insert(at, Problem{id, std::move(*error)});
            }
    }
    derive(catalog);
    return {};
}

TriggerIndex::Placed TriggerIndex::placeHooks(RecordType type, quint32 id, QByteArrayView bytes,
                                              const SoundCatalog& catalog) {
    // Local only for a record the index holds (one that decoded before) whose links stay.
    const auto place = [&](auto& records, auto decoded, auto frameCountOf) {
        if (!decoded)
            return Placed::Not; // its problem is recorded where it is read again
        const auto held = records.find(id);
        const bool sameLinks = held != records.end() &&
                               LinkSignature::of(frameCountOf(held->second), held->second.hooks) ==
                                   LinkSignature::of(frameCountOf(*decoded), decoded->hooks);
        records.insert_or_assign(id, std::move(*decoded));
        return sameLinks ? Placed::Locally : Placed::ForDerivation;
    };
    Placed placed = Placed::Not;
    if (type == RecordType::Animation)
        placed = place(m_animations, animationInfoOf(id, bytes),
                       [](const AnimationInfo& a) { return a.frameCount; });
    else if (type == RecordType::PhysicsScript)
        placed = place(m_scripts, scriptInfoOf(id, bytes), [](const ScriptInfo&) { return -1; });
    if (placed != Placed::Locally)
        return placed;

    unaddress(id);
    if (m_unaddressed > m_entries.size() / 2 + 1024)
        compactEntries(); // edits never make the list grow without bound
    const std::vector<HookSite>& hooks =
        type == RecordType::Animation ? m_animations.at(id).hooks : m_scripts.at(id).hooks;
    TablesReaching tables;
    for (const HookSite& site : hooks) {
        if (!site.hook.isSound())
            continue;
        m_entries.push_back({site, 0, -1});
        judgeEntry(m_entries.back(), catalog, tables);
        address(m_entries.size() - 1);
    }
    return Placed::Locally;
}

std::pair<TriggerIndex::AddressMap*, quint32> TriggerIndex::addressOf(const AnimationHook& hook) {
    if (const auto* t = hook.as<SoundTableHook>())
        return {&m_bySoundType, t->soundType};
    if (const auto* s = hook.as<SoundHook>())
        return {&m_byWave, s->wave};
    if (const auto* w = hook.as<SoundTweakedHook>())
        return {&m_byWave, w->wave};
    return {nullptr, 0};
}

void TriggerIndex::address(std::size_t at) {
    const quint32 record = m_entries[at].site.record;
    m_byRecord[record].push_back(at);
    if (const auto [map, key] = addressOf(m_entries[at].site.hook); map) {
        // lists are in record order (ids ascending), a record's entries in its hook order
        std::vector<std::size_t>& list = (*map)[key];
        const auto after = std::ranges::upper_bound(
            list, record, {}, [this](std::size_t i) { return m_entries[i].site.record; });
        list.insert(after, at);
    }
}

void TriggerIndex::unaddress(quint32 record) {
    const auto held = m_byRecord.find(record);
    if (held == m_byRecord.end())
        return;
    m_unaddressed += held->second.size();
    for (std::size_t at : held->second) {
        const auto [map, key] = addressOf(m_entries[at].site.hook);
        const auto list = map->find(key);
        std::erase(list->second, at);
        if (list->second.empty())
            map->erase(list);
    }
    m_byRecord.erase(held);
}

void TriggerIndex::compactEntries() {
    constexpr std::size_t Unaddressed = std::numeric_limits<std::size_t>::max();
    std::vector<std::size_t> movedTo(m_entries.size(), Unaddressed);
    std::vector<Entry> kept;
    kept.reserve(m_entries.size() - m_unaddressed);
    for (auto& [record, positions] : m_byRecord)
        for (std::size_t& at : positions) {
            movedTo[at] = kept.size();
            kept.push_back(std::move(m_entries[at]));
            at = movedTo[at];
        }
    for (AddressMap* map : {&m_bySoundType, &m_byWave})
        for (auto& [key, positions] : *map)
            for (std::size_t& at : positions)
                at = movedTo[at];
    m_entries = std::move(kept);
    m_unaddressed = 0;
}

void TriggerIndex::refresh(const SoundCatalog& catalog, FpuModel model) {
    m_model = model;
    derive(catalog);
}

std::optional<Error> TriggerIndex::readRecord(RecordType type, quint32 id, QByteArrayView bytes) {
    switch (type) {
    case RecordType::Animation: {
        auto info = animationInfoOf(id, bytes);
        if (!info)
            return info.error();
        m_animations.insert_or_assign(id, std::move(*info));
        return std::nullopt;
    }
    case RecordType::MotionTable: {
        auto t = MotionTable::decode(bytes);
        if (!t)
            return t.error();
        m_records->motionTables.insert_or_assign(id, std::move(*t));
        return std::nullopt;
    }
    case RecordType::PhysicsScript: {
        auto info = scriptInfoOf(id, bytes);
        if (!info)
            return info.error();
        m_scripts.insert_or_assign(id, std::move(*info));
        return std::nullopt;
    }
    case RecordType::PhysicsScriptTable: {
        auto t = PhysicsScriptTable::decode(bytes);
        if (!t)
            return t.error();
        std::vector<quint32> scripts = t->scriptIds();
        sortUnique(scripts);
        m_records->scriptTables.insert_or_assign(id, std::move(scripts));
        return std::nullopt;
    }
    case RecordType::Setup: {
        auto s = SetupModel::decode(bytes);
        if (!s)
            return s.error();
        m_records->setups.insert_or_assign(
            id, SetupInfo{id, s->defaultMotionTable, s->defaultSoundTable, s->defaultScript,
                          s->defaultScriptTable, s->defaultAnimation});
        return std::nullopt;
    }
    default:
        return std::nullopt; // not a type the index reads (update() refuses them first)
    }
}

void TriggerIndex::derive(const SoundCatalog& catalog) {
    m_links = std::make_shared<Links>(); // copies of the index may share the old ones
    m_entries.clear();
    m_unaddressed = 0;
    m_bySoundType.clear();
    m_byWave.clear();
    m_byRecord.clear();

    for (const auto& [id, table] : catalog.tables()) {
        std::set<quint32>& types = m_links->tableSoundTypes[id];
        for (const SoundTableNode& child : table.root.children)
            types.insert(child.key);
    }

    // The sound hooks in one list, addressed by sound type, wave and record.
    const auto collect = [this](const std::vector<HookSite>& hooks) {
        for (const HookSite& site : hooks) {
            if (const auto* call = site.hook.as<CallPesHook>())
                m_links->calls[site.record].push_back(call->script);
            if (!site.hook.isSound())
                continue;
            const std::size_t at = m_entries.size();
            m_entries.push_back({site, 0, -1});
            m_byRecord[site.record].push_back(at);
            if (const auto [map, key] = addressOf(site.hook); map)
                (*map)[key].push_back(at); // records come in id order: the lists stay in it
        }
    };
    for (const auto& [id, info] : m_animations)
        collect(info.hooks);
    for (const auto& [id, info] : m_scripts)
        collect(info.hooks);

    linkMotions();
    followScripts();
    judge(catalog);
}

void TriggerIndex::linkMotions() {
    std::unordered_map<quint32, std::vector<quint32>> tableSetups;
    for (const auto& [id, setup] : m_records->setups) {
        if (setup.motionTable)
            tableSetups[setup.motionTable].push_back(id);
        if (setup.defaultAnimation)
            m_links->recordSetups[setup.defaultAnimation].push_back(id);
    }
    for (const auto& [id, table] : m_records->motionTables) {
        const auto users = tableSetups.find(id);
        forEachPlay(table, [&](const MotionPlay& play) {
            m_links->plays[play.anim.animation].push_back(play);
            if (users != tableSetups.end()) {
                auto& setups = m_links->recordSetups[play.anim.animation];
                setups.insert(setups.end(), users->second.begin(), users->second.end());
            }
        });
    }
    for (auto& [id, setups] : m_links->recordSetups)
        sortUnique(setups);
}

std::vector<quint32> TriggerIndex::scriptsCalledBy(quint32 record) const {
    // Breadth-first over CallPES edges with a visited set: a chain that loops is followed once.
    std::vector<quint32> reached;
    std::unordered_set<quint32> seen;
    std::vector<quint32> queue;
    if (const auto calls = m_links->calls.find(record); calls != m_links->calls.end())
        queue = calls->second;
    while (!queue.empty()) {
        const quint32 script = queue.back();
        queue.pop_back();
        if (!m_scripts.contains(script) || !seen.insert(script).second)
            continue;
        reached.push_back(script);
        if (const auto calls = m_links->calls.find(script); calls != m_links->calls.end())
            queue.insert(queue.end(), calls->second.begin(), calls->second.end());
    }
    std::ranges::sort(reached);
    return reached;
}

std::vector<quint32> TriggerIndex::reachFrom(quint32 script) const {
    std::vector<quint32> all = scriptsCalledBy(script);
    if (m_scripts.contains(script))
        all.push_back(script);
    return all;
}

std::vector<quint32> TriggerIndex::scriptsOfSetup(quint32 id) const {
    std::vector<quint32> scripts;
    const SetupInfo* info = setup(id);
    if (!info)
        return scripts;
    std::vector<quint32> roots{info->defaultScript};
    if (const auto table = m_records->scriptTables.find(info->scriptTable);
        table != m_records->scriptTables.end())
        roots.insert(roots.end(), table->second.begin(), table->second.end());
    for (quint32 root : roots)
        for (quint32 s : reachFrom(root))
            scripts.push_back(s);
    sortUnique(scripts);
    return scripts;
}

void TriggerIndex::followScripts() {
    for (const auto& [id, info] : m_animations) {
        const auto& setups =
            m_links->recordSetups.contains(id) ? m_links->recordSetups.at(id) : NoIds;
        std::vector<quint32> scripts = scriptsCalledBy(id);
        const bool playsDefault = std::ranges::any_of(info.hooks, [](const HookSite& s) {
            return s.hook.hookType() == HookType::DefaultScript;
        });
        if (playsDefault)
            for (quint32 setup : setups)
                for (quint32 s : reachFrom(m_records->setups.at(setup).defaultScript))
                    scripts.push_back(s);
        for (quint32 s : scripts) {
            m_links->scriptAnimations[s].push_back(id);
            auto& reached = m_links->recordSetups[s];
            reached.insert(reached.end(), setups.begin(), setups.end());
        }
    }
    for (const auto& [id, setup] : m_records->setups)
        for (quint32 s : scriptsOfSetup(id))
            m_links->recordSetups[s].push_back(id);
    for (auto& [id, ids] : m_links->scriptAnimations)
        sortUnique(ids);
    for (auto& [id, ids] : m_links->recordSetups)
        sortUnique(ids);

    // Chain notes: calls into scripts the dat lacks, and loops (depth-first with an explicit
    // stack, so a hostile chain thousands long cannot exhaust the call stack).
    for (const auto& [caller, calls] : m_links->calls)
        for (quint32 callee : calls)
            if (!m_scripts.contains(callee))
                m_links->chainNotes.push_back({ChainNote::Kind::MissingScript, {caller, callee}});
    enum class Mark : quint8 { Open, Done };
    std::unordered_map<quint32, Mark> marks;
    for (const auto& [start, info] : m_scripts) {
        if (marks.contains(start))
            continue;
        std::vector<std::pair<quint32, std::size_t>> stack{{start, 0}};
        marks[start] = Mark::Open;
        while (!stack.empty()) {
            auto& [script, next] = stack.back();
            const auto calls = m_links->calls.find(script);
            if (calls == m_links->calls.end() || next >= calls->second.size()) {
                marks[script] = Mark::Done;
                stack.pop_back();
                continue;
            }
            const quint32 callee = calls->second[next++];
            if (!m_scripts.contains(callee))
                continue;
            const auto mark = marks.find(callee);
            if (mark == marks.end()) {
                marks[callee] = Mark::Open;
                stack.emplace_back(callee, 0);
            } else if (mark->second == Mark::Open) {
                ChainNote note{ChainNote::Kind::Cycle, {}};
                auto from =
                    std::ranges::find(stack, callee, &std::pair<quint32, std::size_t>::first);
                for (; from != stack.end(); ++from)
                    note.chain.push_back(from->first);
                note.chain.push_back(callee);
                m_links->chainNotes.push_back(std::move(note));
            }
        }
    }
    std::ranges::sort(m_links->chainNotes, {}, [](const ChainNote& n) { return n.chain; });
}

const std::vector<quint32>& TriggerIndex::setupsReaching(const HookSite& site) const {
    const auto found = m_links->recordSetups.find(site.record);
    return found == m_links->recordSetups.end() ? NoIds : found->second;
}

void TriggerIndex::judge(const SoundCatalog& catalog) {
    // A record's setups run into the thousands and its hooks share them: their tables' sound
    // types are gathered once per record.
    TablesReaching tables;
    for (Entry& entry : m_entries)
        judgeEntry(entry, catalog, tables);
}

void TriggerIndex::judgeEntry(Entry& entry, const SoundCatalog& catalog,
                              TablesReaching& tables) const {
    const auto tablesReaching = [&](const HookSite& site) -> const auto& {
        const auto [found, fresh] = tables.try_emplace(site.record);
        if (fresh) {
            std::vector<quint32> ids;
            for (quint32 setup : setupsReaching(site))
                if (const quint32 table = m_records->setups.at(setup).soundTable)
                    ids.push_back(table);
            sortUnique(ids);
            for (quint32 table : ids)
                found->second.push_back(&soundTypesOf(table));
        }
        return found->second;
    };
    const HookSite& site = entry.site;
    quint32 v = 0;
    if (const auto* w = site.hook.as<SoundTweakedHook>()) {
        entry.gateCount = PlayGate::count(w->probability, m_model);
        if (entry.gateCount == 0)
            v |= static_cast<quint32>(HookVerdict::GatedOff);
        if (!catalog.hasWave(w->wave))
            v |= static_cast<quint32>(HookVerdict::MissingWave);
    } else if (const auto* s = site.hook.as<SoundHook>()) {
        if (!catalog.hasWave(s->wave))
            v |= static_cast<quint32>(HookVerdict::MissingWave);
    }
    if (site.inScript()) {
        if (!m_links->scriptAnimations.contains(site.record) && setupsReaching(site).empty())
            v |= static_cast<quint32>(HookVerdict::NotPlayed);
    } else {
        const auto plays = m_links->plays.find(site.record);
        v |= frameVerdicts(site, m_animations.at(site.record).frameCount,
                           plays == m_links->plays.end() ? NoPlays : plays->second);
    }
    if (const auto* t = site.hook.as<SoundTableHook>()) {
        const auto& types = tablesReaching(site);
        const bool hasSound = std::ranges::any_of(
            types, [&](const std::set<quint32>* table) { return table->contains(t->soundType); });
        if (!types.empty() && !hasSound)
            v |= static_cast<quint32>(HookVerdict::NoTableHasSound);
    }
    entry.verdicts = v;
}

TriggerHook TriggerIndex::resolve(const Entry& entry) const {
    TriggerHook hook{entry.site, entry.verdicts, entry.gateCount, {}, setupsReaching(entry.site)};
    if (!entry.site.inScript()) {
        hook.motions = playsOf(entry.site.record);
    } else if (const auto callers = m_links->scriptAnimations.find(entry.site.record);
               callers != m_links->scriptAnimations.end()) {
        for (quint32 animation : callers->second) {
            const auto& plays = playsOf(animation);
            hook.motions.insert(hook.motions.end(), plays.begin(), plays.end());
        }
    }
    return hook;
}

std::vector<TriggerHook> TriggerIndex::hooksOfSoundType(quint32 soundType, quint32 table) const {
    std::vector<TriggerHook> hooks;
    const auto found = m_bySoundType.find(soundType);
    if (found == m_bySoundType.end())
        return hooks;
    for (std::size_t at : found->second) {
        TriggerHook hook = resolve(m_entries[at]);
        if (table != 0) {
            std::erase_if(hook.setups, [&](quint32 setup) {
                return m_records->setups.at(setup).soundTable != table;
            });
            if (hook.setups.empty())
                continue;
            std::erase_if(hook.motions, [&](const MotionPlay& play) {
                return std::ranges::none_of(hook.setups, [&](quint32 setup) {
                    return m_records->setups.at(setup).motionTable == play.motionTable;
                });
            });
        }
        hooks.push_back(std::move(hook));
    }
    return hooks;
}

std::vector<TriggerHook> TriggerIndex::hooksOfWave(quint32 wave) const {
    std::vector<TriggerHook> hooks;
    if (const auto found = m_byWave.find(wave); found != m_byWave.end())
        for (std::size_t at : found->second)
            hooks.push_back(resolve(m_entries[at]));
    return hooks;
}

std::vector<TriggerHook> TriggerIndex::soundHooksOf(quint32 record) const {
    std::vector<TriggerHook> hooks;
    if (const auto found = m_byRecord.find(record); found != m_byRecord.end())
        for (std::size_t at : found->second)
            hooks.push_back(resolve(m_entries[at]));
    return hooks;
}

const std::vector<MotionPlay>& TriggerIndex::playsOf(quint32 animation) const {
    const auto found = m_links->plays.find(animation);
    return found == m_links->plays.end() ? NoPlays : found->second;
}

std::vector<MotionPlay> TriggerIndex::playsIn(quint32 motionTable) const {
    std::vector<MotionPlay> plays;
    if (const MotionTable* table = this->motionTable(motionTable))
        forEachPlay(*table, [&plays](const MotionPlay& play) { plays.push_back(play); });
    return plays;
}

const std::set<quint32>& TriggerIndex::soundTypesOf(quint32 table) const {
    const auto found = m_links->tableSoundTypes.find(table);
    return found == m_links->tableSoundTypes.end() ? NoSoundTypes : found->second;
}

const TriggerIndex::AnimationInfo* TriggerIndex::animation(quint32 id) const {
    const auto found = m_animations.find(id);
    return found == m_animations.end() ? nullptr : &found->second;
}

const TriggerIndex::ScriptInfo* TriggerIndex::script(quint32 id) const {
    const auto found = m_scripts.find(id);
    return found == m_scripts.end() ? nullptr : &found->second;
}

const MotionTable* TriggerIndex::motionTable(quint32 id) const {
    const auto found = m_records->motionTables.find(id);
    return found == m_records->motionTables.end() ? nullptr : &found->second;
}

const TriggerIndex::SetupInfo* TriggerIndex::setup(quint32 id) const {
    const auto found = m_records->setups.find(id);
    return found == m_records->setups.end() ? nullptr : &found->second;
}

} // namespace soundstage
