// soundstage-cli where-used DAT ID: which tables name a wave; which setups and ambient
// descriptions name a table.
#include "app/cli/clidat.h"
#include "core/common/hexid.h"
#include "core/document/soundcatalog.h"
#include "core/records/recordtype.h"
#include "core/records/soundtypes.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

class WhereUsedCommand final : public CliCommand {
public:
    QString name() const override { return u"where-used"_s; }
    QString summary() const override {
        return u"Tables naming a wave; setups and ambience naming a table"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addPositionalArgument(u"ID"_s, u"A wave (0x0A…) or SoundTable (0x20…) id."_s);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto [dat, id] = std::move(*opened);
        const RecordType type = recordTypeOf(id);
        if (type != RecordType::Wave && type != RecordType::SoundTable)
            return usageError(io, name(),
                              u"%1 is a %2; where-used takes a wave or a SoundTable id"_s.arg(
                                  hexId(id), recordTypeName(type)));
        auto catalog = SoundCatalog::load(*dat);
        if (!catalog)
            return fail(io, catalog.error().inFile(dat->path()));
        for (const auto& problem : catalog->problems())
            io.err << "soundstage-cli: warning: " << problem.error.toString() << '\n';

        QJsonArray uses;
        if (type == RecordType::Wave) {
            if (!catalog->hasWave(id))
                io.err << "soundstage-cli: note: " << hexId(id) << " is not in this dat\n";
            for (const auto& use : catalog->usesOfWave(id)) {
                uses.append(QJsonObject{{u"table"_s, hexId(use.table)},
                                        {u"sound"_s, soundTypeName(use.soundType)},
                                        {u"code"_s, qint64(use.soundType)},
                                        {u"variant"_s, use.variant}});
                if (!jsonRequested(parser))
                    io.out << "table " << hexId(use.table) << "  " << soundTypeName(use.soundType)
                           << "  variant #" << use.variant << '\n';
            }
        } else {
            if (!catalog->table(id))
                io.err << "soundstage-cli: note: " << hexId(id) << " is not in this dat\n";
            for (const auto& use : catalog->usesOfTable(id)) {
                const bool setup = use.kind == SoundCatalog::TableUse::Kind::SetupDefault;
                QJsonObject row{{u"kind"_s, setup ? u"setup"_s : u"ambient"_s},
                                {u"record"_s, hexId(use.record)}};
                if (!setup)
                    row.insert(u"stb"_s, use.stbIndex);
                uses.append(row);
                if (jsonRequested(parser))
                    continue;
                if (setup)
                    io.out << "setup " << hexId(use.record) << "  default sound table\n";
                else
                    io.out << "region " << hexId(use.record) << "  ambient " << use.stbIndex
                           << '\n';
            }
        }
        if (jsonRequested(parser))
            printJson(io, QJsonDocument(QJsonObject{{u"id"_s, hexId(id)}, {u"uses"_s, uses}}));
        else if (uses.isEmpty())
            io.out << hexId(id) << " is not used\n";
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(WhereUsedCommand)

} // namespace soundstage::cli
