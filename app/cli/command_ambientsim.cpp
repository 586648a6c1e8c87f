// soundstage-cli ambient-sim DAT --stb K --seconds T --seed S: the ambient scheduler's timeline.
#include "app/cli/overridecli.h"
#include "app/cli/retailcli.h"
#include "core/override/overrideambient.h"
#include "core/records/recordjson.h"
#include "core/retail/ambientschedule.h"

namespace soundstage::cli {
namespace {

using namespace Qt::StringLiterals;
using namespace soundstage::cli::retail;
using namespace soundstage::cli::overrides;

class AmbientSimCommand final : public CliCommand {
public:
    QString name() const override { return u"ambient-sim"_s; }
    QString summary() const override {
        return u"Simulate an ambient STB from a seed: event timeline and per-sound rates"_s;
    }
    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addOption({u"stb"_s, u"Index of the ambient STB in the region."_s, u"K"_s});
        parser.addOption({u"seconds"_s, u"Simulated time (default 60)."_s, u"T"_s, u"60"_s});
        addSeedOption(parser);
        parser.addOption({u"region"_s, u"Region id (default: the dat's first region)."_s, u"ID"_s});
        addGateModelOption(parser);
        addOverrideOption(parser);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const auto model = gateModelOption(parser);
        if (!model)
            return reportError(io, name(), model.error());
        bool ok = false;
        if (!parser.isSet(u"stb"_s))
            return usageError(io, name(), u"--stb is required"_s);
        const uint stbIndex = parser.value(u"stb"_s).toUInt(&ok);
        if (!ok)
            return usageError(io, name(), u"--stb needs an index ≥ 0"_s);
        const double seconds = parser.value(u"seconds"_s).toDouble(&ok);
        if (!ok || !(seconds >= 0.0) || seconds > 1e7)
            return usageError(io, name(), u"--seconds needs a number from 0 to 10000000"_s);
        const auto seedValue = seedOption(parser);
        if (!seedValue)
            return reportError(io, name(), seedValue.error());
        const quint32 seed = *seedValue;
        std::optional<quint32> regionId;
        if (parser.isSet(u"region"_s)) {
            regionId = parseId(parser.value(u"region"_s));
            if (!regionId)
                return usageError(io, name(), u"--region needs an id such as 0x13000000"_s);
        }

        auto opened = openDatArgument(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const std::unique_ptr<DatFile> dat = std::move(*opened);
        if (!regionId) {
            auto regions = idsOf(*dat, RecordType::Region);
            if (!regions)
                return fail(io, regions.error());
            if (regions->empty())
                return fail(io,
                            Error{ErrorCode::NotFound, u"the dat holds no region"_s, dat->path()});
            regionId = regions->front();
        }
        auto region = loadRegion(*dat, *regionId);
        if (!region)
            return fail(io, region.error());
        if (!region->ambient || stbIndex >= region->ambient->size())
            return fail(io, Error{ErrorCode::NotFound,
                                  u"region %1 has %2 ambient STBs; there is no STB %3"_s
                                      .arg(hexId(*regionId))
                                      .arg(region->ambient ? region->ambient->size() : 0)
                                      .arg(stbIndex),
                                  dat->path()});
        const AmbientStbDesc& stb = (*region->ambient)[stbIndex];
        std::map<quint32, SoundTable> tables;
        if (auto table = loadTable(*dat, stb.soundTable))
            tables.emplace(stb.soundTable, std::move(*table));
        else if (table.error().code != ErrorCode::NotFound || !parser.isSet(u"override"_s))
            return fail(io, table.error()); // a table only the override makes is fine
        auto preview = loadOverride(parser, io, *dat, tables);
        if (!preview)
            return fail(io, preview.error());
        auto waves = waveIds(*dat);
        if (!waves)
            return fail(io, waves.error());
        AmbientConfig config;
        config.seed = seed;
        config.seconds = seconds;
        config.model = *model;
        config.waveExists = [&w = *waves](quint32 id) { return w.count(id) > 0; };
        // With an override, its lists and pick rule, as the editor's ambient view simulates.
        SoundTable table;
        std::optional<OverrideAmbient> ambient;
        const auto datTable = tables.find(stb.soundTable);
        if (*preview) {
            ambient = OverrideAmbient::make(
                **preview, stb, datTable == tables.end() ? nullptr : &datTable->second, *model);
            table = ambient->table;
            config.pickers = ambient->pickers;
        } else {
            table = datTable->second;
        }
        const AmbientSchedule s = AmbientSchedule::simulate(stb, table, config);
        // What an event plays, by name: a local file of the override, or the wave.
        const auto plays = [&](const AmbientEvent& e) {
            const QString file =
                ambient ? ambient->localFile(e.soundType, e.variantIndex) : QString();
            return file.isEmpty() ? hexId(e.wave) : QFileInfo(file).fileName();
        };

        if (jsonRequested(parser)) {
            QJsonArray events;
            for (const AmbientEvent& e : s.events)
                events.append(QJsonObject{
                    {u"time"_s, e.timeSeconds},
                    {u"sound"_s, soundTypeName(e.soundType)},
                    {u"code"_s, static_cast<qint64>(e.soundType)},
                    {u"continuous"_s, e.continuous},
                    {u"chance_passed"_s, e.chancePassed},
                    {u"variant"_s, e.variantIndex},
                    {u"wave"_s, hexId(e.wave)},
                    {u"plays"_s, e.variantIndex >= 0 ? plays(e) : QString()},
                    {u"result"_s, e.chancePassed ? rollResultKey(e.result) : u"chance missed"_s},
                    {u"volume"_s, jsonNumberFromFloat(static_cast<float>(e.volume))},
                    {u"octant"_s, e.octant},
                    {u"bearing_degrees"_s, e.bearingRadians * 180.0 / 3.141592653589793},
                    {u"distance"_s, e.distanceMetres},
                    {u"db"_s, e.attenuation.dB},
                    {u"audible"_s, e.played() && e.attenuation.audible}});
            QJsonArray rates;
            for (const AmbientSoundRate& r : s.rates)
                rates.append(
                    QJsonObject{{u"sound"_s, soundTypeName(r.soundType)},
                                {u"code"_s, static_cast<qint64>(r.soundType)},
                                {u"continuous"_s, r.continuous},
                                {u"in_table"_s, r.inTable},
                                {u"play_chance"_s, r.playChance},
                                {u"current_volume"_s, r.currentVolume},
                                {u"mean_interval"_s, r.meanIntervalSeconds},
                                {u"trigger_chance_exact"_s, r.triggerChance.toString()},
                                {u"heard_chance_exact"_s, r.heardChance.toString()},
                                {u"expected_events_per_minute"_s, r.expectedEventsPerMinute},
                                {u"expected_plays_per_minute"_s, r.expectedPlaysPerMinute},
                                {u"events"_s, r.simulatedEvents},
                                {u"plays"_s, r.simulatedPlays}});
            QJsonObject root{{u"region"_s, hexId(*regionId)},
                             {u"stb"_s, static_cast<qint64>(stbIndex)},
                             {u"table"_s, hexId(stb.soundTable)},
                             {u"seconds"_s, seconds},
                             {u"seed"_s, static_cast<qint64>(seed)},
                             {u"gate_model"_s, fpuModelName(*model)},
                             {u"truncated"_s, s.truncated},
                             {u"events"_s, events},
                             {u"rates"_s, rates}};
            if (*preview)
                root.insert(u"override"_s, (*preview)->path);
            printJson(io, QJsonDocument(root));
            return ExitOk;
        }
        io.out << "Region " << hexId(*regionId) << " STB " << stbIndex << " (table "
               << hexId(stb.soundTable) << "), " << seconds << " s, seed " << seed << '\n';
        io.out << "time(s)\tsound\tresult\twave\tvolume\toctant\tdistance(m)\tdB\n";
        for (const AmbientEvent& e : s.events) {
            io.out << QString::number(e.timeSeconds, 'f', 2) << '\t' << soundTypeName(e.soundType)
                   << '\t' << (e.chancePassed ? rollResultKey(e.result) : u"chance missed"_s)
                   << '\t' << (e.variantIndex >= 0 ? plays(e) : u"-"_s) << '\t'
                   << QString::number(e.volume, 'g', 4) << '\t' << e.octant << '\t'
                   << QString::number(e.distanceMetres, 'f', 1) << '\t' << e.attenuation.dB << '\n';
        }
        if (s.truncated)
            io.out << "(timeline truncated)\n";
        io.out << "rates (per minute):\n";
        for (const AmbientSoundRate& r : s.rates) {
            const double minutes = seconds / 60.0;
            io.out << "  " << soundLabel(r.soundType).leftJustified(20)
                   << (r.continuous ? " continuous  " : " intermittent") << "  expected "
                   << QString::number(r.expectedPlaysPerMinute, 'f', 3) << " plays/min, simulated "
                   << QString::number(minutes > 0 ? r.simulatedPlays / minutes : 0.0, 'f', 3)
                   << (r.inTable ? "" : "  (not in the table)")
                   << (r.continuous && !r.loudEnough ? "  (below 0.03: never played)" : "") << '\n';
        }
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(AmbientSimCommand)

} // namespace soundstage::cli
