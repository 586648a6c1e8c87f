#pragma once
// Shared helpers of the trigger commands (triggers, motion): loading the index and the JSON
// and text forms of hooks and motions. Header-only so the CLI's CMake glob of command_*.cpp
// stays the only build list.

#include "app/cli/clidat.h"
#include "app/cli/retailcli.h"
#include "core/common/hexid.h"
#include "core/document/soundcatalog.h"
#include "core/records/motioncommand.h"
#include "core/records/soundtypes.h"
#include "core/triggers/motionsimulation.h"
#include "core/triggers/triggerindex.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>
#include <optional>

namespace soundstage::cli::triggers {

using namespace Qt::StringLiterals;

/// The sentence every trigger command prints (help and output): the index is dat-only.
inline const QString DefaultPairingsNote =
    u"Default pairings only: the server can give an object another motion table or sound "
    u"table than its Setup's default."_s;

/// The catalog and the index of a dat; load problems are printed as warnings.
struct Loaded {
    SoundCatalog catalog;
    TriggerIndex index;
};

inline Result<Loaded> load(const DatFile& dat, CliIo& io) {
    auto catalog = SoundCatalog::load(dat);
    if (!catalog)
        return fail(catalog.error().inFile(dat.path()));
    auto index = TriggerIndex::build(dat, *catalog);
    if (!index)
        return fail(index.error());
    for (const auto& problem : catalog->problems())
        io.err << "soundstage-cli: warning: " << problem.error.toString() << '\n';
    for (const auto& problem : index->problems())
        io.err << "soundstage-cli: warning: " << problem.error.toString() << '\n';
    for (const ChainNote& note : index->chainNotes()) {
        QStringList chain;
        for (quint32 id : note.chain)
            chain << hexId(id);
        io.err << "soundstage-cli: warning: "
               << (note.kind == ChainNote::Kind::Cycle ? "CallPES chain loops (followed once): "
                                                       : "CallPES to a script the dat lacks: ")
               << chain.join(u" -> "_s) << '\n';
    }
    return Loaded{std::move(*catalog), std::move(*index)};
}

inline QJsonObject motionJson(const MotionPlay& play) {
    QJsonObject o{{u"motion_table"_s, hexId(play.motionTable)},
                  {u"style"_s, MotionCommand::name(play.style)},
                  {u"command"_s, MotionCommand::name(play.command)},
                  {u"framerate"_s, static_cast<double>(play.anim.framerate)},
                  {u"part"_s, motionPartName(play.part)}};
    if (play.from != 0)
        o.insert(play.part == MotionPlay::Part::Derived ? u"derived_from"_s : u"from"_s,
                 MotionCommand::name(play.from));
    return o;
}

inline QString motionText(const MotionPlay& play) {
    QString text = hexId(play.motionTable) + u' ' + MotionCommand::name(play.style) + u' ' +
                   MotionCommand::name(play.command) + u' ' +
                   QString::number(play.anim.framerate, 'g', 6) + u" fps ("_s +
                   motionPartName(play.part);
    if (play.from != 0)
        text += (play.part == MotionPlay::Part::Derived ? u" of "_s : u" from "_s) +
                MotionCommand::name(play.from);
    return text + u')';
}

/// A hook as the issue's JSON shape: kind, where (animation + frame + direction, or script +
/// time), what (sound + code, or wave; SoundTweaked probability, volume, gate) and verdicts.
inline QJsonObject hookJson(const HookSite& site, quint32 verdicts, int gateCount) {
    QJsonObject o{{u"kind"_s, hookTypeName(site.hook.type)}};
    if (site.inScript()) {
        o.insert(u"script"_s, hexId(site.record));
        o.insert(u"time"_s, site.time);
    } else {
        o.insert(u"animation"_s, hexId(site.record));
        o.insert(u"frame"_s, site.frame);
        o.insert(u"direction"_s, hookDirectionName(site.hook.direction));
    }
    if (const auto* t = site.hook.as<SoundTableHook>()) {
        o.insert(u"sound"_s, soundTypeName(t->soundType));
        o.insert(u"code"_s, qint64(t->soundType));
    } else if (const auto* s = site.hook.as<SoundHook>()) {
        o.insert(u"wave"_s, hexId(s->wave));
    } else if (const auto* w = site.hook.as<SoundTweakedHook>()) {
        o.insert(u"wave"_s, hexId(w->wave));
        o.insert(u"probability"_s, static_cast<double>(w->probability));
        o.insert(u"volume"_s, static_cast<double>(w->volume));
        o.insert(u"gate"_s, gateCount);
    }
    o.insert(u"verdicts"_s, QJsonArray::fromStringList(hookVerdictKeys(verdicts)));
    return o;
}

/// hookJson plus the motions and setups that fire it (each setup with its default table).
inline QJsonObject triggerJson(const TriggerHook& hook, const TriggerIndex& index) {
    QJsonObject o = hookJson(hook.site, hook.verdicts, hook.gateCount);
    QJsonArray motions, setups;
    for (const MotionPlay& play : hook.motions)
        motions.append(motionJson(play));
    for (quint32 setup : hook.setups)
        setups.append(QJsonObject{{u"setup"_s, hexId(setup)},
                                  {u"sound_table"_s, hexId(index.setup(setup)->soundTable)}});
    o.insert(u"motions"_s, motions);
    o.insert(u"setups"_s, setups);
    return o;
}

/// One line: "SoundTable Footstep1 at animation 0x03000002 frame 4 (both)".
inline QString hookText(const HookSite& site, quint32 verdicts, int gateCount) {
    QString text = hookTypeName(site.hook.type);
    if (const auto* t = site.hook.as<SoundTableHook>())
        text += u' ' + soundTypeName(t->soundType);
    else if (const auto* s = site.hook.as<SoundHook>())
        text += u" wave "_s + hexId(s->wave);
    else if (const auto* w = site.hook.as<SoundTweakedHook>())
        text += u" wave %1 probability %2 volume %3 gate %4/32768"_s.arg(
            hexId(w->wave), QString::number(w->probability, 'g', 6),
            QString::number(w->volume, 'g', 6), QString::number(gateCount));
    if (site.inScript())
        text += u" at script %1 +%2 s"_s.arg(hexId(site.record), QString::number(site.time));
    else
        text += u" at animation %1 frame %2 (%3)"_s.arg(hexId(site.record))
                    .arg(site.frame)
                    .arg(hookDirectionName(site.hook.direction));
    const QStringList keys = hookVerdictKeys(verdicts);
    if (!keys.isEmpty())
        text += u" — "_s + keys.join(u"; "_s);
    return text;
}

inline void printTrigger(CliIo& io, const TriggerHook& hook, const QString& indent) {
    io.out << indent << hookText(hook.site, hook.verdicts, hook.gateCount) << '\n';
    for (const MotionPlay& play : hook.motions)
        io.out << indent << "  motion " << motionText(play) << '\n';
    if (!hook.setups.empty()) {
        QStringList ids;
        for (quint32 setup : hook.setups)
            ids << hexId(setup);
        io.out << indent << "  setups " << ids.join(u", "_s) << '\n';
    }
}

/// Longest --seconds a motion simulation takes.
inline constexpr double MaxMotionSeconds = 3600.0;

/// --motion, --style and --seconds (and --seed unless `withSeed` is false: a command that
/// already declares it for another purpose).
inline void addMotionOptions(QCommandLineParser& parser, bool withSeed = true) {
    parser.addOption({u"motion"_s, u"Motion command, e.g. WalkForward, AttackHigh1."_s, u"NAME"_s});
    parser.addOption({u"style"_s,
                      u"Stance, e.g. NonCombat (default: the motion table's default)."_s,
                      u"NAME"_s});
    parser.addOption(
        {u"seconds"_s, u"Simulated time (default 10, at most 3600)."_s, u"T"_s, u"10"_s});
    if (withSeed)
        retail::addSeedOption(parser);
}

/// The request of --motion, --style, --seconds, --seed (1 when not given) and --gate-model
/// (the setup is left 0); the first bad option as ErrorCode::Usage (for reportError()).
inline Result<MotionRequest> motionRequest(const QCommandLineParser& parser) {
    MotionRequest request;
    const auto model = retail::gateModelOption(parser);
    if (!model)
        return soundstage::fail(model.error());
    request.model = *model;
    const auto usage = [](const QString& message) {
        return soundstage::fail(ErrorCode::Usage, message);
    };
    if (!parser.isSet(u"motion"_s))
        return usage(u"--motion is required"_s);
    const auto motion = MotionCommand::parse(parser.value(u"motion"_s));
    if (!motion)
        return usage(u"'%1' is not a motion command"_s.arg(parser.value(u"motion"_s)));
    request.command = *motion;
    if (parser.isSet(u"style"_s)) {
        const auto style = MotionCommand::parse(parser.value(u"style"_s));
        if (!style || (*style & MotionCommand::StyleBit) == 0)
            return usage(u"'%1' is not a stance"_s.arg(parser.value(u"style"_s)));
        request.style = *style;
    }
    bool ok = false;
    request.seconds = parser.value(u"seconds"_s).toDouble(&ok);
    if (!ok || !std::isfinite(request.seconds) || request.seconds <= 0.0 ||
        request.seconds > MaxMotionSeconds)
        return usage(u"--seconds needs a number above 0, at most 3600"_s);
    const auto seed = retail::seedOption(parser);
    if (!seed)
        return soundstage::fail(seed.error());
    request.seed = *seed;
    return request;
}

/// One sound event of a motion (`motion --json`, `render --motion --json`); `file`: the local
/// file it plays under an override, if any.
/// The hook that started a script: `{"kind":"CallPES"|"DefaultScript","animation":…,"frame":K}`
/// or `{…,"script":…,"time":T}`, with `"fired"` (seconds into the motion).
inline QJsonObject startedByJson(const MotionScriptStart& s) {
    QJsonObject o{{u"kind"_s, hookTypeName(s.hookType)}, {u"fired"_s, s.firedAt}};
    if (s.frame >= 0) {
        o.insert(u"animation"_s, hexId(s.record));
        o.insert(u"frame"_s, s.frame);
    } else {
        o.insert(u"script"_s, hexId(s.record));
        o.insert(u"time"_s, s.at);
    }
    return o;
}

/// One script start: `{"script":…,"start":T,"delay":D,"result":"started"|"missing script"|
/// "cycle: cut","started_by":{…},"parent":I|null}`.
inline QJsonObject scriptStartJson(const MotionScriptStart& s) {
    return QJsonObject{{u"script"_s, hexId(s.script)},
                       {u"start"_s, s.time},
                       {u"delay"_s, s.delay},
                       {u"result"_s, scriptStartOutcomeKey(s.outcome)},
                       {u"started_by"_s, startedByJson(s)},
                       {u"parent"_s, s.parent >= 0 ? QJsonValue(s.parent) : QJsonValue()}};
}

/// "CallPES 0x03000005:20", "DefaultScript 0x33000001@0.5", with ", delay 0.137" when drawn.
inline QString startedByText(const MotionScriptStart& s) {
    QString text =
        hookTypeName(s.hookType) + u' ' + hexId(s.record) +
        (s.frame >= 0 ? u":"_s + QString::number(s.frame) : u"@"_s + QString::number(s.at, 'g', 6));
    if (s.delay != 0.0)
        text += u", delay %1"_s.arg(s.delay, 0, 'f', 3);
    return text;
}

/// The start of a script event's script, or nullptr (an animation frame's hook).
inline const MotionScriptStart* startOf(const MotionSoundEvent& e, const MotionSimulation& sim) {
    return e.start >= 0 && std::size_t(e.start) < sim.scripts.size()
               ? &sim.scripts[std::size_t(e.start)]
               : nullptr;
}

/// One event; a script's hook names the script, its time in it, its start (an index in the
/// root's "scripts") and "started_by" instead of "animation" and "frame".
inline QJsonObject motionEventJson(const MotionSoundEvent& e, const MotionSimulation& sim,
                                   const QString& file = {}) {
    QJsonObject o{{u"time"_s, e.time},
                  {u"kind"_s, hookTypeName(e.hookType)},
                  {u"wave"_s, hexId(e.wave)},
                  {u"volume"_s, static_cast<double>(e.volume)},
                  {u"result"_s, motionOutcomeKey(e.outcome)}};
    if (const MotionScriptStart* start = startOf(e, sim)) {
        o.insert(u"script"_s, hexId(e.script));
        o.insert(u"script_time"_s, e.scriptTime);
        o.insert(u"start"_s, e.start);
        o.insert(u"started_by"_s, startedByJson(*start));
    } else {
        o.insert(u"animation"_s, hexId(e.animation));
        o.insert(u"frame"_s, e.frame);
    }
    if (e.hookType == static_cast<quint32>(HookType::SoundTable)) {
        o.insert(u"sound"_s, soundTypeName(e.soundType));
        o.insert(u"code"_s, qint64(e.soundType));
        o.insert(u"variant"_s, e.variant >= 0 ? QJsonValue(e.variant) : QJsonValue());
    }
    o.insert(u"gate_roll"_s, e.gateRoll >= 0 ? QJsonValue(e.gateRoll) : QJsonValue());
    if (!file.isEmpty())
        o.insert(u"file"_s, file);
    if (e.gain != 1.0)
        o.insert(u"gain"_s, e.gain);
    if (e.hookLine > 0)
        o.insert(u"hook_line"_s, e.hookLine);
    if (e.waveLine > 0)
        o.insert(u"wave_line"_s, e.waveLine);
    return o;
}

inline QJsonArray scriptStarts(const MotionSimulation& sim) {
    QJsonArray out;
    for (const MotionScriptStart& s : sim.scripts)
        out.append(scriptStartJson(s));
    return out;
}

/// What a motion simulation played and how it was asked, for the JSON root of both commands.
inline QJsonObject motionRunJson(const MotionSimulation& sim, const MotionRequest& request) {
    return QJsonObject{{u"setup"_s, hexId(sim.setup)},
                       {u"motion_table"_s, hexId(sim.motionTable)},
                       {u"sound_table"_s, hexId(sim.soundTable)},
                       {u"style"_s, MotionCommand::name(sim.style)},
                       {u"command"_s, MotionCommand::name(sim.command)},
                       {u"seconds"_s, request.seconds},
                       {u"seed"_s, qint64(request.seed)},
                       {u"gate_model"_s, fpuModelName(request.model)},
                       {u"truncated"_s, sim.truncated},
                       {u"scripts"_s, scriptStarts(sim)},
                       {u"note"_s, DefaultPairingsNote}};
}

/// "Setup 0x02000003  NonCombat WalkForward  motion table …  sound table …  10 s, seed 1, gate
/// model single".
inline QString motionRunText(const MotionSimulation& sim, const MotionRequest& request) {
    return u"Setup %1  %2 %3  motion table %4  sound table %5  %6 s, seed %7, gate model %8"_s.arg(
        hexId(sim.setup), MotionCommand::name(sim.style), MotionCommand::name(sim.command),
        hexId(sim.motionTable), hexId(sim.soundTable), QString::number(request.seconds),
        QString::number(request.seed), fpuModelName(request.model));
}

/// The tab-separated columns of one event: time, record (the animation, or the script), at (the
/// frame, or `@` the hook's time in the script), kind, sound, variant, wave, volume, result,
/// started by (a script's: the hook that started it; `-` for a frame's hook). The header is
/// MotionEventHeader.
inline const QString MotionEventHeader =
    u"time\trecord\tat\tkind\tsound\tvariant\twave\tvolume\tresult\tstarted by"_s;
inline QString motionEventText(const MotionSoundEvent& e, const MotionSimulation& sim,
                               const QString& file = {}) {
    const bool table = e.hookType == static_cast<quint32>(HookType::SoundTable);
    const MotionScriptStart* start = startOf(e, sim);
    return QStringList{QString::number(e.time, 'f', 3),
                       hexId(start ? e.script : e.animation),
                       start ? u"@"_s + QString::number(e.scriptTime, 'g', 6)
                             : QString::number(e.frame),
                       hookTypeName(e.hookType),
                       table ? soundTypeName(e.soundType) : u"-"_s,
                       e.variant >= 0 ? u"#"_s + QString::number(e.variant) : u"-"_s,
                       !file.isEmpty() ? file
                       : e.wave        ? hexId(e.wave)
                                       : u"-"_s,
                       QString::number(double(e.volume) * e.gain, 'g', 6),
                       motionOutcomeKey(e.outcome),
                       start ? startedByText(*start) : u"-"_s}
        .join(u'\t');
}

/// The warnings of a run that stopped early or never advances, on stderr.
inline void warnMotionRun(const MotionSimulation& sim, CliIo& io) {
    if (sim.truncated)
        io.err << "soundstage-cli: warning: stopped after " << sim.events.size()
               << " events (the limit of one run)\n";
    if (sim.stalled)
        io.err << "soundstage-cli: warning: the looped animation " << hexId(sim.loop.animation)
               << " never advances (framerate 0 or no frames)\n";
}

} // namespace soundstage::cli::triggers
