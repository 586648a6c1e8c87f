// soundstage-cli synth -o FILE [--entries N] [--tables T] [--waves W] [--bytes B] [--seed S]:
// writes the deterministic retail-shaped synthetic dat the benchmarks use.
#include "app/cli/clicommand.h"
#include "core/demo/synthdat.h"

#include <QElapsedTimer>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

class SynthCommand final : public CliCommand {
public:
    QString name() const override { return u"synth"_s; }
    QString summary() const override {
        return u"Write a synthetic dat shaped like the retail portal dat"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        const SynthDat::Params defaults;
        parser.addOption(
            QCommandLineOption({u"o"_s, u"output"_s}, u"Where to write it."_s, u"FILE"_s));
        parser.addOption(QCommandLineOption(
            u"entries"_s, u"Entries in total (default %1)."_s.arg(defaults.entries), u"N"_s));
        parser.addOption(QCommandLineOption(
            u"tables"_s, u"SoundTables (default %1)."_s.arg(defaults.tables), u"T"_s));
        parser.addOption(
            QCommandLineOption(u"waves"_s, u"Waves (default %1)."_s.arg(defaults.waves), u"W"_s));
        parser.addOption(QCommandLineOption(
            u"bytes"_s, u"Approximate file size in bytes (default %1)."_s.arg(defaults.bytes),
            u"B"_s));
        parser.addOption(
            QCommandLineOption(u"seed"_s, u"Seed (default %1)."_s.arg(defaults.seed), u"S"_s));
        addJsonOption(parser);
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QString path = parser.value(u"output"_s);
        if (path.isEmpty())
            return usageError(io, name(), u"missing -o FILE"_s);
        SynthDat::Params params;
        bool ok = true;
        const auto number = [&](const QString& option, auto& field) {
            if (!parser.isSet(option))
                return;
            bool valid = false;
            const qlonglong value = parser.value(option).toLongLong(&valid, 0);
            if (!valid || value < 0)
                ok = false;
            else
                field = static_cast<std::remove_reference_t<decltype(field)>>(value);
        };
        number(u"entries"_s, params.entries);
        number(u"tables"_s, params.tables);
        number(u"waves"_s, params.waves);
        number(u"bytes"_s, params.bytes);
        number(u"seed"_s, params.seed);
        if (!ok)
            return usageError(io, name(),
                              u"--entries, --tables, --waves, --bytes and --seed "
                              u"take non-negative integers"_s);
        QElapsedTimer timer;
        timer.start();
        const auto written = SynthDat::write(path, params);
        if (!written) {
            if (written.error().code == ErrorCode::Usage)
                return usageError(io, name(), written.error().message);
            return fail(io, written.error().inFile(path));
        }
        const SynthDat::Summary& s = *written;
        if (jsonRequested(parser)) {
            printJson(io, QJsonDocument(QJsonObject{
                              {u"file"_s, path},
                              {u"entries"_s, s.entries},
                              {u"tables"_s, s.tables},
                              {u"variants"_s, s.variants},
                              {u"waves"_s, s.waves},
                              {u"setups"_s, s.setups},
                              {u"animations"_s, s.animations},
                              {u"motion_tables"_s, s.motionTables},
                              {u"physics_scripts"_s, s.physicsScripts},
                              {u"physics_script_tables"_s, s.physicsScriptTables},
                              {u"hooks"_s, s.hooks},
                              {u"bytes"_s, s.fileSize},
                              {u"seconds"_s, double(timer.elapsed()) / 1000.0},
                          }));
            return ExitOk;
        }
        io.out << "wrote " << path << ": " << s.entries << " entries, " << s.tables << " tables ("
               << s.variants << " variants), " << s.waves << " waves, " << s.setups << " setups, "
               << s.animations << " animations (" << s.hooks << " hooks with the scripts), "
               << s.motionTables << " motion tables, " << s.physicsScripts << " physics scripts, "
               << s.fileSize << " bytes in " << double(timer.elapsed()) / 1000.0 << " s\n";
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(SynthCommand)

} // namespace soundstage::cli
