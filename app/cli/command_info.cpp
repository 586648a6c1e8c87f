// soundstage-cli info DAT: the header, the entry count and the counts by record type.
#include "app/cli/clidat.h"
#include "core/common/hexid.h"
#include "core/records/recordtype.h"

#include <QJsonArray>
#include <QJsonObject>

#include <map>

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

class InfoCommand final : public CliCommand {
public:
    QString name() const override { return u"info"_s; }
    QString summary() const override {
        return u"Header fields, entry count, counts by record type"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        auto opened = openDatArgument(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const std::unique_ptr<DatFile> dat = std::move(*opened);
        auto entries = dat->entries();
        if (!entries)
            return fail(io, entries.error().inFile(dat->path()));

        std::map<QString, int> counts;
        for (const DatEntry& entry : *entries)
            ++counts[recordTypeName(recordTypeOf(entry.id))];

        const DatHeader& h = dat->header();
        if (jsonRequested(parser)) {
            QJsonObject types;
            for (const auto& [type, count] : counts)
                types.insert(type, count);
            printJson(io, QJsonDocument(QJsonObject{
                              {u"file"_s, dat->path()},
                              {u"block_size"_s, qint64(h.blockSize)},
                              {u"file_size"_s, qint64(h.fileSize)},
                              {u"data_set"_s, qint64(h.dataSet)},
                              {u"data_subset"_s, qint64(h.dataSubset)},
                              {u"free_head"_s, hexId(h.freeHead)},
                              {u"free_tail"_s, hexId(h.freeTail)},
                              {u"free_blocks"_s, qint64(h.freeCount)},
                              {u"tree_root"_s, hexId(h.treeRoot)},
                              {u"master_map_id"_s, hexId(h.masterMapId)},
                              {u"engine_version"_s, qint64(h.enginePackVersion)},
                              {u"game_version"_s, qint64(h.gamePackVersion)},
                              {u"version_minor"_s, qint64(h.versionMinor)},
                              {u"entries"_s, qint64(entries->size())},
                              {u"types"_s, types},
                          }));
            return ExitOk;
        }

        const auto row = [&io](const QString& label, const QString& value) {
            io.out << label.leftJustified(16) << value << '\n';
        };
        row(u"file"_s, dat->path());
        row(u"data set"_s, dataSetName(h.dataSet) + u" ("_s + QString::number(h.dataSet) +
                               u"), subset "_s + QString::number(h.dataSubset));
        row(u"block size"_s, QString::number(h.blockSize));
        row(u"file size"_s, QString::number(h.fileSize));
        row(u"free blocks"_s, QString::number(h.freeCount) + u" (head "_s + hexOffset(h.freeHead) +
                                  u", tail "_s + hexOffset(h.freeTail) + u')');
        row(u"tree root"_s, hexOffset(h.treeRoot));
        row(u"engine version"_s, QString::number(h.enginePackVersion));
        row(u"game version"_s, QString::number(h.gamePackVersion));
        row(u"version minor"_s, QString::number(h.versionMinor));
        row(u"entries"_s, QString::number(entries->size()));
        for (const auto& [type, count] : counts)
            io.out << "  " << type.leftJustified(22) << count << '\n';
        return ExitOk;
    }

private:
    static QString dataSetName(quint32 dataSet) {
        switch (dataSet) {
        case 1:
            return u"portal"_s;
        case 2:
            return u"cell"_s;
        case 3:
            return u"local"_s;
        default:
            return u"unknown"_s;
        }
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(InfoCommand)

} // namespace soundstage::cli
