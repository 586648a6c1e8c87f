// soundstage-cli render DAT ID --sound NAME|CODE [--variant K | --seed S] --listener X,Y[,HEADING]
//   --source X,Y [--model retail|inverse|linear|exponential] [--rate HZ] -o OUT.wav
// soundstage-cli render DAT SETUP --motion NAME [--style S] [--seconds T] [--seed S] … -o OUT.wav
// One event of a SoundTable's sound type, or every sound a Setup's motion makes in time, as
// heard at the listener, rendered offline through the OpenAL loopback engine to a stereo
// 16-bit WAV.
// One unit: the one-event render and the motion render share their placement, engine and
// output options, which is most of the file.
#include "app/cli/clidat.h"
#include "app/cli/overridecli.h"
#include "app/cli/retailcli.h"
#include "app/cli/triggerscli.h"
#include "core/audio/audiodecoder.h"
#include "core/audio/audioimport.h"
#include "core/audio/openalengine.h"
#include "core/audio/retailmix.h"
#include "core/audio/wavedecoder.h"
#include "core/audio/wavwriter.h"
#include "core/common/hexid.h"
#include "core/override/overrideplay.h"
#include "core/override/overrideroller.h"
#include "core/records/recordjson.h"
#include "core/records/recordtype.h"
#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"
#include "core/retail/rollsimulator.h"

#include <QFileInfo>
#include <QJsonObject>

#include <cmath>
#include <limits>
#include <map>
#include <optional>

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

// "X,Y" or "X,Y,HEADING" (metres, metres, compass degrees); nullopt when malformed.
std::optional<std::vector<double>> parseNumbers(const QString& text, int minCount, int maxCount) {
    const QStringList parts = text.split(u',');
    if (parts.size() < minCount || parts.size() > maxCount)
        return std::nullopt;
    std::vector<double> values;
    for (const QString& part : parts) {
        bool ok = false;
        const double value = part.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(value))
            return std::nullopt;
        values.push_back(value);
    }
    return values;
}

std::optional<double> parseNonNegative(const QString& text) {
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0.0)
        return std::nullopt;
    return value;
}

// A dat wave decoded; the errors located in the file (NotFound when the dat lacks it).
Result<PcmBufferPtr> loadWave(const DatFile& dat, quint32 id) {
    const auto bytes = readRecord(dat, id);
    if (!bytes)
        return fail(bytes.error());
    const auto wave = Wave::decode(*bytes);
    if (!wave)
        return fail(locateRecordError(dat, id, wave.error()));
    auto decoded = WaveDecoder::decode(*wave);
    if (!decoded)
        return fail(locateRecordError(dat, id, decoded.error()));
    return std::move(*decoded);
}

class RenderCommand final : public CliCommand {
public:
    QString name() const override { return u"render"_s; }
    QString summary() const override {
        return u"Renders one event of a sound type, or a Setup's motion, as heard at a "
               "listener, to a stereo WAV"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addPositionalArgument(
            u"ID"_s, u"The SoundTable id (0x20…); with --motion, the Setup id (0x02…)."_s);
        parser.addOption(QCommandLineOption(
            u"sound"_s, u"The sound type: a name (Swoosh1) or a code (31, 0x1F)."_s, u"TYPE"_s));
        parser.addOption(QCommandLineOption(
            u"variant"_s, u"Which record of the sound type's list to play (default 0)."_s, u"K"_s));
        parser.addOption(QCommandLineOption(
            u"seed"_s,
            u"Roll the event as the client does (variant pick, then the play gate) with this "
            "seed instead of naming a variant. With --motion: the motion's seed for "
            "Random::Seed and srand (default 1)."_s,
            u"S"_s));
        // --motion, --style, --seconds: as `motion` spells them.
        triggers::addMotionOptions(parser, false);
        retail::addGateModelOption(parser);
        parser.addOption(QCommandLineOption(
            u"listener"_s,
            u"Listener position in metres and heading in compass degrees (0 = facing north, "
            "90 = east; default 0)."_s,
            u"X,Y[,HEADING]"_s));
        parser.addOption(
            QCommandLineOption(u"source"_s, u"Source position in metres."_s, u"X,Y"_s));
        parser.addOption(QCommandLineOption(
            u"model"_s,
            u"retail (the client's attenuation and pan, default), or an OpenAL distance model: "
            "inverse, linear, exponential."_s,
            u"MODEL"_s, u"retail"_s));
        // The editor's defaults (AuditionDefaults): a render sounds as the audition does.
        const QString reference = QString::number(AuditionDefaults::referenceDistance);
        const QString maxDistance = QString::number(AuditionDefaults::maxDistance);
        const QString rolloff = QString::number(AuditionDefaults::rolloffFactor);
        const QString rate = QString::number(AuditionDefaults::sampleRate);
        parser.addOption(QCommandLineOption(
            u"reference-distance"_s,
            u"OpenAL models: reference distance in metres (default %1, as the editor)."_s.arg(
                reference),
            u"M"_s, reference));
        parser.addOption(QCommandLineOption(
            u"max-distance"_s,
            u"OpenAL models: distance in metres beyond which nothing changes (default %1, as "
            "the editor)."_s.arg(maxDistance),
            u"M"_s, maxDistance));
        parser.addOption(QCommandLineOption(
            u"rolloff"_s, u"OpenAL models: rolloff factor (default %1)."_s.arg(rolloff), u"R"_s,
            rolloff));
        parser.addOption(QCommandLineOption(
            u"rate"_s, u"Output sample rate in Hz (default %1)."_s.arg(rate), u"HZ"_s, rate));
        parser.addOption(
            QCommandLineOption({u"o"_s, u"output"_s}, u"The WAV file to write."_s, u"OUT.wav"_s));
        overrides::addOverrideOption(parser);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        // Everything about the command line first, before touching the dat.
        const QString output = parser.value(u"output"_s);
        if (output.isEmpty())
            return usageError(io, name(), u"missing -o OUT.wav"_s);
        const bool motion = parser.isSet(u"motion"_s);
        std::optional<MotionRequest> request;
        std::optional<quint32> soundType;
        int variantIndex = 0;
        std::optional<quint32> seed;
        if (motion) {
            if (parser.isSet(u"sound"_s) || parser.isSet(u"variant"_s))
                return usageError(io, name(),
                                  u"--motion renders a Setup's motion: --sound and --variant "
                                  "are for a SoundTable"_s);
            auto parsed = triggers::motionRequest(parser);
            if (!parsed)
                return reportError(io, name(), parsed.error());
            request = std::move(*parsed);
        } else {
            if (parser.isSet(u"style"_s) || parser.isSet(u"seconds"_s))
                return usageError(io, name(), u"--style and --seconds need --motion"_s);
            if (!parser.isSet(u"sound"_s))
                return usageError(io, name(), u"missing --sound NAME|CODE (or --motion NAME)"_s);
            soundType = parseSoundType(parser.value(u"sound"_s));
            if (!soundType)
                return usageError(
                    io, name(),
                    u"'%1' is not a sound type name or code"_s.arg(parser.value(u"sound"_s)));
            if (parser.isSet(u"variant"_s)) {
                bool ok = false;
                variantIndex = parser.value(u"variant"_s).toInt(&ok);
                if (!ok || variantIndex < 0)
                    return usageError(io, name(), u"--variant takes a record index (0, 1, …)"_s);
            }
            if (parser.isSet(u"seed"_s)) {
                if (parser.isSet(u"variant"_s))
                    return usageError(io, name(), u"give --variant or --seed, not both"_s);
                bool ok = false;
                seed = parser.value(u"seed"_s).toUInt(&ok);
                if (!ok)
                    return usageError(io, name(), u"--seed takes a whole number 0…4294967295"_s);
            }
        }
        const auto placementOption = parsePlacement(parser);
        if (!placementOption)
            return reportError(io, name(), placementOption.error());
        const Placement& placement = *placementOption;
        bool rateOk = false;
        const int rate = parser.value(u"rate"_s).toInt(&rateOk);
        if (!rateOk || rate < 8000 || rate > 192000)
            return usageError(io, name(), u"--rate takes a rate in Hz from 8000 to 192000"_s);
        const auto model = retail::gateModelOption(parser);
        if (!model)
            return reportError(io, name(), model.error());
        if (request) {
            // The whole render must fit the decoded-sound limit (a tail past --seconds aside).
            const double most = double(AudioDecoder::MaxDecodedSamples) / 2.0 / rate;
            if (request->seconds > most)
                return usageError(
                    io, name(),
                    u"--seconds: a render at %1 Hz lasts at most %2 s"_s.arg(rate).arg(
                        std::floor(most * 10.0) / 10.0));
            return renderMotion(parser, io, *request, placement, rate, output);
        }

        // The dat, the table, the record.
        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto [dat, id] = std::move(*opened);
        if (recordTypeOf(id) != RecordType::SoundTable)
            return usageError(io, name(), u"%1 is not a SoundTable id (0x20…)"_s.arg(hexId(id)));
        std::map<quint32, SoundTable> tables;
        if (auto table = retail::loadTable(*dat, id))
            tables.emplace(id, std::move(*table));
        else if (table.error().code != ErrorCode::NotFound || !parser.isSet(u"override"_s))
            return fail(io, table.error()); // a table only the override makes is fine
        auto preview = overrides::loadOverride(parser, io, *dat, tables);
        if (!preview)
            return fail(io, preview.error());
        const OverridePreview* override = preview->get();
        // The list that plays: the override's (its local files, its !pick rule) or the dat's.
        std::vector<SoundVariant> variants;
        std::vector<QString> localFiles;
        const OverrideEntry* entry = nullptr;
        if (const auto overridden = override ? override->sound(id, *soundType) : std::nullopt) {
            variants = overridden->variants;
            localFiles = overridden->localFiles;
            if (overridden->entry && overridden->entry->alternatives.size() == variants.size())
                entry = overridden->entry;
        } else {
            const auto found = tables.find(id);
            const SoundTableNode* sound =
                found == tables.end() ? nullptr : found->second.sound(*soundType);
            if (!sound)
                return fail(io, Error{ErrorCode::NotFound,
                                      u"SoundTable %1 has no sound type %2"_s.arg(
                                          hexId(id), soundTypeName(*soundType)),
                                      dat->path()});
            variants = sound->variants;
            localFiles.resize(variants.size());
        }
        // One event's draws: the pick and gate, then (for a wave a `wave` line replaces) the
        // replacement's, from one seeded stream as the editor's Roll draws them.
        RetailRandom random(seed.value_or(1));
        CrtRandom crt(seed.value_or(1));
        QString rollNote;
        if (seed) {
            int index = -1;
            bool gatedOut = false;
            int gateRoll = -1;
            if (entry) {
                const OverrideRoller roller(*entry, override->file.pick, *model);
                const OverrideRoller::Step step = roller.step(random, crt);
                index = step.index;
                gatedOut = step.result == OverrideRoller::Outcome::GatedOut;
                rollNote = rollResultKey(rollResultOf(step.result));
            } else {
                // One event with the client's generators (see RollSimulator for the seeding).
                auto waves = retail::waveIds(*dat);
                if (!waves)
                    return fail(io, waves.error());
                const WaveExists exists = [&w = *waves](quint32 wave) { return w.count(wave) > 0; };
                RollSimulator simulator(variants, *seed, *model, exists);
                const RollStep step = simulator.step();
                rollNote = rollResultKey(step.result);
                index = step.index;
                gatedOut = step.result == RollResult::GatedOut;
                gateRoll = step.gateRoll;
            }
            if (index < 0) {
                const auto silence = writeSilence(output, rate, io);
                if (!silence)
                    return ExitFindings;
                report(parser, io, placement, 0.0, -1, 0, {}, 0,
                       entry ? u"the override's roll chose nothing"_s
                             : u"the sound type has no records"_s,
                       output, rollNote, **silence);
                return ExitOk;
            }
            variantIndex = index;
            if (gatedOut) {
                const SoundVariant& gated = variants[static_cast<size_t>(variantIndex)];
                const auto silence = writeSilence(output, rate, io);
                if (!silence)
                    return ExitFindings;
                report(parser, io, placement, static_cast<double>(gated.volume), variantIndex,
                       gated.wave, {}, 0,
                       gateRoll >= 0
                           ? u"the play gate rolled %1 and did not let it play"_s.arg(gateRoll)
                           : u"the play gate did not let it play"_s,
                       output, rollNote, **silence);
                return ExitOk;
            }
        }
        if (variantIndex >= static_cast<int>(variants.size()))
            return usageError(io, name(),
                              u"%1 has %2 variant(s) in %3; --variant %4 does not exist"_s
                                  .arg(soundTypeName(*soundType))
                                  .arg(variants.size())
                                  .arg(hexId(id))
                                  .arg(variantIndex));
        const SoundVariant& variant = variants[static_cast<size_t>(variantIndex)];

        // What plays (OverridePlay: a local file, the wave, or what a `wave` line puts in its
        // place). A silent record or a wave the dat lacks is heard as silence, as in the
        // client; a wave or file that does not decode is an error.
        const OverridePlay play = OverridePlay::resolve(
            override, variant.wave, localFiles[static_cast<size_t>(variantIndex)],
            seed ? OverridePlay::Choice::Roll : OverridePlay::Choice::First, random, crt, *model);
        PcmBufferPtr pcm;
        QString silentBecause;
        switch (play.kind) {
        case OverridePlay::Kind::Silence:
            silentBecause =
                play.line == 0 ? u"the record names wave 0 (silence)"_s
                : play.silencedByLine
                    ? u"override line %1 silences %2"_s.arg(play.line).arg(hexId(variant.wave))
                    : u"override line %1 replaces %2 with silence"_s.arg(play.line).arg(
                          hexId(variant.wave));
            break;
        case OverridePlay::Kind::File: {
            auto decoded = AudioImport::decodeFile(play.file);
            if (!decoded)
                return fail(io, decoded.error().inFile(play.file));
            pcm = std::move(*decoded);
            break;
        }
        case OverridePlay::Kind::Wave: {
            auto decoded = loadWave(*dat, play.wave);
            if (!decoded && decoded.error().code == ErrorCode::NotFound)
                silentBecause = u"wave %1 is not in the dat"_s.arg(hexId(play.wave));
            else if (!decoded)
                return fail(io, decoded.error());
            else
                pcm = std::move(*decoded);
            break;
        }
        }
        const double volume = static_cast<double>(variant.volume) * play.gain;
        const QString file =
            play.kind == OverridePlay::Kind::File ? QFileInfo(play.file).fileName() : QString();
        const quint32 heardWave = play.kind == OverridePlay::Kind::Wave ? play.wave : variant.wave;

        PcmBufferPtr rendered = PcmBuffer::make({}, rate, 2);
        if (pcm) {
            auto result = OpenAlEngine::renderOnce(pcm, placement, volume, rate);
            if (!result)
                return fail(io, result.error());
            rendered = std::move(*result);
        }
        if (auto written = WavWriter::savePcm16(output, *rendered); !written)
            return fail(io, written.error());

        report(parser, io, placement, volume, variantIndex, heardWave, file, play.line,
               silentBecause, output, rollNote, *rendered);
        return ExitOk;
    }

private:
    // --listener, --source, --model and the OpenAL model's numbers; the first bad one as
    // ErrorCode::Usage (for reportError()).
    static Result<Placement> parsePlacement(const QCommandLineParser& parser) {
        const auto usage = [](const QString& message) {
            return soundstage::fail(ErrorCode::Usage, message);
        };
        if (!parser.isSet(u"listener"_s))
            return usage(u"missing --listener X,Y[,HEADING]"_s);
        const auto listener = parseNumbers(parser.value(u"listener"_s), 2, 3);
        if (!listener)
            return usage(u"--listener takes X,Y or X,Y,HEADING (numbers), not '%1'"_s.arg(
                parser.value(u"listener"_s)));
        if (!parser.isSet(u"source"_s))
            return usage(u"missing --source X,Y"_s);
        const auto source = parseNumbers(parser.value(u"source"_s), 2, 2);
        if (!source)
            return usage(
                u"--source takes X,Y (numbers), not '%1'"_s.arg(parser.value(u"source"_s)));

        Placement placement;
        placement.listener = {(*listener)[0], (*listener)[1], 0.0};
        placement.listenerHeadingDegrees = listener->size() > 2 ? (*listener)[2] : 0.0;
        placement.source = {(*source)[0], (*source)[1], 0.0};
        const QString model = parser.value(u"model"_s).toLower();
        if (model == u"retail") {
            placement.mode = PlacementMode::Retail;
        } else if (model == u"inverse" || model == u"linear" || model == u"exponential") {
            placement.mode = PlacementMode::OpenAl;
            placement.distanceModel = model == u"inverse"  ? DistanceModel::InverseClamped
                                      : model == u"linear" ? DistanceModel::LinearClamped
                                                           : DistanceModel::ExponentClamped;
            const auto reference = parseNonNegative(parser.value(u"reference-distance"_s));
            const auto maxDistance = parseNonNegative(parser.value(u"max-distance"_s));
            const auto rolloff = parseNonNegative(parser.value(u"rolloff"_s));
            if (!reference || !maxDistance || !rolloff)
                return usage(u"--reference-distance, --max-distance and --rolloff take "
                             "numbers ≥ 0"_s);
            placement.referenceDistance = *reference;
            placement.maxDistance = *maxDistance;
            placement.rolloffFactor = *rolloff;
        } else {
            return usage(u"--model must be retail, inverse, linear or exponential"_s);
        }
        return placement;
    }

    // --motion: the motion's sound events (MotionSimulation, the client's draws) in time, each
    // that plays started at its time from the source position.
    int renderMotion(const QCommandLineParser& parser, CliIo& io, MotionRequest request,
                     const Placement& placement, int rate, const QString& output) const {
        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto [dat, id] = std::move(*opened);
        if (recordTypeOf(id) != RecordType::Setup)
            return usageError(io, name(), u"%1 is not a Setup id (0x02…)"_s.arg(hexId(id)));
        request.setup = id;
        auto loaded = triggers::load(*dat, io);
        if (!loaded)
            return fail(io, loaded.error());
        if (auto applied = overrides::applyToMotion(parser, io, *dat, loaded->catalog, request);
            !applied)
            return fail(io, applied.error());
        auto sim = MotionSimulation::run(loaded->index, loaded->catalog, request);
        if (!sim)
            return fail(io, sim.error().inFile(dat->path()));
        triggers::warnMotionRun(*sim, io);

        // Each wave (or an override's local file) decoded once, however often it plays.
        std::map<quint32, PcmBufferPtr> waves;
        std::map<QString, PcmBufferPtr> files;
        std::vector<OpenAlEngine::TimedSound> sounds;
        for (const MotionSoundEvent& e : sim->events) {
            if (e.outcome != MotionSoundEvent::Outcome::Played)
                continue;
            const QString& file = e.file;
            const double volume = static_cast<double>(e.volume) * e.gain;
            if (!file.isEmpty()) {
                auto [it, added] = files.try_emplace(file);
                if (added) {
                    auto decoded = AudioImport::decodeFile(file);
                    if (!decoded)
                        return fail(io, decoded.error().inFile(file));
                    it->second = std::move(*decoded);
                }
                sounds.push_back({e.time, it->second, volume});
                continue;
            }
            auto [it, added] = waves.try_emplace(e.wave);
            if (added) {
                auto decoded = loadWave(*dat, e.wave);
                if (!decoded)
                    return fail(io, decoded.error());
                it->second = std::move(*decoded);
            }
            sounds.push_back({e.time, it->second, volume});
        }
        auto rendered = OpenAlEngine::renderTimeline(sounds, placement, request.seconds, rate);
        if (!rendered)
            return fail(io, rendered.error());
        if (auto written = WavWriter::savePcm16(output, **rendered); !written)
            return fail(io, written.error());
        reportMotion(parser, io, *sim, request, placement, output, **rendered);
        return ExitOk;
    }

    void reportMotion(const QCommandLineParser& parser, CliIo& io, const MotionSimulation& sim,
                      const MotionRequest& request, const Placement& placement,
                      const QString& output, const PcmBuffer& rendered) const {
        const bool retail = placement.mode == PlacementMode::Retail;
        const int rate = rendered.sampleRate();
        const double seconds = double(rendered.frames()) / rate;
        const auto startFrame = [rate](const MotionSoundEvent& e) {
            return static_cast<qint64>(std::round(e.time * rate));
        };
        const auto played = std::ranges::count(sim.events, MotionSoundEvent::Outcome::Played,
                                               &MotionSoundEvent::outcome);
        if (jsonRequested(parser)) {
            QJsonArray events;
            for (const MotionSoundEvent& e : sim.events) {
                QJsonObject o = triggers::motionEventJson(e, sim, overrides::motionEventFile(e));
                if (e.outcome == MotionSoundEvent::Outcome::Played) {
                    o.insert(u"start_frame"_s, startFrame(e));
                    if (retail) {
                        const RetailMix mix =
                            computeRetailMix(placement, double(e.volume) * e.gain);
                        o.insert(u"audible"_s, mix.audible);
                        o.insert(u"attenuationDb"_s, mix.attenuationDb);
                        o.insert(u"panDb"_s, mix.panDb);
                    }
                }
                events.append(o);
            }
            QJsonObject root = triggers::motionRunJson(sim, request);
            root.insert(u"output"_s, output);
            root.insert(u"model"_s, parser.value(u"model"_s).toLower());
            root.insert(u"distance"_s, distanceOf(placement));
            root.insert(u"events"_s, events);
            root.insert(u"frames"_s, rendered.frames());
            root.insert(u"sampleRate"_s, rate);
            printJson(io, QJsonDocument(root));
            return;
        }
        io.out << triggers::motionRunText(sim, request) << '\n'
               << u"%1 m from the listener"_s.arg(distanceOf(placement), 0, 'f', 2) << '\n'
               << triggers::MotionEventHeader << "\theard\n";
        for (const MotionSoundEvent& e : sim.events) {
            QString heard = u"-"_s;
            if (e.outcome == MotionSoundEvent::Outcome::Played && retail) {
                const RetailMix mix = computeRetailMix(placement, double(e.volume) * e.gain);
                heard = mix.audible ? u"%1 dB, pan %2 dB"_s.arg(mix.attenuationDb).arg(mix.panDb)
                                    : u"dropped (below −50 dB)"_s;
            } else if (e.outcome == MotionSoundEvent::Outcome::Played) {
                heard = u"at frame %1"_s.arg(startFrame(e));
            }
            io.out << triggers::motionEventText(e, sim, overrides::motionEventFile(e)) << '\t'
                   << heard << '\n';
        }
        io.out << u"wrote %1: %2 s stereo at %3 Hz, %4 of %5 sound events played"_s.arg(output)
                      .arg(seconds, 0, 'f', 3)
                      .arg(rate)
                      .arg(played)
                      .arg(sim.events.size())
               << '\n';
    }

    static double distanceOf(const Placement& placement) {
        const double dx = placement.source.x - placement.listener.x;
        const double dy = placement.source.y - placement.listener.y;
        return std::sqrt(dx * dx + dy * dy);
    }

    // An empty stereo WAV (the event is silent); nullopt after reporting a write error.
    static std::optional<PcmBufferPtr> writeSilence(const QString& output, int rate, CliIo& io) {
        PcmBufferPtr silence = PcmBuffer::make({}, rate, 2);
        if (auto written = WavWriter::savePcm16(output, *silence); !written) {
            fail(io, written.error());
            return std::nullopt;
        }
        return silence;
    }

    // `file`: the local file that played (an override's), else empty; `line`: the override's
    // `wave` line that played in the wave's place, else 0.
    void report(const QCommandLineParser& parser, CliIo& io, const Placement& placement,
                double volume, int variantIndex, quint32 wave, const QString& file, int line,
                const QString& silentBecause, const QString& output, const QString& rollNote,
                const PcmBuffer& rendered) const {
        const double distance = distanceOf(placement);
        const RetailMix mix = computeRetailMix(placement, volume);
        const bool retail = placement.mode == PlacementMode::Retail;
        const double seconds = double(rendered.frames()) / rendered.sampleRate();
        if (jsonRequested(parser)) {
            QJsonObject root;
            root.insert(u"output"_s, output);
            root.insert(u"variant"_s, variantIndex);
            if (!rollNote.isEmpty()) {
                root.insert(u"seed"_s, static_cast<qint64>(parser.value(u"seed"_s).toUInt()));
                root.insert(u"roll"_s, rollNote);
            }
            root.insert(u"wave"_s, hexId(wave));
            if (!file.isEmpty())
                root.insert(u"file"_s, file);
            if (line > 0)
                root.insert(u"override_line"_s, line);
            root.insert(u"volume"_s, jsonNumberFromFloat(static_cast<float>(volume)));
            root.insert(u"distance"_s, distance);
            root.insert(u"model"_s, parser.value(u"model"_s).toLower());
            root.insert(u"silent"_s, !silentBecause.isEmpty() || (retail && !mix.audible));
            if (!silentBecause.isEmpty())
                root.insert(u"silentBecause"_s, silentBecause);
            if (retail) {
                root.insert(u"audible"_s, mix.audible);
                root.insert(u"attenuationDb"_s, mix.attenuationDb);
                root.insert(u"panDb"_s, mix.panDb);
            }
            root.insert(u"frames"_s, rendered.frames());
            root.insert(u"sampleRate"_s, rendered.sampleRate());
            printJson(io, QJsonDocument(root));
            return;
        }
        io.out << u"variant %1, %2, volume %3, %4 m from the listener"_s.arg(variantIndex)
                      .arg(file.isEmpty() ? u"wave "_s + hexId(wave) : u"file "_s + file)
                      .arg(volume, 0, 'g', 6)
                      .arg(distance, 0, 'f', 2)
               << '\n';
        if (line > 0)
            io.out << u"override line %1 plays in the wave's place"_s.arg(line) << '\n';
        if (!rollNote.isEmpty())
            io.out << u"seed %1: %2"_s.arg(parser.value(u"seed"_s), rollNote) << '\n';
        if (!silentBecause.isEmpty())
            io.out << u"silent: %1"_s.arg(silentBecause) << '\n';
        else if (retail && !mix.audible)
            io.out << u"silent: the retail client drops it (below −50 dB at this distance)"_s
                   << '\n';
        else if (retail)
            io.out << u"retail: volume %1 dB, pan %2 dB"_s.arg(mix.attenuationDb).arg(mix.panDb)
                   << '\n';
        io.out << u"wrote %1: %2 s stereo at %3 Hz"_s.arg(output)
                      .arg(seconds, 0, 'f', 3)
                      .arg(rendered.sampleRate())
               << '\n';
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(RenderCommand)

} // namespace soundstage::cli
