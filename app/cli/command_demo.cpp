// soundstage-cli demo -o FILE: writes the built-in demo dat.
#include "app/cli/clicommand.h"
#include "core/demo/demodat.h"

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

class DemoCommand final : public CliCommand {
public:
    QString name() const override { return u"demo"_s; }
    QString summary() const override { return u"Write the built-in demo dat"_s; }

    void configure(QCommandLineParser& parser) const override {
        parser.addOption(
            QCommandLineOption({u"o"_s, u"output"_s}, u"Where to write it."_s, u"FILE"_s));
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QString path = parser.value(u"output"_s);
        if (path.isEmpty())
            return usageError(io, name(), u"missing -o FILE"_s);
        if (auto written = DemoDat::write(path); !written)
            return fail(io, written.error().inFile(path));
        io.out << "wrote " << path << '\n';
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(DemoCommand)

} // namespace soundstage::cli
