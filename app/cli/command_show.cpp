// soundstage-cli show DAT ID: a decoded record, as text or JSON.
#include "app/cli/clidat.h"
#include "core/common/hexid.h"
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

class ShowCommand final : public CliCommand {
public:
    QString name() const override { return u"show"_s; }
    QString summary() const override { return u"A decoded record: table, wave, region or setup"_s; }

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
            return show(io, *dat, id, Setup::decode(*bytes), json,
                        [](QTextStream& out, const Setup& setup) {
                            out << "Setup " << hexId(setup.id) << ": default sound table "
                                << hexId(setup.defaultSoundTable) << '\n';
                        });
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
