// soundstage-cli triggers DAT ID: what fires a table's sounds, a wave, an animation's hooks or
// a setup's motions (default pairings of the dat).
#include "app/cli/triggerscli.h"
#include "core/records/recordtype.h"
#include "core/triggers/soundroutes.h"

namespace soundstage::cli {
namespace {

using namespace Qt::StringLiterals;
using namespace soundstage::cli::triggers;

QJsonObject routeJson(const SoundRoute& route) {
    QJsonObject o{{u"route"_s, soundRouteKindName(route.kind)},
                  {u"what"_s, route.what},
                  {u"volume_from"_s, route.volumeSource}};
    o.insert(u"volume"_s, route.volume ? QJsonValue(double(*route.volume)) : QJsonValue());
    if (route.kind == SoundRoute::Kind::Ambient) {
        o.insert(u"region"_s, hexId(route.record));
        o.insert(u"stb"_s, route.stbIndex);
    }
    if (route.kind == SoundRoute::Kind::Hook)
        o.insert(u"hooks"_s, route.count);
    return o;
}

QString routeText(const SoundRoute& route) {
    QString text = soundRouteKindName(route.kind) + u": "_s + route.what;
    if (route.kind == SoundRoute::Kind::Hook)
        text += u" ×%1"_s.arg(route.count);
    if (route.kind == SoundRoute::Kind::Ambient)
        text += u" (region %1, ambient %2)"_s.arg(hexId(route.record)).arg(route.stbIndex);
    text += route.volume ? u", volume %1"_s.arg(QString::number(*route.volume, 'g', 6))
                         : u", the %1's volume"_s.arg(route.volumeSource);
    return text;
}

class TriggersCommand final : public CliCommand {
public:
    QString name() const override { return u"triggers"_s; }
    QString summary() const override {
        return u"What fires a table's sounds, a wave, an animation's hooks or a setup's motions"_s;
    }
    void configure(QCommandLineParser& parser) const override {
        parser.setApplicationDescription(summary() + u".\n"_s + DefaultPairingsNote);
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addPositionalArgument(
            u"ID"_s, u"A SoundTable (0x20…), wave (0x0A…), Animation (0x03…) or Setup (0x02…)."_s);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto& dat = opened->dat;
        const quint32 id = opened->id;
        int status = ExitOk;
        const RecordType type = recordTypeOf(id);
        if (type != RecordType::SoundTable && type != RecordType::Wave &&
            type != RecordType::Animation && type != RecordType::Setup)
            return usageError(io, name(),
                              u"%1 is a %2; triggers takes a SoundTable, wave, Animation or "
                              u"Setup id"_s.arg(hexId(id), recordTypeName(type)));
        auto loaded = load(*dat, io);
        if (!loaded)
            return fail(io, loaded.error());
        const bool json = jsonRequested(parser);
        QJsonObject o;
        switch (type) {
        case RecordType::SoundTable:
            status = table(*dat, *loaded, id, json, io, o);
            break;
        case RecordType::Wave:
            status = wave(*dat, *loaded, id, json, io, o);
            break;
        case RecordType::Animation:
            status = animation(*dat, *loaded, id, json, io, o);
            break;
        default:
            status = setup(*dat, *loaded, id, json, io, o);
            break;
        }
        if (status == ExitOk && json) {
            o.insert(u"note"_s, DefaultPairingsNote);
            printJson(io, QJsonDocument(o));
        }
        return status;
    }

private:
    static int notFound(const DatFile& dat, CliIo& io, quint32 id, const QString& what) {
        return fail(io, Error{ErrorCode::NotFound,
                              u"%1 %2 is not in this dat"_s.arg(what, hexId(id)), dat.path()});
    }

    static int table(const DatFile& dat, const Loaded& l, quint32 id, bool json, CliIo& io,
                     QJsonObject& o) {
        const SoundTable* table = l.catalog.table(id);
        if (!table)
            return notFound(dat, io, id, u"SoundTable"_s);
        if (!json)
            io.out << "SoundTable " << hexId(id) << '\n' << DefaultPairingsNote << '\n';
        QJsonArray sounds;
        for (quint32 sound : l.index.soundTypesOf(id)) {
            QJsonArray hooks, routes;
            if (!json)
                io.out << soundTypeName(sound) << " (" << sound << ")\n";
            for (const TriggerHook& hook : l.index.hooksOfSoundType(sound, id)) {
                hooks.append(triggerJson(hook, l.index));
                if (!json)
                    printTrigger(io, hook, u"  "_s);
            }
            for (const SoundRoute& route : SoundRoutes::of(l.index, l.catalog, sound, id)) {
                routes.append(routeJson(route));
                if (!json)
                    io.out << "  route " << routeText(route) << '\n';
            }
            sounds.append(QJsonObject{{u"sound"_s, soundTypeName(sound)},
                                      {u"code"_s, qint64(sound)},
                                      {u"hooks"_s, hooks},
                                      {u"routes"_s, routes}});
        }
        o.insert(u"table"_s, hexId(id));
        o.insert(u"sounds"_s, sounds);
        return ExitOk;
    }

    static int wave(const DatFile&, const Loaded& l, quint32 id, bool json, CliIo& io,
                    QJsonObject& o) {
        if (!l.catalog.hasWave(id))
            io.err << "soundstage-cli: note: " << hexId(id) << " is not in this dat\n";
        if (!json)
            io.out << "wave " << hexId(id) << '\n';
        QJsonArray hooks, tables;
        for (const TriggerHook& hook : l.index.hooksOfWave(id)) {
            hooks.append(triggerJson(hook, l.index));
            if (!json)
                printTrigger(io, hook, u"  "_s);
        }
        for (const auto& use : l.catalog.usesOfWave(id)) {
            tables.append(QJsonObject{{u"table"_s, hexId(use.table)},
                                      {u"sound"_s, soundTypeName(use.soundType)},
                                      {u"code"_s, qint64(use.soundType)},
                                      {u"variant"_s, use.variant}});
            if (!json)
                io.out << "  table " << hexId(use.table) << "  " << soundTypeName(use.soundType)
                       << "  variant #" << use.variant << '\n';
        }
        if (!json && hooks.isEmpty() && tables.isEmpty())
            io.out << "  nothing names it\n";
        o.insert(u"wave"_s, hexId(id));
        o.insert(u"hooks"_s, hooks);
        o.insert(u"tables"_s, tables);
        return ExitOk;
    }

    static int animation(const DatFile& dat, const Loaded& l, quint32 id, bool json, CliIo& io,
                         QJsonObject& o) {
        const auto* info = l.index.animation(id);
        if (!info)
            return notFound(dat, io, id, u"Animation"_s);
        QJsonArray hooks, motions, scripts;
        if (!json)
            io.out << "Animation " << hexId(id) << ", " << info->frameCount << " frames\n";
        for (const TriggerHook& hook : l.index.soundHooksOf(id)) {
            hooks.append(hookJson(hook.site, hook.verdicts, hook.gateCount));
            if (!json)
                io.out << "  " << hookText(hook.site, hook.verdicts, hook.gateCount) << '\n';
        }
        for (const MotionPlay& play : l.index.playsOf(id)) {
            motions.append(motionJson(play));
            if (!json)
                io.out << "  played by " << motionText(play) << '\n';
        }
        for (quint32 script : l.index.scriptsCalledBy(id)) {
            scripts.append(hexId(script));
            if (!json)
                io.out << "  starts script " << hexId(script) << " (CallPES)\n";
        }
        o.insert(u"animation"_s, hexId(id));
        o.insert(u"frames"_s, info->frameCount);
        o.insert(u"hooks"_s, hooks);
        o.insert(u"motions"_s, motions);
        o.insert(u"scripts"_s, scripts);
        return ExitOk;
    }

    static int setup(const DatFile& dat, const Loaded& l, quint32 id, bool json, CliIo& io,
                     QJsonObject& o) {
        const auto* setup = l.index.setup(id);
        if (!setup)
            return notFound(dat, io, id, u"Setup"_s);
        const auto& tableSounds = l.index.soundTypesOf(setup->soundTable);
        if (!json)
            io.out << "Setup " << hexId(id) << "  motion table " << hexId(setup->motionTable)
                   << "  sound table " << hexId(setup->soundTable) << '\n'
                   << DefaultPairingsNote << '\n';
        const auto sounds = [&](quint32 record) {
            QJsonArray out;
            for (const TriggerHook& hook : l.index.soundHooksOf(record)) {
                QJsonObject h = hookJson(hook.site, hook.verdicts, hook.gateCount);
                if (const auto* t = hook.site.hook.as<SoundTableHook>())
                    h.insert(u"in_table"_s, tableSounds.contains(t->soundType));
                out.append(h);
                if (!json)
                    io.out << "    " << hookText(hook.site, hook.verdicts, hook.gateCount)
                           << (h.value(u"in_table"_s) == QJsonValue(false)
                                   ? " — not in this setup's table"
                                   : "")
                           << '\n';
            }
            return out;
        };
        QJsonArray motions;
        for (const MotionPlay& play : l.index.playsIn(setup->motionTable)) {
            if (!json)
                io.out << "  " << motionText(play) << ": animation " << hexId(play.anim.animation)
                       << '\n';
            QJsonObject m = motionJson(play);
            m.insert(u"animation"_s, hexId(play.anim.animation));
            m.insert(u"sounds"_s, sounds(play.anim.animation));
            motions.append(m);
        }
        QJsonArray scripts;
        for (quint32 script : l.index.scriptsOfSetup(id)) {
            if (!json)
                io.out << "  script " << hexId(script) << '\n';
            scripts.append(
                QJsonObject{{u"script"_s, hexId(script)}, {u"sounds"_s, sounds(script)}});
        }
        o.insert(u"setup"_s, hexId(id));
        o.insert(u"motion_table"_s, hexId(setup->motionTable));
        o.insert(u"sound_table"_s, hexId(setup->soundTable));
        o.insert(u"motions"_s, motions);
        o.insert(u"scripts"_s, scripts);
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(TriggersCommand)

} // namespace soundstage::cli
