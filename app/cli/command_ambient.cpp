// soundstage-cli ambient DAT: the ambient sound tables of the dat's regions and their users.
#include "app/cli/retailcli.h"
#include "core/records/recordjson.h"
#include "core/retail/ambientschedule.h"

namespace soundstage::cli {
namespace {

using namespace Qt::StringLiterals;
using namespace soundstage::cli::retail;

class AmbientCommand final : public CliCommand {
public:
    QString name() const override { return u"ambient"_s; }
    QString summary() const override {
        return u"Ambient STBs: their sounds, expected rates and the scene types using them"_s;
    }
    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        addGateModelOption(parser);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        auto opened = openDatWithGateModel(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto [dat, model] = std::move(*opened);
        auto regions = idsOf(*dat, RecordType::Region);
        if (!regions)
            return fail(io, regions.error());
        auto waves = waveIds(*dat);
        if (!waves)
            return fail(io, waves.error());
        const bool json = jsonRequested(parser);
        QJsonArray regionsJson;
        for (const quint32 regionId : *regions) {
            auto region = loadRegion(*dat, regionId);
            if (!region)
                return fail(io, region.error());
            QJsonArray stbs;
            if (!json)
                io.out << "Region " << hexId(regionId) << " \"" << region->name << "\"\n";
            const auto& ambient =
                region->ambient ? *region->ambient : std::vector<AmbientStbDesc>{};
            for (std::size_t k = 0; k < ambient.size(); ++k) {
                const AmbientStbDesc& stb = ambient[k];
                QJsonArray users;
                QStringList userText;
                if (region->sceneTypes)
                    for (std::size_t s = 0; s < region->sceneTypes->size(); ++s)
                        if ((*region->sceneTypes)[s].stbIndex == k) {
                            users.append(static_cast<qint64>(s));
                            userText << QString::number(s);
                        }
                // Expected rates with one cell at the listener (a zero-length simulation).
                SoundTable table;
                bool tableFound = true;
                if (auto t = loadTable(*dat, stb.soundTable))
                    table = std::move(*t);
                else
                    tableFound = false;
                AmbientConfig config;
                config.seconds = 0.0;
                config.model = model;
                config.waveExists = [&w = *waves](quint32 id) { return w.count(id) > 0; };
                const AmbientSchedule rates = AmbientSchedule::simulate(stb, table, config);
                QJsonArray sounds;
                if (!json)
                    io.out << "  STB " << k << ": table " << hexId(stb.soundTable)
                           << (tableFound ? QString() : u" (missing or unreadable)"_s)
                           << ", used by scene types "
                           << (userText.isEmpty() ? u"none"_s : userText.join(u", "_s)) << '\n';
                for (std::size_t i = 0; i < stb.sounds.size(); ++i) {
                    const AmbientSoundDesc& s = stb.sounds[i];
                    const AmbientSoundRate& r = rates.rates[i];
                    if (json) {
                        sounds.append(
                            QJsonObject{{u"sound"_s, soundTypeName(s.soundType)},
                                        {u"code"_s, static_cast<qint64>(s.soundType)},
                                        {u"volume"_s, jsonNumberFromFloat(s.volume)},
                                        {u"base_chance"_s, static_cast<double>(s.baseChance)},
                                        {u"min_rate"_s, static_cast<double>(s.minRate)},
                                        {u"max_rate"_s, static_cast<double>(s.maxRate)},
                                        {u"continuous"_s, s.continuous()},
                                        {u"in_table"_s, r.inTable},
                                        {u"events_per_minute"_s, r.expectedEventsPerMinute},
                                        {u"plays_per_minute"_s, r.expectedPlaysPerMinute}});
                        continue;
                    }
                    io.out << "    " << soundLabel(s.soundType).leftJustified(20) << " volume "
                           << QString::number(static_cast<double>(s.volume), 'g', 4);
                    if (s.continuous())
                        io.out << "  continuous every "
                               << QString::number(static_cast<double>(s.minRate), 'g', 4) << " s";
                    else
                        io.out << "  chance "
                               << QString::number(static_cast<double>(s.baseChance), 'g', 4)
                               << " every "
                               << QString::number(static_cast<double>(s.minRate), 'g', 4) << "–"
                               << QString::number(static_cast<double>(s.maxRate), 'g', 4) << " s";
                    io.out << "  → " << QString::number(r.expectedPlaysPerMinute, 'f', 2)
                           << " plays/min" << (r.inTable ? "" : "  (not in the table)") << '\n';
                }
                stbs.append(QJsonObject{{u"index"_s, static_cast<qint64>(k)},
                                        {u"table"_s, hexId(stb.soundTable)},
                                        {u"table_found"_s, tableFound},
                                        {u"scene_types"_s, users},
                                        {u"sounds"_s, sounds}});
            }
            regionsJson.append(QJsonObject{
                {u"id"_s, hexId(regionId)}, {u"name"_s, region->name}, {u"ambient"_s, stbs}});
        }
        if (json)
            printJson(io, QJsonDocument(QJsonObject{{u"gate_model"_s, fpuModelName(model)},
                                                    {u"regions"_s, regionsJson}}));
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(AmbientCommand)

} // namespace soundstage::cli
