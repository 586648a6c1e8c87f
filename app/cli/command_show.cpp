// soundstage-cli show DAT ID: a decoded record, as text or JSON.
#include "app/cli/clidat.h"
#include "core/common/hexid.h"
#include "core/records/animationjson.h"
#include "core/records/motioncommand.h"
#include "core/records/recordjson.h"
#include "core/records/recordtype.h"
#include "core/records/regiondesc.h"
#include "core/records/setup.h"
#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

QString number(float value) {
    return QString::number(static_cast<double>(value), 'g', 6);
}

QString soundLabel(quint32 type) {
    return soundTypeName(type) + u" ("_s + hexOffset(type) + u')';
}

void printTable(QTextStream& out, const SoundTable& table) {
    out << "SoundTable " << hexId(table.id) << ": " << table.root.children.size()
        << " sound types\n";
    for (const SoundTableNode& sound : table.root.children) {
        out << "  " << soundLabel(sound.key) << ", " << sound.variants.size() << " variant"
            << (sound.variants.size() == 1 ? "" : "s") << '\n';
        for (size_t i = 0; i < sound.variants.size(); ++i) {
            const SoundVariant& v = sound.variants[i];
            out << "    #" << i << "  wave " << hexId(v.wave) << "  priority " << number(v.priority)
                << "  probability " << number(v.probability) << "  volume " << number(v.volume)
                << '\n';
        }
        if (!sound.children.empty())
            out << "    (" << sound.children.size() << " nested nodes, never consulted)\n";
    }
}

void printWave(QTextStream& out, const Wave& wave) {
    out << "Wave " << hexId(wave.id) << '\n'
        << "  format        " << Wave::formatName(wave.formatTag()) << " (tag "
        << hexOffset(wave.formatTag()) << ")\n"
        << "  channels      " << wave.channels() << '\n'
        << "  rate          " << wave.sampleRate() << " Hz\n"
        << "  bits          " << wave.bitsPerSample() << '\n'
        << "  header size   " << wave.format.size() << '\n'
        << "  data size     " << wave.data.size() << '\n'
        << "  seconds       " << QString::number(wave.seconds(), 'f', 4) << '\n';
}

void printRegion(QTextStream& out, const RegionDesc& region) {
    out << "Region " << hexId(region.id) << " \"" << region.name << "\" (number "
        << region.regionNumber << ", version " << region.version << ")\n";
    if (!region.ambient) {
        out << "  no ambient sounds\n";
    } else {
        for (size_t i = 0; i < region.ambient->size(); ++i) {
            const AmbientStbDesc& stb = (*region.ambient)[i];
            out << "  ambient " << i << ": table " << hexId(stb.soundTable) << '\n';
            for (const AmbientSoundDesc& s : stb.sounds) {
                out << "    " << soundLabel(s.soundType).leftJustified(24) << " volume "
                    << number(s.volume);
                if (s.continuous())
                    out << "  continuous, every " << number(s.minRate) << " s\n";
                else
                    out << "  chance " << number(s.baseChance) << "  every " << number(s.minRate)
                        << "–" << number(s.maxRate) << " s\n";
            }
        }
    }
    if (region.sceneTypes) {
        for (size_t i = 0; i < region.sceneTypes->size(); ++i) {
            const SceneType& scene = (*region.sceneTypes)[i];
            out << "  scene type " << i << ": "
                << (scene.stbIndex == SceneType::NoAmbient
                        ? u"no ambient"_s
                        : u"ambient "_s + QString::number(scene.stbIndex))
                << ", " << scene.scenes.size() << " scenes\n";
        }
    }
}

QString hookLabel(const AnimationHook& hook) {
    QString text = hookTypeName(hook.type);
    if (hook.direction != HookDirection::Both)
        text += u" ("_s + hookDirectionName(hook.direction) + u')';
    if (const auto* sound = hook.as<SoundHook>())
        text += u"  wave "_s + hexId(sound->wave);
    else if (const auto* table = hook.as<SoundTableHook>())
        text += u"  "_s + soundLabel(table->soundType);
    else if (const auto* t = hook.as<SoundTweakedHook>())
        text += u"  wave %1  probability %2  priority %3  volume %4"_s.arg(
            hexId(t->wave), number(t->probability), number(t->priority), number(t->volume));
    else if (const auto* call = hook.as<CallPesHook>())
        text += u"  script %1  pause %2 s"_s.arg(hexId(call->script), number(call->pause));
    else if (const auto* opaque = hook.as<OpaqueHook>(); opaque && !opaque->payload.isEmpty())
        text += u"  "_s + QString::number(opaque->payload.size()) + u" payload bytes"_s;
    return text;
}

void printAnimation(QTextStream& out, const Animation& animation) {
    out << "Animation " << hexId(animation.id) << ": " << animation.frames.size() << " frames, "
        << animation.numParts << " parts, " << animation.hookCount() << " hooks"
        << ((animation.flags & Animation::FlagPosFrames) != 0 ? ", position frames" : "") << '\n';
    for (size_t k = 0; k < animation.frames.size(); ++k) {
        for (const AnimationHook& hook : animation.frames[k].hooks)
            out << "  frame " << k << "  " << hookLabel(hook) << '\n';
    }
}

void printMotionData(QTextStream& out, const MotionData& data) {
    for (const AnimData& anim : data.anims) {
        out << "      animation " << hexId(anim.animation) << "  frames " << anim.lowFrame << ".."
            << anim.highFrame << "  " << number(anim.framerate) << " fps\n";
    }
}

void printMotionTable(QTextStream& out, const MotionTable& table) {
    out << "MotionTable " << hexId(table.id) << ": default style "
        << MotionCommand::name(table.defaultStyle) << ", " << table.cycles.size() << " cycles, "
        << table.modifiers.size() << " modifiers, " << table.links.size() << " link groups\n";
    for (const auto& [style, substate] : table.styleDefaults)
        out << "  default of " << MotionCommand::name(style) << ": "
            << MotionCommand::name(substate) << '\n';
    const auto entries = [&out](const char* what, const std::vector<MotionEntry>& list) {
        for (const MotionEntry& entry : list) {
            out << "  " << what << ' ' << MotionCommand::name(entry.style()) << " / "
                << MotionCommand::name(entry.motion()) << '\n';
            printMotionData(out, entry.data);
        }
    };
    entries("cycle", table.cycles);
    entries("modifier", table.modifiers);
    for (const MotionLink& link : table.links) {
        const MotionEntry from{link.key, {}};
        for (const auto& [target, data] : link.targets) {
            out << "  link " << MotionCommand::name(from.style()) << " / "
                << MotionCommand::name(from.motion()) << " -> " << MotionCommand::name(target)
                << '\n';
            printMotionData(out, data);
        }
    }
}

void printScript(QTextStream& out, const PhysicsScript& script) {
    out << "PhysicsScript " << hexId(script.id) << ": " << script.entries.size() << " hooks\n";
    for (const PhysicsScriptEntry& entry : script.entries)
        out << "  at " << QString::number(entry.startTime, 'g', 6) << " s  "
            << hookLabel(entry.hook) << '\n';
}

void printScriptTable(QTextStream& out, const PhysicsScriptTable& table) {
    out << "PhysicsScriptTable " << hexId(table.id) << ": " << table.entries.size()
        << " script types\n";
    for (const PhysicsScriptTableEntry& entry : table.entries) {
        out << "  play script " << hexOffset(entry.playScript) << ':';
        for (const ScriptAndMod& choice : entry.scripts)
            out << "  " << hexId(choice.script) << " (mod " << number(choice.mod) << ')';
        out << '\n';
    }
}

void printSetup(QTextStream& out, const SetupModel& setup) {
    out << "Setup " << hexId(setup.id) << ": " << setup.parts.size() << " parts, "
        << setup.placements.size() << " placements, " << setup.hookCount() << " hooks\n"
        << "  default animation     " << hexId(setup.defaultAnimation) << '\n'
        << "  default script        " << hexId(setup.defaultScript) << '\n'
        << "  default motion table  " << hexId(setup.defaultMotionTable) << '\n'
        << "  default sound table   " << hexId(setup.defaultSoundTable) << '\n'
        << "  default script table  " << hexId(setup.defaultScriptTable) << '\n';
    for (const SetupModel::Placement& placement : setup.placements) {
        for (const AnimationHook& hook : placement.frame.hooks)
            out << "  placement " << placement.key << "  " << hookLabel(hook) << '\n';
    }
}

class ShowCommand final : public CliCommand {
public:
    QString name() const override { return u"show"_s; }
    QString summary() const override {
        return u"A decoded record: table, wave, region, setup, animation, motion table or "
               u"physics script (table)"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addPositionalArgument(u"ID"_s, u"The record id, e.g. 0x200000A8."_s);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto [dat, id] = std::move(*opened);
        auto bytes = readRecord(*dat, id);
        if (!bytes)
            return fail(io, bytes.error());
        const bool json = jsonRequested(parser);

        switch (recordTypeOf(id)) {
        case RecordType::SoundTable:
            return show(io, *dat, id, SoundTable::decode(*bytes), json, printTable);
        case RecordType::Wave:
            return show(io, *dat, id, Wave::decode(*bytes), json, printWave);
        case RecordType::Region:
            return show(io, *dat, id, RegionDesc::decode(*bytes), json, printRegion);
        case RecordType::Setup:
            // A Setup that is not a whole Setup still shows its default table (the shortcut
            // the editor edits), as before the full reader existed.
            if (auto model = SetupModel::decode(*bytes))
                return show(io, *dat, id, model, json, printSetup);
            return show(io, *dat, id, Setup::decode(*bytes), json,
                        [](QTextStream& out, const Setup& setup) {
                            out << "Setup " << hexId(setup.id) << ": default sound table "
                                << hexId(setup.defaultSoundTable) << '\n';
                        });
        case RecordType::Animation:
            return show(io, *dat, id, Animation::decode(*bytes), json, printAnimation);
        case RecordType::MotionTable:
            return show(io, *dat, id, MotionTable::decode(*bytes), json, printMotionTable);
        case RecordType::PhysicsScript:
            return show(io, *dat, id, PhysicsScript::decode(*bytes), json, printScript);
        case RecordType::PhysicsScriptTable:
            return show(io, *dat, id, PhysicsScriptTable::decode(*bytes), json, printScriptTable);
        default:
            if (json) {
                printJson(io,
                          QJsonDocument(QJsonObject{{u"id"_s, hexId(id)},
                                                    {u"type"_s, recordTypeName(recordTypeOf(id))},
                                                    {u"size"_s, qint64(bytes->size())}}));
            } else {
                io.out << recordTypeName(recordTypeOf(id)) << ' ' << hexId(id) << ": "
                       << bytes->size() << " bytes (not a sound record; use export --format bin)\n";
            }
            return ExitOk;
        }
    }

private:
    template <typename Record, typename Print>
    static int show(CliIo& io, const DatFile& dat, quint32 id, const Result<Record>& record,
                    bool json, Print print) {
        if (!record)
            return fail(io, locateRecordError(dat, id, record.error()));
        if (json)
            printJson(io, QJsonDocument(toJson(*record)));
        else
            print(io.out, *record);
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(ShowCommand)

} // namespace soundstage::cli
