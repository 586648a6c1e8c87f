// soundstage-cli list DAT [--type …]: one id per line (with its stored size), ascending.
#include "app/cli/clidat.h"
#include "core/common/hexid.h"
#include "core/records/recordtype.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

class ListCommand final : public CliCommand {
public:
    QString name() const override { return u"list"_s; }
    QString summary() const override { return u"Record ids of a type, one per line with size"_s; }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addOption(QCommandLineOption(
            u"type"_s,
            u"soundtable, wave, region, setup, animation, motiontable, physicsscript, "
            u"physicsscripttable or all (default all)."_s,
            u"TYPE"_s, u"all"_s));
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QString type = parser.value(u"type"_s);
        const std::optional<RecordFilter> filter = parseRecordFilter(type);
        if (!filter)
            return usageError(io, name(),
                              u"--type must be one of %1, not '%2'"_s.arg(
                                  recordFilterNames().join(u", "_s), type));
        auto opened = openDatArgument(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const std::unique_ptr<DatFile> dat = std::move(*opened);
        const IdRange range = idRangeOf(*filter);
        auto entries = dat->entries(range.first, range.last);
        if (!entries)
            return fail(io, entries.error().inFile(dat->path()));

        QJsonArray rows;
        for (const DatEntry& entry : *entries) {
            if (!matchesFilter(*filter, entry.id))
                continue;
            const RecordType recordType = recordTypeOf(entry.id);
            if (jsonRequested(parser)) {
                rows.append(QJsonObject{{u"id"_s, hexId(entry.id)},
                                        {u"type"_s, recordTypeName(recordType)},
                                        {u"size"_s, qint64(entry.size)}});
            } else {
                io.out << hexId(entry.id) << '\t' << entry.size << '\n';
            }
        }
        if (jsonRequested(parser))
            printJson(io, QJsonDocument(rows));
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(ListCommand)

} // namespace soundstage::cli
