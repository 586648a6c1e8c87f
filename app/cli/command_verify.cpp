// soundstage-cli verify DAT: the consistency report.
#include "app/cli/clidat.h"
#include "core/common/hexid.h"
#include "core/dat/datverifier.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

class VerifyCommand final : public CliCommand {
public:
    QString name() const override { return u"verify"_s; }
    QString summary() const override {
        return u"Check a dat's consistency: header, B-tree, chains, free list, leaks, records"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addOption(QCommandLineOption(
            u"no-decode"_s, u"Check the container only, without decoding sound records."_s));
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QString path = positional(parser, 0);
        if (path.isEmpty())
            return usageError(io, name(), u"missing the DAT argument"_s);
        DatVerifier::Options options;
        options.decodeRecords = !parser.isSet(u"no-decode"_s);
        auto report = DatVerifier::verify(path, options);
        if (!report)
            return fail(io, report.error());
        const VerifyReport& r = *report;
        const int status = r.clean() ? ExitOk : ExitFindings;

        const auto severity = [](const VerifyFinding& f) {
            return f.severity == VerifyFinding::Severity::Error ? u"error"_s : u"warning"_s;
        };
        if (jsonRequested(parser)) {
            QJsonArray findings;
            for (const VerifyFinding& f : r.findings) {
                QJsonObject o{
                    {u"kind"_s, VerifyFinding::kindName(f.kind)},
                    {u"severity"_s, severity(f)},
                    {u"offset"_s, f.offset >= 0 ? QJsonValue(hexOffset(f.offset)) : QJsonValue()},
                    {u"message"_s, f.message}};
                if (f.id)
                    o.insert(u"id"_s, hexId(*f.id));
                findings.append(o);
            }
            printJson(io, QJsonDocument(QJsonObject{
                              {u"file"_s, path},
                              {u"clean"_s, r.clean()},
                              {u"errors"_s, r.errorCount()},
                              {u"warnings"_s, r.warningCount()},
                              {u"entries"_s, r.entries},
                              {u"nodes"_s, r.nodes},
                              {u"depth"_s, r.depth},
                              {u"block_size"_s, qint64(r.blockSize)},
                              {u"blocks"_s, r.blocks},
                              {u"record_blocks"_s, r.recordBlocks},
                              {u"node_blocks"_s, r.nodeBlocks},
                              {u"free_blocks"_s, r.freeBlocks},
                              {u"leaked_blocks"_s, r.leakedBlocks},
                              {u"sound_tables"_s, r.soundTables},
                              {u"waves"_s, r.waves},
                              {u"regions"_s, r.regions},
                              {u"setups"_s, r.setups},
                              {u"animations"_s, r.animations},
                              {u"motion_tables"_s, r.motionTables},
                              {u"physics_scripts"_s, r.physicsScripts},
                              {u"physics_script_tables"_s, r.physicsScriptTables},
                              {u"omitted_findings"_s, r.omittedFindings},
                              {u"findings"_s, findings},
                          }));
            return status;
        }

        const auto row = [&io](const QString& label, const QString& value) {
            io.out << label.leftJustified(16) << value << '\n';
        };
        row(u"file"_s, path);
        row(u"entries"_s, QString::number(r.entries));
        row(u"b-tree"_s, u"%1 nodes, %2 levels"_s.arg(r.nodes).arg(r.depth));
        row(u"blocks"_s, u"%1 of %2 bytes: %3 records, %4 nodes, %5 free, %6 leaked"_s.arg(r.blocks)
                             .arg(r.blockSize)
                             .arg(r.recordBlocks)
                             .arg(r.nodeBlocks)
                             .arg(r.freeBlocks)
                             .arg(r.leakedBlocks));
        row(u"sound records"_s,
            u"%1 tables, %2 waves, %3 regions, %4 setups decoded"_s.arg(r.soundTables)
                .arg(r.waves)
                .arg(r.regions)
                .arg(r.setups));
        row(u"hook records"_s,
            u"%1 animations, %2 motion tables, %3 physics scripts, %4 script tables decoded"_s
                .arg(r.animations)
                .arg(r.motionTables)
                .arg(r.physicsScripts)
                .arg(r.physicsScriptTables));
        for (const VerifyFinding& f : r.findings) {
            io.out << severity(f).leftJustified(8)
                   << VerifyFinding::kindName(f.kind).leftJustified(17);
            if (f.offset >= 0)
                io.out << "at " << hexOffset(f.offset) << ' ';
            if (f.id)
                io.out << '[' << hexId(*f.id) << "] ";
            io.out << f.message << '\n';
        }
        if (r.omittedFindings > 0)
            io.out << "… and " << r.omittedFindings << " more findings\n";
        io.out << (r.clean() ? u"clean"_s : u"NOT clean"_s) << ": " << r.errorCount()
               << " error(s), " << r.warningCount() << " warning(s)\n";
        return status;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(VerifyCommand)

} // namespace soundstage::cli
