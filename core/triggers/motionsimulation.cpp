#include "core/triggers/motionsimulation.h"

#include "core/common/hexid.h"
#include "core/document/soundcatalog.h"
#include "core/override/overrideambient.h"
#include "core/override/overridehookcheck.h"
#include "core/override/overrideplay.h"
#include "core/override/overridepreview.h"
#include "core/records/motioncommand.h"
#include "core/retail/crtrandom.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/playgate.h"
#include "core/retail/retailrandom.h"
#include "core/retail/variantpicker.h"
#include "core/triggers/framerange.h"
#include "core/triggers/triggerindex.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>
#include <queue>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("soundstage::MotionSimulation", text);
}

std::vector<AnimData> scaled(const MotionData& data, float speed) {
    std::vector<AnimData> anims = data.anims;
    for (AnimData& a : anims)
        a.framerate *= speed;
    return anims;
}

/// The link the client plays from `from` to `command` in `style`, or nullptr.
const MotionData* findLink(const MotionTable& table, quint32 style, quint32 from, quint32 command) {
    for (const quint32 key : {MotionTable::key(style, from), style << 16}) {
        for (const MotionLink& link : table.links) {
            if (link.key != key)
                continue;
            for (const auto& [target, data] : link.targets)
                if (target == command)
                    return &data;
        }
    }
    return nullptr;
}

/// Plays one pass after another, firing hooks and drawing from the client's generators.
class Player {
public:
    Player(const TriggerIndex& index, const SoundCatalog& catalog, const MotionRequest& request,
           MotionSimulation& sim)
        : m_index(index)
        , m_catalog(catalog)
        , m_request(request)
        , m_sim(sim)
        , m_random(request.seed)
        , m_crt(request.seed)
        , m_preview(request.preview.get())
        , m_table(request.soundTable ? &*request.soundTable : catalog.table(sim.soundTable)) {
        if (const auto* setup = index.setup(sim.setup))
            m_defaultScript = setup->defaultScript;
        if (m_preview && !request.soundTable && sim.soundTable != 0) {
            m_ambient = OverrideAmbient::forTable(*m_preview, sim.soundTable,
                                                  catalog.table(sim.soundTable), request.model);
            m_table = &m_ambient->table;
        }
    }

    /// Plays one pass of `anim` starting at time(); false when time, events or passes run out.
    /// A pass that cannot advance (framerate 0, no frames, an animation the dat lacks) takes no
    /// time and fires nothing.
    bool pass(const AnimData& anim) {
        if (++m_passes > MotionSimulation::MaxPasses) {
            m_sim.truncated = true;
            return false;
        }
        const auto* info = m_index.animation(anim.animation);
        const FrameRange range = FrameRange::of(anim, info ? info->frameCount : 0);
        const double duration = range.duration();
        if (info && duration > 0.0) {
            // Forward passes fire frames upward, backward ones downward; within a frame the
            // hooks run in list order either way.
            std::map<int, std::vector<const HookSite*>> frames;
            for (const HookSite& site : info->hooks)
                if ((site.hook.isSound() || startsScript(site.hook)) &&
                    range.fires(site.frame, site.hook.direction))
                    frames[site.frame].push_back(&site);
            const auto fireFrame = [&](const auto& entry) {
                const double t = m_time + range.fireTime(entry.first);
                if (t >= m_request.seconds)
                    return false;
                // The script hooks due before this frame first; those due with it after it.
                if (!drain(t))
                    return false;
                for (const HookSite* site : entry.second)
                    if (!(startsScript(site->hook) ? start(*site, t, -1) : fire(*site, t, -1)))
                        return false;
                return true;
            };
            if (range.direction() > 0) {
                for (const auto& entry : frames)
                    if (!fireFrame(entry))
                        return false;
            } else {
                for (auto it = frames.rbegin(); it != frames.rend(); ++it)
                    if (!fireFrame(*it))
                        return false;
            }
        }
        m_time += duration;
        return m_time < m_request.seconds;
    }

    [[nodiscard]] double time() const { return m_time; }

    /// Fires the script hooks still due before the end of the simulated time.
    void finish() {
        if (!m_sim.truncated)
            drain(m_request.seconds);
    }

private:
    const AmbientPicker* pickerFor(quint32 soundType) const {
        const auto& pickers = m_ambient ? m_ambient->pickers : m_request.pickers;
        const auto it = pickers.find(soundType);
        return it == pickers.end() ? nullptr : &it->second;
    }

    /// Whether a dat wave can sound: the dat holds it, or an override `wave` line replaces it.
    bool sounds(quint32 wave) const {
        return m_catalog.hasWave(wave) || (m_preview && m_preview->waveReplacement(wave));
    }

    /// The override hook line's change of `site`, or nullptr.
    const OverrideApply::HookChange* hookChange(const HookSite& site) const {
        if (!m_preview || m_preview->report.hooks.empty())
            return nullptr;
        const std::vector<HookSite>* hooks = nullptr;
        if (site.inScript()) {
            if (const auto* script = m_index.script(site.record))
                hooks = &script->hooks;
        } else if (const auto* info = m_index.animation(site.record)) {
            hooks = &info->hooks;
        }
        if (!hooks)
            return nullptr;
        const auto [ordinal, count] = OverrideHookCheck::ordinalOf(*hooks, site);
        return m_preview->report.hook(site.record, site.frame, site.time, ordinal, count);
    }

    /// A played dat wave through the override's `wave` lines (what the editor plays for it).
    void replaceWave(MotionSoundEvent& e) {
        if (!m_preview || !e.file.isEmpty() || e.wave == 0 ||
            e.outcome != MotionSoundEvent::Outcome::Played)
            return;
        const OverridePlay play = OverridePlay::resolve(
            m_preview, e.wave, {}, OverridePlay::Choice::Roll, m_random, m_crt, m_request.model);
        if (play.line == 0)
            return;
        e.waveLine = play.line;
        e.gain = play.gain;
        switch (play.kind) {
        case OverridePlay::Kind::Silence:
            e.outcome = MotionSoundEvent::Outcome::Silenced;
            break;
        case OverridePlay::Kind::File:
            e.file = play.file;
            break;
        case OverridePlay::Kind::Wave:
            e.wave = play.wave;
            break;
        }
    }

    // An override's pick (AmbientPicker) of a SoundTable hook's event.
    void pickFor(MotionSoundEvent& e, const SoundTableNode& node, const AmbientPicker& picker) {
        using Outcome = MotionSoundEvent::Outcome;
        const AmbientPick pick = picker.pick(m_random, m_crt);
        if (pick.variant < 0 || pick.variant >= static_cast<int>(node.variants.size())) {
            e.outcome = Outcome::NotInTable; // nothing chosen (every weight 0)
            return;
        }
        e.variant = pick.variant;
        const SoundVariant& v = node.variants[static_cast<std::size_t>(pick.variant)];
        e.wave = v.wave;
        e.volume = v.volume;
        if (m_ambient)
            e.file = m_ambient->localFile(e.soundType, pick.variant);
        switch (pick.result) {
        case RollResult::Played:
            e.outcome = v.wave != 0 && e.file.isEmpty() && !sounds(v.wave) ? Outcome::MissingWave
                                                                           : Outcome::Played;
            break;
        case RollResult::GatedOut:
            e.outcome = Outcome::SilentGate;
            break;
        case RollResult::SilentRecord:
            e.outcome = Outcome::SilentRecord;
            break;
        default:
            e.outcome = Outcome::NotInTable;
            break;
        }
    }

    static bool startsScript(const AnimationHook& hook) {
        return hook.as<CallPesHook>() || hook.as<DefaultScriptHook>();
    }

    /// A started script's next hook to fire; ordered by due time, then by start.
    struct Due {
        double time = 0.0;
        int start = 0;
        std::size_t next = 0;
        const std::vector<HookSite>* hooks = nullptr;
        bool operator>(const Due& other) const {
            return std::pair(time, start) > std::pair(other.time, other.start);
        }
    };

    /// Starts the script `site` (a CallPES or DefaultScript hook fired at `firedAt`) names;
    /// `parent` is the start running the hook's script (−1 for an animation's hook). False when
    /// the starts run out.
    bool start(const HookSite& site, double firedAt, int parent) {
        if (m_sim.scripts.size() >= MotionSimulation::MaxScriptStarts) {
            m_sim.truncated = true;
            return false;
        }
        MotionScriptStart s;
        s.hookType = site.hook.type;
        s.record = site.record;
        s.frame = site.frame;
        s.at = site.time;
        s.firedAt = firedAt;
        s.parent = parent;
        if (const auto* call = site.hook.as<CallPesHook>()) {
            s.script = call->script;
            // NaN and negative pauses fail the comparison too: no delay, as in the client.
            if (double(call->pause) >= MotionSimulation::PauseEpsilon)
                s.delay = m_random.rollDice(0.0f, call->pause);
        } else {
            s.script = m_defaultScript;
        }
        s.time = firedAt + s.delay;
        const TriggerIndex::ScriptInfo* script = s.script ? m_index.script(s.script) : nullptr;
        if (!script)
            s.outcome = MotionScriptStart::Outcome::Missing;
        // Up the chain while its starts are at this instant (a parent never starts later than
        // its child), so the walk is as long as the zero-time part of the chain only.
        for (int p = parent; p >= 0 && script; p = m_sim.scripts[std::size_t(p)].parent) {
            const MotionScriptStart& up = m_sim.scripts[std::size_t(p)];
            if (up.time < s.time)
                break;
            if (up.script == s.script) {
                s.outcome = MotionScriptStart::Outcome::Cycle;
                break;
            }
        }
        const int index = static_cast<int>(m_sim.scripts.size());
        m_sim.scripts.push_back(s);
        if (s.outcome == MotionScriptStart::Outcome::Started)
            schedule(index, script->hooks, 0);
        return true;
    }

    /// Queues the hook `next` of a started script (or the first after it with a start time).
    /// The client runs a hook once `now ≥ start + start_time`: a negative start time fires at
    /// the script's start, NaN never. Past the simulated time nothing is queued (the hooks are
    /// sorted by start time, so neither would the rest be).
    void schedule(int start, const std::vector<HookSite>& hooks, std::size_t next) {
        for (; next < hooks.size() && std::isnan(hooks[next].time); ++next) {
        }
        if (next >= hooks.size())
            return;
        const double due = m_sim.scripts[std::size_t(start)].time + std::max(hooks[next].time, 0.0);
        if (due < m_request.seconds)
            m_due.push({due, start, next, &hooks});
    }

    /// Fires the started scripts' hooks due before `limit`, in time order. False when the
    /// events or starts run out.
    bool drain(double limit) {
        while (!m_due.empty() && m_due.top().time < limit) {
            const Due due = m_due.top();
            m_due.pop();
            const HookSite& site = (*due.hooks)[due.next];
            if (!(startsScript(site.hook) ? start(site, due.time, due.start)
                                          : fire(site, due.time, due.start)))
                return false;
            schedule(due.start, *due.hooks, due.next + 1);
        }
        return true;
    }

    /// One sound hook firing at `time`; `scriptStart` the start running its script (−1 for an
    /// animation frame's hook).
    bool fire(const HookSite& site, double time, int scriptStart) {
        if (m_sim.events.size() >= MotionSimulation::MaxEvents) {
            m_sim.truncated = true;
            return false;
        }
        using Outcome = MotionSoundEvent::Outcome;
        MotionSoundEvent e;
        e.time = time;
        if (site.inScript()) {
            e.script = site.record;
            e.scriptTime = site.time;
            e.start = scriptStart;
        } else {
            e.animation = site.record;
        }
        e.frame = site.frame;
        e.hookType = site.hook.type;
        const OverrideApply::HookChange* change = hookChange(site);
        if (change)
            e.hookLine = change->line;
        const bool replaces = change && change->replacesWave;
        if (const auto* t = site.hook.as<SoundTableHook>()) {
            e.soundType = change && change->soundType ? *change->soundType : t->soundType;
        }
        if (change && change->silenced) {
            e.outcome = Outcome::Silenced; // the line removes the hook: nothing is drawn
        } else if (site.hook.as<SoundTableHook>()) {
            const SoundTableNode* node = m_table ? findSoundNode(*m_table, e.soundType) : nullptr;
            if (!m_table) {
                e.outcome = Outcome::NoTable;
            } else if (!node || node->variants.empty()) {
                e.outcome = Outcome::NotInTable;
            } else if (const AmbientPicker* picker = pickerFor(e.soundType)) {
                pickFor(e, *node, *picker);
            } else {
                const auto n = static_cast<quint32>(node->variants.size());
                e.pickState = m_random.nextState();
                e.variant = static_cast<int>(VariantPicker::index(e.pickState, n, m_request.model));
                const SoundVariant& v = node->variants[static_cast<std::size_t>(e.variant)];
                e.wave = v.wave;
                e.volume = v.volume;
                if (m_ambient)
                    e.file = m_ambient->localFile(e.soundType, e.variant);
                if (v.wave == 0 && e.file.isEmpty()) {
                    e.outcome = Outcome::SilentRecord;
                } else if (e.file.isEmpty() && !sounds(v.wave)) {
                    e.outcome = Outcome::MissingWave;
                } else {
                    e.gateRoll = m_crt.rand();
                    e.outcome = PlayGate::passes(e.gateRoll, v.probability, m_request.model)
                                    ? Outcome::Played
                                    : Outcome::SilentGate;
                }
            }
        } else if (const auto* w = site.hook.as<SoundTweakedHook>()) {
            // A hook line replaces the wave, the volume and the gate (1 when it writes none).
            e.wave = replaces ? change->wave : w->wave;
            e.file = replaces ? change->file : QString();
            e.volume = replaces ? static_cast<float>(change->gain) : w->volume;
            const float probability =
                replaces ? static_cast<float>(change->probability) : w->probability;
            e.gateRoll = m_crt.rand();
            if (!PlayGate::passes(e.gateRoll, probability, m_request.model))
                e.outcome = Outcome::SilentGate;
            else if (replaces && e.file.isEmpty() && e.wave == 0)
                e.outcome = Outcome::Silenced; // the line's source is 0x0
            else if (e.file.isEmpty() && !sounds(e.wave))
                e.outcome = Outcome::MissingWave;
        } else if (const auto* s = site.hook.as<SoundHook>()) {
            e.wave = replaces ? change->wave : s->wave;
            e.file = replaces ? change->file : QString();
            e.volume = 1.0f; // the effect volume preference, at its full setting
            if (replaces && e.file.isEmpty() && e.wave == 0)
                e.outcome = Outcome::Silenced;
            else if (e.file.isEmpty() && !sounds(e.wave))
                e.outcome = Outcome::MissingWave;
        }
        replaceWave(e);
        m_sim.events.push_back(e);
        return true;
    }

    const TriggerIndex& m_index;
    const SoundCatalog& m_catalog;
    const MotionRequest& m_request;
    MotionSimulation& m_sim;
    RetailRandom m_random;
    CrtRandom m_crt;
    const OverridePreview* m_preview;
    std::optional<OverrideAmbient> m_ambient; ///< the preview's take on the setup's table
    const SoundTable* m_table;
    quint32 m_defaultScript = 0; ///< the setup's, started by DefaultScript hooks
    std::priority_queue<Due, std::vector<Due>, std::greater<>> m_due;
    double m_time = 0.0;
    std::size_t m_passes = 0;
};

} // namespace

QString scriptStartOutcomeKey(MotionScriptStart::Outcome outcome) {
    switch (outcome) {
    case MotionScriptStart::Outcome::Started:
        return u"started"_s;
    case MotionScriptStart::Outcome::Missing:
        return u"missing script"_s;
    case MotionScriptStart::Outcome::Cycle:
        return u"cycle: cut"_s;
    }
    return {};
}

QString motionOutcomeKey(MotionSoundEvent::Outcome outcome) {
    switch (outcome) {
    case MotionSoundEvent::Outcome::Played:
        return u"played"_s;
    case MotionSoundEvent::Outcome::SilentGate:
        return u"silent: gate"_s;
    case MotionSoundEvent::Outcome::NoTable:
        return u"silent: no table"_s;
    case MotionSoundEvent::Outcome::NotInTable:
        return u"silent: not in table"_s;
    case MotionSoundEvent::Outcome::SilentRecord:
        return u"silent: silent record"_s;
    case MotionSoundEvent::Outcome::MissingWave:
        return u"silent: missing wave"_s;
    case MotionSoundEvent::Outcome::Silenced:
        return u"silent: override"_s;
    }
    return {};
}

Result<MotionSimulation> MotionSimulation::run(const TriggerIndex& index,
                                               const SoundCatalog& catalog,
                                               const MotionRequest& request) {
    if (!std::isfinite(request.seconds) || request.seconds <= 0.0)
        return fail(ErrorCode::Usage, tr("the simulated time must be a positive number of "
                                         "seconds"));
    const auto* setup = index.setup(request.setup);
    if (!setup)
        return fail(
            ErrorCode::NotFound,
            tr("Setup %1 is not in the dat (or could not be read)").arg(hexId(request.setup)));
    const MotionTable* table = index.motionTable(setup->motionTable);
    if (!table)
        return fail(ErrorCode::NotFound, tr("Setup %1 has no default motion table the dat holds "
                                            "(%2)")
                                             .arg(hexId(setup->id), hexId(setup->motionTable)));
    MotionSimulation sim;
    sim.setup = setup->id;
    sim.motionTable = table->id;
    sim.soundTable = setup->soundTable;
    sim.style = request.style.value_or(table->defaultStyle);
    sim.command = request.command;

    const MotionDerivation* derived = motionDerivation(request.command);
    const quint32 cycleCommand = derived ? derived->cycle : request.command;
    const float speed = derived ? derived->speed : 1.0f;
    std::vector<AnimData> cycle;
    if (const MotionEntry* entry = table->cycle(sim.style, cycleCommand)) {
        cycle = scaled(entry->data, speed);
    } else {
        // An action: the link from the style's default substate, then that substate's cycle.
        quint32 substate = MotionCommand::Ready;
        for (const auto& [style, state] : table->styleDefaults)
            if (style == sim.style)
                substate = state;
        const MotionData* link = findLink(*table, sim.style, substate, request.command);
        if (!link)
            return fail(ErrorCode::NotFound,
                        tr("motion table %1 has no cycle or link for %2 in %3")
                            .arg(hexId(table->id), MotionCommand::name(request.command),
                                 MotionCommand::name(sim.style)));
        sim.once = link->anims;
        if (const MotionEntry* back = table->cycle(sim.style, substate))
            cycle = back->data.anims;
    }
    if (!cycle.empty()) {
        sim.once.insert(sim.once.end(), cycle.begin(), cycle.end() - 1);
        sim.loop = cycle.back();
    }

    Player player(index, catalog, request, sim);
    bool going = true;
    for (const AnimData& anim : sim.once)
        if (going)
            going = player.pass(anim);
    if (going && !cycle.empty()) {
        const auto* info = index.animation(sim.loop.animation);
        sim.stalled = FrameRange::of(sim.loop, info ? info->frameCount : 0).duration() <= 0.0;
        while (!sim.stalled && player.pass(sim.loop)) {
        }
    }
    // Scripts run on after the animations end (or stall) until the simulated time is up.
    player.finish();
    return sim;
}

} // namespace soundstage
