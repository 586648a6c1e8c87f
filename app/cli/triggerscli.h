#pragma once
// Shared helpers of the trigger commands (triggers, motion): loading the index and the JSON
// and text forms of hooks and motions. Header-only so the CLI's CMake glob of command_*.cpp
// stays the only build list.

#include "app/cli/clidat.h"
#include "core/common/hexid.h"
#include "core/document/soundcatalog.h"
#include "core/records/motioncommand.h"
#include "core/records/soundtypes.h"
#include "core/triggers/triggerindex.h"

#include <QJsonArray>
#include <QJsonObject>

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

/// A hook as the JSON shape: kind, where (animation + frame + direction, or script +
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

} // namespace soundstage::cli::triggers
