// soundstage-cli: the command-line twin of the editor. Dispatches to registered commands.
#include "app/cli/clicommand.h"
#include "core/common/truncationguard.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace soundstage::cli;

namespace {

void printOverview(QTextStream& out) {
    out << "Usage: soundstage-cli <command> [options]\n\n"
        << "Inspect, audition and edit the sound data of Asheron's Call dats.\n\nCommands:\n";
    for (const auto& command : commands())
        out << "  " << command->name().leftJustified(14) << command->summary() << '\n';
    out << "\nRun 'soundstage-cli <command> --help' for a command's options.\n"
        << "Exit status: 0 success, 2 bad input or findings, 64 usage error.\n";
}

/// A command's --help. QCommandLineParser names the program by the path it was started with
/// ("Usage: /usr/bin/soundstage-cli [options] DAT"); the usage line reads as the user types
/// the command instead: "Usage: soundstage-cli info [options] DAT".
QString commandHelp(const QCommandLineParser& parser, const QString& name) {
    QString help = parser.helpText();
    const QString started = u"Usage: "_s + QCoreApplication::arguments().constFirst();
    if (help.startsWith(started))
        help.replace(0, started.size(), u"Usage: soundstage-cli "_s + name);
    return help;
}

} // namespace

int main(int argc, char** argv) {
    // Dats and override files are mapped, not copied: one shortened meanwhile is named.
    soundstage::TruncationGuard::exitOnTruncatedInput("soundstage-cli");
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"soundstage-cli"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(SOUNDSTAGE_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    CliIo io{out, err};

    QStringList args = QCoreApplication::arguments();
    if (args.size() < 2 || args.at(1) == u"--help" || args.at(1) == u"-h" ||
        args.at(1) == u"help") {
        printOverview(out);
        return args.size() < 2 ? ExitUsage : ExitOk;
    }
    if (args.at(1) == u"--version" || args.at(1) == u"-v") {
        out << "soundstage-cli " << QCoreApplication::applicationVersion() << '\n';
        return ExitOk;
    }

    const QString name = args.at(1);
    for (const auto& command : commands()) {
        if (command->name() != name)
            continue;
        QCommandLineParser parser;
        parser.setApplicationDescription(command->summary());
        parser.addHelpOption();
        command->configure(parser);
        QStringList commandArgs = args;
        commandArgs.removeAt(1);
        commandArgs[0] = u"soundstage-cli "_s + name;
        if (!parser.parse(commandArgs))
            return usageError(io, name, parser.errorText());
        if (parser.isSet(u"help"_s)) {
            out << commandHelp(parser, name);
            return ExitOk;
        }
        io.prettyJson = parser.optionNames().contains(u"pretty"_s) || isatty(STDOUT_FILENO) == 1;
        const int status = command->run(parser, io);
        out.flush();
        err.flush();
        return status;
    }
    err << "soundstage-cli: unknown command '" << name << "'\n";
    printOverview(err);
    return ExitUsage;
}
